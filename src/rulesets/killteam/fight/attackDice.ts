/**
 * One player's attack dice in a Kill Team (2024) fight, from the roll to the successes it
 * retains (Kill Team (2024) core rules, "Fight", Roll attack dice; the weapon rules of that
 * step, `docs/killteam/fight.md`, "Rolling and retaining"): Accurate's dice retained without a
 * roll, the rest rolled against the Hit stat (1 worse for an injured operative), the re-rolls of
 * Balanced, Ceaseless and Relentless, Lethal's critical threshold, then Punishing, Rending and
 * Severe: the retain step ({@link retainFight}). The re-rolls, each player's best choice
 * (Balanced, Ceaseless, Relentless), are `./rerolls.ts`'s.
 *
 * Pinned readings (`docs/killteam/fight.md`): every optional rule of the retain step that adds
 * a success or makes one critical is used, as is every Accurate die.
 *
 * @module
 */

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
