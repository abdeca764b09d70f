/**
 * The unit-level state machine of one set of models sharing a Wounds characteristic: unsaved
 * wounds arrive one at a time, each with its damage (1, 2, 3 or "slays outright"), and the
 * state says how many models are slain. Both engines read the same transition table: the
 * exact engine pushes probabilities through it, the sampler walks it one wound at a time.
 *
 * Two policies (spec interpretation 9):
 * - `rules`: models slain are the most that any assignment of the wounds received so far can
 *   slay, and wounds lost the fewest among those assignments (the unit's owner chooses;
 *   {@link coverSolver}). The answer depends only on how many wounds of each damage arrived,
 *   so a state stands for a set of such counts. Stored naively (the count of each damage),
 *   100 models of 3 Wounds take 853,451 states; the machines here keep only what the answer
 *   needs (see "State compression" below).
 * - `sequential`: the state is (models slain, damage on the wounded model); each wound goes on
 *   the model already wounded, excess lost. `models × wounds + 1` states, numbered
 *   `slain × wounds + damage` (the breadth-first walk meets them in that order), the last one
 *   when every model is slain: a run of k wounds of damage 1 is an addition
 *   ({@link sequentialNumbering}).
 *
 * **State compression for `rules`** (each step proved in the comments of its builder, and
 * tested state by state against the count machine and {@link coverSolver}):
 * - Wounds 1: every wound slays a model; the state is the number slain.
 * - Wounds 2: a 2 (or 3) slays alone; 1s slay in pairs. The state is (whether a wound has slain
 *   alone, models slain, an odd 1 left). `4 × models - 1` states.
 * - Wounds 3: with n1 wounds of damage 1, n2 of damage 2 and k that slay alone, the models
 *   slain are `k + min(n1, n2) + f(n1 - n2)`; the state is (whether any left over can still
 *   land on a survivor, k + min(n1, n2), n1 - n2), with states that no future wound tells
 *   apart merged: the minimal machine, about `1.1 × models²` states (10,991 for 100 models).
 * - Wounds 4 or more: the counts themselves (k, n1, n2, n3); the number of states grows like
 *   models⁴ × wounds³, so only small units are exact ({@link classMachineSize} bounds it
 *   before anything is built).
 *
 * States where every model is slain are merged into one, and so are states from which any
 * wound slays the last model that report the same results. States are numbered in the order
 * a breadth-first walk from the start meets them, so after t wounds only states of depth ≤ t
 * can hold probability.
 *
 * @module
 */

import type { Allocation } from '../domain/types.js';
import { InputError, show, TooLargeError } from '../errors.js';
import { coverSolver, coverTable, MAX_COVER_WOUNDS } from './maxSlain.js';

/**
 * A compiled allocation state machine. Damage sizes run 1..`wounds`; a size of `wounds`
 * (Instant Death, or damage at least the model's Wounds) slays a model alone.
 *
 * @example
 * ```ts
 * const m = classMachine(3, 2, 'sequential');
 * let s = 0;
 * s = m.next[s * m.stride + 1]!; s = m.next[s * m.stride + 1]!; // two 1-damage wounds
 * m.slain[s]; // 1
 * ```
 */
export interface ClassMachine {
  readonly models: number;
  readonly wounds: number;
  /** Number of states; state 0 is the start (nothing slain). */
  readonly states: number;
  /** Row length of {@link next}: `wounds + 1` (column 0: no damage, the same state). */
  readonly stride: number;
  /** `next[state * stride + size]`: the state after a wound of that damage. */
  readonly next: Int32Array;
  /** Models slain in each state. */
  readonly slain: Int32Array;
  /** Wounds lost by the unit in each state (see the docs of the result `woundsLost`). */
  readonly woundsLost: Int32Array;
}

/**
 * The most states a class machine may have before the exact engine refuses.
 *
 * @example
 * ```ts
 * classMachineSize(1500, 3, 'rules') > MAX_CLASS_STATES; // true: classMachine throws TooLargeError
 * ```
 */
export const MAX_CLASS_STATES = 2_000_000;

/**
 * The most models of one Wounds characteristic a class machine takes: every model of a target
 * (50 groups of 1,000 in the scenario format). Beyond, even the size formula would take long.
 *
 * @example
 * ```ts
 * classMachineSize(MAX_CLASS_MODELS + 1, 1, 'rules'); // throws InputError at once
 * ```
 */
