/**
 * The typed engine API checks its input with the scenario schema: `evaluateScrollhammer`,
 * `evaluateMesbg` and `compileAttack` take the parsed {@link Scenario} shape (and, for
 * Scrollhammer, rule modules in the rule lists), and a caller in plain JavaScript can give
 * them anything. Rather than a second set of checks that could drift from the format, each
 * input is run through {@link parseScenario}: the same messages, the same field paths, the
 * same limits as a scenario file, with the API's name in front:
 *
 * ```text
 * evaluateScrollhammer: invalid scenario
 *   attackers[0].bs: expected 1..10, got 0
 * ```
 *
 * Differences from a scenario file, each because the typed API is code, not JSON:
 * - `ruleset` may be left out (the function says which ruleset it is);
 * - a rule list may hold rule modules (`blind`, or your own from `defineRule`). The built-in
 *   modules are checked as their names (so `[autohit]` needs no `bs`, and `blind` twice is
 *   an error); your own modules are code and are passed through unchecked;
 * - with `method: "exact"`, `samples: 0` is accepted (the type requires a number; the exact
 *   method ignores it).
 *
 * The checked input comes back with every default filled in, as `parseScenario` fills them,
 * so a field left out never reaches an engine as `undefined`.
 *
 * Monte Carlo runs are also bounded here, before any dice are rolled:
 * {@link checkSamplingWork} throws a {@link TooLargeError} when a run would take more than a
 * few minutes.
 *
 * @module
 */

import { checkSampleCount, MAX_SAMPLING_WORK, samplingWork } from '../attack/sampleLimits.js';
import { parseDice } from '../dice/parseDice.js';
import { ScenarioError, show, TooLargeError } from '../errors.js';
import type { Rule } from '../rulesets/scrollhammer/rules/ShotDraft.js';
import { attackerRules, targetRules } from '../rulesets/scrollhammer/rules.js';
import type { MesbgScenario, Scenario, ScrollhammerScenario } from './types.js';
import { parseScenario } from './validate.js';

// The sampling budget is the engines'; the scenario layer re-exports it for its callers.
export { checkSampleCount, MAX_SAMPLING_WORK, samplingWork };

/** Inputs this module produced and checked: checking them again would change nothing. */
const checked = new WeakSet<object>();

/**
 * Check the input of the typed Scrollhammer API (`evaluateScrollhammer`, `compileAttack`)
 * with the scenario schema and return it with every default filled in. An input this function
 * returned is returned as it is (it is checked once).
 *
 * @typeParam T - The engine's input type (`AttackInput` or `ScrollhammerEvaluation`).
 * @param input - The engine input, as typed or as any JavaScript value.
 * @param api - The function's name, put at the start of the error message.
 * @throws {@link ScenarioError} listing every problem, as {@link parseScenario} does;
 *   {@link TooLargeError} for a Monte Carlo run over {@link MAX_SAMPLING_WORK}.
 * @example
 * ```ts
 * checkScrollhammerInput({ attackers: [{ bs: 0, strength: 4 }], target: { groups: [{ toughness: 4 }] } }, 'compileAttack');
 * // throws ScenarioError: compileAttack: invalid scenario
 * //   attackers[0].bs: expected 1..10, got 0
 * ```
 */
export function checkScrollhammerInput<T extends object>(input: T, api: string): T {
  if (checked.has(input)) return input;
  const ruleLists: (readonly unknown[] | undefined)[] = [];
  const indexMaps = new Map<string, number[]>();
  const probe = scenarioProbe(input, 'scrollhammer', api, (o) => {
    // Rule modules in a rule list: built-in ones become their names, own ones are left out.
    const attackers = o.attackers;
    if (Array.isArray(attackers)) {
      o.attackers = attackers.map((a: unknown, i) =>
        withRules(a, `attackers[${i}]`, ruleLists, indexMaps),
      );
    }
    const target = o.target;
    if (isObject(target) && Array.isArray(target.groups)) {
      o.target = {
        ...target,
        groups: target.groups.map((g: unknown, i) =>
          withRules(g, `target.groups[${i}]`, ruleLists, indexMaps),
        ),
      };
    }
  });
  const parsed = parseProbe(probe, input, api, indexMaps) as ScrollhammerScenario;
  checkSamplingWork(parsed, api);
  // Where a list held modules, the engine gets the list as given (it resolves names, rule
  // objects and modules alike); elsewhere the normalised names.
  let i = 0;
  const restore = <R extends { readonly rules: readonly unknown[] }>(x: R): R => {
    const original = ruleLists[i++];
    return original?.some(isRuleModule) ? { ...x, rules: original } : x;
  };
  const attackers = parsed.attackers.map(restore);
  const groups = parsed.target.groups.map(restore);
  const out = { ...parsed, attackers, target: { ...parsed.target, groups } } as unknown as T;
  checked.add(out);
  return out;
}

/**
 * Accept a scenario that {@link parseScenario} has just returned, unchanged, as checked: the
 * typed engine API then skips its own parse of it, so `evaluate()` validates a scenario once,
 * not twice. The limits the schema does not know (the Monte Carlo work, the cost model) are
 * checked by `evaluateParsed`, which `evaluate()` calls next.
 *
 * @internal
 * @example
 * ```ts
 * const s = parseScenario(input);
 * acceptParsed(s); // evaluateScrollhammer(s) will not parse s again
 * ```
 */
export function acceptParsed(scenario: Scenario): void {
  checked.add(scenario);
}

