/**
 * Stealth (11th edition, a target ability): the unit has the benefit of cover against ranged
 * attacks. It is the same benefit as terrain's, so the two do not add up. Source:
 * `docs/wh40k-11e.md`, "Weapon abilities": Stealth.
 *
 * @module
 */
import { defineWh40k11eRule } from './Draft.js';

/**
 * Stealth on the target (`target.stealth: true`).
 *
 * @example
 * ```ts
 * stealth.apply({ ...draft, melee: false }).cover; // true
 * ```
 */
export const stealth = defineWh40k11eRule({
  name: 'stealth',
  citation: 'docs/wh40k-11e.md, "Weapon abilities": Stealth',
  apply: (d) => (d.melee ? d : { ...d, cover: true }),
});
