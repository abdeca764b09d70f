/**
 * Evaluate a Warhammer 40,000 11th-edition scenario: compile it, make the Lethal Hits
 * decisions, then run the general plan's exact engine or its seeded sampler.
 *
 * @module
 */
import type { GeneralResults } from '../../attack/exact.js';
import type { GeneralPlan } from '../../attack/plan.js';
import { DECISIONS } from '../../scenario/result.js';
import { runWh40kPlan, type Wh40kResults, wh40kResultsOf } from '../wh40k-10e/evaluate.js';
import type { Wh40kRule } from '../wh40k-10e/rules/WeaponDraft.js';
import { draftsOf11e, planOf11e } from './compile.js';
import { chooseLethalHits, type LethalHitsDecision } from './lethalHitsChoice.js';
import type { Wh40k11eScenario } from './types.js';

/**
 * The results of a wh40k-11e scenario: 10th edition's, in its order, then `mortalWounds`
 * (Devastating Wounds' mortal wounds before Feel No Pain) when a profile has Devastating
 * Wounds. Definitions: `docs/wh40k-11e.md`, "Results".
 *
 * @example
 * ```ts
 * const r: Wh40k11eResults = evaluateWh40k11e(scenario);
 * r.mortalWounds?.mean();
 * ```
 */
export interface Wh40k11eResults extends Wh40kResults {
  readonly mortalWounds?: GeneralResults['mortalWounds'];
}

/**
 * The general plan of a scenario with its Lethal Hits decisions made.
 *
 * @example
 * ```ts
 * compileWh40k11e(scenario).decisions[0]?.chosen.choice; // 'always' or 'never'
 * ```
 */
export function compileWh40k11e(
  s: Wh40k11eScenario,
  custom: Readonly<Record<string, Wh40kRule>> = {},
): { plan: GeneralPlan; decisions: LethalHitsDecision[] } {
  const drafts = draftsOf11e(s, custom);
  const { lethal, decisions } = chooseLethalHits(s, drafts);
  return { plan: planOf11e(s, drafts, lethal), decisions };
}

/**
 * Evaluate a validated wh40k-11e scenario exactly or by `samples` seeded simulated attacks, as
 * its `method` says. The Lethal Hits decisions (`lethalHits: "best"`) are made exactly either
 * way, and ride on the results under {@link DECISIONS} (`evaluate()` gives them as the result's
 * `decisions`).
 *
 * @param custom - Custom keywords (`defineWh40kRule`) by the names the scenario lists them by.
 * @throws {InputError} naming the field for a keyword combination that cannot be expressed.
 * @example
 * ```ts
 * const r = evaluateWh40k11e(parseScenario({ ruleset: 'wh40k-11e',
 *   attackers: [{ attacks: 1, bs: 3, strength: 4 }], target: { toughness: 4, cover: true } }) as Wh40k11eScenario);
 * r.slain.at(1); // 0.25 (4+ to hit in cover, 4+ to wound)
 * ```
 */
export function evaluateWh40k11e(
  s: Wh40k11eScenario,
  custom: Readonly<Record<string, Wh40kRule>> = {},
): Wh40k11eResults {
  const { plan, decisions } = compileWh40k11e(s, custom);
  const r = runWh40kPlan(plan, s);
  const results: Wh40k11eResults = {
    ...wh40kResultsOf(r),
    ...(r.mortalWounds === undefined ? {} : { mortalWounds: r.mortalWounds }),
  };
  return decisions.length === 0 ? results : Object.assign(results, { [DECISIONS]: decisions });
}
