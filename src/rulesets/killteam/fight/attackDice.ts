/**
 * One player's attack dice in a Kill Team (2024) fight, from the roll to the successes it
 * retains (Kill Team (2024) core rules, "Fight", Roll attack dice; the weapon rules of that
 * step, `docs/killteam/fight.md`, "Rolling and retaining"): Accurate's dice retained without a
 * roll, the rest rolled against the Hit stat (1 worse for an injured operative), the re-rolls of
 * Balanced, Ceaseless and Relentless, Lethal's critical threshold, then Punishing, Rending and
 * Severe: the retain step ({@link retainFight}) and the fixed re-roll rule of a Ceaseless
 * weapon ({@link fightRerolls}). The re-rolls chosen best (Balanced, Relentless) are
 * `./rerolls.ts`'s, which reads both.
 *
 * Pinned readings (`docs/killteam/fight.md`): a Ceaseless weapon (without Relentless) re-rolls
 * its fails only, decided without regard to the other's dice; every optional rule of the
 * retain step that adds a success or makes one critical is used, as is every Accurate die.
 *
 * @module
 */

import { faceCategory } from '../dice.js';
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
 * The successes a player retains: normal and critical, with a chance.
 *
 * @example
 * ```ts
 * const pool: FightPool = { normal: 2, critical: 1, p: 0.1 };
 * ```
 */
export interface FightPool {
  readonly normal: number;
  readonly critical: number;
  /** Its chance (in a fight's rolls, over the whole fight). */
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
