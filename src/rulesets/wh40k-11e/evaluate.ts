/**
 * Warhammer 40,000 11th edition's compile step with its decisions, and its named results: the
 * plan's (10th edition's names, and `mortalWounds`), with the Lethal Hits decisions.
 *
 * @module
 */
import type { GeneralResults } from '../../attack/exact.js';
import type { GeneralPlan } from '../../attack/plan.js';
import { DECISIONS } from '../../format/decisions.js';
import { type Wh40kResults, wh40kResults } from '../wh40k-10e/evaluate.js';
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
 * The named results of one run of the plan, with the Lethal Hits decisions made for it riding
 * under {@link DECISIONS} (`evaluate()` gives them as the result's `decisions`).
 *
 * @example
 * ```ts
 * const { plan, decisions } = compileWh40k11e(scenario);
 * wh40k11eResults(exactPlan(plan), decisions).slain.mean();
 * ```
 */
export function wh40k11eResults(
  r: GeneralResults,
  decisions: readonly LethalHitsDecision[] = [],
): Wh40k11eResults {
  const results: Wh40k11eResults = {
    ...wh40kResults(r),
    ...(r.mortalWounds === undefined ? {} : { mortalWounds: r.mortalWounds }),
  };
  return decisions.length === 0 ? results : Object.assign(results, { [DECISIONS]: decisions });
}
