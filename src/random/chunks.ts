/**
 * How a seeded Monte Carlo run is cut into chunks, each with its own PCG32 stream, so that a
 * seed gives the same counts however the chunks are spread over threads: chunk c of a run
 * seeded `seed` draws its dice from `new Pcg32(seed, 2c)` (Scrollhammer's fast samplers also
 * take `2c + 1` for the dice of random shot counts). Every sampler of the library cuts its
 * runs here.
 *
 * @module
 */
import { InputError, show } from '../errors.js';
import { Pcg32 } from './Pcg32.js';

/**
 * The samples of one chunk, each chunk with its own PCG32 stream.
 *
 * @example
 * ```ts
 * Math.ceil(1_000_000 / CHUNK_SAMPLES); // 16 chunks
 * ```
 */
export const CHUNK_SAMPLES = 65_536;

/**
 * The number of chunks of {@link CHUNK_SAMPLES} that `samples` are cut into.
 *
 * @example
 * ```ts
 * chunkCount(100_000); // 2
 * ```
 */
export function chunkCount(samples: number): number {
  if (!(Number.isSafeInteger(samples) && samples >= 0)) {
    throw new InputError(
      `chunkCount: samples must be a whole number >= 0, got ${show(samples)}`,
      'samples',
      samples,
    );
  }
  return Math.ceil(samples / CHUNK_SAMPLES);
}

/**
 * The PCG32 stream of chunk `c` of a general plan's run seeded `seed`: the default stream for
 * chunk 0 (so a run of one chunk draws what `new Pcg32(seed)` draws, as the general sampler
 * always has), `new Pcg32(seed, 2c)` for the others.
 *
 * @example
 * ```ts
 * planChunkSource(7, 0).next32() === new Pcg32(7).next32(); // true
 * ```
 */
export function planChunkSource(seed: number, c: number): Pcg32 {
  return c === 0 ? new Pcg32(seed) : new Pcg32(seed, 2 * c);
}
