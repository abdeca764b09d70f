/**
 * `mathhammer/node`: what only Node can do, kept out of the core (which runs in browsers and
 * imports nothing from `node:`). Monte Carlo runs spread over worker threads.
 *
 * A run is cut into chunks of `CHUNK_SAMPLES` samples, each chunk with its own PCG32 stream
 * (see `monteCarlo` of the core); the workers take contiguous ranges of chunks and send back
 * whole-number counts, which are added. So `monteCarloParallel(plan, { seed, workers: 4 })`
 * gives exactly the bytes of `monteCarlo(plan, { seed })`, for any number of workers.
 *
 * @example
 * ```ts
 * import { compileAttack } from 'mathhammer';
 * import { monteCarloParallel } from 'mathhammer/node';
 *
 * const run = await monteCarloParallel(compileAttack(attack), { samples: 10_000_000, seed: 1, workers: 2 });
 * run.results.slain.mean();
 * ```
 * @module
 */

import { existsSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
// The core through its public entry, so that the built `mathhammer/node` shares the core's
// module (one Dist, one TooLargeError for instanceof) instead of bundling a copy of it.
import {
  type AttackPlan,
  addFightTallies,
  addTally,
  CHUNK_SAMPLES,
  checkCustomRules,
  checkFightSamples,
  checkMonteCarloOptions,
  checkSampleCount,
  checkScrollhammerInput,
  chooseMode,
  chunkCount,
  compileAttack,
  compileFight,
  compileScenario,
  countsToResults,
  type Dist,
  type EvaluateOptions,
  type EvaluationResult,
  engineFamily,
  evaluateParsed,
  type FightPlan,
  type FightTallies,
  fightSamplingWork,
  fightTalliesResults,
  finishTally,
  type GeneralPlan,
  type GeneralResults,
  InputError,
  type MesbgFightScenario,
  type MonteCarloOptions,
  type MonteCarloRun,
  monteCarlo,
  type PlanCounts,
  parseScenario,
  planCountsSupport,
  planSamplingWork,
  resultOf,
  type SamplePlanOptions,
  type Scenario,
  sampleChunks,
  sampleFight,
  sampleFightChunks,
  samplePlan,
  samplePlanChunks,
  samplerMachine,
  samplingWork,
  type Tally,
  type UnitMachine,
  usesIntercepts,
  withCustomRules,
} from '../core.js';
import { allocationCost, checkCost } from '../cost/estimate.js';
import { COST_CONSTANTS, COST_LIMITS } from '../cost/model.js';
import type { ChunkJob, FightChunkJob, PlanChunkJob } from './worker.js';

export { CHUNK_SAMPLES };

/**
 * Options of {@link monteCarloParallel}.
 *
 * @example
 * ```ts
 * const options: ParallelOptions = { samples: 10_000_000, seed: 1, workers: 2 };
 * ```
 */
export interface ParallelOptions extends MonteCarloOptions {
  /**
   * Threads, 1 to 256, this one included: `n` runs one share of the chunks here and the
   * others on `n - 1` worker threads. Never more than the chunks of the run. Omitted: chosen
   * from the run's work ({@link chooseWorkers}), 1 for a run too short to pay for a thread.
   * @defaultValue chosen by {@link chooseWorkers}
   */
  readonly workers?: number;
}

/**
 * The most threads the automatic choice uses: the logical CPUs Node reports
 * (`os.availableParallelism()`).
 *
 * @example
 * ```ts
 * defaultWorkers(); // 2 on a 2-core machine
 * ```
 */
export function defaultWorkers(): number {
  return Math.max(1, os.availableParallelism?.() ?? os.cpus().length);
}

/**
 * The threads the automatic choice of the general plan and the fight may use now: this one,
 * plus one per logical CPU that neither the machine's other work nor this thread keeps busy,
 * at most {@link defaultWorkers}. The other work is the one-minute load average
 * (`os.loadavg()`) less this process's own part of it ({@link idleThreads}). On a machine whose
 * cores are all busy a worker only takes its turn on them, and its start-up makes the run
 * slower than one thread (measured, `docs/benchmarks.md`): then 1. Where the system reports no
 * load average (0, as on Windows), every CPU counts as idle. The threads never change the
 * result's bytes.
 *
 * @example
 * ```ts
 * idleWorkers(); // 2 on a quiet 2-core machine, 1 on a busy one
 * ```
 */
export function idleWorkers(): number {
  return idleThreads(defaultWorkers(), os.loadavg()[0] ?? 0, process.uptime());
}

/**
 * {@link idleWorkers} from its inputs: `cpus` logical CPUs, the one-minute load average
 * `load`, and this process's age in seconds. The load average is a moving average over about a
 * minute (Linux: `exp(-5/60)` each 5 s), so a process running for `t` seconds has added about
 * `1 - exp(-t/60)` to it: a fresh process (the command line) none yet, a long one (a server, a
 * benchmark) 1. The rest is the others' work; a CPU counts as idle when at least three
 * quarters of it is left once the others and this thread have theirs. Without the age, a
 * fresh process on a 2-core machine with one other busy job took that job's core for a worker
 * (the load average, 1, said one CPU was idle) and ran slower than on one thread.
 *
 * @example
 * ```ts
 * idleThreads(2, 0.1, 0.5); // 2: a quiet machine
 * idleThreads(2, 1.0, 0.5); // 1: one other job busy, this process just started
 * idleThreads(2, 1.0, 600); // 2: the 1 is this process's own
 * ```
 */
export function idleThreads(cpus: number, load: number, uptimeSeconds: number): number {
  const own = 1 - Math.exp(-Math.max(0, uptimeSeconds) / 60);
  const others = Math.max(0, load - own);
  // This thread, and one more for each further CPU with three quarters of it left.
  return Math.max(1, Math.min(cpus, Math.floor(cpus - others + 0.25)));
}

/** What a worker thread holds before its tables: a V8 isolate and the library. */
const WORKER_BYTES = 3e7;

/**
 * The most worker threads that can help: no more than the logical CPUs (more only share the
 * same cores and slow the run down), and no more than fit the memory limit, the allocation
 * table built once and shared, each worker adding its isolate.
 *
 * @example
 * ```ts
 * workersThatHelp(plan); // 2 on a two-core machine, for a small target
 * ```
 */
export function workersThatHelp(plan: AttackPlan): number {
  // The table is built once and shared; each worker adds its isolate and its histograms.
  const table = allocationCost(plan.groups, plan.allocation).bytes;
  const perWorker = WORKER_BYTES;
  const room = COST_LIMITS.bytes - COST_CONSTANTS.baseBytes - table;
  return Math.max(1, Math.min(defaultWorkers(), Math.floor(room / perWorker)));
}

/** A copy of an Int32Array in shared memory. */
function shared(a: Int32Array): Int32Array {
  const s = new Int32Array(new SharedArrayBuffer(a.byteLength));
  s.set(a);
  return s;
}

/**
 * The allocation table with every array in shared memory: posted to a worker, it is shared,
 * not copied (one table for all the threads, whatever their number).
 */
function sharedMachine(u: UnitMachine): UnitMachine {
  return {
    ...u,
    groupOfPosition: shared(u.groupOfPosition),
    classOfGroup: shared(u.classOfGroup),
    classStride: shared(u.classStride),
    slain: shared(u.slain),
    woundsLost: shared(u.woundsLost),
    classes: u.classes.map((m) => ({
      ...m,
      next: shared(m.next),
      slain: shared(m.slain),
      woundsLost: shared(m.woundsLost),
    })),
  };
}

/**
 * Shots a second one thread samples, by mode: the slower benchmark profile's figures by CPU
 * time (`docs/benchmarks.md`, "Samplers"), rounded down, so that a run is never thought
 * shorter than it is.
 */
const SHOTS_PER_SECOND = { counts: 60e6, outcome: 35e6, dice: 18e6 } as const;

/**
 * The work one more thread must have to pay for itself: starting a worker loads the library
 * into a new isolate and runs the sampler cold (about 60-120 ms measured, `bench/parallel.mjs`),
 * so a share shorter than this is faster on the threads already running.
 */
const MIN_SECONDS_PER_THREAD = 0.25;

/**
 * How many threads a run uses: `requested` if given (at most the run's chunks); otherwise as
 * many as the estimated time fills with a quarter second (`MIN_SECONDS_PER_THREAD`) each, at most
 * {@link defaultWorkers} and the chunks, and 1 for a short run. More threads than that were
 * measured slower than one: each worker's start-up outweighs its share.
 *
 * @example
 * ```ts
 * chooseWorkers(plan, 10_000, 'counts'); // 1: a few milliseconds of work
 * chooseWorkers(plan, 20_000_000, 'counts'); // 2 on a 2-core machine (100 shots a sample)
 * ```
 */
export function chooseWorkers(
  plan: AttackPlan,
  samples: number,
  mode: keyof typeof SHOTS_PER_SECOND,
  requested?: number,
): number {
  const chunks = chunkCount(samples);
  if (requested !== undefined) return Math.min(requested, chunks);
  const seconds = (samples * samplingWork(plan.attackers)) / SHOTS_PER_SECOND[mode];
  const fill = Math.floor(seconds / MIN_SECONDS_PER_THREAD);
  return Math.max(1, Math.min(defaultWorkers(), chunks, fill));
}

/** The built worker script: beside this module, or in `node/` beside a bundle (the CLI). */
function workerUrl(): URL {
  for (const rel of ['./worker.js', './node/worker.js']) {
    const url = new URL(rel, import.meta.url);
    if (url.protocol === 'file:' && existsSync(fileURLToPath(url))) return url;
  }
  throw new Error(`mathhammer/node: no built worker.js next to ${import.meta.url}`);
}

function checkWorkers(workers: unknown): number | undefined {
  if (workers === undefined) return undefined;
  if (!(Number.isInteger(workers) && (workers as number) >= 1 && (workers as number) <= 256)) {
    throw new InputError(
      `monteCarloParallel: workers must be a whole number from 1 to 256, got ${String(workers)}`,
      'workers',
      workers,
    );
  }
  return workers as number;
}

function cloneable(plan: unknown): boolean {
  try {
    structuredClone(plan);
    return true;
  } catch {
    return false;
  }
}

function runJob(job: ChunkJob | PlanChunkJob): Promise<Tally>;
function runJob(job: FightChunkJob): Promise<FightTallies>;
function runJob(job: ChunkJob | PlanChunkJob | FightChunkJob): Promise<Tally | FightTallies> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerUrl());
    worker.once('message', (m: { tally?: Tally | FightTallies; error?: string }) => {
      void worker.terminate();
      if (m.tally) resolve(m.tally);
      else reject(new Error(`mathhammer worker: ${m.error}`));
    });
    worker.once('error', reject);
    worker.postMessage(job);
  });
}

