/**
 * The same attack repeated over several turns, exactly: the distribution of models slain
 * after each turn and the chance the target unit is destroyed within n turns, with the state
 * carried over from turn to turn (the models left, and the damage on a wounded model).
 *
 * Scrollhammer: the target must be one group (models of one profile). Each turn's unsaved
 * wounds come from the same compiled attack as a single evaluation ({@link compileAttack}):
 * how many wound, and what each does to a model (saved, 1-3 damage, or slain outright). They
 * are allocated from the state left by the turns before, as {@link rulesCarry} and
 * {@link sequentialCarry} describe. For one turn the result is the single attack's.
 *
 * MESBG: the target is one model; the wounds of each turn add up until they reach its Wounds.
 * Each turn is the same attack: obstructions and a combat are as the scenario says, every
 * turn.
 *
 * @module
 */

import { diceDist } from '../dice/index.js';
import { bernoulli, compound, convolve, type Dist, fromWeights, sumOf } from '../dist/index.js';
import { InputError, TooLargeError } from '../errors.js';
import { aos4Turns } from '../rulesets/aos4/turns.js';
import { fightsUntilSlain } from '../rulesets/mesbg/fight/overFights.js';
import { attackerOdds, compileAttack, woundOutcome } from '../rulesets/scrollhammer/compile.js';
import { wh40kTurns } from '../rulesets/wh40k-10e/turns.js';
import { wh40k11eTurns } from '../rulesets/wh40k-11e/turns.js';
import { evaluateParsed } from '../scenario/evaluate.js';
import type {
  MesbgFightScenario,
  MesbgScenario,
  Scenario,
  ScrollhammerScenario,
} from '../scenario/types.js';
import { parseScenario } from '../scenario/validate.js';
import {
  type CarryStates,
  carryStates,
  rulesCarry,
  sequentialCarry,
  type TurnWounds,
} from './carry.js';

/**
 * The most turns {@link attackTurns} computes.
 *
 * @example
 * ```ts
 * attackTurns(scenario, MAX_TURNS); // 100 turns, the most
 * ```
 */
export const MAX_TURNS = 100;

/**
 * The most work (state updates) a multi-turn evaluation may take before it refuses with a
 * {@link TooLargeError}.
 *
 * @example
 * ```ts
 * MAX_TURNS_WORK; // 2e8
 * ```
 */
export const MAX_TURNS_WORK = 2e8;

/**
 * The results of an attack repeated over turns; index `t - 1` is "after t turns".
 *
 * @example
 * ```ts
 * const r: TurnResults = attackTurns(scenario, 3);
 * r.destroyed[2]; // P(the unit is destroyed within 3 turns)
 * ```
 */
export interface TurnResults {
  /** Number of turns computed. */
  readonly turns: number;
  /** Models in the target unit (MESBG: 1). */
  readonly models: number;
  /** Models slain after 1, 2, ... turns, in all. */
  readonly slain: readonly Dist[];
  /** Wounds lost by the unit after 1, 2, ... turns, in all. */
  readonly woundsLost: readonly Dist[];
  /** P(the unit is destroyed within 1, 2, ... turns): the chance every model is slain. */
  readonly destroyed: readonly number[];
}

/**
 * The same attack repeated `turns` times, exactly, with the state carried over: see the
 * module's description and `docs/analytics.md`. Whatever the scenario's `method`, this is
 * exact. For `turns = 1` the results are those of {@link evaluate}.
 *
 * @param scenario - A scenario (validated by {@link parseScenario} unless already parsed).
 * @param turns - Number of turns, 1..100.
 * @throws {@link ScenarioError} for an invalid scenario; {@link InputError} for a bad number of
 *   turns or a Scrollhammer target of several groups; {@link TooLargeError} when too large.
 * @example
 * ```ts
 * const r = attackTurns({
 *   ruleset: 'scrollhammer',
 *   attackers: [{ name: 'Bowmen', models: 10, bs: 3, strength: 3 }],
 *   target: { name: 'Draugr', groups: [{ models: 5, toughness: 4, save: 4 }] },
 * }, 3);
 * r.destroyed; // [P(5 slain in turn 1), P(within 2 turns), P(within 3 turns)], increasing
 * r.slain[0].mean(); // 0.8333333333333334, as evaluate() gives for one turn
 * ```
 */
