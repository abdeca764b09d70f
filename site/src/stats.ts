/**
 * Sampling error of a Monte Carlo result, from the observed frequencies and the number of
 * samples: the library gives the frequencies only, so the page computes the standard errors
 * (the usual ones: sd / sqrt(n) for a mean, sqrt(p (1 - p) / n) for a proportion).
 *
 * @module
 */

/**
 * The standard error of the mean of `n` independent samples whose distribution is `p`.
 *
 * @example
 * ```ts
 * meanStandardError([0.5, 0.5], 100); // 0.0503 (sd 0.5, corrected: sqrt(0.25 / 99))
 * ```
 */
export function meanStandardError(p: ArrayLike<number>, n: number): number {
  let mean = 0;
  for (let k = 0; k < p.length; k++) mean += k * p[k]!;
  let variance = 0;
  for (let k = 0; k < p.length; k++) variance += (k - mean) ** 2 * p[k]!;
  // The sample variance, with Bessel's correction.
  return Math.sqrt((variance * n) / Math.max(1, n - 1) / n);
}

/**
 * The standard error of an observed proportion `q` over `n` samples.
 *
 * @example
 * ```ts
 * proportionStandardError(0.5, 10000); // 0.005
 * ```
 */
export function proportionStandardError(q: number, n: number): number {
  return Math.sqrt(Math.max(0, q * (1 - q)) / n);
}
