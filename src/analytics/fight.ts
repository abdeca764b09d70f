/**
 * Analytics of MESBG fights (`docs/mesbg.md`, "The Fight phase"): several heroes or loadouts
 * against the same foe side by side, one characteristic swept over values, and the chance the
 * foe's model is slain within n fights ({@link fightsUntilSlain}).
 *
 * @module
 */
import { COST_LIMITS, describeCost, fits, sumCosts } from '../cost/model.js';
import { InputError, show, TooLargeError } from '../errors.js';
import { isSidedFight } from '../format/sidedFight.js';
import { compileFight, type FightPlan } from '../rulesets/mesbg/fight/compile.js';
import { FIGHT_COST, fightCost } from '../rulesets/mesbg/fight/cost.js';
import { exactFight } from '../rulesets/mesbg/fight/exact.js';
import {
  type FightsResult,
  fightsUntilSlain as untilSlain,
} from '../rulesets/mesbg/fight/overFights.js';
import type { FightModel, MesbgFightScenario } from '../rulesets/mesbg/fight/types.js';
import { parseScenario } from '../scenario/validate.js';

/**
 * What one fight gives side A, exactly.
 *
 * @example
 * ```ts
 * const row: FightSummary = fightSummary('Aragorn', scenario);
 * row.slay; // P(the foe's model slain)
 * ```
 */
export interface FightSummary {
  readonly name: string;
  /** P(A wins the Duel). */
  readonly duelWin: number;
  /** P(the model A strikes is slain). */
  readonly slay: number;
  /** P(A's model struck by B is slain). */
  readonly slain: number;
  /** Mean Wounds on the model A strikes. */
  readonly wounds: number;
  /** P(A's goal) under the best Might policy, when A has Might. */
  readonly bestMight?: number;
}

function asFight(input: unknown, field: string): MesbgFightScenario {
  const s = parseScenario(input);
  // The fights these analytics solve are of two sides of models with a Duel (`sideA`, `sideB`):
  // MESBG's; another game's fight phase (Kill Team's, two operatives) has its own analyses.
  if (!isSidedFight(s)) {
    throw new InputError(
      `${field}: expected a MESBG fight scenario ("phase": "fight")`,
      field,
      show(input),
    );
  }
  return s;
}

/** The estimate of one exact fight as the analytics solve it. */
function exactCost(plan: FightPlan) {
  return sumCosts(fightCost(plan, { method: 'exact', samples: 1 }));
}

/**
 * Refuse `n` fights whose estimates add up over the limits, before any is fought: `each(i)`
 * gives the i-th of `k` distinct fights and how many times it is solved. A count past what
 * the cheapest fights allow is refused before any fight is read (a fight is at least a solve).
 */
function checkFights(
  what: string,
  n: number,
  k: number,
  each: (i: number) => { readonly plan: FightPlan; readonly times: number },
): void {
  const refuse = (seconds: number, bytes: number) => {
    const most = Math.floor((n * COST_LIMITS.seconds) / seconds);
    throw new TooLargeError(
      `${what}: ${n} fights would take ${describeCost({ seconds, bytes })} in all, more than the limits of ${COST_LIMITS.seconds} s and ${COST_LIMITS.bytes / 1e9} GB; use at most ${Math.max(1, Math.min(n - 1, most))} of them`,
    );
  };
  if (n * FIGHT_COST.solveSeconds > COST_LIMITS.seconds) refuse(n * FIGHT_COST.solveSeconds, 0);
  let seconds = 0;
  let bytes = 0;
  for (let i = 0; i < k; i++) {
    const { plan, times } = each(i);
    const c = exactCost(plan);
    seconds += c.seconds * times;
    bytes = Math.max(bytes, c.bytes);
  }
  if (!fits(sumCosts([{ what, seconds, bytes }]))) refuse(seconds, bytes);
}

/**
 * The summary of one fight scenario (a parsed one, or its JSON).
 *
 * @example
 * ```ts
 * fightSummary('Captain', json).duelWin; // 0.607...
 * ```
 */
export function fightSummary(name: string, input: unknown): FightSummary {
  const plan = compileFight(asFight(input, name));
  checkFights('fightSummary', 1, 1, () => ({ plan, times: 1 }));
  return summaryOf(name, plan);
}

/** The summary of a compiled fight, priced by its caller. */
function summaryOf(name: string, plan: FightPlan): FightSummary {
  const r = exactFight(plan);
  const best = r.mightBestA?.at(1);
  return {
    name,
    duelWin: r.duelWinA!.at(1),
    slay: r.slainB!.at(1),
    slain: r.slainA!.at(1),
    wounds: r.woundsB!.mean(),
    ...(best === undefined ? {} : { bestMight: best }),
  };
}

/**
 * Heroes or loadouts side by side against the same foe: each entry's side A against the
 * `foe` (side B), best first by P(the foe's model slain).
 *
 * @param entries - Name and side A of each fight, as written in a scenario file.
 * @param base - A fight scenario (JSON): its side B and rules are used for every entry.
 * @throws {ScenarioError} for an invalid entry; {@link InputError} for no entries;
 *   {@link TooLargeError}, before any fight, for entries whose estimates add up over a minute.
 * @example
 * ```ts
 * compareFights([{ name: 'sword', sideA: swordsman }, { name: 'two-handed', sideA: axeman }], json)[0].name;
 * ```
 */
