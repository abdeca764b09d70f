// The attacker's abilities as wh40k-10e rule modules, by hand (the enumeration of cases.ts and
// the chi-square of the sampler cover them die by die).
import { describe, expect, test } from 'vitest';
import { evaluate } from '../../../src/scenario/evaluate.js';

const close = (x: number, y: number) => expect(Math.abs(x - y)).toBeLessThan(1e-12);
const grot = { models: 1, toughness: 4, wounds: 10 } as const;

describe('attacker abilities', () => {
  test('the full re-roll buff: 4+ to hit and 4+ to wound, each 3/4: wounds 9/16', () => {
    const r = evaluate({
      ruleset: 'wh40k-10e',
      attackers: [{ attacks: 1, bs: 4, strength: 4, rules: ['full-rerolls'] }],
      target: grot,
    });
    close(r.results.wounds.mean(), 9 / 16);
  });
  test('+1 Damage on D3, re-rolling a 1: damage per unsaved (1/9 × 2 + 4/9 × 3 + 4/9 × 4)', () => {
    // D3 re-rolled below 2: P(1) = 1/9, P(2) = P(3) = 1/3 + 1/9 = 4/9; +1 each: 2, 3, 4.
    const r = evaluate({
      ruleset: 'wh40k-10e',
      attackers: [
        {
          attacks: 1,
          strength: 4,
          damage: 'D3',
          rules: [
            'torrent',
            { rule: 'damage-bonus', damage: 1 },
            { rule: 'reroll-damage', below: 2 },
          ],
        },
      ],
      target: { ...grot, toughness: 1 },
    });
    // Torrent, S4 v T1: wounds on 2+ (5/6).
    close(r.results.damage.mean(), (5 / 6) * ((1 / 9) * 2 + (4 / 9) * 3 + (4 / 9) * 4));
  });
  test('critical hits on 5+: a 5 or 6 (1/3) is critical', () => {
    const r = evaluate({
      ruleset: 'wh40k-10e',
      attackers: [{ attacks: 1, bs: 3, strength: 4, rules: [{ rule: 'critical-hits', on: 5 }] }],
      target: grot,
    });
    close(r.results.criticalHits.mean(), 1 / 3);
  });
  test('mortal wounds on a Critical Hit: a 6 (1/6) inflicts D3 (mean 2), no wound roll', () => {
    const r = evaluate({
      ruleset: 'wh40k-10e',
      attackers: [
        {
          attacks: 1,
          bs: 3,
          strength: 4,
          rules: [{ rule: 'mortal-wounds-on-critical-hit', mortals: 'D3' }],
        },
      ],
      target: { ...grot, save: 2 },
    });
    // Hits 2..5 (1/2) wound on 4+ (1/2) and are saved on 2+ (save fails on a 1: 1/6).
    close(r.results.damage.mean(), (1 / 6) * 2 + (1 / 2) * (1 / 2) * (1 / 6));
  });
});
