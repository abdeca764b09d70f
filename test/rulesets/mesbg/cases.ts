/**
 * Small MESBG attacks covering every rule and every kind of To Wound Chart entry, for the
 * brute-force and sampler tests. Strength/Defence pairs: 2 vs 3 is `5+` (Example 27),
 * 1 vs 6 is `6+/4+`, 2 vs 8 is `6+/5+`, 1 vs 8 is `6+/6+`, 1 vs 9 is `-`.
 */
import type { MesbgScenario } from '../../../src/scenario/types.js';
import { mesbg } from './scenario.js';

export const smallCases: Record<string, MesbgScenario> = {
  'Example 27: Háma, Shoot 3+, S2 vs D3 (5+)': mesbg([{ shootValue: 3, strength: 2 }], {
    defence: 3,
  }),
  'two shooters, 4+, moved, S3 vs D5 (6+)': mesbg(
    [{ models: 2, shootValue: 4, strength: 3, moved: true }],
    { defence: 5 },
  ),
  'Shoot 6+ moved still hits on a natural 6': mesbg(
    [{ models: 2, shootValue: 6, strength: 4, moved: true }],
    { defence: 4, wounds: 2 },
  ),
  'two-dice 6+/4+ with failed re-rolls, two shots': mesbg(
    [{ shootValue: 3, strength: 1, shots: 2, reroll: { hit: 'ones', wound: 'failed' } }],
    { defence: 6 },
  ),
  'two-dice 6+/5+ re-rolling ones': mesbg(
    [{ models: 2, shootValue: 4, strength: 2, reroll: { wound: 'ones' } }],
    { defence: 8 },
  ),
  'two-dice 6+/6+': mesbg([{ models: 2, shootValue: 2, strength: 1 }], { defence: 8 }),
  "'-' cannot wound, even re-rolling failed dice": mesbg(
    [{ models: 2, shootValue: 3, strength: 1, reroll: { wound: 'failed' } }],
    { defence: 9 },
  ),
  'D3 shots with two obstructions': mesbg(
    [{ shootValue: 4, strength: 3, shots: 'D3', inTheWay: 2 }],
    { defence: 4, wounds: 2 },
  ),
  'Example 28 in small: a clear group and an obstructed group': mesbg(
    [
      { models: 2, shootValue: 5, strength: 2 },
      { models: 1, shootValue: 5, strength: 2, inTheWay: 1 },
    ],
    { defence: 3, wounds: 2 },
  ),
  'a model In The Way, wounded as normal, then terrain': mesbg(
    [
      {
        models: 2,
        shootValue: 3,
        strength: 3,
        reroll: { wound: 'failed' },
        obstructions: [{ name: 'Goblin', defence: 4, wounds: 1 }, { name: 'rock' }],
      },
    ],
    { defence: 5 },
  ),
  'the same named model In The Way of two groups, a friendly one for the second': mesbg(
    [
      {
        models: 1,
        shootValue: 4,
        strength: 4,
        side: 'evil',
        obstructions: [{ name: 'Troll', defence: 6, wounds: 2 }],
      },
      {
        models: 2,
        shootValue: 4,
        strength: 4,
        side: 'evil',
        reroll: { wound: 'ones' },
        obstructions: [
          { name: 'Troll', defence: 6, wounds: 2 },
          { defence: 4, friendly: true },
        ],
      },
    ],
    { defence: 4 },
  ),
  'Example 26: Evil shooters into a combat, with an obstruction': mesbg(
    [
      {
        models: 2,
        shootValue: 4,
        strength: 2,
        side: 'evil',
        inTheWay: 1,
        reroll: { wound: 'failed' },
      },
    ],
    { defence: 6, wounds: 2, combat: { defence: 4, wounds: 1 } },
  ),
  'into a combat with a model In The Way and a two-wound friend': mesbg(
    [
      {
        models: 1,
        shootValue: 3,
        strength: 8,
        side: 'evil',
        shots: 2,
        obstructions: [{ defence: 8 }],
      },
    ],
    { defence: 10, combat: { defence: 5, wounds: 2 } },
  ),
};
