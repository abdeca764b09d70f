/**
 * Balanced (`docs/killteam/balanced.md`; Kill Team (2024) core rules, "Weapon rules",
 * Balanced): the attacker may re-roll one of its attack dice. Which one (or none) is chosen
 * best for the objective (`../reroll.ts`); with Ceaseless, after it, a die Ceaseless did not
 * re-roll; Relentless makes it redundant.
 *
 * @module
 */
import { defineKtRule, WEAPON_RULES } from './KtDraft.js';

/**
 * Balanced.
 *
 * @example
 * ```ts
 * balanced.apply(draft, 'balanced').balanced; // true
 * ```
 */
export const balanced = defineKtRule({
  name: 'balanced',
  citation: `${WEAPON_RULES}, "Balanced"`,
  phase: 'any',
  apply: (d) => ({ ...d, balanced: true }),
});
