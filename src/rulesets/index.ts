/**
 * The rulesets, registered in one place: each ruleset's name and the function that evaluates
 * its validated scenarios. `evaluate()` dispatches through this table, so a new ruleset adds
 * its folder under `src/rulesets/` and one entry here, and touches no other ruleset's files.
 *
 * @module
 */
import type { Dist } from '../dist/Dist.js';
import type { CustomRules } from '../scenario/customRules.js';
import { withCustomRules } from '../scenario/customRules.js';
import type { Scenario } from '../scenario/types.js';
import { evaluateMesbg } from './mesbg/evaluate.js';
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
export const RULESET_TITLES: { readonly [K in Scenario['ruleset']]: string } = {
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
  /** Monte Carlo progress, where the ruleset's sampler reports it. */
  readonly onProgress?: (done: number, total: number) => void;
}

/** One ruleset's engine: its results by name, in its order. */
type Engine<S extends Scenario> = (
  scenario: S,
  options: RulesetRunOptions,
) => Readonly<Record<string, Dist | undefined>>;

/**
 * The engines by ruleset name.
 *
 * @example
 * ```ts
 * RULESET_ENGINES['wh40k-10e'](scenario, { rules: {} }).slain?.mean();
 * ```
 */
export const RULESET_ENGINES: {
  readonly [K in Scenario['ruleset']]: Engine<Extract<Scenario, { readonly ruleset: K }>>;
} = {
  scrollhammer: (s, o) =>
    evaluateScrollhammer(
      withCustomRules(s, o.rules),
      undefined,
      o.onProgress ? { onProgress: o.onProgress } : {},
    ),
  mesbg: (s) => (s.phase === 'fight' ? evaluateFight(s) : evaluateMesbg(s)),
  // A custom rule given for this ruleset edits its weapon draft (defineWh40kRule).
  'wh40k-10e': (s, o) =>
    evaluateWh40k(
      s,
      o.rules as unknown as Readonly<Record<string, Wh40kRule>>,
    ) as unknown as Readonly<Record<string, Dist>>,
};

/**
 * Evaluate a validated scenario with its ruleset's engine.
 *
 * @example
 * ```ts
 * evaluateRuleset(parseScenario(json), { rules: {} }).hits?.mean();
 * ```
 */
export function evaluateRuleset(
  scenario: Scenario,
  options: RulesetRunOptions,
): Readonly<Record<string, Dist | undefined>> {
  const engine = RULESET_ENGINES[scenario.ruleset] as Engine<Scenario>;
  return engine(scenario, options);
}
