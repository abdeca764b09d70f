/**
 * Warhammer 40,000 10th edition as the pipeline sees it (the ruleset contract,
 * `src/format/ruleset.ts`): its schema part, its compile step into the general attack plan
 * (custom keywords, `defineWh40kRule`, edit its weapon draft), its summary line and its
 * keyword names.
 *
 * @module
 */
import type { GeneralResults } from '../../attack/exact.js';
import { withDecisions } from '../../format/decisions.js';
import { defineRuleset, type RulesetInputs } from '../../format/ruleset.js';
import { wh40kAnalytics } from './analytics.js';
import { compileWh40k } from './compile.js';
import { bestWh40kWeapons, type Wh40kResults, wh40kResults } from './evaluate.js';
import type { Wh40kScenarioInput } from './input.js';
import type { Wh40kRule } from './rules/WeaponDraft.js';
import { WH40K_NO_NUMBER_KEYWORDS, WH40K_WEAPON_RULES } from './schema.js';
import { wh40kSchemaPart } from './schemaPart.js';
import { summarizeWh40k } from './summarize.js';
import type { Wh40kScenario } from './types.js';
import { wh40kVolleys } from './volley.js';

/**
 * The scenario as a user writes it, by the custom keyword names `C` a call allows.
 *
 * @example
 * ```ts
 * type In = InputWith<Wh40kInputs, 'plus-one-damage'>; // Wh40kScenarioInput<'plus-one-damage'>
 * ```
 */
export interface Wh40kInputs extends RulesetInputs {
  readonly input: Wh40kScenarioInput<this['C']>;
}

/**
 * The Warhammer 40,000 10th edition ruleset.
 *
 * @example
 * ```ts
 * wh40k10e.summarize(parseScenario(json) as Wh40kScenario);
 * ```
 */
export const wh40k10e = defineRuleset<'wh40k-10e', Wh40kScenario, Wh40kResults, Wh40kInputs>({
  name: 'wh40k-10e',
  title: 'Warhammer 40,000 10th edition',
  schema: wh40kSchemaPart,
  compile: (s, rules) => {
    // A custom rule given for this ruleset edits its weapon draft (defineWh40kRule).
    const custom = rules as unknown as Readonly<Record<string, Wh40kRule>>;
    // Weapon modes and pistols are choices: the scenario with them made (choices.ts), and the
    // decisions made for "best", which ride with the named results (DECISIONS).
    const { chosen, decisions } = bestWh40kWeapons(s, custom);
    return {
      plan: compileWh40k(chosen, custom),
      // A target of several groups adds its results by group name.
      name: (r) => withDecisions(wh40kResults(r as GeneralResults, chosen), decisions),
    };
  },
  summarize: summarizeWh40k,
  rules: WH40K_WEAPON_RULES,
  noNumberRules: WH40K_NO_NUMBER_KEYWORDS,
  analytics: wh40kAnalytics,
  volley: wh40kVolleys,
});
