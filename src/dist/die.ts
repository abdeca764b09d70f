import { checkWhole } from './checks.js';
import { Dist } from './Dist.js';
import { MAX_SUPPORT } from './limits.js';

/**
 * A fair die: each of 1..sides with probability 1/sides. O(sides).
 *
 * @param sides - a whole number from 1 to {@link MAX_SUPPORT} - 1.
 * @throws {InputError} unless sides is a whole number from 1 to 9999999.
 * @example
 * ```ts
 * die(4).toJSON(); // { p: [0, 0.25, 0.25, 0.25, 0.25], mean: 2.5 }
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function die(sides: number): Dist {
  checkWhole('die', 'sides', sides, 1, MAX_SUPPORT - 1);
  const p = new Float64Array(sides + 1).fill(1 / sides);
  p[0] = 0;
  return Dist.unchecked(p);
}
