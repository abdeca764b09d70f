import type { Dist } from './Dist.js';
import { die } from './die.js';

/**
 * A D3 as wargames roll it: a D6 halved, rounded up (1-2 give 1, 3-4 give 2, 5-6 give 3),
 * which is uniform on 1..3. O(1).
 *
 * @example
 * ```ts
 * d3().toJSON(); // { p: [0, 0.333..., 0.333..., 0.333...], mean: 2 }
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function d3(): Dist {
  return die(3);
}
