/**
 * Blast x (`docs/killteam/blast.md`; Kill Team (2024) core rules, "Weapon rules", Blast x):
 * after shooting the primary target, the weapon shoots each secondary target (the operatives
 * within x of it), each in a sequence of its own. A secondary target is in cover, and obscured,
 * when the primary target is. The scenario lists the secondary targets; the distance is read
 * and not checked (there is no board).
 *
 * @module
 */
import type { KtTarget } from '../types.js';
import { defineKtRule, WEAPON_RULES } from './KtDraft.js';

/**
 * Blast x: the sequences are the compile step's (`../compile.ts`).
 *
 * @example
 * ```ts
 * blast.apply(draft, { rule: 'blast', distance: 2 }) === draft; // true
 * ```
 */
export const blast = defineKtRule({
  name: 'blast',
  citation: `${WEAPON_RULES}, "Blast x"`,
  phase: 'any',
  apply: (d) => d,
});

/**
 * A secondary target of Blast as it is shot: in cover, and obscured, when it or the primary
 * target is.
 *
 * @example
 * ```ts
 * blastSecondary({ ...t, cover: true }, { ...u, cover: false }).cover; // true
 * ```
 */
export function blastSecondary(primary: KtTarget, secondary: KtTarget): KtTarget {
  return {
    ...secondary,
    cover: secondary.cover || primary.cover,
    obscured: secondary.obscured || primary.obscured,
  };
}
