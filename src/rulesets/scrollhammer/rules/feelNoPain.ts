/**
 * Feel No Pain: a roll for each unsaved wound; on the number (5+ unless given) it is
 * discounted. Not against wounds that inflict Instant Death, nor against Critical Strike
 * wounds. Source: `004_15cf5d572fc7d6a3.txt`, "Feel No Pain"; spec interpretation 7.
 *
 * @module
 */
import { type D6Test, d6Test } from '../../../rules/d6Test.js';
import { defineRule, type Rule, type ShotDraft } from './ShotDraft.js';

/**
 * The Feel No Pain rule; `on` is the roll needed (default 5). A model with two sources keeps
 * the better.
 *
 * @example
 * ```ts
 * feelNoPain(6).apply(draft).feelNoPain; // 6
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function feelNoPain(on = 5): Rule {
  return defineRule({
    name: 'feel-no-pain',
    citation: '004_15cf5d572fc7d6a3.txt, Feel No Pain',
    apply: (d) => ({ ...d, feelNoPain: Math.min(d.feelNoPain ?? 7, on) }),
  });
}

/**
 * The Feel No Pain test of a draft, or `null` when the model has none.
 *
 * @example
 * ```ts
 * feelNoPainTest({ ...draft, feelNoPain: 5 }); // { need: 5, reroll: 'none', rerollNeed: 5 }
 * ```
 */
export function feelNoPainTest(draft: ShotDraft): D6Test | null {
  return draft.feelNoPain === undefined ? null : d6Test(draft.feelNoPain);
}
