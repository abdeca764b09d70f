/**
 * What a Kill Team fight's solution says to a player (`docs/killteam/fight.md`, "Reading the
 * solution"): the outcome as played beside the outcome when either side plays each of the
 * calculators' heuristics instead (the other side still playing its own policy, and answering
 * the heuristic at its best when that policy is `optimal`), and the best first choice of the
 * most likely rolls: who moves, each legal first move and where it leads, and what each
 * heuristic would play first instead.
 *
 * @module
 */
import type { Dist } from '../../../dist/Dist.js';
import type { KtFightPlan } from './compile.js';
import { type FightRoll, resultsOf, solveFight } from './exact.js';
import {
  FIGHT_HEURISTICS,
  type FightEnd,
  type FightMove,
  type FightPolicy,
  type FightSideRules,
  heuristicMove,
} from './game.js';
import type { KtFightResults } from './results.js';

/**
 * A fight's outcome in four numbers: each operative's chance to be incapacitated and the mean
 * damage each suffers.
 *
 * @example
 * ```ts
 * const o: KtFightOutcome = { attackerIncapacitated: 0.1, defenderIncapacitated: 0.4,
 *   damageToAttacker: 3.2, damageToDefender: 5.1 };
 * ```
 */
export interface KtFightOutcome {
  readonly attackerIncapacitated: number;
  readonly defenderIncapacitated: number;
  readonly damageToAttacker: number;
  readonly damageToDefender: number;
}

/**
 * The outcome when one side plays `policy` (the other its scenario's).
 *
 * @example
 * ```ts
 * const row: KtFightPolicyRow = { side: 'attacker', policy: 'strike', outcome };
 * ```
 */
export interface KtFightPolicyRow {
  readonly side: 'attacker' | 'defender';
  readonly policy: FightPolicy;
  readonly outcome: KtFightOutcome;
}

/**
 * The first choice of one roll: the pools, its chance, who moves first, the move its policy
 * makes and the end, every legal first move with the end it leads to (both playing their
 * policies afterwards), and, for each heuristic of the side that moves, its first move and the
 * end when that side plays the heuristic throughout.
 *
 * @example
 * ```ts
 * const c: KtFightFirstChoice = fightAdvice(plan).firstChoices[0]!;
 * c.best.move; // 0: strike with a critical
 * ```
 */
export interface KtFightFirstChoice {
  readonly attacker: { readonly normal: number; readonly critical: number };
  readonly defender: { readonly normal: number; readonly critical: number };
  readonly p: number;
  readonly mover: 'attacker' | 'defender';
  readonly best: FightEnd;
  readonly options: readonly { readonly move: FightMove; readonly end: FightEnd }[];
  readonly heuristics: readonly {
    readonly policy: FightPolicy;
    readonly move: FightMove;
    readonly end: FightEnd;
  }[];
}

/**
 * The advice of a fight: the outcome as played, with each heuristic on each side, the first
 * choices of the most likely rolls whose first move changes their end, and how often, over every roll, the
 * side that moves first makes each first move as played.
 *
 * @example
 * ```ts
 * fightAdvice(plan).policies.find((r) => r.side === 'attacker' && r.policy === 'strike');
 * ```
 */
export interface KtFightAdvice {
  readonly asPlayed: KtFightOutcome;
  readonly policies: readonly KtFightPolicyRow[];
  readonly firstChoices: readonly KtFightFirstChoice[];
  /** P(the first move is each move), over all rolls: `firstMoves[move]`; rolls with no move are left out. */
  readonly firstMoves: readonly number[];
}

/**
 * First choices shown: the most likely rolls whose first move changes their end.
 *
 * @example
 * ```ts
 * fightAdvice(plan).firstChoices.length <= FIRST_CHOICES_SHOWN; // true
 * ```
 */
export const FIRST_CHOICES_SHOWN = 8;

function matters(options: readonly { readonly end: FightEnd }[]): boolean {
  return options.some((o) => o.end.wA !== options[0]!.end.wA || o.end.wB !== options[0]!.end.wB);
}

/**
 * The four numbers of a fight's results.
 *
 * @example
 * ```ts
 * outcomeOf(exactFight(plan)).defenderIncapacitated;
 * ```
 */
export function outcomeOf(r: KtFightResults): KtFightOutcome {
  return {
    attackerIncapacitated: r.attackerIncapacitated.at(1),
    defenderIncapacitated: r.defenderIncapacitated.at(1),
    damageToAttacker: r.damageToAttacker.mean(),
    damageToDefender: r.damageToDefender.mean(),
  };
}

