// evaluate() types a MESBG fight's results by their own names (MesbgFightResults) and keeps
// the Shoot phase's extras typed: both checked by the compiler (tsc runs in `npm test`) and
// by the values run here.
import { describe, expect, expectTypeOf, test } from 'vitest';
import type { Dist } from '../../src/dist/Dist.js';
import { evaluate } from '../../src/scenario/evaluate.js';

describe('evaluate: the MESBG phases are typed apart', () => {
  test('a fight gives duelWinA, a Dist; it has no shooting result', () => {
    const r = evaluate({
      ruleset: 'mesbg',
      phase: 'fight',
      sideA: { models: [{ fight: 4, attacks: 1, strength: 3, defence: 4 }] },
      sideB: { models: [{ fight: 3, attacks: 1, strength: 3, defence: 4 }] },
    });
    expectTypeOf(r.results.duelWinA).toEqualTypeOf<Dist>();
    // @ts-expect-error: a fight has no obstruction hits
    r.results.obstructionHits;
    // One die each, A's Fight higher: A wins every tie on the dice, so 21/36 (6 ties + 15 higher
    // rolls of 36; the example of evaluateFight, src/rulesets/mesbg/fight/evaluate.ts).
    expect(r.results.duelWinA.at(1)).toBeCloseTo(21 / 36, 12);
  });
  test('a shooting scenario gives obstructionHits, a Dist', () => {
    const r = evaluate({
      ruleset: 'mesbg',
      attackers: [{ shootValue: 4, strength: 2, inTheWay: 1 }],
      target: { defence: 3 },
    });
    expectTypeOf(r.results.obstructionHits).toEqualTypeOf<Dist>();
    // @ts-expect-error: a shot has no Duel
    r.results.duelWinA;
    // A 4+ Shoot roll hits (1/2); the In The Way test stops it on a 1-3 (1/2): 1/4.
    expect(r.results.obstructionHits.mean()).toBeCloseTo(1 / 4, 12);
  });
});
