/**
 * The exact engine of a MESBG fight (spec `mesbg-fight.md`, every step): Fight values and
 * Heroic Strike give three cases (A's Fight higher, lower, equal); in each, both sides' Duel
 * states after the banners' re-rolls (`duel.ts`), then Might on the Duel and who wins, then the
 * winner's wound phase (`woundPhase.ts`) from the Might it has left. Nothing is sampled: every
 * result is a sum over every die.
 *
 * Cost: O(states of A × states of B × re-rolls) for the Duel (states: 6^kinds of Duel dice) and
 * O(rolls × Wounds × Fate × Might codes × 36) for each wound phase.
 *
 * @module
 */
import type { Dist } from '../../../dist/Dist.js';
import { compileFight, duelMightSide, type FightPlan, type FightSidePlan } from './compile.js';
import { afterRerolls, bestOf, DuelDecisions, heroBestOf, sideStates } from './duel.js';
import { fightComparison, sideFight } from './heroicStrike.js';
import { bernoulliOf, fightResults, SideTally } from './tally.js';
import type { MesbgFightScenario, MightPolicy } from './types.js';
import { duelWinA } from './whoWins.js';
import {
  mightCodes,
  mightLeft,
  spendMight,
  type WoundPhase,
  woundPhaseForward,
  woundPhaseValues,
} from './woundPhase.js';

/**
 * The exact results of a fight: the spec's Outputs (see `tally.ts` for the keys), then
 * `duelWinAWithoutHeroicStrike` when a Heroic Strike is declared, and for each side with Might
 * `mightGoalA` (P(its goal) under its policy) and `mightBestA` (under the best policy).
 * `solves`, when given, receives the solves made (`FightSolves`), so that what reads more
 * from them (the Might advice) needs no solve of its own.
 *
 * @example
 * ```ts
 * exactFight(compileFight(scenario)).duelWinA.at(1); // P(A wins the Duel)
 * ```
 */
export function exactFight(plan: FightPlan, solves?: FightSolves): Record<string, Dist> {
  const played = solveFight(plan);
  const { ta, tb } = played;
  if (solves) solves.played = played;
  const out = fightResults(plan, ta, tb);
  if (plan.heroicStrike) {
    out.duelWinAWithoutHeroicStrike = bernoulliOf(duelOnlyWinA(plan, false));
  }
  for (const [x, side] of [
    ['A', plan.a],
    ['B', plan.b],
  ] as const) {
    if (side.totalMight === 0) continue;
    const goal = goalChance(plan, x, ta, tb);
    let best = goal;
    if (side.side.might !== 'best') {
      const bestPlan = withPolicy(plan, x, 'best');
      const solved = solveFight(bestPlan);
      best = goalChance(bestPlan, x, solved.ta, solved.tb);
      if (solves) solves[x] = { plan: bestPlan, solved };
    } else if (solves) solves[x] = { plan, solved: played };
    out[`mightGoal${x}`] = bernoulliOf(goal);
    out[`mightBest${x}`] = bernoulliOf(best);
  }
  return out;
}

/**
 * The solves {@link exactFight} made, for whoever reads more from them than its results (the
 * Might advice of `mightAdvice.ts`): the fight as played, and for each side with Might the plan
 * with that side at its best policy and its solve (the fight as played when it plays `best`).
 *
 * @example
 * ```ts
 * const solves: FightSolves = {};
 * exactFight(plan, solves);
 * solves.A?.solved.ta.win; // P(A wins the Duel) with A at its best
 * ```
 */
export interface FightSolves {
  played?: FightSolve;
  A?: { readonly plan: FightPlan; readonly solved: FightSolve };
  B?: { readonly plan: FightPlan; readonly solved: FightSolve };
}

/**
 * One solve of a fight ({@link solveFight}): both sides' tallies, the best policy's values of
 * each side playing it, and the chances of each number of Might points the Duel's Might side
 * spends in the Duel.
 *
 * @example
 * ```ts
 * const s: FightSolve = solveFight(plan);
 * s.duelSpent[0]; // P(no Might spent in the Duel)
 * ```
 */
export interface FightSolve {
  readonly ta: SideTally;
  readonly tb: SideTally;
  readonly values: {
    readonly a: readonly Float64Array[] | null;
    readonly b: readonly Float64Array[] | null;
  };
  readonly duelSpent: Float64Array;
}

