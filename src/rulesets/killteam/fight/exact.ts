/**
 * The exact engine of a Kill Team fight: every pair of pools the two players can retain, with
 * its chance under both players' re-rolls (`./rerolls.ts`: the attacker's first, then the
 * defender's, each its best), played to its end by the solved game (`./game.ts`) under
 * both players' policies. The game after the roll is deterministic and of perfect information,
 * so solving each roll's game is the exact optimum of every objective that is an expectation
 * over the rolls (the chance to incapacitate, to survive, the mean net damage).
 *
 * Devastating (`docs/killteam/fight.md`, "Devastating"): each retained critical success of a
 * weapon with Devastating x inflicts x damage as the dice are retained, before the resolution;
 * the attacker's first, and a defender incapacitated by it inflicts none of its own.
 *
 * @module
 */

import type { FightPool } from './attackDice.js';
import type { KtFightPlan } from './compile.js';
import {
  type FightEnd,
  FightGame,
  type FightSideRules,
  type FightState,
  startState,
} from './game.js';
import { FightRerolls } from './rerolls.js';
import { FightTally, fightResults, type KtFightResults } from './results.js';

/** A retained pool: normal and critical successes. */
type Pool = { readonly normal: number; readonly critical: number };

/**
 * One pair of pools and its end: the attacker's and the defender's retained successes (each
 * with its own chance over the fight), the pair's chance (not the product of the two: the
 * defender re-rolls seeing the attacker's dice), the state the resolution starts from (none
 * when Devastating ended the fight), and the end (`move` -1 when no move was made).
 *
 * @example
 * ```ts
 * const r: FightRoll = solveFight(plan).rolls[0]!;
 * r.end.wB === 0; // the defender incapacitated on this roll
 * ```
 */
export interface FightRoll {
  readonly a: FightPool;
  readonly b: FightPool;
  readonly p: number;
  readonly start: FightState | undefined;
  readonly end: FightEnd;
}

/**
 * The state the resolution starts from after both players retain `a` and `b`, or, when
 * Devastating incapacitates an operative first, the end it leaves.
 *
 * @example
 * ```ts
 * fightStart(plan, { normal: 1, critical: 1 }, { normal: 2, critical: 0 }).start?.turn; // 0
 * ```
 */
export function fightStart(
  plan: KtFightPlan,
  a: { readonly normal: number; readonly critical: number },
  b: { readonly normal: number; readonly critical: number },
): { readonly start: FightState | undefined; readonly wA: number; readonly wB: number } {
  const wB = Math.max(0, plan.defender.woundsLeft - plan.attacker.devastating * a.critical);
  if (wB === 0) return { start: undefined, wA: plan.attacker.woundsLeft, wB };
  const wA = Math.max(0, plan.attacker.woundsLeft - plan.defender.devastating * b.critical);
  if (wA === 0) return { start: undefined, wA, wB };
  return { start: startState(a.normal, a.critical, b.normal, b.critical, wA, wB), wA, wB };
}

/** The re-rolls' joints solved for a plan, by {@link FightRerolls.signature}. */
const JOINTS = new WeakMap<KtFightPlan, Map<string, Float64Array>>();

/**
 * Every pair of pools of a fight played to its end, with the game that solved them (its
 * memo holds every state reached) and the re-rolls (`./rerolls.ts`: each player's best, the
 * attacker first). `sides` replaces the two players' rules, to play other policies on the same
 * dice: the rolls come in one order for every `sides` (every pair of pools either side can
 * retain, the attacker's normal successes major, chance 0 included), so the same index is the
 * same pair of pools in every solve.
 *
 * @example
 * ```ts
 * const { rolls, game } = solveFight(plan);
 * game.states; // states solved
 * ```
 */
export function solveFight(
  plan: KtFightPlan,
  sides: readonly [FightSideRules, FightSideRules] = [plan.attacker.rules, plan.defender.rules],
): { readonly rolls: FightRoll[]; readonly game: FightGame; readonly rerolls: FightRerolls } {
  const game = new FightGame(sides);
  const endOf = (a: Pool, b: Pool): FightEnd => {
    const s = fightStart(plan, a, b);
    return s.start ? game.resolve(s.start) : { wA: s.wA, wB: s.wB, move: -1 };
  };
  const rerolls = new FightRerolls(plan, sides, endOf);
  // The advice's solves of other policies often leave every end as it was (a heuristic that
  // plays as the optimum on these pools): their re-rolls are the same solve, kept by plan.
  let solved = JOINTS.get(plan);
  if (!solved) {
    solved = new Map();
    JOINTS.set(plan, solved);
  }
  let joint = solved.get(rerolls.signature);
  if (!joint) {
    joint = rerolls.joint();
    solved.set(rerolls.signature, joint);
  }
  const wa = plan.attacker.dice.atk + 1;
  const wb = plan.defender.dice.atk + 1;
  const margA = new Float64Array(rerolls.poolsA);
  const margB = new Float64Array(rerolls.poolsB);
  for (let i = 0; i < rerolls.poolsA; i++) {
    for (let j = 0; j < rerolls.poolsB; j++) {
      margA[i]! += joint[i * rerolls.poolsB + j]!;
      margB[j]! += joint[i * rerolls.poolsB + j]!;
    }
  }
  const rolls: FightRoll[] = [];
  for (let an = 0; an < wa; an++) {
    for (let ac = 0; an + ac < wa; ac++) {
      const i = an * wa + ac;
      const a = { normal: an, critical: ac, p: margA[i]! };
      for (let bn = 0; bn < wb; bn++) {
        for (let bc = 0; bn + bc < wb; bc++) {
          const j = bn * wb + bc;
          const b = { normal: bn, critical: bc, p: margB[j]! };
          const s = fightStart(plan, a, b);
          rolls.push({ a, b, p: joint[i * rerolls.poolsB + j]!, start: s.start, end: endOf(a, b) });
        }
      }
    }
  }
  return { rolls, game, rerolls };
}

/**
 * The exact results of a solved fight's rolls.
 *
 * @example
 * ```ts
 * resultsOf(plan, solveFight(plan).rolls).damageToDefender.mean();
 * ```
 */
export function resultsOf(plan: KtFightPlan, rolls: readonly FightRoll[]): KtFightResults {
  const t = new FightTally(plan);
  for (const r of rolls) {
    t.add(
      r.p,
      plan.attacker.woundsLeft - r.end.wA,
      plan.defender.woundsLeft - r.end.wB,
      r.a.critical > 0,
      r.b.critical > 0,
    );
  }
  return fightResults(plan, t);
}

/**
 * The exact results of a compiled fight, both players playing their policies.
 *
 * @example
 * ```ts
 * exactFight(compileFight(scenario)).defenderIncapacitated.at(1);
 * ```
 */
export function exactFight(plan: KtFightPlan): KtFightResults {
  return resultsOf(plan, solveFight(plan).rolls);
}
