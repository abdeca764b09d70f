/**
 * The cost of a MESBG fight, read from its compiled plan before any work: the fight runs on
 * engines of its own (`exact.ts`, `sample.ts`), so it prices them itself and the cost model
 * (`src/cost/`) adds the parts up with everything else (the ruleset contract's `cost`,
 * `src/format/ruleset.ts`). Each part counts the loops of the engine it prices and is an upper
 * bound of them, times a rate measured on the reference machine (docs/benchmarks.md) and
 * rounded up:
 *
 * - the Duel, per solve (`duel.ts`): each side's dice states before re-rolls (6^kinds, with
 *   the banner's options); per comparison of Fight that can happen (one, unless a Heroic Strike
 *   makes the sides' Fight a roll), its memo tables, the re-rolls over the sides' signatures,
 *   and the Might on the Duel over the pairs of states a side can reach (its best die and each
 *   Duel Hero's no higher: 6, 21, 91 or 441 of them);
 * - the wound phases (`woundPhase.ts`): for each side, one forward pass per Might-left code the
 *   Duel can leave, each over the states reachable before each roll (Wounds so far × Fate × the
 *   Might codes of the Heroes whose rolls have begun) and, for a side playing the best Might
 *   policy, the backward values of every state before every roll (held in memory, one layer a
 *   roll);
 * - how many solves: the fight as played, once more for each side with Might that does not
 *   play `best` (its best policy is reported beside, compiled as the engine compiles it), and
 *   the Duel alone without the Heroic Strikes. The command line's report reads its Might advice
 *   from these solves (`mightAdvice.ts`), so it adds none;
 * - a Monte Carlo run: the decisions of all three comparisons, the Might on every pair of state
 *   codes, the best values once, then its dice.
 *
 * Measured against CPU time by `bench/fightCost.mjs` (docs/benchmarks.md, "The MESBG fight's
 * estimate"); `test/cost/fightWork.test.ts` holds the work the engines count under it.
 *
 * @module
 */
import type { RunOptions } from '../../../format/types.js';
import { duelMightSide, type FightPlan, type FightSidePlan } from './compile.js';
import { withPolicy } from './exact.js';
import { fightComparison, sideFight } from './heroicStrike.js';
import type { WoundPhase } from './woundPhase.js';

/**
 * One part of a fight's estimate, as the cost model reads it (`CostPart` of `src/cost/`).
 *
 * @example
 * ```ts
 * const p: FightCostPart = { what: 'wound phases: 3.2e+6 states', seconds: 1.2, bytes: 4e7 };
 * ```
 */
export interface FightCostPart {
  readonly what: string;
  readonly seconds: number;
  readonly bytes: number;
}

/**
 * Rates of the fight's engines, measured on the reference machine against the CPU time of
 * random fights (each part's engine timed alone, then whole fights: docs/errors.md) and
 * rounded up.
 *
 * @example
 * ```ts
 * FIGHT_COST.stateSeconds; // seconds per step of a side's Duel states
 * ```
 */
export const FIGHT_COST = {
  /** Seconds per step of a side's Duel states (each roll of its kinds, each banner option). */
  stateSeconds: 1e-7,
  /** Seconds per cell of the Duel's memo tables (allocated and filled, a comparison of Fight). */
  cellSeconds: 5e-9,
  /** Seconds per step of the Duel's decisions and re-rolls (a pair of states or signatures). */
  duelSeconds: 6e-8,
  /** Seconds per unit of a roll from a wound phase state (`rollUnits`). */
  woundSeconds: 8e-8,
  /** Seconds per die of a simulated fight. */
  dieSeconds: 3e-8,
  /**
   * Seconds of a Monte Carlo run however few its samples: its first fights run before the
   * sampler is compiled, and its results are made from the tallies.
   */
  sampleRunSeconds: 0.05,
  /**
   * Seconds of a solve's own bookkeeping (compile, tallies, results), however small the fight:
   * measured 0.03 ms a fight in a sweep and 0.2 to 0.4 ms an `evaluate()` once warm; the first
   * call of a process compiles the engine on top (tens of ms), which no limit is near.
   */
  solveSeconds: 1e-3,
} as const;

/** `1234`, or `1.2e+7` past ten million. */
function count(n: number): string {
  return n >= 1e7 ? n.toExponential(1) : String(Math.round(n));
}

