/**
 * The bound on decisions made for the attacker when a scenario is compiled (a weapon's
 * `"best"` mode, the pistols, a damage re-roll's `"best"` threshold, 11th edition's Lethal
 * Hits `"best"`): each option is evaluated
 * exactly before the run is priced, so their work is counted here first and a scenario whose
 * decisions would take too long is refused before any of it (`docs/errors.md`).
 *
 * @module
 */
import { exactPlanSize } from '../../attack/exact.js';
import { lawWork } from '../../attack/lawWork.js';
import type { RunOptions } from '../../format/types.js';
import type { GeneralPlan } from '../../plan/plan.js';
import { MAX_SAMPLING_WORK, samplingWork } from '../../plan/sampleLimits.js';

/**
 * The most exact-engine steps the decisions of one scenario may take together, its result
 * laws' multiply-adds counted as steps (about 10 s at the cost model's 1 ns a step).
 */
export const DECISION_WORK = 1e10;

/**
 * The work of one exact outcome, in engine steps: the engine's steps, and its result laws at
 * the cost model's rates (a convolution per attack about twice a step; a horde's laws are
 * most of its work).
 *
 * @example
 * ```ts
 * planWork(compileWh40k(scenario)) < DECISION_WORK;
 * ```
 */
export function planWork(plan: GeneralPlan): number {
  const laws = lawWork(plan);
  return exactPlanSize(plan).work + laws.squaring + 2 * laws.compounding;
}

/**
 * The work of one option's run by the scenario's method, in exact-engine steps: the exact
 * engine's ({@link planWork}), or a Monte Carlo run's shots at the sampler's limit rate
 * (`MAX_SAMPLING_WORK` shots in about a minute: 20 ns, 20 steps a shot).
 *
 * @example
 * ```ts
 * runWork(compileWh40k(scenario), scenario) < DECISION_WORK;
 * ```
 */
export function runWork(plan: GeneralPlan, s: RunOptions): number {
  if (s.method === 'exact') return planWork(plan);
  const perSample = samplingWork(
    plan.profiles.map((a) => ({ models: a.models, shots: a.attacks })),
  );
  return (s.samples * perSample * 60e9) / MAX_SAMPLING_WORK;
}
