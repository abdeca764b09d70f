/**
 * The exact engine for MESBG shooting. Every shot is independent and ends in exactly one of:
 * a miss, a hit stopped by obstruction j (and maybe a Wound on the model there), a hit on the
 * friendly model in a combat (and maybe a Wound on it), or a hit that reaches the target (and
 * maybe a Wound on it). {@link shotOdds} gives these chances from the compiled plan; each
 * reported count is then a thinned number of shots, summed over the attacker groups. The
 * models In The Way need their joint distribution (one shot wounds at most one of them), so
 * the number of them slain is a Markov chain over their wounds, one shot at a time.
 *
 * Cost: O(S²) for S shots at most (the thinning), plus O(S × states × models In The Way) for
 * the models In The Way, where states is the product of (Wounds + 1) over those models.
 *
 * @module
 */
import { chain } from '../../allocation/markov.js';
import { diceDist } from '../../dice/index.js';
import { constant, convolve, Dist, map, normalizeInPlace, sumOf, thin } from '../../dist/index.js';
import { TooLargeError } from '../../errors.js';
import { passChance } from '../../rules/d6Test.js';
import type { MesbgPlan, ShooterPlan } from './compile.js';
import { toWoundChance } from './toWound.js';

/**
 * The distributions a MESBG shooting attack reports, keys in this order. The extras are
 * present only when the scenario has what they count.
 *
 * @example
 * ```ts
 * const r: MesbgResults = evaluateMesbg(scenario);
 * r.slain.at(1);                 // the chance the target is slain
 * r.obstructionSlain?.mean();    // undefined unless a model is In The Way
 * ```
 */
export interface MesbgResults {
  /** Shoot Rolls that hit, before In The Way Tests. */
  readonly hits: Dist;
  /** Wounds inflicted on the target. */
  readonly wounds: Dist;
  /** Equal to `wounds`: MESBG has no saving throw here. */
  readonly unsaved: Dist;
  /** 1 when the target loses its last Wound, else 0. */
  readonly slain: Dist;
  /** Shots stopped by an obstruction In The Way (terrain or model). */
  readonly obstructionHits: Dist;
  /** Wounds the target loses: `wounds`, at most its Wounds. */
  readonly woundsLost: Dist;
  /** Wounds inflicted on models In The Way (when some obstruction is a model). */
  readonly obstructionWounds?: Dist;
  /** Models In The Way slain (when some obstruction is a model). */
  readonly obstructionSlain?: Dist;
  /** Shots that hit the friendly model in the combat instead of the target (`target.combat`). */
  readonly friendlyHits?: Dist;
  /** Wounds inflicted on that friendly model. */
  readonly friendlyWounds?: Dist;
  /** 1 when that friendly model loses its last Wound, else 0. */
  readonly friendlySlain?: Dist;
}

/**
 * The chances of one shot's outcomes, for one attacker group.
 *
 * @example
 * ```ts
 * const o: ShotOdds = shotOdds(plan.shooters[0], plan.obstructionModels.length);
 * o.hit - o.obstructionHit - o.friendlyHit; // the chance the shot reaches the target
 * ```
 */
export interface ShotOdds {
  /** The Shoot Roll hits. */
  readonly hit: number;
  /** The shot is stopped by an obstruction. */
  readonly obstructionHit: number;
  /** The shot wounds model k In The Way (indexed as `plan.obstructionModels`). */
  readonly modelWound: Float64Array;
  /** The shot wounds some model In The Way. */
  readonly obstructionWound: number;
  /** The shot hits the friendly model in the combat. */
  readonly friendlyHit: number;
  /** The shot wounds the friendly model in the combat. */
  readonly friendlyWound: number;
  /** The shot wounds the target. */
  readonly wound: number;
}

/**
 * The exact chances of one shot's outcomes: the Shoot Roll, then each In The Way Test in
 * turn (reaching obstruction j takes passing the j before it), then the combat's special In
 * The Way Test, then the To Wound roll.
 *
 * @param s - one attacker group of a compiled plan.
 * @param models - the number of distinct models In The Way in the plan.
 * @example
 * ```ts
 * // Shoot Value 5+, one obstruction, Strength 2 against Defence 3:
 * shotOdds(plan.shooters[0], 0).wound; // 1/3 × 1/2 × 1/3 = 1/18
 * ```
 */
export function shotOdds(s: ShooterPlan, models: number): ShotOdds {
  const hit = passChance(s.shoot);
  const modelWound = new Float64Array(models);
  let reach = hit;
  let obstructionHit = 0;
  let obstructionWound = 0;
  for (const o of s.obstructions) {
    const pass = passChance(o.test);
    const stopped = reach * (1 - pass);
    obstructionHit += stopped;
    if (o.wound !== null) {
      const w = stopped * toWoundChance(o.wound);
      modelWound[o.model]! += w;
      obstructionWound += w;
    }
    reach *= pass;
  }
  let friendlyHit = 0;
  let friendlyWound = 0;
  if (s.combat !== null) {
    const pass = passChance(s.combat.test);
    friendlyHit = reach * (1 - pass);
    friendlyWound = friendlyHit * toWoundChance(s.combat.wound);
    reach *= pass;
  }
  return {
    hit,
    obstructionHit,
    modelWound,
    obstructionWound,
    friendlyHit,
    friendlyWound,
    wound: reach * toWoundChance(s.wound),
  };
}

/**
 * The most state updates the chain over models In The Way may take; beyond it
 * {@link exactMesbg} throws a {@link TooLargeError}.
 *
 * @example
 * ```ts
 * MAX_OBSTRUCTION_WORK; // 3e9: about three seconds
 * ```
 */
