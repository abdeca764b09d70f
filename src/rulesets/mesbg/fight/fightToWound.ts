/**
 * Steps 7 and 8 of a Fight, To Wound and Might on To Wound, and Heroic Defence (spec
 * `mesbg-fight.md`, "The steps of a Fight", 7 and 8, "Heroic Defence", and "Player decisions",
 * 6+/X+ and Might). The chart is the shoot phase's ({@link toWoundChart}, seed
 * `003_f07a2392f32efa83.txt`, "TO WOUND CHART (27)"); a two-dice entry is two dice; a modifier
 * (two-handed +1) applies to both dice; a '-' entry never wounds. Each point of Might adds 1 to
 * one die after it is rolled; on a 6+/X+ roll, points on the first die count only there unless
 * `mightCarries` (ourz's reading). Against Heroic Defence only natural 6s wound: modifiers and
 * Might do not help, and a two-dice entry needs a natural 6 then a natural roll meeting the
 * second number.
 *
 * @module
 */
import { d6Test } from '../../../rules/d6Test.js';
import { CANNOT, toWoundChart } from '../charts.js';

/**
 * One To Wound roll of a Strike, compiled: the natural roll needed on the first die (2..6, or
 * 7: cannot wound), on the further die of a two-dice entry (0: none), and the Hero whose Might
 * may help (-1: none).
 *
 * @example
 * ```ts
 * const roll: StrikeRoll = { first: 5, further: 0, hero: 0 }; // 5+, Hero 0's Might may help
 * ```
 */
export interface StrikeRoll {
  readonly first: number;
  readonly further: number;
  readonly hero: number;
}

/**
 * The To Wound roll of a Strike of `strength` with a To Wound modifier `mod` (0 or more)
 * against `defence`, by the Hero `hero` (-1: Might cannot help), against a model that may have
 * Heroic Defence.
 *
 * @example
 * ```ts
 * fightToWound(4, 5, 0, -1, false); // { first: 5, further: 0, hero: -1 }   (S4 v D5: 5+)
 * fightToWound(3, 8, 1, 0, false);  // { first: 5, further: 3, hero: 0 }    (6+/4+, two-handed +1)
 * fightToWound(5, 5, 1, 0, true);   // { first: 6, further: 0, hero: -1 }   (Heroic Defence)
 * ```
 */
export function fightToWound(
  strength: number,
  defence: number,
  mod: number,
  hero: number,
  heroicDefence: boolean,
): StrikeRoll {
  const entry = toWoundChart(strength, defence);
  if (entry.need === CANNOT) return { first: CANNOT, further: 0, hero: -1 };
  if (heroicDefence) return { first: 6, further: entry.further ?? 0, hero: -1 };
  // d6Test checks the modified need is a roll a die can make (2..7).
  const first = d6Test(Math.max(2, entry.need - mod)).need;
  const further = entry.further === undefined ? 0 : d6Test(Math.max(2, entry.further - mod)).need;
  return { first, further, hero };
}

/**
 * The outcomes of one To Wound roll with `points` of Might at hand: `out[spent * 2 + wounded]`
 * is the chance of ending with `spent` points spent and a Wound (`wounded` 1) or not. `spend`
 * decides whether to spend `cost` points (given `spentBefore` already on this roll) when a die
 * fails; it is called with the value of spending and of keeping when `value` is given.
 *
 * The default policy spends whenever the points make the die pass; the best policy compares
 * `value(wounded, spent)` (what the rest of the fight is worth after this roll).
 *
 * @example
 * ```ts
 * toWoundOutcomes({ first: 5, further: 0, hero: 0 }, 1, false, null); // Float64Array [1/2, 0, 0, 1/2]
 * // 5 or 6: a Wound for free (1/3); a 4 plus one point (1/6); 1-3 fail
 * ```
 */
export function toWoundOutcomes(
  roll: StrikeRoll,
  points: number,
  carries: boolean,
  value: ((wounded: number, spent: number) => number) | null,
): Float64Array {
  const out = new Float64Array(2 * (points + 1));
  if (roll.first > 6) {
    out[0] = 1;
    return out;
  }
  const a = roll.hero < 0 ? 0 : points;
  for (let f = 1; f <= 6; f++) {
    if (f >= roll.first) {
      further(roll, 0, 0, a, value, 1 / 6, out);
      continue;
    }
    const cost = roll.first - f;
    if (cost <= a) {
      if (value === null) {
        further(roll, cost, carries ? cost : 0, a - cost, value, 1 / 6, out);
        continue;
      }
      const spend = furtherValue(roll, cost, carries ? cost : 0, a - cost, value);
      if (spend > value(0, 0)) {
        further(roll, cost, carries ? cost : 0, a - cost, value, 1 / 6, out);
        continue;
      }
    }
    out[0] = out[0]! + 1 / 6;
  }
  return out;
}

/** The further die (or none) after a passed first die: adds its outcomes times `p` to `out`. */
function further(
  roll: StrikeRoll,
  spent: number,
  carry: number,
  left: number,
  value: ((wounded: number, spent: number) => number) | null,
  p: number,
  out: Float64Array,
): void {
  if (roll.further === 0) {
    out[spent * 2 + 1] = out[spent * 2 + 1]! + p;
    return;
  }
  for (let f = 1; f <= 6; f++) {
    const q = p / 6;
    if (f + carry >= roll.further) {
      out[spent * 2 + 1] = out[spent * 2 + 1]! + q;
      continue;
    }
    const cost = roll.further - carry - f;
    if (cost <= left && (value === null || value(1, spent + cost) > value(0, spent))) {
      out[(spent + cost) * 2 + 1] = out[(spent + cost) * 2 + 1]! + q;
    } else out[spent * 2] = out[spent * 2]! + q;
  }
}

/**
 * The value of reaching the further die (or the Wound, for a one-die roll) with `spent` points
 * spent and `left` at hand, under the best policy: what spending on the first die is worth.
 *
 * @example
 * ```ts
 * furtherValue({ first: 6, further: 4, hero: 0 }, 1, 0, 2, value);
 * ```
 */
export function furtherValue(
  roll: StrikeRoll,
  spent: number,
  carry: number,
  left: number,
  value: (wounded: number, spent: number) => number,
): number {
  if (roll.further === 0) return value(1, spent);
  let sum = 0;
  for (let f = 1; f <= 6; f++) {
    if (f + carry >= roll.further) {
      sum += value(1, spent);
      continue;
    }
    const cost = roll.further - carry - f;
    const keep = value(0, spent);
    sum += cost <= left ? Math.max(value(1, spent + cost), keep) : keep;
  }
  return sum / 6;
}