/**
 * The plan with side `x`'s Might policy replaced (compiled again: the policy decides which
 * Heroes spend in the Duel, so their dice kinds too).
 *
 * @internal
 * @example
 * ```ts
 * withPolicy(plan, 'A', 'best').a.side.might; // 'best'
 * ```
 */
export function withPolicy(plan: FightPlan, x: 'A' | 'B', might: MightPolicy): FightPlan {
  const s = plan.scenario;
  const key = x === 'A' ? 'sideA' : 'sideB';
  return compileFight({ ...s, [key]: { ...s[key], might } } as MesbgFightScenario);
}

/**
 * P(side x's goal): its target slain (`slay`), its own struck model alive (`survive`), or the
 * Duel won (`win-duel-chance`), from the tallies of {@link solveFight}.
 *
 * @internal
 * @example
 * ```ts
 * goalChance(plan, 'A', ...Object.values(solveFight(plan)));
 * ```
 */
export function goalChance(plan: FightPlan, x: 'A' | 'B', ta: SideTally, tb: SideTally): number {
  const side = x === 'A' ? plan.a : plan.b;
  const own = x === 'A' ? ta : tb;
  const foe = x === 'A' ? tb : ta;
  const total = ta.win + tb.win;
  if (side.side.goal === 'slay') return own.slain() / total;
  if (side.side.goal === 'win-duel-chance') return own.win / total;
  return 1 - foe.slain() / total;
}

/**
 * P(A wins the Duel), with or without the declared Heroic Strikes, every side playing its Might
 * policy (`duelAlone.ts`).
 *
 * @example
 * ```ts
 * duelOnlyWinA(plan, false); // as if no Hero struck heroically
 * ```
 */
export function duelOnlyWinA(plan: FightPlan, heroic: boolean): number {
  return duelAlone(plan, heroic).winA;
}

/**
 * P(A wins the Duel) and the chances of each number of Might points the Duel's Might side
 * spends, with or without the declared Heroic Strikes (`heroic`), every side playing its
 * policy (the wound phase is read only when the Duel's Might side weighs it: `best` for `slay`
 * or `survive`).
 *
 * @example
 * ```ts
 * duelAlone(compileFight(scenario), true).winA;
 * ```
 */
export function duelAlone(
  plan: FightPlan,
  heroic: boolean,
): { readonly winA: number; readonly spent: Float64Array } {
  const side = duelMightSide(plan);
  const values = (x: FightPlan['a']) =>
    x.duelMight && needsWoundPhase(plan) ? woundPhaseValues(x.phase) : null;
  const worth = mightWorth(plan, values(plan.a), values(plan.b));
  const fights = (x: FightPlan['a']) =>
    sideFight(x.fight.map((f) => ({ fight: f.fight, heroicStrike: heroic && f.heroicStrike })));
  const spent = new Float64Array((side?.totalMight ?? 0) + 1);
  let winA = 0;
  forEachDuelState(plan, fights(plan.a), fights(plan.b), (d, a, b, p) => {
    const o = duelMightOutcome(plan, d, a, b, worth);
    winA += p * o.pA;
    const s = side === null || o.hero < 0 ? 0 : o.spend;
    spent[s]! += p;
  });
  return { winA, spent };
}

/** Whether the Duel's Might side weighs the wounds to come (`best` for `slay` or `survive`). */
function needsWoundPhase(plan: FightPlan): boolean {
  const side = duelMightSide(plan);
  return side !== null && side.side.might === 'best' && side.side.goal !== 'win-duel-chance';
}

/**
 * Every pair of the sides' Duel states after the re-rolls, with its chance, over the three
 * comparisons of the sides' Fight (`fightA`, `fightB` from {@link sideFight}), and the
 * decisions of that comparison.
 *
 * @internal
 * @example
 * ```ts
 * forEachDuelState(plan, sideFight(plan.a.fight), sideFight(plan.b.fight), (d, a, b, p) => {});
 * ```
 */