/**
 * Simulate a compiled attack over worker threads: the same result, byte for byte, as the
 * core's `monteCarlo(plan, options)` on one thread, whatever `workers` is (see the module
 * documentation). Workers take contiguous ranges of chunks; with one worker, or one chunk,
 * the run stays on this thread. Each worker loads the library once (tens of milliseconds),
 * so threads pay off from a few million shots up.
 *
 * @throws {InputError} on bad options.
 * @example
 * ```ts
 * const a = await monteCarloParallel(plan, { samples: 1_000_000, seed: 3, workers: 2 });
 * const b = monteCarlo(plan, { samples: 1_000_000, seed: 3 });
 * JSON.stringify(a.results) === JSON.stringify(b.results); // true
 * ```
 */
export async function monteCarloParallel(
  plan: AttackPlan,
  options: ParallelOptions,
): Promise<MonteCarloRun> {
  checkMonteCarloOptions(options);
  // A run over the work limit is refused before any thread starts.
  checkSampleCount(options.samples, samplingWork(plan.attackers), 'monteCarloParallel');
  const requested = checkWorkers(options.workers);
  const { mode, fallback } = chooseMode(plan, options.mode);
  const chunks = chunkCount(options.samples);
  const base = { plan, samples: options.samples, seed: options.seed ?? 0, mode };
  // Main's choice for speed, capped at what helps (the CPUs) and at what fits in memory.
  const threads = Math.min(
    chooseWorkers(plan, options.samples, mode, requested),
    workersThatHelp(plan),
  );
  // One thread, or a plan that cannot be copied to a thread (a rule added in code that left a
  // function in it): the run of monteCarlo, on this thread, with its progress reports.
  if (threads <= 1 || !cloneable(plan)) return monteCarlo(plan, options);
  const share = (t: number) => Math.floor((t * chunks) / threads);
  // Shares 1.. go to workers, started first; share 0 runs here meanwhile, so this thread
  // works too instead of waiting, and one worker fewer is started.
  // The allocation table is built once, in shared memory, for every thread to read.
  const unit = mode === 'dice' ? undefined : sharedMachine(samplerMachine(plan, mode));
  const parts: Promise<Tally>[] = [];
  for (let t = 1; t < threads; t++) {
    parts.push(runJob({ ...base, ...(unit ? { unit } : {}), from: share(t), to: share(t + 1) }));
  }
  const progress = options.onProgress;
  let tally: Tally;
  if (progress === undefined) tally = sampleChunks(plan, base, 0, share(1), unit);
  else {
    // The workers go at this thread's pace: its own chunks done, times the threads, is the
    // estimate shown until every share is in.
    tally = {};
    for (let c = 0; c < share(1); c++) {
      addTally(tally, sampleChunks(plan, base, c, c + 1, unit));
      progress(Math.min(options.samples - 1, (c + 1) * CHUNK_SAMPLES * threads), options.samples);
    }
  }
  for (const part of await Promise.all(parts)) addTally(tally, part);
  progress?.(options.samples, options.samples);
  return { results: finishTally(tally, options.samples), mode, fallback, chunks };
}

