/**
 * Plunging fire (11th edition, `plungingFire: true` on a ranged attacker profile): +1 to the
 * attack's BS (an attacker high up, or a TOWERING attacker within 12": the scenario says when).
 * A melee profile with it is refused by the compile step. Source: `docs/wh40k-11e.md`, "Core
 * rules": Plunging fire.
 *
 * @module
 */
import { defineWh40k11eRule } from './Draft.js';

/**
 * Plunging fire.
 *
 * @example
 * ```ts
 * plungingFire.apply(draft).skillBonus; // draft.skillBonus + 1
 * ```
 */
export const plungingFire = defineWh40k11eRule({
  name: 'plunging-fire',
  citation: 'docs/wh40k-11e.md, "Core rules": Plunging fire',
  apply: (d) => ({ ...d, skillBonus: d.skillBonus + 1 }),
});
