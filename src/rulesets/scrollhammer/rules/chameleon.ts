/**
 * Chameleon: "A model with Chameleon has a 6+ cover save in Close Combat." Source:
 * `004_15cf5d572fc7d6a3.txt`, "Chameleon". Cover saves otherwise "only apply against shooting
 * attacks, unless stated otherwise in a special rule" (`001`, "Cover Saves"): this is such a
 * rule.
 *
 * Not implemented: Stealth (+1, or +X for Chameleon(X)), which the rule grants a unit made
 * entirely of Chameleon models, is not defined in the texts.
 *
 * @module
 */
import { defineRule } from './ShotDraft.js';

/**
 * The Chameleon rule (a target rule): a 6+ cover save that counts in close combat.
 *
 * @example
 * ```ts
 * chameleon.apply(draft).closeCombatCover; // 6
 * ```
 */
export const chameleon = defineRule({
  name: 'chameleon',
  citation: '004_15cf5d572fc7d6a3.txt, Chameleon',
  apply: (d) => ({ ...d, closeCombatCover: Math.min(d.closeCombatCover ?? 7, 6) }),
});
