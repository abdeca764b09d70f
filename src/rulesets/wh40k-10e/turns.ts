/**
 * A wh40k-10e attack repeated over several turns, exactly: turn after turn the same profiles
 * fire in the same order, with the wound state carried over, which is the general plan with
 * its profiles repeated (the plan's allocation carries the state from profile to profile).
 * Blast counts the target's models at the start of the scenario, as for a single evaluation.
 * The weapon choices (modes, pistols: ../shared/spec/wh40k-units.md, weapon modes and pistols)
 * are made once, as for one evaluation, and kept every turn.
 *
 * @module
 */
import { exactPlan } from '../../attack/exact.js';
import type { Dist } from '../../dist/Dist.js';
import type { GeneralPlan } from '../../plan/plan.js';
import { compileWh40k } from './compile.js';
import { chooseWh40kWeapons } from './evaluate.js';
import type { Wh40kRule } from './rules/WeaponDraft.js';
import type { Wh40kScenario } from './types.js';

/**
 * A general plan's profiles repeated for `turns` turns, the wound state carried over: models
 * slain and wounds lost after each turn, and the chance the unit of `models` is destroyed
 * within each.
 *
 * @example
 * ```ts
 * planTurns(compileWh40k(scenario), 3, scenario.target.models).destroyed; // increasing
 * ```
 */
export function planTurns(
  plan: GeneralPlan,
  turns: number,
  models: number,
): { slain: Dist[]; woundsLost: Dist[]; destroyed: number[] } {
  const slain: Dist[] = [];
  const woundsLost: Dist[] = [];
  const destroyed: number[] = [];
  let profiles = plan.profiles;
  for (let t = 1; t <= turns; t++) {
    if (t > 1) profiles = [...profiles, ...plan.profiles];
    const r = exactPlan({ ...plan, profiles });
    slain.push(r.slain);
    woundsLost.push(r.woundsLost);
    destroyed.push(r.slain.at(models));
  }
  return { slain, woundsLost, destroyed };
}

/**
 * Models slain and wounds lost after each of `turns` turns, and the chance the unit is
 * destroyed within each.
 *
 * @example
 * ```ts
 * wh40kTurns(scenario, 3).destroyed; // increasing
 * ```
 */
export function wh40kTurns(
  s: Wh40kScenario,
  turns: number,
  custom: Readonly<Record<string, Wh40kRule>> = {},
): { slain: Dist[]; woundsLost: Dist[]; destroyed: number[] } {
  // A mode fires, never all of them; the pistol or the other guns, never both.
  return planTurns(compileWh40k(chooseWh40kWeapons(s, custom), custom), turns, s.target.models);
}
