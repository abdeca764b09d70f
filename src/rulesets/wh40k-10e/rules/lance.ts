/**
 * Lance: +1 to the Wound roll when the attacker charged (`charged`, whatever the phase:
 * reading 5); summed with the other modifiers, then clamped. Source: `docs/wh40k-10e.md`,
 * step 3 "Wound roll", Lance.
 *
 * @module
 */
import { defineWh40kRule } from './WeaponDraft.js';

/**
 * The Lance keyword.
 *
 * @example
 * ```ts
 * lance.apply({ ...draft, charged: true }).woundModifier; // draft.woundModifier + 1
 * ```
 */
export const lance = defineWh40kRule({
  name: 'lance',
  citation: 'docs/wh40k-10e.md, step 3 "Wound roll": Lance',
  apply: (d) => (d.charged ? { ...d, woundModifier: d.woundModifier + 1 } : d),
});
