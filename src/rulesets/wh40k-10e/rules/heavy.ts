/**
 * Heavy: +1 to the Hit roll when the attacker remained stationary (`remainedStationary`,
 * whatever the phase: reading 5); summed with the other modifiers, then clamped. Source:
 * `docs/wh40k-10e.md`, step 2 "Hit roll", Heavy.
 *
 * @module
 */
import { defineWh40kRule } from './WeaponDraft.js';

/**
 * The Heavy keyword.
 *
 * @example
 * ```ts
 * heavy.apply({ ...draft, remainedStationary: true }).hitModifier; // draft.hitModifier + 1
 * ```
 */
export const heavy = defineWh40kRule({
  name: 'heavy',
  citation: 'docs/wh40k-10e.md, step 2 "Hit roll": Heavy',
  apply: (d) => (d.remainedStationary ? { ...d, hitModifier: d.hitModifier + 1 } : d),
});
