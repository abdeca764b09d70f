/**
 * Obscured (`docs/killteam/obscured.md`; Kill Team (2024) core rules, "Shoot", Obscured):
 * against an obscured target the attacker retains its critical successes as normal successes,
 * which no rule may change back, and discards one success of its choice. No critical success
 * is retained, so nothing that needs one (Devastating, Piercing Crits, Punishing, Rending,
 * Stun) takes effect, and Severe cannot make one (`docs/killteam.md`, "Pinned readings").
 *
 * @module
 */
import type { AttackDice, RetainedHits } from './KtDraft.js';

/**
 * Where Obscured is read from (`docs/killteam.md`, "Sources").
 *
 * @example
 * ```ts
 * OBSCURED_CITATION; // 'Kill Team (2024) core rules, ...'
 * ```
 */
export const OBSCURED_CITATION = 'Kill Team (2024) core rules, "Shoot" (Obscured)';

/**
 * The hits retained against an obscured target: every success normal, one fewer.
 *
 * @example
 * ```ts
 * obscure({ fails: 1, normals: 1, locked: 0, crits: 2 }); // { normal: 2, critical: 0 }
 * ```
 */
export function obscure(a: AttackDice): RetainedHits {
  return { normal: Math.max(0, a.normals + a.locked + a.crits - 1), critical: 0 };
}
