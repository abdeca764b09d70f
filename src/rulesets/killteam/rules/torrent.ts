/**
 * Torrent x (`docs/killteam/torrent.md`; Kill Team (2024) core rules, "Weapon rules", Torrent
 * x): the weapon shoots the primary target and any other valid targets within x of it, each in
 * a sequence of its own and each as it stands (its own cover and obscuring). The scenario lists
 * the secondary targets; the distance is read and not checked.
 *
 * @module
 */
import { defineKtRule, WEAPON_RULES } from './KtDraft.js';

/**
 * Torrent x: the sequences are the compile step's (`../compile.ts`).
 *
 * @example
 * ```ts
 * torrent.apply(draft, { rule: 'torrent', distance: 1 }) === draft; // true
 * ```
 */
export const torrent = defineKtRule({
  name: 'torrent',
  citation: `${WEAPON_RULES}, "Torrent x"`,
  phase: 'any',
  apply: (d) => d,
});