export function attackTurns(scenario: unknown, turns: number): TurnResults {
  checkTurns(turns);
  return scenarioTurns(parseScenario(scenario), turns);
}

/**
 * Check a number of turns: a whole number 1..{@link MAX_TURNS}.
 *
 * @throws {@link InputError} naming `name`: `turns must be a whole number 1..100, got 0`.
 * @example
 * ```ts
 * checkTurns(3); // fine
 * checkTurns(0); // throws InputError
 * ```
 */
export function checkTurns(turns: unknown, name = 'turns'): asserts turns is number {
  if (typeof turns !== 'number' || !Number.isInteger(turns) || turns < 1 || turns > MAX_TURNS) {
    throw new InputError(
      `${name} must be a whole number 1..${MAX_TURNS}, got ${String(turns)}`,
      name,
      turns,
    );
  }
}

/**
 * {@link attackTurns} for a scenario already validated by {@link parseScenario}.
 *
 * @example
 * ```ts
 * scenarioTurns(parseScenario(json), 5).destroyed[4];
 * ```
 */
export function scenarioTurns(s: Scenario, turns: number): TurnResults {
  checkTurns(turns);
  if (s.ruleset === 'wh40k-10e') {
    return { turns, models: s.target.models, ...wh40kTurns(s, turns) };
  }
  if (s.ruleset === 'aos4') return { turns, models: s.target.models, ...aos4Turns(s, turns) };
  if (s.ruleset === 'wh40k-11e') {
    return { turns, models: s.target.models, ...wh40k11eTurns(s, turns) };
  }
  if (s.ruleset === 'scrollhammer') return scrollhammerTurns(s, turns);
  return s.phase === 'fight' ? fightTurns(s, turns) : mesbgTurns(s, turns);
}

/** A fight repeated: the model side A strikes, its Wounds and Fate carried over. */
function fightTurns(s: MesbgFightScenario, turns: number): TurnResults {
  const r = fightsUntilSlain(s, turns);
  return {
    turns,
    models: 1,
    slain: r.slain.map((p) => bernoulli(p)),
    woundsLost: r.wounds.map((w) => fromWeights(w)),
    destroyed: [...r.slain],
  };
}

function mesbgTurns(s: MesbgScenario, turns: number): TurnResults {
  const wounds = evaluateParsed({ ...s, method: 'exact' }).results.wounds!;
  const w = s.target.wounds;
  const slain: Dist[] = [];
  const woundsLost: Dist[] = [];
  const destroyed: number[] = [];
  let total = wounds;
  for (let t = 1; t <= turns; t++) {
    if (t > 1) total = capAt(convolve(total, wounds), w);
    const p = total.atLeast(w);
    slain.push(bernoulli(p));
    woundsLost.push(capAt(total, w));
    destroyed.push(p);
  }
  return { turns, models: 1, slain, woundsLost, destroyed };
}

/** `min(X, max)`: what is above `max` is put at `max`. */
function capAt(d: Dist, max: number): Dist {
  if (d.max <= max) return d;
  const p = d.toArray();
  const out = p.slice(0, max + 1);
  out[max] = d.atLeast(max);
  return fromWeights(out);
}

/** One attacker group per turn: the chance of each number of wounds, and what each does. */
interface Volley {
  /** `count[t]`: P(t successful To Wound rolls). */
  readonly count: Float64Array;
  /** `outcome[size]`: a wound does `size` damage (0: none; `wounds`: slays outright). */
  readonly outcome: Float64Array;
}

