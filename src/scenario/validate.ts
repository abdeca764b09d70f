/**
 * `parseScenario`: plain JSON in, a validated {@link Scenario} out, or a {@link ScenarioError}
 * listing every problem as `path: what is wrong`.
 *
 * @module
 */
import * as v from 'valibot';
import { ScenarioError, type ScenarioIssue, show } from '../errors.js';
import { SCENARIO_LIMITS as L } from './limits.js';
import { ScenarioSchema, scenarioSchemaWithRules } from './schema.js';
import type { Scenario } from './types.js';

/** Field names that could reach an object's prototype if some code copied them blindly. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** At most this many issues are listed; the rest are counted. */
const MAX_ISSUES = 20;

/** Options of {@link parseScenario}. */
export interface ParseOptions {
  /**
   * Names of custom rules the scenario may list (Scrollhammer, attacker and target groups),
   * besides the built-in ones; see `evaluate`'s `rules` option.
   */
  readonly rules?: readonly string[];
}

/**
 * Parse and validate a scenario: fill in every default, normalise the rules (`feelNoPain:
 * true` becomes 5, `{ "rule": "feel-no-pain", "on": 6 }` becomes `feelNoPain: 6`, rule
 * objects without parameters become their names) and return the {@link Scenario} the engines
 * read. The input is never modified, and the result shares no objects with it.
 *
 * Before the schema runs, the input is walked once, iteratively, with hard limits
 * (`SCENARIO_LIMITS`): nesting depth, number of values, string length, and no
 * `__proto__`, `constructor` or `prototype` keys; so hostile JSON fails fast with a
 * `ScenarioError`, never a hang, a stack overflow or prototype pollution. O(size of input).
 *
 * @param input - The scenario: a plain object, as from `JSON.parse`.
 * @param source - Where it came from (a file name), put at the start of the error message.
 * @param options - `rules`: custom rule names the scenario may use.
 * @throws {@link ScenarioError} listing every problem found (up to 20), each with its path;
 *   `InputError` for a custom rule name that is not kebab-case or is a built-in one's.
 *
 * @example
 * ```ts
 * const s = parseScenario({ ruleset: 'mesbg', attackers: [{ shootValue: 4, strength: 2 }], target: { defence: 3 } });
 * s.attackers[0].models; // 1
 * parseScenario({ ruleset: 'scrollhammer', attackers: [{ bs: 3, strength: 4 }], target: { groups: [{ toughness: 0 }] } });
 * // throws ScenarioError: invalid scenario
 * //   target.groups[0].toughness: expected 1..10, got 0
 * ```
 */
export function parseScenario(
  input: unknown,
  source?: string,
  options: ParseOptions = {},
): Scenario {
  const guard = checkShape(input);
  if (guard) throw new ScenarioError([guard], input, source);
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new ScenarioError(
      [{ path: '', message: `expected a scenario object {"ruleset": ...}, got ${show(input)}` }],
      input,
      source,
    );
  }
  const schema = options.rules ? scenarioSchemaWithRules(options.rules) : ScenarioSchema;
  const result = v.safeParse(schema, withoutUndefined(input));
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
