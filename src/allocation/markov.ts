/**
 * The exact engine's kernels over an allocation machine: a Markov chain pushed one wound at a
 * time. They take the machine and per-group damage distributions, and know nothing of the
 * rules that made them, so every ruleset can use them.
 *
 * @module
 */
import { Dist, normalizeInPlace } from '../dist/index.js';
import type { ClassMachine } from './ClassMachine.js';
import type { UnitMachine } from './UnitMachine.js';

/**
 * For a state vector handed to a step by {@link chain}: the length of its prefix that holds
 * all its probability (every entry beyond is exactly 0). Steps that know it skip the zeros.
 */
const activeLength = new WeakMap<Float64Array, number>();

/**
 * Σ_t count[t] · stepᵗ(start): the state distribution after a random number of wounds, where
 * `count[t]` is the probability of t wounds. Two scratch buffers, reused. Cost: O(count.length
 * × cost of one step).
 *
 * A step may return the length of the prefix of `out` it wrote to (as {@link allocationStep}
 * and {@link countStep} do): the chain then clears and accumulates only that prefix, and tells
 * the next step where the probability of its input ends. Machines number their states in
 * breadth-first order, so during the first wounds only a short prefix of states can hold any
 * probability. Nothing is dropped: the entries skipped are exactly 0.
 *
 * @example
 * ```ts
 * const after = chain(start, wounds.toArray(), (cur, out) => allocationStep(unit, outcomes, cur, out));
 * ```
 */
export function chain(
  start: Float64Array,
  count: Float64Array,
  // biome-ignore lint/suspicious/noConfusingVoidType: steps written as blocks return nothing (void), kernels return the length written.
  step: (cur: Float64Array, out: Float64Array) => number | void,
): Float64Array {
  const n = start.length;
  const acc = new Float64Array(n);
  let cur = start.slice();
  let next = new Float64Array(n);
  let curLength = n;
  while (curLength > 1 && cur[curLength - 1] === 0) curLength--;
  let nextLength = 0;
  for (let t = 0; t < count.length; t++) {
    if (t > 0) {
      next.fill(0, 0, nextLength);
      activeLength.set(cur, curLength);
      const written = step(cur, next);
      nextLength = typeof written === 'number' ? Math.min(written, n) : n;
      [cur, next] = [next, cur];
      [curLength, nextLength] = [nextLength, curLength];
    }
    const w = count[t]!;
    if (w > 0) for (let i = 0; i < curLength; i++) acc[i]! += w * cur[i]!;
  }
  return acc;
}

/**
 * One wound through the allocation machine: `out += cur · T`, where the wound's damage
 * distribution for the model at each position is `outcomes[group]` (index 0: no damage).
 * O(states × damage sizes).
 *
 * @example
 * ```ts
 * allocationStep(unitMachine([{ models: 5, wounds: 1 }], 'rules'), [new Float64Array([0.5, 0.5])], cur, out);
 * ```
 */
export function allocationStep(
  unit: UnitMachine,
  outcomes: readonly Float64Array[],
  cur: Float64Array,
  out: Float64Array,
): number {
  const n = unit.period;
  const length = activeLength.get(cur) ?? cur.length;
  if (n === 1 && unit.classes.length === 1) {
    return oneClassStep(unit.classes[0]!, outcomes[0]!, cur, length, out);
  }
  // State idx = pos + n × rest, rest = Σ classState[c] × classStride[c]. Walk rest in order
  // with its class digits kept like an odometer: no division per state.
  const { groupOfPosition, classOfGroup, classes, classStride } = unit;
  const digits = new Int32Array(classes.length);
  let written = 0;
  const rests = Math.ceil(length / n);
  for (let rest = 0; rest < rests; rest++) {
    if (rest > 0) {
      for (let c = 0; c < digits.length; c++) {
        if (++digits[c]! < classes[c]!.states) break;
        digits[c] = 0;
      }
    }
    for (let pos = 0; pos < n; pos++) {
      const idx = pos + n * rest;
      const p = cur[idx]!;
      if (p === 0) continue;
      const g = groupOfPosition[pos]!;
      const c = classOfGroup[g]!;
      const m = classes[c]!;
      const stride = classStride[c]!;
      const cs = digits[c]!;
      const base = rest - cs * stride;
      const pos2 = pos + 1 === n ? 0 : pos + 1;
      const q = outcomes[g]!;
      for (let size = 0; size < q.length; size++) {
        const w = q[size]!;
        if (w === 0) continue;
        const cs2 = size === 0 ? cs : m.next[cs * m.stride + size]!;
        const to = pos2 + n * (base + cs2 * stride);
        out[to]! += p * w;
        if (to >= written) written = to + 1;
      }
    }
  }
  return written;
}

