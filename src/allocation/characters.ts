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
 *   A wound reaches the characters once the wounds before it slay every other model. Which
 *   wounds the other models take is thus decided in the order rolled, not by the owner's
 *   best choice: with wounds of 1 that changes nothing; with several damages an owner who
 *   chose could sometimes spare a character (docs/rules/allocation.md, "A limit").
 * - A character's wounds need not be stacked: the owner spreads them to slay as few
 *   characters as possible. `rules` (the owner chooses the order): the fewest characters any
 *   assignment of the wounds that reached them can slay, then the fewest wounds lost
 *   ({@link characterCover}). `sequential` (the order rolled): each wound, as it comes, goes
 *   on the most wounded character it does not slay (keeping the fresher ones for larger
 *   wounds); a wound that would slay any character who takes it goes on the most wounded.
 *   Excess damage is lost. With wounds of 1 both slay `max(0, wounds − characters × (Wounds −
 *   1))` characters, the fewest possible.
 *
 * The machine is a {@link ClassMachine} (both engines walk it like any other): its states are
 * the other models' machine's states while any of them stands, then the characters' states.
 *
 * @module
 */
import type { Allocation } from '../domain/types.js';
import { TooLargeError } from '../errors.js';
import { type ClassMachine, MAX_CLASS_STATES } from './ClassMachine.js';

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