export function forEachDuelState(
  plan: FightPlan,
  fightA: Float64Array,
  fightB: Float64Array,
  visit: (d: DuelDecisions, a: number, b: number, p: number) => void,
): void {
  const sa = sideStates(plan.a);
  const sb = sideStates(plan.b);
  const cmp = fightComparison(fightA, fightB);
  for (let c = 0; c < 3; c++) {
    const pc = cmp[c]!;
    if (pc === 0) continue;
    const d = new DuelDecisions(plan, sa, sb, c === 0 ? 1 : c === 1 ? 0 : plan.rollOffA);
    const j = afterRerolls(d, sa, sb);
    for (let a = 0; a < sa.codes; a++) {
      for (let b = 0; b < sb.codes; b++) {
        const p = j[a * sb.codes + b]!;
        if (p > 0) visit(d, a, b, pc * p);
      }
    }
  }
}

/**
 * The Might side's Duel decision: the Hero (-1: none), the points, and P(A wins) after it.
 *
 * @example
 * ```ts
 * const o: MightOutcome = { hero: 0, spend: 2, pA: 1 };
 * ```
 */
export interface MightOutcome {
  readonly hero: number;
  readonly spend: number;
  readonly pA: number;
}

/**
 * The worth to the Duel's Might side of winning or losing with a Might-left code, for its best
 * policy.
 *
 * @example
 * ```ts
 * const worth: MightWorth = { win: (m) => slainFrom(m), lose: () => 0 };
 * ```
 */
export interface MightWorth {
  win(m: number): number;
  lose(m: number): number;
}

/**
 * The Duel's Might in states `a`, `b`: the default decision, or with `value` (the worth to the
 * Might side of winning or losing with a Might-left code) the best one. Shared by both engines.
 *
 * @example
 * ```ts
 * duelMightOutcome(plan, d, a, b, null); // the default decision
 * ```
 */
export function duelMightOutcome(
  plan: FightPlan,
  d: DuelDecisions,
  a: number,
  b: number,
  value: MightWorth | null,
): MightOutcome {
  const xIsA = plan.a.duelMight;
  const side = xIsA ? plan.a : plan.b.duelMight ? plan.b : null;
  if (side === null || value === null || side.side.might !== 'best') {
    const m = d.might(a, b);
    if (m.hero >= 0) return { hero: m.hero, spend: m.spend, pA: xIsA ? 1 : 0 };
    return { hero: -1, spend: 0, pA: duelWinA(bestOf(a), bestOf(b), d.tieA) };
  }
  const own = xIsA ? a : b;
  const base = duelWinA(bestOf(a), bestOf(b), d.tieA);
  const winX = (pA: number) => (xIsA ? pA : 1 - pA);
  const full = side.fullMight;
  let best: MightOutcome = { hero: -1, spend: 0, pA: base };
  let bestValue = winX(base) * value.win(full) + (1 - winX(base)) * value.lose(full);
  for (let h = 0; h < side.heroes.length; h++) {
    const hb = heroBestOf(own, h);
    if (hb === 0) continue;
    const left = side.mightRadix[h]! - 1;
    for (let s = 1; s <= Math.min(left, 6 - hb); s++) {
      const raised = Math.max(bestOf(own), hb + s);
      const pA = xIsA ? duelWinA(raised, bestOf(b), d.tieA) : duelWinA(bestOf(a), raised, d.tieA);
      const m = spendMight(full, side.mightRadix, h, s);
      const v = winX(pA) * value.win(m) + (1 - winX(pA)) * value.lose(m);
      if (v > bestValue + 1e-15) {
        bestValue = v;
        best = { hero: h, spend: s, pA };
      }
    }
  }
  return best;
}

/** The start state of a wound phase with Might-left code m: no Wounds, all Fate. */
function startState(phase: WoundPhase, m: number): number {
  return phase.fate * mightCodes(phase.mightRadix) + m;
}

/**
 * Solve the whole fight exactly: both sides' tallies, as chances, and what the solve found on
 * the way ({@link FightSolve}).
 *
 * @internal
 * @example
 * ```ts
 * solveFight(plan).ta.woundsFate; // the joint chances of Wounds and Fate spent on A's target
 * ```
 */
