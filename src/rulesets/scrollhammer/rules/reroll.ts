/**
 * Re-rolls of To Hit and To Wound dice: `ones` or `failed`, each die at most once (spec
 * interpretation 1). Source: `000_2ec87e5aee29120b.txt`, "Roll to Hit" ("A roll of a 1 always
 * misses (or, at the very least will need re-rolling)").
 *
 * @module
 */
import type { Reroll } from '../../../domain/types.js';
import { defineRule, type Rule } from './ShotDraft.js';

/**
 * Re-roll To Hit dice: `'ones'` or `'failed'`.
 *
 * @example
 * ```ts
 * rerollHits('ones').apply(draft).hitReroll; // 'ones'
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function rerollHits(policy: Reroll): Rule {
  return defineRule({
    name: `reroll-hit-${policy}`,
    citation: '000_2ec87e5aee29120b.txt, Roll to Hit',
    apply: (d) => ({ ...d, hitReroll: policy }),
  });
}

/**
 * Re-roll To Wound dice: `'ones'` or `'failed'`.
 *
 * @example
 * ```ts
 * rerollWounds('failed').apply(draft).woundReroll; // 'failed'
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function rerollWounds(policy: Reroll): Rule {
  return defineRule({
    name: `reroll-wound-${policy}`,
    citation: '000_2ec87e5aee29120b.txt, Rolls to Wound',
    apply: (d) => ({ ...d, woundReroll: policy }),
  });
}
