import { checkWhole } from './checks.js';
import { Dist } from './Dist.js';
import { MAX_SUPPORT } from './limits.js';

/**
 * The value k with certainty: a fixed number of shots, a fixed damage. O(k) (the
 * distribution is stored densely from 0).
 *
 * @param k - a whole number from 0 to {@link MAX_SUPPORT} - 1.
 * @throws {InputError} unless k is a whole number from 0 to 9999999.
 * @example
 * ```ts
 * constant(3).toJSON(); // { p: [0, 0, 0, 1], mean: 3 }
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function constant(k: number): Dist {
  checkWhole('constant', 'k', k, 0, MAX_SUPPORT - 1);
  const p = new Float64Array(k + 1);
  p[k] = 1;
  return Dist.unchecked(p);
}
