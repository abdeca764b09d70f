/**
 * The exact engine for Scrollhammer attacks: the per-attack model (independent dice, as
 * probabilities) feeds the unit-level allocation machine (a Markov chain over its states, one
 * wound at a time). Attacker groups are resolved in the order listed: the first group's
 * wounds are allocated first (spec interpretation 10).
 *
 * Cost: O(Σ max wounds × states × (Wounds + 1)), where the states are those of
 * {@link unitMachine}; {@link TooLargeError} before starting when that exceeds
 * {@link MAX_EXACT_WORK}.
 *
 * @module
 */
import { type UnitMachine, unitMachine } from '../../allocation/UnitMachine.js';
import { diceDist } from '../../dice/index.js';
import {
  bernoulli,
  compound,
  constant,
  convolve,
  Dist,
  normalizeInPlace,
  sumOf,
} from '../../dist/index.js';
import { TooLargeError } from '../../errors.js';
import { type AttackPlan, attackerOdds, woundOutcome } from './compile.js';

/** The distributions a Scrollhammer attack reports. */
export interface ScrollhammerResults {
  /** Shots (or attacks) that hit. */
  readonly hits: Dist;
  /** Successful To Wound rolls, before saves. */
  readonly wounds: Dist;
  /** Wounds not stopped by a save or Feel No Pain (a Critical Strike wound counts once). */
  readonly unsaved: Dist;
  /** Models of the target removed as casualties. */
  readonly slain: Dist;
  /**
   * Wounds the target unit loses (W for each model slain, plus damage on survivors).
   * `sequential`: as applied. `rules`: among the assignments that slay the most models, the
   * one that loses the fewest wounds (the unit's owner assigns them).
   */
  readonly woundsLost: Dist;
  /** Room for the results of rules added later (self-wounds of Backfire...). */
  readonly [key: string]: Dist | undefined;
}

/** The most state updates (wounds × states × damage sizes) an exact evaluation may take. */
export const MAX_EXACT_WORK = 3e9;

/**
 * Evaluate a compiled attack exactly.
 *
 * @throws {TooLargeError} when the computation would exceed {@link MAX_EXACT_WORK}.
 * @example
 * ```ts
 * exactAttack(compileAttack(attack)).slain.mean();
 * ```
 */
export function exactAttack(plan: AttackPlan): ScrollhammerResults {
  const unit = unitMachine(plan.groups, plan.allocation);
  const perAttacker = plan.attackers.map((a) => {
    const odds = attackerOdds(a);
    const shots = sumOf(diceDist(a.shots), a.models);
    const hits = compound(shots, bernoulli(odds.hit));
    const wounds = compound(hits, bernoulli(odds.woundGivenHit));
    const outcomes = plan.groups.map((g, i) =>
      woundOutcome(a.against[i]!, odds.criticalGivenWound, g.wounds),
    );
    return { hits, wounds, outcomes };
  });
  const maxWounds = perAttacker.reduce((n, a) => n + a.wounds.max, 0);
  const maxSize = Math.max(...plan.groups.map((g) => g.wounds)) + 1;
  const work = maxWounds * unit.states * maxSize + maxWounds * unit.period * (maxWounds + 1);
  if (work > MAX_EXACT_WORK) {
    throw new TooLargeError(
      `exact evaluation needs about ${work.toExponential(1)} steps (up to ${maxWounds} wounds over ${unit.states} allocation states), more than ${MAX_EXACT_WORK.toExponential(0)}; use method "monte-carlo"`,
    );
  }

  let hits: Dist = constant(0);
  let wounds: Dist = constant(0);
  let state: Float64Array = new Float64Array(unit.states);
  state[0] = 1;
  // The unsaved-wound count, by position in the round of the wound pool.
  let unsaved: Float64Array = new Float64Array(unit.period * (maxWounds + 1));
  unsaved[0] = 1;
  for (const a of perAttacker) {
    hits = convolve(hits, a.hits);
    wounds = convolve(wounds, a.wounds);
    const w = a.wounds.toArray();
    state = chain(state, w, (cur, out) => allocationStep(unit, a.outcomes, cur, out));
    const p = a.outcomes.map((o) => 1 - o[0]!);
    unsaved = chain(unsaved, w, (cur, out) => countStep(unit, p, maxWounds + 1, cur, out));
  }
  return {
    hits,
    wounds,
    unsaved: histogram(unsaved, (i) => Math.floor(i / unit.period), maxWounds),
    slain: histogram(
      state,
      (i) => unit.slain[i]!,
      unit.slain.reduce((m, v) => Math.max(m, v), 0),
    ),
    woundsLost: histogram(
      state,
      (i) => unit.woundsLost[i]!,
      unit.woundsLost.reduce((m, v) => Math.max(m, v), 0),
    ),
  };
}

/**
 * Σ_t P(t wounds) · stepᵗ(start): the state after a random number of wounds. Two scratch
 * buffers, reused.
 */
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

/** One wound through the allocation machine. */
function allocationStep(
  unit: UnitMachine,
  outcomes: readonly Float64Array[],
  cur: Float64Array,
  out: Float64Array,
): void {
  const n = unit.period;
  for (let idx = 0; idx < cur.length; idx++) {
    const p = cur[idx]!;
    if (p === 0) continue;
    const pos = idx % n;
    const rest = (idx - pos) / n;
    const g = unit.groupOfPosition[pos]!;
    const c = unit.classOfGroup[g]!;
    const m = unit.classes[c]!;
    const stride = unit.classStride[c]!;
    const cs = Math.floor(rest / stride) % m.states;
    const base = rest - cs * stride;
    const pos2 = pos + 1 === n ? 0 : pos + 1;
    const q = outcomes[g]!;
    for (let size = 0; size < q.length; size++) {
      const w = q[size]!;
      if (w === 0) continue;
      const cs2 = size === 0 ? cs : m.next[cs * m.stride + size]!;
      out[pos2 + n * (base + cs2 * stride)]! += p * w;
    }
  }
}

/** One wound through the unsaved-wound counter. */
function countStep(
  unit: UnitMachine,
  unsaved: readonly number[],
  counts: number,
  cur: Float64Array,
  out: Float64Array,
): void {
  const n = unit.period;
  for (let k = 0; k < counts; k++) {
    for (let pos = 0; pos < n; pos++) {
      const p = cur[k * n + pos]!;
      if (p === 0) continue;
      const u = unsaved[unit.groupOfPosition[pos]!]!;
      const pos2 = pos + 1 === n ? 0 : pos + 1;
      out[k * n + pos2]! += p * (1 - u);
      if (u > 0) out[(k + 1) * n + pos2]! += p * u;
    }
  }
}

function histogram(p: Float64Array, key: (i: number) => number, max: number): Dist {
  const h = new Float64Array(max + 1);
  for (let i = 0; i < p.length; i++) h[key(i)]! += p[i]!;
  // The chain sums to 1 up to rounding; renormalise so every result does within 1e-12.
  return Dist.unchecked(normalizeInPlace(h));
}
