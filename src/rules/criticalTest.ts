/**
 * A D6 test that can be critical: the {@link D6Test} of `d6Test.ts` (pass on `need` or more, a
 * natural 1 always fails, one re-roll per die) with a natural-roll threshold `criticalOn`: an
 * unmodified roll of `criticalOn` or more is a critical success and always passes, whatever
 * `need` says. Critical hits and wounds of Warhammer 40,000 10th edition read this way
 * (`/work/shared/spec/wh40k-10e.md`, steps 2, 3 and 8), and so can any d6 game's.
 *
 * Both engines read the same description: {@link criticalFaces} gives the exact probabilities,
 * {@link criticalTable} and {@link rollCriticalTest} roll the dice. They share
 * {@link criticalRerolls} and {@link criticalOutcome}, so they cannot drift apart.
 *
 * @module
 */
import { InputError, show } from '../errors.js';
import type { D6Test, RerollPolicy } from './d6Test.js';
import { passes } from './d6Test.js';

/**
 * The re-roll policies of a critical test: those of {@link D6Test} and `'non-critical'`,
 * which re-rolls every die that is not critical (fishing for critical effects), once.
 *
 * @example
 * ```ts
 * const fishing: CriticalRerollPolicy = 'non-critical';
 * ```
 */
export type CriticalRerollPolicy = RerollPolicy | 'non-critical';

/**
 * A D6 roll that can be critical: it passes as a {@link D6Test} does (a natural 1 always
 * fails; `need` already holds the ruleset's clamped sum of modifiers), and an unmodified roll
 * of `criticalOn` or more is a critical success, which always passes whatever `need` says.
 * The re-roll policy `'non-critical'` re-rolls every die that is not critical (once); `'ones'`
 * reads the unmodified die, `'failed'` the test's result. A re-rolled die may be critical.
 *
 * @example
 * ```ts
 * // BS 3+, critical hits on 5+ (an ability), re-roll non-critical hits:
 * const hit: CriticalTest = { need: 3, rerollNeed: 3, reroll: 'non-critical', criticalOn: 5 };
 * ```
 */
export interface CriticalTest extends Omit<D6Test, 'reroll'> {
  /** Which first rolls are re-rolled (once). */
  readonly reroll: CriticalRerollPolicy;
  /** The unmodified roll at or above which the roll is critical, 2..7 (7: never). */
  readonly criticalOn: number;
}

/**
 * A critical test with the same need on the re-roll.
 *
 * @throws {InputError} unless `need` and `criticalOn` are whole numbers 2..7 and `reroll` a
 *   policy.
 * @example
 * ```ts
 * criticalTest(3, 5, 'non-critical'); // { need: 3, rerollNeed: 3, reroll: 'non-critical', criticalOn: 5 }
 * ```
 */
export function criticalTest(
  need: number,
  criticalOn = 6,
  reroll: CriticalRerollPolicy = 'none',
): CriticalTest {
  const test = { need, rerollNeed: need, reroll, criticalOn };
  const problem = criticalTestProblem(test);
  if (problem) {
    throw new InputError(
      `criticalTest: ${problem.field} ${problem.message}, got ${show(problem.value)}`,
      problem.field,
      problem.value,
    );
  }
  return test;
}

/**
 * What is wrong with a value that should be a {@link CriticalTest}, or `null`: the field
 * (relative to the test, `''` for the test itself), what it must be, and the value given.
 * Read by {@link criticalTest} and the plan's check.
 *
 * @example
 * ```ts
 * criticalTestProblem({ need: 3, rerollNeed: 3, reroll: 'none', criticalOn: 1 })?.field; // 'criticalOn'
 * ```
 */
export function criticalTestProblem(
  test: unknown,
): { field: string; message: string; value: unknown } | null {
  if (typeof test !== 'object' || test === null) {
    return { field: '', message: 'must be a critical test object', value: test };
  }
  const t = test as Record<string, unknown>;
  for (const key of ['need', 'rerollNeed', 'criticalOn'] as const) {
    const x = t[key];
    if (!(typeof x === 'number' && Number.isInteger(x) && x >= 2 && x <= 7)) {
      return {
        field: key,
        message: 'must be a whole number 2..7 (7: never)',
        value: x,
      };
    }
  }
  if (!['none', 'ones', 'failed', 'non-critical'].includes(t.reroll as string)) {
    return {
      field: 'reroll',
      message: 'must be "none", "ones", "failed" or "non-critical"',
      value: t.reroll,
    };
  }
  return null;
}

