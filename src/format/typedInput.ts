/**
 * The typed engine API of a ruleset (`evaluateScrollhammer`, `evaluateMesbg`) checks its
 * input with the scenario format: rather than a second set of checks that could drift from
 * the format, each input is parsed by the ruleset's part of the scenario schema, with the same
 * messages, the same field paths and the same limits as a scenario file, the API's name in
 * front:
 *
 * ```text
 * evaluateScrollhammer: invalid scenario
 *   attackers[0].bs: expected 1..10, got 0
 * ```
 *
 * Differences from a scenario file, each because the typed API is code, not JSON:
 * - `ruleset` may be left out (the function says which ruleset it is);
 * - with `method: "exact"`, `samples: 0` is accepted (the type requires a number; the exact
 *   method ignores it).
 *
 * @module
 */
import { ScenarioError, show } from '../errors.js';
import { parseWith } from './parse.js';
import type { RulesetScenario, RulesetSchemaPart } from './ruleset.js';
import { scenarioSchemaOf } from './schema.js';

/** A ruleset's whole schema for its typed API: built on first use. */
const schemas = new WeakMap<RulesetSchemaPart, ReturnType<typeof scenarioSchemaOf>>();

/**
 * Parse the input of a ruleset's typed API: the input with `ruleset` added (a different one
 * is an error naming the API), `samples: 0` dropped when the method is exact, then whatever
 * `edit` changes; then the ruleset's schema. A `ScenarioError` comes back with the caller's
 * input as its value, `api` as its source, and its paths mapped by `mapPath`.
 *
 * @param input - The API's input, as typed or any JavaScript value.
 * @param ruleset - The ruleset's name, title and schema part.
 * @param api - The function's name, put at the start of the error message.
 * @throws {@link ScenarioError} listing every problem, as `parseScenario` does.
 * @example
 * ```ts
 * parseTypedInput({ attackers: [{ shootValue: 4, strength: 2 }], target: { defence: 0 } },
 *   { name: 'mesbg', title: 'MESBG', schema: mesbg.schema }, 'evaluateMesbg');
 * // throws ScenarioError: evaluateMesbg: invalid scenario
 * //   target.defence: expected 1..10, got 0
 * ```
 */
export function parseTypedInput(
  input: unknown,
  ruleset: { readonly name: string; readonly title: string; readonly schema: RulesetSchemaPart },
  api: string,
  edit?: (o: Record<string, unknown>) => void,
  mapPath: (path: string) => string = (path) => path,
): RulesetScenario {
  let probe = input;
  if (typeof input === 'object' && input !== null && !Array.isArray(input)) {
    const given = (input as { ruleset?: unknown }).ruleset;
    if (given !== undefined && given !== ruleset.name) {
      throw new ScenarioError(
        [
          {
            path: 'ruleset',
            message: `expected ${JSON.stringify(ruleset.name)} (${api} is for ${ruleset.title}), got ${show(given)}`,
          },
        ],
        input,
        api,
      );
    }
    const o: Record<string, unknown> = { ruleset: ruleset.name, ...input };
    if ((o.method === undefined || o.method === 'exact') && o.samples === 0) delete o.samples;
    edit?.(o);
    probe = o;
  }
  let schema = schemas.get(ruleset.schema);
  if (!schema) {
    schema = scenarioSchemaOf([ruleset]);
    schemas.set(ruleset.schema, schema);
  }
  try {
    return parseWith(schema, probe, api);
  } catch (e) {
    if (!(e instanceof ScenarioError)) throw e;
    const issues = e.issues.map((issue) => ({ ...issue, path: mapPath(issue.path) }));
    throw new ScenarioError(issues, input, api);
  }
}
