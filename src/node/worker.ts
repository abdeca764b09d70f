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
  type GeneralPlan,
  type SamplePlanOptions,
  type SamplerMode,
  sampleChunks,
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

parentPort?.once('message', (job: ChunkJob | PlanChunkJob) => {
  try {
    const tally =
      'kind' in job
        ? samplePlanChunks(job.plan, job.options, job.from, job.to)
        : sampleChunks(job.plan, job, job.from, job.to, job.unit);
    const buffers = Object.values(tally).map((a) => a.buffer as ArrayBuffer);
    parentPort?.postMessage({ tally }, buffers);
  } catch (e) {
    parentPort?.postMessage({ error: e instanceof Error ? `${e.name}: ${e.message}` : String(e) });
  }
});
