/**
 * One player's attack dice in a Kill Team (2024) fight, from the roll to the successes it
 * retains (Kill Team (2024) core rules, "Fight", Roll attack dice; the weapon rules of that
 * step, `docs/killteam/fight.md`, "Rolling and retaining"): Accurate's dice retained without a
 * roll, the rest rolled against the Hit stat (1 worse for an injured operative), the re-rolls of
 * Balanced, Ceaseless and Relentless, Lethal's critical threshold, then Punishing, Rending and
 * Severe. The exact distribution ({@link fightPoolDist}) and one seeded draw
 * ({@link rollFightPool}) read the same two decisions, {@link fightRerolls} and
 * {@link retainFight}.
 *
 * Pinned readings (`docs/killteam/fight.md`): both players roll at once and decide their
 * re-rolls without regard to the other's dice, so each re-rolls its failed dice (the
 * calculators' rule; re-rolling a success for a chance of a critical is not modelled), and
 * every optional rule of the step that adds a success or makes one critical is used, as is
 * every Accurate die.
 *
 * @module
 */

import { type RandomSource, uniformInt } from '../../../random/index.js';
import { categoryOdds, faceCategory, faceCounts, trinomial } from '../dice.js';
import type { AttackDice } from '../rules/KtDraft.js';
import { punish } from '../rules/punishing.js';
import { rend } from '../rules/rending.js';
import { sever } from '../rules/severe.js';

/**
 * What one fighter's roll reads: its attack dice, Hit stat as used (2..7: an injured 6+ needs a
 * 6) and critical threshold, and the weapon rules of the roll.
 *
 * @example
 * ```ts
 * const d: FightDiceRules = { atk: 4, hit: 3, critOn: 6, accurate: 0, balanced: true,
 *   ceaseless: false, relentless: false, punishing: false, rending: false, severe: false };
 * ```
 */
export interface FightDiceRules {
  readonly atk: number;
  readonly hit: number;
  /** Lethal x+: a success of x or more is critical (6 without it). */
  readonly critOn: number;
  /** Accurate x: this many dice retained as normal successes without a roll. */
  readonly accurate: number;
  readonly balanced: boolean;
  readonly ceaseless: boolean;
  readonly relentless: boolean;
  readonly punishing: boolean;
  readonly rending: boolean;
  readonly severe: boolean;
}

/**
 * The successes a player retains: normal and critical.
 *
 * @example
 * ```ts
 * const pool: FightPool = { normal: 2, critical: 1, p: 0.1 };
 * ```
 */
export interface FightPool {
  readonly normal: number;
  readonly critical: number;
  /** Its chance, in a distribution. */
  readonly p: number;
}

/** Whether a face is a fail against the roll's Hit stat. */
const fails = (d: FightDiceRules, face: number) => faceCategory(face, d.hit, d.critOn) === 0;

/**
 * Which dice a player re-rolls, by face (`out[face - 1]`): Relentless re-rolls every fail;
 * otherwise Ceaseless re-rolls every die of the failing result that most dice show (the lowest
 * such result on a tie), then Balanced one more fail not yet re-rolled.
 *
 * @example
 * ```ts
 * fightRerolls({ ...rules, hit: 4, ceaseless: true, balanced: true }, [1, 2, 0, 1, 0, 1]);
 * // [1, 2, 0, 0, 0, 0]: the two 2s (Ceaseless), then the 1 (Balanced)
 * ```
 */
export function fightRerolls(d: FightDiceRules, counts: readonly number[]): number[] {
  const out = [0, 0, 0, 0, 0, 0];
  if (d.relentless) {
    for (let f = 1; f <= 6; f++) if (fails(d, f)) out[f - 1] = counts[f - 1]!;
    return out;
  }
  if (d.ceaseless) {
    let best = 0;
    for (let f = 1; f <= 6; f++) {
      if (fails(d, f) && counts[f - 1]! > (best === 0 ? 0 : counts[best - 1]!)) best = f;
    }
    if (best > 0) out[best - 1] = counts[best - 1]!;
  }
  if (d.balanced) {
    for (let f = 1; f <= 6; f++) {
      if (fails(d, f) && counts[f - 1]! > out[f - 1]!) {
        out[f - 1]! += 1;
        break;
      }
    }
  }
  return out;
}

