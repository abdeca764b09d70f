/**
 * Evaluate a Warhammer 40,000 10th-edition scenario: compile it into the general attack plan,
 * then run the plan's exact engine or its seeded sampler.
 *
 * @module
 */
import type { GeneralResults } from '../../attack/exact.js';
import { exactPlan } from '../../attack/exact.js';
import { samplePlan } from '../../attack/sample.js';
import type { Dist } from '../../dist/Dist.js';
import type { AttackerDecision } from '../../format/decisions.js';
import type { RunOptions } from '../../format/types.js';
import type { GeneralPlan } from '../../plan/plan.js';
import { checkSampleCount, samplingWork } from '../../plan/sampleLimits.js';
import { bestWeapons } from './choices.js';
import { compileWh40k } from './compile.js';
import { runWork } from './decisionWork.js';
import type { Wh40kRule } from './rules/WeaponDraft.js';
import type { Wh40kScenario } from './types.js';
import { groupName } from './unit.js';

/**
 * The results of a wh40k-10e scenario, in this order: `hits`, `wounds`, `unsaved`, `slain`,
 * `woundsLost`, `criticalHits`, `criticalWounds`, `damage`, `damageAfterFnp` (definitions:
 * `docs/wh40k-10e.md`, "Results"): the general plan's, without mortal wounds. A target of
 * several groups has more: see {@link Wh40kUnitResults}.
 *
 * @example
 * ```ts
 * const r: Wh40kResults = evaluateWh40k(scenario);
 * r.slain.mean();
 * ```
 */
export type Wh40kResults = Pick<
  GeneralResults,
  | 'hits'
  | 'wounds'
  | 'unsaved'
  | 'slain'
  | 'woundsLost'
  | 'criticalHits'
  | 'criticalWounds'
  | 'damage'
  | 'damageAfterFnp'
>;

/**
 * The results of a wh40k-10e scenario whose target has several groups: {@link Wh40kResults},
 * then `charactersSlain` (leader models slain), then `slain.<group>` and `woundsLost.<group>`
 * for each group by its name (`docs/wh40k-10e/units.md`). They are in `results` (and in
 * `toJSON()`) whenever the target has several groups; this type reads them.
 *
 * @example
 * ```ts
 * const r = evaluate(scenario).results as Wh40kUnitResults;
 * r['slain.Warboss']?.at(1); // the chance the Warboss dies
 * ```
 */
export type Wh40kUnitResults = Wh40kResults & {
  readonly charactersSlain?: Dist;
  readonly [group: `slain.${string}` | `woundsLost.${string}`]: Dist | undefined;
};

/**
 * The plan's results under the ruleset's names, in its order; for a target of several groups
 * (`s`), by group names too.
 *
 * @example
 * ```ts
 * wh40kResults(exactPlan(compileWh40k(scenario)), scenario).slain.mean();
 * ```
 */
export function wh40kResults(
  r: GeneralResults,
  s?: { readonly target: Pick<Wh40kScenario['target'], 'groups'> },
): Wh40kUnitResults {
  const out: Record<string, Dist> = {
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
  const groups = s?.target.groups;
  if (groups && groups.length > 1 && r.charactersSlain) {
    out.charactersSlain = r.charactersSlain;
    groups.forEach((g, i) => {
      out[`slain.${groupName(g, i)}`] = r[`slain.${i}`]!;
      out[`woundsLost.${groupName(g, i)}`] = r[`woundsLost.${i}`]!;
    });
  }
  return out as Wh40kUnitResults;
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
  return wh40kResults(runWh40kPlan(compileWh40k(s, custom), s), s);
}

/**
 * Run a compiled wh40k plan (either edition's) as the scenario's `method` says: the exact
 * engine, or `samples` seeded simulated attacks (PCG32 seeded with `seed`, default 0).
 *
 * @throws {TooLargeError} when the run would take too long.
 * @example
 * ```ts
 * runWh40kPlan(compileWh40k(scenario), scenario).slain.mean();
 * ```
 */
export function runWh40kPlan(plan: GeneralPlan, s: RunOptions): GeneralResults {
  if (s.method === 'exact') return exactPlan(plan);
  // Refused before any work when the run would take minutes (the attacks, as the other rulesets count them).
  checkSampleCount(
    s.samples,
    samplingWork(plan.profiles.map((a) => ({ models: a.models, shots: a.attacks }))),
    'evaluate',
  );
  return samplePlan(plan, { samples: s.samples, seed: s.seed ?? 0 });
}

/**
 * A validated scenario with its weapon choices made (`choices.ts`): each weapon's mode, its
 * damage re-roll threshold and each set of models' pistols (by `bearer`), as named, or for
 * `"best"` the combination with the highest mean models slain (then mean damage), each
 * combination evaluated by the scenario's method. The chosen scenario names them:
 * `attackers[i].mode`, the re-roll's `below` (the rule left out for no re-roll), `pistols`
 * (one setting, or one per bearer), the weapons left silent left out.
 *
 * @param custom - Custom keywords (`defineWh40kRule`) by the names the scenario lists them by.
 * @example
 * ```ts
 * chooseWh40kWeapons(scenario).attackers[0].mode; // 'krak'
 * ```
 */
export function chooseWh40kWeapons(
  s: Wh40kScenario,
  custom: Readonly<Record<string, unknown>> = {},
): Wh40kScenario {
  return bestWh40kWeapons(s, custom).chosen;
}

/**
 * {@link chooseWh40kWeapons} with the decisions made for `"best"` (`choices.ts`,
 * `bestWeapons`): the option taken and the runner-up's means, which `evaluate()` gives as the
 * result's `decisions`.
 *
 * @param custom - Custom keywords (`defineWh40kRule`) by the names the scenario lists them by.
 * @example
 * ```ts
 * bestWh40kWeapons(scenario).decisions[0]?.chosen.choice; // 'krak'
 * ```
 */
export function bestWh40kWeapons(
  s: Wh40kScenario,
  custom: Readonly<Record<string, unknown>> = {},
): {
  readonly chosen: Wh40kScenario;
  readonly decisions: AttackerDecision[];
  /** The index in the scenario of each attacker of `chosen` (its silent weapons left out). */
  readonly fired: number[];
} {
  const rules = custom as Readonly<Record<string, Wh40kRule>>;
  return bestWeapons(
    s,
    (c) => {
      const r = evaluateWh40k(c, rules);
      return { slain: r.slain.mean(), damage: r.damage.mean() };
    },
    (c) => runWork(compileWh40k(c, rules), c),
  );
}
