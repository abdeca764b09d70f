/**
 * The exact engine of the general attack plan: {@link exactPlan} turns a {@link GeneralPlan}
 * into the exact distributions of its results.
 *
 * Every attack of a profile is independent and alike, so each count (hits, wounds, critical
 * rolls, and for a one-group target unsaved attacks and damage) is a compound of the number of
 * attacks and one attack's law. The allocation needs the order of events, and takes the
 * cheapest exact path that the profile allows:
 * - **damage that spills over** (`spill`, one group): every point is one step of the machine,
 *   so the profile moves it by the law of its total points after Feel No Pain
 *   ({@link onePoint}). O(points × states).
 * - **one group, one damage law**: when every event that can damage (ordinary and critical
 *   wounds, resolved last or not) has the same damage law given that it damages, their order
 *   does not matter: a chain over the number of damaging events, through the allocation
 *   machine ({@link allocationStep}). O(damaging events × states × Wounds).
 * - **several groups, one wound law**: when critical wounds do as ordinary ones and nothing
 *   waits, a chain over the number of wounds, each at its place in the round of the wound pool.
 * - **alike wounds**: when every wound comes from a wound roll with the same odds and is
 *   allocated at once, each is critical with the same chance: the same chain, with one law per
 *   wound, the mixture of the ordinary and the critical one ({@link mixedWoundLaws}).
 * - **otherwise** (critical wounds resolved last with a law of their own, automatic wounds
 *   beside critical wounds of another law, mortal points with spill-over): the attack by
 *   attack chain of `operator.ts`, with the count of waiting events as a second dimension;
 *   its size is checked, and refused with a {@link TooLargeError}, before any work.
 *
 * Blast markers make every count a compound over the profile's hits (their law from
 * `src/geometry/blastHits.ts`); the attackers' own counts (`selfWounds`, `woundsRestored`,
 * `gained`) are compounds per attack, per model and per hit ({@link attackerCounts}).
 *
 * @module
 */
import type { ListedMachine } from '../allocation/listed.js';
import { allocationStep, chain, histogram } from '../allocation/markov.js';
import { type UnitMachine, unitMachineSize } from '../allocation/UnitMachine.js';
import { diceDist } from '../dice/index.js';
import {
  bernoulli,
  binomial,
  compound,
  constant,
  convolve,
  type Dist,
  map,
  mixture,
  sumOf,
  thin,
} from '../dist/index.js';
import { InputError, TooLargeError } from '../errors.js';
import { clusterHits, markerHits } from '../geometry/blastHits.js';
import { checkPlan } from '../plan/check.js';
import { usesIntercepts } from '../plan/checkIntercepts.js';
import {
  allocationOutcome,
  damageLaw,
  type EventKind,
  type ProfileOdds,
  profileOdds,
  selfWoundChance,
  testChance,
  type WoundLaw,
  woundLaw,
} from '../plan/laws.js';
import type { AttackProfile, GeneralPlan } from '../plan/plan.js';
import type { GeneralResults } from '../plan/results.js';
import { criticalFaces } from '../rules/criticalTest.js';
import { passChance } from '../rules/d6Test.js';
import { exactIntercepts, interceptSize } from './intercepts/exact.js';
import {
  type ListedProfile,
  listedResults,
  listedSize,
  listedSlainAfterEach,
  listedStateRun,
} from './listed.js';
import { type AttackOperator, countKernel, runProfile, waitingBound } from './operator.js';
import { keptUnitMachine } from './woundChain/machineCache.js';

export type { GeneralResults } from '../plan/results.js';

/** The most state updates an exact evaluation of a plan may take. */
export const MAX_PLAN_WORK = 3e9;
/** The most entries of the general path's state (states × (waiting events + 1)). */
export const MAX_PLAN_STATES = 20_000_000;

/** One profile compiled against the target: odds, and each event kind's law by group. */
interface Compiled {
  readonly a: AttackProfile;
  readonly odds: ProfileOdds;
  /** The event a critical wound is allocated as (a mortal point for spill-over). */
  readonly critKind: EventKind;
  readonly laws: Readonly<Record<EventKind, readonly WoundLaw[]>>;
  /**
   * Blast markers: the profile's hits in all (a compound of the attacks and one marker's
   * hits, or a Multiple Barrage's joint law), and one marker's hits (null for a Multiple
   * Barrage, whose markers are not independent). null: a hit roll.
   */
  readonly markers: { readonly total: Dist; readonly each: Dist | null } | null;
}

const ZERO = constant(0);
const ONE = constant(1);

/**
 * One attack's law of a count, from what an ordinary and a critical wound add to it (and a
 * critical hit, and a hit, themselves).
 */
