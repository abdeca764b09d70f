/**
 * The exact engine's path for a plan whose groups take attacks in the order listed
 * (`groupOrder: 'listed'`, the {@link listedMachine}): Warhammer 40,000's units of several
 * profiles, attached characters and Precision. Which group's save, Feel No Pain and damage
 * reduction an attack meets depends on the allocation state, so the counts that depend on the
 * group (unsaved attacks, damage before and after Feel No Pain) are chained jointly with the
 * machine's state: one run per count over (state, count), attack by attack through the general
 * operator (`operator.ts`), each attack's joint law being (what it adds to the count, the
 * wounds it takes). Mortal points wait until the profile's other attacks are allocated, then
 * go one point at a time on the model the machine names (spilling over from model to model);
 * `unsaved` counts the event that made them once, by the operator's `mark`. The machine's
 * marginal gives models slain, wounds lost, and the same by group and for the characters.
 *
 * @module
 */
import {
  type ListedMachine,
  listedKernel,
  listedMachine,
  listedMachineSize,
} from '../allocation/listed.js';
import { chain, histogram } from '../allocation/markov.js';
import { diceDist } from '../dice/index.js';
import { constant, type Dist, thin } from '../dist/index.js';
import { InputError } from '../errors.js';
import {
  allocationOutcome,
  damageLaw,
  type EventKind,
  mortalsBeforeLaw,
  testChance,
  type WoundLaw,
} from '../plan/laws.js';
import type { AttackProfile, GeneralPlan } from '../plan/plan.js';
import { type AttackOperator, runProfile, waitingBound } from './operator.js';

/**
 * One profile as the exact engine compiled it, for this path.
 *
 * @example
 * ```ts
 * const p: ListedProfile = { a, attacks, events, critical: true, laws, operator: (size, laws) => op };
 * ```
 */
export interface ListedProfile {
  readonly a: AttackProfile;
  /** The profile's attacks. */
  readonly attacks: Dist;
  /** The most wound events the profile can make (attacks × hits per attack). */
  readonly events: number;
  /** The kind a critical wound is allocated as, and whether the profile can make one. */
  readonly critKind: EventKind;
  readonly critical: boolean;
  /** Each event kind's law, by group. */
  readonly laws: Readonly<Record<EventKind, readonly WoundLaw[]>>;
  /** The general operator of the profile on a space of `size` states, with these laws. */
  readonly operator: (
    size: number,
    laws: (kind: EventKind) => readonly Float64Array[],
  ) => AttackOperator;
  /**
   * When every wound of the profile is allocated at once, each with the same chance of being
   * critical (the general engine's `wounds` path): the law of the profile's number of wounds
   * and one wound's law by group, from these laws; else null. The allocation alone then moves
   * by a chain over the wounds instead of attack by attack. Absent: never.
   */
  readonly woundChain?: (laws: (kind: EventKind) => readonly Float64Array[]) => {
    readonly count: Float64Array;
    readonly laws: readonly Float64Array[];
  } | null;
}

/**
 * The results of the listed path: the counts that depend on the group, and the allocation's.
 *
 * @example
 * ```ts
 * listedResults(plan, profiles).charactersSlain.mean();
 * ```
 */
export interface ListedResults {
  readonly unsaved: Dist;
  readonly damage: Dist;
  readonly damageAfterFnp: Dist;
  readonly slain: Dist;
  readonly woundsLost: Dist;
  readonly groupSlain: readonly Dist[];
  readonly groupWoundsLost: readonly Dist[];
  readonly charactersSlain: Dist;
}

type Key = 'unsaved' | 'damage' | 'after';
/** One mortal point, on a group whose Feel No Pain passes with chance `fnp`. */
function pointLaw(fnp: number): WoundLaw {
  const one = constant(1);
  return { saved: 0, damage: one, after: thin(one, 1 - fnp), slay: false };
}
const KEYS: readonly Key[] = ['unsaved', 'damage', 'after'];

/**
 * The character group the plan's Precision profiles aim at (one for the whole plan), or null.
 *
 * @throws {InputError} when two profiles name different groups.
 * @example
 * ```ts
 * precisionTargetOf(plan); // 2
 * ```
 */
export function precisionTargetOf(plan: GeneralPlan): number | null {
  let target: number | null = null;
  plan.profiles.forEach((a, i) => {
    const p = a.precision;
    if (p === undefined || p === null) return;
    if (target !== null && target !== p) {
      throw new InputError(
        `general plan: profiles[${i}].precision: every Precision profile of a plan must aim at the same group (${target}), got ${p}`,
        `profiles[${i}].precision`,
        p,
      );
    }
    target = p;
  });
  return target;
}

