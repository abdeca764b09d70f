/**
 * Evaluate a MESBG fight by either method.
 *
 * @module
 */

import type { Dist } from '../../../dist/Dist.js';
import type { RandomSource } from '../../../random/index.js';
import type { ProgressCallback } from '../../../random/progress.js';
import { compileFight, type FightPlan } from './compile.js';
import { exactFight, type FightSolves } from './exact.js';
import { keepMightAdvice } from './mightAdvice.js';
import { checkFightSamples, sampleFight } from './sample.js';
import type { MesbgFightScenario } from './types.js';

/**
 * Evaluate a validated MESBG fight: exactly, or by `samples` seeded simulated fights (from
 * `source` when given, else PCG32 seeded with `seed`, default 0). Results, keys in this order:
 * `duelWinA`, `duelWinB`; for A striking B `strikesA`, `woundsB`, `slainB`, `fateSpentB`,
 * `mightSpentA`, then the same for B striking A; then each given that side wins (`woundsBIfAWins`
 * ...); exact only: `duelWinAWithoutHeroicStrike` when a Heroic Strike is declared, and for each
 * side with Might `mightGoalA` / `mightBestA` (P(its goal) under its policy and the best one).
 *
 * @throws {InputError} naming the field, for a target that is not an engaged model, a Duel
 *   Might side without Might; {@link TooLargeError} for a fight too large to compute exactly, or
 *   a Monte Carlo run over `MAX_SAMPLING_WORK` dice.
 * @example
 * ```ts
 * const r = evaluateFight(parseScenario({ ruleset: 'mesbg', phase: 'fight',
 *   sideA: { models: [{ fight: 4, attacks: 1, strength: 3, defence: 4 }] },
 *   sideB: { models: [{ fight: 3, attacks: 1, strength: 3, defence: 4 }] } }) as MesbgFightScenario);
 * r.duelWinA?.at(1); // 0.5833333333333335 (21/36: A wins every tie on the dice)
 * ```
 */
export function evaluateFight(
  scenario: MesbgFightScenario,
  source?: RandomSource,
  options: { readonly onProgress?: ProgressCallback } = {},
): Record<string, Dist> {
  return evaluateFightPlan(compileFight(scenario), source, options);
}

/**
 * {@link evaluateFight} of a fight already compiled (the pipeline compiles it once, to price it
 * and run it).
 *
 * @throws {TooLargeError} for a Monte Carlo run over `MAX_SAMPLING_WORK` dice.
 * @example
 * ```ts
 * evaluateFightPlan(compileFight(scenario)).duelWinA?.at(1);
 * ```
 */
export function evaluateFightPlan(
  plan: FightPlan,
  source?: RandomSource,
  options: { readonly onProgress?: ProgressCallback } = {},
): Record<string, Dist> {
  const scenario = plan.scenario;
  if (scenario.method === 'exact') {
    // The Might advice the report shows is kept from these solves, not solved again.
    const solves: FightSolves = {};
    const results = exactFight(plan, solves);
    keepMightAdvice(results, plan, solves);
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
