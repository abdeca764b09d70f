/**
 * Evaluate an Age of Sigmar 4th-edition scenario: compile it into the general attack plan,
 * then run the plan's exact engine or its seeded sampler, and name the results as the
 * ruleset does (`docs/aos4.md`, "Results").
 *
 * @module
 */

import type { GeneralResults } from '../../attack/exact.js';
import { exactPlan } from '../../attack/exact.js';
import { samplePlan } from '../../attack/sample.js';
import type { Dist } from '../../dist/index.js';
import { checkSampleCount, samplingWork } from '../../plan/sampleLimits.js';
import { compileAos4 } from './compile.js';
import type { Aos4Scenario } from './types.js';

/**
 * The results of an aos4 scenario, in this order: `hits`, `wounds`, `unsaved`, `slain`,
 * `woundsLost` (the damage allocated, at most the unit's total Health), `criticalHits`,
 * `mortal` (mortal damage, before the ward), `damage` and `damageAfterWard` (the damage pool
 * before and after the ward, not capped by the unit).
 *
 * @example
 * ```ts
 * const r: Aos4Results = evaluateAos4(scenario);
 * r.slain.mean();
 * ```
 */
export interface Aos4Results {
  readonly hits: Dist;
  readonly wounds: Dist;
  readonly unsaved: Dist;
  readonly slain: Dist;
  readonly woundsLost: Dist;
  readonly criticalHits: Dist;
  /** Present when a weapon has Crit (Mortal). */
  readonly mortal?: Dist;
  readonly damage: Dist;
  readonly damageAfterWard: Dist;
}

/**
 * The plan's results under the ruleset's names, in its order.
 *
 * @example
 * ```ts
 * aos4Results(exactPlan(compileAos4(scenario))).damageAfterWard.mean();
 * ```
 */
export function aos4Results(r: GeneralResults): Aos4Results {
  return {
    hits: r.hits,
    wounds: r.wounds,
    unsaved: r.unsaved,
    slain: r.slain,
    woundsLost: r.woundsLost,
    criticalHits: r.criticalHits,
    // The plan reports mortal wounds only when a profile can inflict them.
    ...(r.mortalWounds ? { mortal: r.mortalWounds } : {}),
    damage: r.damage,
    damageAfterWard: r.damageAfterFnp,
  };
}

/**
 * Evaluate a validated aos4 scenario (`parseScenario`), exactly (`exactPlan`) or by `samples`
 * seeded simulated attacks (`samplePlan`, PCG32 seeded with `seed`, default 0).
 *
 * @throws {TooLargeError} when the exact method would take too long.
 * @example
 * ```ts
 * const r = evaluateAos4(parseScenario({ ruleset: 'aos4',
 *   attackers: [{ hit: 4, wound: 4, abilities: ['crit-2-hits'] }], target: { } }) as Aos4Scenario);
 * r.hits.mean(); // 0.6666666666666666 (2/6 + 1/6 × 2)
 * ```
 */
export function evaluateAos4(s: Aos4Scenario): Aos4Results {
  const plan = compileAos4(s);
  if (s.method === 'exact') return aos4Results(exactPlan(plan));
  checkSampleCount(
    s.samples,
    samplingWork(plan.profiles.map((a) => ({ models: a.models, shots: a.attacks }))),
    'evaluate',
  );
  return aos4Results(samplePlan(plan, { samples: s.samples, seed: s.seed ?? 0 }));
}
