/**
 * The cost of a Kill Team fight, read from its compiled plan before any work: the fight runs
 * on engines of its own, so it prices them itself and the cost model (`src/cost/`) adds the
 * parts up (the ruleset contract's `cost`, `src/format/ruleset.ts`).
 *
 * - The game (`./game.ts`): its memo holds at most one entry per state, and a state is each
 *   side's unresolved normal and critical successes with the damage it has dealt (the pairs one
 *   pool of its dice can reach, `fightStateBound`), whose turn it is and each Shock spent. An exact
 *   evaluation solves the game as played, then once for each heuristic on each side (the
 *   comparisons the report shows, `./advice.ts`): nine games.
 * - The rolls: every pair of pools, once per game.
 * - The re-rolls (`./rerolls.ts`), once per game: the defender's programme for each pool the
 *   attacker can retain, carried from each class of the defender's roll, and the attacker's for
 *   each class of the defender's roll (`fightRerollWork`).
 * - A Monte Carlo run: its steps (`fightSamplingWork`) and one game, solved as it is walked.
 *
 * The rates are measured on the reference machine against the time of whole evaluations, per
 * state of the bound (`test/rulesets/killteam/fight/cost.test.ts` holds the states counted under
 * the bound) and rounded up.
 *
 * @module
 */
import type { RunOptions } from '../../../format/types.js';
import type { KtFightPlan, KtFightSidePlan } from './compile.js';
import { FIGHT_HEURISTICS } from './game.js';
import { fightSamplingWork } from './sample.js';

/**
 * One part of a fight's estimate, as the cost model reads it.
 *
 * @example
 * ```ts
 * const p: KtFightCostPart = { what: 'fight game: 9 solves of at most 4800 states', seconds: 0.1, bytes: 1e6 };
 * ```
 */
export interface KtFightCostPart {
  readonly what: string;
  readonly seconds: number;
  readonly bytes: number;
}

/**
 * Rates of the fight's engines on the reference machine, rounded up.
 *
 * @example
 * ```ts
 * KT_FIGHT_COST.stateSeconds; // seconds per state of the game solved
 * ```
 */
export const KT_FIGHT_COST = {
  /**
   * Seconds per state of the bound, per game: a game solves about 6% of its bound's states (5.4%
   * to 5.8% measured from 4 to 8 dice a side), at about 1 µs each (its moves, their children
   * looked up, the memo): 5e-8 measured, doubled.
   */
  stateSeconds: 1e-7,
  /** Bytes per state of the bound held in the memo (100 bytes a Map entry, 6% of the bound, doubled). */
  stateBytes: 12,
  /** Seconds per pair of pools played from the memo. */
  rollSeconds: 1e-6,
  /** Seconds per step of a simulated fight. */
  stepSeconds: 3e-8,
  /**
   * Seconds per unit of `fightRerollWork` (a state of a re-roll programme decided or carried):
   * 2.2e-7 to 3e-7 measured (8 and 10 dice of Relentless a side, a loaded machine), rounded up.
   */
  rerollSeconds: 4e-7,
  /** Bytes per unit of `fightRerollWork` held in the programmes' memos. */
  rerollBytes: 40,
  /** Seconds of any evaluation's bookkeeping (pools, results). */
  solveSeconds: 1e-3,
} as const;

/**
 * Games an exact evaluation solves: as played, and each heuristic on each side.
 *
 * @example
 * ```ts
 * EXACT_GAMES; // 9
 * ```
 */
export const EXACT_GAMES = 1 + 2 * FIGHT_HEURISTICS.length;

function pools(atk: number): number {
  return ((atk + 1) * (atk + 2)) / 2;
}

/**
 * The pairs of (a side's unresolved dice, the damage it has dealt) a game can hold: dice left
 * `n` normal and `c` critical, after `sn` normal and `sc` critical strikes and Devastating on
 * `k` critical successes, all from one pool of at most `atk` dice (so `n + sn + k <= atk` with
 * `k >= c + sc`: Accurate, Punishing and Rending never make the pool larger than the dice), the
 * damage counted up to the opponent's wounds left. The opponent's blocks and Shock remove dice
 * without damage, which the inequalities allow.
 */
function sideStates(striker: KtFightSidePlan, opponent: KtFightSidePlan): number {
  const { atk } = striker.dice;
  const { damage, criticalDamage } = striker.rules;
  const dev = striker.devastating;
  const cap = opponent.woundsLeft;
  let total = 0;
  const seen = new Set<number>();
  for (let n = 0; n <= atk; n++) {
    for (let c = 0; n + c <= atk; c++) {
      seen.clear();
      for (let sn = 0; n + c + sn <= atk; sn++) {
        for (let sc = 0; n + c + sn + sc <= atk; sc++) {
          const struck = sn * damage + sc * criticalDamage;
          // Devastating's critical successes: every critical of the pool, struck or not.
          const kMax = dev > 0 ? atk - n - sn : c + sc;
          for (let k = c + sc; k <= kMax; k++) seen.add(Math.min(cap, struck + k * dev));
        }
      }
      total += seen.size;
    }
  }
  return total;
}

