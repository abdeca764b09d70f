import { InputError, show } from '../errors.js';
import { total } from './kernels.js';

/**
 * A probability distribution over the whole numbers 0..max: hits, wounds, models slain.
 * Stored densely (`P(X = k)` for every k up to {@link Dist.max}) and immutable: every method
 * returns a number or a fresh copy. Build one with {@link constant}, {@link die},
 * {@link binomial}, {@link fromWeights}..., and combine them with {@link convolve},
 * {@link sumOf}, {@link compound}, {@link mixture}, {@link map}, {@link cap}, {@link thin}.
 *
 * Numerics: every factory and operation returns probabilities that are non-negative and sum
 * to 1 within 1e-12 (each result is renormalised with a compensated sum). Probabilities too
 * small for a double (below about 5e-324) underflow to 0, so far tails of very large
 * distributions are stored as exact zeros and do not count in {@link Dist.max} or
 * {@link Dist.support}.
 *
 * @example
 * ```ts
 * const hits = binomial(10, 1 / 2);
 * hits.at(5);       // 0.24609375 (= 252/1024)
 * hits.atLeast(8);  // 0.0546875  (= 56/1024)
 * hits.mean();      // 5
 * ```
 */
export class Dist {
  readonly #p: Float64Array;
  #cdf: Float64Array | undefined;

  private constructor(p: Float64Array) {
    this.#p = p;
    this.#cdf = undefined;
  }

  /**
   * Wraps probabilities that are already non-negative and sum to 1: not checked, not copied
   * (the caller gives up the array). Trailing exact zeros are trimmed, keeping at least index
   * 0. For the library's own operations; users build distributions with {@link fromWeights}.
   * O(trailing zeros).
   *
   * @internal
   * @example
   * ```ts
   * Dist.unchecked(new Float64Array([0.5, 0.5, 0])).max; // 1
   * ```
   */
  static unchecked(p: Float64Array): Dist {
    let end = p.length;
    while (end > 1 && p[end - 1] === 0) end--;
    return new Dist(end === p.length ? p : p.subarray(0, end));
  }

  /**
   * The backing array itself, for kernels that must not allocate: never write to it.
   *
   * @internal
   * @example
   * ```ts
   * Dist.raw(d6())[3]; // 0.16666666666666666
   * ```
   */
  static raw(d: Dist): Float64Array {
    return d.#p;
  }

  /**
   * The largest value stored: every value above it has probability 0. O(1).
   *
   * @example
   * ```ts
   * d6().max; // 6
   * ```
   */
  get max(): number {
    return this.#p.length - 1;
  }

