/**
 * Benefit of Cover (`target.cover: true`): +1 to the armour save against ranged attacks,
 * except for models whose save is 3+ or better against an attack of AP 0; a weapon with
 * Ignores Cover removes it. It never improves an invulnerable save. Source:
 * `docs/wh40k-10e.md`, step 4 "Saving throw", Benefit of Cover.
 *
 * @module
 */
import { defineWh40kRule } from './WeaponDraft.js';

/**
 * The Benefit of Cover.
 *
 * @example
 * ```ts
 * benefitOfCover.apply({ ...draft, save: 3, ap: 0 }).saveModifier;  // 0: a 3+ save at AP 0
 * benefitOfCover.apply({ ...draft, save: 3, ap: -1 }).saveModifier; // 1
 * ```
 */
export const benefitOfCover = defineWh40kRule({
  name: 'benefit-of-cover',
  citation: 'docs/wh40k-10e.md, step 4 "Saving throw": Benefit of Cover',
  apply: (d) => {
    if (d.melee || d.ignoresCover || d.save === undefined) return d;
    if (d.save <= 3 && d.ap === 0) return d;
    return { ...d, cover: true, saveModifier: d.saveModifier + 1 };
  },
});
