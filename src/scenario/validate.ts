/**
 * `parseScenario`: plain JSON in, a validated {@link Scenario} out, or a {@link ScenarioError}
 * listing every problem as `path: what is wrong`.
 *
 * @module
 */
import { parseWith } from '../format/parse.js';
import { ScenarioSchema, scenarioSchemaWithRules } from './schema.js';
import type { Scenario } from './types.js';

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
  const rules = options.rules;
  // The schema is built once the value passed the shape check (a bad custom rule name then throws).
  return parseWith(rules ? () => scenarioSchemaWithRules(rules) : ScenarioSchema, input, source);
}