function withPolicy(
  plan: KtFightPlan,
  side: 0 | 1,
  policy: FightPolicy,
): readonly [FightSideRules, FightSideRules] {
  const a = plan.attacker.rules;
  const d = plan.defender.rules;
  return side === 0 ? [{ ...a, policy }, d] : [a, { ...d, policy }];
}

/**
 * The advice of a compiled fight, from the rolls solved as played (`rolls`, when the caller
 * has them) and a solve for each heuristic on each side.
 *
 * @example
 * ```ts
 * fightAdvice(plan).firstChoices[0]?.options.map((o) => o.move); // [0, 1, 4]
 * ```
 */
export function fightAdvice(
  plan: KtFightPlan,
  played: ReturnType<typeof solveFight> = solveFight(plan),
): KtFightAdvice {
  const policies: KtFightPolicyRow[] = [];
  const heuristicRolls = new Map<string, FightRoll[]>();
  for (const side of [0, 1] as const) {
    for (const policy of FIGHT_HEURISTICS) {
      const { rolls } = solveFight(plan, withPolicy(plan, side, policy));
      heuristicRolls.set(`${side}:${policy}`, rolls);
      policies.push({
        side: side === 0 ? 'attacker' : 'defender',
        policy,
        outcome: outcomeOf(resultsOf(plan, rolls)),
      });
    }
  }
  const firstMoves = [0, 0, 0, 0, 0];
  const choices: { roll: FightRoll; index: number }[] = [];
  played.rolls.forEach((roll, index) => {
    if (roll.end.move >= 0) firstMoves[roll.end.move]! += roll.p;
    // A roll matters when its first move changes its end: two legal moves leading apart.
    if (roll.p > 0 && roll.start && matters(played.game.options(roll.start))) {
      choices.push({ roll, index });
    }
  });
  choices.sort((x, y) => y.roll.p - x.roll.p || x.index - y.index);
  const firstChoices = choices.slice(0, FIRST_CHOICES_SHOWN).map(({ roll, index }) => {
    const s = roll.start!;
    const mover = s.turn;
    const sides = played.game.sides;
    const own = sides[mover];
    const opponent = sides[1 - mover]!;
    const n = mover === 0 ? s.an : s.bn;
    const c = mover === 0 ? s.ac : s.bc;
    const on = mover === 0 ? s.bn : s.an;
    const oc = mover === 0 ? s.bc : s.ac;
    const heuristics = FIGHT_HEURISTICS.map((policy) => {
      const end = heuristicRolls.get(`${mover}:${policy}`)![index]!.end;
      // max-damage is a search: its first move is the one its solve made.
      const move =
        policy === 'max-damage'
          ? (end.move as FightMove)
          : heuristicMove(policy, own, opponent, n, c, on, oc, mover === 0 ? s.wB : s.wA);
      return { policy, move, end };
    });
    return {
      attacker: { normal: roll.a.normal, critical: roll.a.critical },
      defender: { normal: roll.b.normal, critical: roll.b.critical },
      p: roll.p,
      mover: mover === 0 ? ('attacker' as const) : ('defender' as const),
      best: roll.end,
      options: played.game.options(s),
      heuristics,
    };
  });
  return {
    asPlayed: outcomeOf(resultsOf(plan, played.rolls)),
    policies,
    firstChoices,
    firstMoves,
  };
}

/** Advice already found, by the `defenderIncapacitated` result of the evaluation that found it. */
const FOUND = new WeakMap<Dist, KtFightAdvice>();

/**
 * Keep the advice an exact evaluation found beside its results, for {@link fightAdviceOf}.
 *
 * @internal
 * @example
 * ```ts
 * keepFightAdvice(results, fightAdvice(plan, solved));
 * ```
 */
export function keepFightAdvice(results: KtFightResults, advice: KtFightAdvice): void {
  FOUND.set(results.defenderIncapacitated, advice);
}

/**
 * The advice an exact evaluation found, read from its results; null for a Monte Carlo run or
 * results made elsewhere (then call {@link fightAdvice}).
 *
 * @example
 * ```ts
 * fightAdviceOf(evaluate(fight).results)?.firstChoices[0]?.best.move;
 * ```
 */
export function fightAdviceOf(results: object): KtFightAdvice | null {
  const key = (results as { defenderIncapacitated?: Dist }).defenderIncapacitated;
  return (key && FOUND.get(key)) ?? null;
}
