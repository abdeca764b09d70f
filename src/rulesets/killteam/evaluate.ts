/**
 * Evaluate a Kill Team (2024) shooting attack by either method.
 *
 * @module
 */
import type { Dist } from '../../dist/Dist.js';
import type { RandomSource } from '../../random/index.js';
import type { ProgressCallback } from '../../random/progress.js';
import { compileShoot, type KtShootPlan } from './compile.js';
import { exactShoot } from './exact.js';
import { checkShootSamples, sampleShoot } from './sample.js';
import type { KtShootScenario } from './types.js';

/**
 * Evaluate a compiled shooting attack: exactly, or by `samples` seeded simulated attacks
 * (from `source` when given, else PCG32 seeded with `seed`, default 0). The results are
 * `KtShootResults` (`./results.ts`).
 *
 * @throws {TooLargeError} for a Monte Carlo run over `MAX_SAMPLING_WORK` dice.
 * @example
 * ```ts
 * evaluateShootPlan(compileShoot(scenario)).incapacitated.at(1);
 * ```
 */
export function evaluateShootPlan(
  plan: KtShootPlan,
  source?: RandomSource,
  options: { readonly onProgress?: ProgressCallback } = {},
): Record<string, Dist> {
  const s = plan.scenario;
  if (s.method === 'exact') return exactShoot(plan);
  checkShootSamples(plan, s.samples);
  return sampleShoot(plan, {
    samples: s.samples,
    ...(s.seed === undefined ? {} : { seed: s.seed }),
    ...(source ? { source } : {}),
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
  });
}

/**
 * Evaluate a validated shooting attack (compiled here).
 *
 * @throws {InputError} naming the field, for a fight-only weapon rule or secondary targets
 *   without Blast or Torrent; {@link TooLargeError} as {@link evaluateShootPlan}.
 * @example
 * ```ts
 * evaluateShoot(parseScenario(json) as KtShootScenario).damage.mean();
 * ```
 */
export function evaluateShoot(scenario: KtShootScenario): Record<string, Dist> {
  return evaluateShootPlan(compileShoot(scenario));
}
