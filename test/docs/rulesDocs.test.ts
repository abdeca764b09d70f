// Keeps the worked examples of docs/rules/ true. Each page holds its example scenarios as
// ```json blocks (whole scenarios, with "ruleset") and, after each, a table
//
//   | result | by hand | value |
//
// whose rows are `mean X` or `P(X = k)` / `P(X ≥ k)` for X in hits, wounds, unsaved, slain,
// woundsLost (and selfWounds, woundsRestored, powerDice where the scenario has their rules). The test parses the pages themselves, so a page and its test cannot drift: the
// scenario goes through parseScenario (it must be a valid scenario) and evaluateScrollhammer
// (exact), and both the engine's number and the hand-derived fraction (the last `= a/b` of the
// "by hand" cell) must match the stated value to 10 decimal places.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ScrollhammerResults } from '../../src/attack/woundChain/exact.js';
import type { ScrollhammerEvaluation } from '../../src/rulesets/scrollhammer/evaluate.js';
import { evaluateScrollhammer } from '../../src/rulesets/scrollhammer/evaluate.js';
import { defineRule } from '../../src/rulesets/scrollhammer/rules/ShotDraft.js';
import { parseScenario } from '../../src/scenario/validate.js';
import { examples, fraction, readQuantity } from '../helpers/docExamples.js';

const DIR = join(import.meta.dirname, '../../docs/rules');
// The results a page may state (Backfire's and Absorb's only where the scenario has the rule).
const RESULTS = [
  'hits',
  'wounds',
  'unsaved',
  'slain',
  'woundsLost',
  'selfWounds',
  'woundsRestored',
  'powerDice',
] as const;

function evaluateJson(text: string): ScrollhammerResults {
  const s = parseScenario(JSON.parse(text));
  if (s.ruleset !== 'scrollhammer') throw new Error('expected a Scrollhammer scenario');
  expect(s.method).toBe('exact');
  return evaluateScrollhammer(s);
}

// The README's `defineRule` example, as code (a custom rule cannot be written in JSON); its
// numbers are read from the README's table, so only this code could drift from the page.
const rendingArrows = defineRule({
  name: 'rending-arrows',
  citation: 'house rule: +1 AP',
  apply: (d) => ({ ...d, ap: d.ap + 1 }),
});
const readmeExample: ScrollhammerEvaluation = {
  phase: 'shooting',
  allocation: 'rules',
  method: 'exact',
  samples: 0,
  attackers: [
    { models: 4, bs: 3, shots: 1, strength: 4, ap: 0, rules: [rendingArrows], reroll: {} },
  ],
  target: {
    groups: [{ models: 4, toughness: 4, wounds: 1, save: 4, rules: [] }],
    goneToGround: false,
  },
};

const pages = readdirSync(DIR)
  .filter((f) => f.endsWith('.md'))
  .sort();

describe('docs/rules: worked examples hold', () => {
  it('has the README and one page per rule module', () => {
    expect(pages).toEqual(
      [
        'README.md',
        'absorb.md',
        'allocation.md',
        'autohit.md',
        'backfire.md',
        'barrage.md',
        'blast.md',
        'blind.md',
        'chameleon.md',
        'cover.md',
        'critical-strike.md',
        'frenzy.md',
        'furious-charge.md',
        'eternal-warrior.md',
        'ethereal.md',
        'feel-no-pain.md',
        'fleshbane.md',
        'gone-to-ground.md',
        'hit.md',
        'instant-death.md',
        'majority-toughness.md',
        'reroll.md',
        'save.md',
        'wound.md',
      ].sort(),
    );
  });

  for (const page of pages) {
    const list = examples(readFileSync(join(DIR, page), 'utf8'), 'scrollhammer');
    describe(page, () => {
      it('has at least one worked example with its results', () => {
        expect(list.length).toBeGreaterThan(0);
        for (const ex of list) expect(ex.rows.length).toBeGreaterThan(0);
      });
      for (const ex of list) {
        it(`the example at line ${ex.line} gives the stated results`, () => {
          // Only the README has a code example (defineRule); the rest are JSON scenarios.
          if (ex.language === 'ts') expect(page).toBe('README.md');
          const r =
            ex.language === 'ts' ? evaluateScrollhammer(readmeExample) : evaluateJson(ex.code);
          for (const row of ex.rows) {
            const where = `${page}:${row.line} ${row.quantity}`;
            expect(Number.isFinite(row.value), `${where}: value`).toBe(true);
            expect(fraction(row.byHand), `${where}: by hand`).toBeCloseTo(row.value, 10);
            expect(readQuantity(r, row.quantity, RESULTS), `${where}: engine`).toBeCloseTo(
              row.value,
              10,
            );
          }
        });
      }
    });
  }
});
