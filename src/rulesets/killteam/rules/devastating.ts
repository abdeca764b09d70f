/**
 * Devastating x (`docs/killteam/devastating.md`; Kill Team (2024) core rules, "Weapon rules",
 * Devastating x): each critical success retained inflicts x damage on the target at once, and
 * stays to be blocked or resolved as usual. The form that starts with a distance also damages
 * other operatives within it of the target: the engines model the target only (the distance is
 * read and not used, `docs/killteam.md`, "Pinned readings").
 *
 * @module
 */
import { defineKtRule, WEAPON_RULES, xOf } from './KtDraft.js';

/**
 * Devastating x.
 *
 * @example
 * ```ts
 * devastating.apply(draft, { rule: 'devastating', x: 3 }).devastating; // 3
 * ```
 */
export const devastating = defineKtRule({
  name: 'devastating',
  citation: `${WEAPON_RULES}, "Devastating x"`,
  phase: 'any',
  apply: (d, r) => ({ ...d, devastating: xOf(r) }),
});