function perAttack(
  c: Compiled,
  ordinary: Dist,
  critical: Dist,
  hitMortal: Dist = ZERO,
  auto: Dist = ordinary,
): Dist {
  const [fail, pass, crit] = c.odds.wound;
  const rolled = mixture([
    { weight: fail, dist: ZERO },
    { weight: pass, dist: ordinary },
    { weight: crit, dist: critical },
  ]);
  // Blast markers: the law per hit (their hits are ordinary); `overAttacks` compounds the hits.
  if (c.markers) return rolled;
  const first = c.a.onCriticalHit.autoWound ? auto : c.odds.hitMortal ? hitMortal : rolled;
  const [miss, hit, critHit] = c.odds.hit;
  return mixture([
    { weight: miss, dist: ZERO },
    { weight: hit, dist: rolled },
    { weight: critHit, dist: convolve(first, compound(c.odds.extra, rolled)) },
  ]);
}

/** The law of a count over a whole profile: the compound of its attacks. */
function overAttacks(c: Compiled, each: Dist): Dist {
  if (c.markers) return compound(c.markers.total, each);
  const n = c.odds.attacks;
  if (n.at(n.max) !== 1) return compound(n, each);
  // A fixed number of attacks: a binomial for a 0/1 count (O(attacks)), else repeated squaring.
  return each.max <= 1 ? binomial(n.max, each.at(1)) : sumOf(each, n.max);
}

/**
 * The counts that tell on the attackers: wounds they take on their own hit rolls of 1, models
 * that restore a wound, resource points gained. Each is present when some profile has it.
 */
function attackerCounts(compiled: readonly Compiled[]): {
  selfWounds?: Dist;
  woundsRestored?: Dist;
  gained?: Dist;
} {
  const total = (f: (c: Compiled) => Dist | null): Dist | null => {
    const parts = compiled.map(f);
    if (parts.every((d) => d === null)) return null;
    return parts.reduce<Dist>((d, x) => convolve(d, x ?? ZERO), ZERO);
  };
  const selfWounds = total((c) => {
    const sw = c.a.selfWounds;
    if (!sw) return null;
    const hit = c.a.hit;
    // A natural 1 of the hit roll after any re-roll (it always fails), or of a die of its own.
    const one = sw.separateDie
      ? 1 / 6
      : hit === 'auto' || 'marker' in hit
        ? 0
        : criticalFaces(hit).fail[1]!;
    return compound(c.odds.attacks, bernoulli(selfWoundChance(sw, one)));
  });
  const woundsRestored = total((c) => {
    const test = c.a.restore;
    if (!test) return null;
    if (c.markers && c.markers.each === null) {
      throw new InputError(
        `general plan: restore with a Multiple Barrage has no exact method (the markers share their first one across models); use the sampler (method "monte-carlo")`,
        'restore',
        test,
      );
    }
    // Each model restores at most once: 1 − P(none of its successful wound rolls is followed
    // by a passed roll); an automatic wound rolls no die.
    const perHit = perAttack(c, ONE, ONE, ZERO, ZERO);
    const wounds = c.markers ? compound(c.markers.each!, perHit) : perHit;
    const none = compound(diceDist(c.a.attacks), compound(wounds, bernoulli(passChance(test))));
    return binomial(c.a.models, 1 - none.at(0));
  });
  const gained = total((c) => {
    const g = c.a.gain;
    if (!g) return null;
    return map(compound(hitsOf(c), bernoulli(passChance(g.test))), (k) => k * g.per);
  });
  return {
    ...(selfWounds ? { selfWounds } : {}),
    ...(woundsRestored ? { woundsRestored } : {}),
    ...(gained ? { gained } : {}),
  };
}

/** A profile's hits: a hit, or a critical hit and its extra hits, per attack (or per marker hit). */
function hitsOf(c: Compiled): Dist {
  const [miss, hit, crit] = c.odds.hit;
  return overAttacks(
    c,
    mixture([
      { weight: miss, dist: ZERO },
      { weight: hit, dist: ONE },
      { weight: crit, dist: convolve(ONE, c.odds.extra) },
    ]),
  );
}

/** What an event of one law adds to each count, for a one-group target. */
function countLaws(law: WoundLaw): { unsaved: Dist; damage: Dist; after: Dist } {
  const hit = 1 - law.saved;
  const unsaved = bernoulli(hit);
  const part = (d: Dist) =>
    mixture([
      { weight: law.saved, dist: ZERO },
      { weight: hit, dist: d },
    ]);
  return { unsaved, damage: part(law.damage), after: part(law.after) };
}

/** A count a one-group target's saves and Feel No Pain change. */
type OneGroupCount = 'unsaved' | 'damage' | 'after';

/**
 * A count of one profile at a target of one group (whose save and Feel No Pain every event
 * meets alike): unsaved attacks, damage before or after Feel No Pain, compounded over the
 * profile's attacks.
 */
