/**
 * A test of one die, or of a first die and a further die: the further die is rolled only when
 * the first passes, and the test passes when both do. Each die is a {@link D6Test} with its
 * own re-roll. The To Wound chart of MESBG (`003_f07a2392f32efa83.txt`, "ROLLING TO WOUND
 * (27)": the 6+/4+, 6+/5+ and 6+/6+ entries, "both dice rolls are individual rolls") is one
 * such test; any game may use it. Both engines read it: {@link successiveChance} gives the
 * exact chance, {@link rollSuccessive} rolls the dice.
 *
 * @module
 */
import { type D6Source, type D6Test, passChance, rollTest } from './d6Test.js';

/**
 * One die (`further: null`), or a first die then a further die rolled only when the first
 * passes. A first die that cannot pass (`need` 7) rolls no die at all.
 *
 * @example
 * ```ts
 * const plain: SuccessiveTest = { first: d6Test(5), further: null };        // 5+
 * const twoDice: SuccessiveTest = { first: d6Test(6), further: d6Test(4) }; // 6+, then 4+
 * ```
 */
export interface SuccessiveTest {
  readonly first: D6Test;
  /** The further die, rolled only when the first passes; null: one die. */
  readonly further: D6Test | null;
}

/**
 * The exact chance that a successive test passes: the first die's chance times the further
 * die's (the dice are independent, each with its own re-roll).
 *
 * @example
 * ```ts
 * successiveChance({ first: d6Test(5), further: null });          // 1/3
 * successiveChance({ first: d6Test(6), further: d6Test(5) });     // 1/18 (1/6 × 1/3)
 * ```
 */
export function successiveChance(t: SuccessiveTest): number {
  const first = passChance(t.first);
  return t.further === null ? first : first * passChance(t.further);
}

/**
 * Roll a successive test die by die (the samplers' interpreter): the first die, then the
 * further die only when the first passed. A first die that cannot pass is not rolled.
 *
 * @returns whether the test passed.
 * @example
 * ```ts
 * rollSuccessive({ first: d6Test(6), further: d6Test(5) }, dice); // true when the dice show a 6, then a 5 or 6
 * ```
 */
export function rollSuccessive(t: SuccessiveTest, dice: D6Source): boolean {
  if (t.first.need > 6 || rollTest(t.first, dice) <= 0) return false;
  return t.further === null || rollTest(t.further, dice) > 0;
}

/**
 * Whether a successive test can pass at all (no die needs 7).
 *
 * @example
 * ```ts
 * canPass({ first: d6Test(7), further: null });          // false
 * canPass({ first: d6Test(6), further: d6Test(6) });     // true
 * ```
 */
export function canPass(t: SuccessiveTest): boolean {
  return t.first.need <= 6 && (t.further === null || t.further.need <= 6);
}
