import { InputError, show } from '../errors.js';
import type { RandomSource } from './RandomSource.js';

/**
 * A uniform whole number from 0 to n - 1, by Lemire's multiply-and-reject (D. Lemire, "Fast
 * Random Integer Generation in an Interval", ACM TOMACS 2019): take a word x, form the 64-bit
 * product x * n; the high 32 bits are the result unless the low 32 bits fall below
 * 2^32 mod n, in which case x is rejected and redrawn. Exactly unbiased (never
 * `floor(random * n)`), one word per call except with probability below n / 2^32.
 *
 * The product is exact without BigInt: below 2^53 when n <= 2^21, otherwise formed from
 * 16-bit halves of x. O(1) expected.
 *
 * @param source - where the words come from.
 * @param n - how many values, a whole number from 1 to 2^32.
 * @throws {InputError} unless n is a whole number from 1 to 2^32.
 * @example
 * ```ts
 * uniformInt(pcg32(42, 54), 6); // 3 (0xa15c02b7 * 6 / 2^32 = 3.78...)
 * ```
 */
export function uniformInt(source: RandomSource, n: number): number {
  if (typeof (source as Partial<RandomSource> | null)?.next32 !== 'function') {
    throw new InputError(
      `uniformInt: source must be a random source (an object with next32()), got ${show(source)}`,
      'source',
      source,
    );
  }
  if (!(typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 4294967296)) {
    throw new InputError(
      `uniformInt: n must be a whole number from 1 to 2^32, got ${show(n)}`,
      'n',
      n,
    );
  }
  return uniformIntUnchecked(source, n);
}

/**
 * {@link uniformInt} without the check of n (1 to 2^32), for kernels that checked it once.
 *
 * @internal
 * @example
 * ```ts
 * uniformIntUnchecked(pcg32(42, 54), 6); // 3
 * ```
 */
export function uniformIntUnchecked(source: RandomSource, n: number): number {
  // Constants as literals, as in Pcg32.next32: 4294967296 = 2^32, 2097152 = 2^21.
  // Math.imul gives the low 32 bits of x * n exactly, whatever the size of n. The bound
  // 2^32 mod n is only computed in the rare case low < n. One call site for next32 (see
  // DiceStream.refill).
  let x: number;
  let low: number;
  do {
    x = source.next32();
    low = Math.imul(x, n) >>> 0;
  } while (low < n && low < 4294967296 % n);
  // n <= 2^21: x * n < 2^53 is exact, and the result fits a small integer.
  if (n <= 2097152) return (((x >>> 0) * n) / 4294967296) | 0;
  const u = x >>> 0;
  if (n === 4294967296) return u;
  // x * n = (x1 2^16 + x0) n: both partial products are below 2^48, exact in a double.
  return Math.floor(((u >>> 16) * n + Math.floor(((u & 0xffff) * n) / 65536)) / 65536);
}