/**
 * Check the input of `evaluateMesbg` with the scenario schema and return it with every
 * default filled in.
 *
 * @param input - A MESBG scenario as typed, or any JavaScript value.
 * @param api - The function's name, put at the start of the error message.
 * @throws {@link ScenarioError} listing every problem; {@link TooLargeError} for a Monte
 *   Carlo run over {@link MAX_SAMPLING_WORK}.
 * @example
 * ```ts
 * checkMesbgInput({ attackers: [{ shootValue: 4, strength: 2 }], target: { defence: 0 } }, 'evaluateMesbg');
 * // throws ScenarioError: evaluateMesbg: invalid scenario
 * //   target.defence: expected 1..10, got 0
 * ```
 */
export function checkMesbgInput<T extends object>(input: T, api: string): T {
  if (checked.has(input)) return input;
  const parsed = parseProbe(scenarioProbe(input, 'mesbg', api), input, api) as MesbgScenario;
  checkSamplingWork(parsed, api);
  checked.add(parsed);
  return parsed as unknown as T;
}

/**
 * Throw a {@link TooLargeError} before a Monte Carlo run that would exceed
 * {@link MAX_SAMPLING_WORK}; exact runs pass. The message says how many samples would fit.
 *
 * @example
 * ```ts
 * checkSamplingWork(parseScenario({ ruleset: 'mesbg', method: 'monte-carlo', samples: 1e9,
 *   attackers: [{ models: 1000, shootValue: 4, strength: 2 }], target: { defence: 3 } }), 'evaluate');
 * // throws TooLargeError: a Monte Carlo run of 1000000000 samples needs about 1.0e+12 shots (about 1.0e+3 per simulated attack) ...
 * ```
 */
export function checkSamplingWork(
  scenario: ScrollhammerScenario | MesbgScenario,
  api: string,
): void {
  if (scenario.method !== 'monte-carlo') return;
  const groups =
    scenario.ruleset === 'mesbg'
      ? scenario.attackers.map((a) => ({
          models: a.models,
          shots: parseDice(a.shots),
          obstructions: a.obstructions?.length ?? a.inTheWay,
        }))
      : scenario.attackers.map((a) => ({ models: a.models, shots: parseDice(a.shots) }));
  checkSampleCount(scenario.samples, samplingWork(groups), api);
}

// ---------------------------------------------------------------------------------------

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function isRuleModule(r: unknown): r is Rule {
  return isObject(r) && typeof r.apply === 'function';
}

/**
 * A scenario object to parse: the input with `ruleset` added (a different one is an error),
 * `samples: 0` dropped when the method is exact, and whatever `edit` changes.
 */
function scenarioProbe(
  input: unknown,
  ruleset: 'scrollhammer' | 'mesbg',
  api: string,
  edit?: (o: Record<string, unknown>) => void,
): unknown {
  if (!isObject(input)) return input; // parseScenario says what is wrong
  if (input.ruleset !== undefined && input.ruleset !== ruleset) {
    throw new ScenarioError(
      [
        {
          path: 'ruleset',
          message: `expected ${JSON.stringify(ruleset)} (${api} is for ${ruleset === 'mesbg' ? 'MESBG' : 'Scrollhammer'}), got ${show(input.ruleset)}`,
        },
      ],
      input,
      api,
    );
  }
  const o: Record<string, unknown> = { ruleset, ...input };
  if ((o.method === undefined || o.method === 'exact') && o.samples === 0) delete o.samples;
  edit?.(o);
  return o;
}

/** The name of a built-in rule module (of attackers or of targets), or undefined. */
function builtInName(r: Rule): string | undefined {
  for (const table of [attackerRules, targetRules] as Readonly<Record<string, Rule>>[]) {
    for (const [name, rule] of Object.entries(table)) if (rule === r) return name;
  }
  return undefined;
}

/**
 * A copy of an attacker or target group whose rule list has its modules replaced: a built-in
 * module by its name (so a target rule on an attacker is reported as such), your own left out
 * (`indexMaps` records, under `at`, the index in the list as given of each rule kept).
 * `lists` receives the list as given.
 */
function withRules(
  item: unknown,
  at: string,
  lists: (readonly unknown[] | undefined)[],
  indexMaps: Map<string, number[]>,
): unknown {
  if (!isObject(item) || !Array.isArray(item.rules)) {
    lists.push(undefined);
    return item;
  }
  const list: readonly unknown[] = item.rules;
  lists.push(list);
  if (!list.some(isRuleModule)) return item;
  const rules: unknown[] = [];
  const kept: number[] = [];
  // By index, not flatMap: a hole in a sparse list stays, as undefined, for the schema.
  for (let i = 0; i < list.length; i++) {
    const r = list[i];
    const name = isRuleModule(r) ? builtInName(r) : undefined;
    if (isRuleModule(r) && name === undefined) continue;
    rules.push(name ?? r);
    kept.push(i);
  }
  indexMaps.set(at, kept);
  return { ...item, rules };
}

const RULE_PATH = /^(attackers\[\d+\]|target\.groups\[\d+\])\.rules\[(\d+)\]/;

/**
 * `parseScenario` of the probe; its ScenarioError is thrown again with the caller's input as
 * its value, and the paths into rule lists that lost modules pointing at the rule as given.
 */
function parseProbe(
  probe: unknown,
  input: unknown,
  api: string,
  indexMaps: ReadonlyMap<string, readonly number[]> = new Map(),
): unknown {
  try {
    return parseScenario(probe, api);
  } catch (e) {
    if (!(e instanceof ScenarioError)) throw e;
    const issues = e.issues.map((issue) => {
      const m = RULE_PATH.exec(issue.path);
      const index = m ? indexMaps.get(m[1]!)?.[Number(m[2])] : undefined;
      if (!m || index === undefined) return issue;
      return { ...issue, path: `${m[1]}.rules[${index}]${issue.path.slice(m[0].length)}` };
    });
    throw new ScenarioError(issues, input, api);
  }
}
