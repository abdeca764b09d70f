/**
 * The cost of a MESBG fight, read from its compiled plan before any work: the fight runs on
 * engines of its own (`exact.ts`, `sample.ts`), so it prices them itself and the cost model
 * (`src/cost/`) adds the parts up with everything else (the ruleset contract's `cost`,
 * `src/format/ruleset.ts`). Each part counts the loops of the engine it prices and is an upper
 * bound of them, times a rate measured on the reference machine (docs/benchmarks.md) and
 * rounded up:
 *
 * - the Duel, per solve (`duel.ts`): each side's dice states before re-rolls (6^kinds, with
 *   the banner's options), the decisions of the three comparisons of Fight (their memo tables
 *   and the re-rolls, over the sides' signatures) and the Might on the Duel over every pair of
 *   states;
 * - the wound phases (`woundPhase.ts`): for each side, one forward pass per Might-left code the
 *   Duel can leave (every state reachable by then: Wounds so far × Fate × Might codes) and, for
 *   a side playing the best Might policy, the backward values of every state before every roll
 *   (held in memory, one layer a roll);
 * - how many solves: the fight as played, once more for each side with Might that does not
 *   play `best` (its best policy is reported beside), the Duel alone for a Heroic Strike, and
 *   the command line's Might advice (two more solves a side with Might);
 * - a Monte Carlo run: the same Duel decisions and best values once, then its dice.
 *
 * @module
 */
import type { RunOptions } from '../../../format/types.js';
import type { FightPlan, FightSidePlan } from './compile.js';
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
  /** Seconds per step of the Duel's decisions and re-rolls (a pair of states or signatures). */
  duelSeconds: 6e-8,
  /** Seconds per unit of a roll from a wound phase state (`rollUnits`). */
  woundSeconds: 5e-8,
  /** Seconds per die of a simulated fight. */
  dieSeconds: 1e-7,
  /** Seconds of a solve's own bookkeeping (compile, tallies, results), however small the fight. */
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

