/**
 * Torrent: the attack hits automatically; there is no Hit roll, so never a Critical Hit (and
 * so no Sustained or Lethal Hits). Source: `docs/wh40k-10e.md`, step 1 "Attacks", Torrent.
 *
 * @module
 */
import { defineWh40kRule } from './WeaponDraft.js';

/**
 * The Torrent keyword.
 *
 * @example
 * ```ts
 * torrent.apply(draft).autoHit; // true
 * ```
 */
export const torrent = defineWh40kRule({
  name: 'torrent',
  citation: 'docs/wh40k-10e.md, step 1 "Attacks": Torrent',
  apply: (d) => ({ ...d, autoHit: true }),
});