function oneGroupCount(c: Compiled, key: OneGroupCount): Dist {
  const o = countLaws(c.laws.ordinary[0]!)[key];
  const k =
    c.critKind === 'point'
      ? {
          unsaved: ONE,
          damage: c.laws.mortal[0]!.damage,
          after: c.laws.mortal[0]!.after,
        }[key]
      : countLaws(c.laws[c.critKind][0]!)[key];
  // Mortal wounds of a critical hit: one attack with no save, its points, Feel No Pain.
  const points = c.odds.hitMortal ?? ZERO;
  const fnp = c.laws.point[0]!.after.at(1);
  const unsaved = c.a.onCriticalHit.mortalCountsUnsaved === false ? ZERO : ONE;
  const h = { unsaved, damage: points, after: thin(points, fnp) }[key];
  return overAttacks(c, perAttack(c, o, k, h));
}

/**
 * What the mortal points before a profile's attacks (`mortalsBefore`) add to a count of a
 * target of one group: nothing to unsaved (they come from no attack), their points to damage,
 * and those Feel No Pain leaves to damage after it.
 */
function beforeCount(c: Compiled, key: OneGroupCount): Dist {
  const points = c.odds.before;
  if (points === null || key === 'unsaved') return ZERO;
  return key === 'damage' ? points : thin(points, 1 - testChance(c.a.against[0]!.feelNoPain));
}

/** The allocation machine's state after profile `c`'s attacks, from `state` (one unit machine). */
function allocateProfile(
  plan: GeneralPlan,
  unit: UnitMachine,
  c: Compiled,
  kept: KeptPath | undefined,
  start: Float64Array,
): Float64Array {
  return profileAllocator(plan, unit, c, kept)(start);
}

/**
 * Profile `c`'s move of the allocation machine's state (one unit machine), its laws computed
 * once: a volley resolved from many states runs it once per state. `kept` is the path the
 * plan's size chose (`sizeOf`), taken when it was chosen over the machine's own states (a
 * bound above, `unitMachineSize`, is not: the general path's operator is sized by it).
 */
function profileAllocator(
  plan: GeneralPlan,
  unit: UnitMachine,
  c: Compiled,
  kept?: KeptPath,
): (start: Float64Array) => Float64Array {
  const moves: ((state: Float64Array) => Float64Array)[] = [];
  if (c.odds.before) {
    // The mortal points before the attacks, one step of one damage each (one group).
    const point = [onePoint(plan.groups[0]!.wounds)];
    const count = beforeCount(c, 'after').toArray();
    moves.push((state) => chain(state, count, (cur, out) => allocationStep(unit, point, cur, out)));
  }
  const path = kept && kept.states === unit.states ? kept.path : pathOf(plan, c, unit.states);
  if (path.kind === 'points') {
    const point = [onePoint(plan.groups[0]!.wounds)];
    const count = path.total.toArray();
    moves.push((state) => chain(state, count, (cur, out) => allocationStep(unit, point, cur, out)));
  } else if (path.kind === 'damaging') {
    const hit = (law: WoundLaw) =>
      bernoulli(1 - allocationOutcome(law, plan.groups[0]!.wounds)[0]!);
    const count = overAttacks(
      c,
      perAttack(c, hit(c.laws.ordinary[0]!), hit(c.laws[c.critKind][0]!)),
    ).toArray();
    moves.push((state) =>
      chain(state, count, (cur, out) => allocationStep(unit, [path.law], cur, out)),
    );
  } else if (path.kind === 'wounds') {
    const count = overAttacks(c, perAttack(c, ONE, ONE)).toArray();
    moves.push((state) =>
      chain(state, count, (cur, out) => allocationStep(unit, path.laws, cur, out)),
    );
  } else {
    moves.push((state) =>
      runProfile(state, c.odds.attacks, path.op, (laws, cur, out) => {
        allocationStep(unit, laws, cur, out);
      }),
    );
  }
  return (start) => moves.reduce((state, move) => move(state), start);
}

/**
 * The exact allocation of a plan from any state of its machine: the machine's law after
 * every profile (`run`, from a law over its states), each profile's laws computed once, and
 * the work of one run in state updates (the engine's count, as {@link exactPlanSize}'s). A
 * plan of one group takes the unit machine's states (`unitMachine`, numbered
 * `slain × Wounds + damage` under `sequential` allocation); a plan whose groups are taken in the
 * order listed takes the states of `listed` (a machine over every state,
 * `src/allocation/listedStates.ts`). What a volley from any state runs (`src/attack/volley.ts`).
 *
 * @throws {InputError} naming the first bad field of the plan, or for a plan of several groups
 *   in the round of the wound pool (no machine over any state here).
 * @example
 * ```ts
 * const r = exactStateRun(plan, null);
 * const start = new Float64Array(r.states); start[0] = 1;
 * r.run(start); // the law of the machine's state after the plan's attacks
 * ```
 */
