/**
 * Cover: -1 to the Hit roll of a shooting attack at a unit in cover; a harmful modifier (Companion keeps it), capped with the others. Melee attacks ignore it. Source: `docs/aos4.md`, step 2 "Hit roll" (after the AoS 4 spec, same heading).
 *
 * @module
 */
import { type Aos4Rule, defineAos4Rule } from './Aos4Draft.js';

/**
 * Cover.
 *
 * @example
 * ```ts
 * cover.apply({ ...draft, shooting: true, targetCover: true }).hitMalus; // -1
 * ```
 */
export const cover: Aos4Rule = defineAos4Rule({
  name: 'cover',
  citation: 'docs/aos4.md, step 2 "Hit roll": Cover',
  apply: (d) => (d.shooting && d.targetCover ? { ...d, hitMalus: d.hitMalus - 1 } : d),
});
