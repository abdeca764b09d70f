/**
 * A Scrollhammer attack repeated over several turns, exactly: the target must be one group
 * (models of one profile). Each turn's unsaved wounds come from the same compiled attack as a
 * single evaluation ({@link compileAttack}): how many wound, and what each does to a model
 * (saved, 1-3 damage, or slain outright). They are allocated from the state left by the turns
 * before, as {@link rulesCarry} and {@link sequentialCarry} describe (`docs/analytics.md`,
 * "Multiple turns"). For one turn the result is the single attack's.
 *
 * @module
 */

import {
  type CarryStates,
  carryStates,
  rulesCarry,
  sequentialCarry,
  type TurnWounds,
} from '../../allocation/carry.js';
import type { ScrollhammerResults } from '../../attack/woundChain/exact.js';
import { diceDist } from '../../dice/index.js';
import { bernoulli, compound, type Dist, fromWeights, sumOf } from '../../dist/index.js';
import { InputError, TooLargeError } from '../../errors.js';
import type { TurnSeries } from '../../format/ruleset.js';
import { attackerOdds, compileAttack, woundOutcome } from './compile.js';
import type { ScrollhammerScenario } from './types.js';

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

/** One attacker group per turn: the chance of each number of wounds, and what each does. */
interface Volley {
  /** `count[t]`: P(t successful To Wound rolls). */
  readonly count: Float64Array;
  /** `outcome[size]`: a wound does `size` damage (0: none; `wounds`: slays outright). */
  readonly outcome: Float64Array;
}

/**
 * Models slain and wounds lost after each of `turns` turns, and the chance the unit is
 * destroyed within each; `single` is the exact results of one attack, which the first turn
 * must reproduce.
 *
 * @throws {@link InputError} for a target of several groups, a blast weapon or damage the
 *   carry-over does not model; {@link TooLargeError} when too large.
 * @example
 * ```ts
 * scrollhammerTurns(scenario, 3, () => evaluateParsed(scenario).results).destroyed; // increasing
 * ```
 */
export function scrollhammerTurns(
  s: ScrollhammerScenario,
  turns: number,
  single: () => Pick<ScrollhammerResults, 'woundsLost'>,
): TurnSeries {
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
    if (t === 1) checkFirstTurn(s, state, c, single().woundsLost);
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
  return { models, slain, woundsLost, destroyed };
}

/**
 * The first turn must be the single attack: a safety net for a rule that changes the attack
 * in a way this engine does not model (it rebuilds the exact engine's per-attack pipeline).
 */
function checkFirstTurn(
  s: ScrollhammerScenario,
  state: Float64Array,
  c: CarryStates,
  single: Dist,
): void {
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