/**
 * The successes retained from the dice as they stand after the re-rolls: Punishing (a fail
 * retained as a normal success when a critical success was rolled), Rending (a rolled normal
 * success retained as critical, likewise), Severe (a normal success made critical when no
 * critical success was rolled). Each is used whenever it can be: a success more, or a normal
 * made critical, never hurts a fighter (a critical does all a normal does).
 *
 * @example
 * ```ts
 * retainFight({ ...rules, rending: true }, { fails: 0, normals: 2, locked: 0, crits: 1 });
 * // { normal: 1, critical: 2 }
 * ```
 */
export function retainFight(
  d: FightDiceRules,
  dice: AttackDice,
): { readonly normal: number; readonly critical: number } {
  let a = dice;
  if (a.crits > 0) {
    if (d.punishing) a = punish(a) ?? a;
    if (d.rending) a = rend(a) ?? a;
  } else if (d.severe) {
    a = sever(a) ?? a;
  }
  return { normal: a.normals + a.locked, critical: a.crits };
}

/**
 * The exact distribution of the successes a player retains, every pool of chance above 0
 * (normal-major order).
 *
 * @example
 * ```ts
 * fightPoolDist({ ...rules, atk: 1, hit: 4 });
 * // [{ normal: 0, critical: 0, p: 1/2 }, { normal: 0, critical: 1, p: 1/6 }, { normal: 1, critical: 0, p: 1/3 }]
 * ```
 */
export function fightPoolDist(d: FightDiceRules): FightPool[] {
  const locked = Math.min(d.accurate, d.atk);
  const rolled = d.atk - locked;
  const odds = categoryOdds(d.hit, d.critOn);
  const acc = new Map<number, number>();
  const add = (f: number, n: number, c: number, p: number) => {
    const r = retainFight(d, { fails: f, normals: n, locked, crits: c });
    const key = r.normal * 64 + r.critical;
    acc.set(key, (acc.get(key) ?? 0) + p);
  };
  const rerolls = d.relentless || d.ceaseless || d.balanced;
  if (!rerolls) {
    for (const o of trinomial(rolled, odds)) add(o.f, o.n, o.c, o.p);
  } else {
    for (const { counts, p } of faceCounts(rolled)) {
      const again = fightRerolls(d, counts);
      let f = 0;
      let n = 0;
      let c = 0;
      let k = 0;
      for (let face = 1; face <= 6; face++) {
        const kept = counts[face - 1]! - again[face - 1]!;
        k += again[face - 1]!;
        const cat = faceCategory(face, d.hit, d.critOn);
        if (cat === 0) f += kept;
        else if (cat === 1) n += kept;
        else c += kept;
      }
      for (const o of trinomial(k, odds)) add(f + o.f, n + o.n, c + o.c, p * o.p);
    }
  }
  return [...acc.entries()]
    .sort((x, y) => x[0] - y[0])
    .map(([key, p]) => ({ normal: Math.floor(key / 64), critical: key % 64, p }));
}

/**
 * One seeded roll of a player's attack dice, to the successes it retains (the draw of
 * {@link fightPoolDist}: the faces rolled, the same re-rolls, the same retain step).
 * `counts` is scratch of six entries, overwritten.
 *
 * @example
 * ```ts
 * rollFightPool(rules, pcg32(1), [0, 0, 0, 0, 0, 0]); // { normal: 2, critical: 0 }, say
 * ```
 */
export function rollFightPool(
  d: FightDiceRules,
  source: RandomSource,
  counts: number[],
): { readonly normal: number; readonly critical: number } {
  const locked = Math.min(d.accurate, d.atk);
  counts.fill(0);
  for (let i = locked; i < d.atk; i++) counts[uniformInt(source, 6)]! += 1;
  const again = fightRerolls(d, counts);
  for (let face = 1; face <= 6; face++) {
    const k = again[face - 1]!;
    counts[face - 1]! -= k;
    for (let i = 0; i < k; i++) counts[uniformInt(source, 6)]! += 1;
  }
  let f = 0;
  let n = 0;
  let c = 0;
  for (let face = 1; face <= 6; face++) {
    const cat = faceCategory(face, d.hit, d.critOn);
    if (cat === 0) f += counts[face - 1]!;
    else if (cat === 1) n += counts[face - 1]!;
    else c += counts[face - 1]!;
  }
  return retainFight(d, { fails: f, normals: n, locked, crits: c });
}
