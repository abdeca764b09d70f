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
 * `AT_LEAST[need * 4096 + x]` for need 0..7 and x a 12-bit field of 4 packed dice (3 bits
 * each, 0 for no die): how many of those dice show `need` or more. 32 KB, built on the first
 * bulk count, never at import time.
 */
let AT_LEAST: Uint8Array | undefined;

function atLeastTable(): Uint8Array {
  const table = new Uint8Array(8 * 4096);
  for (let need = 0; need < 8; need++) {
    for (let x = 0; x < 4096; x++) {
      let n = 0;
      for (let k = 0; k < 4; k++) {
        const face = (x >>> (3 * k)) & 7;
        if (face >= 1 && face >= need) n++;
      }
      table[need * 4096 + x] = n;
    }
  }
  return table;
}

/** Counts, as in countAtLeast2, among the lowest `k` (≤ 8) dice of a packed pool. */
function countPacked(table: Uint8Array, a: number, b: number, pool: number, k: number): number {
  // Dice beyond the k wanted are masked to 0, which no test counts; no branch on k.
  const v = pool & ((1 << (3 * k)) - 1);
  const x = v & 4095;
  const y = v >>> 12;
  return table[a + x]! + table[a + y]! + ((table[b + x]! + table[b + y]!) << 16);
}