/**
 * `evaluate()` with Monte Carlo runs of Scrollhammer scenarios spread over worker threads: the
 * same result as `evaluate(scenario, options)`, byte for byte (a test holds them together).
 * Exact evaluations and MESBG scenarios run on this thread, as `evaluate()` runs them.
 *
 * @throws as `evaluate()` does, and {@link InputError} for a bad `workers`.
 * @example
 * ```ts
 * const r = await evaluateParallel(scenario, { workers: 2 });
 * JSON.stringify(r) === JSON.stringify(evaluate(scenario)); // true
 * ```
 */
export async function evaluateParallel(
  scenario: unknown,
  options: EvaluateOptions & { readonly workers?: number } = {},
): Promise<EvaluationResult> {
  const rules = checkCustomRules(options.rules);
  const names = Object.keys(rules);
  const parsed = parseScenario(scenario, undefined, names.length > 0 ? { rules: names } : {});
  return evaluateParsedParallel(parsed, { ...options, rules });
}

/**
 * {@link evaluateParallel} for a scenario already through `parseScenario` (the command line's
 * path), as `evaluateParsed` is to `evaluate`.
 *
 * @example
 * ```ts
 * await evaluateParsedParallel(parseScenario(json, 'bowmen.json'), { workers: 2 });
 * ```
 */
