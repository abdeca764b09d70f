import { checkProbability } from './checks.js';
import { Dist } from './Dist.js';

/**
 * One trial that succeeds (1) with probability p and fails (0) otherwise: one hit roll, one
 * save. O(1).
 *
 * @throws {InputError} unless p is a probability in [0, 1].
 * @example
 * ```ts
 * bernoulli(2 / 3).toJSON(); // { p: [0.333..., 0.666...], mean: 0.666... } (hits on 3+)
 * bernoulli(0).max;          // 0
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function bernoulli(p: number): Dist {
  checkProbability('bernoulli', 'p', p);
  return Dist.unchecked(new Float64Array([1 - p, p]));
}