function scrollhammerTurns(s: ScrollhammerScenario, turns: number): TurnResults {
  if (s.target.groups.length !== 1) {
    throw new InputError(
      `multiple turns need a target of one group (models of one profile), got ${s.target.groups.length} groups: which group's models are slain is not known to carry over`,
      'target.groups',
      s.target.groups.length,
    );
  }
  const plan = compileAttack(s);
  plan.attackers.forEach((a, i) => {
    if (a.blast !== null) {
      throw new InputError(
        `multiple turns do not support blast weapons (Blast, Large Blast, Barrage) yet: the models under the marker change as models are slain (attackers[${i}])`,
        `attackers[${i}].rules`,
        s.attackers[i]!.rules,
      );
    }
  });
  const { models, wounds } = plan.groups[0]!;
  const c = carryStates(models, wounds);
  // The same pipeline as the exact engine (exact.ts): shots, hits, wounds, then each
  // wound's damage on a model of the one target group.
  const volleys: Volley[] = plan.attackers.map((a) => {
    const odds = attackerOdds(a);
    const shots = sumOf(diceDist(a.shots), a.models);
    const hit = compound(shots, bernoulli(odds.hit));
    const count = compound(hit, bernoulli(odds.woundGivenHit)).toArray();
    const outcome = woundOutcome(a.against[0]!, odds.criticalGivenWound, wounds);
    for (let size = 4; size < wounds; size++) {
      if (outcome[size]! > 0) {
        throw new InputError(
          `multiple turns support wounds of 1 to 3 damage or slaying outright, got ${size} damage on models of ${wounds} Wounds`,
          'attackers',
          size,
        );
      }
    }
    return { count, outcome };
  });
  const maxWounds = volleys.reduce((n, v) => n + v.count.length - 1, 0);

  let state: Float64Array = new Float64Array(c.states);
  state[0] = 1;
  const slain: Dist[] = [];
  const woundsLost: Dist[] = [];
  const destroyed: number[] = [];
  let advance: (cur: Float64Array) => Float64Array;
  if (s.allocation === 'sequential') {
    const work = turns * maxWounds * c.states * (wounds + 1);
    tooLarge(work);
    advance = (cur) => {
      let out = cur;
      for (const v of volleys) out = chain(out, v.count, (x, y) => sequentialStep(c, v, x, y));
      return out;
    };
  } else {
    advance = rulesTurn(c, volleys, maxWounds);
  }
  for (let t = 1; t <= turns; t++) {
    state = advance(state);
    if (t === 1) checkFirstTurn(s, state, c);
    const slainP = new Float64Array(models + 1);
    const lostP = new Float64Array(models * wounds + 1);
    for (let i = 0; i < c.states; i++) {
      const p = state[i]!;
      if (p === 0) continue;
      slainP[i === c.wiped ? models : Math.floor(i / wounds)]! += p;
      lostP[i]! += p;
    }
    slain.push(fromWeights(slainP));
    woundsLost.push(fromWeights(lostP));
    destroyed.push(Math.min(1, state[c.wiped]!));
  }
  return { turns, models, slain, woundsLost, destroyed };
}

/**
 * The first turn must be the single attack: a safety net for a rule that changes the attack
 * in a way this engine does not model (it rebuilds the exact engine's per-attack pipeline).
 */
function checkFirstTurn(s: ScrollhammerScenario, state: Float64Array, c: CarryStates): void {
  const single = evaluateParsed({ ...s, method: 'exact' }).results.woundsLost!;
  for (let i = 0; i < c.states; i++) {
    const lost = i === c.wiped ? c.models * c.wounds : i;
    const want = i === c.wiped ? single.atLeast(lost) : single.at(lost);
    if (!(Math.abs(state[i]! - want) <= 1e-9)) {
      throw new InputError(
        'multiple turns cannot reproduce the single attack of this scenario (one of its rules changes the attack in a way they do not model yet)',
        'attackers',
        s.attackers,
      );
    }
  }
}

function tooLarge(work: number): void {
  if (work > MAX_TURNS_WORK) {
    throw new TooLargeError(
      `the multi-turn evaluation needs about ${work.toExponential(1)} steps, more than ${MAX_TURNS_WORK.toExponential(0)}: use fewer turns, models or shots`,
    );
  }
}

/** Σ_t count[t] · stepᵗ(start): the state after a random number of wounds. */
function chain(
  start: Float64Array,
  count: Float64Array,
  step: (cur: Float64Array, out: Float64Array) => void,
): Float64Array {
  const acc = new Float64Array(start.length);
  let cur = start.slice();
  let next = new Float64Array(start.length);
  for (let t = 0; t < count.length; t++) {
    if (t > 0) {
      next.fill(0);
      step(cur, next);
      [cur, next] = [next, cur];
    }
    const w = count[t]!;
    if (w > 0) for (let i = 0; i < acc.length; i++) acc[i]! += w * cur[i]!;
  }
  return acc;
}

function sequentialStep(c: CarryStates, v: Volley, cur: Float64Array, out: Float64Array): void {
  const q = v.outcome;
  for (let s = 0; s < cur.length; s++) {
    const p = cur[s]!;
    if (p === 0) continue;
    for (let size = 0; size < q.length; size++) {
      const w = q[size]!;
      if (w > 0) out[sequentialCarry(c, s, size)]! += p * w;
    }
  }
}

