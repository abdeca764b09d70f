/** The error a function throws, for the tests that check errors. */

/**
 * The error `f` throws; fails the test when it returns.
 *
 * @example
 * ```ts
 * expect((thrown(() => parseDice('2D')) as Error).message).toMatch(/expected a number/);
 * ```
 */
export function thrown(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  throw new Error('expected an error');
}
