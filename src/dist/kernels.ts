/**
 * Float64Array kernels under the {@link Dist} operations, for engines that keep their own
 * scratch buffers: no checks, no allocation. Arrays hold probabilities indexed by value
 * (`p[k] = P(X = k)`); callers guarantee lengths and non-negative entries.
 *
 * @internal
 * @module
 */

/**
 * The sum of `p[start..end)`, compensated (Neumaier's variant of Kahan summation): the error
 * stays about one rounding whatever the length, where a plain loop drifts by up to
 * `length * 1.1e-16`. O(end - start).
 *
 * @example
 * ```ts
 * total(new Float64Array([0.1, 0.2, 0.7])); // 1
 * ```
 */
export function total(p: Float64Array, start = 0, end = p.length): number {
  let s = 0;
  let c = 0;
  for (let i = start; i < end; i++) {
    const x = p[i]!;
    const t = s + x;
    c += Math.abs(s) >= Math.abs(x) ? s - t + x : x - t + s;
    s = t;
  }
  return s + c;
}

/**
 * Divides `p[0..length)` by its compensated sum, so that it sums to 1 within a rounding or
 * two, and returns `p`. Every operation ends with this: the long chains of convolutions in
 * `sumOf` and `compound` would otherwise drift by a few roundings per step. The sum must be
 * positive. O(length).
 *
 * @example
 * ```ts
 * normalizeInPlace(new Float64Array([1, 3])); // Float64Array [0.25, 0.75]
 * ```
 */
export function normalizeInPlace(p: Float64Array, length = p.length): Float64Array {
  const s = total(p, 0, length);
  if (s !== 1) for (let i = 0; i < length; i++) p[i] = p[i]! / s;
  return p;
}

/**
 * Writes the convolution of `a[0..aLength)` and `b[0..bLength)` to
 * `out[0..aLength + bLength - 1)` and returns that length: `out[k] = sum a[i] * b[k - i]`, the
 * distribution of the sum of two independent values. Direct summation, O(aLength * bLength)
 * at most: zero entries of `a` are skipped (put the sparser array first), and so are the zero
 * entries before and after `b`'s non-zero span. Every term is a product of
 * non-negative numbers, so no entry can come out negative (an FFT would give tiny negative
 * values). `out` must not overlap `a` or `b`.
 *
 * @example
 * ```ts
 * const d6 = new Float64Array([0, 1, 1, 1, 1, 1, 1]).map((x) => x / 6);
 * const out = new Float64Array(13);
 * convolveInto(out, d6, d6); // 13; out[7] = 6/36
 * ```
 */
export function convolveInto(
  out: Float64Array,
  a: Float64Array,
  b: Float64Array,
  aLength = a.length,
  bLength = b.length,
): number {
  const length = aLength + bLength - 1;
  out.fill(0, 0, length);
  // Only b's non-zero span: tails that underflowed to 0 (or a shift) cost nothing.
  let lo = 0;
  while (lo < bLength && b[lo] === 0) lo++;
  let hi = bLength - 1;
  while (hi > lo && b[hi] === 0) hi--;
  for (let i = 0; i < aLength; i++) {
    const x = a[i]!;
    if (x === 0) continue;
    for (let j = lo; j <= hi; j++) out[i + j]! += x * b[j]!;
  }
  return length;
}

/** The number of non-zero entries of `p[0..length)`. O(length). */
export function countNonZero(p: Float64Array, length = p.length): number {
  let n = 0;
  for (let i = 0; i < length; i++) if (p[i] !== 0) n++;
  return n;
}