export const MAX_CLASS_MODELS = 50_000;

/**
 * Throws an {@link InputError} unless models and Wounds are whole numbers >= 1 and the policy
 * an allocation (unchecked, a bad value would build a wrong machine or none, without a word).
 */
function checkClass(models: number, wounds: number, policy: Allocation): void {
  for (const [name, x, max] of [
    ['models', models, MAX_CLASS_MODELS],
    ['wounds', wounds, MAX_COVER_WOUNDS],
  ] as const) {
    if (!(Number.isSafeInteger(x) && x >= 1 && x <= max)) {
      throw new InputError(
        `classMachine: ${name} must be a whole number 1..${max}, got ${show(x)}`,
        name,
        x,
      );
    }
  }
  if (policy !== 'rules' && policy !== 'sequential') {
    throw new InputError(
      `classMachine: policy must be "rules" or "sequential", got ${show(policy)}`,
      'policy',
      policy,
    );
  }
}

/**
 * The number of states {@link classMachine} builds for these arguments, or a bound above it,
 * computed from a formula without building anything (so a too-large machine is refused at
 * once). Exact for `sequential` (`models × wounds + 1`) and for `rules` with Wounds 1 to 3
 * (`models + 1`, `4 × models - 1`, `models² + 10 × models - 9`). For `rules` with Wounds 4 or
 * more a bound (every state has damage at most `(slain + 1) × (wounds + 2)`, since a slain
 * model takes at most its Wounds plus 2 and what is left over is less than its Wounds), within
 * 2 to 3 times the machine. Cost: O(1), except O(models² × wounds) at most for Wounds 4 or
 * more, stopping once past `limit`.
 *
 * @param limit - stop counting once past this (the result is then some number above it).
 * @example
 * ```ts
 * classMachineSize(100, 3, 'rules'); // 10991
 * classMachineSize(10, 2, 'sequential'); // 21
 * ```
 */
export function classMachineSize(
  models: number,
  wounds: number,
  policy: Allocation,
  limit = Number.POSITIVE_INFINITY,
): number {
  checkClass(models, wounds, policy);
  const m = models;
  if (policy === 'sequential') return m * wounds + 1;
  if (wounds === 1) return m + 1;
  if (wounds === 2) return 4 * m - 1;
  // The minimal machine of rulesMachineW3 (found by building every one up to 200 models; a
  // test keeps it so).
  if (wounds === 3) return m === 1 ? 4 : m * m + 10 * m - 9;
  // Counts (k, n1, n2, n3) with k + slain(n1, n2, n3) < models: for room R = models - k the
  // damage n1 + 2 n2 + 3 n3 is at most (R - 1)(W + 2) + W - 1.
  // Counting stops past the limit, or past 2^53 (any such machine is far too large), so even
  // the largest arguments return in a fraction of a second.
  const stop = Math.min(limit, Number.MAX_SAFE_INTEGER);
  let total = 1;
  for (let room = 1; room <= m && total <= stop; room++) {
    total += countByDamage((room - 1) * (wounds + 2) + wounds - 1);
  }
  return total;
}

/** The number of (n1, n2, n3) ≥ 0 with n1 + 2 n2 + 3 n3 ≤ x. O(x). */
function countByDamage(x: number): number {
  let count = 0;
  for (let n3 = 0; 3 * n3 <= x; n3++) {
    const y = x - 3 * n3; // Σ_{n2=0..⌊y/2⌋} (y - 2 n2 + 1)
    const h = Math.floor(y / 2);
    count += (h + 1) * (y + 1) - h * (h + 1);
  }
  return count;
}

/**
 * Build the state machine of `models` models of `wounds` Wounds each under an allocation
 * policy. Cost: O(states × wounds) time and memory, states as {@link classMachineSize} says.
 *
 * @throws {TooLargeError} before building anything when {@link classMachineSize} exceeds
 * `MAX_CLASS_STATES`.
 * @example
 * ```ts
 * classMachine(5, 1, 'rules').states; // 6: 0..5 slain
 * classMachine(100, 3, 'rules').states; // 10991
 * ```
 */
