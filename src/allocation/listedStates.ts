/**
 * The listed-order allocation over **every** state of the target, not only those reached from a
 * fresh unit: what a volley from any state needs (`army-turn.md` of the specification, "The
 * state between volleys"). The rule is {@link listedMachine}'s (`src/allocation/listed.ts`;
 * `../shared/spec/wh40k-units.md`, "The target unit: allocation groups", items 2 and 3), read
 * on a state that several volleys may have left, each with a Precision target of its own:
 *
 * - The bodyguard (the groups that are not characters, as listed) only ever loses models in
 *   the order listed, so its state is a place in that order and the damage there.
 * - Each character group has its own state: models slain and the damage on its next model;
 *   and the unit remembers the character group allocated an attack last (`allocated`), while
 *   a model of it stands.
 * - An attack of route 1 (Precision) goes to the machine's Precision target while a model of
 *   it stands; any other attack to the bodyguard while a model of it stands; then to the
 *   character allocated an attack last, else to the first character listed that carries
 *   damage, else to the first character listed that stands. ("A model already allocated an
 *   attack this phase takes the next": when several were, the one allocated last, as
 *   {@link listedMachine} reads it. A character allocated a saved attack, then passed over by a
 *   later one aimed elsewhere, is not remembered: with three characters or more, the next
 *   attack may then go to the first listed instead.)
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
 * group's next model (0: none), and the character group allocated an attack last (-1: none).
 *
 * @example
 * ```ts
 * const s: ListedState = { left: [3, 1], damage: [0, 2], allocated: 1 };
 * ```
 */
export interface ListedState {
  readonly left: readonly number[];
  readonly damage: readonly number[];
  readonly allocated: number;
}

/**
 * A listed-order machine over every state, with the arithmetic between states and numbers.
 *
 * @example
 * ```ts
 * const m = listedStatesMachine(groups, null);
 * m.decode(m.encode({ left: [2, 1], damage: [0, 0], allocated: -1 }, 'from'));
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
 * Wounds + 1) × Π over the character groups (models × Wounds + 1) × (character groups + 1).
 *
 * @example
 * ```ts
 * listedStatesSize([{ models: 10, wounds: 1 }, { models: 1, wounds: 5, character: true }]); // 11 × 6 × 2
 * ```
 */
export function listedStatesSize(groups: readonly ListedGroup[]): number {
  checkAllocationGroups(groups, 'listedStatesMachine');
  let n = 1;
  let characters = 0;
  for (const g of groups) if (g.character !== true) n += g.models * g.wounds;
  for (const g of groups) {
    if (g.character !== true) continue;
    n *= g.models * g.wounds + 1;
    characters++;
  }
  return n * (characters + 1);
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
 * m.group[m.encode({ left: [2, 1], damage: [0, 0], allocated: -1 }, 'from') * 2 + 1]; // 1
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
  // Character c's value: k × W + d (k slain, d the damage on its next model); then the
  // character allocated last, 0 (none) or 1 + c, the most significant digit.
  const radix = chars.map((g) => groups[g]!.models * W[g]! + 1);
  const weight: number[] = [];
  let focusWeight = B;
  for (let c = 0; c < chars.length; c++) {
    weight.push(focusWeight);
    focusWeight *= radix[c]!;
  }
  const guardAt = new Int32Array(B); // the place o of each b (seq.length: all slain)
  for (let o = 0; o < seq.length; o++) {
    for (let b = offset[o]!; b < offset[o + 1]!; b++) guardAt[b] = o;
  }
  guardAt[B - 1] = seq.length;

  const charValue = (s: number, c: number) => Math.floor(s / weight[c]!) % radix[c]!;
  const stands = (s: number, c: number) => charValue(s, c) < radix[c]! - 1;
  const damaged = (s: number, c: number) => stands(s, c) && charValue(s, c) % W[chars[c]!]! > 0;
  const focusOf = (s: number) => Math.floor(s / focusWeight) - 1;
  const pc = precision === null ? -1 : chars.indexOf(precision);
  /** Where an attack of a route goes: -1 the bodyguard, c ≥ 0 character c, -2 nowhere. */
  const slot = (s: number, route: number): number => {
    if (route === 1 && pc >= 0 && stands(s, pc)) return pc;
    if (s % B < B - 1) return -1;
    const f = focusOf(s);
    if (f >= 0 && stands(s, f)) return f;
    for (let c = 0; c < chars.length; c++) if (damaged(s, c)) return c;
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
    const w = W[chars[where]!]!;
    const v = charValue(s, where);
    const k = Math.floor(v / w);
    const d = (v % w) + size;
    const slain = d >= w;
    const v2 = slain ? (k + 1) * w : k * w + d;
    const f = focusOf(s);
    // Allocated, this character is the one allocated last; slain, no character is.
    const f2 = slain ? (f === where ? -1 : f) : where;
    return s + (v2 - v) * weight[where]! + (f2 - f) * focusWeight;
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
    const b = s % B;
    const o = guardAt[b]!;
    for (let k = 0; k < o; k++) left[seq[k]!]!--;
    if (o < seq.length) damage[seq[o]!] = b - offset[o]!;
    chars.forEach((g, c) => {
      const v = charValue(s, c);
      left[g] = groups[g]!.models - Math.floor(v / W[g]!);
      damage[g] = v % W[g]!;
    });
    const f = focusOf(s);
    return { left, damage, allocated: f >= 0 && stands(s, f) ? chars[f]! : -1 };
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
    chars.forEach((g, c) => {
      s += ((groups[g]!.models - state.left[g]!) * W[g]! + state.damage[g]!) * weight[c]!;
    });
    if (state.allocated >= 0) {
      const f = chars.indexOf(state.allocated);
      if (f < 0) {
        throw new InputError(
          `${field}.allocated: group ${state.allocated} is no character; only a character is remembered as allocated an attack (a bodyguard model takes the next attack anyway)`,
          `${field}.allocated`,
          state.allocated,
        );
      }
      s += (f + 1) * focusWeight;
    }
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
