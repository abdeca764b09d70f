/**
 * Evaluate a Warhammer 40,000 10th-edition scenario: compile it into the general attack plan,
 * then run the plan's exact engine or its seeded sampler.
 *
 * @module
 */
import type { GeneralResults } from '../../attack/exact.js';
import { exactPlan } from '../../attack/exact.js';
import type { InterceptResultKey } from '../../attack/intercepts/exact.js';
import { samplePlan } from '../../attack/sample.js';
import { checkSampleCount, samplingWork } from '../../attack/sampleLimits.js';
import { compileWh40k } from './compile.js';
import type { Wh40kRule } from './rules/WeaponDraft.js';
import type { Wh40kScenario } from './types.js';

/**
 * The results of a wh40k-10e scenario, in this order: `hits`, `wounds`, `unsaved`, `slain`,
 * `woundsLost`, `criticalHits`, `criticalWounds`, `damage`, `damageAfterFnp` (definitions:
 * `docs/wh40k-10e.md`, "Results"): the general plan's, without mortal wounds.
 *
 * @example
 * ```ts
 * const r: Wh40kResults = evaluateWh40k(scenario);
 * r.slain.mean();
 * ```
 */
export type Wh40kResults = Omit<
  GeneralResults,
  'mortalWounds' | 'selfWounds' | 'woundsRestored' | 'gained' | InterceptResultKey
>;

/**
 * The plan's results under the ruleset's names, in its order.
 *
 * @example
 * ```ts
 * wh40kResults(exactPlan(compileWh40k(scenario))).slain.mean();
 * ```
 */
export function wh40kResults(r: GeneralResults): Wh40kResults {
  return {
    hits: r.hits,
    wounds: r.wounds,
    unsaved: r.unsaved,
    slain: r.slain,
    woundsLost: r.woundsLost,
    criticalHits: r.criticalHits,
    criticalWounds: r.criticalWounds,
    damage: r.damage,
    damageAfterFnp: r.damageAfterFnp,
  };
}

/**
 * Evaluate a validated wh40k-10e scenario (`parseScenario`), exactly (`exactPlan`) or by
 * `samples` seeded simulated attacks (`samplePlan`, PCG32 seeded with `seed`, default 0) as
 * its `method` says.
 *
 * @param custom - Custom keywords (`defineWh40kRule`) by the names the scenario lists them by.
 * @throws {InputError} naming the field for a keyword combination that cannot be expressed;
 *   {@link TooLargeError} when the exact method would take too long.
 * @example
 * ```ts
 * const r = evaluateWh40k(parseScenario({ ruleset: 'wh40k-10e',
 *   attackers: [{ attacks: 1, bs: 3, strength: 4 }], target: { toughness: 4 } }) as Wh40kScenario);
 * r.slain.at(1); // 0.3333333333333333 (2/3 to hit, 1/2 to wound)
 * ```
 */
export function evaluateWh40k(
  s: Wh40kScenario,
  custom: Readonly<Record<string, Wh40kRule>> = {},
): Wh40kResults {
  const plan = compileWh40k(s, custom);
  if (s.method === 'exact') return wh40kResults(exactPlan(plan));
  // Refused before any work when the run would take minutes (the attacks, as the other rulesets count them).
  checkSampleCount(
    s.samples,
    samplingWork(plan.profiles.map((a) => ({ models: a.models, shots: a.attacks }))),
    'evaluate',
  );
  return wh40kResults(samplePlan(plan, { samples: s.samples, seed: s.seed ?? 0 }));
}
