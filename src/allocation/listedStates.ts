/**
 * The listed-order allocation over **every** state of the target, not only those reached from a
 * fresh unit: what a volley from any state needs (`army-turn.md` of the specification, "The
 * state between volleys"). The rule is {@link listedMachine}'s (`src/allocation/listed.ts`;
 * `../shared/spec/wh40k-units.md`, "The target unit: allocation groups", items 2 and 3), read
 * on a state that several volleys may have left, each with a Precision target of its own:
 *
 * - The bodyguard (the groups that are not characters, as listed) only ever loses models in
 *   the order listed, so its state is a place in that order and the damage there.
 * - Each character group has its own state: models slain, and its next model's damage or
 *   whether it was allocated a saved attack this phase (`allocated`: it takes the next attack
 *   that may go to a character, as a wounded model does).
 * - An attack of route 1 (Precision) goes to the machine's Precision target while a model of
 *   it stands; any other attack to the bodyguard while a model of it stands; then to a
 *   character already allocated an attack (the Precision target first, then in the order
 *   listed), else to the first character listed that stands.
 *
 * On the states a fresh unit reaches this is {@link listedMachine}'s rule (a test holds the
 * two to the same laws), which stays the machine of `evaluate()`: it builds only those states.
 * Here every state is numbered in mixed radix, so a {@link TargetState}-like description maps
 * to its number by arithmetic; the state where every model is slain is one state (its attacks
 * change nothing; the volley reads no count of them). The tables are {@link ListedMachine}'s,
 * so {@link listedKernel} and the sampler read them unchanged.
 *
 * @module
 */
import { InputError, show, TooLargeError } from '../errors.js';
import { type ListedGroup, type ListedMachine, MAX_LISTED_STATES } from './listed.js';
import { checkAllocationGroups } from './UnitMachine.js';

/**
 * The state of a target as this machine reads it: models left by group, the damage on each
 * group's next model (0: none), and whether that model was allocated an attack (a character's).
 *
 * @example
 * ```ts
 * const s: ListedState = { left: [3, 1], damage: [0, 2], allocated: [false, true] };
 * ```
 */
export interface ListedState {
  readonly left: readonly number[];
  readonly damage: readonly number[];
  readonly allocated: readonly boolean[];
}

/**
 * A listed-order machine over every state, with the arithmetic between states and numbers.
 *
 * @example
 * ```ts
 * const m = listedStatesMachine(groups, null);
 * m.decode(m.encode({ left: [2, 1], damage: [0, 0], allocated: [false, false] }, 'from'));
 * ```
 */
export interface ListedStatesMachine extends ListedMachine {
  /**
   * The number of a state.
   * @throws {InputError} naming `field` for a state the listed order never leaves (a
   *   bodyguard group losing models while one listed before it stands).
   */
  readonly encode: (state: ListedState, field: string) => number;
  /** The state of a number. */
  readonly decode: (index: number) => ListedState;
}

/**
 * The number of states of {@link listedStatesMachine}, from a formula: (Σ bodyguard models ×
 * Wounds + 1) × Π over the character groups (models × (Wounds + 1) + 1).
 *
 * @example
 * ```ts
 * listedStatesSize([{ models: 10, wounds: 1 }, { models: 1, wounds: 5, character: true }]); // 11 × 7
 * ```
 */
export function listedStatesSize(groups: readonly ListedGroup[]): number {
  checkAllocationGroups(groups, 'listedStatesMachine');
  let n = 1;
  for (const g of groups) if (g.character !== true) n += g.models * g.wounds;
  for (const g of groups) if (g.character === true) n *= g.models * (g.wounds + 1) + 1;
  return n;
}

/**
 * Build the listed-order machine over every state of `groups`, Precision attacks (route 1)
 * aimed at the character group `precision` (null: route 1 is route 0). O(states × 2 × stride).
 *
 * @throws {InputError} for bad groups or a Precision target that is not a character group;
 *   {@link TooLargeError} beyond {@link MAX_LISTED_STATES} states, before anything is built.
 * @example
 * ```ts
 * const m = listedStatesMachine([{ models: 2, wounds: 1 }, { models: 1, wounds: 3, character: true }], 1);
 * m.group[m.encode({ left: [2, 1], damage: [0, 0], allocated: [false, false] }, 'from') * 2 + 1]; // 1
 * ```
 */
