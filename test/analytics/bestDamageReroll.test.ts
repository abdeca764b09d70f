// bestDamageReroll: every threshold evaluated, the best named; a hand case where re-rolling
// low damage against 3-wound models pays, and bad input.
import { describe, expect, test } from 'vitest';
import { bestDamageReroll } from '../../src/analytics/bestDamageReroll.js';
import { evaluate } from '../../src/scenario/evaluate.js';

describe('bestDamageReroll', () => {
  test('D3 damage at one 2-Wound model: re-rolling a 1 (below 2) is best', () => {
    // One Torrent wound on 2+ (T1, 5/6), no save. Slain if the damage is 2 or 3: no re-roll
    // 2/3; below 2: 1 - 1/9 = 8/9; below 3 re-rolls the 2 too: 1/3 + 2/3 × 2/3 = 7/9.
    const r = bestDamageReroll({
      ruleset: 'wh40k-10e',
      attackers: [{ attacks: 1, strength: 4, damage: 'D3', rules: ['torrent'] }],
      target: { models: 1, toughness: 1, wounds: 2 },
    });
    expect(r.choices.map((c) => c.below)).toEqual([null, 2, 3]);
    const mean = r.choices.map((c) => c.meanSlain);
    expect(mean[0]).toBeCloseTo((5 / 6) * (2 / 3), 12);
    expect(mean[1]).toBeCloseTo((5 / 6) * (8 / 9), 12);
    expect(mean[2]).toBeCloseTo((5 / 6) * (7 / 9), 12);
    expect(r.best.name).toBe('re-roll a damage roll below 2');
  });
  test('each choice is the evaluation with that rule', () => {
    const s = {
      ruleset: 'wh40k-10e' as const,
      attackers: [{ attacks: 3, bs: 3, strength: 9, ap: -3, damage: 'D6' }],
      target: { models: 3, toughness: 5, save: 3, wounds: 3 },
    };
    const r = bestDamageReroll(s);
    const c = r.choices.find((x) => x.below === 4)!;
    const e = evaluate({
      ...s,
      attackers: [{ ...s.attackers[0]!, rules: [{ rule: 'reroll-damage', below: 4 }] }],
    });
    expect(c.meanSlain).toBeCloseTo(e.results.slain.mean(), 12);
    expect(r.best.meanSlain).toBe(Math.max(...r.choices.map((x) => x.meanSlain)));
  });
  test('a fixed damage or a missing attacker is refused, named', () => {
    const s = {
      ruleset: 'wh40k-10e' as const,
      attackers: [{ attacks: 1, bs: 3, strength: 4, damage: 2 }],
      target: { toughness: 4 },
    };
    expect(() => bestDamageReroll(s)).toThrow('attackers[0].damage is fixed (2)');
    expect(() => bestDamageReroll(s, 3)).toThrow('attackers[3]');
  });
});
