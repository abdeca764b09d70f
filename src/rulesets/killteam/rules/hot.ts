/**
 * Hot (`docs/killteam/hot.md`; Kill Team (2024) core rules, "Weapon rules", Hot): after the
 * shooter uses the weapon it rolls one D6; a result below the weapon's Hit stat (as used, the
 * injured worsening included) inflicts twice the result in damage on the shooter. One roll per
 * action, however many targets Blast or Torrent shoots.
 *
 * @module
 */
import type { Dist } from '../../../dist/Dist.js';
import { fromWeights } from '../../../dist/fromWeights.js';
import { defineKtRule, WEAPON_RULES } from './KtDraft.js';

/**
 * Hot.
 *
 * @example
 * ```ts
 * hot.apply(draft, 'hot').hot; // true
 * ```
 */
export const hot = defineKtRule({
  name: 'hot',
  citation: `${WEAPON_RULES}, "Hot"`,
  phase: 'any',
  apply: (d) => ({ ...d, hot: true }),
});

/**
 * The damage Hot inflicts on the shooter for a D6 result `roll` at Hit stat `hit`.
 *
 * @example
 * ```ts
 * hotDamage(2, 4); // 4
 * hotDamage(4, 4); // 0
 * ```
 */
export function hotDamage(roll: number, hit: number): number {
  return roll < hit ? 2 * roll : 0;
}

/**
 * The distribution of the damage Hot inflicts on the shooter at Hit stat `hit`.
 *
 * @example
 * ```ts
 * hotDamageDist(4).at(2); // 1/6 (a roll of 1)
 * ```
 */
export function hotDamageDist(hit: number): Dist {
  const w = new Array<number>(13).fill(0);
  for (let r = 1; r <= 6; r++) w[hotDamage(r, hit)]! += 1;
  return fromWeights(w);
}