/** The Might-left codes of a side: the product of its Heroes' Might + 1. */
function codesOf(radix: readonly number[]): number {
  return radix.reduce((n, r) => n * r, 1);
}

/** The most Duel states as rolled of a side with 0..3 Heroes in the Duel (`sideStates`, measured). */
const STATES_AS_ROLLED = [6, 21, 91, 441] as const;

/**
 * A bound on a side's Duel signatures (`sideStates`): without a banner, its states as rolled
 * (its best score and each Duel Hero's, in order); a banner's re-roll of a kind of one die can
 * lose that kind's best, so each such kind multiplies them. Measured over every layout of
 * kinds (at most 1,764 against this bound's 4,329: `test/cost/fight.test.ts` holds it).
 *
 * @internal
 * @example
 * ```ts
 * signatureBound(compileFight(scenario).a) >= sideStates(compileFight(scenario).a).signatures.length; // true
 * ```
 */
export function signatureBound(side: FightSidePlan): number {
  const heroes = side.duelMight ? side.heroes.length : 0;
  const base = STATES_AS_ROLLED[Math.min(heroes, 3)]!;
  const single = side.kinds.filter((k) => k.count === 1).length;
  const bound = side.banner ? 1.5 * base * (1 + single) + 15 * (heroes + 1) * single : base;
  return Math.min(6 ** side.kinds.length, Math.ceil(bound));
}

/**
 * The reachable state codes of a side in the Duel (`sideStates`): its best score 1..6 and each
 * Duel Hero's best no higher, so sum over b of b^heroes, whatever its banner re-rolls.
 */
function reachable(x: FightSidePlan): number {
  return STATES_AS_ROLLED[Math.min(x.duelMight ? x.heroes.length : 0, 3)]!;
}

/**
 * The Duel's work, in the units the engine spends it (`duel.ts`, `forEachDuelState`): `states`
 * (each side's dice states before re-rolls, once a pass), `cells` (the memo tables of each
 * comparison of Fight, allocated and filled), `steps` (each comparison's re-roll decisions over
 * pairs of signatures, and the Might on the Duel from each pair of states it visits), and the
 * bytes its tables hold at once (`tables` comparisons of them).
 *
 * `comparisons` is how many comparisons of Fight the pass plays; `every` says the Might is
 * weighed on every pair of state codes (the sampler's tables) rather than on the reachable ones
 * the exact engine visits.
 */
function duelWork(
  plan: FightPlan,
  comparisons: number,
  every: boolean,
): { states: number; cells: number; steps: number; bytes: number } {
  const side = (x: FightSidePlan) => {
    const kinds = x.kinds.length;
    const heroes = x.duelMight ? x.heroes.length : 0;
    return {
      // Every roll of its kinds (a key of its signature each), and each banner option's states.
      states: 6 ** kinds * (30 + (x.banner ? 7 * kinds * kinds : kinds)),
      codes: 7 ** (1 + heroes),
      visited: every ? 7 ** (1 + heroes) : reachable(x),
      sigs: signatureBound(x),
      options: x.banner ? 6 * kinds : 0,
      heroes,
    };
  };
  const a = side(plan.a);
  const b = side(plan.b);
  const pairs = a.codes * b.codes;
  const most = Math.max(a.codes, b.codes) * Math.max(a.sigs, b.sigs);
  const options = Math.max(a.options, b.options);
  // Per comparison of Fight: the Might on every pair of states visited (a winner for each of
  // the Hero's points); per pair of signatures the first re-roll's choice (each option's
  // faces), the answers it reaches (six, each weighing the answering side's options) and the
  // states emitted; the memo tables filled.
  const steps =
    a.visited * b.visited * (1 + 6 * (a.heroes + b.heroes)) +
    a.sigs * b.sigs * (options > 0 ? options * 7 + 36 + 1 : 1);
  const cells = pairs + 4 * most + 2 * a.sigs * b.sigs;
  const bytes = comparisons * (pairs * 8 + most * 20 + 2 * a.sigs * b.sigs) + pairs * 8;
  return {
    states: a.states + b.states,
    cells: comparisons * cells,
    steps: comparisons * steps,
    bytes,
  };
}