export function classMachine(models: number, wounds: number, policy: Allocation): ClassMachine {
  const size = classMachineSize(models, wounds, policy, MAX_CLASS_STATES);
  if (size > MAX_CLASS_STATES) {
    // The size is exact except for `rules` with Wounds 4+ (a bound, counted up to the limit).
    const exact = policy === 'sequential' || wounds <= 3;
    throw new TooLargeError(
      `allocation of ${models} models of ${wounds} Wounds (allocation "${policy}") needs ${exact ? `${size} states, more than` : 'more than'} ${MAX_CLASS_STATES}${exact ? '' : ' states'}; both methods use this table (exact and monte-carlo): ${policy === 'rules' ? 'use allocation "sequential", or ' : ''}split the unit`,
    );
  }
  if (policy === 'sequential') return sequentialMachine(models, wounds);
  if (wounds === 1) return sequentialMachine(models, 1);
  if (wounds === 2) return rulesMachineW2(models);
  if (wounds === 3) return rulesMachineW3(models);
  return countsMachine(models, wounds);
}

/**
 * A machine over small integer keys `0..keys - 1`, built breadth-first from `start`. `step`
 * returns the key after a wound of damage `size` (1..wounds), or -1 once every model is slain;
 * `slain` and `lost` read a key.
 */
interface KeySpace {
  readonly keys: number;
  readonly start: number;
  step(key: number, size: number): number;
  slain(key: number): number;
  lost(key: number): number;
}

function buildFromKeys(
  models: number,
  wounds: number,
  space: KeySpace,
  capacity: number,
): ClassMachine {
  const stride = wounds + 1;
  const id = new Int32Array(space.keys).fill(-1);
  // Typed arrays sized from classMachineSize (grown if ever short): no boxed numbers.
  let keyOf = new Int32Array(Math.max(capacity, 2));
  let nextList = new Int32Array(keyOf.length * stride);
  let n = 1;
  keyOf[0] = space.start;
  id[space.start] = 0;
  let wiped = -1;
  const add = (key: number): number => {
    if (n === keyOf.length) {
      const bigger = new Int32Array(2 * n);
      bigger.set(keyOf);
      keyOf = bigger;
      const next = new Int32Array(2 * n * stride);
      next.set(nextList);
      nextList = next;
    }
    keyOf[n] = key;
    return n++;
  };
  for (let s = 0; s < n; s++) {
    const key = keyOf[s]!;
    const row = s * stride;
    nextList[row] = s;
    for (let size = 1; size <= wounds; size++) {
      let t: number;
      if (key < 0) t = s;
      else {
        const k2 = space.step(key, size);
        if (k2 < 0) {
          if (wiped < 0) wiped = add(-1);
          t = wiped;
        } else {
          t = id[k2]!;
          if (t < 0) {
            t = add(k2);
            id[k2] = t;
          }
        }
      }
      nextList[row + size] = t;
    }
  }
  const slain = new Int32Array(n);
  const woundsLost = new Int32Array(n);
  for (let s = 0; s < n; s++) {
    const key = keyOf[s]!;
    slain[s] = key < 0 ? models : space.slain(key);
    woundsLost[s] = key < 0 ? models * wounds : space.lost(key);
  }
  return mergeLastGasps({
    models,
    wounds,
    states: n,
    stride,
    next: nextList.length === n * stride ? nextList : nextList.slice(0, n * stride),
    slain,
    woundsLost,
  });
}

/**
 * States from which every wound slays the last model are the same state when they report the
 * same models slain and wounds lost; keep the first of each (the order stays breadth-first).
 */