/** The chance Feel No Pain saves a point of an event of this kind on group g. */
function fnpChance(a: AttackProfile, g: number, kind: EventKind): number {
  if (kind !== 'ordinary' && a.onCriticalWound.ignoresFeelNoPain === true) return 0;
  return testChance(a.against[g]!.feelNoPain);
}

/** The most one event adds to a count. */
function most(law: WoundLaw, wounds: number, key: Key): number {
  if (key === 'unsaved') return 1;
  if (law.slay) return wounds;
  return key === 'damage' ? law.damage.max : law.after.max;
}

/** The law of the points lost of `d`, each lost with chance `r` (a binomial, built row by row). */
function pointsLost(d: number, r: number): Float64Array {
  let row = new Float64Array([1]);
  for (let i = 0; i < d; i++) {
    const next = new Float64Array(row.length + 1);
    for (let j = 0; j < row.length; j++) {
      next[j]! += row[j]! * (1 - r);
      next[j + 1]! += row[j]! * r;
    }
    row = next;
  }
  return row;
}

/**
 * The joint law of one event on a model of `wounds` Wounds: `q[v × (wounds + 1) + size]`, the
 * chance it adds v to the count `key` and takes `size` wounds (at most the model's Wounds).
 * `counted: false` adds nothing to `unsaved` (a mortal point).
 */
function jointLaw(
  law: WoundLaw,
  fnp: number,
  wounds: number,
  key: Key,
  counted = true,
): Float64Array {
  const w1 = wounds + 1;
  if (key === 'unsaved' && !counted) {
    // A mortal point: counted in `unsaved` by the event that made it, not point by point.
    return allocationOutcome(law, wounds);
  }
  const q = new Float64Array((most(law, wounds, key) + 1) * w1);
  q[0] = law.saved;
  const hit = 1 - law.saved;
  if (hit <= 0) return q;
  if (law.slay) {
    q[(key === 'unsaved' ? 1 : wounds) * w1 + wounds]! += hit;
    return q;
  }
  const damage = law.damage.toArray();
  for (let d = 0; d < damage.length; d++) {
    const pd = hit * damage[d]!;
    if (pd === 0) continue;
    // Points lost after Feel No Pain: each of the d points is lost with chance 1 − fnp.
    const lost = pointsLost(d, 1 - fnp);
    for (let j = 0; j <= d; j++) {
      if (lost[j] === 0) continue;
      const v = key === 'unsaved' ? 1 : key === 'damage' ? d : j;
      q[v * w1 + Math.min(j, wounds)]! += pd * lost[j]!;
    }
  }
  return q;
}

/**
 * The largest value of a count over the whole plan. Mortal points count once per event that
 * makes them in `unsaved` (a critical wound, a critical hit's mortal wounds), and once per point
 * in damage before and after Feel No Pain.
 */
function maxValue(plan: GeneralPlan, profiles: readonly ListedProfile[], key: Key): number {
  let total = 0;
  for (const p of profiles) {
    const kinds: EventKind[] =
      p.critical && p.critKind !== 'point' ? ['ordinary', p.critKind] : ['ordinary'];
    let each = 0;
    for (const k of kinds) {
      p.laws[k].forEach((l, g) => {
        each = Math.max(each, most(l, plan.groups[g]!.wounds, key));
      });
    }
    const cw = p.a.onCriticalWound;
    if (p.critical && p.critKind === 'point') {
      each = Math.max(each, key === 'unsaved' ? 1 : damageLaw(cw.damage ?? p.a.damage).max);
    }
    const byHit = p.a.onCriticalHit.mortalWounds;
    const hitPoints = !byHit ? 0 : key === 'unsaved' ? 1 : diceDist(byHit).max;
    const before = key === 'unsaved' ? 0 : (mortalsBeforeLaw(p.a)?.max ?? 0);
    total += p.events * each + p.attacks.max * hitPoints + before;
  }
  return total;
}

/**
 * The moves of the joint state (`S` machine states per value of the count) made once by each
 * event that starts mortal points: for `unsaved`, +1 for a critical wound turned to points and
 * for a critical hit's mortal wounds (unless the plan says they do not count); their points
 * then add nothing to it (see {@link jointLaw}'s `counted`). Other counts: none.
 */
