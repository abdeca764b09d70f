/**
 * Warhammer Age of Sigmar 4th edition as the pipeline sees it (the ruleset contract,
 * `src/format/ruleset.ts`): its schema part, its compile step into the general attack plan,
 * its summary line and its ability names. Mechanics: `docs/aos4.md`.
 *
 * @module
 */
import type { GeneralResults } from '../../attack/exact.js';
import { defineRuleset, type RulesetInputs } from '../../format/ruleset.js';
import { aos4Analytics } from './analytics.js';
import { compileAos4 } from './compile.js';
import { type Aos4Results, aos4Results } from './evaluate.js';
import type { Aos4ScenarioInput } from './input.js';
import { AOS4_ABILITIES } from './schema.js';
import { aos4SchemaPart } from './schemaPart.js';
import { summarizeAos4 } from './summarize.js';
import type { Aos4Scenario } from './types.js';
import { aos4Volleys } from './volley.js';

/**
 * The scenario as a user writes it (the ruleset takes no custom rules).
 *
 * @example
 * ```ts
 * type In = InputWith<Aos4Inputs, never>; // Aos4ScenarioInput
 * ```
 */
export interface Aos4Inputs extends RulesetInputs {
  readonly input: Aos4ScenarioInput;
}

/**
 * The Age of Sigmar 4th edition ruleset.
 *
 * @example
 * ```ts
 * aos4.summarize(parseScenario(json) as Aos4Scenario);
 * ```
 */
export const aos4 = defineRuleset<'aos4', Aos4Scenario, Aos4Results, Aos4Inputs>({
  name: 'aos4',
  title: 'Warhammer Age of Sigmar 4th edition',
  schema: aos4SchemaPart,
  compile: (s) => ({
    plan: compileAos4(s),
    name: (r) => aos4Results(r as GeneralResults),
  }),
  summarize: summarizeAos4,
  rules: AOS4_ABILITIES,
  analytics: aos4Analytics,
  volley: aos4Volleys,
});
