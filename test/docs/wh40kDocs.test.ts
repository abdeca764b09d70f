// Keeps the worked examples of docs/wh40k-10e/ true: one page per rule module of the
// ruleset, each with at least one scenario and its results table (format: helpers/docExamples).
// Both the engine's number and the hand-derived fraction must match the stated value to 10
// decimal places.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeWorkedExamples } from '../helpers/rulesetDocs.js';
import { RESULT_NAMES } from '../rulesets/wh40k-10e/enumerate.js';

const DIR = join(import.meta.dirname, '../../docs/wh40k-10e');
const pages = readdirSync(DIR)
  .filter((f) => f.endsWith('.md'))
  .sort();

describe('docs/wh40k-10e: worked examples hold', () => {
  it('has one page per keyword and per mechanic of the ruleset', () => {
    expect(pages).toEqual(
      [
        'allocation.md',
        'anti.md',
        'benefit-of-cover.md',
        'blast.md',
        'critical-hits.md',
        'critical-wounds.md',
        'damage-bonus.md',
        'damage-reduction.md',
        'devastating-wounds.md',
        'feel-no-pain.md',
        'full-rerolls.md',
        'heavy.md',
        'ignores-cover.md',
        'invulnerable-save.md',
        'lance.md',
        'lethal-hits.md',
        'melta.md',
        'modifiers.md',
        'mortal-wounds-on-charge.md',
        'mortal-wounds-on-critical-hit.md',
        'mortal-wounds-on-critical-wound.md',
        'precision.md',
        'rapid-fire.md',
        'reroll-damage.md',
        'rerolls.md',
        'stealth.md',
        'sustained-hits.md',
        'torrent.md',
        'twin-linked.md',
        'units.md',
        'weapon-choices.md',
        'wound-chart.md',
      ].sort(),
    );
  });

  describeWorkedExamples('docs/wh40k-10e', pages, 'wh40k-10e', [
    ...RESULT_NAMES,
    'charactersSlain',
  ]);
});
