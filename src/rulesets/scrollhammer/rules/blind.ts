/**
 * Blind: "A Blinded model gets -1 to hit". Source: `004_15cf5d572fc7d6a3.txt`, "Blind"; spec
 * interpretation 2: the firer's BS is one lower (BS 1 cannot hit), or a fixed To Hit roll
 * one higher (7+ cannot hit).
 *
 * @module
 */
import { defineRule } from './ShotDraft.js';

/**
 * The Blind rule.
 *
 * @example
 * ```ts
 * blind.apply({ ...draft, bs: 3 }).toHitModifier; // -1: hits as BS 2, on 5+
 * ```
 */
export const blind = defineRule({
  name: 'blind',
  citation: '004_15cf5d572fc7d6a3.txt, Blind',
  apply: (d) => ({ ...d, toHitModifier: d.toHitModifier - 1 }),
});