export function exactStateRun(
  plan: GeneralPlan,
  listed: ListedMachine | null,
): {
  readonly states: number;
  readonly work: number;
  readonly run: (start: Float64Array) => Float64Array;
} {
  if (usesIntercepts(plan)) {
    throw new InputError(
      'general plan: a volley from any state takes no bystanders or intercepts',
      'bystanders',
      plan.bystanders,
    );
  }
  if (plan.groupOrder === 'listed') {
    if (listed === null) {
      throw new InputError(
        'general plan: groups taken in the order listed need the machine over every state',
        'groupOrder',
        plan.groupOrder,
      );
    }
    checkPlan(plan);
    const compiled = plan.profiles.map((a) => compile(plan, a));
    return listedStateRun(plan, compiled.map(listedProfile), listed);
  }
  if (plan.groups.length !== 1) {
    throw new InputError(
      `general plan: a volley from any state takes a unit of one group, or groups taken in the order listed (groupOrder "listed"), got ${plan.groups.length} groups in the round of the wound pool`,
      'groups',
      plan.groups.length,
    );
  }
  const sized = sizeOf(plan);
  const { compiled, size } = sized;
  // The machine and each profile's laws are made at the first run: a volley over the limits
  // is priced and refused without them.
  let moves: ((state: Float64Array) => Float64Array)[] | null = null;
  return {
    states: size.states,
    work: size.work,
    run: (start) => {
      if (moves === null) {
        const unit = keptUnitMachine(plan.groups, plan.allocation);
        moves = compiled.map((c, i) => profileAllocator(plan, unit, c, keptPath(sized, i)));
      }
      return moves.reduce((state, move) => move(state), start);
    },
  };
}

/**
 * The law of the models slain after each profile of a plan, in order (the wound state carried
 * from one to the next), exactly: what "how many attacks to destroy it" reads, one attack a
 * profile, in one pass (O(profiles) evaluations of one profile, not O(profiles²)). `stop`,
 * called after each profile with the law so far and its index, ends the pass early when it
 * returns true.
 *
 * @throws as {@link exactPlan}, before any work.
 * @example
 * ```ts
 * exactSlainAfterEach({ ...plan, profiles: [one, one, one] }).map((d) => d.at(5)); // P(5 slain) after 1, 2, 3
 * ```
 */
export function exactSlainAfterEach(
  plan: GeneralPlan,
  stop: (slain: Dist, index: number) => boolean = () => false,
): Dist[] {
  if (usesIntercepts(plan)) {
    throw new InputError(
      'general plan: exactSlainAfterEach takes no bystanders or intercepts',
      'bystanders',
      plan.bystanders,
    );
  }
  const sized = sizeOf(plan);
  const { compiled, size } = sized;
  if (!(size.work <= MAX_PLAN_WORK)) {
    throw new TooLargeError(
      `exact evaluation of this plan needs about ${size.work.toExponential(1)} steps, more than ${MAX_PLAN_WORK.toExponential(0)}; use method "monte-carlo"`,
    );
  }
  if (plan.groupOrder === 'listed') {
    return listedSlainAfterEach(plan, compiled.map(listedProfile), stop);
  }
  const unit = keptUnitMachine(plan.groups, plan.allocation);
  const most = unit.slain.reduce((m, v) => Math.max(m, v), 0);
  const out: Dist[] = [];
  let state: Float64Array = new Float64Array(unit.states);
  state[0] = 1;
  for (let i = 0; i < compiled.length; i++) {
    state = allocateProfile(plan, unit, compiled[i]!, keptPath(sized, i), state);
    out.push(histogram(state, (k) => unit.slain[k]!, most));
    if (stop(out[i]!, i)) break;
  }
  return out;
}

/**
 * The one-point outcome of the allocation machine: every point of a profile whose damage
 * spills over (`spill`) is one step of one damage, so the profile moves the machine by the law
 * of its total points after Feel No Pain, whatever their order (one group: every position
 * alike).
 */
function onePoint(wounds: number): Float64Array {
  const q = new Float64Array(wounds + 1);
  q[1] = 1;
  return q;
}

function compile(plan: GeneralPlan, a: AttackProfile): Compiled {
  const odds = profileOdds(a);
  const of = (kind: EventKind) => plan.groups.map((g, i) => woundLaw(a, i, kind, g.wounds));
  const m = odds.marker;
  let markers: Compiled['markers'] = null;
  if (m?.cluster) markers = { total: clusterHits(m, odds.attacks).hits, each: null };
  else if (m) {
    const each = markerHits(m);
    markers = { total: compound(odds.attacks, each), each };
  }
  return {
    a,
    odds,
    markers,
    critKind: odds.criticalKind,
    laws: {
      ordinary: of('ordinary'),
      critical: of('critical'),
      mortal: of('mortal'),
      point: of('point'),
    },
  };
}