/** The kind of a wound of `size` damage: 0 none, 1-3 damage, 4 slays outright. */
function kindOf(size: number, wounds: number): number {
  return size === 0 ? 0 : size >= wounds ? 4 : size;
}

/**
 * One turn under `"rules"`: the distribution of the turn's unsaved wounds (as counts by
 * damage, the same for every state), then each state's allocation of them. The counts are
 * a Markov chain of their own, merged into one "wipes out the unit" state as soon as they
 * would slay every model of a fresh unit (they then slay every model left, whatever the
 * state). The transitions of each state are computed once and reused by every turn.
 */
function rulesTurn(
  c: CarryStates,
  volleys: readonly Volley[],
  maxWounds: number,
): (cur: Float64Array) => Float64Array {
  const step = rulesCarry(c);
  // The turn's wounds: states are counts [outright, n1, n2, n3]; state 0 is none.
  const counts: TurnWounds[] = [{ outright: 0, n1: 0, n2: 0, n3: 0 }];
  const index = new Map<string, number>([['0,0,0,0', 0]]);
  const next: number[] = [];
  let wipedCounts = -1;
  const intern = (w: TurnWounds): number => {
    if (step(0, w) === c.wiped) {
      if (wipedCounts < 0) {
        wipedCounts = counts.length;
        counts.push(w);
      }
      return wipedCounts;
    }
    const key = `${w.outright},${w.n1},${w.n2},${w.n3}`;
    let i = index.get(key);
    if (i === undefined) {
      i = counts.length;
      tooLarge(i * 5 * maxWounds);
      counts.push(w);
      index.set(key, i);
    }
    return i;
  };
  const successor = (s: number, kind: number): number => {
    let n = next[s * 5 + kind];
    if (n === undefined) {
      const w = counts[s]!;
      n =
        s === wipedCounts || kind === 0
          ? s
          : intern({
              outright: w.outright + (kind === 4 ? 1 : 0),
              n1: w.n1 + (kind === 1 ? 1 : 0),
              n2: w.n2 + (kind === 2 ? 1 : 0),
              n3: w.n3 + (kind === 3 ? 1 : 0),
            });
      next[s * 5 + kind] = n;
    }
    return n;
  };
  let dist: number[] = [1];
  for (const v of volleys) {
    const kinds: [number, number][] = [];
    v.outcome.forEach((p, size) => {
      if (p > 0) kinds.push([kindOf(size, c.wounds), p]);
    });
    const acc: number[] = [];
    let cur = dist;
    for (let t = 0; t < v.count.length; t++) {
      if (t > 0) {
        const out: number[] = [];
        for (let s = 0; s < cur.length; s++) {
          const p = cur[s];
          if (!p) continue;
          for (const [kind, q] of kinds) {
            const n = successor(s, kind);
            out[n] = (out[n] ?? 0) + p * q;
          }
        }
        cur = out;
      }
      const w = v.count[t]!;
      if (w > 0)
        for (let s = 0; s < cur.length; s++) if (cur[s]) acc[s] = (acc[s] ?? 0) + w * cur[s]!;
    }
    dist = acc;
  }
  // π: the turn's wounds, as (state of the counts, probability) pairs.
  const pi: [number, number][] = [];
  dist.forEach((p, s) => {
    if (p) pi.push([s, p]);
  });
  const rows = new Map<number, [Int32Array, Float64Array]>();
  const row = (s: number): [Int32Array, Float64Array] => {
    let r = rows.get(s);
    if (r === undefined) {
      tooLarge((rows.size + 1) * pi.length * 20);
      const acc = new Map<number, number>();
      for (const [m, p] of pi) {
        const to = m === wipedCounts ? c.wiped : step(s, counts[m]!);
        acc.set(to, (acc.get(to) ?? 0) + p);
      }
      r = [Int32Array.from(acc.keys()), Float64Array.from(acc.values())];
      rows.set(s, r);
    }
    return r;
  };
  return (cur) => {
    const out = new Float64Array(cur.length);
    for (let s = 0; s < cur.length; s++) {
      const p = cur[s]!;
      if (p === 0) continue;
      if (s === c.wiped) {
        out[s]! += p;
        continue;
      }
      const [to, q] = row(s);
      for (let i = 0; i < to.length; i++) out[to[i]!]! += p * q[i]!;
    }
    return out;
  };
}
