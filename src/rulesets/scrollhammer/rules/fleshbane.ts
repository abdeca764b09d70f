/**
 * Fleshbane: "they always wound on a 2+", in close combat and with shooting weapons that have
 * it. Source: `004_15cf5d572fc7d6a3.txt`, "Fleshbane"; spec interpretation 3: whatever the
 * chart says, even '-'.
 *
 * @module
 */
import { defineRule } from './ShotDraft.js';

/**
 * The Fleshbane rule.
 *
 * @example
 * ```ts
 * fleshbane.apply(draft).woundOn; // 2
 * ```
 */
export const fleshbane = defineRule({
  name: 'fleshbane',
  citation: '004_15cf5d572fc7d6a3.txt, Fleshbane',
  apply: (d) => ({ ...d, woundOn: 2 }),
});