/** Allocation laws of an event kind by group, scaled by nothing. */
function outcomes(plan: GeneralPlan, laws: readonly WoundLaw[]): Float64Array[] {
  return laws.map((l, g) => allocationOutcome(l, plan.groups[g]!.wounds));
}

/** The law of an event given that it does damage, or null if it never does. */
function given(q: Float64Array): Float64Array | null {
  const hit = 1 - q[0]!;
  if (hit <= 0) return null;
  const out = q.map((x) => x / hit);
  out[0] = 0;
  return out;
}

function sameLaw(a: Float64Array, b: Float64Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (Math.abs(a[i]! - b[i]!) > 1e-13) return false;
  return true;
}

/** The operator of the general path for a profile, on a space of `size` states. */
function operatorOf(
  c: Compiled,
  size: number,
  laws: (kind: EventKind) => readonly Float64Array[],
): AttackOperator {
  const critical = c.critKind === 'point' ? null : laws(c.critKind);
  const waits = c.odds.pending;
  const byHit = c.odds.hitMortal;
  // One waiting count per profile (the plan's check makes sure both kinds are points).
  const added = !waits
    ? null
    : c.critKind === 'point'
      ? damageLaw(c.a.onCriticalWound.damage ?? c.a.damage)
      : ONE;
  return {
    size,
    hit: c.odds.hit,
    marker: c.markers?.each ?? null,
    extra: c.odds.extra,
    wound: c.odds.wound,
    autoWound: c.a.onCriticalHit.autoWound,
    ordinary: laws('ordinary'),
    critical: waits ? null : critical,
    waiting:
      !waits && !byHit
        ? null
        : { added, byHit, laws: c.critKind === 'point' || !waits ? laws('point') : critical! },
  };
}

/**
 * When every wound comes from a wound roll with the same odds and is allocated at once (no
 * automatic wound, no mortal wounds of a critical hit, nothing waiting), each wound is critical
 * with the same chance whatever came before: one law per wound, the mixture of the two.
 */
function mixedWoundLaws(
  c: Compiled,
  ordinary: readonly Float64Array[],
  critical: readonly Float64Array[],
): Float64Array[] | null {
  if (c.odds.pending || c.a.onCriticalHit.autoWound || c.odds.hitMortal) return null;
  if (c.critKind === 'point') return null;
  const [, pass, crit] = c.odds.wound;
  if (pass + crit <= 0) return null;
  const q = crit / (pass + crit);
  return ordinary.map((o, g) => {
    const k = critical[g]!;
    const out = new Float64Array(Math.max(o.length, k.length));
    for (let i = 0; i < out.length; i++) out[i] = (1 - q) * (o[i] ?? 0) + q * (k[i] ?? 0);
    return out;
  });
}

/** Refuse a profile whose markers the attack-by-attack path cannot take. */
function noExactMethod(c: Compiled, what: string): never {
  throw new InputError(
    `general plan: ${what} (profile ${JSON.stringify(c.a.name ?? '')}) with critical wounds resolved last, automatic wounds or mortal wounds has no exact method in the general engine; use the sampler (method "monte-carlo")`,
    'hit.marker',
    c.a.hit,
  );
}

/** A compiled profile as the listed-order path reads it (`listed.ts`). */
function listedProfile(c: Compiled): ListedProfile {
  if (c.markers && c.markers.each === null) noExactMethod(c, 'a Multiple Barrage');
  return {
    a: c.a,
    attacks: c.odds.attacks,
    events: c.markers
      ? c.markers.total.max
      : c.odds.attacks.max * Math.max(1, 1 + c.odds.extra.max),
    critKind: c.critKind,
    critical: c.odds.wound[2] > 0,
    laws: c.laws,
    operator: (size, laws) => operatorOf(c, size, laws),
    woundChain: (laws) => {
      // As pathOf's `wounds` path: nothing waits, and critical wounds do as ordinary ones or
      // are mixed into one law per wound.
      if (c.odds.hitMortal && c.odds.hit[2] > 0) return null;
      if (c.markers && c.markers.each === null) return null;
      const ordinary = laws('ordinary');
      const critical = laws(c.critKind);
      const alike =
        !c.odds.pending &&
        (c.odds.wound[2] <= 0 || ordinary.every((q, g) => sameLaw(q, critical[g]!)));
      const one = alike ? ordinary : mixedWoundLaws(c, ordinary, critical);
      if (one === null) return null;
      return { count: overAttacks(c, perAttack(c, ONE, ONE)).toArray(), laws: one };
    },
  };
}

