/**
 * Companion: the weapon ignores the friendly modifiers to hit, to wound and to its characteristics (positive hit and wound modifiers, All-out Attack, the champion's +1 attack); harmful modifiers (cover), its own abilities and re-rolls still apply. The compile step reads the flag, so the order of the abilities does not matter. Source: `docs/aos4.md`, step 8 "Companion" (after the AoS 4 spec, same heading).
 *
 * @module
 */
import { type Aos4Rule, defineAos4Rule } from './Aos4Draft.js';

/**
 * Companion.
 *
 * @example
 * ```ts
 * companion.apply(draft).companion; // true
 * ```
 */
export const companion: Aos4Rule = defineAos4Rule({
  name: 'companion',
  citation: 'docs/aos4.md, step 8 "Companion": Companion',
  apply: (d) => ({ ...d, companion: true }),
});
