/**
 * `evaluate()`: the one pipeline from a scenario to its results, each stage once:
 *
 * 1. **parse** (`parseScenario`): the file format and its limits, by the whole scenario
 *    schema that joins the registered rulesets' parts;
 * 2. **compile**: the scenario's ruleset (the registry, `src/rulesets/index.ts`) turns it into
 *    a general attack plan with its cost hints, once;
 * 3. **price**: the engines' own limits and the cost model (`src/cost/`) read the plan and
 *    refuse, before any work, what would take minutes or gigabytes;
 * 4. **run**: the engines' one door (`exact` / `sample` of `src/attack/run.ts`) picks the
 *    engine family that runs the plan;
 * 5. **results**: the ruleset names them, and each distribution is checked before it is
 *    returned as an {@link EvaluationResult} (whose report is `report()`).
 *
 * @module
 */

import { checkExact, exact, sample } from '../attack/run.js';
import { checkCompiledCost } from '../cost/estimate.js';
import type { Dist } from '../dist/Dist.js';
import { InputError, optionsObject, show } from '../errors.js';
import { noNumberNotes } from '../format/notes.js';
import { markValidated } from '../format/parse.js';
import type { AnyRuleset, CompiledScenario, RuleModules } from '../format/ruleset.js';
import type { RunOptions } from '../format/types.js';
import { checkSampleCount } from '../plan/sampleLimits.js';
import { rulesetNamed } from '../rulesets/index.js';
import type { KtFightScenarioInput } from '../rulesets/killteam/fight/input.js';
import type { KtFightResults } from '../rulesets/killteam/fight/results.js';
import type { KtFightScenario } from '../rulesets/killteam/fight/types.js';
import type { MesbgFightScenarioInput } from '../rulesets/mesbg/fight/input.js';
import type { MesbgFightResults } from '../rulesets/mesbg/fight/results.js';
import type { MesbgFightScenario } from '../rulesets/mesbg/fight/types.js';
import { type CustomRules, checkCustomRules } from './customRules.js';
import { decisionsOf, EvaluationResult, resultEntries } from './result.js';
import type { ResultsOf, RulesetName, ScenarioInput, ScenarioOf } from './rulesets.js';
import { parseScenario } from './validate.js';

/**
 * Options of {@link evaluate}; `C` is the names of the custom rules given.
 *
 * @example
 * ```ts
 * const options: EvaluateOptions<'rending-arrows'> = { rules: { 'rending-arrows': rendingArrows } };
 * ```
 */
export interface EvaluateOptions<C extends string = string> {
  /**
   * Custom rule modules (`defineRule`) by the kebab-case names the scenario lists them by, in
   * attacker or target group `rules`; these names, and no others, become legal in the
   * scenario's type. A name may not be a built-in rule's. @defaultValue {}
   */
  readonly rules?: CustomRules<C>;
  /**
   * Called during a Monte Carlo run of any ruleset, after every 65,536 samples and at the
   * end, with the samples done and the total: for a progress bar. It does not change the
   * result. @defaultValue none
   */
  readonly onProgress?: (done: number, total: number) => void;
}

/**
 * What {@link evaluate} returns for a scenario typed `any` (`JSON.parse`'s): any ruleset's
 * results by name, each possibly absent. (For a scenario of another type this overload never
 * matches; when none does, the compiler reports the scenario's mistake and types the result
 * by the scenario's `ruleset`, so that no second, unrelated error follows.)
 *
 * @example
 * ```ts
 * evaluate(JSON.parse(text)).results.slainB?.mean(); // a fight's result, if it is one
 * ```
 */
export type EvaluationOfAny<S> = 0 extends 1 & S
  ? EvaluationResult<RulesetName, { readonly [name: string]: Dist | undefined }>
  : [S] extends [never]
    ? EvaluationResult
    : [S] extends [{ readonly ruleset: 'mesbg'; readonly phase: 'fight' }]
      ? EvaluationResult<'mesbg', MesbgFightResults>
      : [S] extends [{ readonly ruleset: 'killteam'; readonly phase: 'fight' }]
        ? EvaluationResult<'killteam', KtFightResults>
        : [S] extends [{ readonly ruleset: infer R extends RulesetName }]
          ? EvaluationResult<R>
          : EvaluationResult;