export function solveFight(plan: FightPlan): FightSolve {
  const ta = new SideTally(plan.a);
  const tb = new SideTally(plan.b);
  const values = {
    a: plan.a.side.might === 'best' ? woundPhaseValues(plan.a.phase) : null,
    b: plan.b.side.might === 'best' ? woundPhaseValues(plan.b.phase) : null,
  };
  const mightSide = duelMightSide(plan);
  const codes = mightSide ? mightCodes(mightSide.mightRadix) : 1;
  // P(winner, Might-left code of the Duel's Might side).
  const duel = new Float64Array(2 * codes);
  const duelSpent = new Float64Array((mightSide?.totalMight ?? 0) + 1);
  const worth = mightWorth(plan, values.a, values.b);
  forEachDuelState(plan, sideFight(plan.a.fight), sideFight(plan.b.fight), (d, a, b, p) => {
    const o = duelMightOutcome(plan, d, a, b, worth);
    duelSpent[mightSide === null || o.hero < 0 ? 0 : o.spend]! += p;
    const m =
      mightSide === null
        ? 0
        : o.hero < 0
          ? mightSide.fullMight
          : spendMight(mightSide.fullMight, mightSide.mightRadix, o.hero, o.spend);
    duel[m]! += p * o.pA;
    duel[codes + m]! += p * (1 - o.pA);
  });
  for (let winner = 0; winner < 2; winner++) {
    const x = winner === 0 ? plan.a : plan.b;
    const tx = winner === 0 ? ta : tb;
    const ty = winner === 0 ? tb : ta;
    const y = winner === 0 ? plan.b : plan.a;
    for (let m = 0; m < codes; m++) {
      const p = duel[winner * codes + m]!;
      if (p === 0) continue;
      // The loser spent Might only if it was the Duel's Might side.
      ty.lost(y === mightSide ? spentOf(y, m) : 0, p);
      const m0 = x === mightSide ? m : x.fullMight;
      const end = woundPhaseForward(x.phase, m0, winner === 0 ? values.a : values.b);
      addEnd(x, tx, end.p, end.mights, p);
    }
  }
  return { ta, tb, values, duelSpent };
}

/** The Might a side has spent when its Might-left code is m. */
function spentOf(side: FightSidePlan, m: number): number {
  let left = 0;
  for (let h = 0; h < side.heroes.length; h++) left += mightLeft(m, side.mightRadix, h);
  return side.totalMight - left;
}

function slainChance(phase: WoundPhase, end: Float64Array, mights: number): number {
  let p = 0;
  const from = phase.wounds * (phase.fate + 1) * mights;
  for (let s = from; s < end.length; s++) p += end[s]!;
  return p;
}

/** Add a wound phase's final states, times p, to the winner's tally. */
function addEnd(
  x: FightSidePlan,
  t: SideTally,
  end: Float64Array,
  mights: number,
  p: number,
): void {
  const F = x.phase.fate;
  for (let w = 0; w <= x.phase.counted; w++) {
    for (let phi = 0; phi <= F; phi++) {
      for (let m = 0; m < mights; m++) {
        const q = end[(w * (F + 1) + phi) * mights + m]!;
        if (q > 0) t.won(w, F - phi, spentOf(x, m), p * q);
      }
    }
  }
}

/**
 * The worth of each Duel outcome to the Duel's Might side when its policy is `best` (null
 * otherwise): for `slay`, P(its target slain) from each Might-left code under its best wound
 * phase (`valuesA`/`valuesB` from {@link woundPhaseValues}); for `survive`, 1 for a win and
 * P(its model survives the foe's Strikes) for a loss.
 *
 * @example
 * ```ts
 * mightWorth(plan, woundPhaseValues(plan.a.phase), null);
 * ```
 */
export function mightWorth(
  plan: FightPlan,
  valuesA: readonly Float64Array[] | null,
  valuesB: readonly Float64Array[] | null,
): MightWorth | null {
  const side = duelMightSide(plan);
  if (side === null || side.side.might !== 'best') return null;
  const own = side === plan.a ? valuesA : valuesB;
  const foe = side === plan.a ? plan.b : plan.a;
  if (side.side.goal === 'win-duel-chance') return { win: () => 1, lose: () => 0 };
  if (side.side.goal === 'slay' && own !== null) {
    const first = own[0]!;
    return { win: (m) => first[startState(side.phase, m)]!, lose: () => 0 };
  }
  const end = woundPhaseForward(foe.phase, foe.fullMight, null);
  const slain = slainChance(foe.phase, end.p, end.mights);
  return { win: () => 1, lose: () => 1 - slain };
}