/** How many of the three comparisons of the sides' Fight can happen (one without Heroic Strike). */
function comparisonsOf(plan: FightPlan): number {
  return fightComparison(sideFight(plan.a.fight), sideFight(plan.b.fight)).filter((p) => p > 0)
    .length;
}

/**
 * The work of roll `i` from one state: its faces (re-rolls and a further die multiply them);
 * with the best policy, each Might point the Hero may still spend weighed against the rest of
 * the fight, each weighing the states after Fate (a quarter of a face's unit each: measured
 * against `woundPhaseValues`, 3 to 17 ns a unit); and a state's own bookkeeping.
 */
function rollUnits(phase: WoundPhase, i: number, best: boolean): number {
  const r = phase.rolls[i]!;
  const reroll = r.reroll === 'none' ? 1 : 7;
  const faces = 6 * reroll * (r.further === 0 ? 1 : 6 * reroll);
  const points = phase.useMight && r.hero >= 0 ? phase.mightRadix[r.hero]! - 1 : 0;
  return best ? ((faces * (points + 1) + 60) * (1 + phase.fate / 4)) / 4 : faces / 4 + 6;
}

/**
 * The Might codes a forward pass reaches before each roll: a Hero's points change only from
 * its own first roll on (the rolls go model by model), so the codes are the product of the
 * radices of the Heroes whose rolls have begun; none change without Might on To Wound.
 */
function reachedCodes(phase: WoundPhase): number[] {
  const begun = new Set<number>();
  let codes = 1;
  return phase.rolls.map((r) => {
    if (phase.useMight && r.hero >= 0 && !begun.has(r.hero)) {
      begun.add(r.hero);
      codes *= phase.mightRadix[r.hero]!;
    }
    return codes;
  });
}

/**
 * The work of `passes` forward passes of a side's wound phase (`woundPhaseForward`): before roll
 * i, at most min(i, counted) + 1 Wounds suffered, each with every Fate left and every Might code
 * reached by then. Only the states short of slain play the policy; those past the last Wound
 * (every Wound counted) roll as they come, with no Might nor Fate.
 */
function forwardWork(phase: WoundPhase, best: boolean, passes: number): number {
  let work = 0;
  const codes = reachedCodes(phase);
  for (let i = 0; i < phase.rolls.length; i++) {
    const states = (wounds: number) => passes * wounds * (phase.fate + 1) * codes[i]!;
    const reached = Math.min(i, phase.counted) + 1;
    const alive = Math.min(reached, phase.wounds);
    // A forward pass of the best policy reads the values at the states it reaches and
    // weighs its few choices there: measured no slower than the default's (a 3 v 1 of Heroes
    // of Might 6: 0.16 s a pass against 0.20 s), so twice the default's unit bounds it.
    work += states(alive) * (best ? 2 : 1) * rollUnits(phase, i, false);
    if (reached > alive) work += states(reached - alive) * rollUnits(phase, i, false);
  }
  return work;
}

/** The work of the best policy's values (`woundPhaseValues`): every state short of slain, every roll. */
function valuesWork(phase: WoundPhase): number {
  const per = phase.wounds * (phase.fate + 1) * codesOf(phase.mightRadix);
  let work = 0;
  for (let i = 0; i < phase.rolls.length; i++) work += per * rollUnits(phase, i, true);
  return work;
}

/**
 * The forward passes of side `x`'s wound phase in a solve: one per Might-left code the Duel
 * leaves its Might side (every point kept, or one Hero's spend of 1 to 5: a die is raised to 6
 * at most), whichever side wins (`solveFight` passes the winner once per such code).
 */
function forwardPasses(plan: FightPlan): number {
  const side = duelMightSide(plan);
  if (side === null) return 1;
  return 1 + side.mightRadix.reduce((n, r) => n + Math.min(r - 1, 5), 0);
}

/** Whether a side plays the best Might policy in a solve (its own, or the best asked for). */
type Policies = { readonly a: boolean; readonly b: boolean };

/** Bytes of a side's wound phase: its two layers, and every layer of the best policy's values. */
function woundBytes(x: FightSidePlan, best: boolean): number {
  const size = (x.phase.counted + 1) * (x.phase.fate + 1) * codesOf(x.phase.mightRadix);
  return (best ? x.phase.rolls.length + 3 : 2) * size * 8;
}

