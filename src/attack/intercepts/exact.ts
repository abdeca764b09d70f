/**
 * The exact engine of a plan with intercepts (`bystanders`, `intercepts`, `stray`,
 * `furtherWound`: see `plan.ts`). Every attack is independent and ends in exactly one of the
 * outcomes of {@link interceptOdds}; each count is then a thinned number of attacks, summed
 * over the profiles. Each wound takes one wound, so the target's models slain and wounds lost
 * follow from its wounds. The bystanders struck by intercepts need their joint law (one attack
 * wounds at most one of them), so the number of them slain is a Markov chain over their
 * wounds, one attack at a time.
 *
 * Cost: O(A²) for A attacks at most (the thinning), plus O(A × states × bystanders) for the
 * bystanders struck by intercepts, where states is the product of (Wounds + 1) over them.
 *
 * @module
 */
import { chain } from '../../allocation/markov.js';
import { diceDist } from '../../dice/index.js';
import { constant, convolve, Dist, map, normalizeInPlace, sumOf, thin } from '../../dist/index.js';
import { TooLargeError } from '../../errors.js';
import { checkPlan } from '../../plan/check.js';
import type { GeneralPlan } from '../../plan/plan.js';
import type { GeneralResults } from '../../plan/results.js';
import { type InterceptOdds, interceptOdds } from './odds.js';

/**
 * The most multiply-adds the distributions of a plan with intercepts may take, and the most
 * state updates its chain over bystanders may take; beyond either, {@link exactIntercepts}
 * throws a {@link TooLargeError} before the work.
 *
 * @example
 * ```ts
 * MAX_INTERCEPT_WORK; // 3e9: about three seconds
 * ```
 */
export const MAX_INTERCEPT_WORK = 3e9;

/**
 * The results only a plan with intercepts reports (optional fields of `GeneralResults`): a
 * ruleset that never uses intercepts leaves them out of its own results type.
 *
 * @example
 * ```ts
 * type Mine = Omit<GeneralResults, InterceptResultKey>;
 * ```
 */
export type InterceptResultKey =
  | 'interceptedHits'
  | 'interceptedWounds'
  | 'interceptedSlain'
  | 'strayHits'
  | 'strayWounds'
  | 'straySlain';

/** The most joint wound states of the bystanders struck by intercepts. */
const MAX_BYSTANDER_STATES = 1e7;

/**
 * An upper bound on the multiply-adds of {@link exactIntercepts}'s distributions: for a
 * profile of at most A attacks after a prefix of P, the sum over models (about 2 A²), six
 * thinnings (6 A²) and six convolutions (6 A P). O(profiles).
 *
 * @example
 * ```ts
 * interceptWork(plan); // 8 * 2 * 2 + 6 * 2 * 1 = 44 for one model with one attack (counts 0..1)
 * ```
 */
export function interceptWork(plan: GeneralPlan): number {
  let work = 0;
  let prefix = 1;
  for (const a of plan.profiles) {
    const e = a.attacks;
    const attacks = a.models * (e.count * e.sides + e.modifier) + 1;
    work += 8 * attacks * attacks + 6 * attacks * prefix;
    prefix += attacks;
  }
  return work;
}

/** The bystanders struck by some intercept, in index order: the chain's dimensions. */
function interceptedBystanders(plan: GeneralPlan): number[] {
  const struck = new Set<number>();
  for (const a of plan.profiles) {
    for (const o of a.intercepts ?? []) if (o.strikes !== null) struck.add(o.strikes);
  }
  return [...struck].sort((x, y) => x - y);
}

/**
 * The size of an exact evaluation of a plan with intercepts (checked first), as `exactPlanSize`
 * reports it: the joint wound states of the bystanders struck by intercepts, the
 * multiply-adds of the distributions ({@link interceptWork}), and the damage column (2: a
 * wound takes one wound).
 *
 * @example
 * ```ts
 * interceptSize(plan).work === interceptWork(plan); // true
 * ```
 */
export function interceptSize(plan: GeneralPlan): {
  readonly states: number;
  readonly work: number;
  readonly maxSize: number;
} {
  checkPlan(plan);
  const bystanders = plan.bystanders ?? [];
  const states = interceptedBystanders(plan).reduce((n, b) => n * (bystanders[b]!.wounds + 1), 1);
  return { states, work: interceptWork(plan), maxSize: 2 };
}

/**
 * Evaluate a plan with intercepts exactly (checked first, see `checkPlan`). Results: those of every plan (critical
 * hits and wounds are 0; damage equals wounds), then `interceptedHits`, and when an intercept
 * strikes a bystander `interceptedWounds` and `interceptedSlain`, and when a profile has a
 * stray test `strayHits`, `strayWounds` and `straySlain`.
 *
 * @throws {InputError} naming the first bad field of the plan.
 * @throws {TooLargeError} before any work when the distributions would take more than
 *   {@link MAX_INTERCEPT_WORK} steps, or the bystanders struck by intercepts have too many
 *   joint states.
 * @example
 * ```ts
 * exactIntercepts(plan).interceptedHits?.mean();
 * ```
 */
