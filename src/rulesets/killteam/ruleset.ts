/**
 * Kill Team (2024) as the pipeline sees it (the ruleset contract, `src/format/ruleset.ts`):
 * its schema part, its compile step (the shooting attack and the fight, `./fight/`, each onto
 * engines of its own, which decide both players' choices best and price their own work) and its
 * summary lines.
 *
 * @module
 */
import { defineRuleset, type RulesetInputs } from '../../format/ruleset.js';
import { killteamAnalytics } from './analytics.js';
import { compileShoot } from './compile.js';
import { shootCost } from './cost.js';
import { evaluateShootPlan } from './evaluate.js';
import { compileFight } from './fight/compile.js';
import { fightCost } from './fight/cost.js';
import { evaluateKtFightPlan } from './fight/evaluate.js';
import type { KtFightScenarioInput } from './fight/input.js';
import { summarizeFight } from './fight/summarize.js';
import type { KtFightScenario } from './fight/types.js';
import type { KtShootScenarioInput } from './input.js';
import type { KtShootResults } from './results.js';
import { KT_WEAPON_RULE_NAMES } from './rules.js';
import { killteamSchemaPart } from './schemaPart.js';
import { summarizeShoot } from './summarize.js';
import type { KtShootScenario } from './types.js';

/**
 * Kill Team's scenario as a user writes it (no custom rules).
 *
 * @example
 * ```ts
 * type In = InputWith<KillteamInputs, never>; // KtShootScenarioInput | KtFightScenarioInput
 * ```
 */
export interface KillteamInputs extends RulesetInputs {
  readonly input: KtShootScenarioInput | KtFightScenarioInput;
}

/**
 * The Kill Team (2024) ruleset.
 *
 * @example
 * ```ts
 * evaluate({ ruleset: 'killteam', attacker: { ... }, target: { ... } }).results.incapacitated.at(1);
 * ```
 */
export const killteam = defineRuleset<
  'killteam',
  KtShootScenario | KtFightScenario,
  KtShootResults,
  KillteamInputs
>({
  name: 'killteam',
  title: 'Kill Team (2024)',
  schema: killteamSchemaPart,
  compile: (scenario) => {
    // The fight's results are KtFightResults (`./fight/results.ts`), named by its own engines.
    if (scenario.phase === 'fight') {
      const fight = compileFight(scenario);
      return {
        run: (progress) =>
          evaluateKtFightPlan(fight, undefined, progress) as unknown as KtShootResults,
        cost: (run) => fightCost(fight, run),
      };
    }
    const plan = compileShoot(scenario);
    return {
      run: (progress) => evaluateShootPlan(plan, undefined, progress) as unknown as KtShootResults,
      cost: (run) => shootCost(plan, run),
    };
  },
  summarize: (s) => (s.phase === 'fight' ? summarizeFight(s) : summarizeShoot(s)),
  rules: KT_WEAPON_RULE_NAMES,
  // Durability and "across every save" of a shooting attack; no analysis files.
  analytics: killteamAnalytics,
});
