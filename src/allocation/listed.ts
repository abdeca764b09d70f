/**
 * The allocation machine of a unit whose groups take attacks **in the order listed**, one
 * model at a time, with characters behind the other models and an optional Precision target:
 * Warhammer 40,000's allocation of attacks to a unit of several profiles
 * (`../shared/spec/wh40k-units.md`, "The target unit: allocation groups", items 2 and 3).
 *
 * - A model that has lost wounds (or already been allocated an attack) takes the next attack;
 *   otherwise the defender's order: the groups that are not characters in the order listed
 *   (the bodyguard), then the characters in the order listed. Excess damage is lost.
 * - No ordinary attack goes to a character while any other model stands.
 * - Precision (10th-edition reading): an attack flagged Precision goes to the character group
 *   named `precisionTarget` while a model of it stands (the attacker's choice), else as an
 *   ordinary attack. A character allocated an attack (a Precision one that was saved, say)
 *   takes the next attack that may go to characters.
 * - Once every model is destroyed, later attacks are saved with the profile of the model
 *   slain last, and change nothing.
 *
 * The state is (the place in the order of the models that are not the Precision target, the
 * damage on that model; the Precision target's models slain, the damage on its current model,
 * whether it was allocated an attack), plus one final state per group that can be slain last.
 * Both engines read the same tables: the exact engine pushes probabilities through
 * {@link listedKernel}, the sampler walks `next` one attack at a time.
 *
 * @module
 */
import { InputError, show, TooLargeError } from '../errors.js';
import { checkAllocationGroups } from './UnitMachine.js';

/**
 * A target group as this machine sees it.
 *
 * @example
 * ```ts
 * const warboss: ListedGroup = { models: 1, wounds: 6, character: true };
 * ```
 */
export interface ListedGroup {
  readonly models: number;
  readonly wounds: number;
  /** A character (a Leader or Support model): after every other model. @defaultValue false */
  readonly character?: boolean;
}

/**
 * A built listed-order machine. Routes: 0, an ordinary attack; 1, a Precision attack.
 *
 * @example
 * ```ts
 * const m = listedMachine([{ models: 2, wounds: 1 }, { models: 1, wounds: 3, character: true }], null);
 * m.group[0 * 2 + 0]; // 0: the first attack goes to the bodyguard
 * ```
 */
export interface ListedMachine {
  readonly states: number;
  /** Wounds of each group. */
  readonly wounds: Int32Array;
  /** Row length of {@link next}: the highest Wounds plus 1. */
  readonly stride: number;
  /** `group[state * 2 + route]`: the group whose profile takes the next attack of that route. */
  readonly group: Int32Array;
  /**
   * `next[(state * 2 + route) * stride + size]`: the state after an attack of that route that
   * takes `size` wounds (0: allocated, none lost; the group's Wounds: the model is slain).
   */
  readonly next: Int32Array;
  readonly slain: Int32Array;
  readonly woundsLost: Int32Array;
  /** Models slain and wounds lost in each group, by state: `groupSlain[g][state]`. */
  readonly groupSlain: readonly Int32Array[];
  readonly groupWoundsLost: readonly Int32Array[];
  /** Character models slain, by state. */
  readonly charactersSlain: Int32Array;
}

/**
 * The most states a listed-order machine may have; the cost model refuses well before.
 *
 * @example
 * ```ts
 * listedMachineSize(groups, null) <= MAX_LISTED_STATES;
 * ```
 */
export const MAX_LISTED_STATES = 5_000_000;

function checkGroups(groups: readonly ListedGroup[], precision: number | null): void {
  checkAllocationGroups(groups, 'listedMachine');
  if (precision !== null && groups[precision]?.character !== true) {
    throw new InputError(
      `listedMachine: the Precision target must be a character group, got ${show(precision)}`,
      'precision',
      precision,
    );
  }
}

