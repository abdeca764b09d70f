/**
 * The exact engine's general path: a chain over a profile's attacks, one attack at a time,
 * on any linear state (the allocation machine's states, or a count by position in the round
 * of the wound pool), with a second dimension counting the events that wait until the
 * profile's other attacks are allocated (critical wounds resolved last, or mortal points with
 * spill-over). It needs no assumption on the events' laws, so it is the reference the fast
 * paths of `exact.ts` are checked against, and the path they fall back to.
 *
 * One attack, as linear operators on a state vector V (each `step` adds `T · V`, with a law
 * already scaled by its chance, so mixtures are single steps):
 * - a hit that rolls to wound: `R(V) = fail · V + step(ordinary · pass, V) + critical(V)`,
 *   where `critical` is a step with the critical law (scaled by its chance), or a shift of the
 *   waiting count by the number of waiting events;
 * - the attack: `miss · V + hit · R(V) + critical hit · Σ_e P(E = e) Rᵉ(F(V))`, F being an
 *   automatic (ordinary) wound or R, E the extra hits: a critical hit is allocated before
 *   its extra hits, attack by attack.
 *   A blast marker's attack is `Σ_k P(K = k) Rᵏ(V)`, K its hits.
 * After the attacks, the waiting events: `Σ_b T_waitᵇ V_b` by Horner's rule.
 *
 * @module
 */
import type { Dist } from '../dist/index.js';

/** Adds `T · cur` to `out` for an event whose law (by target group) is `laws`. */
export type StepKernel = (
  laws: readonly Float64Array[],
  cur: Float64Array,
  out: Float64Array,
) => void;

/**
 * One profile's attack on a state space of `size` states.
 *
 * @example
 * ```ts
 * const op: AttackOperator = { size, hit, extra, wound, autoWound, ordinary, critical, waiting: null };
 * ```
 */
export interface AttackOperator {
  /** States of the underlying space. */
  readonly size: number;
  readonly hit: readonly [number, number, number];
  /** Blast markers: one attack's hits (each rolls to wound; none critical); null: `hit`. */
  readonly marker: Dist | null;
  readonly extra: Dist;
  readonly wound: readonly [number, number, number];
  readonly autoWound: boolean;
  /** The law of an ordinary wound, by group. */
  readonly ordinary: readonly Float64Array[];
  /** The law of a critical wound allocated at once, by group; null when critical wounds wait. */
  readonly critical: readonly Float64Array[] | null;
  /**
   * Waiting events: the law of the number one critical wound adds (null: critical wounds do
   * not wait), of the number a critical hit adds instead of its wound roll (mortal wounds of a
   * critical hit; null: none), and each waiting event's law.
   */
  readonly waiting: {
    readonly added: Dist | null;
    readonly byHit: Dist | null;
    readonly laws: readonly Float64Array[];
    /**
     * A move of the underlying state made once by each event that starts waiting events, by
     * kind (`byHit`: a critical hit's mortal wounds; `added`: a critical wound's): an offset of
     * the state index, kept within the space, for a count that counts such an event once (as
     * `unsaved` does) while its points add nothing to it. Absent: none.
     */
    readonly mark?: { readonly byHit: number; readonly added: number };
  } | null;
}

/**
 * The most waiting events a profile can have: attacks × wound rolls per attack × waiting
 * events per critical wound.
 *
 * @example
 * ```ts
 * waitingBound(op, attacks.max); // 0 when nothing waits
 * ```
 */
export function waitingBound(op: AttackOperator, attacks: number): number {
  const w = op.waiting;
  if (w === null) return 0;
  const byHit = w.byHit && op.hit[2] > 0 ? w.byHit.max : 0;
  const first = op.autoWound || w.byHit ? 0 : 1;
  // Wound rolls of one attack: an ordinary hit's, or a critical hit's (its own and its extras).
  const rolls = op.marker
    ? op.marker.max
    : Math.max(op.hit[1] > 0 ? 1 : 0, op.hit[2] > 0 ? first + op.extra.max : 0);
  const byWound = w.added && op.wound[2] > 0 ? rolls * w.added.max : 0;
  return attacks * (byWound + byHit);
}

const scaled = (laws: readonly Float64Array[], w: number) => laws.map((q) => q.map((x) => x * w));

/**
 * The state after a profile's attacks (`attacks` their number) and its waiting events, from
 * `start`. `step` is the kernel of the space. Cost: O(attacks × (waiting + 1) × size × law
 * size × (extra hits + 3)); the caller checks it first.
 *
 * @example
 * ```ts
 * const after = runProfile(state, attacks, op, (laws, cur, out) => allocationStep(unit, laws, cur, out));
 * ```
 */
