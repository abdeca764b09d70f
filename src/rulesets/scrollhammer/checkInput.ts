/**
 * Scrollhammer's typed engine API (`evaluateScrollhammer`) checks its input with
 * Scrollhammer's part of the scenario schema (`parseTypedInput` of `src/format/typedInput.ts`:
 * the same messages, paths and limits as a scenario file). Besides what a file may hold, a
 * rule list may hold rule modules (`blind`, or your own from `defineRule`): the built-in
 * modules are checked as their names (so `[autohit]` needs no `bs`, and `blind` twice is an
 * error); your own modules are code and are passed through unchecked.
 *
 * The checked input comes back with every default filled in, so a field left out never
 * reaches an engine as `undefined`; a Monte Carlo run over the sampling budget is refused
 * before any dice are rolled.
 *
 * @module
 */

import { parseDice } from '../../dice/parseDice.js';
import { isValidated, markValidated } from '../../format/parse.js';
import type { RuleModules } from '../../format/ruleset.js';
import { parseTypedInput } from '../../format/typedInput.js';
import { checkSampleCount, samplingWork } from '../../plan/sampleLimits.js';
import type { Rule } from './rules/ShotDraft.js';
import { attackerRules, type RuleLike, targetRules } from './rules.js';
import { scrollhammerSchemaPart } from './schemaPart.js';
import type { ScrollhammerScenario } from './types.js';

/**
 * Check the input of the typed Scrollhammer API (`evaluateScrollhammer`) with the scenario
 * schema and return it with every default filled in. An input this function returned is
 * returned as it is (it is checked once).
 *
 * @typeParam T - The engine's input type (`AttackInput` or `ScrollhammerEvaluation`).
 * @param input - The engine input, as typed or as any JavaScript value.
 * @param api - The function's name, put at the start of the error message.
 * @throws {@link ScenarioError} listing every problem, as `parseScenario` does;
 *   {@link TooLargeError} for a Monte Carlo run over `MAX_SAMPLING_WORK`.
 * @example
 * ```ts
 * checkScrollhammerInput({ attackers: [{ bs: 0, strength: 4 }], target: { groups: [{ toughness: 4 }] } }, 'compileAttack');
 * // throws ScenarioError: compileAttack: invalid scenario
 * //   attackers[0].bs: expected 1..10, got 0
 * ```
 */
export function checkScrollhammerInput<T extends object>(input: T, api: string): T {
  if (isValidated(input)) return input;
  const out = parseScrollhammerInput(input, api);
  const s = out as unknown as ScrollhammerScenario;
  const work = scrollhammerSamplingWork(s);
  if (work !== undefined) checkSampleCount(s.samples, work, api);
  return out;
}

/**
 * {@link checkScrollhammerInput} without the sampling budget: the input parsed by
 * Scrollhammer's schema part, defaults filled in, rule modules kept where they were given. For
 * the ruleset's compile step, whose run the pipeline prices afterwards. An input this function
 * (or a fresh parse) returned is returned as it is.
 *
 * @throws {@link ScenarioError} listing every problem, as `parseScenario` does.
 * @example
 * ```ts
 * parseScrollhammerInput(scenario, 'evaluateScrollhammer').attackers[0].models; // 1
 * ```
 */
export function parseScrollhammerInput<T extends object>(input: T, api: string): T {
  if (isValidated(input)) return input;
  const ruleLists: (readonly unknown[] | undefined)[] = [];
  const indexMaps = new Map<string, number[]>();
  const parsed = parseTypedInput(
    input,
    { name: 'scrollhammer', title: 'Scrollhammer', schema: scrollhammerSchemaPart },
    api,
    (o) => {
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
    },
    (path) => {
      // Paths into rule lists that lost modules point at the rule as given.
      const m = RULE_PATH.exec(path);
      const index = m ? indexMaps.get(m[1]!)?.[Number(m[2])] : undefined;
      if (!m || index === undefined) return path;
      return `${m[1]}.rules[${index}]${path.slice(m[0].length)}`;
    },
  ) as ScrollhammerScenario;
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
  markValidated(out);
  return out;
}

/**
 * The work of one simulated attack of a Monte Carlo scenario, in shots (`samplingWork`): each
 * group's models and shots as the scenario gives them. `undefined` for the exact method.
 *
 * @example
 * ```ts
 * scrollhammerSamplingWork({ ...scenario, method: 'monte-carlo' }); // 8 + 10 × 2 for 10 models of 1 shot
 * ```
 */
export function scrollhammerSamplingWork(s: ScrollhammerScenario): number | undefined {
  if (s.method !== 'monte-carlo') return undefined;
  return samplingWork(s.attackers.map((a) => ({ models: a.models, shots: parseDice(a.shots) })));
}

/**
 * A parsed Scrollhammer scenario with the custom rules' names in its rule lists replaced by
 * the modules, as the engine takes them. A scenario without custom rules comes back as it is.
 *
 * @example
 * ```ts
 * withCustomRules(parseScenario(s, undefined, { rules: ['rending-arrows'] }), rules);
 * ```
 */
export function withCustomRules<S extends ScrollhammerScenario>(
  scenario: S,
  rules: RuleModules,
): S {
  if (Object.keys(rules).length === 0) return scenario;
  const resolve = (list: readonly RuleLike[]): RuleLike[] =>
    list.map((r) =>
      // A custom rule named in a Scrollhammer scenario is a Scrollhammer rule (defineRule).
      typeof r === 'string' && Object.hasOwn(rules, r) ? (rules[r] as unknown as Rule) : r,
    );
  const out = {
    ...scenario,
    attackers: scenario.attackers.map((a) => ({ ...a, rules: resolve(a.rules) })),
    target: {
      ...scenario.target,
      groups: scenario.target.groups.map((g) => ({ ...g, rules: resolve(g.rules) })),
    },
  };
  return out as unknown as S;
}

// ---------------------------------------------------------------------------------------

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function isRuleModule(r: unknown): r is Rule {
  return isObject(r) && typeof r.apply === 'function';
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
