/**
 * Relentless (`docs/killteam/relentless.md`; Kill Team (2024) core rules, "Weapon rules",
 * Relentless): the attacker may re-roll any of its attack dice. Which ones are chosen best for
 * the objective (`../reroll.ts`); no die is re-rolled twice, so Balanced and Ceaseless add
 * nothing to it.
 *
 * @module
 */
import { defineKtRule, WEAPON_RULES } from './KtDraft.js';

/**
 * Relentless.
 *
 * @example
 * ```ts
 * relentless.apply(draft, 'relentless').relentless; // true
 * ```
 */
export const relentless = defineKtRule({
  name: 'relentless',
  citation: `${WEAPON_RULES}, "Relentless"`,
  phase: 'any',
  apply: (d) => ({ ...d, relentless: true }),
});