export async function evaluateParsedParallel(
  scenario: Scenario,
  options: EvaluateOptions & { readonly workers?: number } = {},
): Promise<EvaluationResult> {
  const workers = checkWorkers(options.workers);
  const rules = checkCustomRules(options.rules);
  if (
    scenario.ruleset === 'mesbg' &&
    (scenario as { phase?: string }).phase === 'fight' &&
    scenario.method === 'monte-carlo' &&
    workers !== 1 &&
    !options.onProgress
  ) {
    // MESBG's fight: the steps of evaluateFight (compile, the sampling limit), its run over threads.
    const fight = scenario as unknown as MesbgFightScenario;
    const plan = compileFight(fight);
    checkFightSamples(plan, fight.samples);
    const results = await sampleFightParallel(plan, {
      samples: fight.samples,
      seed: fight.seed ?? 0,
      ...(workers === undefined ? {} : { workers }),
    });
    return resultOf(scenario, results as never);
  }
  if (scenario.ruleset !== 'scrollhammer' && scenario.method === 'monte-carlo' && workers !== 1) {
    // Any other ruleset whose plan runs on the general engines (Warhammer 40,000, MESBG's
    // shoot phase, a ruleset registered by a user): the steps of evaluateParsed, the same
    // checks, plan and run options, the plan's run spread over threads.
    const compiled = compileScenario(scenario, rules);
    if ('plan' in compiled) {
      const { plan } = compiled;
      if (engineFamily(plan, { woundChain: compiled.hints?.woundChain === true }) === 'general') {
        checkSampleCount(scenario.samples, planSamplingWork(plan), 'evaluate');
        const results = await samplePlanParallel(plan, {
          samples: scenario.samples,
          seed: scenario.seed ?? 0,
          ...(workers === undefined ? {} : { workers }),
        });
        return resultOf(scenario, compiled.name(results) as never);
      }
    }
  }
  if (scenario.ruleset !== 'scrollhammer' || scenario.method !== 'monte-carlo' || workers === 1) {
    return evaluateParsed(scenario, {
      rules,
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    });
  }
  // The steps of evaluateScrollhammer: the same checks, the same plan, the same run options.
  const s = checkScrollhammerInput(withCustomRules(scenario, rules), 'evaluateScrollhammer');
  checkCost(s);
  const run = await monteCarloParallel(compileAttack(s), {
    samples: s.samples,
    ...(s.seed === undefined ? {} : { seed: s.seed }),
    // Omitted: monteCarloParallel chooses from the run's work.
    ...(workers === undefined ? {} : { workers }),
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
  });
  return resultOf(scenario, run.results);
}

