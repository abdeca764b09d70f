/**
 * Characters in a set of models sharing a Wounds characteristic. Source:
 * `000_2ec87e5aee29120b.txt`, "Assign Unsaved Wounds": the owner "chooses the order in which
 * the wounds are assigned", and the obligation to stack wounds "in manner where as many models
 * are slain as possible" binds "multi-wound models that are not characters" only.
 *
 * Reading (docs/rules/allocation.md, "Characters"):
 * - The owner assigns wounds to characters only when no other model is left to take them:
 *   while any model of the class that is not a character stands, each unsaved wound goes to
 *   those models, under the policy (`rules` or `sequential`), exactly as without characters.
 * - Which wounds reach the characters: `sequential`, the order rolled (a wound reaches them
 *   once the wounds before it slay every other model). `rules`, the owner's best choice over
 *   the whole class ({@link ownersChoice}): the owner orders all the wounds, the other models
 *   take them until those so far could slay them all, the characters the rest; best is the
 *   fewest models slain, then the fewest Wounds lost (the reading `rules` takes for the owner
 *   everywhere: the stacking obligation binds only the models that are not characters).
 * - A character's wounds need not be stacked: the owner spreads them to slay as few
 *   characters as possible. `rules` (the owner chooses the order): the fewest characters any
 *   assignment of the wounds that reached them can slay, then the fewest wounds lost
 *   ({@link characterCover}). `sequential` (the order rolled): each wound, as it comes, goes
 *   on the most wounded character it does not slay (keeping the fresher ones for larger
 *   wounds); a wound that would slay any character who takes it goes on the most wounded.
 *   Excess damage is lost. With wounds of 1 both slay `max(0, wounds − characters × (Wounds −
 *   1))` characters, the fewest possible.
 *
 * The machine is a {@link ClassMachine} (both engines walk it like any other). `sequential`, or
 * characters alone: the other models' machine's states while any of them stands, then the
 * characters' states. `rules` with other models: {@link ownersChoice}.
 *
 * @module
 */
import type { Allocation } from '../domain/types.js';
import { TooLargeError } from '../errors.js';
import { type ClassMachine, classMachineSize, MAX_CLASS_STATES } from './ClassMachine.js';

/**
 * The most work {@link withCharacters} takes on: the bound on its characters' states, times
 * the characters under `rules` (each state's {@link characterCover} searches over them).
 *
 * @example
 * ```ts
 * characterStates(50, 2, 'rules') * 50 > MAX_CHARACTER_WORK; // true: 50 characters of 2 Wounds are refused (5 s)
 * ```
 */
export const MAX_CHARACTER_WORK = 100_000;

/**
 * A bound above the number of states of the characters' part of {@link withCharacters}, from
 * a formula, building nothing. `sequential`: the damage on each standing character (a
 * multiset of values 0..wounds − 1) for each number slain below all, plus one state with all
 * slain: Σ_{standing = 1..characters} C(standing + wounds − 1, wounds − 1) + 1 (the most
 * wounded first rule never reaches some of them). `rules`:
 * the counts of the wounds of each damage, a bound: fewer than `characters` that slay alone,
 * and the others' damage at most characters × (2 × wounds − 2) (a character takes less than
 * its Wounds before the wound that slays it), plus one. O(characters × wounds²); stops once
 * past `limit`.
 *
 * @example
 * ```ts
 * characterStates(2, 2, 'sequential'); // 3 + 2 + 1 = 6: {0,0} {0,1} {1,1}, one slain with 0 or 1, both slain
 * ```
 */
export function characterStates(
  characters: number,
  wounds: number,
  policy: Allocation,
  limit = Number.POSITIVE_INFINITY,
): number {
  if (policy === 'rules') {
    // Vectors (n_1..n_{W-1}) with Σ d n_d ≤ X, by a knapsack count.
    const x = characters * (2 * wounds - 2);
    const ways = new Float64Array(x + 1);
    ways[0] = 1;
    for (let d = 1; d < wounds; d++) for (let v = d; v <= x; v++) ways[v]! += ways[v - d]!;
    let vectors = 0;
    for (let v = 0; v <= x; v++) vectors += ways[v]!;
    return Math.min(characters * vectors + 1, Math.max(limit, 0) + 1);
  }
  let total = 1;
  for (let standing = 1; standing <= characters && total <= limit; standing++) {
    total += multisets(standing, wounds);
  }
  return total;
}

