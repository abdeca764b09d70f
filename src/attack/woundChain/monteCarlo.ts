/**
 * Seeded Monte Carlo runs of a compiled attack: which sampler (mode) reads the plan, and how
 * the samples are cut into chunks so that a seed gives the same result however many threads
 * run them.
 *
 * **Modes** (all read the same {@link AttackPlan}; tested against each other and against the
 * exact engine):
 * - `dice`: every die rolled one by one as the rulebook does ({@link sampleAttack}); reads
 *   every feature of the plan.
 * - `counts`: the dice of each step of a volley rolled together and counted
 *   ({@link countsSampler}); allocation that needs only counts, one save for the unit.
 * - `outcome`: each shot's outcome from one uniform draw ({@link outcomeSampler}); any unit.
 * - `auto` (the default): the first of `counts`, `outcome`, `dice` that takes the plan. The
 *   run reports the mode used and, when it is not the one asked for (or the fastest), why.
 *
 * **Chunks.** Samples are cut into chunks of {@link CHUNK_SAMPLES}; chunk c draws from
 * `new Pcg32(seed, 2c)` (and `2c + 1` for the dice of random shot counts in the fast modes),
 * and the chunks' counts are added as whole numbers. A run on one thread and a run spread over
 * worker threads (`mathhammer/node`) therefore give the same result, bit for bit.
 *
 * @module
 */
import { type UnitMachine, unitMachine } from '../../allocation/UnitMachine.js';
import { InputError, optionsObject } from '../../errors.js';
import { checkSampleCount, samplingWork } from '../../plan/sampleLimits.js';
import { CHUNK_SAMPLES, chunkCount } from '../../random/chunks.js';
import { DiceStream, Pcg32 } from '../../random/index.js';
import type { ScrollhammerResults } from './exact.js';
import type { AttackPlan } from './plan.js';
import { sampleAttack } from './sample.js';
import { countsSampler, countsSupport } from './sampleCounts.js';
import { outcomeSampler, outcomeSupport } from './sampleOutcome.js';
import { addTally, emptyTally, finishTally, type Tally, tallyOf } from './tally.js';

// Where every sampler's runs are cut, re-exported from the engine that first had chunks.
export { CHUNK_SAMPLES, chunkCount };

/**
 * A sampler that reads a plan: see the module documentation.
 *
 * @example
 * ```ts
 * const mode: SamplerMode = 'counts';
 * ```
 */
export type SamplerMode = 'dice' | 'counts' | 'outcome';

/**
 * Options of {@link monteCarlo}.
 *
 * @example
 * ```ts
 * const options: MonteCarloOptions = { samples: 1_000_000, seed: 7, mode: 'auto' };
 * ```
 */
export interface MonteCarloOptions {
  /** Number of simulated attacks, 1 or more. */
  readonly samples: number;
  /** Seed of the PCG32 streams (a whole number, 0 to 2^53 - 1). @defaultValue 0 */
  readonly seed?: number;
  /** The sampler. @defaultValue 'auto' */
  readonly mode?: SamplerMode | 'auto';
  /**
   * Called after each chunk of {@link CHUNK_SAMPLES} samples with the samples done and the
   * total (for a progress bar). It does not change the result. @defaultValue none
   */
  readonly onProgress?: (done: number, total: number) => void;
}

/**
 * A Monte Carlo run: its results and how they were sampled.
 *
 * @example
 * ```ts
 * const run: MonteCarloRun = monteCarlo(plan, { samples: 100_000 });
 * run.mode; // 'counts'
 * ```
 */
export interface MonteCarloRun {
  readonly results: ScrollhammerResults;
  /** The sampler used. */
  readonly mode: SamplerMode;
  /**
   * Why a faster sampler than `mode` was not used (`auto`), or why the mode asked for could
   * not take the plan; `null` when the mode asked for ran.
   */
  readonly fallback: string | null;
  /** Number of chunks the samples were cut into. */
  readonly chunks: number;
}

/**
 * The sampler a run uses: `auto` takes the first of counts, outcome, dice that supports the
 * plan; a named fast mode that cannot take the plan falls back the same way (outcome, then
 * dice). Cheap: checks fields and odds, builds nothing.
 *
 * @example
 * ```ts
 * chooseMode(plan, 'auto'); // { mode: 'counts', fallback: null }
 * ```
 */
export function chooseMode(
  plan: AttackPlan,
  requested: SamplerMode | 'auto' = 'auto',
): { mode: SamplerMode; fallback: string | null } {
  if (requested === 'dice') return { mode: 'dice', fallback: null };
  const reasons: string[] = [];
  if (requested === 'counts' || requested === 'auto') {
    const why = countsSupport(plan);
    if (!why) return { mode: 'counts', fallback: null };
    reasons.push(`counts: ${why}`);
  }
  const why = outcomeSupport(plan);
  if (!why) {
    return { mode: 'outcome', fallback: reasons.length > 0 ? reasons.join('; ') : null };
  }
  reasons.push(`outcome: ${why}`);
  return { mode: 'dice', fallback: reasons.join('; ') };
}

/**
 * The allocation table the `counts` or `outcome` sampler reads: for `counts`, the unit as one
 * group (every group saves alike and shares its Wounds), else the unit's own.
 *
 * @example
 * ```ts
 * samplerMachine(plan, 'outcome').states;
 * ```
 */