function marks(p: ListedProfile, key: Key, S: number): { byHit: number; added: number } | null {
  if (key !== 'unsaved') return null;
  return {
    byHit: p.a.onCriticalHit.mortalCountsUnsaved === false ? 0 : S,
    added: p.critKind === 'point' ? S : 0,
  };
}

/**
 * The joint state (machine state, count `key` below `values`) after profile `p`'s mortal points
 * before its attacks, its attacks and their waiting events, from `state`. `counted: false`
 * counts nothing (the allocation alone, `values` 1).
 */
function profileStep(
  plan: GeneralPlan,
  p: ListedProfile,
  m: ListedMachine,
  key: Key,
  values: number,
  start: Float64Array,
  counted: boolean,
): Float64Array {
  return profileStepper(plan, p, m, key, values, counted, false)(start);
}

/**
 * {@link profileStep}'s move, its laws and kernels made once: a volley resolved from many
 * states runs it once per state. `byWounds`: the allocation alone may move by a chain over the
 * profile's wounds when it allows (`woundChain`), the same law by another sum (the volley's;
 * `evaluate()` and `exactSlainAfterEach` keep the attack-by-attack sums they always gave).
 */
function profileStepper(
  plan: GeneralPlan,
  p: ListedProfile,
  m: ListedMachine,
  key: Key,
  values: number,
  counted: boolean,
  byWounds: boolean,
): (start: Float64Array) => Float64Array {
  const S = m.states;
  const laws = (kind: EventKind) =>
    p.laws[kind].map((l, g) =>
      jointLaw(
        l,
        fnpChance(p.a, g, kind),
        plan.groups[g]!.wounds,
        key,
        counted && kind !== 'point',
      ),
    );
  const before = mortalsBeforeLaw(p.a);
  let first: ((state: Float64Array) => Float64Array) | null = null;
  if (before) {
    // Mortal points before the attacks: each on the model the order names (no Precision).
    const points = plan.groups.map((g, i) => {
      const fnp = testChance(p.a.against[i]!.feelNoPain);
      return jointLaw(pointLaw(fnp), fnp, g.wounds, key, false);
    });
    const kernel = listedKernel(m, 0, values);
    const count = before.toArray();
    first = (state) => chain(state, count, (cur, out) => kernel(points, cur, out));
  }
  const route = p.a.precision === undefined || p.a.precision === null ? 0 : 1;
  // The allocation alone, of wounds allocated at once: a chain over their number.
  const wounds = byWounds && !counted && values === 1 ? (p.woundChain?.(laws) ?? null) : null;
  if (wounds) {
    const kernel = listedKernel(m, route, 1);
    return (start) =>
      chain(first ? first(start) : start, wounds.count, (cur, out) =>
        kernel(wounds.laws, cur, out),
      );
  }
  const op = p.operator(S * values, laws);
  const mark = counted ? marks(p, key, S) : null;
  const run = op.waiting && mark ? { ...op, waiting: { ...op.waiting, mark } } : op;
  const kernel = listedKernel(m, route, values);
  return (start) => runProfile(first ? first(start) : start, p.attacks, run, kernel);
}

/**
 * The exact allocation of a listed plan from any state of the machine `m` (the machine over
 * every state, `src/allocation/listedStates.ts`): the machine's law after every profile
 * (`run`), each profile's laws made once, and the work of one run in state updates (as
 * {@link listedSize} counts one of its runs, over `m`'s states).
 *
 * @example
 * ```ts
 * listedStateRun(plan, profiles, listedStatesMachine(plan.groups, null)).run(start);
 * ```
 */
export function listedStateRun(
  plan: GeneralPlan,
  profiles: readonly ListedProfile[],
  m: ListedMachine,
): {
  readonly states: number;
  readonly work: number;
  readonly run: (start: Float64Array) => Float64Array;
} {
  // Each profile's laws are made at the first run: a volley over the limits is priced and
  // refused without them.
  let moves: ((state: Float64Array) => Float64Array)[] | null = null;
  return {
    states: m.states,
    work: runWork(plan, profiles, 'unsaved', m.states),
    run: (start) => {
      moves ??= profiles.map((p) => profileStepper(plan, p, m, 'unsaved', 1, false, true));
      return moves.reduce((state, move) => move(state), start);
    },
  };
}

