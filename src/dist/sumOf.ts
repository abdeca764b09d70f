import { checkDist, checkWhole } from './checks.js';
import { Dist } from './Dist.js';
import { convolveInto, normalizeInPlace } from './kernels.js';
import { checkSupport, checkWork } from './limits.js';

/**
 * The multiply-adds {@link sumOf} does for `n` copies of a law of values 0..`max`: its
 * squarings and products planned before any is done, so that the cost model counts it too.
 *
 * @example
 * ```ts
 * sumOfWork(6, 2); // 62: a squaring of 7 values, then its product with 1
 * ```
 */
export function sumOfWork(max: number, n: number): number {
  let work = 0;
  let resultLength = 1;
  let powerLength = max + 1;
  for (let rest = n; rest > 0; rest = Math.floor(rest / 2)) {
    if (rest % 2 === 1) {
      work += resultLength * powerLength;
      resultLength += powerLength - 1;
    }
    if (rest > 1) {
      work += powerLength * powerLength;
      powerLength = 2 * powerLength - 1;
    }
  }
  return work;
}

/** Whether `d` is one value with certainty (its largest value has all the probability). */
function isFixed(d: Dist): boolean {
  return Dist.raw(d)[d.max] === 1;
}

/**
 * The multiply-adds {@link sumOf} does for `n` copies of `d`: none for a fixed value or one
 * copy, else {@link sumOfWork}.
 *
 * @example
 * ```ts
 * sumOfWorkOf(d6(), 2);         // 62
 * sumOfWorkOf(constant(3), 1000); // 0: a fixed number summed takes no convolution
 * ```
 */
export function sumOfWorkOf(d: Dist, n: number): number {
  return d.max === 0 || n <= 1 || isFixed(d) ? 0 : sumOfWork(d.max, n);
}

/**
 * The sum of n independent copies of d: `sumOf(d6(), 3)` is 3D6. By binary powers (square
 * d, d^2, d^4... and convolve in those matching the bits of n), so O(log n) convolutions
 * instead of n; their sizes double, so the cost is dominated by the last one, O((n d.max)^2)
 * at worst. The result is renormalised once at the end: 1,000 D6 sum to 1 within 1e-15.
 * Equal to n successive {@link convolve} calls up to rounding.
 *
 * @param n - the number of copies, a whole number >= 0 (0 gives `constant(0)`).
 * @throws {InputError} unless d is a Dist and n a whole number, or if the result (values
 *   0..n * d.max) would have more than `MAX_SUPPORT` entries.
 * @throws {TooLargeError} if the work would exceed `MAX_WORK` multiply-adds.
 * @example
 * ```ts
 * sumOf(d6(), 2).at(7);       // 0.16666666666666666 (= 6/36)
 * sumOf(d6(), 1000).mean();   // 3500 (within 1e-9)
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function sumOf(d: Dist, n: number): Dist {
  checkDist('sumOf', 'd', d);
  checkWhole('sumOf', 'n', n, 0, Number.MAX_SAFE_INTEGER);
  if (n === 0) return Dist.unchecked(new Float64Array([1]));
  if (d.max === 0 || n === 1) return d;
  checkSupport('sumOf', 'n', n, n * d.max + 1);

  const m = d.max;
  // A fixed number (every model's shots alike): the sum is that number n times, with no
  // convolution (whose squarings would be priced, and done, as for a law of values 0..m).
  if (isFixed(d)) {
    const fixed = new Float64Array(n * m + 1);
    fixed[n * m] = 1;
    return Dist.unchecked(fixed);
  }
  checkWork('sumOf', sumOfWork(m, n));

  // Three buffers of the final size: the running result, the running power, and a scratch
  // that the next product is written to before it is swapped in.
  const size = n * m + 1;
  let result = new Float64Array(size);
  let power = new Float64Array(size);
  let scratch = new Float64Array(size);
  result[0] = 1;
  let resultLength = 1;
  power.set(Dist.raw(d));
  let powerLength = m + 1;
  for (let rest = n; rest > 0; rest = Math.floor(rest / 2)) {
    if (rest % 2 === 1) {
      resultLength = convolveInto(scratch, result, power, resultLength, powerLength);
      [result, scratch] = [scratch, result];
    }
    if (rest > 1) {
      powerLength = convolveInto(scratch, power, power, powerLength, powerLength);
      [power, scratch] = [scratch, power];
    }
  }
  return Dist.unchecked(normalizeInPlace(result));
}
