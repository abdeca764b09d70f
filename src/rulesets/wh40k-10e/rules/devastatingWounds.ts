/**
 * Devastating Wounds: a Critical Wound allows no saving throw of any kind (invulnerable
 * included); its damage is the weapon's, as normal (not mortal wounds, so no spill-over); such
 * attacks are allocated after all the profile's other attacks. Source: `docs/wh40k-10e.md`,
 * step 3 "Wound roll", Devastating Wounds.
 *
 * @module
 */
import { defineWh40kRule } from './WeaponDraft.js';

/**
 * The Devastating Wounds keyword.
 *
 * @example
 * ```ts
 * devastatingWounds.apply(draft).devastatingWounds; // true
 * ```
 */
export const devastatingWounds = defineWh40kRule({
  name: 'devastating-wounds',
  citation: 'docs/wh40k-10e.md, step 3 "Wound roll": Devastating Wounds',
  apply: (d) => ({ ...d, devastatingWounds: true }),
});
