/**
 * The rulesets, registered in one place: each ruleset's name and the function that evaluates
 * its validated scenarios. `evaluate()` dispatches through this table, so a new ruleset adds
 * its folder under `src/rulesets/` and one entry here, and touches no other ruleset's files.
 *
 * @module
 */
import type { CustomRules } from '../scenario/customRules.js';
import { withCustomRules } from '../scenario/customRules.js';
import type { ResultsOf, RulesetName, ScenarioOf } from '../scenario/rulesets.js';
import { evaluateMesbg } from './mesbg/evaluate.js';
import type { MesbgResults } from './mesbg/exact.js';
import { evaluateFight } from './mesbg/fight/evaluate.js';
import { evaluateScrollhammer } from './scrollhammer/evaluate.js';
import { evaluateWh40k } from './wh40k-10e/evaluate.js';
import type { Wh40kRule } from './wh40k-10e/rules/WeaponDraft.js';

/**
 * Each ruleset's name as reports print it.
 *
 * @example
 * ```ts
 * RULESET_TITLES['wh40k-10e']; // 'Warhammer 40,000 10th edition'
 * ```
 */
export const RULESET_TITLES: { readonly [K in RulesetName]: string } = {
  scrollhammer: 'Scrollhammer',
  mesbg: 'MESBG',
  'wh40k-10e': 'Warhammer 40,000 10th edition',
};

/**
 * What an engine is given besides its scenario.
 *
 * @example
 * ```ts
 * const options: RulesetRunOptions = { rules: {}, onProgress: (done, total) => {} };
 * ```
 */
export interface RulesetRunOptions {
  /** Custom rule modules by name (each ruleset reads those written for its draft). */
  readonly rules: CustomRules;
  /** Monte Carlo progress: every ruleset's sampler reports it (every 65,536 samples and at the end). */
  readonly onProgress?: (done: number, total: number) => void;
}

/** The engine of the ruleset `R`: from its validated scenario to its named results, in its order. */
type Engine<R extends RulesetName> = (
  scenario: ScenarioOf<R>,
  options: RulesetRunOptions,
) => ResultsOf<R>;

/**
 * The engines by ruleset name. A ruleset added to `RulesetTypes` (`src/scenario/rulesets.ts`)
 * must add its engine here: the type demands it.
 *
 * @example
 * ```ts
 * RULESET_ENGINES['wh40k-10e'](scenario, { rules: {} }).slain?.mean();
 * ```
 */
export const RULESET_ENGINES: {
  readonly [R in RulesetName]: Engine<R>;
} = {
  scrollhammer: (s, o) =>
    evaluateScrollhammer(
      withCustomRules(s, o.rules),
      undefined,
      o.onProgress ? { onProgress: o.onProgress } : {},
    ),
  // A fight's results are its own (MesbgFightResults), which evaluate() types by its overload
  // for fight scenarios; the table's type names the Shoot phase's.
  mesbg: (s, o) => {
    const progress = o.onProgress ? { onProgress: o.onProgress } : {};
    return s.phase === 'fight'
      ? (evaluateFight(s, undefined, progress) as unknown as MesbgResults)
      : evaluateMesbg(s, undefined, progress);
  },
  // A custom rule given for this ruleset edits its weapon draft (defineWh40kRule).
  'wh40k-10e': (s, o) =>
    evaluateWh40k(
      s,
      o.rules as unknown as Readonly<Record<string, Wh40kRule>>,
      o.onProgress ? { onProgress: o.onProgress } : {},
    ),
};

/**
 * Evaluate a validated scenario with its ruleset's engine.
 *
 * @example
 * ```ts
 * evaluateRuleset(parseScenario(json), { rules: {} }).hits?.mean();
 * ```
 */
export function evaluateRuleset<R extends RulesetName>(
  scenario: ScenarioOf<R>,
  options: RulesetRunOptions,
): ResultsOf<R> {
  // The table pairs each name with its own engine; indexing by a generic name loses that pairing.
  const engine = RULESET_ENGINES[scenario.ruleset as R] as unknown as Engine<R>;
  return engine(scenario, options);
}
