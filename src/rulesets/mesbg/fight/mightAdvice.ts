/**
 * Which Might a side should spend (spec `mesbg-fight.md`, "Player decisions", Duel Might and
 * Duel or wounds): the best policy's decisions in the Duel, as a table a player can read at the
 * table (its Hero's best die against the foe's best die: the points to spend), and where the
 * points go on average, in the Duel and on To Wound dice, as played and with the best spend.
 *
 * @module
 */

import type { Dist } from '../../../dist/Dist.js';
import { compileFight, type FightPlan, type FightSidePlan } from './compile.js';
import { DuelDecisions, sideStates } from './duel.js';
import {
  duelMightOutcome,
  type FightSolve,
  type FightSolves,
  goalChance,
  mightWorth,
  solveFight,
  withPolicy,
} from './exact.js';
import { fightComparison, sideFight } from './heroicStrike.js';
import type { MesbgFightScenario, MightGoal, MightPolicy } from './types.js';

/**
 * The best Duel spend in one comparison of the sides' Fight: `spend[own - 1][foe - 1]` is the
 * points to put on the Hero's best die when it shows `own` (and is the side's best die) and the
 * foe's best die shows `foe` (0: spend nothing).
 *
 * @example
 * ```ts
 * const t: DuelSpendTable = { chance: 1, ties: 'roll-off', hero: 'Aragorn', spend: [[0, 1, 0, 0, 0, 0]] };
 * ```
 */
export interface DuelSpendTable {
  /** P(this comparison of Fight): 1 unless a Heroic Strike is declared. */
  readonly chance: number;
  /** Who wins a tie on the dice, seen from the side: it (`win`), the foe (`lose`), a `roll-off`. */
  readonly ties: 'win' | 'lose' | 'roll-off';
  /** The Hero whose dice the points raise (the side's first Hero with Might). */
  readonly hero: string;
  readonly spend: readonly (readonly number[])[];
}

/**
 * What a side's Might does, as played and with the best spend, and the best spend in the Duel.
 *
 * @example
 * ```ts
 * const a: MightAdvice = mightAdvice(scenario, 'A')!;
 * a.best - a.asPlayed; // what the best spend gains, in chance (not Might points)
 * ```
 */
export interface MightAdvice {
  readonly side: 'A' | 'B';
  readonly policy: MightPolicy;
  readonly goal: MightGoal;
  /** P(goal) under the side's policy, and under the best one. */
  readonly asPlayed: number;
  readonly best: number;
  /** The best spend in the Duel, one table per comparison of Fight; empty when the side spends none there. */
  readonly duel: readonly DuelSpendTable[];
  /** Mean Might spent in the Duel and on To Wound dice, as played and with the best spend. */
  readonly duelSpent: { readonly asPlayed: number; readonly best: number };
  readonly woundSpent: { readonly asPlayed: number; readonly best: number };
}

/**
 * The Might advice for side `x`, or null when its models have no Might. Solves the fight twice
 * (as played, and with `x` playing `best`): about twice the exact engine's time. An exact
 * evaluation has made those solves already: `mightAdviceOf` reads the advice from its
 * results.
 *
 * @example
 * ```ts
 * mightAdvice(captains, 'A')?.duel[0]?.spend[3]?.[4]; // points to spend with a 4 against a 5
 * ```
 */
export function mightAdvice(s: MesbgFightScenario, x: 'A' | 'B'): MightAdvice | null {
  const played = compileFight(s);
  const own = x === 'A' ? played.a : played.b;
  if (own.totalMight === 0) return null;
  const best = own.side.might === 'best' ? played : withPolicy(played, x, 'best');
  const solved = solveFight(played);
  return adviceFrom(x, played, solved, best, best === played ? solved : solveFight(best));
}

/** Advice already found, by the `mightGoal` result of the evaluation that found it. */
const FOUND = new WeakMap<Dist, MightAdvice>();

/**
 * Keep the Might advice of each side with Might beside the results of an exact fight, from the
 * solves the evaluation made (`exactFight`'s `solves`), for `mightAdviceOf`.
 *
 * @internal
 * @example
 * ```ts
 * const solves: FightSolves = {};
 * keepMightAdvice(exactFight(plan, solves), plan, solves);
 * ```
 */
