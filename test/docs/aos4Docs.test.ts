// Keeps the worked examples of docs/aos4/ true: one page per ability and mechanic of the
// ruleset, each with a scenario and its results table (format: helpers/docExamples). Both the
// engine's number and the hand-derived fraction must match the stated value to 10 places; and
// docs/aos4.md's coverage table names a page for every ability of the schema.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AOS4_ABILITIES } from '../../src/rulesets/aos4/schema.js';
import { evaluate } from '../../src/scenario/evaluate.js';
import { examples, fraction, readQuantity } from '../helpers/docExamples.js';
import { coverageRows } from '../helpers/rulesetDocs.js';

const ROOT = join(import.meta.dirname, '../..');
const DIR = join(ROOT, 'docs/aos4');
const NAMES = [
  'hits',
  'wounds',
  'unsaved',
  'slain',
  'woundsLost',
  'criticalHits',
  'mortal',
  'damage',
  'damageAfterWard',
];
const pages = readdirSync(DIR)
  .filter((f) => f.endsWith('.md'))
  .sort();

describe('docs/aos4: worked examples hold', () => {
  for (const page of pages) {
    const text = readFileSync(join(DIR, page), 'utf8');
    const list = examples(text, 'aos4');
    describe(page, () => {
      it('names its source file, which exists, and has a worked example', () => {
        const file = /`(src\/[^`\s]+\.ts)/.exec(text)?.[1];
        expect(file, 'a source file named on the page').toBeDefined();
        expect(existsSync(join(ROOT, file!))).toBe(true);
        expect(list.length).toBeGreaterThan(0);
      });
      for (const ex of list) {
        it(`the example at line ${ex.line} gives the stated results`, () => {
          const r = evaluate(JSON.parse(ex.code)).results;
          for (const row of ex.rows) {
            const where = `${page}:${row.line} ${row.quantity}`;
            expect(fraction(row.byHand), `${where}: by hand`).toBeCloseTo(row.value, 10);
            expect(readQuantity(r, row.quantity, NAMES), `${where}: engine`).toBeCloseTo(
              row.value,
              10,
            );
          }
        });
      }
    });
  }
});

describe('docs/aos4.md coverage', () => {
  const rows = coverageRows('aos4.md');
  it('has a row with a page for every ability, and every page has a row', () => {
    const linked = rows.map((r) => r[3] ?? '');
    for (const a of AOS4_ABILITIES) {
      expect(
        linked.some((p) => p.includes(`aos4/${a}.md`)),
        a,
      ).toBe(true);
    }
    for (const page of pages)
      expect(
        linked.some((p) => p.includes(`aos4/${page}`)),
        page,
      ).toBe(true);
  });
  it('names modules and pages that exist', () => {
    for (const [, module, , page] of rows) {
      for (const m of (module ?? '').matchAll(/`([^`]+\.ts)`/g)) {
        expect(existsSync(join(ROOT, m[1]!)), m[1]).toBe(true);
      }
      const link = /\]\(([^)]+)\)/.exec(page ?? '')?.[1];
      if (link) expect(existsSync(join(ROOT, 'docs', link)), link).toBe(true);
    }
  });
});