/**
 * {@link allocationStep} for a unit of one group: the state is the class machine's, and each
 * damage with a chance is one scatter per state holding probability.
 */
function oneClassStep(
  m: ClassMachine,
  q: Float64Array,
  cur: Float64Array,
  len: number,
  out: Float64Array,
): number {
  const next = m.next;
  const stride = m.stride;
  const q0 = q[0]!;
  // The damages that can happen, and their chances, hoisted out of the loop.
  const sizes: number[] = [];
  const chances: number[] = [];
  for (let size = 1; size < q.length; size++) {
    if (q[size]! > 0) {
      sizes.push(size);
      chances.push(q[size]!);
    }
  }
  const k = sizes.length;
  const s1 = sizes[0] ?? 0;
  const c1 = chances[0] ?? 0;
  const s2 = sizes[1] ?? 0;
  const c2 = chances[1] ?? 0;
  const s3 = sizes[2] ?? 0;
  const c3 = chances[2] ?? 0;
  // The highest state written, plus 1.
  let written = len;
  if (k <= 3) {
    // Unused damages point at column 0 with chance 0: adds of zero, no branches.
    for (let i = 0; i < len; i++) {
      const p = cur[i]!;
      if (p === 0) continue;
      const row = i * stride;
      const t1 = next[row + s1]!;
      const t2 = next[row + s2]!;
      const t3 = next[row + s3]!;
      out[i]! += p * q0;
      out[t1]! += p * c1;
      out[t2]! += p * c2;
      out[t3]! += p * c3;
      const top = Math.max(t1, t2, t3);
      if (top >= written) written = top + 1;
    }
    return written;
  }
  for (let i = 0; i < len; i++) {
    const p = cur[i]!;
    if (p === 0) continue;
    const row = i * stride;
    out[i]! += p * q0;
    for (let j = 0; j < k; j++) {
      const t = next[row + sizes[j]!]!;
      out[t]! += p * chances[j]!;
      if (t >= written) written = t + 1;
    }
  }
  return written;
}

/**
 * One wound through the unsaved-wound counter: the state is (count, position in the round of
 * the wound pool), and `unsaved[group]` is the chance a wound on that group goes unsaved.
 * O(counts × period).
 *
 * @example
 * ```ts
 * countStep(unit, [0.5], maxWounds + 1, cur, out);
 * ```
 */
export function countStep(
  unit: UnitMachine,
  unsaved: readonly number[],
  counts: number,
  cur: Float64Array,
  out: Float64Array,
): number {
  const n = unit.period;
  const length = activeLength.get(cur) ?? cur.length;
  // Only the counts up to the last holding probability; each may rise by one.
  const top = Math.min(counts, Math.ceil(length / n));
  for (let k = 0; k < top; k++) {
    for (let pos = 0; pos < n; pos++) {
      const p = cur[k * n + pos]!;
      if (p === 0) continue;
      const u = unsaved[unit.groupOfPosition[pos]!]!;
      const pos2 = pos + 1 === n ? 0 : pos + 1;
      out[k * n + pos2]! += p * (1 - u);
      if (u > 0) out[(k + 1) * n + pos2]! += p * u;
    }
  }
  return (top + 1) * n;
}

/**
 * The distribution of `key(state)` under a state distribution, renormalised (the chain sums
 * to 1 up to rounding; every result must within 1e-12).
 *
 * @example
 * ```ts
 * histogram(state, (i) => unit.slain[i]!, 5).mean();
 * ```
 */
export function histogram(p: Float64Array, key: (i: number) => number, max: number): Dist {
  const h = new Float64Array(max + 1);
  for (let i = 0; i < p.length; i++) h[key(i)]! += p[i]!;
  return Dist.unchecked(normalizeInPlace(h));
}
