import { checkDist } from './checks.js';
import { Dist } from './Dist.js';
import { convolveInto, normalizeInPlace } from './kernels.js';
import { checkSupport, checkWork } from './limits.js';

/**
 * The multiply-adds {@link compound} does for a count of values 0..`n` and a law of values
 * 0..`m`: step k convolves the sum of k - 1 copies (length (k - 1) m + 1) with one more.
 *
 * @example
 * ```ts
 * compoundWork(6, 6); // 672
 * ```
 */
export function compoundWork(n: number, m: number): number {
  return (m + 1) * (n + (m * n * (n - 1)) / 2);
}

/**
 * The sum of a random number of independent copies: `count` copies of `each`, the count
 * itself random and independent of them. D6 shots that each hit on 3+:
 * `compound(d6(), bernoulli(2 / 3))`. Computed as the mixture
 * `sum over n of P(count = n) * each^(*n)`, building each^(*n) by one more convolution per n.
 * With N = count.max and M = each.max that is N convolutions, O(N^2 M^2 / 2) in all (D6 shots:
 * 6 small convolutions). The result is renormalised to sum to 1.
 *
 * @throws {InputError} unless count and each are Dists, or if the result (values 0..N * M)
 *   would have more than `MAX_SUPPORT` entries.
 * @throws {TooLargeError} if the work would exceed `MAX_WORK` multiply-adds.
 * @example
 * ```ts
 * compound(d6(), bernoulli(0.5)).at(0); // 0.1640625 (= 63/384: sum of (1/6) 2^-n, n = 1..6)
 * compound(d3(), d6()).mean();          // 7 (= 2 * 3.5)
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function compound(count: Dist, each: Dist): Dist {
  checkDist('compound', 'count', count);
  checkDist('compound', 'each', each);
  const n = count.max;
  const m = each.max;
  checkSupport('compound', 'each', each, n * m + 1);
  // Step k convolves each^(*(k - 1)) (length (k - 1) m + 1) with each (length m + 1).
  checkWork('compound', compoundWork(n, m));

  const c = Dist.raw(count);
  const e = Dist.raw(each);
  const size = n * m + 1;
  const acc = new Float64Array(size);
  let power = new Float64Array(size);
  let scratch = new Float64Array(size);
  power[0] = 1;
  let powerLength = 1;
  for (let k = 0; k <= n; k++) {
    const w = c[k]!;
    if (w > 0) for (let i = 0; i < powerLength; i++) acc[i]! += w * power[i]!;
    if (k < n) {
      powerLength = convolveInto(scratch, power, e, powerLength, m + 1);
      [power, scratch] = [scratch, power];
    }
  }
  return Dist.unchecked(normalizeInPlace(acc));
}
