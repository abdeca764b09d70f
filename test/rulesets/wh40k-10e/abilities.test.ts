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
  test('mortal wounds on a Critical Wound: a 6 (1/6 of hits) inflicts D3, no save', () => {
    const r = evaluate({
      ruleset: 'wh40k-10e',
      attackers: [
        {
          attacks: 1,
          bs: 3,
          strength: 4,
          damage: 3,
          rules: [{ rule: 'mortal-wounds-on-critical-wound', mortals: 'D3' }],
        },
      ],
      target: { ...grot, save: 2 },
    });
    // Hit 3+ (2/3). Wound 4+: a 6 (1/6) is D3 mortal wounds (mean 2); a 4 or 5 (1/3) is saved
    // on 2+ (fails 1/6) for 3 damage.
    close(r.results.damage.mean(), (2 / 3) * ((1 / 6) * 2 + (1 / 3) * (1 / 6) * 3));
    close(r.results.unsaved.mean(), (2 / 3) * (1 / 6 + (1 / 3) * (1 / 6)));
  });
  test('mortal wounds on a charge: 5 models, a D6 each, 1 mortal wound on 4+: mean 5/2', () => {
    const charger = {
      models: 5,
      attacks: 1,
      ws: 6,
      strength: 4,
      rules: [{ rule: 'mortal-wounds-on-charge', roll: 'per-model', on: 4, mortals: 1 }],
    } as const;
    const r = evaluate({
      ruleset: 'wh40k-10e',
      attackers: [{ ...charger, charged: true }],
      target: grot,
    });
    // WS 6+ hits on a 6 (1/6), wounds on 4+ (1/2), no save: 1/12 damage each; the charge's
    // 5 D6 inflict 1 each on 4+ (1/2): 5/2.
    close(r.results.damage.mean(), 5 / 2 + 5 * (1 / 6) * (1 / 2));
    close(r.results.hits.mean(), 5 / 6);
    // Not charged: the ability does nothing.
    const still = evaluate({ ruleset: 'wh40k-10e', attackers: [charger], target: grot });
    close(still.results.damage.mean(), 5 * (1 / 6) * (1 / 2));
  });
  test('mortal-wounds-on-critical-wound and devastating-wounds on one weapon: refused, naming the field', () => {
    expect(() =>
      evaluate({
        ruleset: 'wh40k-10e',
        attackers: [
          {
            attacks: 1,
            bs: 3,
            strength: 4,
            rules: ['devastating-wounds', { rule: 'mortal-wounds-on-critical-wound', mortals: 1 }],
          },
        ],
        target: grot,
      }),
    ).toThrow(
      /attackers\[0\]\.rules: mortal-wounds-on-critical-wound cannot go with devastating-wounds/,
    );
  });
});
