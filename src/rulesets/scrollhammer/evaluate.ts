/**
 * Evaluate a Scrollhammer attack by either method.
 *
 * @module
 */

import { exact, sample } from '../../attack/run.js';
import type { ScrollhammerResults } from '../../attack/woundChain/exact.js';
import type { SamplerMode } from '../../attack/woundChain/monteCarlo.js';
import type { RunOptions } from '../../format/types.js';
import type { RandomSource } from '../../random/index.js';
import { checkScrollhammerInput } from './checkInput.js';
import { type AttackInput, compileScrollhammer } from './compile.js';

/** A Scrollhammer attack with the method to evaluate it by. */
export interface ScrollhammerEvaluation extends AttackInput, RunOptions {}

/**
 * Options of {@link evaluateScrollhammer} beyond the scenario.
 *
 * @example
 * ```ts
 * evaluateScrollhammer(attack, undefined, { mode: 'dice' }); // every die rolled one by one
 * ```
 */
export interface ScrollhammerRunOptions {
  /** The Monte Carlo sampler (see `monteCarlo`). @defaultValue 'auto' */
  readonly mode?: SamplerMode | 'auto';
  /** Monte Carlo progress, after each chunk of samples (see `monteCarlo`). @defaultValue none */
  readonly onProgress?: (done: number, total: number) => void;
}

/**
 * Evaluate a validated Scrollhammer scenario (or an {@link AttackInput} built in code, whose
 * rules may be rule modules): exactly, or by `samples` seeded simulated attacks.
 *
 * Exact: an evaluation too large for the exact engine is refused with a `TooLargeError`
 * before any work (`checkExactSize`). Monte Carlo: by `monteCarlo` (chunked PCG32
 * streams from the seed, the fastest sampler that takes the plan unless `options.mode` says
 * otherwise), the same result as `monteCarloParallel` of `mathhammer/node` with any number of
 * worker threads; with a `source` given, by the dice-by-dice sampler on that one source.
 *
 * @example
 * ```ts
 * const r = evaluateScrollhammer({
 *   phase: 'shooting', allocation: 'rules', method: 'exact', samples: 0,
 *   attackers: [{ models: 10, bs: 3, shots: 1, strength: 3, ap: 0, rules: [], reroll: {} }],
 *   target: { groups: [{ models: 5, toughness: 4, wounds: 1, save: 4, rules: [] }], cover: 4, goneToGround: false },
 * });
 * r.unsaved.mean(); // 0.8333333333333334 (10 × 1/2 × 1/3 × 1/2)
 * ```
 */
export function evaluateScrollhammer(
  input: ScrollhammerEvaluation,
  source?: RandomSource,
  options: ScrollhammerRunOptions = {},
): ScrollhammerResults {
  const s = checkScrollhammerInput(input, 'evaluateScrollhammer'); // checked up front, once
  // The wound-chain engines, through the engines' one door (Scrollhammer's plans always fit).
  const plan = compileScrollhammer(s);
  const results =
    s.method === 'exact'
      ? exact(plan, { woundChain: true })
      : sample(plan, {
          woundChain: true,
          samples: s.samples,
          ...(s.seed === undefined ? {} : { seed: s.seed }),
          ...(source ? { source } : {}),
          mode: options.mode ?? 'auto',
          ...(options.onProgress ? { onProgress: options.onProgress } : {}),
        });
  return results as ScrollhammerResults;
}
