/**
 * The rulesets' types in one map: for each ruleset name, the scenario a user writes
 * (`input`), the validated scenario the engine reads (`scenario`) and the engine's named
 * results (`results`). `evaluate`, `parseScenario`, `EvaluationResult` and the analytics read
 * their types from here, so a ruleset plugs into the typed face with one entry (plus its
 * engine in `RULESET_ENGINES` of `src/rulesets/index.ts`, which the compiler then demands).
 *
 * @module
 */

import type { ScrollhammerResults } from '../attack/woundChain/exact.js';
import type { MesbgResults } from '../rulesets/mesbg/exact.js';
import type { MesbgFightScenarioInput } from '../rulesets/mesbg/fight/input.js';
import type { MesbgFightScenario } from '../rulesets/mesbg/fight/types.js';
import type { MesbgScenarioInput } from '../rulesets/mesbg/input.js';
import type { ScrollhammerScenarioInput } from '../rulesets/scrollhammer/input.js';
import type { Wh40kResults } from '../rulesets/wh40k-10e/evaluate.js';
import type { Wh40kScenarioInput } from '../rulesets/wh40k-10e/input.js';
import type { Wh40k11eResults } from '../rulesets/wh40k-11e/evaluate.js';
import type { Wh40k11eScenarioInput } from '../rulesets/wh40k-11e/input.js';
import type { Wh40k11eScenario } from '../rulesets/wh40k-11e/types.js';
import type { MesbgScenario, ScrollhammerScenario, Wh40kScenario } from './types.js';

/**
 * Each ruleset's types by its name. `C` is the names of custom rules a call allows (see
 * `evaluate`'s `rules` option); rulesets without custom rules ignore it.
 *
 * @example
 * ```ts
 * type Slain = RulesetTypes['mesbg']['results']['slain']; // Dist
 * ```
 */
export interface RulesetTypes<C extends string = never> {
  scrollhammer: {
    input: ScrollhammerScenarioInput<C>;
    scenario: ScrollhammerScenario;
    results: ScrollhammerResults;
  };
  /**
   * The Shoot phase, and the Fight (`phase: "fight"`). `results` are the Shoot phase's: a
   * fight's are `MesbgFightResults`, which `evaluate` gives a fight scenario (its first
   * overload); code reading any result by its type alone treats results as the attacks'.
   */
  mesbg: {
    input: MesbgScenarioInput | MesbgFightScenarioInput;
    scenario: MesbgScenario | MesbgFightScenario;
    results: MesbgResults;
  };
  'wh40k-10e': {
    input: Wh40kScenarioInput<C>;
    scenario: Wh40kScenario;
    results: Wh40kResults;
  };
  'wh40k-11e': {
    input: Wh40k11eScenarioInput<C>;
    scenario: Wh40k11eScenario;
    results: Wh40k11eResults;
  };
}

/**
 * A ruleset's name: `"scrollhammer"`, `"mesbg"`, `"wh40k-10e"`, `"wh40k-11e"`.
 *
 * @example
 * ```ts
 * const r: RulesetName = 'mesbg';
 * ```
 */
export type RulesetName = keyof RulesetTypes;

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
