/**
 * Lethal x+ (`docs/killteam/lethal.md`; Kill Team (2024) core rules, "Weapon rules", Lethal
 * x+): the attacker's successes of x or more are critical. Only successes: a result below the
 * Hit stat stays a fail however high Lethal reaches (`docs/killteam.md`, "Pinned readings").
 *
 * @module
 */
import { defineKtRule, WEAPON_RULES, xOf } from './KtDraft.js';

/**
 * Lethal x+.
 *
 * @example
 * ```ts
 * lethal.apply(draft, { rule: 'lethal', x: 5 }).critOn; // 5
 * ```
 */
export const lethal = defineKtRule({
  name: 'lethal',
  citation: `${WEAPON_RULES}, "Lethal x+"`,
  phase: 'any',
  apply: (d, r) => ({ ...d, critOn: Math.min(d.critOn, xOf(r)) }),
});
