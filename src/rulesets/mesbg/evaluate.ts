/**
 * Evaluate a MESBG shooting attack by either method.
 *
 * @module
 */
import type { RandomSource } from '../../random/index.js';
import { checkMesbgInput } from './checkInput.js';
import { compileMesbg } from './compile.js';
import { exactMesbg, type MesbgResults } from './exact.js';
import { sampleMesbg } from './sample.js';
import type { MesbgScenario } from './types.js';

/**
 * The results type, re-exported so that `evaluateMesbg`'s return type is public with it.
 *
 * @example
 * ```ts
 * const r: MesbgResults = evaluateMesbg(scenario);
 * ```
 */
export type { MesbgResults } from './exact.js';

/**
 * Evaluate a validated MESBG scenario: exactly, or by `samples` seeded simulated attacks
 * (from `source` when given, else PCG32 seeded with `seed`, default 0). Results, keys in this
 * order: `hits` (Shoot Rolls that hit, before In The Way), `wounds`, `unsaved` (= `wounds`),
 * `slain`, `obstructionHits`, `woundsLost`, and when the scenario has models In The Way
 * `obstructionWounds` and `obstructionSlain`, and when the target is in a combat
 * `friendlyHits`, `friendlyWounds` and `friendlySlain`.
 *
 * @throws {InputError} naming the field, for a bad value or a shot the rulebook forbids
 *   (a Good model risking a friendly model); {@link TooLargeError} when the exact method
 *   would take too long.
 * @example
 * ```ts
 * const r = evaluateMesbg({
 *   ruleset: 'mesbg', method: 'exact', samples: 0,
 *   attackers: [{ name: 'Háma', models: 1, shootValue: 3, strength: 2, moved: false, inTheWay: 0, shots: 1, reroll: {} }],
 *   target: { name: 'Hill Tribesman', defence: 3, wounds: 1 },
 * });
 * r.slain.at(1); // 0.2222222222222222 (hits on 3+: 2/3; Strength 2 against Defence 3 wounds on 5+: 1/3)
 * ```
 */
export function evaluateMesbg(input: MesbgScenario, source?: RandomSource): MesbgResults {
  const s = checkMesbgInput(input, 'evaluateMesbg'); // checked up front, once
  const plan = compileMesbg(s);
  if (s.method === 'exact') return exactMesbg(plan);
  return sampleMesbg(plan, {
    samples: s.samples,
    ...(s.seed === undefined ? {} : { seed: s.seed }),
    ...(source ? { source } : {}),
  });
}
