import type { RandomSource } from '../../src/random/index.js';

/** A source that returns the given words in order (then fails), and counts what it gave. */
export class FakeSource implements RandomSource {
  used = 0;
  constructor(private readonly words: readonly number[]) {}
  next32(): number {
    const w = this.words[this.used];
    if (w === undefined) throw new Error(`FakeSource: only ${this.words.length} words`);
    this.used++;
    return w;
  }
}

/**
 * Words that the 8-dice-per-word method must reject: x * 6^8 mod 2^32 < 2^32 mod 6^8 =
 * 189,184. As 6^8 = 2^8 * 6561, that is x * 6561 mod 2^24 < 739, i.e. x = r / 6561 mod 2^24
 * for r in 0..738 (and the same plus multiples of 2^24). Computed in Python with
 * pow(6561, -1, 2**24).
 */
export const REJECTED_FOR_D6 = [0, 3541601, 16777216, 13233058 /* r = 738, the last */];
/** r = 739: x * 6^8 mod 2^32 is exactly 189,184, the first low part that is accepted. */
export const FIRST_ACCEPTED_FOR_D6 = 16774659;