/**
 * Units of `samplingWork` a second one thread samples from a general plan, by sampler: the
 * critical case of `bench/general.mjs` by CPU time (counts: 135 M attacks/s at load 18 after
 * the counts sampler drew its counts from their law; dice: 26 M on a quiet machine), rounded
 * down. At 40e6 a run of a third of a second took two threads and was 16% slower
 * (`bench/parallelPlan.mjs`): a worker's start-up outweighed its share.
 */
const PLAN_ATTACKS_PER_SECOND = { counts: 130e6, dice: 25e6 } as const;

/**
 * Options of {@link samplePlanParallel}: those of `samplePlan` (without a `source` of one's
 * own: a run on threads is seeded) and the threads.
 *
 * @example
 * ```ts
 * const options: PlanParallelOptions = { samples: 1_000_000, seed: 1, workers: 2 };
 * ```
 */
export interface PlanParallelOptions extends Omit<SamplePlanOptions, 'source'> {
  /**
   * Threads, 1 to 256, this one included. Omitted: one per quarter second of estimated work,
   * at most the idle logical CPUs (`idleWorkers`) and the run's chunks (1 for a short run).
   */
  readonly workers?: number;
}

/**
 * How many threads a general plan's run uses: `requested` if given (at most the chunks);
 * otherwise one per quarter second of estimated work (`samplingWork` of its attacks at the
 * sampler's measured rate), at most {@link idleWorkers} and the chunks.
 *
 * @example
 * ```ts
 * choosePlanWorkers(plan, 10_000); // 1: a few milliseconds of work
 * ```
 */
export function choosePlanWorkers(plan: GeneralPlan, samples: number, requested?: number): number {
  const chunks = chunkCount(samples);
  if (requested !== undefined) return Math.min(requested, chunks);
  const work = samplingWork(plan.profiles.map((a) => ({ models: a.models, shots: a.attacks })));
  const rate = PLAN_ATTACKS_PER_SECOND[planCountsSupport(plan) === null ? 'counts' : 'dice'];
  const fill = Math.floor((samples * work) / rate / MIN_SECONDS_PER_THREAD);
  return Math.max(1, Math.min(idleWorkers(), chunks, fill));
}

/** Counts added into the first, key by key (the same plan: the same keys and lengths). */
function addCounts(into: PlanCounts, more: Readonly<PlanCounts>): void {
  for (const [key, c] of Object.entries(more)) {
    const a = into[key]!;
    for (let i = 0; i < c.length; i++) a[i]! += c[i]!;
  }
}

/**
 * `samplePlan` of the general attack plan (the plan every ruleset but Scrollhammer's own
 * engines runs: Warhammer 40,000, MESBG's shoot phase, rulesets of your own) spread over
 * worker threads: the same result, byte for byte, as `samplePlan(plan, options)` on one
 * thread, whatever `workers` is. The run's chunks (`src/random/chunks.ts`) are cut into
 * contiguous shares, one per thread, this thread taking the first; the whole-number counts are
 * added. A plan whose hits may strike bystanders is drawn from one stream (not cut into
 * chunks), so it runs on this thread.
 *
 * @throws {InputError} on a bad plan or options, as `samplePlan`, and for a bad `workers`.
 * @example
 * ```ts
 * const a = await samplePlanParallel(plan, { samples: 1_000_000, seed: 3, workers: 2 });
 * JSON.stringify(a) === JSON.stringify(samplePlan(plan, { samples: 1_000_000, seed: 3 })); // true
 * ```
 */
export async function samplePlanParallel(
  plan: GeneralPlan,
  options: PlanParallelOptions,
): Promise<GeneralResults> {
  const requested = checkWorkers(options.workers);
  const { workers: _, ...sampleOptions } = options;
  if ((sampleOptions as SamplePlanOptions).source !== undefined) {
    throw new InputError(
      'samplePlanParallel: source is not taken (a run on threads is seeded); use samplePlan',
      'source',
      (sampleOptions as SamplePlanOptions).source,
    );
  }
  const { samples } = sampleOptions;
  // One stream, not cut into chunks (or samples that samplePlan refuses): this thread.
  if (usesIntercepts(plan) || !(Number.isInteger(samples) && samples >= 1 && samples <= 1e9)) {
    return samplePlan(plan, sampleOptions);
  }
  const threads = choosePlanWorkers(plan, samples, requested);
  if (threads <= 1 || !cloneable(plan)) return samplePlan(plan, sampleOptions);
  // No chunk at all: the plan and options checked as samplePlan checks them, before any thread.
  samplePlanChunks(plan, sampleOptions, 0, 0);
  const chunks = chunkCount(sampleOptions.samples);
  const share = (t: number) => Math.floor((t * chunks) / threads);
  const parts: Promise<Tally>[] = [];
  for (let t = 1; t < threads; t++) {
    parts.push(
      runJob({ kind: 'plan', plan, options: sampleOptions, from: share(t), to: share(t + 1) }),
    );
  }
  const counts = samplePlanChunks(plan, sampleOptions, 0, share(1));
  for (const part of await Promise.all(parts)) addCounts(counts, part as PlanCounts);
  return countsToResults(counts, sampleOptions.samples);
}

