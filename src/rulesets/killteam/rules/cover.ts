/**
 * Cover (`docs/killteam/cover.md`; Kill Team (2024) core rules, "Shoot", cover saves): a
 * target in cover retains one of its defence dice as a normal success without rolling it. The
 * cover save is one of the dice it collects, after Piercing: with no defence die left, there
 * is none; Saturate removes it (`docs/killteam.md`, "Pinned readings").
 *
 * @module
 */
import type { KtShotDraft } from './KtDraft.js';

/**
 * Where cover saves is read from (`docs/killteam.md`, "Sources").
 *
 * @example
 * ```ts
 * COVER_CITATION; // 'Kill Team (2024) core rules, ...'
 * ```
 */
export const COVER_CITATION = 'Kill Team (2024) core rules, "Shoot" (cover saves)';

/**
 * The normal saves retained without rolling, out of `dice` defence dice.
 *
 * @example
 * ```ts
 * coverSaves({ ...draft, cover: true, saturate: false }, 2); // 1
 * coverSaves({ ...draft, cover: true, saturate: false }, 0); // 0
 * ```
 */
export function coverSaves(d: Pick<KtShotDraft, 'cover' | 'saturate'>, dice: number): number {
  return d.cover && !d.saturate && dice > 0 ? 1 : 0;
}
