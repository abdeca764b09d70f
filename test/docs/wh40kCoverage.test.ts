// docs/wh40k-10e.md's coverage table: every weapon keyword of the schema has its row, and
// every module and page the table names exists.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WH40K_WEAPON_RULES } from '../../src/scenario/schema.js';

const ROOT = join(import.meta.dirname, '../..');
const DOC = readFileSync(join(ROOT, 'docs/wh40k-10e.md'), 'utf8');
const rows = DOC.slice(DOC.indexOf('## Coverage'))
  .split('\n')
  .filter((l) => l.startsWith('|') && !l.startsWith('| mechanic') && !l.startsWith('| ---'))
  .map((l) =>
    l
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim()),
  );

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
    for (const [, module, , page] of rows) {
      const file = /`([^`]+)`/.exec(module ?? '')?.[1];
      if (file) expect(existsSync(join(ROOT, file)), file).toBe(true);
      const link = /\]\(([^)]+)\)/.exec(page ?? '')?.[1];
      if (link) expect(existsSync(join(ROOT, 'docs', link)), link).toBe(true);
    }
  });
});