export function exactIntercepts(plan: GeneralPlan): GeneralResults {
  checkPlan(plan);
  const work = interceptWork(plan);
  if (work > MAX_INTERCEPT_WORK) {
    const attacks = plan.profiles.reduce(
      (n, a) => n + a.models * (a.attacks.count * a.attacks.sides + a.attacks.modifier),
      0,
    );
    throw new TooLargeError(
      `exact evaluation needs about ${work.toExponential(1)} steps for up to ${attacks} attacks, more than ${MAX_INTERCEPT_WORK.toExponential(0)}; use method "monte-carlo"`,
    );
  }
  const bystanders = plan.bystanders ?? [];
  const k = bystanders.length;
  let hits: Dist = constant(0);
  let wounds: Dist = constant(0);
  let interceptedHits: Dist = constant(0);
  let interceptedWounds: Dist = constant(0);
  let strayHits: Dist = constant(0);
  let strayWounds: Dist = constant(0);
  const perProfile = plan.profiles.map((a) => {
    const attacks = sumOf(diceDist(a.attacks), a.models);
    const odds = interceptOdds(a, k);
    hits = convolve(hits, thin(attacks, odds.hit));
    wounds = convolve(wounds, thin(attacks, odds.wound));
    interceptedHits = convolve(interceptedHits, thin(attacks, odds.intercepted));
    interceptedWounds = convolve(interceptedWounds, thin(attacks, odds.interceptedWound));
    strayHits = convolve(strayHits, thin(attacks, odds.strayHit));
    strayWounds = convolve(strayWounds, thin(attacks, odds.strayWound));
    return { attacks, odds };
  });
  const { models, wounds: w } = plan.groups[0]!;
  const zero = constant(0);
  const results: Record<string, Dist> = {
    hits,
    wounds,
    unsaved: wounds,
    slain: map(wounds, (n) => Math.min(Math.floor(n / w), models)),
    woundsLost: map(wounds, (n) => Math.min(n, models * w)),
    criticalHits: zero,
    criticalWounds: zero,
    damage: wounds,
    damageAfterFnp: wounds,
    interceptedHits,
  };
  const struck = interceptedBystanders(plan);
  if (struck.length > 0) {
    results.interceptedWounds = interceptedWounds;
    results.interceptedSlain = interceptedSlain(plan, struck, perProfile);
  }
  const stray = plan.profiles.find((a) => (a.stray ?? null) !== null)?.stray;
  if (stray) {
    const sw = bystanders[stray.strikes]!.wounds;
    results.strayHits = strayHits;
    results.strayWounds = strayWounds;
    results.straySlain = map(strayWounds, (n) => (n >= sw ? 1 : 0));
  }
  return results as unknown as GeneralResults;
}

/**
 * The number of bystanders struck by intercepts that are slain: a Markov chain over their
 * wounds so far (each counted up to its Wounds), one attack at a time; an attack wounds at
 * most one of them.
 */
function interceptedSlain(
  plan: GeneralPlan,
  struck: readonly number[],
  perProfile: readonly { attacks: Dist; odds: InterceptOdds }[],
): Dist {
  const bystanders = plan.bystanders ?? [];
  const caps = struck.map((b) => bystanders[b]!.wounds);
  const strides: number[] = [];
  let states = 1;
  for (const c of caps) {
    strides.push(states);
    states *= c + 1;
  }
  const steps = perProfile.reduce((n, s) => n + s.attacks.max, 0);
  const work = states * steps * (caps.length + 1);
  if (!(states <= MAX_BYSTANDER_STATES && work <= MAX_INTERCEPT_WORK)) {
    throw new TooLargeError(
      `exact evaluation of the bystanders struck by intercepts needs about ${work.toExponential(1)} steps (${states} joint wound states over ${steps} attacks), more than ${MAX_INTERCEPT_WORK.toExponential(0)}; use method "monte-carlo"`,
    );
  }
  const q = new Float64Array(caps.length);
  let state: Float64Array = new Float64Array(states);
  state[0] = 1;
  for (const { attacks, odds } of perProfile) {
    if (odds.interceptedWound === 0) continue;
    for (let m = 0; m < caps.length; m++) q[m] = odds.bystanderWound[struck[m]!]!;
    const stay = 1 - odds.interceptedWound;
    state = chain(state, attacks.toArray(), (cur, out) => {
      for (let idx = 0; idx < states; idx++) {
        const p = cur[idx]!;
        if (p === 0) continue;
        out[idx]! += p * stay;
        for (let m = 0; m < caps.length; m++) {
          const qm = q[m]!;
          if (qm === 0) continue;
          const stride = strides[m]!;
          const c = Math.floor(idx / stride) % (caps[m]! + 1);
          out[c < caps[m]! ? idx + stride : idx]! += p * qm;
        }
      }
    });
  }
  const slain = new Float64Array(caps.length + 1);
  for (let idx = 0; idx < states; idx++) {
    let n = 0;
    for (let m = 0; m < caps.length; m++) {
      if (Math.floor(idx / strides[m]!) % (caps[m]! + 1) === caps[m]) n++;
    }
    slain[n]! += state[idx]!;
  }
  // The chain sums to 1 up to rounding; renormalise so the result does within 1e-12.
  return Dist.unchecked(normalizeInPlace(slain));
}
