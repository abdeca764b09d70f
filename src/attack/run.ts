/**
 * The one door to the engines: {@link exact} and {@link sample} take a general plan and pick
 * the engine family that runs it, so that no caller chooses between them.
 *
 * - **intercepts** (`src/attack/intercepts/`): a plan whose hits may strike bystanders
 *   (intercepts, a stray test, bystanders listed): MESBG's Shoot phase.
 * - **wound-chain** (`src/attack/woundChain/`): a plan whose wounds are alike (one wound per
 *   unsaved hit, no critical-hit triggers...), lowered by `woundChainPlan`, when the plan's
 *   ruleset asks for it ({@link RunPreference}): the fastest engines for that shape, and the
 *   chunked, thread-independent samplers of `monteCarlo`. Scrollhammer runs here.
 * - **general** (`exact.ts`, `sample.ts`): every other plan.
 *
 * The exact engines of the three families give the same distributions (the tests hold them to
 * 1e-12); their samplers consume the seed's stream differently, so a ruleset keeps the family
 * its seeded results were published with.
 *
 * @module
 */

import { usesIntercepts } from '../plan/checkIntercepts.js';
import type { GeneralPlan } from '../plan/plan.js';
import { checkSampleCount, samplingWork } from '../plan/sampleLimits.js';
import type { RandomSource } from '../random/RandomSource.js';
import { exactPlan, exactPlanSize, type GeneralResults } from './exact.js';
import { samplePlan } from './sample.js';
import { exactAttack, type ScrollhammerResults } from './woundChain/exact.js';
import { checkExactSize, type ExactSize, exactSize } from './woundChain/exactSize.js';
import { monteCarlo, type SamplerMode } from './woundChain/monteCarlo.js';
import { type AttackPlan, woundChainPlan, woundChainProblem } from './woundChain/plan.js';
import { sampleAttack } from './woundChain/sample.js';

/**
 * The engine families: `"general"`, `"wound-chain"`, `"intercepts"`.
 *
 * @example
 * ```ts
 * const family: EngineFamily = engineFamily(plan);
 * ```
 */
export type EngineFamily = 'general' | 'wound-chain' | 'intercepts';

/**
 * What a ruleset may ask of the door: `woundChain` runs its plans on the wound-chain engines
 * whenever they fit (Scrollhammer's are built for them).
 *
 * @example
 * ```ts
 * const preference: RunPreference = { woundChain: true };
 * ```
 */
export interface RunPreference {
  /** Run on the wound-chain engines when the plan fits them. @defaultValue false */
  readonly woundChain?: boolean;
}

/**
 * What the door returns: the general plan's results (definitions: `docs/attack-plan.md`,
 * "Results"), or the wound-chain engines' (the same names for the same counts; Absorb
 * Magicka's resource is `powerDice` there).
 *
 * @example
 * ```ts
 * const r: PlanResults = exact(plan);
 * r.slain.mean();
 * ```
 */
export type PlanResults = GeneralResults | ScrollhammerResults;

/**
 * Options of {@link sample}.
 *
 * @example
 * ```ts
 * const options: SampleRunOptions = { samples: 100_000, seed: 1 };
 * ```
 */
export interface SampleRunOptions extends RunPreference {
  /** Simulated attacks, 1 to 10⁹. */
  readonly samples: number;
  /** The seed. @defaultValue 0 */
  readonly seed?: number;
  /** One generator for every die instead of the seeded PCG32 streams (dice-by-dice samplers). */
  readonly source?: RandomSource;
  /** Wound-chain plans: the sampler (`"auto"`: the fastest that takes the plan). @defaultValue 'auto' */
  readonly mode?: SamplerMode | 'auto';
  /** Called every 65,536 samples (each chunk, for wound-chain plans) and at the end, with the samples done and the total. */
  readonly onProgress?: (done: number, total: number) => void;
}

/** Plans already lowered to the wound-chain form: pricing and running lower a plan once. */
const lowered = new WeakMap<GeneralPlan, AttackPlan>();

/**
 * The engine family that runs a plan (see the module's description).
 *
 * @example
 * ```ts
 * engineFamily(compileScrollhammer(attack), { woundChain: true }); // 'wound-chain'
 * engineFamily(compileWh40k(scenario)); // 'general'
 * ```
 */
export function engineFamily(plan: GeneralPlan, preference: RunPreference = {}): EngineFamily {
  if (usesIntercepts(plan)) return 'intercepts';
  if (preference.woundChain === true && woundChainProblem(plan) === null) return 'wound-chain';
  return 'general';
}

