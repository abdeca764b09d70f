/**
 * Warhammer 40,000 11th edition's compile step with its decisions, and its named results: the
 * plan's (10th edition's names, by group for a unit of several groups, and `mortalWounds`),
 * with the decisions made for the attacker (Lethal Hits, weapon modes, pistols).
 *
 * @module
 */
import type { GeneralResults } from '../../attack/exact.js';
import { type AttackerDecision, type DECISIONS, withDecisions } from '../../format/decisions.js';
import type { GeneralPlan } from '../../plan/plan.js';
import { bestWeapons } from '../wh40k-10e/choices.js';
import { runWork } from '../wh40k-10e/decisionWork.js';
import { runWh40kPlan, type Wh40kResults, wh40kResults } from '../wh40k-10e/evaluate.js';
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
 * The named results of one run of the plan (by group name too, for a target of several
 * groups), with the decisions made for it (Lethal Hits, weapon modes, pistols) riding under
 * {@link DECISIONS} (`evaluate()` gives them as the result's `decisions`).
 *
 * @example
 * ```ts
 * const { plan, decisions } = compileWh40k11e(scenario);
 * wh40k11eResults(exactPlan(plan), scenario, decisions).slain.mean();
 * ```
 */
export function wh40k11eResults(
  r: GeneralResults,
  s: Pick<Wh40k11eScenario, 'target'>,
  decisions: readonly AttackerDecision[] = [],
): Wh40k11eResults {
  const results: Wh40k11eResults = {
    ...wh40kResults(r, s),
    ...(r.mortalWounds === undefined ? {} : { mortalWounds: r.mortalWounds }),
  };
  return withDecisions(results, decisions);
}

/**
 * A validated scenario with its weapon choices made (10th edition's `bestWeapons`: each
 * weapon's mode and each set of models' pistols, as named, or for `"best"` the combination with the highest
 * mean models slain, then mean damage, each combination compiled with its own Lethal Hits
 * decisions and run by the scenario's method), and the decisions made for `"best"`.
 *
 * @param custom - Custom keywords (`defineWh40kRule`) by the names the scenario lists them by.
 * @example
 * ```ts
 * bestWh40k11eWeapons(scenario).chosen.attackers[0].mode; // 'krak'
 * ```
 */
export function bestWh40k11eWeapons(
  s: Wh40k11eScenario,
  custom: Readonly<Record<string, Wh40kRule>> = {},
): {
  readonly chosen: Wh40k11eScenario;
  readonly decisions: AttackerDecision[];
  /** The index in the scenario of each attacker of `chosen` (its silent weapons left out). */
  readonly fired: number[];
} {
  return bestWeapons(
    s,
    (c) => {
      const r = runWh40kPlan(compileWh40k11e(c, custom).plan, c);
      return { slain: r.slain.mean(), damage: r.damage.mean() };
    },
    (c) => runWork(compileWh40k11e(c, custom).plan, c),
  );
}
