/**
 * A single D6 test as the rulebooks describe it: roll a die, pass on `need` or more, maybe
 * re-roll it once. Every rule that rolls a die (To Hit, To Wound, saves, Feel No Pain, In The
 * Way) compiles to one of these, and both engines read it: {@link testFaces} gives the exact
 * probabilities, {@link rollTest} rolls the dice. They cannot drift apart because they share
 * {@link rerolls} and {@link passes}.
 *
 * @module
 */

import type { Reroll } from '../domain/types.js';
import { InputError, show } from '../errors.js';

/** What a rule may re-roll, once: nothing, natural 1s, or every failed die. */
export type RerollPolicy = 'none' | Reroll;

/**
 * One D6 test. `need` 7 means the test cannot pass; a natural 1 always fails (`need` is at
 * least 2). A re-rolled die needs `rerollNeed` (the To Hit chart's italic number for BS 6+,
 * otherwise the same as `need`).
 *
 * @example
 * ```ts
 * const bs3: D6Test = { need: 4, reroll: 'none', rerollNeed: 4 };
 * const bs7: D6Test = { need: 2, reroll: 'ones', rerollNeed: 5 }; // 2+, a 1 re-rolled needing 5+
 * ```
 */
export interface D6Test {
  /** The roll needed, 2..7 (7: cannot pass). */
  readonly need: number;
  /** Which first rolls are re-rolled (once). */
  readonly reroll: RerollPolicy;
  /** The roll needed on the re-roll, 2..7. */
  readonly rerollNeed: number;
}

/**
 * A test with the same need on the re-roll.
 *
 * @throws {InputError} unless `need` is a whole number 2..7 and `reroll` a policy (a rule
 *   that computed 1+, 8+ or NaN would otherwise give silently wrong odds).
 * @example
 * ```ts
 * d6Test(4, 'failed'); // { need: 4, reroll: 'failed', rerollNeed: 4 }
 * ```
 */
export function d6Test(need: number, reroll: RerollPolicy = 'none'): D6Test {
  if (!(Number.isInteger(need) && need >= 2 && need <= 7)) {
    throw new InputError(
      `d6Test: need must be a whole number 2..7 (the roll needed; 7: cannot pass), got ${show(need)}`,
      'need',
      need,
    );
  }
  if (reroll !== 'none' && reroll !== 'ones' && reroll !== 'failed') {
    throw new InputError(
      `d6Test: reroll must be "none", "ones" or "failed", got ${show(reroll)}`,
      'reroll',
      reroll,
    );
  }
  return { need, reroll, rerollNeed: need };
}

/**
 * Whether a first roll of `face` is re-rolled: a 1 for `ones`, any failed die for `failed`
 * (even one that cannot pass on the re-roll either: it is rolled, as at the table).
 *
 * @example
 * ```ts
 * rerolls(d6Test(4, 'ones'), 1); // true
 * rerolls(d6Test(4, 'ones'), 2); // false
 * ```
 */
export function rerolls(test: D6Test, face: number): boolean {
  if (test.reroll === 'ones') return face === 1;
  if (test.reroll === 'failed') return !passes(test.need, face);
  return false;
}

/**
 * Whether a die showing `face` passes a test needing `need`. A natural 1 always fails.
 *
 * @example
 * ```ts
 * passes(4, 4); // true
 * passes(2, 1); // false: a 1 always fails
 * ```
 */
export function passes(need: number, face: number): boolean {
  return face !== 1 && face >= need;
}

/**
 * The exact outcome of a test: `pass[f]` is the probability that the test passes with the
 * final die (after any re-roll) showing `f`, `fail[f]` that it fails with `f` showing
 * (index 0 unused). Enumerates the 36 first-roll/re-roll pairs, so the probabilities are exact
 * multiples of 1/36.
 *
 * @example
 * ```ts
 * const { pass } = testFaces(d6Test(4, 'ones'));
 * pass[6]; // 1/6 + 1/36: a first 6, or a 1 re-rolled into a 6
 * ```
 */
export function testFaces(test: D6Test): { pass: Float64Array; fail: Float64Array } {
  const pass = new Float64Array(7);
  const fail = new Float64Array(7);
  for (let first = 1; first <= 6; first++) {
    if (rerolls(test, first)) {
      for (let second = 1; second <= 6; second++) {
        const bucket = passes(test.rerollNeed, second) ? pass : fail;
        bucket[second] = (bucket[second] ?? 0) + 1 / 36;
      }
    } else {
      const bucket = passes(test.need, first) ? pass : fail;
      bucket[first] = (bucket[first] ?? 0) + 1 / 6;
    }
  }
  return { pass, fail };
}

/**
 * The probability that a test passes.
 *
 * @example
 * ```ts
 * passChance(d6Test(5)); // 1/3: BS 2 needs 5+
 * ```
 */
export function passChance(test: D6Test): number {
  const { pass } = testFaces(test);
  let p = 0;
  for (let f = 1; f <= 6; f++) p += pass[f] ?? 0;
  return p;
}

/**
 * A test compiled to a lookup table for hot loops: entry `f` (1..6) says what a first roll of
 * `f` does (0 fails, 1 passes, 2 is re-rolled), entry `7 + f` whether a re-roll of `f` passes.
 * Built from {@link rerolls} and {@link passes}, so it means exactly what {@link rollTest}
 * does.
 *
 * @example
 * ```ts
 * const t = testTable(d6Test(4, 'ones'));
 * [t[1], t[3], t[4]]; // [2, 0, 1]: a 1 is re-rolled, a 3 fails, a 4 passes
 * ```
 */
export function testTable(test: D6Test): Int8Array {
  const t = new Int8Array(14);
  for (let f = 1; f <= 6; f++) {
    t[f] = rerolls(test, f) ? 2 : passes(test.need, f) ? 1 : 0;
    t[7 + f] = passes(test.rerollNeed, f) ? 1 : 0;
  }
  return t;
}

/** Any source of fair dice, such as the `DiceStream` of `src/random`. */
export interface D6Source {
  /** A fair D6: 1..6. */
  d6(): number;
}

/**
 * Roll a test die by die, as the rulebook does: returns the final face if the test passed, or
 * minus the final face if it failed. The sampler's interpreter of {@link D6Test}.
 *
 * @example
 * ```ts
 * rollTest(d6Test(4), dice); // e.g. 5 (passed on a 5) or -2 (failed on a 2)
 * ```
 */
export function rollTest(test: D6Test, dice: D6Source): number {
  let face = dice.d6();
  if (rerolls(test, face)) {
    face = dice.d6();
    return passes(test.rerollNeed, face) ? face : -face;
  }
  return passes(test.need, face) ? face : -face;
}
