/**
 * Injured (`docs/killteam/injured.md`; Kill Team (2024) core rules, "Operatives", injured): an
 * operative with fewer than half its Wounds left is injured, and its weapons' Hit stat is 1
 * worse. A 6+ Hit worsened to 7+ succeeds on a 6 only, the 6 being always a critical success
 * (`docs/killteam.md`, "Pinned readings").
 *
 * @module
 */
import type { KtOperative } from '../types.js';

/**
 * Where injury is read from (`docs/killteam.md`, "Sources").
 *
 * @example
 * ```ts
 * INJURED_CITATION; // 'Kill Team (2024) core rules, ...'
 * ```
 */
export const INJURED_CITATION = 'Kill Team (2024) core rules, "Operatives" (injured)';

/**
 * Whether the operative is injured: fewer than half its Wounds left.
 *
 * @example
 * ```ts
 * isInjured({ wounds: 7, woundsLeft: 3, save: 5 }); // true (3 < 3.5)
 * ```
 */
export function isInjured(op: Pick<KtOperative, 'wounds' | 'woundsLeft'>): boolean {
  return 2 * op.woundsLeft < op.wounds;
}

/**
 * The Hit stat an operative's weapon uses: 1 worse when the operative is injured.
 *
 * @example
 * ```ts
 * hitUsed(3, { wounds: 10, woundsLeft: 4 }); // 4
 * ```
 */
export function hitUsed(hit: number, op: Pick<KtOperative, 'wounds' | 'woundsLeft'>): number {
  return isInjured(op) ? hit + 1 : hit;
}