export function keepMightAdvice(
  results: Readonly<Record<string, Dist | undefined>>,
  plan: FightPlan,
  solves: FightSolves,
): void {
  for (const x of ['A', 'B'] as const) {
    const goal = results[`mightGoal${x}`];
    const best = solves[x];
    if (goal === undefined || best === undefined || solves.played === undefined) continue;
    FOUND.set(goal, adviceFrom(x, plan, solves.played, best.plan, best.solved));
  }
}

/**
 * The Might advice for side `x` that an exact evaluation found, read from its results (the
 * `mightGoalA` / `mightGoalB` result it came with): the command line's report reads it rather
 * than solving the fight again. Null when the results hold none: a side without Might, a Monte
 * Carlo run, or results that did not come from `evaluate()` (then call {@link mightAdvice}).
 *
 * @example
 * ```ts
 * mightAdviceOf(evaluate(captains).results, 'A')?.best; // P(A's goal) with the best spend
 * ```
 */
export function mightAdviceOf(results: object, x: 'A' | 'B'): MightAdvice | null {
  const goal = (results as Readonly<Record<string, Dist | undefined>>)[`mightGoal${x}`];
  return (goal && FOUND.get(goal)) ?? null;
}

/** The advice for side `x` from its solves as played and at its best policy. */
function adviceFrom(
  x: 'A' | 'B',
  played: FightPlan,
  playedSolve: FightSolve,
  best: FightPlan,
  bestSolve: FightSolve,
): MightAdvice {
  const own = (p: FightPlan) => (x === 'A' ? p.a : p.b);
  const summed = (p: FightPlan, solve: FightSolve) => {
    const { ta, tb } = solve;
    const tally = x === 'A' ? ta : tb;
    const total = meanOf(tally.might, ta.win + tb.win);
    const duel = own(p).duelMight ? meanOf(solve.duelSpent, 1) : 0;
    return { goal: goalChance(p, x, ta, tb), total, duel };
  };
  const a = summed(played, playedSolve);
  const b = best === played ? a : summed(best, bestSolve);
  const side = own(played).side;
  return {
    side: x,
    policy: side.might,
    goal: side.goal,
    asPlayed: a.goal,
    best: b.goal,
    duel: own(best).duelMight ? duelTables(best, own(best), bestSolve.values) : [],
    duelSpent: { asPlayed: a.duel, best: b.duel },
    woundSpent: { asPlayed: a.total - a.duel, best: b.total - b.duel },
  };
}

function meanOf(w: ArrayLike<number>, total: number): number {
  let m = 0;
  for (let k = 0; k < w.length; k++) m += k * w[k]!;
  return m / total;
}

/**
 * The best Duel spend of `side` (the Duel's Might side of `plan`) for each Fight comparison,
 * from the best policy's values its solve found.
 */
function duelTables(
  plan: FightPlan,
  side: FightSidePlan,
  values: FightSolve['values'],
): DuelSpendTable[] {
  const worth = mightWorth(plan, values.a, values.b);
  const sa = sideStates(plan.a);
  const sb = sideStates(plan.b);
  const isA = side === plan.a;
  const cmp = fightComparison(sideFight(plan.a.fight), sideFight(plan.b.fight));
  const hero = side.side.models[side.heroes[0]!]!;
  const tables: DuelSpendTable[] = [];
  for (let c = 0; c < 3; c++) {
    if (cmp[c]! === 0) continue;
    const tieA = c === 0 ? 1 : c === 1 ? 0 : plan.rollOffA;
    const d = new DuelDecisions(plan, sa, sb, tieA);
    const spend: number[][] = [];
    for (let v = 1; v <= 6; v++) {
      const row: number[] = [];
      // The Hero's die is the side's best: best v, Hero 0's best v, other Heroes no die.
      const ownCode = v + 7 * v;
      for (let u = 1; u <= 6; u++) {
        const o = isA
          ? duelMightOutcome(plan, d, ownCode, u, worth)
          : duelMightOutcome(plan, d, u, ownCode, worth);
        row.push(o.hero === 0 ? o.spend : 0);
      }
      spend.push(row);
    }
    const ties = c === 2 ? 'roll-off' : (c === 0) === isA ? 'win' : 'lose';
    tables.push({ chance: cmp[c]!, ties, hero: hero.name ?? 'its Hero', spend });
  }
  return tables;
}
