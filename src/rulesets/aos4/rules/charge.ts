/**
 * Charge (+1 Damage): +1 to the weapon's Damage when the attacking unit charged this turn (so also to the mortal damage of Crit (Mortal)). Source: `docs/aos4.md`, step 5 "Damage" (after the AoS 4 spec, same heading).
 *
 * @module
 */
import { type Aos4Rule, defineAos4Rule } from './Aos4Draft.js';

/**
 * Charge (+1 Damage).
 *
 * @example
 * ```ts
 * charge.apply({ ...draft, charged: true }).damageAdd; // 1
 * ```
 */
export const charge: Aos4Rule = defineAos4Rule({
  name: 'charge',
  citation: 'docs/aos4.md, step 5 "Damage": Charge (+1 Damage)',
  apply: (d) => (d.charged ? { ...d, damageAdd: d.damageAdd + 1 } : d),
});