/**
 * Evaluate one attack: validate the scenario (see {@link parseScenario}), then compute the
 * distributions of hits, wounds, unsaved wounds and models slain (and the ruleset's further
 * results) exactly or by seeded Monte Carlo, as the scenario's `method` says.
 *
 * Typed: the scenario is checked against its ruleset's input type (a misspelt field or rule
 * name does not compile), and the result's type follows the ruleset
 * (`evaluate(mesbgScenario).results.obstructionHits` is a `Dist`). Custom rules given in
 * `options.rules` make their names legal in the scenario. A scenario of unknown shape (JSON
 * from a file) goes through {@link parseScenario} first, which returns the typed scenario or
 * throws a `ScenarioError`; from JavaScript, `evaluate(JSON.parse(text))` validates alike.
 *
 * Every result is checked before it is returned (finite, non-negative, summing to 1 within
 * 1e-9): a result that fails is a bug and throws a plain `Error`, never a `NaN` to the caller.
 *
 * @param scenario - A scenario in the format of `docs/scenario-format.md`, as a plain object,
 *   or a scenario validated by {@link parseScenario}.
 * @param options - `rules`: custom rule modules by the names the scenario uses for them
 *   (see `docs/rules/README.md`, "Writing your own rule"); `onProgress`.
 * @throws {@link ScenarioError} when the scenario is not valid; {@link TooLargeError} when
 * the exact method would take too long (use `method: "monte-carlo"`); `InputError` for a bad
 * custom rule or a rule combination the engine refuses (the message names the field).
 *
 * @example
 * ```ts
 * const r = evaluate({
 *   ruleset: 'mesbg',
 *   attackers: [{ name: 'Háma', shootValue: 3, strength: 2 }],
 *   target: { name: 'Hill Tribesman', defence: 3 },
 * });
 * r.results.slain.at(1); // 0.2222222222222222 (2/3 to hit, then 5+ to wound: 1/3)
 *
 * // A custom rule, by name:
 * const rendingArrows = defineRule({ name: 'rending-arrows', citation: 'house rule: +1 AP',
 *   apply: (d) => ({ ...d, ap: d.ap + 1 }) });
 * evaluate({ ruleset: 'scrollhammer',
 *   attackers: [{ models: 4, bs: 3, strength: 4, rules: ['rending-arrows'] }],
 *   target: { groups: [{ models: 4, toughness: 4, save: 4 }] } },
 *   { rules: { 'rending-arrows': rendingArrows } }).results.slain.mean(); // 0.6666666666666666
 * ```
 */
export function evaluate<const S>(
  scenario: 0 extends 1 & S ? S : never,
  options?: EvaluateOptions,
): EvaluationOfAny<S>;
export function evaluate<R extends RulesetName, const C extends string = never>(
  scenario: { readonly ruleset: R } & Exclude<
    ScenarioInput<NoInfer<C>, R>,
    MesbgFightScenarioInput | KtFightScenarioInput
  >,
  options?: EvaluateOptions<C>,
): EvaluationResult<R>;
export function evaluate(
  scenario: MesbgFightScenarioInput | MesbgFightScenario,
  options?: EvaluateOptions<never>,
): EvaluationResult<'mesbg', MesbgFightResults>;
export function evaluate(
  scenario: KtFightScenarioInput | KtFightScenario,
  options?: EvaluateOptions<never>,
): EvaluationResult<'killteam', KtFightResults>;
export function evaluate<R extends RulesetName>(
  scenario: { readonly ruleset: R } & ScenarioOf<R>,
  options?: EvaluateOptions,
): EvaluationResult<R>;
export function evaluate<const C extends string = never>(
  scenario: ScenarioInput<NoInfer<C>> | ScenarioOf,
  options?: EvaluateOptions<C>,
): EvaluationResult;
export function evaluate(
  scenario: unknown,
  options?: EvaluateOptions,
): EvaluationResult<RulesetName, object> {
  options = optionsObject('evaluate', 'options', options, true);
  const rules = checkCustomRules(options.rules);
  const names = Object.keys(rules);
  const parsed = parseScenario(scenario, undefined, names.length > 0 ? { rules: names } : {});
  // Just parsed and not yet seen by anyone: the ruleset need not check it a second time.
  markValidated(parsed);
  return evaluateParsed(parsed, { ...options, rules });
}

/**
 * {@link evaluate} for JSON of unknown shape (a file's `JSON.parse`, a request body): the same
 * validation at run time, with no compile-time check of the scenario; the result's type
 * covers every ruleset. To check at compile time what a value is, use {@link parseScenario}.
 *
 * @throws {@link ScenarioError} when the scenario is not valid, as `evaluate`.
 * @example
 * ```ts
 * const r = evaluateJson(JSON.parse(readFileSync('bowmen.json', 'utf8')));
 * r.results.slain.mean();
 * ```
 */
export function evaluateJson(json: unknown, options: EvaluateOptions = {}): EvaluationResult {
  return evaluate(json as ScenarioOf, options);
}

/**
 * Evaluate a scenario that has already been through {@link parseScenario} (the command line
 * uses it to validate once and then report with the validated scenario).
 *
 * @internal
 * @example
 * ```ts
 * const s = parseScenario(json, 'bowmen.json');
 * const r = evaluateParsed(s);
 * ```
 */
