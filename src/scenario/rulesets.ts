/**
 * The rulesets' types for the scenario layer, read from the registry
 * (`src/rulesets/index.ts`, {@link RulesetTypes}): what a scenario file may contain, the
 * validated scenario and the named results, by ruleset name.
 *
 * @module
 */

import type { RulesetName, RulesetTypes } from '../rulesets/index.js';

export type { RulesetName, RulesetTypes } from '../rulesets/index.js';

/**
 * What a scenario file may contain, for any ruleset (or the rulesets `R`): every default
 * optional, discriminated by `ruleset`; `C` is the names of custom rules it may list.
 *
 * @example
 * ```ts
 * const s: ScenarioInput = { ruleset: 'mesbg', attackers: [{ shootValue: 4, strength: 2 }], target: { defence: 3 } };
 * ```
 */
export type ScenarioInput<C extends string = never, R extends RulesetName = RulesetName> = {
  [K in R]: RulesetTypes<C>[K]['input'];
}[R];

/**
 * The named results of the ruleset `R` (a union of them for a union of rulesets): `hits`,
 * `wounds`, `unsaved`, `slain`, `woundsLost` always, then the ruleset's extras.
 *
 * @example
 * ```ts
 * const slain: ResultsOf<'mesbg'>['slain'] = evaluate(s).results.slain;
 * ```
 */
export type ResultsOf<R extends RulesetName = RulesetName> = {
  [K in R]: RulesetTypes[K]['results'];
}[R];

/**
 * The validated scenario of the ruleset `R`.
 *
 * @example
 * ```ts
 * const s: ScenarioOf<'mesbg'> = parseScenario(input);
 * ```
 */
export type ScenarioOf<R extends RulesetName = RulesetName> = {
  [K in R]: RulesetTypes[K]['scenario'];
}[R];
