// mightAdvice: the best Duel spend as a table, by hand, and the means it reports against the
// exact engine's results.
import { describe, expect, test } from 'vitest';
import { compileFight } from '../../../../src/rulesets/mesbg/fight/compile.js';
import { exactFight } from '../../../../src/rulesets/mesbg/fight/exact.js';
import { mightAdvice } from '../../../../src/rulesets/mesbg/fight/mightAdvice.js';
import { fight, side } from './cases.js';

const one = { attacks: 1, strength: 3, defence: 4 } as const;

describe('mightAdvice', () => {
  test('win-duel-chance, one point, equal Fight: spend on a tie (a win) and one short (a roll-off)', () => {
    const s = fight(
      side([{ ...one, fight: 5, might: 1, name: 'Hero' }], {
        might: 'best',
        goal: 'win-duel-chance',
      }),
      side([{ ...one, fight: 5 }]),
    );
    const a = mightAdvice(s, 'A')!;
    expect(a.duel).toHaveLength(1);
    expect(a.duel[0]!.ties).toBe('roll-off');
    expect(a.duel[0]!.hero).toBe('Hero');
    // own v against foe u: 1 point when v = u < 6 (a win) or v = u - 1 (a roll-off).
    for (let v = 1; v <= 6; v++) {
      for (let u = 1; u <= 6; u++) {
        const want = (v === u && v < 6) || v === u - 1 ? 1 : 0;
        expect(a.duel[0]!.spend[v - 1]![u - 1], `${v} v ${u}`).toBe(want);
      }
    }
    // Spent in the Duel: on the 5 ties below 6 and the 5 dice one short, 10/36.
    expect(a.duelSpent.best).toBeCloseTo(10 / 36, 12);
    expect(a.asPlayed).toBeCloseTo(23 / 36, 12);
    expect(a.best).toBe(a.asPlayed);
  });
  test('the means add up to the engine mightSpent, and P(goal) to mightGoal/mightBest', () => {
    const s = fight(
      side([{ fight: 5, attacks: 2, strength: 4, defence: 6, wounds: 3, might: 3 }]),
      side([{ fight: 5, attacks: 2, strength: 5, defence: 6, wounds: 2, fate: 1 }]),
    );
    const a = mightAdvice(s, 'A')!;
    const r = exactFight(compileFight(s));
    expect(a.duelSpent.asPlayed + a.woundSpent.asPlayed).toBeCloseTo(r.mightSpentA!.mean(), 12);
    expect(a.asPlayed).toBeCloseTo(r.mightGoalA!.at(1), 12);
    expect(a.best).toBeCloseTo(r.mightBestA!.at(1), 12);
    expect(
      mightAdvice(fight(side([{ ...one, fight: 3 }]), side([{ ...one, fight: 3 }])), 'A'),
    ).toBe(null);
  });
});
