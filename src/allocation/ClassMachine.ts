/**
 * The unit-level state machine of one set of models sharing a Wounds characteristic: unsaved
 * wounds arrive one at a time, each with its damage (1, 2, 3 or "slays outright"), and the
 * state says how many models are slain. Both engines read the same transition table: the
 * exact engine pushes probabilities through it, the sampler walks it one wound at a time.
 *
 * Two policies (spec interpretation 9):
 * - `rules`: the state is the count of wounds of each damage (and of those that slay alone);
 *   models slain are the most that any assignment can slay, and wounds lost the fewest among
 *   those assignments (the unit's owner chooses; {@link coverSolver}).
 * - `sequential`: the state is (models slain, damage on the wounded model); each wound goes on
 *   the model already wounded, excess lost.
 *
 * States where every model is slain are merged into one, so the table grows only as far as
 * the answer needs.
 *
 * @module
 */
import { TooLargeError } from '../errors.js';
import type { Allocation } from '../scenario/types.js';
import { coverSolver } from './maxSlain.js';

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
  /** Row length of {@link next}: `wounds + 1` (column 0 unused). */
  readonly stride: number;
  /** `next[state * stride + size]`: the state after a wound of that damage. */
  readonly next: Int32Array;
  /** Models slain in each state. */
  readonly slain: Int32Array;
  /** Wounds lost by the unit in each state (see the docs of the result `woundsLost`). */
  readonly woundsLost: Int32Array;
}

/** The most states a class machine may have before the exact engine refuses. */
export const MAX_CLASS_STATES = 2_000_000;

/**
 * Build the state machine of `models` models of `wounds` Wounds each under an allocation
 * policy. Cost: O(states × wounds) time and memory; states grow like models × wounds² / 2
 * for `rules` with Multiple Wounds, models × wounds for `sequential`.
 *
 * @throws {TooLargeError} beyond {@link MAX_CLASS_STATES} states.
 * @example
 * ```ts
 * classMachine(5, 1, 'rules').states; // 6: 0..5 slain
 * ```
 */
export function classMachine(models: number, wounds: number, policy: Allocation): ClassMachine {
  return policy === 'rules' ? rulesMachine(models, wounds) : sequentialMachine(models, wounds);
}

interface Spec {
  /** Raw state: a small tuple of counts. */
  start: number[];
  step: (raw: number[], size: number) => number[];
  slain: (raw: number[]) => number;
  lost: (raw: number[]) => number;
}

function build(models: number, wounds: number, spec: Spec): ClassMachine {
  const stride = wounds + 1;
  const index = new Map<string, number>();
  const raws: number[][] = [];
  const nextList: number[] = [];
  // State 0: the start; the state where all are slain is created on demand.
  let wiped = -1;
  const intern = (raw: number[]): number => {
    if (spec.slain(raw) >= models) {
      if (wiped < 0) {
        wiped = raws.length;
        raws.push(raw);
        index.set('wiped', wiped);
      }
      return wiped;
    }
    const key = raw.join(',');
    let i = index.get(key);
    if (i === undefined) {
      i = raws.length;
      if (i >= MAX_CLASS_STATES) {
        throw new TooLargeError(
          `exact allocation of ${models} models of ${wounds} Wounds needs more than ${MAX_CLASS_STATES} states; use method "monte-carlo"`,
        );
      }
      raws.push(raw);
      index.set(key, i);
    }
    return i;
  };
  intern(spec.start);
  for (let s = 0; s < raws.length; s++) {
    const raw = raws[s]!;
    for (let size = 0; size <= wounds; size++) {
      nextList[s * stride + size] = size === 0 || s === wiped ? s : intern(spec.step(raw, size));
    }
  }
  const n = raws.length;
  const slain = new Int32Array(n);
  const woundsLost = new Int32Array(n);
  for (let s = 0; s < n; s++) {
    slain[s] = s === wiped ? models : spec.slain(raws[s]!);
    woundsLost[s] = s === wiped ? models * wounds : spec.lost(raws[s]!);
  }
  return { models, wounds, states: n, stride, next: Int32Array.from(nextList), slain, woundsLost };
}

function rulesMachine(models: number, wounds: number): ClassMachine {
  const cover = coverSolver(wounds);
  // raw = [slain outright, count of size 1, size 2, size 3] (sizes below `wounds` only)
  return build(models, wounds, {
    start: [0, 0, 0, 0],
    step: (raw, size) => {
      const r = raw.slice();
      if (size >= wounds) r[0]! += 1;
      else r[size]! += 1;
      return r;
    },
    slain: ([k, n1, n2, n3]) => Math.min(models, k! + cover(n1!, n2!, n3!).slain),
    // Below `models` slain (else the state is the wiped one): W per model slain, plus the
    // damage left over (less than W, so it fits on one survivor), unless a wound that slays
    // alone can take it first on the model it then slays.
    lost: ([k, n1, n2, n3]) => {
      const c = cover(n1!, n2!, n3!);
      const left = k! > 0 ? 0 : n1! + 2 * n2! + 3 * n3! - c.used;
      return (k! + c.slain) * wounds + left;
    },
  });
}

function sequentialMachine(models: number, wounds: number): ClassMachine {
  // raw = [slain, damage on the wounded model]
  return build(models, wounds, {
    start: [0, 0],
    step: ([slain, damage], size) => {
      const d = damage! + size;
      return d >= wounds ? [slain! + 1, 0] : [slain!, d];
    },
    slain: ([slain]) => slain!,
    lost: ([slain, damage]) => slain! * wounds + damage!,
  });
}
