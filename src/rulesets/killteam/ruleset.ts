/**
 * Kill Team (2024) as the pipeline sees it (the ruleset contract, `src/format/ruleset.ts`):
 * its schema part, its compile step (the shooting attack onto engines of its own, which
 * decide both players' choices best and price their own work) and its summary lines.
 *
 * @module
 */
import { defineRuleset, type RulesetInputs } from '../../format/ruleset.js';
import { compileShoot } from './compile.js';
import { shootCost } from './cost.js';
import { evaluateShootPlan } from './evaluate.js';
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
 * type In = InputWith<KillteamInputs, never>; // KtShootScenarioInput
 * ```
 */
export interface KillteamInputs extends RulesetInputs {
  readonly input: KtShootScenarioInput;
}

/**
 * The Kill Team (2024) ruleset.
 *
 * @example
 * ```ts
 * evaluate({ ruleset: 'killteam', attacker: { ... }, target: { ... } }).results.incapacitated.at(1);
 * ```
 */
export const killteam = defineRuleset<'killteam', KtShootScenario, KtShootResults, KillteamInputs>({
  name: 'killteam',
  title: 'Kill Team (2024)',
  schema: killteamSchemaPart,
  compile: (scenario) => {
    const plan = compileShoot(scenario);
    return {
      run: (progress) => evaluateShootPlan(plan, undefined, progress) as unknown as KtShootResults,
      cost: (run) => shootCost(plan, run),
    };
  },
  summarize: summarizeShoot,
  rules: KT_WEAPON_RULE_NAMES,
});
