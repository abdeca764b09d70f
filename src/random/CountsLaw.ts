import { InputError, show } from '../errors.js';
import type { RandomSource } from './RandomSource.js';

// Literals in the hot path (bundlers turn module-level `const` into `var`, which V8 does not
// fold; see Pcg32.ts): 2097152 = 2^21, 9007199254740992 = 2^53, 64 = the most dice a table
// holds (more are drawn as several runs of at most 64).

/**
 * One table: the outcomes of `n` dice of a test with a non-zero chance, as the packed count
 * `passes | critical << 16`, and their cumulative chances scaled to 2^53 (`upper[k]`: the
 * first 53-bit draw past outcome k), with a guide indexed by the top bits of the draw: for a
 * slice of draws that lies within one outcome's interval, that outcome's packed count with the
 * sign bit set (the draw is decided by the first word's top bits, no search, no load of
 * `upper`); else the first outcome whose interval meets the slice, where the search starts.
 */
interface Table {
  readonly value: Int32Array;
  readonly upper: Float64Array;
  readonly guide: Int32Array;
  /** 32 minus the guide's bits: `word >>> shift` indexes it. */
  readonly shift: number;
}

/**
 * The law of how many of `n` dice of one test pass, and how many of those are critical,
 * drawn at once: the counts a player gets by rolling the `n` dice and sorting them into
 * fails, passes and critical passes. They are a multinomial draw (the dice are independent and
 * alike), so one draw from the multinomial law of `n` is the same law as `n` dice counted;
 * this class draws it by inverse transform of one uniform 53-bit number (one word of the
 * source, and a second only when the first leaves the outcome open), from a table of the law built once per number of dice (at most 64 a table: more
 * dice are several runs of 64 and the rest, whose counts add, as multinomial counts do).
 *
 * **Precision**: the chances are computed in doubles and each outcome gets an interval of
 * 53-bit numbers of its chance's length rounded to 2^-53, so every outcome's chance is the
 * law's to about 1e-16 (as exact as the exact engine's doubles); an outcome of chance below
 * 2^-54 (never seen in any run that can finish) is not drawn.
 *
 * **Seeds**: the same source, the same calls, the same counts. Each draw takes the source's
 * next word (rarely two); the tables depend on the chances only.
 *
 * @throws {InputError} unless `fail`, `pass` and `critical` are chances (0 to 1) summing to 1.
 * @example
 * ```ts
 * const hit = new CountsLaw(1 / 3, 1 / 2, 1 / 6); // BS 3+, critical on 6
 * const passes = hit.draw(20, pcg32(1)); // e.g. 14
 * hit.critical; // e.g. 3 (of those 14)
 * ```
 */
export class CountsLaw {
  /** The chance of a pass that is not critical, and of a critical pass. */
  declare readonly chances: readonly [fail: number, pass: number, critical: number];
  /** The critical passes of the last {@link CountsLaw.draw} (among its passes). */
  declare critical: number;
  declare private readonly tables: (Table | undefined)[];

  constructor(fail: number, pass: number, critical: number) {
    for (const [name, p] of [
      ['fail', fail],
      ['pass', pass],
      ['critical', critical],
    ] as const) {
      if (!(p >= 0 && p <= 1)) {
        throw new InputError(
          `CountsLaw: ${name} must be a chance from 0 to 1, got ${show(p)}`,
          name,
          p,
        );
      }
    }
    if (Math.abs(fail + pass + critical - 1) > 1e-12) {
      throw new InputError(
        `CountsLaw: fail + pass + critical must be 1, got ${show(fail + pass + critical)}`,
        'critical',
        critical,
      );
    }
    this.chances = [fail, pass, critical];
    this.critical = 0;
    this.tables = [];
  }

  /**
   * Roll `n` dice of the test at once: returns how many pass (critical ones included) and sets
   * {@link CountsLaw.critical} to how many of those are critical. O(n / 64) draws, a word
   * each (rarely two); no allocation once the tables of the counts met are built.
   *
   * @example
   * ```ts
   * const save = new CountsLaw(1 / 2, 1 / 2, 0); // a 4+ save
   * save.draw(10, pcg32(7)); // e.g. 5
   * ```
   */
  draw(n: number, source: RandomSource): number {
    // One table for at most 64 dice, a short path the sampler's loop can inline; else runs.
    if (n > 64) return this.drawRuns(n, source);
    if (n <= 0) {
      this.critical = 0;
      return 0;
    }
    const v = this.drawOne(this.tables[n] ?? this.build(n), source);
    this.critical = v >>> 16;
    return v & 65535;
  }