/**
 * Units of {@link fightSamplingWork} (dice) a second one thread samples from a MESBG fight: the
 * 3 v 3 of `bench/fightSampler.mjs` (Heroes with Might and Fate, banners) by CPU time, rounded
 * down, as `PLAN_ATTACKS_PER_SECOND` is for the general plan.
 */
const FIGHT_DICE_PER_SECOND = 120e6;

/**
 * Options of {@link sampleFightParallel}: the seed, the samples and the threads (a run on
 * threads is seeded: no `source`, and no progress reports).
 *
 * @example
 * ```ts
 * const options: FightParallelOptions = { samples: 4_000_000, seed: 1, workers: 2 };
 * ```
 */
export interface FightParallelOptions {
  /** Simulated fights, 1 or more. */
  readonly samples: number;
  /** PCG32 seed. @defaultValue 0 */
  readonly seed?: number;
  /**
   * Threads, 1 to 256, this one included. Omitted: one per quarter second of estimated work,
   * at most the idle logical CPUs (`idleWorkers`) and the run's chunks (1 for a short run).
   */
  readonly workers?: number;
}

/**
 * How many threads a fight's run uses: `requested` if given (at most the chunks); otherwise
 * one per quarter second of estimated work ({@link fightSamplingWork} at the sampler's
 * measured rate), at most {@link idleWorkers} and the chunks.
 *
 * @example
 * ```ts
 * chooseFightWorkers(plan, 10_000); // 1: a few milliseconds of work
 * ```
 */
export function chooseFightWorkers(plan: FightPlan, samples: number, requested?: number): number {
  const chunks = chunkCount(samples);
  if (requested !== undefined) return Math.min(requested, chunks);
  const seconds = fightSamplingWork(plan, samples) / FIGHT_DICE_PER_SECOND;
  const fill = Math.floor(seconds / MIN_SECONDS_PER_THREAD);
  return Math.max(1, Math.min(idleWorkers(), chunks, fill));
}

/**
 * `sampleFight` of a compiled MESBG fight spread over worker threads: the same result, byte
 * for byte, as `sampleFight(plan, options)` on one thread, whatever `workers` is. The run's
 * chunks are cut into contiguous shares, one per thread, this thread taking the first; the
 * whole-number counts are added in the order of the chunks.
 *
 * @throws {InputError} for a bad `workers` or `samples`.
 * @example
 * ```ts
 * const a = await sampleFightParallel(compileFight(scenario), { samples: 4_000_000, seed: 3, workers: 2 });
 * JSON.stringify(a) === JSON.stringify(sampleFight(compileFight(scenario), { samples: 4_000_000, seed: 3 })); // true
 * ```
 */
export async function sampleFightParallel(
  plan: FightPlan,
  options: FightParallelOptions,
): Promise<Record<string, Dist>> {
  const requested = checkWorkers(options.workers);
  const { samples } = options;
  const seed = options.seed ?? 0;
  checkSampleCount(samples, 1, 'sampleFightParallel');
  checkFightSamples(plan, samples);
  const run = { samples, seed };
  const chunks = chunkCount(samples);
  const threads = chooseFightWorkers(plan, samples, requested);
  // One thread: sampleFight's own call, nothing more.
  if (threads <= 1 || !cloneable(plan)) return sampleFight(plan, run);
  const share = (t: number) => Math.floor((t * chunks) / threads);
  const parts: Promise<FightTallies>[] = [];
  for (let t = 1; t < threads; t++) {
    parts.push(runJob({ kind: 'fight', plan, options: run, from: share(t), to: share(t + 1) }));
  }
  const tallies = sampleFightChunks(plan, run, 0, share(1));
  for (const part of await Promise.all(parts)) addFightTallies(tallies, part);
  return fightTalliesResults(plan, tallies);
}
