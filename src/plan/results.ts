/**
 * What the engines of the general plan return, and what their samplers take: declared here,
 * below every engine family, so that the families (general, `intercepts/`) share them without
 * importing one another.
 *
 * @module
 */
import type { Dist } from '../dist/Dist.js';
import type { ProgressCallback } from '../random/progress.js';
import type { RandomSource } from '../random/RandomSource.js';

/**
 * The results of a general plan (definitions: `docs/attack-plan.md`, "Results").
 *
 * @example
 * ```ts
 * const r: GeneralResults = exactPlan(plan);
 * r.slain.mean();
 * ```
 */
export interface GeneralResults {
  /** Successful hits, extra hits and automatic hits included. */
  readonly hits: Dist;
  /** Successful wounds, automatic wounds included. */
  readonly wounds: Dist;
  /** Wounds whose save failed or was not allowed (mortal wounds included), before Feel No Pain. */
  readonly unsaved: Dist;
  /** Models of the target slain. */
  readonly slain: Dist;
  /** Wounds the target unit loses (after Feel No Pain; excess damage lost per model). */
  readonly woundsLost: Dist;
  /** Critical hits (unmodified rolls at or above the threshold, after re-rolls). */
  readonly criticalHits: Dist;
  /** Critical wounds. */
  readonly criticalWounds: Dist;
  /** Damage of the unsaved attacks before Feel No Pain, not capped by the unit. */
  readonly damage: Dist;
  /** The same after Feel No Pain. */
  readonly damageAfterFnp: Dist;
  /** Character models slain; present when the plan's groups are taken in the order listed. */
  readonly charactersSlain?: Dist;
  /** Models slain in group i (`slain.0`, `slain.1`...); present with `groupOrder: 'listed'`. */
  readonly [groupSlain: `slain.${number}`]: Dist | undefined;
  /** Wounds lost by group i; present with `groupOrder: 'listed'`. */
  readonly [groupWoundsLost: `woundsLost.${number}`]: Dist | undefined;
  /** Mortal wounds inflicted (before Feel No Pain); present when a profile has mortal wounds. */
  readonly mortalWounds?: Dist;
  /** Wounds the attackers take on their own hit rolls of 1 (after their saves); present with `selfWounds`. */
  readonly selfWounds?: Dist;
  /** Attacking models that restore a wound; present when a profile has `restore`. */
  readonly woundsRestored?: Dist;
  /** Resource points gained; present when a profile has `gain`. */
  readonly gained?: Dist;
  // What happens to bystanders (plans with intercepts: src/attack/intercepts).
  /** Hits stopped by an intercept, on a bystander or lost; present when the plan uses intercepts. */
  readonly interceptedHits?: Dist;
  /** Wounds on bystanders struck by intercepts; present when an intercept strikes a bystander. */
  readonly interceptedWounds?: Dist;
  /** Bystanders struck by intercepts that are slain; present with `interceptedWounds`. */
  readonly interceptedSlain?: Dist;
  /** Hits that strayed onto the bystander engaged with the target; present with a stray test. */
  readonly strayHits?: Dist;
  /** Wounds on that bystander. */
  readonly strayWounds?: Dist;
  /** 1 when that bystander is slain, else 0. */
  readonly straySlain?: Dist;
}

/**
 * Options of {@link samplePlan}.
 *
 * @example
 * ```ts
 * const options: SamplePlanOptions = { samples: 100_000, seed: 7 };
 * ```
 */
export interface SamplePlanOptions {
  /** Number of simulated attacks, 1 to 10⁹. */
  readonly samples: number;
  /** Seed of the default PCG32 source (stream 0). @defaultValue 0 */
  readonly seed?: number;
  /** Any 32-bit generator to use instead of PCG32 (the run is then not cut into chunks). */
  readonly source?: RandomSource;
  /** Called with (samples done, samples) every 65,536 samples and at the end; it changes no die. */
  readonly onProgress?: ProgressCallback;
  /**
   * `'dice'`: every die rolled attack by attack, whatever the plan; `'auto'`: the counts
   * sampler (`sampleCounts.ts`) when it takes the plan, else dice by dice.
   * @defaultValue 'auto'
   */
  readonly mode?: 'auto' | 'dice';
}

/**
 * The counts of a sampled run, whole numbers (so runs in chunks add up to the same counts in
 * any grouping): `counts.slain[3]` samples slew 3 models.
 *
 * @example
 * ```ts
 * const counts: PlanCounts = samplePlanCounts(plan, { samples: 10, seed: 1 });
 * ```
 */
export type PlanCounts = Record<string, Float64Array>;
