/**
 * Warhammer 40,000 11th edition as the pipeline sees it (the ruleset contract,
 * `src/format/ruleset.ts`): its schema part, its compile step (the Lethal Hits decisions made,
 * then the general attack plan; custom keywords are 10th edition's `defineWh40kRule`), its
 * summary line and its keyword names.
 *
 * @module
 */
import type { GeneralResults } from '../../attack/exact.js';
import { defineRuleset, type RulesetInputs } from '../../format/ruleset.js';
import type { Wh40kRule } from '../wh40k-10e/rules/WeaponDraft.js';
import { wh40k11eAnalytics } from './analytics.js';
import {
  bestWh40k11eWeapons,
  compileWh40k11e,
  type Wh40k11eResults,
  wh40k11eResults,
} from './evaluate.js';
import type { Wh40k11eScenarioInput } from './input.js';
import { WH40K_11E_NO_NUMBER_KEYWORDS, WH40K_11E_WEAPON_RULES } from './schema.js';
import { wh40k11eSchemaPart } from './schemaPart.js';
import { summarizeWh40k11e } from './summarize.js';
import type { Wh40k11eScenario } from './types.js';
import { wh40k11eVolleys } from './volley.js';

/**
 * The scenario as a user writes it, by the custom keyword names `C` a call allows.
 *
 * @example
 * ```ts
 * type In = InputWith<Wh40k11eInputs, 'plus-one-damage'>;
 * ```
 */
export interface Wh40k11eInputs extends RulesetInputs {
  readonly input: Wh40k11eScenarioInput<this['C']>;
}

/**
 * The Warhammer 40,000 11th edition ruleset.
 *
 * @example
 * ```ts
 * wh40k11e.summarize(parseScenario(json) as Wh40k11eScenario);
 * ```
 */
export const wh40k11e = defineRuleset<
  'wh40k-11e',
  Wh40k11eScenario,
  Wh40k11eResults,
  Wh40k11eInputs
>({
  name: 'wh40k-11e',
  title: 'Warhammer 40,000 11th edition',
  schema: wh40k11eSchemaPart,
  compile: (s, rules) => {
    const custom = rules as unknown as Readonly<Record<string, Wh40kRule>>;
    // Weapon modes and pistols first (each combination with its own Lethal Hits decisions),
    // then the chosen scenario's Lethal Hits decisions.
    const weapons = bestWh40k11eWeapons(s, custom);
    const { plan, decisions } = compileWh40k11e(weapons.chosen, custom);
    return {
      plan,
      name: (r) =>
        wh40k11eResults(r as GeneralResults, weapons.chosen, [
          ...weapons.decisions,
          // Made on the chosen scenario: each names its attacker as the scenario lists it.
          ...decisions.map((d) => ({ ...d, attacker: weapons.fired[d.attacker]! })),
        ]),
    };
  },
  summarize: summarizeWh40k11e,
  rules: WH40K_11E_WEAPON_RULES,
  noNumberRules: WH40K_11E_NO_NUMBER_KEYWORDS,
  analytics: wh40k11eAnalytics,
  volley: wh40k11eVolleys,
});
