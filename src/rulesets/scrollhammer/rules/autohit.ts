/**
 * Autohit: "This attack automatically hits." No To Hit roll (so no re-roll or modifier).
 * Source: `004_15cf5d572fc7d6a3.txt`, "Autohit".
 *
 * @module
 */
import { defineRule } from './ShotDraft.js';

/**
 * The Autohit rule.
 *
 * @example
 * ```ts
 * autohit.apply(draft).autohit; // true
 * ```
 */
export const autohit = defineRule({
  name: 'autohit',
  citation: '004_15cf5d572fc7d6a3.txt, Autohit',
  apply: (d) => ({ ...d, autohit: true }),
});
