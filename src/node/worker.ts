/**
 * The worker thread of {@link monteCarloParallel}: it receives a compiled plan and a range of
 * chunks, samples them with `sampleChunks` (the same function the single-thread run uses),
 * and posts the whole-number counts back, their buffers transferred, not copied.
 *
 * @module
 */
import { parentPort } from 'node:worker_threads';
import {
  type AttackPlan,
  type FightPlan,
  type FightSampleOptions,
  type GeneralPlan,
  type SamplePlanOptions,
  type SamplerMode,
  sampleChunks,
  sampleFightChunks,
  samplePlanChunks,
  type UnitMachine,
} from '../core.js';

/**
 * What the main thread sends: one job per worker. @internal
 *
 * @example
 * ```ts
 * const job: ChunkJob = { plan, samples: 1_000_000, seed: 1, mode: 'counts', from: 0, to: 8 };
 * ```
 */
export interface ChunkJob {
  readonly plan: AttackPlan;
  readonly samples: number;
  readonly seed: number;
  readonly mode: SamplerMode;
  readonly from: number;
  readonly to: number;
  /**
   * The allocation table, built once by the main thread in shared memory (its typed arrays
   * are views of `SharedArrayBuffer`s): no worker builds or copies its own.
   */
  readonly unit?: UnitMachine;
}

/**
 * A share of a general plan's run (`samplePlanParallel`): chunks `from` to `to`. @internal
 *
 * @example
 * ```ts
 * const job: PlanChunkJob = { kind: 'plan', plan, options: { samples: 1e6, seed: 1 }, from: 0, to: 8 };
 * ```
 */
export interface PlanChunkJob {
  readonly kind: 'plan';
  readonly plan: GeneralPlan;
  readonly options: SamplePlanOptions;
  readonly from: number;
  readonly to: number;
}

/**
 * A share of a MESBG fight's run (`sampleFightParallel`): chunks `from` to `to`. @internal
 *
 * @example
 * ```ts
 * const job: FightChunkJob = { kind: 'fight', plan, options: { samples: 1e6, seed: 1 }, from: 0, to: 8 };
 * ```
 */
export interface FightChunkJob {
  readonly kind: 'fight';
  readonly plan: FightPlan;
  readonly options: FightSampleOptions;
  readonly from: number;
  readonly to: number;
}

/** The typed arrays of a job's counts, whose buffers are transferred, not copied. */
function buffersOf(tally: object): ArrayBuffer[] {
  return Object.values(tally).flatMap((v) =>
    ArrayBuffer.isView(v)
      ? [v.buffer as ArrayBuffer]
      : typeof v === 'object' && v
        ? buffersOf(v)
        : [],
  );
}

parentPort?.once('message', (job: ChunkJob | PlanChunkJob | FightChunkJob) => {
  try {
    const tally =
      'kind' in job
        ? job.kind === 'fight'
          ? sampleFightChunks(job.plan, job.options, job.from, job.to)
          : samplePlanChunks(job.plan, job.options, job.from, job.to)
        : sampleChunks(job.plan, job, job.from, job.to, job.unit);
    const buffers = buffersOf(tally);
    parentPort?.postMessage({ tally }, buffers);
  } catch (e) {
    parentPort?.postMessage({ error: e instanceof Error ? `${e.name}: ${e.message}` : String(e) });
  }
});
