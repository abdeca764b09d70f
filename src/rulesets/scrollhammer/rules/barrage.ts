/**
 * Barrage: "Barrage weapons act as Blast or Large Blast weapons [...] Barrage weapons can fire
 * indirectly. If so, they can fire even without Line of Sight, but always roll full scatter."
 * and "Multiple Barrages: [...] Remaining shots scatter to touch the edge of the first
 * template at the angle of the scatter. If a Hit! is rolled, the controlling player may choose
 * at which angle to put the template, or to put it at the same spot as the first hit."
 * Source: `004_15cf5d572fc7d6a3.txt`, "Barrage".
 *
 * Readings (see `docs/rules/barrage.md`): a Barrage needs `blast` or `large-blast` as well;
 * fired indirectly the 2D6 is not reduced by BS; the markers of one attacker group are one
 * Multiple Barrage (the first scatters, the others touch it), and a Hit! for a later marker
 * is placed where it covers the most models. "Always Pinning" and the cover save from the
 * central hole are not part of the attack's dice (the scenario's `cover` is used).
 *
 * @module
 */
import { defineRule, type Rule } from './ShotDraft.js';

/**
 * The Barrage rule, fired directly (`indirect: false`, the default: scatter less BS) or
 * indirectly (full scatter).
 *
 * @example
 * ```ts
 * barrage().apply(draft).barrage;     // 'direct'
 * barrage(true).apply(draft).barrage; // 'indirect'
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function barrage(indirect = false): Rule {
  return defineRule({
    name: 'barrage',
    citation: '004_15cf5d572fc7d6a3.txt, Barrage',
    apply: (d) => ({ ...d, barrage: indirect ? 'indirect' : 'direct' }),
  });
}
