// docs/wh40k-10e.md's coverage table: every weapon keyword of the schema has its row, and
// every module and page the table names exists.
import { describe, expect, it } from 'vitest';
import { WH40K_WEAPON_RULES } from '../../src/scenario/schema.js';
import { coverageRows, expectCoverageLinksExist } from '../helpers/rulesetDocs.js';

const rows = coverageRows('wh40k-10e.md');

describe('docs/wh40k-10e.md coverage', () => {
  it('has a row with a page for every weapon keyword', () => {
    const pages = rows.map((r) => r[3] ?? '');
    for (const k of WH40K_WEAPON_RULES) {
      expect(
        pages.some((p) => p.includes(`wh40k-10e/${k}.md`)),
        k,
      ).toBe(true);
    }
  });

  it('names modules and pages that exist', () => {
    expectCoverageLinksExist(rows);
  });
});