/** The Duel of one solve: its steps and the bytes its tables hold at once (`tables` of them). */
function duelWork(
  plan: FightPlan,
  tables: number,
): { steps: number; states: number; bytes: number } {
  const side = (x: FightSidePlan) => {
    const kinds = x.kinds.length;
    const heroes = x.duelMight ? x.heroes.length : 0;
    return {
      // Every roll of its kinds (a key of its signature each), and each banner option's states.
      states: 6 ** kinds * (30 + (x.banner ? 7 * kinds * kinds : kinds)),
      codes: 7 ** (1 + heroes),
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
  // Per comparison of Fight: the Might on every pair of states; per pair of signatures the
  // first re-roll's choice (each option's faces), the answers it reaches (six, each weighing
  // the answering side's options) and the states emitted; the memo tables filled.
  const perComparison =
    pairs * (1 + 6 * (a.heroes + b.heroes)) + a.sigs * b.sigs * (options * 7 + 36 + 1) + most;
  const bytes = tables * (pairs * 8 + most * 20 + 2 * a.sigs * b.sigs) + pairs * 8;
  return { steps: 3 * perComparison, states: a.states + b.states, bytes };
}

/**
 * The work of roll `i` from one state: its faces (re-rolls and a further die multiply them);
 * with the best policy, each Might point the Hero may still spend weighed against the rest of
 * the fight; and a state's own bookkeeping (its outcomes allocated, the states after Fate).
 */
function rollUnits(phase: WoundPhase, i: number, best: boolean): number {
  const r = phase.rolls[i]!;
  const reroll = r.reroll === 'none' ? 1 : 7;
  const faces = 6 * reroll * (r.further === 0 ? 1 : 6 * reroll);
  const points = phase.useMight && r.hero >= 0 ? phase.mightRadix[r.hero]! - 1 : 0;
  return best ? faces * (points + 1) + 60 : faces / 4 + 6;
}

/**
 * The work of the forward passes of a side's wound phase (`woundPhaseForward`), `codes` Might
 * codes reachable over all of them: before roll i, at most min(i, counted) + 1 Wounds
 * suffered, each with every Fate left.
 */
function forwardWork(phase: WoundPhase, best: boolean, codes: number): number {
  let work = 0;
  for (let i = 0; i < phase.rolls.length; i++) {
    work += (Math.min(i, phase.counted) + 1) * (phase.fate + 1) * codes * rollUnits(phase, i, best);
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
 * The Might codes the forward passes of side `x`'s wound phase reach, over all of them: one
 * pass per Might-left code the Duel leaves its Might side (every point kept, or one Hero's
 * spend of 1..its Might); from a code, the codes of no more points left. The other side's
 * passes start from all its points each time.
 */
function forwardCodes(plan: FightPlan, x: FightSidePlan): number {
  const side = plan.a.duelMight ? plan.a : plan.b.duelMight ? plan.b : null;
  const all = codesOf(x.mightRadix);
  if (side === null) return all;
  const might = side.mightRadix.reduce((n, r) => n + r - 1, 0);
  return x === side ? all * (1 + might / 2) : all * (1 + might);
}

/** Whether a side plays the best Might policy in a solve (its own, or the best asked for). */
type Policies = { readonly a: boolean; readonly b: boolean };

/** One solve (`solveFight`): the Duel, and both sides' wound phases. */
function solveWork(
  plan: FightPlan,
  best: Policies,
): { duel: number; states: number; wound: number; bytes: number } {
  const d = duelWork(plan, 1);
  let wound = 0;
  let bytes = d.bytes;
  for (const [x, b] of [
    [plan.a, best.a],
    [plan.b, best.b],
  ] as const) {
    const phase = x.phase;
    const size = (phase.counted + 1) * (phase.fate + 1) * codesOf(phase.mightRadix);
    wound += forwardWork(phase, b, forwardCodes(plan, x));
    bytes += 2 * size * 8;
    if (b) {
      wound += valuesWork(phase);
      bytes += (phase.rolls.length + 1) * size * 8;
    }
  }
  return { duel: d.steps, states: d.states, wound, bytes };
}

/**
 * The estimate of a compiled fight run by the method and samples of `run`, in parts; an upper
 * bound of the engines' loops (see the module's description).
 *
 * @example
 * ```ts
 * fightCost(compileFight(scenario), { method: 'exact', samples: 0 })[0]?.what;
 * // 'Duel: 3 solves of 4.5e+3 steps'
 * ```
 */
export function fightCost(
  plan: FightPlan,
  run: RunOptions,
  options: { readonly report?: boolean } = {},
): FightCostPart[] {
  const played = { a: plan.a.side.might === 'best', b: plan.b.side.might === 'best' };
  const K = FIGHT_COST;
  if (run.method === 'monte-carlo') {
    const d = duelWork(plan, 3);
    let values = 0;
    let bytes = d.bytes;
    for (const [x, b] of [
      [plan.a, played.a],
      [plan.b, played.b],
    ] as const) {
      if (!b) continue;
      const size = (x.phase.counted + 1) * (x.phase.fate + 1) * codesOf(x.phase.mightRadix);
      values += valuesWork(x.phase);
      bytes += (x.phase.rolls.length + 1) * size * 8;
    }
    const dice = (x: FightSidePlan) =>
      x.kinds.reduce((n, k) => n + k.count, 0) + 2 * 7 * x.phase.rolls.length;
    const perSample = 8 + dice(plan.a) + dice(plan.b);
    return [
      {
        what: `Duel decisions: ${count(d.steps + d.states)} steps`,
        seconds: d.states * K.stateSeconds + d.steps * K.duelSeconds + K.solveSeconds,
        bytes,
      },
      ...(values > 0
        ? [
            {
              what: `best Might policy: ${count(values)} steps`,
              seconds: values * K.woundSeconds,
              bytes: 0,
            },
          ]
        : []),
      {
        what: `${run.samples} samples of about ${count(perSample)} dice`,
        seconds: run.samples * perSample * K.dieSeconds,
        bytes: 0,
      },
    ];
  }
  // The solves: as played; with each side with Might that does not play `best` at its best
  // (exactFight reports both); the command line's Might advice (`report`) solves each side
  // with Might as played and at its best again.
  const report = options.report !== false;
  const solves: Policies[] = [played];
  for (const [x, key] of [
    [plan.a, 'a'],
    [plan.b, 'b'],
  ] as const) {
    if (x.totalMight === 0) continue;
    const best = { ...played, [key]: true };
    if (!played[key]) solves.push(best);
    if (report) solves.push(played, best);
  }
  let duel = 0;
  let states = 0;
  let wound = 0;
  let bytes = 0;
  for (const p of solves) {
    const w = solveWork(plan, p);
    duel += w.duel;
    states += w.states;
    wound += w.wound;
    bytes = Math.max(bytes, w.bytes);
  }
  // The Duel alone: with and without the Heroic Strikes, for the report and the results.
  const alone =
    (plan.heroicStrike ? (report ? 2 : 1) : 0) +
    (report && (plan.a.duelMight || plan.b.duelMight) ? 2 : 0);
  const d = duelWork(plan, 1);
  duel += alone * d.steps;
  states += alone * d.states;
  return [
    {
      what: `Duel: ${solves.length + alone} solves of ${count(d.steps + d.states)} steps`,
      seconds:
        states * K.stateSeconds + duel * K.duelSeconds + (solves.length + alone) * K.solveSeconds,
      bytes: d.bytes,
    },
    {
      what: `wound phases: ${count(wound)} steps`,
      seconds: wound * K.woundSeconds,
      bytes,
    },
  ];
}