/**
 * The wound phases of one solve (`solveFight`): each side's forward passes, the best policy's
 * values of each side playing it, and for a Duel Might side playing `best` for `survive` the
 * foe's pass that prices a loss (`mightWorth`).
 */
function woundWork(plan: FightPlan, best: Policies): number {
  let wound = 0;
  for (const [x, b] of [
    [plan.a, best.a],
    [plan.b, best.b],
  ] as const) {
    wound += forwardWork(x.phase, b, forwardPasses(plan));
    if (b) wound += valuesWork(x.phase);
  }
  const side = duelMightSide(plan);
  const bestSide = side === plan.a ? best.a : best.b;
  if (side !== null && bestSide && side.side.goal === 'survive') {
    const foe = side === plan.a ? plan.b : plan.a;
    wound += forwardWork(foe.phase, false, 1);
  }
  return wound;
}

/**
 * The work of a fight run by the method and samples of `run`, in the units the engines spend it
 * (see the module's description); {@link fightCost} prices it. `passes` is how many times the
 * Duel is played out: the solves of the exact engine and its Duel alone, or the sampler's
 * decisions once.
 *
 * @internal
 * @example
 * ```ts
 * fightWork(compileFight(scenario), { method: 'exact', samples: 0 }).passes; // 1 for a fight without Might
 * ```
 */
export function fightWork(plan: FightPlan, run: Pick<RunOptions, 'method' | 'samples'>): FightWork {
  const played = { a: plan.a.side.might === 'best', b: plan.b.side.might === 'best' };
  if (run.method === 'monte-carlo') {
    // The sampler makes the decisions of all three comparisons and weighs the Duel's Might on
    // every pair of state codes (its tables), and the best policy's values once.
    const d = duelWork(plan, 3, true);
    let wound = 0;
    let bytes = d.bytes;
    for (const [x, b] of [
      [plan.a, played.a],
      [plan.b, played.b],
    ] as const) {
      if (!b) continue;
      wound += valuesWork(x.phase);
      bytes += woundBytes(x, true);
    }
    return {
      passes: 1,
      states: d.states,
      cells: d.cells,
      steps: d.steps,
      wound,
      dice: fightDice(plan, run.samples),
      bytes,
    };
  }
  // The solves: as played, then each side with Might that does not play `best` at its best
  // (exactFight reports both), each compiled as the engine compiles it (the best policy may
  // spend in the Duel, which splits its Heroes' dice into kinds of their own).
  const atBest = {
    A: plan.a.totalMight === 0 ? null : played.a ? plan : withPolicy(plan, 'A', 'best'),
    B: plan.b.totalMight === 0 ? null : played.b ? plan : withPolicy(plan, 'B', 'best'),
  };
  const solves = [
    plan,
    ...[atBest.A, atBest.B].filter((p): p is FightPlan => p !== null && p !== plan),
  ];
  let wound = 0;
  let bytes = 0;
  let passes = 0;
  let states = 0;
  let cells = 0;
  let steps = 0;
  /** One more playing out of the Duel, and its work. */
  const duel = (p: FightPlan, comparisons: number) => {
    const d = duelWork(p, comparisons, false);
    passes++;
    states += d.states;
    cells += d.cells;
    steps += d.steps;
    return d;
  };
  for (const p of solves) {
    const best = { a: p.a.side.might === 'best', b: p.b.side.might === 'best' };
    const d = duel(p, comparisonsOf(p));
    wound += woundWork(p, best);
    bytes = Math.max(bytes, d.bytes + woundBytes(p.a, best.a) + woundBytes(p.b, best.b));
  }
  // The Might advice kept with the results (`mightAdvice.ts`): for each side with Might that
  // spends in the Duel at its best, the Duel's decisions once more for its table of spends.
  for (const key of ['A', 'B'] as const) {
    const best = atBest[key];
    if (best !== null && (key === 'A' ? best.a : best.b).duelMight) duel(best, comparisonsOf(best));
  }
  if (plan.heroicStrike) {
    // The Duel without the Heroic Strikes (`duelAlone`): one comparison of Fight, and the
    // values of a Duel Might side playing `best` for the wounds it weighs.
    duel(plan, 1);
    const side = duelMightSide(plan);
    if (side !== null && side.side.might === 'best' && side.side.goal === 'slay') {
      wound += valuesWork(side.phase);
    }
  }
  return { passes, states, cells, steps, wound, dice: 0, bytes };
}