  /** More than 64 dice: runs of 64 and the rest, their counts added. */
  private drawRuns(n: number, source: RandomSource): number {
    let passes = 0;
    let critical = 0;
    while (n > 0) {
      const m = Math.min(n, 64);
      n -= m;
      const v = this.drawOne(this.tables[m] ?? this.build(m), source);
      passes += v & 65535;
      critical += v >>> 16;
    }
    this.critical = critical;
    return passes;
  }

  /**
   * One outcome of a table, packed. The draw u is a · 2^21 + the top 21 bits of a second
   * word, which is read only when the first leaves the outcome open (an end of an interval
   * within a · 2^21 + 0..2^21-1, about one draw in a million for tables of a few hundred
   * outcomes): the same law as always reading it, at one word a draw.
   */
  private drawOne(t: Table, source: RandomSource): number {
    const a = source.next32();
    const g = t.guide[a >>> t.shift]!;
    // A slice within one outcome (most draws, by far): its count, from the guide alone. The
    // search is a method of its own so that this one stays small enough for V8 to inline,
    // with next32, into the sampler's loop (a word returned from a call that is not inlined
    // is boxed: an allocation a draw).
    return g < 0 ? g & 2147483647 : this.search(t, a, g, source);
  }

  /** The outcome of draw `a` (the first word) from outcome `k` on, as {@link drawOne} says. */
  private search(t: Table, a: number, k: number, source: RandomSource): number {
    const low = a * 2097152;
    const upper = t.upper;
    while (low >= upper[k]!) k++;
    if (low + 2097151 >= upper[k]!) {
      const u = low + (source.next32() >>> 11);
      while (u >= upper[k]!) k++;
    }
    return t.value[k]!;
  }

  /** The table of `n` dice (1 to 64). */
  private build(n: number): Table {
    const [fail, pass, crit] = this.chances;
    // P(c critical, h other passes) = C(n, c) crit^c · C(n - c, h) pass^h fail^(n - c - h).
    const values: number[] = [];
    const chances: number[] = [];
    for (let c = 0; c <= n; c++) {
      for (let h = 0; h + c <= n; h++) {
        const p = choose(n, c) * crit ** c * choose(n - c, h) * pass ** h * fail ** (n - c - h);
        if (p > 0) {
          values.push((c + h) | (c << 16));
          chances.push(p);
        }
      }
    }
    const total = chances.reduce((s, p) => s + p, 0);
    const value: number[] = [];
    const upper: number[] = [];
    let sum = 0;
    for (let k = 0; k < chances.length; k++) {
      sum += chances[k]!;
      const end =
        k === chances.length - 1 ? 9007199254740992 : Math.round((sum / total) * 9007199254740992);
      if (end > (upper.at(-1) ?? 0)) {
        value.push(values[k]!);
        upper.push(end);
      }
    }
    // 4 slices an outcome (at most 2^12, 16 KB): few slices hold an end of an interval, and
    // those few have little of the law's mass, so most draws are read from the guide alone;
    // 16 slices an outcome (2^14 at most) measured no clearly faster on a shared machine, at
    // 4 times the memory for the few tables a volley reads.
    const bits = Math.min(12, Math.max(4, Math.ceil(Math.log2(upper.length)) + 2));
    const guide = new Int32Array(1 << bits);
    const slice = 2 ** (53 - bits);
    for (let g = 0, k = 0; g < guide.length; g++) {
      while (upper[k]! <= g * slice) k++;
      // The slice [g, g + 1) × slice lies within outcome k when k's interval reaches its end.
      guide[g] = upper[k]! >= (g + 1) * slice ? value[k]! | -2147483648 : k;
    }
    const table: Table = {
      value: Int32Array.from(value),
      upper: Float64Array.from(upper),
      guide,
      shift: 32 - bits,
    };
    this.tables[n] = table;
    return table;
  }
}

/** C(n, k) in a double (exact while below 2^53, else to about 1e-16). */
function choose(n: number, k: number): number {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
}
