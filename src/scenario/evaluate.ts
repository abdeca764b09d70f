/**
 * `evaluate()`: the one entry point from a scenario to its results. It validates, then hands
 * the scenario to its ruleset's engine.
 *
 * @module
 */
import { checkCost, estimateCost } from '../cost/estimate.js';
import type { Dist } from '../dist/Dist.js';
import { InputError, optionsObject, show } from '../errors.js';
import { evaluateRuleset } from '../rulesets/index.js';
import { compileAttack } from '../rulesets/scrollhammer/compile.js';
import { checkExactSize } from '../rulesets/scrollhammer/exactSize.js';
import { acceptParsed, checkSamplingWork } from './checkInput.js';
import { type CustomRules, checkCustomRules, withCustomRules } from './customRules.js';
import { EvaluationResult } from './result.js';
import type { Scenario } from './types.js';
import { parseScenario } from './validate.js';

/**
 * Options of {@link evaluate}.
 *
 * @example
 * ```ts
 * const options: EvaluateOptions = { rules: { 'rending-arrows': rendingArrows } };
 * ```
 */
export interface EvaluateOptions {
  /**
   * Custom rule modules (`defineRule`) by the kebab-case names the scenario lists them by, in
   * attacker or target group `rules`. A name may not be a built-in rule's. @defaultValue {}
   */
  readonly rules?: CustomRules;
  /**
   * Called during a Monte Carlo run of a Scrollhammer scenario, after each chunk of 65,536
   * samples, with the samples done and the total: for a progress bar. It does not change the
   * result. @defaultValue none
   */
  readonly onProgress?: (done: number, total: number) => void;
}

/**
 * Evaluate one attack: validate the scenario (see {@link parseScenario}), then compute the
 * distributions of hits, wounds, unsaved wounds and models slain (and the ruleset's further
 * results) exactly or by seeded Monte Carlo, as the scenario's `method` says.
 *
 * Every result is checked before it is returned (finite, non-negative, summing to 1 within
 * 1e-9): a result that fails is a bug and throws a plain `Error`, never a `NaN` to the caller.
 *
 * @param scenario - A scenario in the format of `docs/scenario-format.md`, as a plain object.
 * @param options - `rules`: custom rule modules by the names the scenario uses for them
 *   (see `docs/rules/README.md`, "Writing your own rule").
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
 * r.results.slain?.at(1); // 0.2222222222222222 (2/3 to hit, then 5+ to wound: 1/3)
 *
 * // A custom rule, by name:
 * const rendingArrows = defineRule({ name: 'rending-arrows', citation: 'house rule: +1 AP',
 *   apply: (d) => ({ ...d, ap: d.ap + 1 }) });
 * evaluate({ ruleset: 'scrollhammer',
 *   attackers: [{ models: 4, bs: 3, strength: 4, rules: ['rending-arrows'] }],
 *   target: { groups: [{ models: 4, toughness: 4, save: 4 }] } },
 *   { rules: { 'rending-arrows': rendingArrows } }).results.slain?.mean(); // 0.6666666666666666
 * ```
 */
export function evaluate(scenario: unknown, options?: EvaluateOptions): EvaluationResult {
  options = optionsObject('evaluate', 'options', options, true);
  const rules = checkCustomRules(options.rules);
  const names = Object.keys(rules);
  const parsed = parseScenario(scenario, undefined, names.length > 0 ? { rules: names } : {});
  // Just parsed and not yet seen by anyone: the engine need not parse it a second time.
  acceptParsed(parsed);
  return evaluateParsed(parsed, { ...options, rules });
}

/**
 * Evaluate a scenario that has already been through {@link parseScenario} (the command line
 * uses it to validate once and then report with the validated scenario).
 *
 * @example
 * ```ts
 * const s = parseScenario(json, 'bowmen.json');
 * const r = evaluateParsed(s);
 * ```
 */
export function evaluateParsed(scenario: Scenario, options?: EvaluateOptions): EvaluationResult {
  options = optionsObject('evaluateParsed', 'options', options, true);
  const rules = checkCustomRules(options.rules);
  if (options.onProgress !== undefined && typeof options.onProgress !== 'function') {
    throw new InputError(
      `evaluate: onProgress must be a function, got ${show(options.onProgress)}`,
      'onProgress',
      options.onProgress,
    );
  }
  const resolved = withCustomRules(scenario, rules);
  // The engines' own limits first (their messages say exactly what to change), then time and
  // memory as a whole: what would run over a minute or 2 GB is refused before any work.
  if (
    resolved.ruleset === 'scrollhammer' ||
    (resolved.ruleset === 'mesbg' && resolved.phase !== 'fight')
  ) {
    checkSamplingWork(resolved, 'evaluate');
    if (resolved.ruleset === 'scrollhammer' && resolved.method === 'exact') {
      checkExactSize(compileAttack(resolved));
    }
    checkCost(resolved);
  } else if (resolved.ruleset === 'wh40k-10e') {
    checkCost(resolved, estimateCost(resolved, rules), rules);
  }
  // The engines return their named results in the ruleset's order; absent extras are skipped.
  const named = evaluateRuleset(scenario, {
    rules,
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
  });
  return resultOf(scenario, named);
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
export function resultOf(
  scenario: Scenario,
  named: Readonly<Record<string, Dist | undefined>>,
): EvaluationResult {
  const results: Record<string, Dist> = {};
  for (const [name, dist] of Object.entries(named)) {
    if (dist === undefined) continue;
    checkDistribution(name, dist);
    results[name] = dist;
  }
  return new EvaluationResult(scenario, results);
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