export function evaluateParsed<R extends RulesetName>(
  scenario: ScenarioOf<R>,
  options?: EvaluateOptions,
): EvaluationResult<R> {
  options = optionsObject('evaluateParsed', 'options', options, true);
  const rules = checkCustomRules(options.rules);
  if (options.onProgress !== undefined && typeof options.onProgress !== 'function') {
    throw new InputError(
      `evaluate: onProgress must be a function, got ${show(options.onProgress)}`,
      'onProgress',
      options.onProgress,
    );
  }
  const compiled = compileScenario(scenario, rules);
  return resultOf(scenario, run(compiled, scenario, options.onProgress) as ResultsOf<R>);
}

/**
 * A validated scenario through its ruleset's compile step, refused before any work when too
 * large (as {@link evaluateParsed} does before it runs the engines): what `mathhammer/node`
 * runs on worker threads.
 *
 * @internal
 * @throws as {@link evaluateParsed}, before any engine runs.
 * @example
 * ```ts
 * const compiled = compileScenario(parseScenario(json), {});
 * if ('plan' in compiled) compiled.plan.profiles.length;
 * ```
 */
export function compileScenario(
  scenario: ScenarioOf,
  rules: CustomRules,
): CompiledScenario<object> {
  const ruleset = rulesetOf(scenario.ruleset);
  const compiled = ruleset.compile(scenario as never, rules as RuleModules);
  price(compiled, scenario);
  return compiled;
}

/** The registered ruleset of a validated scenario. */
function rulesetOf(name: string): AnyRuleset {
  const ruleset = rulesetNamed(name);
  if (!ruleset) {
    throw new InputError(`ruleset: no ruleset named ${show(name)} is registered`, 'ruleset', name);
  }
  return ruleset;
}

/**
 * Refuse a compiled scenario before any work. The engines' own limits first (their messages
 * say exactly what to change): the sampling budget as the ruleset counts its scenario's shots,
 * the wound-chain engine's exact size; then time and memory as a whole (the cost model); a
 * Monte Carlo run whose ruleset gave no count is checked by the engines' door, from the plan.
 * A run on engines of the ruleset's own is priced by the parts its ruleset gives.
 */
function price(compiled: CompiledScenario<object>, run: RunOptions): void {
  if (!('plan' in compiled)) {
    checkCompiledCost(compiled, run);
    return;
  }
  const work = compiled.hints?.samplingWork;
  if (run.method === 'monte-carlo' && work !== undefined) {
    checkSampleCount(run.samples, work, 'evaluate');
  }
  if (run.method === 'exact') checkExact(compiled.plan, compiled.hints);
  checkCompiledCost(compiled, run);
}

/** Run a compiled scenario: its plan through the engines' door, or the ruleset's own engines. */
function run(
  compiled: CompiledScenario<object>,
  options: RunOptions,
  onProgress: ((done: number, total: number) => void) | undefined,
): object {
  if (!('plan' in compiled)) return compiled.run(onProgress ? { onProgress } : {});
  const preference = { woundChain: compiled.hints?.woundChain === true };
  const results =
    options.method === 'exact'
      ? exact(compiled.plan, preference)
      : sample(compiled.plan, {
          ...preference,
          samples: options.samples,
          ...(options.seed === undefined ? {} : { seed: options.seed }),
          ...(onProgress ? { onProgress } : {}),
        });
  return compiled.name(results);
}

/**
 * Wrap an engine's named results as an {@link EvaluationResult}: absent extras skipped, and
 * every distribution checked (finite, non-negative, summing to 1 within 1e-9), the last line
 * of defence against an engine bug reaching a user as a wrong number.
 *
 * @internal
 * @example
 * ```ts
 * resultOf(scenario, evaluateScrollhammer(scenario));
 * ```
 */
export function resultOf<R extends RulesetName>(
  scenario: ScenarioOf<R>,
  named: ResultsOf<R>,
): EvaluationResult<R> {
  const results: Record<string, Dist> = {};
  for (const [name, dist] of resultEntries(named)) {
    checkDistribution(name, dist);
    results[name] = dist;
  }
  const noNumber = rulesetNamed(scenario.ruleset)?.noNumberRules ?? [];
  return new EvaluationResult<R>(
    scenario,
    results as unknown as ResultsOf<R>,
    decisionsOf(named),
    noNumberNotes(scenario, noNumber),
  );
}

function checkDistribution(name: string, dist: Dist): void {
  const p = dist.toArray();
  let sum = 0;
  for (let k = 0; k < p.length; k++) {
    const x = p[k]!;
    if (!(x >= 0 && x <= 1)) {
      throw new Error(`internal error: results.${name} has P(${k}) = ${x}`);
    }
    sum += x;
  }
  if (!(Math.abs(sum - 1) <= 1e-9)) {
    throw new Error(`internal error: results.${name} sums to ${sum}, not 1`);
  }
}
