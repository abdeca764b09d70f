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
 * Re-rolls: "Two-dice entries are two dice, each re-rollable once on its own" (spec, step 7;
 * the shoot phase's ROLLING TO WOUND (27) says the same of its 6+/X+ rolls). A model's
 * `reroll.wound` re-rolls each failed die (`failed`) or each natural 1 (`ones`) of its To Wound
 * rolls once, before any Might is spent on that die: Might changes a die after re-rolls, as in
 * the Duel (spec, step 4). The default policy re-rolls every die the rule allows; the best
 * Might policy re-rolls only when the rest of the fight is then worth more (a die that Might can
 * already lift may be worth keeping).
 *
 * @module
 */
import { d6Test } from '../../../rules/d6Test.js';
import { CANNOT, toWoundChart } from '../charts.js';

/**
 * Which To Wound dice a model re-rolls once: none, natural 1s, or every failed die.
 *
 * @example
 * ```ts
 * const r: WoundReroll = 'failed';
 * ```
 */
export type WoundReroll = 'none' | 'ones' | 'failed';

/**
 * One To Wound roll of a Strike, compiled: the natural roll needed on the first die (2..6, or
 * 7: cannot wound), on the further die of a two-dice entry (0: none), the Hero whose Might may
 * help (-1: none), and the dice it may re-roll.
 *
 * @example
 * ```ts
 * const roll: StrikeRoll = { first: 5, further: 0, hero: 0, reroll: 'none' }; // 5+, Hero 0's Might may help
 * ```
 */
export interface StrikeRoll {
  readonly first: number;
  readonly further: number;
  readonly hero: number;
  readonly reroll: WoundReroll;
}

/**
 * The To Wound roll of a Strike of `strength` with a To Wound modifier `mod` (0 or more)
 * against `defence`, by the Hero `hero` (-1: Might cannot help), against a model that may have
 * Heroic Defence, re-rolling `reroll` dice. Heroic Defence stops modifiers and Might, not
 * re-rolls: a re-roll is a fresh natural roll.
 *
 * @example
 * ```ts
 * fightToWound(4, 5, 0, -1, false); // { first: 5, further: 0, hero: -1, reroll: 'none' }   (S4 v D5: 5+)
 * fightToWound(3, 8, 1, 0, false);  // { first: 5, further: 3, hero: 0, reroll: 'none' }    (6+/4+, two-handed +1)
 * fightToWound(5, 5, 1, 0, true);   // { first: 6, further: 0, hero: -1, reroll: 'none' }   (Heroic Defence)
 * ```
 */
export function fightToWound(
  strength: number,
  defence: number,
  mod: number,
  hero: number,
  heroicDefence: boolean,
  reroll: WoundReroll = 'none',
): StrikeRoll {
  const entry = toWoundChart(strength, defence);
  if (entry.need === CANNOT) return { first: CANNOT, further: 0, hero: -1, reroll: 'none' };
  if (heroicDefence) return { first: 6, further: entry.further ?? 0, hero: -1, reroll };
  // d6Test checks the modified need is a roll a die can make (2..7).
  const first = d6Test(Math.max(2, entry.need - mod)).need;
  const further = entry.further === undefined ? 0 : d6Test(Math.max(2, entry.further - mod)).need;
  return { first, further, hero, reroll };
}

/**
 * Whether the rule lets a die showing `face` be re-rolled, when it needs `need` and Might
 * carried from the first die adds `carry` (a die that passes is never re-rolled: `ones`
 * re-rolls a natural 1 that fails).
 *
 * @example
 * ```ts
 * rerollable('failed', 3, 4); // true
 * rerollable('ones', 3, 4);   // false
 * rerollable('ones', 1, 4);   // true
 * ```
 */
export function rerollable(reroll: WoundReroll, face: number, need: number, carry = 0): boolean {
  if (face + carry >= need) return false;
  return reroll === 'failed' || (reroll === 'ones' && face === 1);
}

/** What the rest of the fight is worth after a roll that wounded (1) or not, `spent` points spent on it. */
type RollValue = (wounded: number, spent: number) => number;

/**
 * The outcomes of one To Wound roll with `points` of Might at hand: `out[spent * 2 + wounded]`
 * is the chance of ending with `spent` points spent and a Wound (`wounded` 1) or not. Without
 * `value` the default policy plays: every die the rule allows is re-rolled, and a failed die is
 * lifted by Might whenever the points make it pass. With `value` (what the rest of the fight is
 * worth after this roll) the best policy plays: each re-roll and each spend is taken only when
 * it is worth more.
 *
 * @example
 * ```ts
 * toWoundOutcomes({ first: 5, further: 0, hero: 0, reroll: 'none' }, 1, false, null); // Float64Array [1/2, 0, 0, 1/2]
 * // 5 or 6: a Wound for free (1/3); a 4 plus one point (1/6); 1-3 fail
 * ```
 */
export function toWoundOutcomes(
  roll: StrikeRoll,
  points: number,
  carries: boolean,
  value: RollValue | null,
): Float64Array {
  const out = new Float64Array(2 * (points + 1));
  if (roll.first > 6) {
    out[0] = 1;
    return out;
  }
  const a = roll.hero < 0 ? 0 : points;
  for (let f = 1; f <= 6; f++) {
    if (rerollable(roll.reroll, f, roll.first) && rerollsFirst(roll, f, a, carries, value)) {
      for (let g = 1; g <= 6; g++) firstFace(roll, g, a, carries, value, 1 / 36, out);
    } else firstFace(roll, f, a, carries, value, 1 / 6, out);
  }
  return out;
}

/** The first die showing `f` (after any re-roll): adds its outcomes times `p` to `out`. */
function firstFace(
  roll: StrikeRoll,
  f: number,
  a: number,
  carries: boolean,
  value: RollValue | null,
  p: number,
  out: Float64Array,
): void {
  if (f >= roll.first) {
    further(roll, 0, 0, a, value, p, out);
    return;
  }
  const cost = roll.first - f;
  if (spendsOnFirst(roll, cost, a, carries, value)) {
    further(roll, cost, carries ? cost : 0, a - cost, value, p, out);
  } else out[0] = out[0]! + p;
}

/**
 * Whether to spend `cost` points (of `a`) to lift a failed first die: the default policy
 * always can; the best only when reaching the further die (or the Wound) is worth more.
 *
 * @example
 * ```ts
 * spendsOnFirst({ first: 5, further: 0, hero: 0, reroll: 'none' }, 1, 2, false, null); // true
 * ```
 */
export function spendsOnFirst(
  roll: StrikeRoll,
  cost: number,
  a: number,
  carries: boolean,
  value: RollValue | null,
): boolean {
  if (cost > a) return false;
  return (
    value === null || furtherValue(roll, cost, carries ? cost : 0, a - cost, value) > value(0, 0)
  );
}

/**
 * Whether to re-roll a first die showing `f` that the rule lets be re-rolled: the default
 * policy always does; the best only when the fresh die is worth more than this one.
 *
 * @example
 * ```ts
 * rerollsFirst({ first: 5, further: 0, hero: 0, reroll: 'failed' }, 2, 0, false, null); // true
 * ```
 */
export function rerollsFirst(
  roll: StrikeRoll,
  f: number,
  a: number,
  carries: boolean,
  value: RollValue | null,
): boolean {
  if (value === null) return true;
  return freshBeats((g) => firstFaceValue(roll, g, a, carries, value), f);
}

/** Whether a fresh die is worth more than one showing `f`, by the value of each face. */
function freshBeats(worth: (face: number) => number, f: number): boolean {
  return freshMean(worth) > worth(f) + 1e-15;
}

/** The mean value of a fresh die. */
function freshMean(worth: (face: number) => number): number {
  let sum = 0;
  for (let g = 1; g <= 6; g++) sum += worth(g);
  return sum / 6;
}

/** The value, under the best policy, of a first die showing `f` (after any re-roll). */
function firstFaceValue(
  roll: StrikeRoll,
  f: number,
  a: number,
  carries: boolean,
  value: RollValue,
): number {
  if (f >= roll.first) return furtherValue(roll, 0, 0, a, value);
  const cost = roll.first - f;
  const keep = value(0, 0);
  if (cost > a) return keep;
  return Math.max(furtherValue(roll, cost, carries ? cost : 0, a - cost, value), keep);
}

/** The further die (or none) after a passed first die: adds its outcomes times `p` to `out`. */
function further(
  roll: StrikeRoll,
  spent: number,
  carry: number,
  left: number,
  value: RollValue | null,
  p: number,
  out: Float64Array,
): void {
  if (roll.further === 0) {
    out[spent * 2 + 1] = out[spent * 2 + 1]! + p;
    return;
  }
  for (let f = 1; f <= 6; f++) {
    if (
      rerollable(roll.reroll, f, roll.further, carry) &&
      rerollsFurther(roll, f, spent, carry, left, value)
    ) {
      for (let g = 1; g <= 6; g++) furtherFace(roll, g, spent, carry, left, value, p / 36, out);
    } else furtherFace(roll, f, spent, carry, left, value, p / 6, out);
  }
}

/** The further die showing `f` (after any re-roll): adds its outcome times `q` to `out`. */
function furtherFace(
  roll: StrikeRoll,
  f: number,
  spent: number,
  carry: number,
  left: number,
  value: RollValue | null,
  q: number,
  out: Float64Array,
): void {
  if (f + carry >= roll.further) {
    out[spent * 2 + 1] = out[spent * 2 + 1]! + q;
    return;
  }
  const cost = roll.further - carry - f;
  if (spendsOnFurther(cost, spent, left, value)) {
    out[(spent + cost) * 2 + 1] = out[(spent + cost) * 2 + 1]! + q;
  } else out[spent * 2] = out[spent * 2]! + q;
}

/**
 * Whether to spend `cost` more points (of `left`) to lift a failed further die, `spent`
 * already spent on this roll: the default policy always can; the best only when the Wound is
 * worth more.
 *
 * @example
 * ```ts
 * spendsOnFurther(1, 0, 2, null); // true
 * ```
 */
export function spendsOnFurther(
  cost: number,
  spent: number,
  left: number,
  value: RollValue | null,
): boolean {
  return cost <= left && (value === null || value(1, spent + cost) > value(0, spent));
}

/**
 * Whether to re-roll a further die showing `f` that the rule lets be re-rolled: the default
 * policy always does; the best only when the fresh die is worth more than this one.
 *
 * @example
 * ```ts
 * rerollsFurther({ first: 6, further: 4, hero: 0, reroll: 'failed' }, 2, 0, 0, 0, null); // true
 * ```
 */
export function rerollsFurther(
  roll: StrikeRoll,
  f: number,
  spent: number,
  carry: number,
  left: number,
  value: RollValue | null,
): boolean {
  if (value === null) return true;
  return freshBeats((g) => furtherFaceValue(roll, g, spent, carry, left, value), f);
}

/** The value, under the best policy, of a further die showing `f` (after any re-roll). */
function furtherFaceValue(
  roll: StrikeRoll,
  f: number,
  spent: number,
  carry: number,
  left: number,
  value: RollValue,
): number {
  if (f + carry >= roll.further) return value(1, spent);
  const cost = roll.further - carry - f;
  // The same decision the engine takes for this die (spendsOnFurther), so the two cannot drift.
  return spendsOnFurther(cost, spent, left, value) ? value(1, spent + cost) : value(0, spent);
}

/**
 * The value of reaching the further die (or the Wound, for a one-die roll) with `spent` points
 * spent and `left` at hand, under the best policy: what spending on the first die is worth.
 *
 * @example
 * ```ts
 * furtherValue({ first: 6, further: 4, hero: 0, reroll: 'none' }, 1, 0, 2, value);
 * ```
 */
export function furtherValue(
  roll: StrikeRoll,
  spent: number,
  carry: number,
  left: number,
  value: RollValue,
): number {
  if (roll.further === 0) return value(1, spent);
  const fresh = freshMean((g) => furtherFaceValue(roll, g, spent, carry, left, value));
  let sum = 0;
  for (let f = 1; f <= 6; f++) {
    const v = furtherFaceValue(roll, f, spent, carry, left, value);
    sum += rerollable(roll.reroll, f, roll.further, carry) ? Math.max(v, fresh) : v;
  }
  return sum / 6;
}
