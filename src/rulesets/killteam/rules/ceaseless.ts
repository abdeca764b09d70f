/**
 * Ceaseless (`docs/killteam/ceaseless.md`; Kill Team (2024) core rules, "Weapon rules",
 * Ceaseless): the attacker may re-roll every attack die showing one result of its choice (all
 * its 2s, say). Which result (or none) is chosen best for the objective (`../reroll.ts`).
 *
 * @module
 */
import { defineKtRule, WEAPON_RULES } from './KtDraft.js';

/**
 * Ceaseless.
 *
 * @example
 * ```ts
 * ceaseless.apply(draft, 'ceaseless').ceaseless; // true
 * ```
 */
export const ceaseless = defineKtRule({
  name: 'ceaseless',
  citation: `${WEAPON_RULES}, "Ceaseless"`,
  phase: 'any',
  apply: (d) => ({ ...d, ceaseless: true }),
});