/**
 * A fight's work in the units its engines spend it ({@link fightWork}).
 *
 * @example
 * ```ts
 * const w: FightWork = { passes: 1, states: 36, cells: 49, steps: 100, wound: 1e3, dice: 0, bytes: 1e3 };
 * ```
 */
export interface FightWork {
  /** Times the Duel is played out. */
  readonly passes: number;
  /** Steps of the sides' Duel dice states before re-rolls (`sideStates`). */
  readonly states: number;
  /** Cells of the Duel's memo tables, allocated and filled (`DuelDecisions`). */
  readonly cells: number;
  /** Steps of the Duel's decisions: re-rolls over signatures, Might over states. */
  readonly steps: number;
  /** Units of the wound phases' rolls (`rollUnits`: a To Wound roll's faces, from one state). */
  readonly wound: number;
  /** Dice of a Monte Carlo run, as the sampler rolls them at most. */
  readonly dice: number;
  /** Peak bytes. */
  readonly bytes: number;
}

/**
 * The dice of `samples` simulated fights, at most: both sides' Fight and Duel dice, each
 * banner's re-roll, the roll-off, and the winner's To Wound dice (two for 6+/X+, twice that
 * with a re-roll, three times the work where the best policy decides the Might on it), as the
 * larger of the two sides strikes.
 */
function fightDice(plan: FightPlan, samples: number): number {
  const duel = (x: FightSidePlan) => x.fight.length + x.kinds.reduce((n, k) => n + k.count, 0) + 1;
  const wound = (x: FightSidePlan) => {
    // A side playing the best policy weighs each die its Might could lift against the values.
    const best = x.side.might === 'best' && x.phase.useMight;
    return x.phase.rolls.reduce(
      (n, r) =>
        n +
        (r.further === 0 ? 1 : 2) * (r.reroll === 'none' ? 1 : 2) * (best && r.hero >= 0 ? 3 : 1) +
        1,
      0,
    );
  };
  return samples * (8 + duel(plan.a) + duel(plan.b) + Math.max(wound(plan.a), wound(plan.b)));
}

/**
 * The estimate of a compiled fight run by the method and samples of `run`, in parts: the
 * engines' work ({@link fightWork}) at the rates of {@link FIGHT_COST}.
 *
 * @example
 * ```ts
 * fightCost(compileFight(scenario), { method: 'exact', samples: 0 })[0]?.what;
 * // 'Duel: 1 pass of 4539 steps'
 * ```
 */
export function fightCost(plan: FightPlan, run: RunOptions): FightCostPart[] {
  const w = fightWork(plan, run);
  const K = FIGHT_COST;
  const duel: FightCostPart = {
    what:
      run.method === 'monte-carlo'
        ? `Duel decisions: ${count(w.states + w.cells + w.steps)} steps`
        : `Duel: ${w.passes} ${w.passes === 1 ? 'pass' : 'passes'} of ${count((w.states + w.cells + w.steps) / w.passes)} steps`,
    // A Monte Carlo run's fixed part is here: the samples' part is their rate alone (the count
    // of samples that fits is read from it).
    seconds:
      w.states * K.stateSeconds +
      w.cells * K.cellSeconds +
      w.steps * K.duelSeconds +
      w.passes * K.solveSeconds +
      (run.method === 'monte-carlo' ? K.sampleRunSeconds : 0),
    bytes: w.bytes,
  };
  const wound: FightCostPart = {
    what:
      run.method === 'monte-carlo'
        ? `best Might policy: ${count(w.wound)} steps`
        : `wound phases: ${count(w.wound)} steps`,
    seconds: w.wound * K.woundSeconds,
    bytes: 0,
  };
  if (run.method !== 'monte-carlo') return [duel, wound];
  return [
    duel,
    ...(w.wound > 0 ? [wound] : []),
    {
      what: `${run.samples} samples of about ${count(w.dice / run.samples)} dice`,
      seconds: w.dice * K.dieSeconds,
      bytes: 0,
    },
  ];
}
