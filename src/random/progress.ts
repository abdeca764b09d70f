/**
 * How the samplers report their progress: the same rhythm in every ruleset, so a caller's
 * `onProgress` sees a Scrollhammer, MESBG or wh40k-10e run alike.
 *
 * @module
 */

/**
 * Called with the samples done and the samples asked for.
 *
 * @example
 * ```ts
 * const onProgress: ProgressCallback = (done, total) => console.log(`${done}/${total}`);
 * ```
 */
export type ProgressCallback = (done: number, total: number) => void;

/**
 * Samples between two reports, a power of two so the loop tests it with a mask: the chunk
 * of the Scrollhammer sampler (`CHUNK_SAMPLES`), whose reports come after each chunk.
 *
 * @example
 * ```ts
 * if (onProgress && i > 0 && (i & (PROGRESS_EVERY - 1)) === 0) onProgress(i, samples);
 * ```
 */
export const PROGRESS_EVERY = 65_536;

/**
 * Report sample `i` of `total` when it starts a new block of {@link PROGRESS_EVERY}: called
 * at the top of a sampler's loop (and `onProgress(total, total)` after it), it costs one
 * test per sample and no allocation.
 *
 * @example
 * ```ts
 * for (let i = 0; i < samples; i++) { reportProgress(onProgress, i, samples); ... }
 * onProgress?.(samples, samples);
 * ```
 */
export function reportProgress(
  onProgress: ProgressCallback | undefined,
  i: number,
  total: number,
): void {
  if (onProgress !== undefined && i > 0 && (i & (PROGRESS_EVERY - 1)) === 0) onProgress(i, total);
}
