/**
 * The validated scenario, as the engines receive it: every default of
 * `docs/scenario-format.md` filled in. Each ruleset declares its own scenario types in its
 * folder (`src/rulesets/<name>/types.ts`); this module gathers them for the scenario layer and
 * the public entries, and names their union.
 *
 * @module
 */

import type { ScenarioOf } from './rulesets.js';

export type * from '../format/types.js';
export type {
  FightModel,
  FightRules,
  FightSide,
  MesbgFightScenario,
  MightGoal,
  MightPolicy,
} from '../rulesets/mesbg/fight/types.js';
export type * from '../rulesets/mesbg/types.js';
export type * from '../rulesets/scrollhammer/types.js';
export type * from '../rulesets/wh40k-10e/types.js';

/**
 * Any valid scenario, of any registered ruleset.
 *
 * @example
 * ```ts
 * const s: Scenario = parseScenario(JSON.parse(text));
 * ```
 */
export type Scenario = ScenarioOf;
