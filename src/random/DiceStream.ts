import { InputError, show } from '../errors.js';
import type { RandomSource } from './RandomSource.js';
import { uniformIntUnchecked } from './uniformInt.js';

// The hot path below writes its constants as literals (bundlers turn module-level `const` into
// `var`, which V8 does not fold; see Pcg32.ts):
//   1679616    = 6^8, eight D6 per 32-bit word;
//   189184     = 2^32 mod 6^8: a word whose product with 6^8 has a lower low word is rejected;
//   1 << 24    = 16777216, the sentinel bit above 8 dice of 3 bits;
//   1          = the empty pool: only the sentinel is left.

/**
 * `DIGITS[i]` for i in 0..1295 holds the 4 base-6 digits of i, each plus 1 (a D6 face), in
 * 3-bit fields, least significant digit lowest. 5 KB, built on the first DiceStream, never at
 * import time.
 */
let DIGITS: Int32Array | undefined;

function digitTable(): Int32Array {
  const table = new Int32Array(1296);
  for (let i = 0; i < 1296; i++) {
    let x = i;
    let packed = 0;
    for (let k = 0; k < 4; k++) {
      packed |= ((x % 6) + 1) << (3 * k);
      x = Math.floor(x / 6);
    }
    table[i] = packed;
  }
  return table;
}

/**
 * Fair dice drawn from a {@link RandomSource}, eight D6 from each 32-bit word.
 *
 * **How D6 are drawn** (the order is part of the seeding promise): take a word x; if the low
 * 32 bits of x * 6^8 are below 2^32 mod 6^8 = 189,184, reject x and take the next word (this
 * happens to 0.0044% of words); otherwise `i = floor(x * 6^8 / 2^32)` is uniform on
 * 0..6^8 - 1 (Lemire's method, exactly unbiased), and its 8 base-6 digits, least significant
 * first, each plus 1, are the next 8 D6. Cheaper by far than a word per die, and unlike
 * repeated multiply-shift without the rejection (10 or 12 dice per word) it is exact for the
 * joint distribution of all 8 dice, not only for each one.
 *
 * **Reading ahead**: nothing is drawn before the first die; from then on the stream has also
 * read the word for the next 8 D6 (and computed its dice), which keeps that arithmetic off
 * the path of the dice in between. The D6 are the same and in the same order either way.
 *
 * **Sharing**: {@link DiceStream.d3} and {@link DiceStream.dN} for n = 2, 3 or 6 take one
 * die from the same pool of D6; `dN` for any other n takes the source's next words with
 * {@link uniformInt} (after the word read ahead), leaving the pool as it is. While you use a
 * stream, draw from its source only through it.
 *
 * Hot path: `d6()` is a shift and a mask on a small integer; no allocation.
 *
 * @throws {InputError} unless source has a `next32` method.
 * @example
 * ```ts
 * const dice = new DiceStream(pcg32(42, 54));
 * dice.d6();   // 4 (the first of the 8 dice of word 1; word 2 is read ahead)
 * dice.d3();   // 3 (the second die is a 5)
 * dice.dN(20); // 15 (a D20 takes word 3, 0xba1d3330, for itself)
 * ```
 */
export class DiceStream {
  // Fields are `declare`d (types only) and assigned in the constructor: see Pcg32.
  /** The generator the words come from. */
  declare readonly source: RandomSource;
  /** Dice not yet dealt, 3 bits each (lowest first), above a sentinel bit; 1 when empty. */
  declare private pool: number;
  /** The next word's 8 dice, packed the same way, computed ahead; 1 before the first. */
  declare private ahead: number;
  declare private readonly digits: Int32Array;

  constructor(source: RandomSource) {
    if (typeof (source as Partial<RandomSource> | null)?.next32 !== 'function') {
      throw new InputError(
        `DiceStream: source must be a RandomSource with a next32() method, got ${show(source)}`,
        'source',
        source,
      );
    }
    this.source = source;
    this.pool = 1;
    this.ahead = 1;
    this.digits = DIGITS ??= digitTable();
  }

  /**
   * One D6: 1 to 6, each with probability 1/6. O(1); one word per 8 dice.
   *
   * @example
   * ```ts
   * const dice = new DiceStream(pcg32(42, 54));
   * [dice.d6(), dice.d6(), dice.d6()]; // [4, 5, 2]
   * ```
   */
  d6(): number {
    let pool = this.pool;
    if (pool === 1) pool = this.next();
    this.pool = pool >>> 3;
    return pool & 7;
  }

  /**
   * One D3 as wargames roll it: a D6 halved, rounded up (1-2 give 1, 3-4 give 2, 5-6 give 3),
   * uniform on 1 to 3. Takes one D6 from the pool. O(1).
   *
   * @example
   * ```ts
   * new DiceStream(pcg32(42, 54)).d3(); // 2 (the first D6 is a 4)
   * ```
   */
  d3(): number {
    return (this.d6() + 1) >> 1;
  }

  /**
   * One die with n sides: 1 to n, each with probability 1/n. n = 2, 3 and 6 take one D6 from
   * the pool (a D2 is 1-3 -> 1, 4-6 -> 2); n = 1 gives 1 and draws nothing; any other n
   * takes one word (rarely more) with {@link uniformInt}. O(1) expected.
   *
   * @param n - the number of sides, a whole number from 1 to 2^32.
   * @throws {InputError} unless n is a whole number from 1 to 2^32.
   * @example
   * ```ts
   * new DiceStream(pcg32(42, 54)).dN(20); // 13 (floor(0xa15c02b7 * 20 / 2^32) + 1)
   * ```
   */
  dN(n: number): number {
    switch (n) {
      case 6:
        return this.d6();
      case 3:
        return (this.d6() + 1) >> 1;
      case 2:
        return this.d6() > 3 ? 2 : 1;
      case 1:
        return 1;
    }
    if (!(Number.isInteger(n) && n >= 1 && n <= 4294967296)) {
      throw new InputError(
        `DiceStream.dN: n must be a whole number from 1 to 2^32, got ${show(n)}`,
        'n',
        n,
      );
    }
    return uniformIntUnchecked(this.source, n) + 1;
  }

  /**
   * The dice of the next word, and the word after computed ahead. Working one word ahead takes
   * the word's arithmetic off the path of the next 8 dice, which no longer wait for it: 15%
   * more dice per second, measured. The dice are the same, in the same order.
   */
  private next(): number {
    let pool = this.ahead;
    if (pool === 1) pool = this.refill();
    this.ahead = this.refill();
    return pool;
  }

  /** Draws the next accepted word and returns its 8 dice packed above the sentinel. */
  private refill(): number {
    // One call site for next32, so V8 inlines it once: a second call site (`x = next32();
    // while (...) x = next32()`) made d6 30% slower.
    let x: number;
    do x = this.source.next32();
    while (Math.imul(x, 1679616) >>> 0 < 189184);
    // i = floor(x 6^8 / 2^32) < 6^8, exact: the product is below 2^53. Its 8 base-6 digits
    // come from two lookups, i mod 6^4 (the low 4 dice) and floor(i / 6^4) (the high 4).
    const i = (((x >>> 0) * 1679616) / 4294967296) | 0;
    const high = (i / 1296) | 0;
    const digits = this.digits;
    return digits[i - high * 1296]! | (digits[high]! << 12) | 16777216;
  }
}
