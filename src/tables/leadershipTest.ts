/**
 * Leadership and Morale tests on 2D6. The texts call for them (`004_15cf5d572fc7d6a3.txt`:
 * "Counter-Attack", "Fear", "Fearless", "Frenzy"; `000_2ec87e5aee29120b.txt`: "Marching")
 * but do not say how they are rolled. mathhammer takes the usual reading, stated here as an
 * assumption: roll 2D6, the test is passed on a total equal to or below the Leadership (after
 * any modifier). A Morale test is a Leadership test.
 *
 * @module
 */
import { InputError, optionsObject, show } from '../errors.js';

/** Ways to roll each total 2..12 of 2D6, out of 36. */
const WAYS = [0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];

/**
 * The chance of passing a Leadership test: P(2D6 ≤ leadership + modifier). Exact multiples of
 * 1/36. Leadership 2 passes only on a double 1 (1/36); 12 or more always passes.
 *
 * @param leadership - The Leadership characteristic, a whole number 0..20.
 * @param modifier - Added to the Leadership (a penalty is negative). @defaultValue 0
 * @throws {InputError} unless both are whole numbers and leadership is 0..20.
 * @example
 * ```ts
 * leadershipTest(7);     // 0.5833333333333334 (21/36)
 * leadershipTest(8, -1); // 0.5833333333333334 (as Leadership 7)
 * ```
 */
export function leadershipTest(leadership: number, modifier = 0): number {
  if (!Number.isInteger(leadership) || leadership < 0 || leadership > 20) {
    throw new InputError(
      `leadershipTest: leadership must be a whole number 0..20, got ${show(leadership)}`,
      'leadership',
      leadership,
    );
  }
  if (!Number.isInteger(modifier) || Math.abs(modifier) > 20) {
    throw new InputError(
      `leadershipTest: modifier must be a whole number -20..20, got ${show(modifier)}`,
      'modifier',
      modifier,
    );
  }
  const need = leadership + modifier;
  let ways = 0;
  for (let total = 2; total <= 12; total++) if (total <= need) ways += WAYS[total]!;
  return ways / 36;
}

/**
 * The chance of passing a Morale test: a Leadership test (see {@link leadershipTest}). A
 * Fearless unit passes every Morale test (`004`, "Fearless"): 1.
 *
 * @example
 * ```ts
 * moraleTest(8);                     // 0.7222222222222222 (26/36)
 * moraleTest(8, { fearless: true }); // 1
 * ```
 */
export function moraleTest(
  leadership: number,
  options?: { readonly modifier?: number; readonly fearless?: boolean },
): number {
  options = optionsObject('moraleTest', 'options', options, true);
  if (options.fearless !== undefined && typeof options.fearless !== 'boolean') {
    throw new InputError(
      `moraleTest: fearless must be true or false, got ${show(options.fearless)}`,
      'fearless',
      options.fearless,
    );
  }
  const p = leadershipTest(leadership, options.modifier ?? 0);
  return options.fearless ? 1 : p;
}