export function compareFights(
  entries: readonly { readonly name: string; readonly sideA: unknown }[],
  base: object,
): FightSummary[] {
  if (!Array.isArray(entries) || entries.length === 0) {
    throw new InputError(
      'compareFights: entries must list at least one side A',
      'entries',
      entries,
    );
  }
  // Priced whole before any fight: each entry read and compiled once (a count too large for
  // even the cheapest fights is refused before any is read).
  const plans: FightPlan[] = [];
  checkFights('compareFights', entries.length, entries.length, (i) => {
    const e = entries[i]!;
    const plan = compileFight(asFight({ ...base, sideA: e.sideA }, e.name));
    plans.push(plan);
    return { plan, times: 1 };
  });
  return plans.map((plan, i) => summaryOf(entries[i]!.name, plan)).sort((x, y) => y.slay - x.slay);
}

/** A characteristic a fight sweep may vary, on one model. */
export type FightCharacteristic = 'fight' | 'attacks' | 'strength' | 'defence' | 'might' | 'fate';

const RANGES: Readonly<Record<FightCharacteristic, readonly [number, number]>> = {
  fight: [1, 10],
  attacks: [1, 10],
  strength: [1, 10],
  defence: [1, 10],
  might: [0, 6],
  fate: [0, 6],
};

/**
 * One characteristic of one model of side A (`model`, default 0) swept over `values`: a
 * summary per value.
 *
 * @throws {InputError} for a value out of the characteristic's range or a model index that is
 *   not side A's; {@link TooLargeError}, before any fight, for values whose fights' estimates
 *   add up over a minute.
 * @example
 * ```ts
 * sweepFight(json, 'strength', [3, 4, 5]).map((r) => r.slay); // never decreasing
 * ```
 */
export function sweepFight(
  input: unknown,
  characteristic: FightCharacteristic,
  values: readonly number[],
  model = 0,
): FightSummary[] {
  const s = asFight(input, 'sweepFight');
  // Own names only: `constructor` is no characteristic.
  const range = Object.hasOwn(RANGES, characteristic) ? RANGES[characteristic] : undefined;
  if (range === undefined) {
    throw new InputError(
      `sweepFight: characteristic must be one of ${Object.keys(RANGES).join(', ')}, got ${show(characteristic)}`,
      'characteristic',
      characteristic,
    );
  }
  if (s.sideA.models[model] === undefined) {
    throw new InputError(`sweepFight: side A has no model ${show(model)}`, 'model', model);
  }
  const times = new Map<number, number>();
  values.forEach((value, i) => {
    if (!(Number.isInteger(value) && value >= range[0] && value <= range[1])) {
      throw new InputError(
        `sweepFight: ${characteristic} values must be whole numbers ${range[0]}..${range[1]}, got ${show(value)}`,
        `values[${i}]`,
        value,
      );
    }
    times.set(value, (times.get(value) ?? 0) + 1);
  });
  const plans = new Map<number, FightPlan>();
  for (const value of times.keys()) {
    const models: FightModel[] = s.sideA.models.map((m, k) =>
      k === model ? { ...m, [characteristic]: value } : m,
    );
    plans.set(value, compileFight({ ...s, sideA: { ...s.sideA, models } }));
  }
  // Priced whole before any fight: each distinct value once, times how often it is asked.
  const distinct = [...times];
  checkFights('sweepFight', values.length, distinct.length, (i) => ({
    plan: plans.get(distinct[i]![0])!,
    times: distinct[i]![1],
  }));
  return values.map((value) => summaryOf(`${characteristic} ${value}`, plans.get(value)!));
}

/**
 * The chance that the model side A strikes is slain within 1..`fights` fights, from a fight
 * scenario as written in a file (its JSON) or as parsed: the input is checked first, as
 * `evaluate` checks it, so a raw scenario gets a {@link ScenarioError} naming the field
 * rather than a `TypeError` from a default not filled in.
 *
 * @throws {ScenarioError} for an invalid scenario; {@link InputError} for a scenario that is
 *   not a fight, or `fights` outside 1..100; {@link TooLargeError}, before any fight, when the
 *   fights of every state of the model struck would take over a minute.
 * @example
 * ```ts
 * fightsUntilSlain({ ruleset: 'mesbg', phase: 'fight',
 *   sideA: { models: [{ fight: 5, attacks: 2, strength: 4, defence: 5 }] },
 *   sideB: { models: [{ fight: 3, attacks: 1, strength: 3, defence: 4, wounds: 2 }] } }, 3);
 * ```
 */
export function fightsUntilSlain(input: unknown, fights: number): FightsResult {
  const s = asFight(input, 'fightsUntilSlain');
  // One fight solved per state of the model struck (Wounds suffered, Fate left), each no
  // larger than the fight from the start: priced before any.
  const plan = compileFight(s);
  const states = plan.a.phase.wounds * (plan.a.phase.fate + 1);
  checkFights('fightsUntilSlain', states, 1, () => ({ plan, times: states }));
  return untilSlain(s, fights);
}
