import type { RandomSource } from './RandomSource.js';
import { type Seed, seedWords } from './seed.js';

// The LCG multiplier 6364136223846793005 = 0x5851f42d_4c957f2d, as 32-bit halves, and the low
// half split into 16-bit halves 0x4c95 and 0x7f2d. Both of those are below 2^15, so every
// 16 x 16-bit partial product in next32 stays under 2^31: small integers, never doubles.
//
// next32 writes these constants as literals. Bundlers turn module-level `const` into `var`,
// and V8 does not fold a `var` into the machine code: measured here, named constants made
// next32 1.6 times slower in the built package (178 against 284 million words per second).

// PCG's default increment 1442695040888963407 = 0x14057b7e_f767814f (`default_increment` of
// the C++ pcg32, and pcg-random's default), used when no stream is given.
const DEFAULT_INC_HI = 0x14057b7e;
const DEFAULT_INC_LO = 0xf767814f | 0;

/**
 * PCG32 (PCG-XSH-RR 64/32, M. E. O'Neill, 2014): a 64-bit linear congruential state with a
 * permuted 32-bit output. Period 2^64 per stream, 2^63 streams, passes TestU01 BigCrush, and
 * is seeded, so a seed and stream give the same words on every platform.
 *
 * **Seeding** follows `pcg32_srandom_r(initstate, initseq)` of the C reference: the state is
 * cleared, the increment set to `2 * stream + 1`, one step taken, `seed` added, one more step.
 * So `new Pcg32(seed, stream)` gives exactly the words of `pcg32_srandom(seed, stream)` in C,
 * of `pcg32 rng(seed, stream)` in C++, and of `new PcgRandom(BigInt(seed), BigInt(stream))`
 * (or `new PcgRandom(seedLo, seedHi, streamLo, streamHi)`) in the `pcg-random` package.
 * Without a stream, the increment is PCG's default 0x14057b7ef767814f (the default of C++
 * `pcg32 rng(seed)` and of `new PcgRandom(seedLo, seedHi)`), which is stream
 * 0x0a02bdbf7bb3c0a7; so `new Pcg32(7)` is not `new Pcg32(7, 0)`.
 *
 * - `seed`: a whole number from 0 to 2^53 - 1, a bigint from 0 to 2^64 - 1, or a string,
 *   hashed to 64 bits with FNV-1a over its UTF-8 bytes. Default 0.
 * - `stream`: selects one of 2^63 independent sequences (the PCG increment): a whole number
 *   from 0 to 2^53 - 1, a bigint from 0 to 2^63 - 1, or a string (the low 63 bits of its
 *   FNV-1a hash). For parallel work give every worker the same seed and its own stream.
 *
 * These rules, and so the words for a given seed and stream, never change within a major
 * version.
 *
 * Speed: the 64-bit state lives in an `Int32Array` as 32-bit halves and is multiplied with
 * `Math.imul` and 16-bit partial products: no BigInt, no doubles, no allocation per word
 * (about 300 million words per second on one core; see docs/benchmarks.md).
 *
 * @throws {InputError} if seed or stream is not one of the accepted values.
 * @example
 * ```ts
 * const rng = new Pcg32(42, 54); // pcg32_srandom(42, 54), the reference's demo
 * rng.next32().toString(16);     // 'a15c02b7'
 * rng.next32().toString(16);     // '7b47f409'
 * ```
 */
export class Pcg32 implements RandomSource {
  // `declare`: a type only, so no field definition is emitted before the constructor assigns
  // it. A defined field starts as undefined and V8 then tracks it less precisely: measured
  // 13% slower dice. Same in DiceStream.
  /** [state low, state high, increment low, increment high], as signed 32-bit words. */
  declare private readonly s: Int32Array;

  constructor(seed: Seed = 0, stream?: Seed) {
    const [seedLo, seedHi] = seedWords('Pcg32', 'seed', seed, 64);
    const s = new Int32Array(4);
    if (stream === undefined) {
      s[2] = DEFAULT_INC_LO;
      s[3] = DEFAULT_INC_HI;
    } else {
      const [lo, hi] = seedWords('Pcg32', 'stream', stream, 63);
      s[2] = (lo << 1) | 1;
      s[3] = (hi << 1) | (lo >>> 31);
    }
    this.s = s;
    this.next32();
    const lo = (s[0]! >>> 0) + seedLo;
    s[0] = lo;
    s[1] = s[1]! + seedHi + (lo >= 4294967296 ? 1 : 0);
    this.next32();
  }

  /**
   * The next 32-bit word, unsigned (0 to 2^32 - 1), and one step of the state:
   * `state = state * 6364136223846793005 + increment (mod 2^64)`, output
   * `rotr32(((old ^ (old >> 18)) >> 27) as u32, old >> 59)`. O(1), no allocation.
   *
   * @example
   * ```ts
   * pcg32(42, 54).next32(); // 2707161783 (0xa15c02b7)
   * ```
   */
  next32(): number {
    const s = this.s;
    const lo = s[0]!;
    const hi = s[1]!;
    const incLo = s[2]!;
    // High 32 bits of lo * 0x4c957f2d from four 16 x 16-bit products (each < 2^31).
    const a0 = lo & 0xffff;
    const a1 = lo >>> 16;
    const p01 = a0 * 0x4c95;
    const p10 = a1 * 0x7f2d;
    const mid = ((a0 * 0x7f2d) >>> 16) + (p01 & 0xffff) + (p10 & 0xffff);
    // state * multiplier + increment, mod 2^64, with the carry out of the low word.
    const newLo = (Math.imul(lo, 0x4c957f2d) + incLo) | 0;
    s[0] = newLo;
    s[1] =
      (a1 * 0x4c95 +
        (p01 >>> 16) +
        (p10 >>> 16) +
        (mid >>> 16) +
        Math.imul(lo, 0x5851f42d) +
        Math.imul(hi, 0x4c957f2d) +
        s[3]! +
        (newLo >>> 0 < incLo >>> 0 ? 1 : 0)) |
      0;
    // Output from the old state: xorshift high bits down, then a random rotation.
    const xorshifted = (((hi >>> 18) ^ hi) << 5) | ((((lo >>> 18) | (hi << 14)) ^ lo) >>> 27);
    const rot = hi >>> 27;
    return ((xorshifted >>> rot) | (xorshifted << (-rot & 31))) >>> 0;
  }
}

/**
 * A seeded {@link Pcg32}: `pcg32(seed, stream)` is `new Pcg32(seed, stream)`. Without a seed
 * the seed is 0 (not the clock): the same words on every run. Pass `Date.now()` or any number
 * you record if you want a different run each time.
 *
 * @param seed - a whole number from 0 to 2^53 - 1, a bigint from 0 to 2^64 - 1, or a string.
 *   Default 0.
 * @param stream - the PCG stream: a whole number from 0 to 2^53 - 1, a bigint from 0 to
 *   2^63 - 1, or a string. Default: PCG's default increment (see {@link Pcg32}).
 * @throws {InputError} if seed or stream is not one of the accepted values.
 * @example
 * ```ts
 * pcg32(42, 54).next32().toString(16); // 'a15c02b7'
 * pcg32('battle of the ford').next32(); // 3999867157, on every run and platform
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function pcg32(seed?: Seed, stream?: Seed): Pcg32 {
  return new Pcg32(seed, stream);
}
