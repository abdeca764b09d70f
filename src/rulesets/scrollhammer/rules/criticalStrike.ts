/**
 * Critical Strike: "Each To Wound roll of 6 this model or weapon rolls has Multiple Wounds(d3)
 * and ignores Feel No Pain". Source: `004_15cf5d572fc7d6a3.txt`, "Critical Strike"; spec
 * interpretation 8: if unsaved, the wound removes D3 wounds from the one model it is assigned
 * to (excess lost), and it counts once among the unsaved wounds.
 *
 * @module
 */
import { defineRule } from './ShotDraft.js';

/**
 * The Critical Strike rule (a natural To Wound 6, after any re-roll).
 *
 * @example
 * ```ts
 * criticalStrike.apply(draft).criticalOn; // 6
 * ```
 */
export const criticalStrike = defineRule({
  name: 'critical-strike',
  citation: '004_15cf5d572fc7d6a3.txt, Critical Strike',
  apply: (d) => ({ ...d, criticalOn: Math.min(d.criticalOn, 6) }),
});