/**
 * The number of states {@link listedMachine} builds at most, from a formula: (Σ models ×
 * Wounds over the groups other than the Precision target, + 1) × (the target's models ×
 * (Wounds + 1) + 1) + one final state per group.
 *
 * @example
 * ```ts
 * listedMachineSize([{ models: 10, wounds: 1 }, { models: 1, wounds: 5, character: true }], null); // 16 + 2
 * ```
 */
export function listedMachineSize(
  groups: readonly ListedGroup[],
  precision: number | null,
): number {
  checkGroups(groups, precision);
  let others = 1;
  groups.forEach((g, i) => {
    if (i !== precision) others += g.models * g.wounds;
  });
  const p =
    precision === null ? 1 : groups[precision]!.models * (groups[precision]!.wounds + 1) + 1;
  return others * p + groups.length;
}

/**
 * Build the listed-order machine of `groups`, with Precision attacks aimed at the character
 * group `precision` (null: no Precision attack; route 1 is then route 0).
 *
 * @throws {InputError} for a group that is not `{ models >= 1, wounds >= 1 }`, or a Precision
 *   target that is not a character group; {@link TooLargeError} beyond
 *   {@link MAX_LISTED_STATES} states, before anything is built.
 * @example
 * ```ts
 * const m = listedMachine([{ models: 1, wounds: 2 }, { models: 1, wounds: 4, character: true }], 1);
 * m.group[0 * 2 + 1]; // 1: a Precision attack goes to the character
 * ```
 */
export function listedMachine(
  groups: readonly ListedGroup[],
  precision: number | null,
): ListedMachine {
  const estimate = listedMachineSize(groups, precision);
  if (estimate > MAX_LISTED_STATES) {
    throw new TooLargeError(
      `allocation over this target unit needs about ${estimate} states, more than ${MAX_LISTED_STATES}: split the unit`,
    );
  }
  const G = groups.length;
  const W = groups.map((g) => g.wounds);
  const stride = Math.max(...W) + 1;
  // The order of the models that are not the Precision target: bodyguard groups as listed,
  // then characters as listed. `seq[i]` is the group of the i-th model in that order.
  const order = [
    ...groups.map((_, i) => i).filter((i) => groups[i]!.character !== true && i !== precision),
    ...groups.map((_, i) => i).filter((i) => groups[i]!.character === true && i !== precision),
  ];
  const seq: number[] = [];
  for (const g of order) for (let k = 0; k < groups[g]!.models; k++) seq.push(g);
  const bodyguards = groups.reduce((n, g) => n + (g.character === true ? 0 : g.models), 0);
  const N = seq.length;
  const pModels = precision === null ? 0 : groups[precision]!.models;

  // A state: o (place in seq), d (damage there), pk (Precision target's slain), pd (damage),
  // t (allocated an attack), last (the group slain last, once every model is slain; else -1).
  type S = readonly [o: number, d: number, pk: number, pd: number, t: number, last: number];
  const index = new Map<string, number>();
  const list: S[] = [];
  const id = (s: S): number => {
    const key = s.join(',');
    let i = index.get(key);
    if (i === undefined) {
      i = list.length;
      index.set(key, i);
      list.push(s);
    }
    return i;
  };
  /** Which slot an attack of a route goes to: 'o', 'p', or the final group (a number). */
  const slot = (s: S, route: number): 'o' | 'p' | number => {
    const [o, , pk, , t, last] = s;
    if (last >= 0) return last;
    const pStands = pk < pModels;
    if (route === 1 && pStands) return 'p';
    if (o < bodyguards) return 'o';
    if (pStands && (t === 1 || o >= N || precision! < seq[o]!)) return 'p';
    return 'o';
  };
  const done = (o: number, pk: number) => o >= N && pk >= pModels;
  const step = (s: S, route: number, size: number): S => {
    const where = slot(s, route);
    if (typeof where === 'number') return s;
    let [o, d, pk, pd, t] = s;
    if (where === 'o') {
      const g = seq[o]!;
      d += size;
      if (d >= W[g]!) {
        o++;
        d = 0;
        if (done(o, pk)) return [o, 0, pk, 0, 0, g];
      }
      return [o, d, pk, pd, t, -1];
    }
    const g = precision!;
    pd += size;
    t = 1;
    if (pd >= W[g]!) {
      pk++;
      pd = 0;
      t = 0;
      if (done(o, pk)) return [o, 0, pk, 0, 0, g];
    }
    return [o, d, pk, pd, t, -1];
  };
  const groupOf = (s: S, route: number): number => {
    const where = slot(s, route);
    return typeof where === 'number' ? where : where === 'o' ? seq[s[0]]! : precision!;
  };

  // Breadth-first from the start: the states after t attacks come first.
  const start: S = done(0, 0) ? [0, 0, 0, 0, 0, G - 1] : [0, 0, 0, 0, 0, -1];
  id(start);
  const nextList: number[] = [];
  const groupList: number[] = [];
  for (let i = 0; i < list.length; i++) {
    const s = list[i]!;
    for (let route = 0; route < 2; route++) {
      const g = groupOf(s, route);
      groupList.push(g);
      for (let size = 0; size < stride; size++) {
        nextList.push(size <= W[g]! ? id(step(s, route, size)) : i);
      }
    }
  }
  const states = list.length;
  const slain = new Int32Array(states);
  const woundsLost = new Int32Array(states);
  const groupSlain = groups.map(() => new Int32Array(states));
  const groupWoundsLost = groups.map(() => new Int32Array(states));
  const charactersSlain = new Int32Array(states);
  list.forEach(([o, d, pk, pd], i) => {
    for (let k = 0; k < o; k++) {
      const g = seq[k]!;
      groupSlain[g]![i]!++;
      groupWoundsLost[g]![i]! += W[g]!;
    }
    if (o < N) groupWoundsLost[seq[o]!]![i]! += d;
    if (precision !== null) {
      groupSlain[precision]![i]! += pk;
      groupWoundsLost[precision]![i]! += pk * W[precision]! + pd;
    }
    for (let g = 0; g < G; g++) {
      slain[i]! += groupSlain[g]![i]!;
      woundsLost[i]! += groupWoundsLost[g]![i]!;
      if (groups[g]!.character === true) charactersSlain[i]! += groupSlain[g]![i]!;
    }
  });
  return {
    states,
    wounds: Int32Array.from(W),
    stride,
    group: Int32Array.from(groupList),
    next: Int32Array.from(nextList),
    slain,
    woundsLost,
    groupSlain,
    groupWoundsLost,
    charactersSlain,
  };
}

