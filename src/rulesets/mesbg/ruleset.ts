/**
 * MESBG as the pipeline sees it (the ruleset contract, `src/format/ruleset.ts`): its schema
 * part (the Shoot phase and the Fight), its compile step (the Shoot phase into the general
 * attack plan, whose models In The Way are intercepts; the Fight onto its own engines), its
 * summary lines. MESBG's shooting has no rule modules.
 *
 * @module
 */
import { defineRuleset, type RulesetInputs } from '../../format/ruleset.js';
import { mesbgAnalytics } from './analytics.js';
import { mesbgSamplingWork, parseMesbgInput } from './checkInput.js';
import { compileMesbg, generalPlanOf } from './compile.js';
import { type MesbgResults, mesbgResults } from './exact.js';
import { evaluateFight } from './fight/evaluate.js';
import type { MesbgFightScenarioInput } from './fight/input.js';
import { summarizeFight } from './fight/summarize.js';
import type { MesbgFightScenario } from './fight/types.js';
import type { MesbgScenarioInput } from './input.js';
import { mesbgSchemaPart } from './schemaPart.js';
import { summarizeMesbg } from './summarize.js';
import type { MesbgScenario } from './types.js';

/**
 * MESBG's scenario as a user writes it: the Shoot phase or the Fight (no custom rules).
 *
 * @example
 * ```ts
 * type In = InputWith<MesbgInputs, never>; // MesbgScenarioInput | MesbgFightScenarioInput
 * ```
 */
export interface MesbgInputs extends RulesetInputs {
  readonly input: MesbgScenarioInput | MesbgFightScenarioInput;
}

/**
 * The MESBG ruleset. Its results are the Shoot phase's; a fight's are `MesbgFightResults`,
 * which `evaluate` types by its overload for fight scenarios.
 *
 * @example
 * ```ts
 * mesbg.summarize(parseScenario(json) as MesbgScenario);
 * ```
 */
export const mesbg = defineRuleset<
  'mesbg',
  MesbgScenario | MesbgFightScenario,
  MesbgResults,
  MesbgInputs
>({
  name: 'mesbg',
  title: 'MESBG',
  schema: mesbgSchemaPart,
  compile: (scenario) => {
    // The Fight keeps engines of its own, which check their own size.
    if (scenario.phase === 'fight') {
      return {
        run: (progress) => evaluateFight(scenario, undefined, progress) as unknown as MesbgResults,
      };
    }
    // A scenario that is not evaluate()'s fresh parse is checked as the typed API checks its input.
    const s = parseMesbgInput(scenario, 'evaluateMesbg');
    const work = mesbgSamplingWork(s);
    return {
      plan: generalPlanOf(compileMesbg(s)),
      ...(work === undefined ? {} : { hints: { samplingWork: work } }),
      name: (r) => mesbgResults(r as Parameters<typeof mesbgResults>[0]),
    };
  },
  summarize: (s) => (s.phase === 'fight' ? summarizeFight(s) : summarizeMesbg(s)),
  rules: [],
  analytics: mesbgAnalytics,
});
