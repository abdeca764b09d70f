import { checkDist, checkWhole } from './checks.js';
import { Dist } from './Dist.js';
import { normalizeInPlace, total } from './kernels.js';
import { MAX_SUPPORT } from './limits.js';

/**
 * min(X, max): everything above `max` piles up on `max`. A unit of 5 models loses at most 5,
 * however many wounds get through. The pile is a compensated sum of the tail. Returns d
 * itself when `max >= d.max`. O(d.max).
 *
 * @param max - a whole number from 0 to 9999999.
 * @throws {InputError} unless d is a Dist and max a whole number from 0 to 9999999.
 * @example
 * ```ts
 * cap(d6(), 4).toJSON(); // { p: [0, 1/6, 1/6, 1/6, 0.5], mean: 3 }
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function cap(d: Dist, max: number): Dist {
  checkDist('cap', 'd', d);
  checkWhole('cap', 'max', max, 0, MAX_SUPPORT - 1);
  if (max >= d.max) return d;
  const p = Dist.raw(d);
  const out = p.slice(0, max + 1);
  out[max] = total(p, max);
  return Dist.unchecked(normalizeInPlace(out));
}
