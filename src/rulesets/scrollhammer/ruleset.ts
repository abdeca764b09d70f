/**
 * Scrollhammer as the pipeline sees it (the ruleset contract, `src/format/ruleset.ts`): its
 * schema part, its compile step into the general attack plan (run on the wound-chain engines,
 * which its plans are built for), its summary line and its rule names.
 *
 * @module
 */
import type { ScrollhammerResults } from '../../attack/woundChain/exact.js';
import { defineRuleset, type RulesetInputs } from '../../format/ruleset.js';
import { scrollhammerAnalytics } from './analytics.js';
import { parseScrollhammerInput, scrollhammerSamplingWork, withCustomRules } from './checkInput.js';
import { compileScrollhammer } from './compile.js';
import type { ScrollhammerScenarioInput } from './input.js';
import { SCROLLHAMMER_ATTACKER_RULES, SCROLLHAMMER_TARGET_RULES } from './ruleNames.js';
import { scrollhammerSchemaPart } from './schemaPart.js';
import { summarizeScrollhammer } from './summarize.js';
import type { ScrollhammerScenario } from './types.js';

/**
 * Scrollhammer's scenario as a user writes it, by the custom rule names `C` a call allows.
 *
 * @example
 * ```ts
 * type In = InputWith<ScrollhammerInputs, 'rending-arrows'>; // ScrollhammerScenarioInput<'rending-arrows'>
 * ```
 */
export interface ScrollhammerInputs extends RulesetInputs {
  readonly input: ScrollhammerScenarioInput<this['C']>;
}

/**
 * The Scrollhammer ruleset.
 *
 * @example
 * ```ts
 * scrollhammer.summarize(parseScenario(bowmen) as ScrollhammerScenario);
 * ```
 */
export const scrollhammer = defineRuleset<
  'scrollhammer',
  ScrollhammerScenario,
  ScrollhammerResults,
  ScrollhammerInputs
>({
  name: 'scrollhammer',
  title: 'Scrollhammer',
  schema: scrollhammerSchemaPart,
  compile: (scenario, rules) => {
    // A scenario that is not evaluate()'s fresh parse (given to evaluateParsed, or with custom
    // rule modules put in) is checked as the typed API checks its input.
    const s = parseScrollhammerInput(withCustomRules(scenario, rules), 'evaluateScrollhammer');
    const work = scrollhammerSamplingWork(s);
    return {
      plan: compileScrollhammer(s),
      hints: {
        woundChain: true,
        allocation: true,
        ...(work === undefined ? {} : { samplingWork: work }),
      },
      // The wound-chain engines report under Scrollhammer's names already.
      name: (r) => r as ScrollhammerResults,
    };
  },
  summarize: summarizeScrollhammer,
  rules: [...SCROLLHAMMER_ATTACKER_RULES, ...SCROLLHAMMER_TARGET_RULES],
  analytics: scrollhammerAnalytics,
});