/** Counts of `need`+ (its table row at `a`) among the lowest `k` (≤ 8) dice of a packed pool. */
function countPacked1(table: Uint8Array, a: number, pool: number, k: number): number {
  const v = pool & ((1 << (3 * k)) - 1);
  return table[a + (v & 4095)]! + table[a + (v >>> 12)]!;
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
  /** The high 4 dice of the last word {@link DiceStream.quad} took (0..1295), or -1. */
  declare private quads: number;

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
    this.quads = -1;
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
   * Roll `n` D6 and count those showing `need` or more: the same dice, in the same order, as
   * `n` calls of {@link DiceStream.d6} (so a seed means the same rolls either way), counted
   * in bulk as at the table: the dice of each 32-bit word are counted 4 at a time with one
   * lookup, not one by one. It is binomial sampling (n, (7 - need)/6) that is exact by
   * construction. `need` 1 or less counts every die, 7 or more none (the dice are still
   * rolled). O(n / 8) words and O(n / 4) lookups; no allocation.
   *
   * @example
   * ```ts
   * const dice = new DiceStream(pcg32(42, 54));
   * dice.countAtLeast(8, 4); // 6: the dice are 4, 5, 2, 6, 1, 5, 5, 4
   * ```
   */
  countAtLeast(n: number, need: number): number {
    // countAtLeast2 with one test: the same dice, two lookups a word instead of four. Written
    // out, not shared with countAtLeast2 through a flag: that measured 2-4% slower.
    AT_LEAST ??= atLeastTable();
    const table = AT_LEAST;
    const a = Math.min(Math.max(need, 0), 7) * 4096;
    let count = 0;
    let pool = this.pool;
    if (pool !== 1 && n > 0) {
      const left = ((31 - Math.clz32(pool)) * 11) >> 5;
      const take = Math.min(n, left);
      count += countPacked1(table, a, pool, take);
      pool = take === left ? 1 : pool >>> (3 * take);
      n -= take;
    }
    if (n >= 8) {
      // The word read ahead kept in a local while whole words are counted (as next() does).
      let ahead = this.ahead;
      if (ahead === 1) ahead = this.refill();
      do {
        const w = ahead;
        ahead = this.refill();
        count += table[a + (w & 4095)]! + table[a + ((w >>> 12) & 4095)]!;
        n -= 8;
      } while (n >= 8);
      this.ahead = ahead;
    }
    if (n > 0) {
      pool = this.next();
      count += countPacked1(table, a, pool, n);
      pool >>>= 3 * n;
    }
    this.pool = pool;
    return count;
  }

  /**
   * Roll `n` D6 (fewer than 65,536) and count, among the same dice, those showing `lo` or
   * more and those showing `hi` or more: `(count >= lo) + 65536 × (count >= hi)`. Two tests
   * read from one roll, as when one To Wound roll both wounds (4+) and is a Critical Strike
   * (6), or a D3 is read from a D6 (3+ and 5+). Same dice as `n` calls of
   * {@link DiceStream.d6}; O(n / 8) words.
   *
   * @example
   * ```ts
   * const dice = new DiceStream(pcg32(42, 54));
   * const c = dice.countAtLeast2(8, 4, 6); // dice 4, 5, 2, 6, 1, 5, 5, 4
   * [c & 65535, c >>> 16]; // [6, 1]: six of 4+, one 6
   * ```
   */
  countAtLeast2(n: number, lo: number, hi: number): number {
    AT_LEAST ??= atLeastTable();
    const table = AT_LEAST;
    const a = Math.min(Math.max(lo, 0), 7) * 4096;
    const b = Math.min(Math.max(hi, 0), 7) * 4096;
    let count = 0;
    let pool = this.pool;
    // The dice left in the pool first (the pool holds 3 bits a die above its sentinel bit).
    if (pool !== 1 && n > 0) {
      // The sentinel is at bit 3 × left: (bit × 11) >> 5 is bit / 3 for bit ≤ 24.
      const left = ((31 - Math.clz32(pool)) * 11) >> 5;
      const take = Math.min(n, left);
      count += countPacked(table, a, b, pool, take);
      pool = take === left ? 1 : pool >>> (3 * take);
      n -= take;
    }
    // Whole words: 8 dice, two lookups per test.
    if (n >= 8) {
      let ahead = this.ahead;
      if (ahead === 1) ahead = this.refill();
      do {
        const w = ahead;
        ahead = this.refill();
        const x = w & 4095;
        const y = (w >>> 12) & 4095;
        count += table[a + x]! + table[a + y]! + ((table[b + x]! + table[b + y]!) << 16);
        n -= 8;
      } while (n >= 8);
      this.ahead = ahead;
    }
    // The rest from a new word, whose other dice stay in the pool.
    if (n > 0) {
      pool = this.next();
      count += countPacked(table, a, b, pool, n);
      pool >>>= 3 * n;
    }
    this.pool = pool;
    return count;
  }

  /**
   * The next `k` D6 (0 to 8) packed 3 bits each, the first lowest: `(x >>> 3i) & 7` is the
   * i-th die. The same dice, in the same order, as `k` calls of {@link DiceStream.d6}: a
   * sampler reads several dice of one step (a damage roll and its Feel No Pain rolls) with one
   * call and one table lookup. O(1).
   *
   * @example
   * ```ts
   * const dice = new DiceStream(pcg32(42, 54));
   * const x = dice.take(3); // dice 4, 5, 2
   * [x & 7, (x >>> 3) & 7, (x >>> 6) & 7]; // [4, 5, 2]
   * ```
   */
  take(k: number): number {
    let pool = this.pool;
    // Dice left in the pool: the sentinel is at bit 3 × left ((bit × 11) >> 5 is bit / 3).
    const left = ((31 - Math.clz32(pool)) * 11) >> 5;
    if (k <= left) {
      this.pool = pool >>> (3 * k);
      return pool & ((1 << (3 * k)) - 1);
    }
    const low = pool & ((1 << (3 * left)) - 1);
    const need = k - left;
    pool = this.next();
    this.pool = pool >>> (3 * need);
    return low | ((pool & ((1 << (3 * need)) - 1)) << (3 * left));
  }

  /**
   * The next 4 D6 as one number j from 0 to 1295 whose base-6 digits, least significant
   * first, each plus 1, are the dice (die t is `floor(j / 6^t) % 6 + 1`): a sampler reads a
   * damage roll and its Feel No Pain rolls with one call and one lookup of a 1296-entry table.
   * They come from whole words of their own, two calls a word (its low 4 dice, then its high
   * 4), drawn from the source as the pool's words are (Lemire's test) but apart from the pool:
   * the dice of {@link DiceStream.d6} and the counts are not changed by calls of this one, and
   * the words are taken from the source in the order the calls come. O(1), no allocation.
   *
   * @example
   * ```ts
   * const dice = new DiceStream(pcg32(42, 54));
   * const j = dice.quad(); // the low 4 dice of the first word: 4, 5, 2, 6
   * [j % 6 + 1, Math.floor(j / 6) % 6 + 1]; // [4, 5]
   * ```
   */
  quad(): number {
    const q = this.quads;
    if (q >= 0) {
      this.quads = -1;
      return q;
    }
    let x: number;
    do x = this.source.next32();
    while (Math.imul(x, 1679616) >>> 0 < 189184);
    // As refill: i = floor(u 6^8 / 2^32), its high 4 digits floor(u 6^4 / 2^32).
    const u = x >>> 0;
    const high = ((u * 1296) / 4294967296) | 0;
    this.quads = high;
    return (((u * 1679616) / 4294967296) | 0) - high * 1296;
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
    // floor(i / 6^4) is floor(x 6^4 / 2^32) (a floor of a floor divided by a whole number):
    // a multiplication, exact, instead of a division, which took most of this function's time.
    const u = x >>> 0;
    const i = ((u * 1679616) / 4294967296) | 0;
    const high = ((u * 1296) / 4294967296) | 0;
    const digits = this.digits;
    return digits[i - high * 1296]! | (digits[high]! << 12) | 16777216;
  }
}
