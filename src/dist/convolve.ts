import { checkDist } from './checks.js';
import { Dist } from './Dist.js';
import { convolveInto, countNonZero, normalizeInPlace } from './kernels.js';
import { checkSupport, checkWork } from './limits.js';

/**
 * The distribution of A + B for independent A and B: `P(A + B = k) = sum P(A = i) P(B = k - i)`.
 * Two weapons' hits added, 2D6 from two D6. Direct summation, never an FFT, so no entry can
 * come out negative; the result is renormalised to sum to 1. O(nonzero(a) * (b.max + 1)),
 * looping over the operand with fewer non-zero entries.
 *
 * @throws {InputError} unless a and b are Dists, or if the result would have more than
 *   `MAX_SUPPORT` entries.
 * @throws {TooLargeError} if the work would exceed `MAX_WORK` multiply-adds.
 * @example
 * ```ts
 * convolve(d6(), d6()).at(7); // 0.16666666666666666 (= 6/36)
 * convolve(d6(), d6()).max;   // 12
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function convolve(a: Dist, b: Dist): Dist {
  checkDist('convolve', 'a', a);
  checkDist('convolve', 'b', b);
  checkSupport('convolve', 'b', b, a.max + b.max + 1);
  let x = Dist.raw(a);
  let y = Dist.raw(b);
  const nx = countNonZero(x);
  const ny = countNonZero(y);
  if (ny * x.length < nx * y.length) [x, y] = [y, x];
  checkWork('convolve', Math.min(nx * y.length, ny * x.length));
  const out = new Float64Array(x.length + y.length - 1);
  convolveInto(out, x, y);
  return Dist.unchecked(normalizeInPlace(out));
}