/** How a profile's allocation is computed: see the module documentation. */
type Path =
  | { readonly kind: 'points'; readonly total: Dist }
  | { readonly kind: 'damaging'; readonly law: Float64Array }
  | { readonly kind: 'wounds'; readonly laws: readonly Float64Array[] }
  | { readonly kind: 'general'; readonly op: AttackOperator };

function pathOf(plan: GeneralPlan, c: Compiled, states: number): Path {
  // Damage that spills over: the profile's points after Feel No Pain, one step each.
  if (c.a.spill === true) return { kind: 'points', total: oneGroupCount(c, 'after') };
  const ordinary = outcomes(plan, c.laws.ordinary);
  const critical = outcomes(plan, c.laws[c.critKind]);
  const critWounds = c.odds.wound[2] > 0;
  if (c.odds.hitMortal && c.odds.hit[2] > 0) {
    return {
      kind: 'general',
      op: operatorOf(c, states, (kind) => outcomes(plan, c.laws[kind])),
    };
  }
  if (plan.groups.length === 1 && c.critKind !== 'point') {
    const o = given(ordinary[0]!);
    const k = critWounds ? given(critical[0]!) : null;
    if (o === null || k === null || sameLaw(o, k)) {
      const law = o ?? k ?? new Float64Array(ordinary[0]!.length);
      return { kind: 'damaging', law };
    }
  }
  if (!c.odds.pending && (!critWounds || ordinary.every((q, g) => sameLaw(q, critical[g]!)))) {
    return { kind: 'wounds', laws: ordinary };
  }
  const mixed = mixedWoundLaws(c, ordinary, critical);
  if (mixed) return { kind: 'wounds', laws: mixed };
  if (c.markers && c.markers.each === null) noExactMethod(c, 'a Multiple Barrage');
  return {
    kind: 'general',
    op: operatorOf(c, states, (kind) => outcomes(plan, c.laws[kind])),
  };
}

/** The work of a path, counted as the engine counts it (state updates). */
function pathWork(path: Path, c: Compiled, states: number, maxSize: number): number {
  const n = c.markers ? 1 : c.odds.attacks.max;
  const events = c.markers ? c.markers.total.max : 1 + c.odds.extra.max;
  const before = (c.odds.before?.max ?? 0) * states * 2;
  if (path.kind === 'points') return before + path.total.max * states * 2;
  if (path.kind !== 'general') return before + n * events * states * maxSize;
  const b = waitingBound(path.op, n) + 1;
  if (b * states > MAX_PLAN_STATES) return Number.POSITIVE_INFINITY;
  return before + n * b * states * maxSize * (events + 3) + b * states * maxSize;
}

/**
 * The size of an exact evaluation of a plan, from formulas, before any machine is built:
 * the allocation states, the state updates the engine will take (`Infinity` past
 * {@link MAX_PLAN_STATES}) and the largest damage column. The cost model reads it; so does
 * {@link exactPlan}, which refuses a plan over {@link MAX_PLAN_WORK}.
 *
 * @throws {InputError} naming the first bad field of the plan, or a profile with mortal
 *   wounds with spill-over at a unit of several groups in the round of the wound pool (no
 *   exact method; groups taken in the order listed have one).
 * @example
 * ```ts
 * exactPlanSize(plan).work; // 1.2e+7
 * ```
 */
export function exactPlanSize(plan: GeneralPlan): {
  readonly states: number;
  readonly work: number;
  readonly maxSize: number;
} {
  if (usesIntercepts(plan)) return interceptSize(plan);
  return sizeOf(plan).size;
}

/** A plan's compiled profiles and its size, as {@link sizeOf} returns them. */
interface Sized {
  readonly compiled: Compiled[];
  readonly size: { readonly states: number; readonly work: number; readonly maxSize: number };
  /**
   * Each profile's path, as the size chose it over `size.states` (none for groups taken in the
   * order listed): the run takes the same one rather than choose it again (its laws compared,
   * the general path's operator made).
   */
  readonly paths: readonly Path[];
}

/** A profile's path as its plan's size chose it, and over how many states. */
interface KeptPath {
  readonly path: Path;
  readonly states: number;
}

/** Profile `i`'s kept path, if the size chose one. */
function keptPath(s: Sized, i: number): KeptPath | undefined {
  const path = s.paths[i];
  return path === undefined ? undefined : { path, states: s.size.states };
}

/**
 * The last {@link sizeOf} of each plan object, with the plan's fields as they were: an
 * evaluation prices the plan (the cost check, `exactPlanSize`) and then runs it (`exactPlan`),
 * and both need the profiles compiled, their laws included (about a third of a small plan's
 * evaluation). Plans are values no engine changes; a caller that sets another field of the same
 * object (other profiles, groups, allocation) gets it compiled again, as the fields are
 * compared one by one; one that changes a profile inside a list it keeps must pass a new plan.
 */
