/**
 * Evaluate a Kill Team fight by either method.
 *
 * @module
 */
import { TooLargeError } from '../../../errors.js';
import type { RandomSource } from '../../../random/index.js';
import type { ProgressCallback } from '../../../random/progress.js';
import { fightAdvice, keepFightAdvice } from './advice.js';
import { compileFight, type KtFightPlan } from './compile.js';
import { EXACT_GAMES, fightRerollWork, fightStateBound } from './cost.js';
import { resultsOf, solveFight } from './exact.js';
import type { KtFightResults } from './results.js';
import { checkFightSamples, sampleFight } from './sample.js';
import type { KtFightScenario } from './types.js';

/**
 * The largest state bound of one fight game (`fightStateBound`) an exact evaluation takes on:
 * about a minute for its nine games at `KT_FIGHT_COST`'s rate, far above any fight of real
 * profiles (two 7-dice weapons with Shock against 20 wounds each: 6.1e5), so only a made-up
 * fight meets it. The pipeline's cost model may refuse a smaller one first.
 *
 * @example
 * ```ts
 * MAX_FIGHT_STATES; // 6e7
 * ```
 */
export const MAX_FIGHT_STATES = 6e7;

/**
 * The most re-roll work (`fightRerollWork`, summed over an evaluation's solves) an evaluation
 * takes on: about a minute and a half at `KT_FIGHT_COST`'s rate, above every fight of real
 * profiles (8 dice of Relentless a side: 2.5e7 over nine solves, 10 dice 1.2e8); 11 dice of
 * Relentless a side (2.5e8) are refused.
 *
 * @example
 * ```ts
 * MAX_REROLL_WORK; // 2e8
 * ```
 */
export const MAX_REROLL_WORK = 2e8;

/**
 * Evaluate a validated Kill Team fight: exactly (both players' policies solved on every roll,
 * and the advice of `./advice.ts` kept beside the results), or by `samples` seeded simulated
 * fights (from `source` when given, else PCG32 seeded with `seed`, default 0).
 *
 * @throws {InputError} naming the field, for a melee weapon with a rule of the shooting attack
 *   only; {@link TooLargeError} for a game over {@link MAX_FIGHT_STATES} states, re-rolls over
 *   {@link MAX_REROLL_WORK} steps, or a Monte
 *   Carlo run over `MAX_SAMPLING_WORK` steps.
 * @example
 * ```ts
 * evaluateKtFight(parseScenario(json) as KtFightScenario).defenderIncapacitated.at(1);
 * ```
 */
export function evaluateKtFight(
  scenario: KtFightScenario,
  source?: RandomSource,
  options: { readonly onProgress?: ProgressCallback } = {},
): KtFightResults {
  return evaluateKtFightPlan(compileFight(scenario), source, options);
}

/**
 * {@link evaluateKtFight} of a fight already compiled (the pipeline compiles it once, to price
 * it and run it).
 *
 * @throws {TooLargeError} as {@link evaluateKtFight}.
 * @example
 * ```ts
 * evaluateKtFightPlan(compileFight(scenario)).damageToDefender.mean();
 * ```
 */
export function evaluateKtFightPlan(
  plan: KtFightPlan,
  source?: RandomSource,
  options: { readonly onProgress?: ProgressCallback } = {},
): KtFightResults {
  const scenario = plan.scenario;
  const states = fightStateBound(plan);
  if (states > MAX_FIGHT_STATES) {
    throw new TooLargeError(
      `this Kill Team fight's game has up to ${states.toExponential(1)} states, over the limit of ${MAX_FIGHT_STATES.toExponential(0)}: use fewer attack dice or wounds`,
    );
  }
  const rerolls = fightRerollWork(plan) * (scenario.method === 'exact' ? EXACT_GAMES : 1);
  if (rerolls > MAX_REROLL_WORK) {
    throw new TooLargeError(
      `this Kill Team fight's re-rolls need about ${rerolls.toExponential(1)} steps, over the limit of ${MAX_REROLL_WORK.toExponential(0)}: use fewer attack dice, or a weapon without Relentless`,
    );
  }
  if (scenario.method === 'exact') {
    const solved = solveFight(plan);
    const results = resultsOf(plan, solved.rolls);
    keepFightAdvice(results, fightAdvice(plan, solved));
    return results;
  }
  checkFightSamples(plan, scenario.samples);
  return sampleFight(plan, {
    samples: scenario.samples,
    ...(scenario.seed === undefined ? {} : { seed: scenario.seed }),
    ...(source ? { source } : {}),
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
  });
}