/**
 * The exact engine's kernel on the machine, for attacks of one route, over the joint state
 * (machine state, a count): index `value × states + state`. `laws[g]` is the joint law of one
 * attack on a model of group g, `laws[g][v × (Wounds_g + 1) + size]`: the chance it adds `v`
 * to the count and takes `size` wounds. Values beyond `values − 1` have probability 0 by the
 * caller's bound. O(states × values × law size).
 *
 * @example
 * ```ts
 * const step = listedKernel(machine, 0, 1); // the allocation alone: laws are allocation outcomes
 * step([outcome], cur, out);
 * ```
 */
export function listedKernel(
  m: ListedMachine,
  route: 0 | 1,
  values: number,
): (laws: readonly Float64Array[], cur: Float64Array, out: Float64Array) => void {
  const S = m.states;
  const { group, next, stride, wounds } = m;
  return (laws, cur, out) => {
    for (let v = 0; v < values; v++) {
      for (let s = 0; s < S; s++) {
        const p = cur[v * S + s]!;
        if (p === 0) continue;
        const row = s * 2 + route;
        const g = group[row]!;
        const q = laws[g]!;
        const w1 = wounds[g]! + 1;
        const rows = q.length / w1;
        for (let dv = 0; dv < rows && v + dv < values; dv++) {
          const to = (v + dv) * S;
          for (let k = 0; k < w1; k++) {
            const x = q[dv * w1 + k]!;
            if (x !== 0) out[to + next[row * stride + k]!]! += p * x;
          }
        }
      }
    }
  };
}