export function runProfile(
  start: Float64Array,
  attacks: Dist,
  op: AttackOperator,
  step: StepKernel,
): Float64Array {
  const S = op.size;
  const B = waitingBound(op, attacks.max);
  const L = (B + 1) * S;
  const [miss, hitOnly, critHit] = op.hit;
  const [fail, pass, critWound] = op.wound;
  const ordinaryR = scaled(op.ordinary, pass);
  const criticalR = op.critical ? scaled(op.critical, critWound) : null;
  const added = op.waiting?.added ? op.waiting.added.toArray() : null;
  const byHit = op.waiting?.byHit ? op.waiting.byHit.toArray() : null;
  const marks = op.waiting?.mark;
  /**
   * Adds w × P(m) × V shifted up by m waiting events, for each m of `law`, each state moved by
   * `mark` within its slice (a move out of the space has chance 0 by the caller's bound).
   */
  const shift = (
    law: Float64Array,
    w: number,
    V: Float64Array,
    out: Float64Array,
    t: number,
    mark: number,
  ) => {
    for (let m = 0; m < law.length; m++) {
      const x = w * law[m]!;
      if (x === 0) continue;
      for (let i = 0, j = m * S; j < L && i < (t + 1) * S; i++, j++) {
        if (mark === 0) out[j]! += x * V[i]!;
        else if ((i % S) + mark < S) out[j + mark]! += x * V[i]!;
      }
    }
  };
  const extra = op.extra.toArray();
  const marker = op.marker ? op.marker.toArray() : null;
  const slice = (V: Float64Array, b: number) => V.subarray(b * S, (b + 1) * S);
  const top = (V: Float64Array) => {
    for (let i = L - 1; i >= 0; i--) if (V[i] !== 0) return Math.floor(i / S);
    return -1;
  };
  const stepAll = (
    laws: readonly Float64Array[],
    V: Float64Array,
    out: Float64Array,
    t: number,
  ) => {
    for (let b = 0; b <= t; b++) step(laws, slice(V, b), slice(out, b));
  };
  const axpy = (w: number, V: Float64Array, out: Float64Array) => {
    if (w !== 0) for (let i = 0; i < L; i++) out[i]! += w * V[i]!;
  };
  // A hit that rolls to wound.
  const rolled = (V: Float64Array, out: Float64Array) => {
    const t = top(V);
    if (t < 0) return;
    axpy(fail, V, out);
    if (pass > 0) stepAll(ordinaryR, V, out, t);
    if (critWound === 0) return;
    if (criticalR) stepAll(criticalR, V, out, t);
    else if (added) shift(added, critWound, V, out, t, marks?.added ?? 0);
  };
  const tmp = new Float64Array(L);
  const cur = new Float64Array(L);
  const nxt = new Float64Array(L);
  const acc = new Float64Array(L);
  // Σ_k P(k) Rᵏ(V): k hits, each rolling to wound (a critical hit's extras, or a marker's hits).
  // `cur` holds V on entry, and is used up.
  const repeated = (law: Float64Array, out: Float64Array) => {
    axpy(law[0]!, cur, out);
    for (let e = 1; e < law.length; e++) {
      nxt.fill(0);
      rolled(cur, nxt);
      cur.set(nxt);
      axpy(law[e]!, cur, out);
    }
  };
  const attack = (V: Float64Array, out: Float64Array) => {
    if (marker) {
      cur.set(V);
      repeated(marker, out);
      return;
    }
    axpy(miss, V, out);
    if (hitOnly > 0) {
      tmp.fill(0);
      rolled(V, tmp);
      axpy(hitOnly, tmp, out);
    }
    if (critHit > 0) {
      cur.fill(0);
      if (op.autoWound) stepAll(op.ordinary, V, cur, top(V));
      else if (byHit) shift(byHit, 1, V, cur, top(V), marks?.byHit ?? 0);
      else rolled(V, cur);
      acc.fill(0);
      repeated(extra, acc);
      axpy(critHit, acc, out);
    }
  };
  // The chain over the number of attacks: Σ_n P(n) attackⁿ(start).
  const n = attacks.toArray();
  let v = new Float64Array(L);
  v.set(start);
  let w = new Float64Array(L);
  const total = new Float64Array(L);
  for (let k = 0; k < n.length; k++) {
    if (k > 0) {
      w.fill(0);
      attack(v, w);
      [v, w] = [w, v];
    }
    if (n[k]! > 0) for (let i = 0; i < L; i++) total[i]! += n[k]! * v[i]!;
  }
  if (B === 0) return total.slice(0, S);
  // The waiting events, last: Σ_b T_waitᵇ V_b, by Horner's rule from the top.
  const laws = op.waiting!.laws;
  let h = total.slice(B * S, L);
  for (let b = B - 1; b >= 0; b--) {
    const next = total.slice(b * S, (b + 1) * S);
    step(laws, h, next);
    h = next;
  }
  return h;
}

/**
 * The kernel of a count by position in the round of the wound pool: state `value × period +
 * position`; an event at a position adds a value drawn from its group's law and moves on one
 * position. Values beyond `maxValue` have probability 0 by construction (the caller's bound).
 *
 * @example
 * ```ts
 * const step = countKernel(unit.period, unit.groupOfPosition, maxValue);
 * ```
 */
export function countKernel(
  period: number,
  groupOfPosition: Int32Array,
  maxValue: number,
): StepKernel {
  return (laws, cur, out) => {
    for (let v = 0; v <= maxValue; v++) {
      for (let pos = 0; pos < period; pos++) {
        const p = cur[v * period + pos]!;
        if (p === 0) continue;
        const q = laws[groupOfPosition[pos]!]!;
        const pos2 = pos + 1 === period ? 0 : pos + 1;
        for (let k = 0; k < q.length && v + k <= maxValue; k++) {
          if (q[k] !== 0) out[(v + k) * period + pos2]! += p * q[k]!;
        }
      }
    }
  };
}
