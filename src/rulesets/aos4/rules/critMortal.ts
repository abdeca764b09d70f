/**
 * Crit (Mortal): a critical hit inflicts mortal damage equal to the weapon's Damage and the attack ends: no wound roll, no save; the ward still applies. Source: `docs/aos4.md`, step 2 "Hit roll" (after the AoS 4 spec, same heading).
 *
 * @module
 */
import { type Aos4Rule, defineAos4Rule } from './Aos4Draft.js';

/**
 * Crit (Mortal).
 *
 * @example
 * ```ts
 * critMortal.apply(draft).critMortal; // true
 * ```
 */
export const critMortal: Aos4Rule = defineAos4Rule({
  name: 'crit-mortal',
  citation: 'docs/aos4.md, step 2 "Hit roll": Crit (Mortal)',
  apply: (d) => ({ ...d, critMortal: true }),
});