export function samplerMachine(plan: AttackPlan, mode: 'counts' | 'outcome'): UnitMachine {
  return mode === 'counts'
    ? unitMachine(
        [{ models: plan.groups.reduce((n, g) => n + g.models, 0), wounds: plan.groups[0]!.wounds }],
        plan.allocation,
      )
    : unitMachine(plan.groups, plan.allocation);
}

/**
 * The counts of chunks `from` to `to - 1` of a run, by a given sampler: the unit of work a
 * worker thread does. Chunk c holds samples `c × CHUNK_SAMPLES` up to the total.
 *
 * @example
 * ```ts
 * const t = sampleChunks(plan, { samples: 200_000, seed: 1, mode: 'outcome' }, 0, 2);
 * t.hits.reduce((a, b) => a + b); // 131072 (two full chunks)
 * ```
 */
export function sampleChunks(
  plan: AttackPlan,
  options: { readonly samples: number; readonly seed: number; readonly mode: SamplerMode },
  from: number,
  to: number,
  built?: UnitMachine,
): Tally {
  const { samples, seed, mode } = options;
  const size = (c: number) => Math.min(CHUNK_SAMPLES, samples - c * CHUNK_SAMPLES);
  if (mode === 'dice') {
    const tally: Tally = {};
    for (let c = from; c < to; c++) {
      const n = size(c);
      const results = sampleAttack(plan, { samples: n, source: new Pcg32(seed, 2 * c) });
      addTally(tally, tallyOf(results, n));
    }
    return tally;
  }
  // Built once here (or by the caller, shared between threads) and read by the sampler too.
  const unit = built ?? samplerMachine(plan, mode);
  const tally = emptyTally(plan, unit);
  if (mode === 'counts') {
    const sampler = countsSampler(plan, unit);
    for (let c = from; c < to; c++) {
      sampler.run(tally, size(c), new DiceStream(new Pcg32(seed, 2 * c)));
    }
  } else {
    const sampler = outcomeSampler(plan, unit);
    for (let c = from; c < to; c++) {
      const shotDice = new DiceStream(new Pcg32(seed, 2 * c + 1));
      sampler.run(tally, size(c), new Pcg32(seed, 2 * c), shotDice);
    }
  }
  return tally;
}

/**
 * Check Monte Carlo options once, up front.
 *
 * @throws {InputError} when samples is not a whole number from 1 to 10^9 or seed not a whole
 * number from 0 to 2^53 - 1.
 * @example
 * ```ts
 * checkMonteCarloOptions({ samples: 0 }); // throws InputError
 * ```
 */
export function checkMonteCarloOptions(options: MonteCarloOptions): void {
  const { samples, seed, mode } = optionsObject('monteCarlo', 'options', options, false);
  if (!(Number.isInteger(samples) && samples >= 1 && samples <= 1e9)) {
    throw new InputError(
      `monteCarlo: samples must be a whole number from 1 to 1000000000, got ${samples}`,
      'samples',
      samples,
    );
  }
  if (seed !== undefined && !(Number.isSafeInteger(seed) && seed >= 0)) {
    throw new InputError(
      `monteCarlo: seed must be a whole number from 0 to 2^53 - 1, got ${seed}`,
      'seed',
      seed,
    );
  }
  if (mode !== undefined && !['auto', 'dice', 'counts', 'outcome'].includes(mode)) {
    throw new InputError(
      `monteCarlo: mode must be "auto", "counts", "outcome" or "dice", got ${String(mode)}`,
      'mode',
      mode,
    );
  }
}

/**
 * Simulate a compiled attack `samples` times on this thread, in chunks (see the module
 * documentation), with the fastest sampler that takes the plan unless `mode` says otherwise.
 * The same seed gives the same result as `monteCarloParallel` of `mathhammer/node` with any
 * number of workers. Cost: O(samples × shots) with the mode's constant; no allocation per
 * sample.
 *
 * @throws {InputError} on bad options (`checkMonteCarloOptions`).
 * @example
 * ```ts
 * const run = monteCarlo(compileAttack(attack), { samples: 1_000_000, seed: 7 });
 * run.mode;                 // 'counts'
 * run.results.slain.mean(); // close to exactAttack(plan).slain.mean()
 * ```
 */
export function monteCarlo(plan: AttackPlan, options: MonteCarloOptions): MonteCarloRun {
  checkMonteCarloOptions(options);
  checkSampleCount(options.samples, samplingWork(plan.attackers), 'monteCarlo'); // refused before any dice
  const { mode, fallback } = chooseMode(plan, options.mode);
  const chunks = chunkCount(options.samples);
  const run = { samples: options.samples, seed: options.seed ?? 0, mode };
  const progress = options.onProgress;
  let tally: Tally;
  if (progress === undefined) tally = sampleChunks(plan, run, 0, chunks);
  else {
    // Chunk by chunk, summed in order: the same tally as in one call.
    tally = {};
    for (let c = 0; c < chunks; c++) {
      addTally(tally, sampleChunks(plan, run, c, c + 1));
      progress(Math.min(options.samples, (c + 1) * CHUNK_SAMPLES), options.samples);
    }
  }
  return { results: finishTally(tally, options.samples), mode, fallback, chunks };
}
