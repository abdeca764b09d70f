/**
 * Saturate (`docs/killteam/saturate.md`; Kill Team (2024) core rules, "Weapon rules",
 * Saturate): the defender cannot retain a cover save (`./cover.ts`).
 *
 * @module
 */
import { defineKtRule, WEAPON_RULES } from './KtDraft.js';

/**
 * Saturate.
 *
 * @example
 * ```ts
 * saturate.apply(draft, 'saturate').saturate; // true
 * ```
 */
export const saturate = defineKtRule({
  name: 'saturate',
  citation: `${WEAPON_RULES}, "Saturate"`,
  phase: 'any',
  apply: (d) => ({ ...d, saturate: true }),
});