  /**
   * P(X = k); 0 for any k outside 0..max, non-integer k included. O(1).
   *
   * @example
   * ```ts
   * d6().at(3);   // 0.16666666666666666 (= 1/6)
   * d6().at(2.5); // 0
   * ```
   */
  at(k: number): number {
    return Number.isInteger(k) ? (this.#p[k] ?? 0) : 0;
  }

  /**
   * P(X >= k), for any real k. Summed from the top, so a small upper tail keeps its
   * precision (`1 - atMost(k - 1)` would round it away). O(max - k).
   *
   * @throws {InputError} if k is not a number or is NaN.
   * @example
   * ```ts
   * d6().atLeast(5); // 0.3333333333333333 (= 2/6)
   * d6().atLeast(0); // 1
   * ```
   */
  atLeast(k: number): number {
    checkNumber('Dist.atLeast', k);
    const from = Math.ceil(k);
    if (from <= 0) return 1;
    if (from > this.max) return 0;
    return Math.min(1, total(this.#p, from));
  }

  /**
   * P(X <= k), the cumulative distribution, for any real k. O(1) after the first call on this
   * distribution, which computes the cumulative sums (O(max)).
   *
   * @throws {InputError} if k is not a number or is NaN.
   * @example
   * ```ts
   * d6().atMost(2);   // 0.3333333333333333 (= 2/6)
   * d6().atMost(2.5); // 0.3333333333333333
   * ```
   */
  atMost(k: number): number {
    checkNumber('Dist.atMost', k);
    const to = Math.floor(k);
    if (to < 0) return 0;
    if (to >= this.max) return 1;
    return this.#cumulative()[to]!;
  }

  /**
   * A copy of the cumulative distribution: `c[k] = P(X <= k)` for k in 0..max, computed with
   * a compensated running sum, non-decreasing, clamped to at most 1, and `c[max] = 1`. O(max).
   *
   * @example
   * ```ts
   * d3().cumulative(); // Float64Array [0, 0.333..., 0.666..., 1]
   * ```
   */
  cumulative(): Float64Array {
    return this.#cumulative().slice();
  }

  /**
   * The expected value, sum of k P(X = k) (compensated sum). O(max).
   *
   * @example
   * ```ts
   * d6().mean(); // 3.5
   * ```
   */
  mean(): number {
    return weightedSum(this.#p, (k) => k);
  }

  /**
   * The variance, sum of (k - mean)^2 P(X = k): two passes, so never negative (no
   * `E[X^2] - E[X]^2` cancellation). O(max).
   *
   * @example
   * ```ts
   * d6().variance(); // 2.9166666666666665 (= 35/12)
   * ```
   */
  variance(): number {
    const m = this.mean();
    return weightedSum(this.#p, (k) => (k - m) * (k - m));
  }

  /**
   * The standard deviation, the square root of {@link Dist.variance}. O(max).
   *
   * @example
   * ```ts
   * constant(4).sd(); // 0
   * ```
   */
  sd(): number {
    return Math.sqrt(this.variance());
  }

  /**
   * The smallest k with P(X <= k) >= q. Read from the same cumulative sums as
   * {@link Dist.atMost}, so the two always agree; an upper tail smaller than the rounding of
   * those sums (about 1e-16) counts as 0, and `quantile(1)` can then be below `max`.
   * O(log max) after the first cumulative call.
   *
   * @throws {InputError} unless q is a probability in [0, 1].
   * @example
   * ```ts
   * sumOf(d6(), 2).quantile(0.5); // 7
   * d6().quantile(0);             // 0
   * ```
   */
  quantile(q: number): number {
    if (typeof q !== 'number' || !(q >= 0 && q <= 1)) {
      throw new InputError(
        `Dist.quantile: q must be a probability in [0, 1], got ${show(q)}`,
        'q',
        q,
      );
    }
    const c = this.#cumulative();
    let lo = 0;
    let hi = this.max;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (c[mid]! >= q) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /**
   * The most likely value; the smallest one on ties. O(max).
   *
   * @example
   * ```ts
   * sumOf(d6(), 2).mode(); // 7
   * d6().mode();           // 1
   * ```
   */
  mode(): number {
    const p = this.#p;
    let best = 0;
    for (let k = 1; k < p.length; k++) if (p[k]! > p[best]!) best = k;
    return best;
  }

  /**
   * The values with non-zero probability, ascending. O(max).
   *
   * @example
   * ```ts
   * d3().support(); // [1, 2, 3]
   * ```
   */
  support(): number[] {
    const out: number[] = [];
    const p = this.#p;
    for (let k = 0; k < p.length; k++) if (p[k]! > 0) out.push(k);
    return out;
  }

  /**
   * A copy of the probabilities: `a[k] = P(X = k)` for k in 0..max. O(max).
   *
   * @example
   * ```ts
   * bernoulli(0.25).toArray(); // Float64Array [0.75, 0.25]
   * ```
   */
  toArray(): Float64Array {
    return this.#p.slice();
  }

  /**
   * The result format: `p[k] = P(X = k)` for k in 0..max (so `p.length` is `max + 1`), and
   * the mean. `JSON.stringify(dist)` calls it. O(max).
   *
   * @example
   * ```ts
   * JSON.stringify(bernoulli(0.25)); // '{"p":[0.75,0.25],"mean":0.25}'
   * ```
   */
  toJSON(): { p: number[]; mean: number } {
    return { p: Array.from(this.#p), mean: this.mean() };
  }

  /**
   * The distribution in one line: its mean and its probabilities, each to 2 significant
   * digits, at most the first 12 values (then `...`). O(min(max, 12)).
   *
   * @example
   * ```ts
   * String(binomial(2, 0.5)); // 'Dist { mean: 1, p: [0.25, 0.5, 0.25] }'
   * ```
   */
  toString(): string {
    const p = this.#p;
    const shown = Array.from(p.subarray(0, SHOWN), (x) => shortNumber(x));
    if (p.length > SHOWN) shown.push('...');
    return `Dist { mean: ${shortNumber(this.mean())}, p: [${shown.join(', ')}] }`;
  }

  /**
   * What `console.log(dist)` and `util.inspect` print in Node: {@link Dist.toString}. The key
   * is the registered symbol Node looks for, so no Node module is imported (browser-safe).
   *
   * @example
   * ```ts
   * console.log(d6()); // Dist { mean: 3.5, p: [0, 0.17, 0.17, 0.17, 0.17, 0.17, 0.17] }
   * ```
   */
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return this.toString();
  }

  #cumulative(): Float64Array {
    if (this.#cdf === undefined) {
      const p = this.#p;
      const c = new Float64Array(p.length);
      let s = 0;
      let comp = 0;
      let prev = 0;
      for (let k = 0; k < p.length; k++) {
        const x = p[k]!;
        const t = s + x;
        comp += s >= x ? s - t + x : x - t + s;
        s = t;
        // Compensated, then kept non-decreasing and at most 1 despite the last rounding.
        prev = Math.max(prev, Math.min(1, s + comp));
        c[k] = prev;
      }
      c[p.length - 1] = 1;
      this.#cdf = c;
    }
    return this.#cdf;
  }
}

/** Values shown by `toString()`. */
const SHOWN = 12;

/** A number to 2 significant digits, without trailing zeros: 0.1666 -> 0.17, 2.5 -> 2.5. */
function shortNumber(x: number): string {
  return x === 0 || !Number.isFinite(x) ? String(x) : String(Number(x.toPrecision(2)));
}

function checkNumber(api: string, k: unknown): void {
  if (typeof k !== 'number' || Number.isNaN(k)) {
    throw new InputError(`${api}: k must be a number, got ${show(k)}`, 'k', k);
  }
}

/** Compensated sum of f(k) P(X = k) over the stored values. */
function weightedSum(p: Float64Array, f: (k: number) => number): number {
  let s = 0;
  let c = 0;
  for (let k = 0; k < p.length; k++) {
    const x = f(k) * p[k]!;
    const t = s + x;
    c += Math.abs(s) >= Math.abs(x) ? s - t + x : x - t + s;
    s = t;
  }
  return s + c;
}
