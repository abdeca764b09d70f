/**
 * Scatter: where a blast marker lands after a Miss. Source: `004_15cf5d572fc7d6a3.txt`,
 * "Blast and Large Blast": "Roll the Scatter Die and 2d6. In the case of a Hit!, keep the
 * relevant blast marker there [...] If your model rolled a Miss, roll for the blast marker to
 * scatter and subtract the firer's Ballistic Skill from the distance that it scatters, to a
 * minimum of 0"; "Barrage": fired indirectly, Barrage weapons "always roll full scatter".
 *
 * **The Scatter die is not described in the texts.** mathhammer uses the standard one: two
 * faces of six show Hit!, four show an arrow (a Miss), and the arrow points in a direction
 * that is uniformly random over the full circle. The distance is the 2D6 in inches, less the
 * firer's BS for a direct shot (never below 0), in full for an indirect Barrage.
 *
 * @module
 */
import { diceDist } from '../dice/diceDist.js';
import { Dist } from '../dist/index.js';

/** Faces of the Scatter die that show Hit! (of 6): the standard die, an assumption. */
export const SCATTER_HIT_FACES = 2;

/**
 * The distance a marker scatters after a Miss: 2D6 inches less `subtract` (the firer's BS, 0
 * for an indirect Barrage), never below 0; values 0..12.
 *
 * @example
 * ```ts
 * scatterDistance(3).at(0); // 0.08333333333333333 (2D6 of 2 or 3: 3/36)
 * scatterDistance(0).at(0); // 0
 * ```
 */
export function scatterDistance(subtract: number): Dist {
  const twoD6 = diceDist('2D6').toArray();
  const out = new Float64Array(13);
  for (let k = 2; k <= 12; k++) out[Math.max(0, k - subtract)]! += twoD6[k]!;
  return Dist.unchecked(out);
}

/**
 * The chance that a marker stays where it was placed because the Scatter die shows Hit!:
 * 2/6; with a re-roll of every Miss (a Multiple Barrage's markers; a single Blast marker
 * re-rolls only when it pays, see `markerHits`) 2/6 + 4/6 × 2/6 = 5/9; 1 for an Autohit
 * weapon, which "never scatters".
 *
 * @example
 * ```ts
 * scatterHitChance(false, false); // 0.3333333333333333
 * scatterHitChance(true, false);  // 0.5555555555555556
 * ```
 */
export function scatterHitChance(reroll: boolean, autohit: boolean): number {
  if (autohit) return 1;
  const hit = SCATTER_HIT_FACES / 6;
  return reroll ? hit + (1 - hit) * hit : hit;
}