export function listedStatesMachine(
  groups: readonly ListedGroup[],
  precision: number | null,
): ListedStatesMachine {
  const states = listedStatesSize(groups);
  if (precision !== null && groups[precision]?.character !== true) {
    throw new InputError(
      `listedStatesMachine: the Precision target must be a character group, got ${show(precision)}`,
      'precision',
      precision,
    );
  }
  if (states > MAX_LISTED_STATES) {
    throw new TooLargeError(
      `allocation over every state of this target unit needs ${states} states, more than ${MAX_LISTED_STATES}: split the unit`,
    );
  }
  const G = groups.length;
  const W = groups.map((g) => g.wounds);
  const stride = Math.max(...W) + 1;
  const guards = groups.map((_, i) => i).filter((i) => groups[i]!.character !== true);
  const chars = groups.map((_, i) => i).filter((i) => groups[i]!.character === true);
  // The bodyguard's place: b = offset[o] + damage, o the models slain in the order listed.
  const seq: number[] = [];
  for (const g of guards) for (let k = 0; k < groups[g]!.models; k++) seq.push(g);
  const offset = [0];
  for (const g of seq) offset.push(offset[offset.length - 1]! + W[g]!);
  const B = offset[seq.length]! + 1;
  // Character c's value: k × (W + 1) + x (x = 0: fresh; 1 + d: allocated, d damage), or all slain.
  const radix = chars.map((g) => groups[g]!.models * (W[g]! + 1) + 1);
  const weight: number[] = [];
  for (let c = 0, w = B; c < chars.length; c++) {
    weight.push(w);
    w *= radix[c]!;
  }
  const guardAt = new Int32Array(B); // the place o of each b (seq.length: all slain)
  for (let o = 0; o < seq.length; o++)
    for (let b = offset[o]!; b < offset[o + 1]!; b++) guardAt[b] = o;
  guardAt[B - 1] = seq.length;

  const charValue = (s: number, c: number) => Math.floor(s / weight[c]!) % radix[c]!;
  const stands = (s: number, c: number) => charValue(s, c) < radix[c]! - 1;
  const isAllocated = (s: number, c: number) =>
    stands(s, c) && charValue(s, c) % (W[chars[c]!]! + 1) > 0;
  const pc = precision === null ? -1 : chars.indexOf(precision);
  /** Where an attack of a route goes: -1 the bodyguard, c ≥ 0 character c, -2 nowhere. */
  const slot = (s: number, route: number): number => {
    if (route === 1 && pc >= 0 && stands(s, pc)) return pc;
    if (s % B < B - 1) return -1;
    if (pc >= 0 && isAllocated(s, pc)) return pc;
    for (let c = 0; c < chars.length; c++) if (isAllocated(s, c)) return c;
    for (let c = 0; c < chars.length; c++) if (stands(s, c)) return c;
    return -2;
  };
  const step = (s: number, where: number, size: number): number => {
    if (where === -1) {
      const b = s % B;
      const o = guardAt[b]!;
      const d = b - offset[o]! + size;
      return s - b + (d >= W[seq[o]!]! ? offset[o + 1]! : offset[o]! + d);
    }
    const w1 = W[chars[where]!]! + 1;
    const v = charValue(s, where);
    const k = Math.floor(v / w1);
    const x = v % w1;
    const d = (x > 0 ? x - 1 : 0) + size;
    const v2 = d >= w1 - 1 ? (k + 1) * w1 : k * w1 + 1 + d;
    return s + (v2 - v) * weight[where]!;
  };

  const group = new Int32Array(states * 2);
  const next = new Int32Array(states * 2 * stride);
  for (let s = 0; s < states; s++) {
    for (let route = 0; route < 2; route++) {
      const row = s * 2 + route;
      const where = slot(s, route);
      const g = where === -2 ? 0 : where === -1 ? seq[guardAt[s % B]!]! : chars[where]!;
      group[row] = g;
      for (let size = 0; size < stride; size++) {
        next[row * stride + size] = where === -2 || size > W[g]! ? s : step(s, where, size);
      }
    }
  }

  const decode = (s: number): ListedState => {
    const left = groups.map((g) => g.models);
    const damage = new Array<number>(G).fill(0);
    const allocated = new Array<boolean>(G).fill(false);
    const b = s % B;
    const o = guardAt[b]!;
    for (let k = 0; k < o; k++) left[seq[k]!]!--;
    if (o < seq.length) damage[seq[o]!] = b - offset[o]!;
    chars.forEach((g, c) => {
      const w1 = W[g]! + 1;
      const v = charValue(s, c);
      left[g] = groups[g]!.models - Math.floor(v / w1);
      const x = v % w1;
      if (left[g]! > 0 && x > 0) {
        damage[g] = x - 1;
        allocated[g] = x === 1;
      }
    });
    return { left, damage, allocated };
  };
  const encode = (state: ListedState, field: string): number => {
    // The bodyguard: groups before the first that stands are slain, those after it whole.
    let o = 0;
    let head = -1;
    for (const g of guards) {
      const lost = groups[g]!.models - state.left[g]!;
      if (head >= 0) {
        if (lost > 0 || state.damage[g]! > 0) {
          throw new InputError(
            `${field}: group ${g} has lost wounds while group ${head}, listed before it, still stands; the listed order takes the groups in turn`,
            `${field}.left`,
            state.left,
          );
        }
      } else if (state.left[g]! > 0) head = g;
      o += lost;
    }
    let s = o < seq.length ? offset[o]! + state.damage[seq[o]!]! : B - 1;
    for (const g of guards) {
      if (state.allocated[g]) {
        throw new InputError(
          `${field}.allocated: group ${g} is no character; only a character carries an attack allocated to it (a bodyguard model takes the next attack anyway)`,
          `${field}.allocated`,
          g,
        );
      }
    }
    chars.forEach((g, c) => {
      const w1 = W[g]! + 1;
      const k = groups[g]!.models - state.left[g]!;
      const x = state.damage[g]! > 0 ? 1 + state.damage[g]! : state.allocated[g] ? 1 : 0;
      s += (k * w1 + (k < groups[g]!.models ? x : 0)) * weight[c]!;
    });
    return s;
  };

  const slain = new Int32Array(states);
  const woundsLost = new Int32Array(states);
  const groupSlain = groups.map(() => new Int32Array(states));
  const groupWoundsLost = groups.map(() => new Int32Array(states));
  const charactersSlain = new Int32Array(states);
  for (let s = 0; s < states; s++) {
    const { left, damage } = decode(s);
    for (let g = 0; g < G; g++) {
      const k = groups[g]!.models - left[g]!;
      groupSlain[g]![s] = k;
      groupWoundsLost[g]![s] = k * W[g]! + damage[g]!;
      slain[s]! += k;
      woundsLost[s]! += k * W[g]! + damage[g]!;
      if (groups[g]!.character === true) charactersSlain[s]! += k;
    }
  }
  return {
    states,
    wounds: Int32Array.from(W),
    stride,
    group,
    next,
    slain,
    woundsLost,
    groupSlain,
    groupWoundsLost,
    charactersSlain,
    encode,
    decode,
  };
}