function mergeLastGasps(m: ClassMachine): ClassMachine {
  const { states, stride, next } = m;
  let wiped = -1;
  for (let s = 0; s < states && wiped < 0; s++) if (m.slain[s] === m.models) wiped = s;
  if (wiped < 0) return m;
  const rep = new Int32Array(states);
  const first = new Map<number, number>();
  let merged = 0;
  for (let s = 0; s < states; s++) {
    rep[s] = s;
    if (s === wiped) continue;
    let last = true;
    for (let size = 1; size < stride && last; size++) last = next[s * stride + size] === wiped;
    if (!last) continue;
    const key = m.slain[s]! * (m.models * m.wounds + 1) + m.woundsLost[s]!;
    const r = first.get(key);
    if (r === undefined) first.set(key, s);
    else {
      rep[s] = r;
      merged++;
    }
  }
  if (merged === 0) return m;
  const id = new Int32Array(states);
  let n = 0;
  for (let s = 0; s < states; s++) id[s] = rep[s] === s ? n++ : -1;
  const next2 = new Int32Array(n * stride);
  const slain = new Int32Array(n);
  const woundsLost = new Int32Array(n);
  for (let s = 0; s < states; s++) {
    const i = id[s]!;
    if (i < 0) continue;
    for (let size = 0; size < stride; size++) {
      next2[i * stride + size] = id[rep[next[s * stride + size]!]!]!;
    }
    slain[i] = m.slain[s]!;
    woundsLost[i] = m.woundsLost[s]!;
  }
  return { ...m, states: n, next: next2, slain, woundsLost };
}

/**
 * Whether the machine numbers its states as the `sequential` machine does: state
 * `slain × wounds + damage on the wounded model` for every state but the last, the last
 * (`models × wounds`) when every model is slain. Then, from a state s, a wound of damage 1
 * leads to s + 1 and one that slays outright (damage `wounds`) to the next multiple of
 * `wounds`, so k wounds of damage 1 lead to `min(s + k, models × wounds)` and k that slay
 * outright to `min((⌊s / wounds⌋ + k) × wounds, models × wounds)`: arithmetic in place of k
 * steps, which a sampler may use. Checked on the table itself (every state, both damages),
 * so any machine can be asked. O(states).
 *
 * @example
 * ```ts
 * sequentialNumbering(classMachine(20, 3, 'sequential')); // true
 * sequentialNumbering(classMachine(20, 3, 'rules')); // false
 * ```
 */
export function sequentialNumbering(m: ClassMachine): boolean {
  const { models, wounds, stride, next } = m;
  const last = models * wounds;
  if (m.states !== last + 1) return false;
  for (let s = 0; s <= last; s++) {
    const one = s === last ? last : s + 1;
    const outright = s === last ? last : (Math.floor(s / wounds) + 1) * wounds;
    if (next[s * stride + 1] !== one || next[s * stride + wounds] !== outright) return false;
    if (m.slain[s] !== Math.floor(s / wounds)) return false;
  }
  return true;
}

/**
 * `sequential` (and `rules` for Wounds 1, where the two agree): key = slain × W + damage on the
 * wounded model.
 */
function sequentialMachine(models: number, wounds: number): ClassMachine {
  return buildFromKeys(
    models,
    wounds,
    {
      keys: models * wounds,
      start: 0,
      step: (key, size) => {
        const slain = Math.floor(key / wounds);
        const d = (key % wounds) + size;
        if (d < wounds) return key + size;
        return slain + 1 >= models ? -1 : (slain + 1) * wounds;
      },
      slain: (key) => Math.floor(key / wounds),
      lost: (key) => key,
    },
    models * wounds + 1,
  );
}

/**
 * `rules`, Wounds 2. Damage 2 slays alone (k of them); a model takes two 1s, so n1 1s slay
 * ⌊n1/2⌋ ({@link coverSolver}(2)(n1, 0, 0) = ⌊n1/2⌋: the only pattern is 1+1). Slain
 * t = k + ⌊n1/2⌋; wounds lost 2t, plus the odd 1 on a survivor unless some model was slain
 * alone (the 1 then goes first on it). Key = (alone × models + t) × 2 + (n1 mod 2).
 */
function rulesMachineW2(models: number): ClassMachine {
  return buildFromKeys(
    models,
    2,
    {
      keys: 4 * models,
      start: 0,
      step: (key, size) => {
        const odd = key & 1;
        const t = (key >> 1) % models;
        const alone = key >> 1 >= models || size === 2 ? 1 : 0;
        const t2 = size === 2 || odd ? t + 1 : t;
        if (t2 >= models) return -1;
        return ((alone * models + t2) << 1) | (size === 2 ? odd : odd ^ 1);
      },
      slain: (key) => (key >> 1) % models,
      lost: (key) => 2 * ((key >> 1) % models) + (key >> 1 >= models ? 0 : key & 1),
    },
    4 * models,
  );
}