/** The work of one joint run over (state, count `key`), `states` machine states (see {@link listedSize}). */
function runWork(
  plan: GeneralPlan,
  profiles: readonly ListedProfile[],
  key: Key,
  states: number,
  values = 1,
): number {
  const maxSize = Math.max(...plan.groups.map((g) => g.wounds)) + 1;
  const size = states * values;
  let work = 0;
  for (const p of profiles) {
    const op = p.operator(size, () => plan.groups.map(() => new Float64Array(0)));
    const n = p.attacks.max;
    const b = waitingBound(op, n) + 1;
    const perEvent = p.events / Math.max(1, n);
    // The kernel walks a whole joint law per state: (values one event adds) × (Wounds + 1).
    let entries = 1;
    for (const kind of p.critical ? (['ordinary', p.critKind] as const) : (['ordinary'] as const)) {
      p.laws[kind].forEach((l, g) => {
        const w1 = plan.groups[g]!.wounds + 1;
        entries = Math.max(entries, (most(l, w1 - 1, key) + 1) * w1);
      });
    }
    const before = (mortalsBeforeLaw(p.a)?.max ?? 0) * size * 2 * maxSize;
    work += before + n * b * size * entries * (perEvent + 3) + b * size * entries;
  }
  return work;
}

/**
 * The size of the listed path, from formulas, before any machine is built: the machine's
 * states, and the work (state updates) of its three joint runs.
 *
 * @example
 * ```ts
 * listedSize(plan, profiles).work;
 * ```
 */
export function listedSize(
  plan: GeneralPlan,
  profiles: readonly ListedProfile[],
): { readonly states: number; readonly work: number; readonly maxSize: number } {
  const states = listedMachineSize(plan.groups, precisionTargetOf(plan));
  const maxSize = Math.max(...plan.groups.map((g) => g.wounds)) + 1;
  let work = 0;
  for (const key of KEYS) {
    work += runWork(plan, profiles, key, states, maxValue(plan, profiles, key) + 1);
  }
  return { states, work, maxSize };
}

/**
 * The exact allocation of a listed plan: the counts that depend on the group and the
 * allocation's results. The caller has checked the size ({@link listedSize}).
 *
 * @example
 * ```ts
 * listedResults(plan, profiles).slain.mean();
 * ```
 */
export function listedResults(
  plan: GeneralPlan,
  profiles: readonly ListedProfile[],
): ListedResults {
  const m: ListedMachine = listedMachine(plan.groups, precisionTargetOf(plan));
  const S = m.states;
  const counts: Partial<Record<Key, Dist>> = {};
  let final: Float64Array | null = null;
  for (const key of KEYS) {
    const top = maxValue(plan, profiles, key);
    const values = top + 1;
    let state: Float64Array = new Float64Array(S * values);
    state[0] = 1;
    for (const p of profiles) state = profileStep(plan, p, m, key, values, state, true);
    counts[key] = histogram(state, (i) => Math.floor(i / S), top);
    if (final === null) {
      // The machine's marginal (the same in every run).
      final = new Float64Array(S);
      for (let i = 0; i < state.length; i++) final[i % S]! += state[i]!;
    }
  }
  const f = final!;
  const most32 = (a: Int32Array) => a.reduce((x, v) => Math.max(x, v), 0);
  const of = (a: Int32Array) => histogram(f, (i) => a[i]!, most32(a));
  return {
    unsaved: counts.unsaved!,
    damage: counts.damage!,
    damageAfterFnp: counts.after!,
    slain: of(m.slain),
    woundsLost: of(m.woundsLost),
    groupSlain: m.groupSlain.map(of),
    groupWoundsLost: m.groupWoundsLost.map(of),
    charactersSlain: of(m.charactersSlain),
  };
}

/**
 * The law of the models slain after each profile of a listed plan (the allocation alone:
 * one value of the count), in order; `stop` ends the pass early. The caller has checked the
 * size ({@link listedSize}).
 *
 * @example
 * ```ts
 * listedSlainAfterEach(plan, profiles, () => false).map((d) => d.mean());
 * ```
 */
export function listedSlainAfterEach(
  plan: GeneralPlan,
  profiles: readonly ListedProfile[],
  stop: (slain: Dist, index: number) => boolean,
): Dist[] {
  const m: ListedMachine = listedMachine(plan.groups, precisionTargetOf(plan));
  const S = m.states;
  const most = m.slain.reduce((x, v) => Math.max(x, v), 0);
  const out: Dist[] = [];
  let state: Float64Array = new Float64Array(S);
  state[0] = 1;
  for (let i = 0; i < profiles.length; i++) {
    state = profileStep(plan, profiles[i]!, m, 'unsaved', 1, state, false);
    out.push(histogram(state, (k) => m.slain[k]!, most));
    if (stop(out[i]!, i)) break;
  }
  return out;
}