export const MAX_OBSTRUCTION_WORK = 3e9;

/**
 * The most multiply-adds the distributions of a MESBG attack may take (each shooter group's
 * shots summed over its models, then thinned and convolved six times); beyond it
 * {@link exactMesbg} throws a {@link TooLargeError} before any work starts.
 *
 * @example
 * ```ts
 * MAX_MESBG_WORK; // 3e9: about three seconds
 * ```
 */
export const MAX_MESBG_WORK = 3e9;

/**
 * An upper bound on the multiply-adds of {@link exactMesbg}'s distributions: for a group of
 * at most S shots after a prefix of P, the sum over models (about 2 S²), six thinnings (6 S²)
 * and six convolutions (6 S P). O(groups).
 *
 * @example
 * ```ts
 * exactMesbgWork(compileMesbg(attack)); // 8 * 3 * 3 + ... for three single-shot models
 * ```
 */
export function exactMesbgWork(plan: MesbgPlan): number {
  let work = 0;
  let prefix = 1;
  for (const s of plan.shooters) {
    const shots = s.models * (s.shots.count * s.shots.sides + s.shots.modifier) + 1;
    work += 8 * shots * shots + 6 * shots * prefix;
    prefix += shots;
  }
  return work;
}

/**
 * Evaluate a compiled MESBG attack exactly.
 *
 * @throws {TooLargeError} before any work when the distributions would take more than
 *   {@link MAX_MESBG_WORK} steps, or the models In The Way have too many joint states (see
 *   {@link MAX_OBSTRUCTION_WORK}).
 * @example
 * ```ts
 * const r = exactMesbg(compileMesbg(attack));
 * r.wounds.mean(); // 0.4444444444444444 for the rulebook's Example 28 as in the spec
 * ```
 */
export function exactMesbg(plan: MesbgPlan): MesbgResults {
  const work = exactMesbgWork(plan);
  if (work > MAX_MESBG_WORK) {
    throw new TooLargeError(
      `exact evaluation needs about ${work.toExponential(1)} steps for up to ${plan.shooters.reduce((n, s) => n + s.models * (s.shots.count * s.shots.sides + s.shots.modifier), 0)} shots, more than ${MAX_MESBG_WORK.toExponential(0)}; use method "monte-carlo"`,
    );
  }
  const k = plan.obstructionModels.length;
  let hits: Dist = constant(0);
  let wounds: Dist = constant(0);
  let obstructionHits: Dist = constant(0);
  let obstructionWounds: Dist = constant(0);
  let friendlyHits: Dist = constant(0);
  let friendlyWounds: Dist = constant(0);
  const perShooter = plan.shooters.map((s) => {
    const shots = sumOf(diceDist(s.shots), s.models);
    const odds = shotOdds(s, k);
    hits = convolve(hits, thin(shots, odds.hit));
    wounds = convolve(wounds, thin(shots, odds.wound));
    obstructionHits = convolve(obstructionHits, thin(shots, odds.obstructionHit));
    obstructionWounds = convolve(obstructionWounds, thin(shots, odds.obstructionWound));
    friendlyHits = convolve(friendlyHits, thin(shots, odds.friendlyHit));
    friendlyWounds = convolve(friendlyWounds, thin(shots, odds.friendlyWound));
    return { shots, odds };
  });
  const w = plan.targetWounds;
  const results: Record<string, Dist> = {
    hits,
    wounds,
    unsaved: wounds,
    slain: map(wounds, (n) => (n >= w ? 1 : 0)),
    obstructionHits,
    woundsLost: map(wounds, (n) => Math.min(n, w)),
  };
  if (k > 0) {
    results.obstructionWounds = obstructionWounds;
    results.obstructionSlain = obstructionSlain(plan, perShooter);
  }
  const fw = plan.friendlyWounds;
  if (fw !== null) {
    results.friendlyHits = friendlyHits;
    results.friendlyWounds = friendlyWounds;
    results.friendlySlain = map(friendlyWounds, (n) => (n >= fw ? 1 : 0));
  }
  return results as unknown as MesbgResults;
}

/**
 * The number of models In The Way slain: a Markov chain over their wounds so far (each
 * counted up to its Wounds), one shot at a time; a shot wounds at most one of them.
 */
function obstructionSlain(
  plan: MesbgPlan,
  perShooter: readonly { shots: Dist; odds: ShotOdds }[],
): Dist {
  const caps = plan.obstructionModels.map((m) => m.wounds);
  const strides: number[] = [];
  let states = 1;
  for (const c of caps) {
    strides.push(states);
    states *= c + 1;
  }
  const steps = perShooter.reduce((n, s) => n + s.shots.max, 0);
  const work = states * steps * (caps.length + 1);
  if (!(states <= 1e7 && work <= MAX_OBSTRUCTION_WORK)) {
    throw new TooLargeError(
      `exact evaluation of the models In The Way needs about ${work.toExponential(1)} steps (${states} joint wound states over ${steps} shots), more than ${MAX_OBSTRUCTION_WORK.toExponential(0)}; use method "monte-carlo"`,
    );
  }
  let state: Float64Array = new Float64Array(states);
  state[0] = 1;
  for (const { shots, odds } of perShooter) {
    const q = odds.modelWound;
    if (odds.obstructionWound === 0) continue;
    const stay = 1 - odds.obstructionWound;
    state = chain(state, shots.toArray(), (cur, out) => {
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
