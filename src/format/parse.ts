/**
 * The parse every scenario-like file goes through, whatever its schema: a walk of the JSON
 * value with hard limits before any schema runs ({@link checkShape}), the schema, and valibot's
 * issues as `path: what is wrong` ({@link toScenarioIssues}). Game-neutral: the scenario layer
 * parses with the whole scenario schema, a ruleset's typed API with its own part.
 *
 * @module
 */
import * as v from 'valibot';
import { ScenarioError, type ScenarioIssue, show } from '../errors.js';
import { SCENARIO_LIMITS as L } from './limits.js';

/** Field names that could reach an object's prototype if some code copied them blindly. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** At most this many issues are listed; the rest are counted. */
const MAX_ISSUES = 20;

/** Scenarios a parse has just produced, or a typed API has checked: checking them again would change nothing. */
const validated = new WeakSet<object>();

/**
 * Mark a scenario as validated: one that `parseScenario` has just returned to `evaluate()`,
 * unseen by anyone, or that a ruleset's typed API has checked. A ruleset's typed check
 * ({@link isValidated}) then skips it, so `evaluate()` validates a scenario once; a scenario
 * given to `evaluateParsed` by its caller is checked again (it may have changed since).
 *
 * @internal
 * @example
 * ```ts
 * markValidated(parseScenario(input));
 * ```
 */
export function markValidated(scenario: object): void {
  validated.add(scenario);
}

/**
 * Whether {@link markValidated} marked this object.
 *
 * @internal
 * @example
 * ```ts
 * if (isValidated(input)) return input;
 * ```
 */
export function isValidated(scenario: object): boolean {
  return validated.has(scenario);
}

/**
 * Options of {@link parseWith}.
 *
 * @example
 * ```ts
 * const options: ParseWithOptions = { what: 'an analysis', keepUndefined: true };
 * ```
 */
export interface ParseWithOptions {
  /** What the value should be, for the message when it is no object. @defaultValue 'a scenario' */
  readonly what?: string;
  /** Give the schema the fields whose value is `undefined` too. @defaultValue false */
  readonly keepUndefined?: boolean;
}

/**
 * Parse a JSON-like value with a schema: {@link checkShape} first (hostile JSON fails fast),
 * then the schema (or the schema a function builds, once the shape passed) on a copy without
 * `undefined` fields; the value returned shares no objects with the input. Throws a {@link ScenarioError} listing every problem, `source` in front.
 *
 * @throws {@link ScenarioError} listing every problem found (up to 20), each with its path.
 * @example
 * ```ts
 * parseWith(v.object({ bs: v.number() }), { bs: '3' }, 'my.json');
 * // throws ScenarioError: my.json: invalid scenario
 * //   bs: Invalid type: Expected number but received "3"
 * ```
 */
export function parseWith<T>(
  schema: v.GenericSchema<unknown, T> | (() => v.GenericSchema<unknown, T>),
  input: unknown,
  source?: string,
  options: ParseWithOptions = {},
): T {
  const guard = checkShape(input);
  if (guard) throw new ScenarioError([guard], input, source);
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    const what = options.what ?? 'a scenario';
    throw new ScenarioError(
      [{ path: '', message: `expected ${what} object {"ruleset": ...}, got ${show(input)}` }],
      input,
      source,
    );
  }
  const built = typeof schema === 'function' ? schema() : schema;
  const result = v.safeParse(
    built,
    options.keepUndefined === true ? input : withoutUndefined(input),
  );
  if (result.success) return result.output;
  throw new ScenarioError(toScenarioIssues(result.issues), input, source);
}

/**
 * The first structural problem of a JSON-like value, or `undefined`: too deep (or circular),
 * too many values, a string too long, a forbidden key, or a value JSON cannot hold.
 * Iterative, so a value nested a million levels deep cannot overflow the stack.
 *
 * @internal
 * @example
 * ```ts
 * checkShape(JSON.parse('{"__proto__": {"x": 1}}')); // { path: '__proto__', message: 'forbidden field name ...' }
 * ```
 */