/**
 * The fewest characters of `wounds` Wounds that wounds of damage 1..`wounds` (`counts[d]`
 * of damage d; `wounds`: slays alone) can slay when the owner assigns them, in any order, one
 * character at a time, and the fewest Wounds lost among those assignments. A character slain
 * takes no further wound, so its wounds before its largest are below its Wounds; wounds may go
 * unassigned only when every character is slain. Exhaustive over the wounds each character
 * takes, memoised on what is left: for the few characters of a unit.
 *
 * @example
 * ```ts
 * const cover = characterCover(2, 2);
 * cover([0, 2, 1]); // { slain: 1, lost: 3 }: the 1 first on the one the 2 slays, the other 1 on the other
 * ```
 */
export function characterCover(
  characters: number,
  wounds: number,
): (counts: readonly number[]) => { slain: number; lost: number } {
  const memo = new Map<string, number>();
  const INFEASIBLE = Number.POSITIVE_INFINITY;
  const scale = characters * wounds + 1;
  // f(counts, left): slain × scale + lost, the best over the `left` characters.
  const f = (counts: number[], left: number): number => {
    const empty = counts.every((c) => c === 0);
    if (empty) return 0;
    if (left === 0) return INFEASIBLE;
    const key = `${left}:${counts.join(',')}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let best = INFEASIBLE;
    const take = new Array<number>(counts.length).fill(0);
    const visit = (d: number): void => {
      if (d === counts.length) {
        let sum = 0;
        let max = 0;
        for (let k = 1; k < take.length; k++) {
          sum += k * take[k]!;
          if (take[k]! > 0) max = k;
        }
        if (sum - max >= wounds) return;
        const rest = counts.map((c, k) => c - take[k]!);
        const after = f(rest, left - 1);
        if (after === INFEASIBLE) return;
        const here = (sum >= wounds ? scale : 0) + Math.min(sum, wounds);
        if (here + after < best) best = here + after;
        return;
      }
      for (let t = 0; t <= counts[d]!; t++) {
        take[d] = t;
        visit(d + 1);
      }
      take[d] = 0;
    };
    visit(1);
    memo.set(key, best);
    return best;
  };
  return (counts) => {
    const v = f(counts.slice(), characters);
    if (v === INFEASIBLE) return { slain: characters, lost: characters * wounds };
    return { slain: Math.floor(v / scale), lost: v % scale };
  };
}

/** C(n + k − 1, k − 1): multisets of n values from k. */
function multisets(n: number, k: number): number {
  let c = 1;
  for (let i = 1; i < k; i++) c = (c * (n + i)) / i;
  return Math.round(c);
}

/**
 * The most steps {@link withCharacters} takes on for the owner's choice under `rules` (a class
 * with characters and other models): states times small sets ({@link ownersChoiceSize}) times
 * damage sizes. Measured on a loaded machine: 100 models and 2 characters of 3 Wounds, 7.0e7
 * by the bound (3.5e6 done), 0.35 s; 3 characters, 4.4e8, refused.
 *
 * @example
 * ```ts
 * ownersChoiceSize(100, 3, 3).work > MAX_OWNERS_WORK; // true: refused, "sequential" suggested
 * ```
 */
export const MAX_OWNERS_WORK = 2e8;

/**
 * The size of the owner's-choice machine of `models` other models and `characters` characters
 * of `wounds` Wounds under `rules`, from formulas (the other models' {@link classMachineSize}
 * and the small sets of the characters, no machine built): `states`, a bound above (the other
 * models' states times the small sets, measured, not proved: the 172 classes of 1 to 12 other
 * models, 1 to 4 characters and Wounds 1 to 8 with a bound of at most 3e7 steps, built, took
 * at most 0.75 of it; the exact engine checks the built machine again), and `work`, the steps of
 * the build (`states` × small sets × damage sizes). `null` when the characters alone are past
 * {@link MAX_CHARACTER_WORK} ({@link withCharacters} refuses those first). Cost: the
 * characters' small sets, a search bounded by {@link MAX_CHARACTER_WORK}.
 *
 * @example
 * ```ts
 * ownersChoiceSize(1, 1, 2); // { states: 15, work: 150 }: 3 states of the guard × 5 small sets
 * ```
 */
export function ownersChoiceSize(
  models: number,
  characters: number,
  wounds: number,
): { states: number; work: number } | null {
  const chars = characterStates(characters, wounds, 'rules', MAX_CLASS_STATES);
  if (chars > MAX_CLASS_STATES || chars * characters > MAX_CHARACTER_WORK) return null;
  const others = classMachineSize(models, wounds, 'rules', MAX_CLASS_STATES);
  const sets = smallSets(characters, wounds);
  const states = others * sets.shifts.length;
  return { states, work: states * sets.shifts.length * sets.sizes.length };
}

/**
 * The machine of a class with characters: `others` (the machine of the models that are not
 * characters, or `null` when every model of the class is one) followed by `characters`
 * characters of `wounds` Wounds, under the policy (see the module's reading). Damage sizes as
 * in {@link ClassMachine} (`wounds`: slays a model alone). States are numbered breadth-first.
 *
 * @throws {TooLargeError} beyond {@link MAX_CLASS_STATES} states.
 * @example
 * ```ts
 * const m = withCharacters(classMachine(1, 2, 'rules'), 1, 2, 'rules');
 * let s = 0;
 * for (let i = 0; i < 3; i++) s = m.next[s * m.stride + 1]!; // three wounds of 1
 * m.slain[s]; // 1: two slay the other model, the third wounds the character
 * ```
 */
export function withCharacters(
  others: ClassMachine | null,
  characters: number,
  wounds: number,
  policy: Allocation,
): ClassMachine {
  const bound = characterStates(characters, wounds, policy, MAX_CLASS_STATES);
  // `rules` asks characterCover in each state, itself a search over the characters: refused
  // before any work beyond a measured size (20 characters of 2 Wounds: 16,420, 0.2 s).
  const work = policy === 'rules' ? bound * characters : bound;
  if (bound > MAX_CLASS_STATES || work > MAX_CHARACTER_WORK) {
    throw new TooLargeError(
      `allocation of ${characters} characters of ${wounds} Wounds (allocation "${policy}") is too large to tabulate (about ${work.toExponential(1)} steps, more than ${MAX_CHARACTER_WORK.toExponential(0)}); both methods use this table (exact and monte-carlo): ${policy === 'rules' ? 'use allocation "sequential", or ' : ''}fewer characters`,
    );
  }
  if (policy === 'rules' && others !== null) {
    const size = ownersChoiceSize(others.models, characters, wounds)!; // the bound above held
    if (size.states > MAX_CLASS_STATES || size.work > MAX_OWNERS_WORK) {
      throw new TooLargeError(
        `allocation of ${others.models} models and ${characters} characters of ${wounds} Wounds (allocation "rules") is too large to tabulate (about ${size.states.toExponential(1)} states and ${size.work.toExponential(1)} steps, more than ${MAX_CLASS_STATES.toExponential(0)} or ${MAX_OWNERS_WORK.toExponential(0)}); both methods use this table (exact and monte-carlo): use allocation "sequential", or fewer models or characters`,
      );
    }
    return ownersChoice(others, characters, wounds);
  }
  const otherModels = others?.models ?? 0;
  const stride = wounds + 1;
  const cover = policy === 'rules' ? characterCover(characters, wounds) : null;
  /**
   * The characters' part of a state: `rules`, the count of the wounds of each damage that
   * reached them (index 1..wounds); `sequential`, the damage on each standing character, most
   * wounded first, then the number slain.
   */
  const start = (): number[] =>
    policy === 'rules'
      ? new Array<number>(stride).fill(0)
      : [0, ...new Array<number>(characters).fill(0)];
  /** The characters' slain and lost, or null once all are slain. */
  const result = (v: readonly number[]): { slain: number; lost: number } => {
    if (cover) return cover(v);
    const slain = v[0]!;
    let lost = slain * wounds;
    for (let i = 1; i < v.length; i++) lost += v[i]!;
    return { slain, lost };
  };
  const step = (v: readonly number[], size: number): number[] => {
    if (cover) {
      const next = v.slice();
      next[size]! += 1;
      return next;
    }
    const damage = v.slice(1);
    // Most wounded first: the first one the wound does not slay is the best fit; if it slays
    // whoever takes it, the most wounded takes it.
    const at = damage.findIndex((d) => size < wounds && d + size < wounds);
    if (at < 0) return [v[0]! + 1, ...damage.slice(1)];
    damage[at]! += size;
    damage.sort((x, y) => y - x);
    return [v[0]!, ...damage];
  };

  interface State {
    /** The other models' state, or -1 once the characters take the wounds. */
    readonly other: number;
    /** The characters' part; empty once every character is slain. */
    readonly chars: readonly number[];
  }
  const states: State[] = [];
  const ids = new Map<string, number>();
  const intern = (st: State): number => {
    const key = st.other >= 0 ? `o${st.other}` : `c${st.chars.join(',')}`;
    let id = ids.get(key);
    if (id === undefined) {
      if (states.length >= MAX_CLASS_STATES) {
        throw new TooLargeError(
          `allocation of ${characters} characters of ${wounds} Wounds needs more than ${MAX_CLASS_STATES} states; both methods use this table (exact and monte-carlo): split the unit`,
        );
      }
      id = states.length;
      states.push(st);
      ids.set(key, id);
    }
    return id;
  };
  const charState = (v: readonly number[]): State =>
    result(v).slain >= characters ? { other: -1, chars: [] } : { other: -1, chars: v };
  /** A state of the other models, or the characters' start once those are all slain. */
  const afterOthers = (o: number): State =>
    others === null || others.slain[o] === otherModels
      ? charState(start())
      : { other: o, chars: [] };
  intern(afterOthers(0));
  const next: number[] = [];
  for (let s = 0; s < states.length; s++) {
    const st = states[s]!;
    next.push(s);
    for (let size = 1; size <= wounds; size++) {
      if (st.other >= 0)
        next.push(intern(afterOthers(others!.next[st.other * others!.stride + size]!)));
      else if (st.chars.length === 0) next.push(s);
      else next.push(intern(charState(step(st.chars, size))));
    }
  }
  const n = states.length;
  const slain = new Int32Array(n);
  const woundsLost = new Int32Array(n);
  for (let s = 0; s < n; s++) {
    const st = states[s]!;
    if (st.other >= 0) {
      slain[s] = others!.slain[st.other]!;
      woundsLost[s] = others!.woundsLost[st.other]!;
    } else {
      const r =
        st.chars.length === 0 ? { slain: characters, lost: characters * wounds } : result(st.chars);
      slain[s] = otherModels + r.slain;
      woundsLost[s] = otherModels * wounds + r.lost;
    }
  }
  return {
    models: otherModels + characters,
    wounds,
    states: n,
    stride,
    next: Int32Array.from(next),
    slain,
    woundsLost,
  };
}

/**
 * The damage sizes that arrive at a class of `wounds` Wounds: 1, 2, 3 below the Wounds, and
 * `wounds` (slays alone). Sizes 4..wounds − 1 never arrive (a wound does 1, 2 or 3 damage, or
 * slays outright); their columns keep the state, as in the counts machine.
 */
function arrivingSizes(wounds: number): number[] {
  const sizes: number[] = [];
  for (let d = 1; d < Math.min(wounds, 4); d++) sizes.push(d);
  sizes.push(wounds);
  return sizes;
}

/**
 * The small wound sets of the owner's choice ({@link ownersChoice}): `spared`, the counts
 * (index 1..wounds) of the wounds the characters can take and not all be slain, best first
 * (fewest slain, then fewest lost), with their result; `shifts`, those and each plus one wound
 * (the wound that slays the last other model), downward closed, index 0 the empty set.
 */
interface SmallSets {
  readonly sizes: readonly number[];
  /** Every small set: the spared ones and each plus one wound. */
  readonly shifts: readonly (readonly number[])[];
  /** `less[i * stride + d]`: the index in `shifts` of shift i less one wound of damage d, or -1. */
  readonly less: Int32Array;
  /** The spared sets, best first: their index in `shifts`. */
  readonly spared: Int32Array;
  /** `plus[j * stride + d]`: the index of spared set j plus one wound of damage d. */
  readonly plus: Int32Array;
  readonly slain: Int32Array;
  readonly lost: Int32Array;
}

function smallSets(characters: number, wounds: number): SmallSets {
  const stride = wounds + 1;
  const sizes = arrivingSizes(wounds);
  const cover = characterCover(characters, wounds);
  const shifts: number[][] = [];
  const index = new Map<string, number>();
  const intern = (v: number[]): number => {
    const key = v.join(',');
    let i = index.get(key);
    if (i === undefined) {
      i = shifts.length;
      shifts.push(v);
      index.set(key, i);
    }
    return i;
  };
  // Breadth-first from the empty set: a set the characters survive in part, less any wound,
  // is one they survive too (fewer wounds never slay more), so this meets every such set.
  const spared: number[] = [];
  intern(new Array<number>(stride).fill(0));
  for (let i = 0; i < shifts.length; i++) {
    const v = shifts[i]!;
    if (cover(v).slain >= characters) continue;
    spared.push(i);
    for (const d of sizes) {
      const u = v.slice();
      u[d]! += 1;
      intern(u);
    }
  }
  const less = new Int32Array(shifts.length * stride).fill(-1);
  shifts.forEach((v, i) => {
    for (const d of sizes) {
      if (v[d]! === 0) continue;
      const u = v.slice();
      u[d]! -= 1;
      less[i * stride + d] = index.get(u.join(','))!;
    }
  });
  const results = spared.map((i) => cover(shifts[i]!));
  const order = spared
    .map((_, j) => j)
    .sort((a, b) => results[a]!.slain - results[b]!.slain || results[a]!.lost - results[b]!.lost);
  const plus = new Int32Array(spared.length * stride).fill(-1);
  order.forEach((j, rank) => {
    for (const d of sizes) {
      const u = shifts[spared[j]!]!.slice();
      u[d]! += 1;
      plus[rank * stride + d] = index.get(u.join(','))!;
    }
  });
  return {
    sizes,
    shifts,
    less,
    spared: Int32Array.from(order, (j) => spared[j]!),
    plus,
    slain: Int32Array.from(order, (j) => results[j]!.slain),
    lost: Int32Array.from(order, (j) => results[j]!.lost),
  };
}

/**
 * `rules` with other models in the class: the owner's best choice over the whole class. The
 * owner "chooses the order in which the wounds are assigned" (000, "Assign Unsaved Wounds"),
 * so of the unsaved wounds N the other models take a set S, in an order where the last wound
 * of S (x) is the one that lets them all be slain (S less x could not slay them all: until
 * then, no wound may go to a character), and the characters take the rest T = N − S, spread
 * ({@link characterCover}). The owner takes the S that loses the fewest models, then the
 * fewest Wounds: the others are all slain whichever S, so the fewest characters slain by T.
 * When N cannot slay every other model, they take all of it, as without characters.
 *
 * Only small T matter (a T that slays every character is the worst anyway), so the state
 * keeps, for each small set v ({@link smallSets}), the other models' machine state after
 * N − v (-1 when v is not within N): a wound of damage d moves N − v to N − v + d (the
 * others' machine), and a set v within N + d but not N to N − (v − d), another entry.
 * The result reads the best spared T with N − T slaying every other model and N − T − x not,
 * for some wound x. Every state that slays the whole class is merged into one.
 */
function ownersChoice(others: ClassMachine, characters: number, wounds: number): ClassMachine {
  const sets = smallSets(characters, wounds);
  const { sizes, less, spared, plus } = sets;
  const width = sets.shifts.length;
  const stride = wounds + 1;
  const G = others.models;
  const models = G + characters;
  const oNext = others.next;
  const oStride = others.stride;
  const oSlain = others.slain;
  // The result of a tuple: its slain (index 0) and lost (1).
  const resultOf = (t: Int32Array): [number, number] => {
    const whole = t[0]!;
    if (oSlain[whole]! < G) return [oSlain[whole]!, others.woundsLost[whole]!];
    for (let j = 0; j < spared.length; j++) {
      const rest = t[spared[j]!]!;
      if (rest < 0 || oSlain[rest]! < G) continue;
      for (const d of sizes) {
        const short = t[plus[j * stride + d]!]!;
        if (short >= 0 && oSlain[short]! < G) {
          return [G + sets.slain[j]!, G * wounds + sets.lost[j]!];
        }
      }
    }
    return [models, models * wounds];
  };
  // The tuples, `width` apiece, in one growing array, found again through an open-addressing
  // hash table of their ids: no string or object per state (the hot part of the build).
  let store = new Int32Array(width * 1024);
  let table = new Int32Array(4096).fill(-1);
  let ids = new Int32Array(4096);
  let used = 0;
  let states = 0;
  const slainList: number[] = [];
  const lostList: number[] = [];
  let wiped = -1;
  const firstTuple: number[] = [];
  const hashOf = (t: Int32Array, at: number): number => {
    let h = 0x811c9dc5;
    for (let i = 0; i < width; i++) h = Math.imul(h ^ (t[at + i]! + 1), 0x01000193);
    return h >>> 0;
  };
  const sameAs = (t: Int32Array, id: number): boolean => {
    const at = id * width;
    for (let i = 0; i < width; i++) if (store[at + i] !== t[i]) return false;
    return true;
  };
  const place = (h: number, id: number, stateId: number): void => {
    const mask = table.length - 1;
    let slot = h & mask;
    while (table[slot]! >= 0) slot = (slot + 1) & mask;
    table[slot] = id;
    ids[slot] = stateId;
  };
  /** The state of tuple `t`: known, the wiped state, or a new one. */
  const intern = (t: Int32Array): number => {
    const h = hashOf(t, 0);
    const mask = table.length - 1;
    for (let slot = h & mask; table[slot]! >= 0; slot = (slot + 1) & mask) {
      if (sameAs(t, table[slot]!)) return ids[slot]!;
    }
    const [s, l] = resultOf(t);
    let stateId: number;
    if (s >= models && wiped >= 0) stateId = wiped;
    else {
      if (states >= MAX_CLASS_STATES) {
        throw new TooLargeError(
          `allocation of ${G} models and ${characters} characters of ${wounds} Wounds (allocation "rules") needs more than ${MAX_CLASS_STATES} states; both methods use this table (exact and monte-carlo): use allocation "sequential", or split the unit`,
        );
      }
      stateId = states++;
      firstTuple.push(used); // the tuple the state steps from
      slainList.push(s);
      lostList.push(l);
      if (s >= models) wiped = stateId;
    }
    // Keep the tuple (a wiped one too, so it is found again at once).
    if ((used + 1) * width > store.length) {
      const bigger = new Int32Array(2 * store.length);
      bigger.set(store);
      store = bigger;
    }
    store.set(t, used * width);
    if (2 * (used + 1) > table.length) {
      const oldTable = table;
      const oldIds = ids;
      table = new Int32Array(2 * oldTable.length).fill(-1);
      ids = new Int32Array(table.length);
      for (let slot = 0; slot < oldTable.length; slot++) {
        const id = oldTable[slot]!;
        if (id >= 0) place(hashOf(store, id * width), id, oldIds[slot]!);
      }
    }
    place(h, used, stateId);
    used++;
    return stateId;
  };
  const start = new Int32Array(width).fill(-1);
  start[0] = 0;
  intern(start);
  let nextList = new Int32Array(1024 * stride);
  const t = new Int32Array(width);
  const u = new Int32Array(width);
  for (let s = 0; s < states; s++) {
    if (nextList.length < (s + 1) * stride) {
      const bigger = new Int32Array(2 * nextList.length);
      bigger.set(nextList);
      nextList = bigger;
    }
    const row = s * stride;
    for (let size = 0; size <= wounds; size++) nextList[row + size] = s;
    if (s === wiped) continue;
    t.set(store.subarray(firstTuple[s]! * width, (firstTuple[s]! + 1) * width));
    for (const d of sizes) {
      for (let i = 0; i < width; i++) {
        const here = t[i]!;
        if (here >= 0) u[i] = oNext[here * oStride + d]!;
        else {
          const back = less[i * stride + d]!;
          u[i] = back >= 0 ? t[back]! : -1;
        }
      }
      nextList[row + d] = intern(u);
    }
  }
  return {
    models,
    wounds,
    states,
    stride,
    next: nextList.slice(0, states * stride),
    slain: Int32Array.from(slainList),
    woundsLost: Int32Array.from(lostList),
  };
}
