// The checks of a ruleset's docs pages (docs/wh40k-10e/, docs/wh40k-11e/): each page names its
// source file and holds worked examples whose stated values the engine and the hand
// derivation both give; and the rows of a page's coverage table.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../src/scenario/evaluate.js';
import { examples, fraction, readQuantity } from './docExamples.js';

const ROOT = join(import.meta.dirname, '../..');

/** Test each page of `dir` (below the repository) of `ruleset`: its source file, its examples. */
export function describeWorkedExamples(
  dir: string,
  pages: readonly string[],
  ruleset: string,
  names: readonly string[],
): void {
  for (const page of pages) {
    const text = readFileSync(join(ROOT, dir, page), 'utf8');
    const list = examples(text, ruleset);
    describe(page, () => {
      it('names its source file, which exists, and has a worked example', () => {
        const file = /`(src\/[^`\s]+\.ts)/.exec(text)?.[1];
        expect(file, 'a source file named on the page').toBeDefined();
        expect(existsSync(join(ROOT, file!)), file).toBe(true);
        expect(list.length).toBeGreaterThan(0);
      });
      for (const ex of list) {
        it(`the example at line ${ex.line} gives the stated results`, () => {
          const r = evaluate(JSON.parse(ex.code)).results;
          for (const row of ex.rows) {
            const where = `${page}:${row.line} ${row.quantity}`;
            expect(Number.isFinite(row.value), `${where}: value`).toBe(true);
            expect(fraction(row.byHand), `${where}: by hand`).toBeCloseTo(row.value, 10);
            expect(readQuantity(r, row.quantity, names), `${where}: engine`).toBeCloseTo(
              row.value,
              10,
            );
          }
        });
      }
    });
  }
}

/** The cells of the rows of the table under "## Coverage" of the page `doc` (below docs/). */
export function coverageRows(doc: string): string[][] {
  const text = readFileSync(join(ROOT, 'docs', doc), 'utf8');
  return text
    .slice(text.indexOf('## Coverage'))
    .split('\n')
    .filter((l) => l.startsWith('|') && !l.startsWith('| mechanic') && !l.startsWith('| ---'))
    .map((l) =>
      l
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    );
}

/** Every module and page a coverage table names exists. */
export function expectCoverageLinksExist(rows: readonly string[][]): void {
  for (const [, module, , page] of rows) {
    const file = /`([^`]+)`/.exec(module ?? '')?.[1];
    if (file) expect(existsSync(join(ROOT, file)), file).toBe(true);
    const link = /\]\(([^)]+)\)/.exec(page ?? '')?.[1];
    if (link) expect(existsSync(join(ROOT, 'docs', link)), link).toBe(true);
  }
}