export function checkShape(input: unknown): ScenarioIssue | undefined {
  const stack: [value: unknown, path: string, depth: number][] = [[input, '', 0]];
  let count = 0;
  while (stack.length > 0) {
    const [value, path, depth] = stack.pop()!;
    if (++count > L.values) {
      return {
        path: '',
        message: `too large: more than ${L.values} values (a scenario needs far fewer)`,
      };
    }
    if (typeof value === 'string') {
      if (value.length > L.stringLength) {
        return {
          path,
          message: `string too long: ${value.length} characters, at most ${L.stringLength}`,
        };
      }
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= L.depth) {
      return { path, message: `nested more than ${L.depth} levels deep (or circular)` };
    }
    if (Array.isArray(value)) {
      if (value.length > L.values) {
        return { path, message: `too large: a list of ${value.length} values` };
      }
      for (let i = value.length - 1; i >= 0; i--)
        stack.push([value[i], `${path}[${i}]`, depth + 1]);
      continue;
    }
    if (!isPlainObject(value)) {
      const kind = (value as { constructor?: { name?: unknown } }).constructor?.name;
      return {
        path,
        message: `expected plain JSON data, got ${typeof kind === 'string' && kind ? `a ${kind}` : 'an exotic object'}`,
      };
    }
    const keys = Object.keys(value);
    if (keys.length > L.values) return { path, message: `too large: ${keys.length} fields` };
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      const at = joinPath(path, key);
      if (key.length > L.stringLength) {
        return { path, message: `field name too long: ${key.length} characters` };
      }
      if (FORBIDDEN_KEYS.has(key)) {
        return { path: at, message: `forbidden field name ${show(key)}` };
      }
      stack.push([(value as Record<string, unknown>)[key], at, depth + 1]);
    }
  }
  return undefined;
}

/**
 * A copy of a checked JSON-like value without the object fields whose value is `undefined`:
 * the value as its JSON text holds it (`JSON.stringify` leaves such fields out), so the
 * library and the command line read a scenario alike, and `{ strength: undefined }` is
 * reported as a missing field, not as `got undefined`. Recursive: {@link checkShape} has
 * bounded the depth already.
 */
function withoutUndefined(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(withoutUndefined);
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(value)) if (x !== undefined) out[k] = withoutUndefined(x);
  return out;
}

/** An object literal or `JSON.parse` object (from any realm), or one with a null prototype. */
function isPlainObject(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === null || Object.getPrototypeOf(proto) === null;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** `target` + `groups` -> `target.groups`; odd keys are quoted: `target["my key"]`. */
function joinPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  if (IDENTIFIER.test(key)) return path ? `${path}.${key}` : key;
  return `${path}[${JSON.stringify(key.length > 40 ? `${key.slice(0, 37)}...` : key)}]`;
}

type PathItem = {
  readonly type: string;
  readonly origin?: string;
  readonly key?: unknown;
  readonly input?: unknown;
};
type Issue = {
  readonly type: string;
  readonly input: unknown;
  readonly message: string;
  readonly path?: readonly PathItem[] | undefined;
  readonly issues?: readonly Issue[] | undefined;
};

/**
 * Valibot's issues as `{ path, message }` with dotted/bracket paths
 * (`target.groups[0].toughness`), one per path (the first, which is the most basic: a wrong
 * type before a wrong range), at most 20.
 *
 * @internal
 * @example
 * ```ts
 * toScenarioIssues(v.safeParse(ScenarioSchema, x).issues ?? []); // [{ path: 'attackers[0].bs', message: 'expected 1..10, got 0' }]
 * ```
 */
export function toScenarioIssues(issues: readonly v.BaseIssue<unknown>[]): ScenarioIssue[] {
  const out: ScenarioIssue[] = [];
  const seen = new Set<string>();
  const add = (path: string, message: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    out.push({ path, message });
  };
  const visit = (issue: Issue, prefix: string) => {
    let path = prefix;
    const items = issue.path ?? [];
    for (let i = 0; i < items.length; i++) {
      const item = items[i]!;
      // An array given where an object belongs: report it once, at the array.
      if (i === items.length - 1 && item.origin === 'key' && Array.isArray(item.input)) break;
      const key = item.key;
      path = joinPath(path, typeof key === 'number' ? key : String(key));
    }
    // A rule written as an object that matches no rule: the problems inside the object
    // (from the object branch of the union) are more useful than "not a rule name".
    const input = issue.input;
    if (
      issue.type === 'union' &&
      issue.issues &&
      typeof input === 'object' &&
      input !== null &&
      !Array.isArray(input)
    ) {
      const inner = issue.issues.filter((s) => s.type !== 'picklist');
      if (inner.length > 0) {
        for (const s of inner) visit(s, path);
        return;
      }
    }
    add(path, issue.message);
  };
  for (const issue of issues) visit(issue as unknown as Issue, '');
  if (out.length > MAX_ISSUES) {
    const more = out.length - MAX_ISSUES;
    return [...out.slice(0, MAX_ISSUES), { path: '', message: `... and ${more} more problems` }];
  }
  return out;
}
