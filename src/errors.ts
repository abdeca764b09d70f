/**
 * The error classes mathhammer throws. Every check happens once, up front, and throws one of
 * these with a message that names the field, the value and what is allowed; the engines'
 * kernels never check. Catch {@link MathhammerError} to catch them all.
 *
 * @example
 * ```ts
 * import { binomial, InputError } from 'mathhammer';
 * try { binomial(10, 2); } catch (e) { e instanceof InputError; } // true
 * // e.message: 'binomial: p must be a probability in [0, 1], got 2'
 * ```
 * @module
 */

/**
 * The base class of every error mathhammer throws on purpose. Anything else escaping the
 * library is a bug.
 *
 * @example
 * ```ts
 * try { parseDice('2D6++1'); } catch (e) { if (e instanceof MathhammerError) console.error(e.message); }
 * ```
 */
export class MathhammerError extends Error {
  override name = 'MathhammerError';
}

/**
 * A bad argument to a library function: `field` names the parameter or field, `value` is what
 * was given. Messages read `api: field must be ..., got value`.
 *
 * @example
 * ```ts
 * new InputError('die: sides must be a whole number from 1 to 1000000, got 0', 'sides', 0);
 * ```
 */
export class InputError extends MathhammerError {
  override name = 'InputError';
  /** The parameter or field path that was wrong, e.g. `sides` or `attackers[0].bs`. */
  readonly field: string;
  /** The value that was given. */
  readonly value: unknown;
  constructor(message: string, field: string, value: unknown) {
    super(message);
    this.field = field;
    this.value = value;
  }
}

/**
 * Dice notation that cannot be read: the message quotes the expression and says what is
 * wrong. `field` is the field that held it (`shots` when parsed from a scenario).
 *
 * @example
 * ```ts
 * parseDice('2D6++1'); // throws DiceNotationError: dice "2D6++1": ...
 * ```
 */
export class DiceNotationError extends InputError {
  override name = 'DiceNotationError';
}

/**
 * An exact computation that would be too large to finish in reasonable time or memory. It is
 * thrown before any work starts; the message gives the size and the limit, and suggests the
 * Monte Carlo method.
 *
 * @example
 * ```ts
 * try { evaluate(huge); } catch (e) { if (e instanceof TooLargeError) evaluate({ ...huge, method: 'monte-carlo' }); }
 * ```
 */
export class TooLargeError extends MathhammerError {
  override name = 'TooLargeError';
}

/**
 * Throw an {@link InputError} unless `value` is a plain object (not null, not an array): the
 * check of an options argument, so that `f(x, null)` says which argument is wrong instead of
 * a `TypeError` from inside. Returns the object, or `{}` for `undefined` when `optional`.
 *
 * @internal
 * @example
 * ```ts
 * const o = optionsObject('evaluate', 'options', options, true); // {} when undefined
 * ```
 */
export function optionsObject<T extends object>(
  api: string,
  name: string,
  value: T | null | undefined,
  optional: boolean,
): T {
  if (value === undefined && optional) return {} as T;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new InputError(`${api}: ${name} must be an object, got ${show(value)}`, name, value);
  }
  return value;
}

/** Format a value for an error message: strings quoted, long ones shortened. @internal */
export function show(value: unknown): string {
  if (typeof value === 'string') {
    const s = value.length > 60 ? `${value.slice(0, 57)}...` : value;
    return JSON.stringify(s);
  }
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'number' || typeof value === 'boolean' || value == null)
    return String(value);
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return typeof value;
}

/** One problem found in a scenario: where, and what is wrong. */
export interface ScenarioIssue {
  /** The field path, e.g. `target.groups[0].toughness` (empty for the whole scenario). */
  readonly path: string;
  /** What is wrong and what is allowed: `expected 1..10, got 0`. */
  readonly message: string;
}

/**
 * A scenario that does not follow the scenario format. `field` is the path of the first
 * problem and `issues` lists all of them; the message has one line per issue, each
 * `path: what is wrong` (and the file, when the command line read one).
 *
 * @example
 * ```ts
 * try { evaluate({ ruleset: 'scrollhammer', attackers: [], target: { groups: [] } }); }
 * catch (e) { if (e instanceof ScenarioError) console.error(e.issues[0]?.path); } // 'attackers'
 * ```
 */
export class ScenarioError extends InputError {
  override name = 'ScenarioError';
  readonly issues: readonly ScenarioIssue[];
  constructor(issues: readonly ScenarioIssue[], value: unknown, source?: string) {
    const lines = issues.map((i) => `${i.path || '(scenario)'}: ${i.message}`);
    super(
      `${source ? `${source}: ` : ''}invalid scenario\n  ${lines.join('\n  ')}`,
      issues[0]?.path ?? '',
      value,
    );
    this.issues = issues;
  }
}
