// Scrollhammer's exact engine above QUADRATIC_SHOTS shots in all counts plain shots straight
// from the shots (a binomial for a fixed number): held here against the chain by position in
// the round of the wound pool, which a unit of two identical groups still takes.
import { describe, expect, it } from 'vitest';
import { exactAttack, QUADRATIC_SHOTS } from '../../src/attack/woundChain/exact.js';
import { binomial } from '../../src/dist/index.js';
import { compileAttack } from '../../src/rulesets/scrollhammer/compile.js';

function volley(groups: { models: number }[]) {
  return compileAttack({
    phase: 'shooting',
    allocation: 'rules',
    attackers: [{ models: 600, bs: 4, shots: 2, strength: 4, ap: 1, rules: [], reroll: {} }],
    target: {
      groups: groups.map((g) => ({
        ...g,
        toughness: 4,
        wounds: 2,
        save: 4,
        feelNoPain: 5,
        rules: [],
      })),
      goneToGround: false,
    },
  });
}

describe('Scrollhammer exact counts above QUADRATIC_SHOTS', () => {
  it('1,200 shots at one group equal the chain of a unit of two identical groups, to 1e-12', () => {
    expect(1200).toBeGreaterThan(QUADRATIC_SHOTS);
    const one = exactAttack(volley([{ models: 10 }]));
    const two = exactAttack(volley([{ models: 5 }, { models: 5 }]));
    for (const key of ['hits', 'wounds', 'unsaved', 'slain', 'woundsLost'] as const) {
      const a = one[key];
      const b = two[key];
      for (let k = 0; k <= Math.max(a.max, b.max); k++) {
        expect(Math.abs(a.at(k) - b.at(k)), `${key}[${k}]`).toBeLessThan(1e-12);
      }
    }
  });
  it('hits are binomial: BS 4 hits on 3+ (spec chart), 1,200 shots', () => {
    const hits = exactAttack(volley([{ models: 10 }])).hits;
    const expected = binomial(1200, 4 / 6);
    for (const k of [700, 800, 900]) expect(hits.at(k)).toBeCloseTo(expected.at(k), 14);
  });
});
