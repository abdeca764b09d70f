/**
 * Accurate x (`docs/killteam/accurate.md`; Kill Team (2024) core rules, "Weapon rules",
 * Accurate): up to x attack dice are retained as normal successes without being rolled. "Up to":
 * the attacker chooses how many, and the engines choose the number that serves its objective
 * best (`../exact.ts`). A die retained this way is retained once: Rending cannot make it
 * critical (`./rending.ts`).
 *
 * @module
 */
import { defineKtRule, WEAPON_RULES, xOf } from './KtDraft.js';

/**
 * Accurate x.
 *
 * @example
 * ```ts
 * accurate.apply(draft, { rule: 'accurate', x: 1 }).accurate; // 1
 * ```
 */
export const accurate = defineKtRule({
  name: 'accurate',
  citation: `${WEAPON_RULES}, "Accurate x"`,
  phase: 'any',
  apply: (d, r) => ({ ...d, accurate: Math.min(xOf(r), d.atk) }),
});