/**
 * The wound-chain form of a plan, lowered once per plan object.
 *
 * @throws {InputError} when the plan does not fit the wound-chain engines.
 * @example
 * ```ts
 * loweredPlan(compileScrollhammer(attack)).attackers[0].hit;
 * ```
 */
export function loweredPlan(plan: GeneralPlan): AttackPlan {
  let form = lowered.get(plan);
  if (!form) {
    form = woundChainPlan(plan);
    lowered.set(plan, form);
  }
  return form;
}

/**
 * The size of an exact evaluation by the family that would run it: the wound-chain engine's
 * steps ({@link exactSize}) or the general and intercept engines' (`exactPlanSize`).
 *
 * @example
 * ```ts
 * exactWork(plan, { woundChain: true }); // steps of the wound-chain engine
 * ```
 */
export function exactWork(plan: GeneralPlan, preference: RunPreference = {}): number {
  return engineFamily(plan, preference) === 'wound-chain'
    ? exactSize(loweredPlan(plan)).work
    : exactPlanSize(plan).work;
}

/**
 * Refuse an exact evaluation too large for its engine, before any work, where the engine's own
 * check runs before the machine is built: the wound-chain engine's ({@link checkExactSize}).
 * The general and intercept engines check theirs as they start.
 *
 * @throws {TooLargeError} when the wound-chain engine would take too long.
 * @example
 * ```ts
 * checkExact(plan, { woundChain: true });
 * ```
 */
export function checkExact(plan: GeneralPlan, preference: RunPreference = {}): ExactSize | null {
  if (engineFamily(plan, preference) !== 'wound-chain') return null;
  const form = loweredPlan(plan);
  checkExactSize(form);
  return exactSize(form);
}

/**
 * Evaluate a plan exactly, on the engine family that fits it ({@link engineFamily}).
 *
 * @throws {InputError} naming the first bad field of the plan.
 * @throws {TooLargeError} before any work when the engine would take too long.
 * @example
 * ```ts
 * exact(plan).slain.mean();
 * ```
 */
export function exact(plan: GeneralPlan, preference: RunPreference = {}): PlanResults {
  if (engineFamily(plan, preference) === 'wound-chain') {
    const form = loweredPlan(plan);
    checkExactSize(form); // refused before any machine is built
    return exactAttack(form);
  }
  return exactPlan(plan);
}

/**
 * Simulate a plan `samples` times, seeded, on the engine family that fits it
 * ({@link engineFamily}): the wound-chain family's `monteCarlo` (chunked streams, the same
 * result on any number of threads; `sampleAttack` with a `source`), or the general and
 * intercept samplers, whose run is refused first when it would exceed the sampling budget.
 *
 * @throws {InputError} on a bad plan or bad options.
 * @throws {TooLargeError} before any die is rolled when the run would take minutes.
 * @example
 * ```ts
 * sample(plan, { samples: 100_000, seed: 1 }).slain.mean();
 * ```
 */
export function sample(plan: GeneralPlan, options: SampleRunOptions): PlanResults {
  if (engineFamily(plan, options) === 'wound-chain') {
    const form = loweredPlan(plan);
    if (options.source)
      return sampleAttack(form, { samples: options.samples, source: options.source });
    return monteCarlo(form, {
      samples: options.samples,
      ...(options.seed === undefined ? {} : { seed: options.seed }),
      mode: options.mode ?? 'auto',
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    }).results;
  }
  checkSampleCount(options.samples, planSamplingWork(plan), 'evaluate');
  return samplePlan(plan, {
    samples: options.samples,
    seed: options.seed ?? 0,
    ...(options.source ? { source: options.source } : {}),
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
  });
}

/**
 * The work of one simulated attack of a plan, in shots, as `samplingWork` counts it: each
 * profile's attacks (and the dice that roll their number), each attack once per intercept it
 * may meet, plus the per-sample bookkeeping.
 *
 * @example
 * ```ts
 * planSamplingWork(plan); // 8 + 10 × (1 + 3.5) for 10 models of D6 attacks
 * ```
 */
export function planSamplingWork(plan: GeneralPlan): number {
  return samplingWork(
    plan.profiles.map((a) => ({
      models: a.models,
      shots: a.attacks,
      obstructions: a.intercepts?.length ?? 0,
    })),
  );
}
