/**
 * The exact engine for MESBG shooting: the compiled attack written as a general plan
 * ({@link generalPlanOf}) and evaluated by `exactPlan`, whose intercept engine
 * (`src/attack/intercepts`) resolves it; its results are then named as MESBG reports them
 * ({@link mesbgResults}). Every shot is independent and ends in exactly one of: a miss, a hit
 * stopped by obstruction j (and maybe a Wound on the model there), a hit on the friendly
 * model in a combat (and maybe a Wound on it), or a hit that reaches the target (and maybe a
 * Wound on it).
 *
 * @module
 */
import { exactPlan, exactPlanSize, type GeneralResults } from '../../attack/exact.js';
import { MAX_INTERCEPT_WORK } from '../../attack/intercepts/exact.js';
import { interceptOdds } from '../../attack/intercepts/odds.js';
import type { Dist } from '../../dist/index.js';
import { generalPlanOf, type MesbgPlan, type ShooterPlan, shooterProfile } from './compile.js';

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
  const o = interceptOdds(shooterProfile(s, models), models);
  return {
    hit: o.hit,
    obstructionHit: o.intercepted,
    modelWound: o.bystanderWound,
    obstructionWound: o.interceptedWound,
    friendlyHit: o.strayHit,
    friendlyWound: o.strayWound,
    wound: o.wound,
  };
}

/**
 * The most state updates the chain over models In The Way may take; beyond it
 * {@link exactMesbg} throws a {@link TooLargeError}. The intercept engine's bound.
 *
 * @example
 * ```ts
 * MAX_OBSTRUCTION_WORK; // 3e9: about three seconds
 * ```
 */
export const MAX_OBSTRUCTION_WORK = MAX_INTERCEPT_WORK;

/**
 * The most multiply-adds the distributions of a MESBG attack may take (each shooter group's
 * shots summed over its models, then thinned and convolved six times); beyond it
 * {@link exactMesbg} throws a {@link TooLargeError} before any work starts. The intercept
 * engine's bound.
 *
 * @example
 * ```ts
 * MAX_MESBG_WORK; // 3e9: about three seconds
 * ```
 */
export const MAX_MESBG_WORK = MAX_INTERCEPT_WORK;

/**
 * An upper bound on the multiply-adds of {@link exactMesbg}'s distributions: for a group of
 * at most S shots after a prefix of P, the sum over models (about 2 S²), six thinnings (6 S²)
 * and six convolutions (6 S P). O(groups). It is `exactPlanSize(generalPlanOf(plan)).work`.
 *
 * @example
 * ```ts
 * exactMesbgWork(compileMesbg(attack)); // 8 * 3 * 3 + ... for three single-shot models
 * ```
 */
export function exactMesbgWork(plan: MesbgPlan): number {
  return exactPlanSize(generalPlanOf(plan)).work;
}

/**
 * MESBG's results from the general plan's: `interceptedHits` are the shots stopped by an
 * obstruction, `intercepted*` what befalls the models In The Way, `stray*` the friendly model
 * in the combat; keys in MESBG's order.
 *
 * @example
 * ```ts
 * mesbgResults(exactPlan(generalPlanOf(plan))).obstructionHits.mean();
 * ```
 */
export function mesbgResults(r: GeneralResults): MesbgResults {
  const results: Record<string, Dist> = {
    hits: r.hits,
    wounds: r.wounds,
    unsaved: r.unsaved,
    slain: r.slain,
    obstructionHits: r.interceptedHits!,
    woundsLost: r.woundsLost,
  };
  if (r.interceptedWounds && r.interceptedSlain) {
    results.obstructionWounds = r.interceptedWounds;
    results.obstructionSlain = r.interceptedSlain;
  }
  if (r.strayHits && r.strayWounds && r.straySlain) {
    results.friendlyHits = r.strayHits;
    results.friendlyWounds = r.strayWounds;
    results.friendlySlain = r.straySlain;
  }
  return results as unknown as MesbgResults;
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
  return mesbgResults(exactPlan(generalPlanOf(plan)));
}