/**
 * What a die showing `face` does on a roll needing `need`: 0 fails, 1 passes, 2 is a critical
 * success (an unmodified `criticalOn` or more, which always passes; a natural 1 never does).
 *
 * @example
 * ```ts
 * criticalOutcome(5, 5, 6); // 1: passes, not critical
 * criticalOutcome(5, 6, 5); // 2: critical on 5+ passes a 6+ test
 * ```
 */
export function criticalOutcome(need: number, criticalOn: number, face: number): 0 | 1 | 2 {
  if (face !== 1 && face >= criticalOn) return 2;
  return passes(need, face) ? 1 : 0;
}

/**
 * Whether a first roll of `face` is re-rolled: a natural 1 for `'ones'`, a failed test for
 * `'failed'`, anything not critical for `'non-critical'`.
 *
 * @example
 * ```ts
 * criticalRerolls({ need: 3, rerollNeed: 3, reroll: 'non-critical', criticalOn: 6 }, 4); // true
 * ```
 */
export function criticalRerolls(test: CriticalTest, face: number): boolean {
  switch (test.reroll) {
    case 'ones':
      return face === 1;
    case 'failed':
      return criticalOutcome(test.need, test.criticalOn, face) === 0;
    case 'non-critical':
      return criticalOutcome(test.need, test.criticalOn, face) !== 2;
    default:
      return false;
  }
}

/**
 * The exact outcome of a critical test by final face (after any re-roll): `fail[f]`,
 * `pass[f]` (passes, not critical) and `critical[f]`, each the probability that the final die
 * shows `f` with that outcome (index 0 unused). Enumerates the 36 first-roll/re-roll pairs.
 *
 * @example
 * ```ts
 * const { critical } = criticalFaces({ need: 3, rerollNeed: 3, reroll: 'non-critical', criticalOn: 6 });
 * critical[6]; // 1/6 + 5/36: a first 6, or any other die re-rolled into a 6
 * ```
 */
export function criticalFaces(test: CriticalTest): {
  fail: Float64Array;
  pass: Float64Array;
  critical: Float64Array;
} {
  const out = [new Float64Array(7), new Float64Array(7), new Float64Array(7)] as const;
  for (let first = 1; first <= 6; first++) {
    if (criticalRerolls(test, first)) {
      for (let second = 1; second <= 6; second++) {
        out[criticalOutcome(test.rerollNeed, test.criticalOn, second)][second]! += 1 / 36;
      }
    } else {
      out[criticalOutcome(test.need, test.criticalOn, first)][first]! += 1 / 6;
    }
  }
  return { fail: out[0], pass: out[1], critical: out[2] };
}

/**
 * The chances of a critical test's three outcomes: `[fail, pass (not critical), critical]`,
 * summing to 1.
 *
 * @example
 * ```ts
 * criticalChances(criticalTest(4)); // [1/2, 1/3, 1/6]
 * ```
 */
export function criticalChances(test: CriticalTest): [number, number, number] {
  const faces = criticalFaces(test);
  const sum = (a: Float64Array) => a.reduce((s, x) => s + x, 0);
  return [sum(faces.fail), sum(faces.pass), sum(faces.critical)];
}

/**
 * A critical test compiled to a lookup table for hot loops: entry `f` (1..6) says what a first
 * roll of `f` does (0 fails, 1 passes, 2 critical, 3 re-rolled), entry `7 + f` what a re-roll
 * of `f` does (0, 1 or 2). Built from {@link criticalRerolls} and {@link criticalOutcome}, so
 * it means exactly what {@link rollCriticalTest} does.
 *
 * @example
 * ```ts
 * const t = criticalTable(criticalTest(4, 6, 'ones'));
 * [t[1], t[3], t[4], t[6]]; // [3, 0, 1, 2]
 * ```
 */
export function criticalTable(test: CriticalTest): Int8Array {
  const t = new Int8Array(14);
  for (let f = 1; f <= 6; f++) {
    t[f] = criticalRerolls(test, f) ? 3 : criticalOutcome(test.need, test.criticalOn, f);
    t[7 + f] = criticalOutcome(test.rerollNeed, test.criticalOn, f);
  }
  return t;
}

/**
 * Roll a critical test die by die with its table ({@link criticalTable}): 0 failed, 1 passed,
 * 2 critical. The sampler's interpreter of {@link CriticalTest}.
 *
 * @example
 * ```ts
 * rollCriticalTest(criticalTable(criticalTest(3)), dice); // 0, 1 or 2
 * ```
 */
export function rollCriticalTest(table: Int8Array, dice: { d6(): number }): number {
  const r = table[dice.d6()]!;
  return r === 3 ? table[7 + dice.d6()]! : r;
}
