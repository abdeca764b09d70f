// Keeps the worked examples of docs/wh40k-11e/ true (one page per 11th-edition change, each
// with a scenario and its results table; format: helpers/docExamples), and the coverage table
// of docs/wh40k-11e.md complete: every weapon keyword of the 11th-edition schema has a row and
// a page (its own, or 10th edition's for a keyword 11th edition keeps), and every module and
// page the table names exists.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WH40K_11E_WEAPON_RULES } from '../../src/rulesets/wh40k-11e/schema.js';
import { evaluate } from '../../src/scenario/evaluate.js';
import { examples, fraction, readQuantity } from '../helpers/docExamples.js';
import { RESULT_NAMES } from '../rulesets/wh40k-11e/enumerate.js';

const ROOT = join(import.meta.dirname, '../..');
const DIR = join(ROOT, 'docs/wh40k-11e');
const pages = readdirSync(DIR).filter((f) => f.endsWith('.md'));

describe('docs/wh40k-11e: worked examples hold', () => {
  for (const page of pages) {
    const text = readFileSync(join(DIR, page), 'utf8');
    const list = examples(text, 'wh40k-11e');
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
            expect(readQuantity(r, row.quantity, RESULT_NAMES), `${where}: engine`).toBeCloseTo(
              row.value,
              10,
            );
          }
        });
      }
    });
  }
});

describe('docs/wh40k-11e.md coverage', () => {
  const doc = readFileSync(join(ROOT, 'docs/wh40k-11e.md'), 'utf8');
  const rows = doc
    .slice(doc.indexOf('## Coverage'))
    .split('\n')
    .filter((l) => l.startsWith('|') && !l.startsWith('| mechanic') && !l.startsWith('| ---'))
    .map((l) =>
      l
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    );

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
    for (const [, module, , page] of rows) {
      const file = /`([^`]+)`/.exec(module ?? '')?.[1];
      if (file) expect(existsSync(join(ROOT, file)), file).toBe(true);
      const link = /\]\(([^)]+)\)/.exec(page ?? '')?.[1];
      if (link) expect(existsSync(join(ROOT, 'docs', link)), link).toBe(true);
    }
  });
});
