/**
 * The Monte Carlo sampler for MESBG shooting: the compiled attack written as a general plan
 * ({@link generalPlanOf}) and simulated by `samplePlan`, whose intercept sampler
 * (`src/attack/intercepts`) rolls every die as the rulebook does (Shoot Roll, each In The Way
 * Test in turn, the special In The Way Test of a combat, each die of the To Wound roll, each
 * re-roll), reading the same plan as the exact engine. Seeded and reproducible: the same
 * plan, seed and sample count give the same result on every platform.
 *
 * @module
 */
import { samplePlan } from '../../attack/sample.js';
import type { SampleOptions } from '../../attack/woundChain/sample.js';
import { generalPlanOf, type MesbgPlan } from './compile.js';
import { type MesbgResults, mesbgResults } from './exact.js';

/**
 * Options of {@link sampleMesbg}: `samples`, `seed` (default 0) and `source`, shared with the
 * Scrollhammer sampler.
 *
 * @example
 * ```ts
 * const options: SampleOptions = { samples: 100_000, seed: 42 };
 * ```
 */
export type { SampleOptions } from '../../attack/woundChain/sample.js';

/**
 * Simulate a compiled MESBG attack `samples` times. Each result is the observed frequency of
 * each value; the keys are those of the exact engine. Cost: O(samples × dice rolled per
 * attack).
 *
 * @example
 * ```ts
 * sampleMesbg(compileMesbg(attack), { samples: 100_000, seed: 1 }).wounds.mean(); // about 0.444 (Example 28)
 * ```
 */
export function sampleMesbg(plan: MesbgPlan, options: SampleOptions): MesbgResults {
  return mesbgResults(samplePlan(generalPlanOf(plan), options));
}
