/**
 * The same attack repeated over several turns, exactly: the distribution of models slain
 * after each turn and the chance the target unit is destroyed within n turns, with the state
 * carried over from turn to turn (the models left, and the damage on a wounded model).
 *
 * How the state carries over is the ruleset's (the `turns` of its analytics, the ruleset
 * contract of `src/format/ruleset.ts`): Scrollhammer's target of one group allocates each
 * turn's wounds from the state the turns before left (`src/rulesets/scrollhammer/turns.ts`);
 * a MESBG model adds up the wounds of each turn until they reach its Wounds; Warhammer 40,000
 * repeats the plan's profiles; Age of Sigmar adds up the damage pools. Each turn's attack is
 * the single evaluation's, priced as `evaluate()` prices it.
 *
 * @module
 */

import type { Dist } from '../dist/Dist.js';
import { InputError } from '../errors.js';
import type { AnyRuleset, TurnSeries } from '../format/ruleset.js';
import { rulesetNamed, rulesetTitle } from '../rulesets/index.js';
import { evaluateParsed } from '../scenario/evaluate.js';
import type { Scenario } from '../scenario/types.js';
import { parseScenario } from '../scenario/validate.js';

export { MAX_TURNS_WORK } from '../rulesets/scrollhammer/turns.js';

/**
 * The most turns {@link attackTurns} computes.
 *
 * @example
 * ```ts
 * attackTurns(scenario, MAX_TURNS); // 100 turns, the most
 * ```
 */
export const MAX_TURNS = 100;

/**
 * The results of an attack repeated over turns; index `t - 1` is "after t turns".
 *
 * @example
 * ```ts
 * const r: TurnResults = attackTurns(scenario, 3);
 * r.destroyed[2]; // P(the unit is destroyed within 3 turns)
 * ```
 */
export interface TurnResults {
  /** Number of turns computed. */
  readonly turns: number;
  /** Models in the target unit (MESBG: 1). */
  readonly models: number;
  /** Models slain after 1, 2, ... turns, in all. */
  readonly slain: readonly Dist[];
  /** Wounds lost by the unit after 1, 2, ... turns, in all. */
  readonly woundsLost: readonly Dist[];
  /** P(the unit is destroyed within 1, 2, ... turns): the chance every model is slain. */
  readonly destroyed: readonly number[];
}

/**
 * The same attack repeated `turns` times, exactly, with the state carried over: see the
 * module's description and `docs/analytics.md`. Whatever the scenario's `method`, this is
 * exact. For `turns = 1` the results are those of {@link evaluate}.
 *
 * @param scenario - A scenario (validated by {@link parseScenario} unless already parsed).
 * @param turns - Number of turns, 1..100.
 * @throws {@link ScenarioError} for an invalid scenario; {@link InputError} for a bad number of
 *   turns or a Scrollhammer target of several groups; {@link TooLargeError} when too large.
 * @example
 * ```ts
 * const r = attackTurns({
 *   ruleset: 'scrollhammer',
 *   attackers: [{ name: 'Bowmen', models: 10, bs: 3, strength: 3 }],
 *   target: { name: 'Draugr', groups: [{ models: 5, toughness: 4, save: 4 }] },
 * }, 3);
 * r.destroyed; // [P(5 slain in turn 1), P(within 2 turns), P(within 3 turns)], increasing
 * r.slain[0].mean(); // 0.8333333333333334, as evaluate() gives for one turn
 * ```
 */
export function attackTurns(scenario: unknown, turns: number): TurnResults {
  checkTurns(turns);
  return scenarioTurns(parseScenario(scenario), turns);
}

/**
 * Check a number of turns: a whole number 1..{@link MAX_TURNS}.
 *
 * @throws {@link InputError} naming `name`: `turns must be a whole number 1..100, got 0`.
 * @example
 * ```ts
 * checkTurns(3); // fine
 * checkTurns(0); // throws InputError
 * ```
 */
export function checkTurns(turns: unknown, name = 'turns'): asserts turns is number {
  if (typeof turns !== 'number' || !Number.isInteger(turns) || turns < 1 || turns > MAX_TURNS) {
    throw new InputError(
      `${name} must be a whole number 1..${MAX_TURNS}, got ${String(turns)}`,
      name,
      turns,
    );
  }
}

/**
 * {@link attackTurns} for a scenario already validated by {@link parseScenario}.
 *
 * @example
 * ```ts
 * scenarioTurns(parseScenario(json), 5).destroyed[4];
 * ```
 */
export function scenarioTurns(s: Scenario, turns: number): TurnResults {
  checkTurns(turns);
  const hook = (rulesetNamed(s.ruleset) as AnyRuleset | undefined)?.analytics?.turns;
  if (!hook) {
    throw new InputError(
      `multiple turns: ${rulesetTitle(s.ruleset)} has none (its ruleset gives no turns)`,
      'ruleset',
      s.ruleset,
    );
  }
  const single = () => evaluateParsed({ ...s, method: 'exact' } as Scenario).results;
  const r = (hook as (s: Scenario, n: number, single: () => object) => TurnSeries)(
    s,
    turns,
    single,
  );
  return {
    turns,
    models: r.models,
    slain: r.slain,
    woundsLost: r.woundsLost,
    destroyed: r.destroyed,
  };
}
