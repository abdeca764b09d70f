import type { Dist } from './Dist.js';
import { die } from './die.js';

/**
 * A six-sided die, D6: each of 1..6 with probability 1/6. O(1).
 *
 * @example
 * ```ts
 * d6().at(6);  // 0.16666666666666666 (= 1/6)
 * d6().mean(); // 3.5
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function d6(): Dist {
  return die(6);
}
