/**
 * Piercing x (`docs/killteam/piercing.md`; Kill Team (2024) core rules, "Weapon rules",
 * Piercing x): the defender collects x fewer defence dice (never fewer than none). With
 * Piercing Crits on the same weapon the larger value that applies is used, not the sum
 * (`docs/killteam.md`, "Pinned readings").
 *
 * @module
 */
import { defineKtRule, type KtShotDraft, WEAPON_RULES, xOf } from './KtDraft.js';

/**
 * Piercing x.
 *
 * @example
 * ```ts
 * piercing.apply(draft, { rule: 'piercing', x: 1 }).piercing; // 1
 * ```
 */
export const piercing = defineKtRule({
  name: 'piercing',
  citation: `${WEAPON_RULES}, "Piercing x"`,
  phase: 'any',
  apply: (d, r) => ({ ...d, piercing: xOf(r) }),
});

/**
 * The defence dice the defender collects: its dice less the Piercing that applies (Piercing
 * Crits only when a critical success is retained; the larger of the two, not their sum).
 *
 * @example
 * ```ts
 * defenceDiceOf({ ...draft, piercing: 1, piercingCrits: 2 }, true); // 1
 * ```
 */
export function defenceDiceOf(
  d: Pick<KtShotDraft, 'piercing' | 'piercingCrits' | 'defenceDice'>,
  critRetained: boolean,
): number {
  const removed = Math.max(d.piercing, critRetained ? d.piercingCrits : 0);
  return Math.max(0, d.defenceDice - removed);
}