/**
 * `rules`, Wounds 3. Damage 3 slays alone (k of them); the rest are n1 1s and n2 2s.
 *
 * **Lemma 1**: slain(n1, n2) = min(n1, n2) + f(n1 - n2), with f(e) = ⌊e/3⌋ for e ≥ 0 and
 * ⌊-e/2⌋ for e < 0. Proof: a slain model needs one of 1+1+1, 1+2, 2+2 (any valid set contains
 * one); with a pairs 1+2, the rest give ⌊(n2-a)/2⌋ + ⌊(n1-a)/3⌋. For n1 ≥ n2 = n1 - e and
 * a = n2 - j, the total is n2 - j + ⌊j/2⌋ + ⌊(e+j)/3⌋ ≤ n2 + ⌊e/3⌋ for every j ≥ 0 (j ≤ 5 by
 * hand; beyond, the bound e/3 - j/6 is below ⌊e/3⌋), which j = 0 reaches; n2 > n1 likewise
 * with ⌊j/3⌋ and ⌊(|e|+j)/2⌋. So slain depends on t = k + min(n1, n2) and e = n1 - n2 only,
 * and these update alone: a 1 pairs with a spare 2 when e < 0, a 2 with a spare 1 when e > 0.
 *
 * **Wounds lost**: 3 per model slain, plus what is left over on a survivor, which is 0 once a
 * model has been slain alone (the rest goes first on it). Call a state *free* when its left
 * over is 0 now and after any further 1s and 2s (while models remain): a model slain alone,
 * or Z(n1, n2), computed backwards over the counts from {@link coverTable}. A state that is
 * not free has k = 0, so (t, e) gives back n1 and n2 exactly and the table its wounds lost.
 *
 * **Lemma 2** (free states, whose outputs are their models slain): with R = models,
 * (t, e) and (t + 1, e - 3) are the same state when e ≥ 3 and t + e - 1 ≥ R, and (t, e) and
 * (t + 1, e + 2) when e ≤ -2 and t - e - 1 ≥ R. Proof for e ≥ 3 (e ≤ -2 is alike): after x1
 * more 1s and x2 more 2s, the two slay the same unless x2 ≥ e + x1 (by Lemma 1, case by case:
 * x2 ≤ e - 3 + x1 gives equal counts, x2 = e + x1 - 2 or - 1 too), and then both slay at
 * least t + e - 1 ≥ R: all. Without the condition, e more 2s slay t + e against t + e - 1.
 * Each state is stored once, at the end of its chain of such steps (largest t).
 *
 * The result is the minimal machine (checked against Moore's minimisation of the plain
 * count machine: 10,991 states for 100 models, against 853,451 counts and 49,802 (t, e)).
 * Key = ((free × models + t) × E + e + 2 models), E = 5 models + 1.
 */
