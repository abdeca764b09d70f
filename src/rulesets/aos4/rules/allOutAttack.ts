/**
 * All-out Attack: +1 to the Hit roll, a friendly modifier (Companion ignores it), capped with the others. Source: `docs/aos4.md`, step 2 "Hit roll" (after the AoS 4 spec, same heading).
 *
 * @module
 */
import { type Aos4Rule, defineAos4Rule } from './Aos4Draft.js';

/**
 * All-out Attack.
 *
 * @example
 * ```ts
 * allOutAttack.apply(draft).hitBonus; // 1
 * ```
 */
export const allOutAttack: Aos4Rule = defineAos4Rule({
  name: 'all-out-attack',
  citation: 'docs/aos4.md, step 2 "Hit roll": All-out Attack',
  apply: (d) => ({ ...d, hitBonus: d.hitBonus + 1 }),
});
