import { checkDist, checkProbability } from './checks.js';
import { Dist } from './Dist.js';
import { normalizeInPlace } from './kernels.js';
import { checkWork } from './limits.js';

/**
 * Binomial thinning: each of the X successes is kept independently with probability p, so
 * `P(Y = j) = sum over k of P(X = k) C(k, j) p^j (1 - p)^(k - j)`. Hits that must then wound
 * on 4+: `thin(hits, 1 / 2)`. Evaluated by Horner's rule on the generating function,
 * `G(1 - p + p z)`: from the top value down, multiply the running result by a Bernoulli(p)
 * step and add P(X = k). Every step is a convex combination of non-negative numbers, so
 * nothing cancels and nothing goes negative. O(d.max^2 / 2); the result is renormalised.
 *
 * @throws {InputError} unless d is a Dist and p a probability in [0, 1].
 * @throws {TooLargeError} if the work would exceed `MAX_WORK` multiply-adds
 *   (d.max above about 141,000).
 * @example
 * ```ts
 * thin(constant(2), 0.5).toJSON();   // { p: [0.25, 0.5, 0.25], mean: 1 } (= binomial(2, 0.5))
 * thin(binomial(10, 0.5), 0.5).at(0); // 0.0563... (= binomial(10, 0.25).at(0) = 0.75^10)
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function thin(d: Dist, p: number): Dist {
  checkDist('thin', 'd', d);
  checkProbability('thin', 'p', p);
  if (p === 1) return d;
  if (p === 0 || d.max === 0) return Dist.unchecked(new Float64Array([1]));
  const n = d.max;
  checkWork('thin', (n * (n + 1)) / 2);
  const x = Dist.raw(d);
  const q = 1 - p;
  const acc = new Float64Array(n + 1);
  // Invariant after handling k: acc holds sum over i >= k of P(X = i) Bin(i - k, p).
  acc[0] = x[n]!;
  for (let k = n - 1, length = 1; k >= 0; k--, length++) {
    // Multiply by (q + p z), in place from the top, then add P(X = k) at 0.
    acc[length] = p * acc[length - 1]!;
    for (let j = length - 1; j > 0; j--) acc[j] = q * acc[j]! + p * acc[j - 1]!;
    acc[0] = q * acc[0]! + x[k]!;
  }
  return Dist.unchecked(normalizeInPlace(acc));
}
