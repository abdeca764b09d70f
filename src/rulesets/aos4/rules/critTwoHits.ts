/**
 * Crit (2 Hits): a critical hit scores two hits, each of which rolls to wound (neither is critical). Source: `docs/aos4.md`, step 2 "Hit roll" (after the AoS 4 spec, same heading).
 *
 * @module
 */
import { type Aos4Rule, defineAos4Rule } from './Aos4Draft.js';

/**
 * Crit (2 Hits).
 *
 * @example
 * ```ts
 * critTwoHits.apply(draft).critTwoHits; // true
 * ```
 */
export const critTwoHits: Aos4Rule = defineAos4Rule({
  name: 'crit-2-hits',
  citation: 'docs/aos4.md, step 2 "Hit roll": Crit (2 Hits)',
  apply: (d) => ({ ...d, critTwoHits: true }),
});
