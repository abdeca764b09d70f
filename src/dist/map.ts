import { InputError, show } from '../errors.js';
import { checkDist, checkFunction } from './checks.js';
import { Dist } from './Dist.js';
import { normalizeInPlace } from './kernels.js';
import { MAX_SUPPORT } from './limits.js';

/**
 * The distribution of f(X): the probability of each k moves to f(k), and values that map to
 * the same result add up. Damage per wound, a threshold test (`k => k >= 3 ? 1 : 0`). f is
 * called once for each k with P(X = k) > 0, in increasing order, and must return a whole
 * number from 0 to 9999999. The result is renormalised to sum to 1. O(d.max + largest f(k)).
 *
 * @throws {InputError} unless d is a Dist and f a function, or if some f(k) is not a whole
 *   number from 0 to 9999999 (the message names k and the value).
 * @example
 * ```ts
 * map(d6(), (k) => (k >= 5 ? 1 : 0)).toJSON(); // { p: [0.666..., 0.333...], mean: 0.333... }
 * map(d6(), (k) => 2 * k).support();           // [2, 4, 6, 8, 10, 12]
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function map(d: Dist, f: (k: number) => number): Dist {
  checkDist('map', 'd', d);
  checkFunction('map', 'f', f);
  const p = Dist.raw(d);
  const image = new Int32Array(p.length);
  let length = 1;
  for (let k = 0; k < p.length; k++) {
    if (p[k] === 0) continue;
    const v: unknown = f(k);
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v >= MAX_SUPPORT) {
      throw new InputError(
        `map: f(${k}) must be a whole number from 0 to ${MAX_SUPPORT - 1}, got ${show(v)}`,
        'f',
        v,
      );
    }
    image[k] = v;
    if (v >= length) length = v + 1;
  }
  const out = new Float64Array(length);
  for (let k = 0; k < p.length; k++) {
    const x = p[k]!;
    if (x !== 0) out[image[k]!]! += x;
  }
  return Dist.unchecked(normalizeInPlace(out));
}