const sized = new WeakMap<GeneralPlan, { readonly fields: GeneralPlan; readonly sized: Sized }>();

/** Whether two plans hold the same values in the same fields (compared by identity). */
function sameFields(a: GeneralPlan, b: GeneralPlan): boolean {
  const keys = Object.keys(a) as (keyof GeneralPlan)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => a[k] === b[k]);
}

/** The plan's compiled profiles and its size (see {@link exactPlanSize}), made once per plan. */
function sizeOf(plan: GeneralPlan): Sized {
  const kept = sized.get(plan);
  if (kept && sameFields(kept.fields, plan)) return kept.sized;
  const made = sizeOfNew(plan);
  sized.set(plan, { fields: { ...plan }, sized: made });
  return made;
}

function sizeOfNew(plan: GeneralPlan): Sized {
  checkPlan(plan);
  if (plan.groupOrder === 'listed') {
    const compiled = plan.profiles.map((a) => compile(plan, a));
    return { compiled, size: listedSize(plan, compiled.map(listedProfile)), paths: [] };
  }
  const states = unitMachineSize(plan.groups, plan.allocation);
  const compiled = plan.profiles.map((a) => compile(plan, a));
  const several = plan.groups.length > 1;
  compiled.forEach((c, i) => {
    if (several && c.odds.hitMortal) {
      throw new InputError(
        `general plan: profiles[${i}].onCriticalHit.mortalWounds: mortal wounds with spill-over at a unit of several groups have no exact method; use the sampler (method "monte-carlo")`,
        `profiles[${i}].onCriticalHit.mortalWounds`,
        plan.profiles[i]!.onCriticalHit.mortalWounds,
      );
    }
    if (several && c.critKind === 'point' && c.odds.wound[2] > 0) {
      throw new InputError(
        `general plan: profiles[${i}].onCriticalWound.mortal: mortal wounds with spill-over at a unit of several groups have no exact method; use the sampler (method "monte-carlo")`,
        `profiles[${i}].onCriticalWound.mortal`,
        plan.profiles[i]!.onCriticalWound.mortal,
      );
    }
  });
  // Sizes from formulas, before the machine is built.
  const maxSize = Math.max(...plan.groups.map((g) => g.wounds)) + 1;
  let work = 0;
  const paths = compiled.map((c) => pathOf(plan, c, states));
  compiled.forEach((c, i) => {
    work += pathWork(paths[i]!, c, states, maxSize);
  });
  if (several) {
    // The counts by position in the round of the wound pool (three of them).
    const period = plan.groups.reduce((n, g) => n + g.models, 0);
    let events = 0;
    for (const c of compiled) {
      events += c.markers ? c.markers.total.max : c.odds.attacks.max * (1 + c.odds.extra.max);
    }
    const maxDamage = Math.max(
      ...compiled.flatMap((c) =>
        c.laws.ordinary.concat(c.laws[c.critKind]).map((l) => l.damage.max),
      ),
    );
    work += 3 * events * events * maxDamage * period * (maxDamage + 1);
  }
  return { compiled, size: { states, work, maxSize }, paths };
}

/**
 * Evaluate a general plan exactly.
 *
 * @throws {InputError} naming the first bad field of the plan (see `checkPlan`), or when a
 *   unit of several groups in the round of the wound pool takes mortal wounds with spill-over
 *   (no exact path: use the sampler; groups taken in the order listed have one).
 * @throws {TooLargeError} before any work, when the allocation machine or the work would be
 *   too large ({@link MAX_PLAN_WORK}, {@link MAX_PLAN_STATES}).
 * @example
 * ```ts
 * exactPlan(plan).slain.mean();
 * ```
 */