function rulesMachineW3(models: number): ClassMachine {
  const m = models;
  const E = 5 * m + 1;
  const off = 2 * m;
  // Counts in every state kept: n1 < 3m, n2 < 2m (more would slay all: Lemma 1).
  const row = 3 * m + 1;
  const table = coverTable(3, 3 * m, 2 * m, 0);
  const spare = (e: number) => (e >= 0 ? Math.floor(e / 3) : Math.floor(-e / 2));
  // free[n1 + row n2]: no left over now or after any further 1s and 2s while models remain.
  const free = new Uint8Array(row * (2 * m + 1));
  for (let n2 = 2 * m; n2 >= 0; n2--) {
    for (let n1 = 3 * m; n1 >= 0; n1--) {
      const i = n1 + row * n2;
      if (table.slain[i]! >= m) free[i] = 1;
      else if (n1 + 2 * n2 === table.used[i]!) {
        free[i] = (n1 === 3 * m || free[i + 1]!) && (n2 === 2 * m || free[i + row]!) ? 1 : 0;
      }
    }
  }
  // Keys decode to (free, t, e) with plain arithmetic (no objects: fast before the JIT too).
  const eOf = (key: number) => (key % E) - off;
  const ttOf = (key: number) => (key - (key % E)) / E;
  const encode = (isFree: boolean, t: number, e: number): number => {
    if (!isFree) {
      const n1 = t + Math.max(e, 0);
      const n2 = t + Math.max(-e, 0);
      if (!free[n1 + row * n2]) return t * E + e + off;
    }
    // Lemma 2: the end of the chain.
    for (;;) {
      if (e >= 3 && t + e - 1 >= m) {
        t++;
        e -= 3;
      } else if (e <= -2 && t - e - 1 >= m) {
        t++;
        e += 2;
      } else break;
    }
    return (m + t) * E + e + off;
  };
  return buildFromKeys(
    m,
    3,
    {
      keys: 2 * m * E,
      start: encode(false, 0, 0),
      step: (key, size) => {
        const e = eOf(key);
        const tt = ttOf(key);
        const isFree = tt >= m;
        const t = isFree ? tt - m : tt;
        let t2 = t;
        let e2 = e;
        if (size === 3) t2++;
        else if (size === 1) {
          if (e < 0) t2++;
          e2++;
        } else {
          if (e > 0) t2++;
          e2--;
        }
        if (t2 + spare(e2) >= m) return -1;
        return encode(isFree || size === 3, t2, e2);
      },
      slain: (key) => (ttOf(key) % m) + spare(eOf(key)),
      lost: (key) => {
        const e = eOf(key);
        const tt = ttOf(key);
        const t = tt % m;
        if (tt >= m) return 3 * (t + spare(e));
        const n1 = t + Math.max(e, 0);
        const n2 = t + Math.max(-e, 0);
        const i = n1 + row * n2;
        return 3 * table.slain[i]! + n1 + 2 * n2 - table.used[i]!;
      },
    },
    m === 1 ? 4 : m * m + 10 * m,
  );
}

/**
 * `rules`, Wounds 4 or more: the state is the counts (k slain alone, n1, n2, n3), and
 * {@link coverSolver} gives the models slain and the owner's best assignment.
 */
function countsMachine(models: number, wounds: number): ClassMachine {
  const cover = coverSolver(wounds);
  const index = new Map<number, number>();
  const raws: number[][] = [];
  const nextList: number[] = [];
  const stride = wounds + 1;
  // Counts are below these bounds in every state kept (see classMachineSize).
  const b1 = models * (wounds + 2) + 1;
  const key = (r: readonly number[]) => r[0]! + (models + 1) * (r[1]! + b1 * (r[2]! + b1 * r[3]!));
  const slainOf = ([k, n1, n2, n3]: readonly number[]) =>
    Math.min(models, k! + cover(n1!, n2!, n3!).slain);
  let wiped = -1;
  const intern = (raw: number[]): number => {
    if (slainOf(raw) >= models) {
      if (wiped < 0) {
        wiped = raws.length;
        raws.push(raw);
      }
      return wiped;
    }
    const k = key(raw);
    let i = index.get(k);
    if (i === undefined) {
      i = raws.length;
      raws.push(raw);
      index.set(k, i);
    }
    return i;
  };
  intern([0, 0, 0, 0]);
  for (let s = 0; s < raws.length; s++) {
    const raw = raws[s]!;
    for (let size = 0; size <= wounds; size++) {
      // Damage 4 to W - 1 never arrives (a wound does 1, 2 or 3 damage, or slays outright):
      // those columns keep the state, as column 0 does, and cost nothing to build.
      if (size === 0 || s === wiped || (size > 3 && size < wounds)) nextList.push(s);
      else {
        const r = raw.slice();
        r[size >= wounds ? 0 : size]! += 1;
        nextList.push(intern(r));
      }
    }
  }
  const n = raws.length;
  const slain = new Int32Array(n);
  const woundsLost = new Int32Array(n);
  for (let s = 0; s < n; s++) {
    if (s === wiped) {
      slain[s] = models;
      woundsLost[s] = models * wounds;
      continue;
    }
    const [k, n1, n2, n3] = raws[s]!;
    const c = cover(n1!, n2!, n3!);
    slain[s] = k! + c.slain;
    // Below `models` slain: W per model slain, plus the damage left over (less than W, so it
    // fits on one survivor), unless a wound that slays alone can take it first on its model.
    const left = k! > 0 ? 0 : n1! + 2 * n2! + 3 * n3! - c.used;
    woundsLost[s] = (k! + c.slain) * wounds + left;
  }
  return { models, wounds, states: n, stride, next: Int32Array.from(nextList), slain, woundsLost };
}
