/**
 * Stealth (a target ability): -1 to the Hit roll of ranged attacks at the unit; summed with
 * the other modifiers, then clamped. Source: `docs/wh40k-10e.md`, step 2 "Hit roll", Stealth.
 *
 * @module
 */
import { defineWh40kRule } from './WeaponDraft.js';

/**
 * Stealth on the target (`target.stealth: true`).
 *
 * @example
 * ```ts
 * stealth.apply({ ...draft, melee: false }).hitModifier; // draft.hitModifier - 1
 * ```
 */
export const stealth = defineWh40kRule({
  name: 'stealth',
  citation: 'docs/wh40k-10e.md, step 2 "Hit roll": Stealth',
  apply: (d) => (d.melee ? d : { ...d, hitModifier: d.hitModifier - 1 }),
});
