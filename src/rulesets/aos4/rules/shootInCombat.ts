/**
 * Shoot in Combat: the weapon may shoot while its unit is in combat. It lets the attack happen and changes no roll, so the module changes nothing. Source: `docs/aos4.md`, the "Import" section (after the AoS 4 spec, same heading).
 *
 * @module
 */
import { type Aos4Rule, defineAos4Rule } from './Aos4Draft.js';

/**
 * Shoot in Combat.
 *
 * @example
 * ```ts
 * shootInCombat.apply(draft) === draft; // true
 * ```
 */
export const shootInCombat: Aos4Rule = defineAos4Rule({
  name: 'shoot-in-combat',
  citation: 'docs/aos4.md, the "Import" section: Shoot in Combat',
  apply: (d) => d,
});
