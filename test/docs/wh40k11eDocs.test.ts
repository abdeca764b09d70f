// Keeps the worked examples of docs/wh40k-11e/ true (one page per 11th-edition change, each
// with a scenario and its results table; format: helpers/docExamples), and the coverage table
// of docs/wh40k-11e.md complete: every weapon keyword of the 11th-edition schema has a row and
// a page (its own, or 10th edition's for a keyword 11th edition keeps), every page of
// docs/wh40k-11e/ a row, and every module and page the table names exists.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WH40K_11E_WEAPON_RULES } from '../../src/rulesets/wh40k-11e/schema.js';
import {
  coverageRows,
  describeWorkedExamples,
  expectCoverageLinksExist,
} from '../helpers/rulesetDocs.js';
import { RESULT_NAMES } from '../rulesets/wh40k-11e/enumerate.js';

const pages = readdirSync(join(import.meta.dirname, '../../docs/wh40k-11e')).filter((f) =>
  f.endsWith('.md'),
);

describe('docs/wh40k-11e: worked examples hold', () => {
  // A unit's pages read charactersSlain too.
  describeWorkedExamples('docs/wh40k-11e', pages, 'wh40k-11e', [
    ...RESULT_NAMES,
    'charactersSlain',
  ]);
});

describe('docs/wh40k-11e.md coverage', () => {
  const rows = coverageRows('wh40k-11e.md');
  it('has a row with a page for every weapon keyword, and every page of docs/wh40k-11e/', () => {
    const linked = rows.map((r) => r[3] ?? '');
    for (const k of WH40K_11E_WEAPON_RULES) {
      expect(
        linked.some((p) => p.includes(`wh40k-11e/${k}.md`) || p.includes(`wh40k-10e/${k}.md`)),
        k,
      ).toBe(true);
    }
    for (const page of pages) {
      expect(
        linked.some((p) => p.includes(`wh40k-11e/${page}`)),
        page,
      ).toBe(true);
    }
  });

  it('names modules and pages that exist', () => {
    expectCoverageLinksExist(rows);
  });
});