function choose(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

/** The states of a side's re-roll programme and the classes of its rolls the opponent tells apart. */
function rerollShape(side: KtFightSidePlan) {
  const d = side.dice;
  const m = d.atk - Math.min(d.accurate, d.atk);
  const rolls = choose(m + 2, 2);
  const faces = choose(m + 5, 5);
  if (d.ceaseless && !d.relentless) {
    // Ceaseless (`./rerolls.ts`): every split of the dice into not re-rolled and re-rolled by
    // category (as Relentless), by the dice left of its result (0..m, of one of 3 categories),
    // Balanced's die used or not; its rolls told apart by their faces. A roll's spread carries
    // only the states it reaches: the results of the dice it re-rolls (at most C(m + 3, 3)).
    const states = faces * (3 * m + 1) * (d.balanced ? 2 : 1);
    return { states, classes: faces, carried: states + faces * choose(m + 3, 3) };
  }
  // Relentless: every split of the dice into not re-rolled and re-rolled, by category; Balanced:
  // the rolls, and each with one die re-rolled (3 results); else the rolls alone.
  const states = d.relentless ? faces : d.balanced ? 4 * rolls : rolls;
  return { states, classes: rolls, carried: states * (1 + rolls) };
}

/**
 * The work of one solve of a fight's re-rolls (`./rerolls.ts`), in states of the re-roll
 * programmes decided or carried: the attacker's programme for each class of the defender's
 * roll (decided, then carried once); the defender's for each pool the attacker can retain
 * (decided, then carried from each class of the defender's roll).
 *
 * @example
 * ```ts
 * fightRerollWork(plan); // 2.8e6 for 8 dice of Relentless a side
 * ```
 */
export function fightRerollWork(plan: KtFightPlan): number {
  const a = rerollShape(plan.attacker);
  const b = rerollShape(plan.defender);
  const attacker = b.classes * a.states * 2;
  const defender = pools(plan.attacker.dice.atk) * b.carried;
  return attacker + defender;
}

/**
 * A bound on the states of one game of the fight: each side's (dice left, damage dealt) pairs
 * ({@link sideStates}: the damage a side has dealt is the wounds its opponent has lost), whose
 * turn it is, each Shock spent.
 *
 * @example
 * ```ts
 * fightStateBound(plan); // 13,924 for two 4-dice weapons of 3/4 Damage against 12 and 10 wounds
 * ```
 */
export function fightStateBound(plan: KtFightPlan): number {
  const a = plan.attacker;
  const d = plan.defender;
  const shock = (a.rules.shock ? 2 : 1) * (d.rules.shock ? 2 : 1);
  return sideStates(a, d) * sideStates(d, a) * 2 * shock;
}

/** `1234`, or `1.2e+7` past ten million. */
function count(n: number): string {
  return n >= 1e7 ? n.toExponential(1) : String(Math.round(n));
}

/**
 * The estimate of a compiled fight run by the method and samples of `run`, in parts.
 *
 * @example
 * ```ts
 * fightCost(plan, { method: 'exact', samples: 0 })[0]?.what; // 'fight game: 9 solves of at most 5850 states'
 * ```
 */
export function fightCost(plan: KtFightPlan, run: RunOptions): KtFightCostPart[] {
  const K = KT_FIGHT_COST;
  const states = fightStateBound(plan);
  const rolls = pools(plan.attacker.dice.atk) * pools(plan.defender.dice.atk);
  const rerolls = fightRerollWork(plan);
  const rerollPart = (solves: number): KtFightCostPart => ({
    what: `re-rolls: ${solves === 1 ? 'one solve' : `${solves} solves`} of about ${count(rerolls)} programme states`,
    seconds: solves * rerolls * K.rerollSeconds,
    bytes: rerolls * K.rerollBytes,
  });
  if (run.method !== 'monte-carlo') {
    return [
      {
        what: `fight game: ${EXACT_GAMES} solves of at most ${count(states)} states`,
        seconds: EXACT_GAMES * (states * K.stateSeconds + rolls * K.rollSeconds) + K.solveSeconds,
        bytes: states * K.stateBytes,
      },
      rerollPart(EXACT_GAMES),
    ];
  }
  const steps = fightSamplingWork(plan, run.samples);
  return [
    {
      what: `fight game: at most ${count(states)} states`,
      seconds: states * K.stateSeconds + K.solveSeconds,
      bytes: states * K.stateBytes,
    },
    // The sampler solves the programmes its rolls reach: at most one solve's.
    rerollPart(1),
    {
      what: `${run.samples} samples of about ${count(steps / run.samples)} steps`,
      seconds: steps * K.stepSeconds,
      bytes: 0,
    },
  ];
}