export function exactPlan(plan: GeneralPlan): GeneralResults {
  if (usesIntercepts(plan)) return exactIntercepts(plan);
  const sized = sizeOf(plan);
  const { compiled, size } = sized;
  const { states, work } = size;
  const several = plan.groups.length > 1;
  if (!(work <= MAX_PLAN_WORK)) {
    const needs = Number.isFinite(work)
      ? `about ${work.toExponential(1)} steps`
      : `more than ${MAX_PLAN_STATES} states`;
    throw new TooLargeError(
      `exact evaluation of this plan needs ${needs} (allocation over ${states} states), more than ${MAX_PLAN_WORK.toExponential(0)} steps; use method "monte-carlo"`,
    );
  }
  // Counts that no target group changes: compounds over each profile's attacks.
  const sum = (f: (c: Compiled) => Dist) =>
    compiled.reduce<Dist>((d, c) => convolve(d, overAttacks(c, f(c))), ZERO);
  const hits = compiled.reduce<Dist>((d, c) => convolve(d, hitsOf(c)), ZERO);
  const criticalHits = sum((c) => bernoulli(c.odds.hit[2]));
  const wounds = sum((c) => perAttack(c, ONE, ONE));
  const criticalWounds = sum((c) => perAttack(c, ZERO, ONE));
  const hasMortal = compiled.some(
    (c) => c.critKind !== 'critical' || c.odds.hitMortal || c.odds.before,
  );
  const mortalWounds = hasMortal
    ? convolve(
        sum((c) =>
          perAttack(
            c,
            ZERO,
            c.critKind === 'critical' ? ZERO : damageLaw(c.a.onCriticalWound.damage ?? c.a.damage),
            c.odds.hitMortal ?? ZERO,
          ),
        ),
        compiled.reduce<Dist>((d, c) => convolve(d, c.odds.before ?? ZERO), ZERO),
      )
    : null;
  if (plan.groupOrder === 'listed') {
    const l = listedResults(plan, compiled.map(listedProfile));
    const byGroup: Record<string, Dist> = {};
    l.groupSlain.forEach((d, g) => {
      byGroup[`slain.${g}`] = d;
      byGroup[`woundsLost.${g}`] = l.groupWoundsLost[g]!;
    });
    return {
      hits,
      wounds,
      unsaved: l.unsaved,
      slain: l.slain,
      woundsLost: l.woundsLost,
      criticalHits,
      criticalWounds,
      damage: l.damage,
      damageAfterFnp: l.damageAfterFnp,
      ...(mortalWounds ? { mortalWounds } : {}),
      ...attackerCounts(compiled),
      charactersSlain: l.charactersSlain,
      ...byGroup,
    };
  }
  const unit = keptUnitMachine(plan.groups, plan.allocation);

  // Counts that depend on the group a wound lands on.
  let unsaved: Dist;
  let damage: Dist;
  let damageAfterFnp: Dist;
  if (!several) {
    const part = (key: OneGroupCount) =>
      compiled.reduce<Dist>(
        (d, c) => convolve(convolve(d, beforeCount(c, key)), oneGroupCount(c, key)),
        ZERO,
      );
    unsaved = part('unsaved');
    damage = part('damage');
    damageAfterFnp = part('after');
  } else {
    const byPosition = (
      key: 'unsaved' | 'damage' | 'after',
      most: (l: WoundLaw) => number,
    ): Dist => {
      const value = (l: WoundLaw): Float64Array => {
        const d = countLaws(l)[key].toArray();
        return d;
      };
      let maxValue = 0;
      for (const c of compiled) {
        const perWound = Math.max(
          ...c.laws.ordinary.map(most),
          ...(c.odds.wound[2] > 0 ? c.laws[c.critKind].map(most) : [0]),
        );
        const events = c.markers
          ? c.markers.total.max
          : c.odds.attacks.max * Math.max(1, 1 + c.odds.extra.max);
        maxValue += events * perWound;
      }
      const size = (maxValue + 1) * unit.period;
      const step = countKernel(unit.period, unit.groupOfPosition, maxValue);
      let state: Float64Array = new Float64Array(size);
      state[0] = 1;
      for (const c of compiled) {
        const laws = (kind: EventKind) => c.laws[kind].map(value);
        const mixed = mixedWoundLaws(c, laws('ordinary'), laws(c.critKind));
        if (mixed) {
          // Alike wounds: a chain over their number, as the allocation's `wounds` path.
          const count = overAttacks(c, perAttack(c, ONE, ONE));
          state = chain(state, count.toArray(), (cur, out) => step(mixed, cur, out));
          continue;
        }
        if (c.markers && c.markers.each === null) noExactMethod(c, 'a Multiple Barrage');
        state = runProfile(state, c.odds.attacks, operatorOf(c, size, laws), step);
      }
      return histogram(state, (i) => Math.floor(i / unit.period), maxValue);
    };
    unsaved = byPosition('unsaved', () => 1);
    damage = byPosition('damage', (l) => l.damage.max);
    damageAfterFnp = byPosition('after', (l) => l.after.max);
  }

  // The allocation, profile after profile, the wound state carried.
  let state: Float64Array = new Float64Array(unit.states);
  state[0] = 1;
  compiled.forEach((c, i) => {
    state = allocateProfile(plan, unit, c, keptPath(sized, i), state);
  });
  const most = (a: Int32Array) => a.reduce((m, v) => Math.max(m, v), 0);
  const results: GeneralResults = {
    hits,
    wounds,
    unsaved,
    slain: histogram(state, (i) => unit.slain[i]!, most(unit.slain)),
    woundsLost: histogram(state, (i) => unit.woundsLost[i]!, most(unit.woundsLost)),
    criticalHits,
    criticalWounds,
    damage,
    damageAfterFnp,
    ...(mortalWounds ? { mortalWounds } : {}),
    ...attackerCounts(compiled),
  };
  return results;
}
