/**
 * Anything that returns uniformly random 32-bit words: {@link Pcg32}, a `pcg-random`
 * instance, or your own generator. Words may be signed or unsigned (`-1` and `0xffffffff`
 * are the same word); the library normalises them with `>>> 0`. Every sampler in the library
 * takes its randomness from a source passed in, never from a hidden `Math.random`.
 *
 * @example
 * ```ts
 * const counter: RandomSource = { next32: () => 0x9e3779b9 }; // not random, but a source
 * uniformInt(counter, 6);      // 3 (floor(0x9e3779b9 * 6 / 2^32))
 * uniformInt(pcg32(42, 54), 6); // 3 (floor(0xa15c02b7 * 6 / 2^32))
 * ```
 */
export interface RandomSource {
  /** The next uniformly random 32-bit word, as a number (any sign; read with `>>> 0`). */
  next32(): number;
}
