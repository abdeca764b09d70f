/**
 * Lethal Hits: a Critical Hit wounds automatically, as an ordinary wound (not a Critical
 * Wound, so never Devastating). With Sustained Hits, the critical hit itself wounds and its
 * extra hits roll to wound (reading 3). Source: `docs/wh40k-10e.md`, step 2 "Hit roll",
 * Lethal Hits.
 *
 * @module
 */
import { defineWh40kRule } from './WeaponDraft.js';

/**
 * The Lethal Hits keyword.
 *
 * @example
 * ```ts
 * lethalHits.apply(draft).lethalHits; // true
 * ```
 */
export const lethalHits = defineWh40kRule({
  name: 'lethal-hits',
  citation: 'docs/wh40k-10e.md, step 2 "Hit roll": Lethal Hits',
  apply: (d) => ({ ...d, lethalHits: true }),
});
