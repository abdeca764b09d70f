/**
 * Ignores Cover: the target gets no Benefit of Cover against this weapon. Source:
 * `docs/wh40k-10e.md`, step 4 "Saving throw", Ignores Cover.
 *
 * @module
 */
import { defineWh40kRule } from './WeaponDraft.js';

/**
 * The Ignores Cover keyword.
 *
 * @example
 * ```ts
 * ignoresCover.apply(draft).ignoresCover; // true
 * ```
 */
export const ignoresCover = defineWh40kRule({
  name: 'ignores-cover',
  citation: 'docs/wh40k-10e.md, step 4 "Saving throw": Ignores Cover',
  apply: (d) => ({ ...d, ignoresCover: true }),
});
