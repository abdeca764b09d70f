/**
 * A wh40k-10e attack repeated over several turns, exactly: turn after turn the same profiles
 * fire in the same order, with the wound state carried over, which is the general plan with
 * its profiles repeated (the plan's allocation carries the state from profile to profile).
 * Blast counts the target's models at the start of the scenario, as for a single evaluation.
 *
 * @module
 */
import { exactPlan } from '../../attack/exact.js';
import type { Dist } from '../../dist/Dist.js';
import { compileWh40k } from './compile.js';
import type { Wh40kRule } from './rules/WeaponDraft.js';
import type { Wh40kScenario } from './types.js';

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
  const plan = compileWh40k(s, custom);
  const slain: Dist[] = [];
  const woundsLost: Dist[] = [];
  const destroyed: number[] = [];
  let profiles = plan.profiles;
  for (let t = 1; t <= turns; t++) {
    if (t > 1) profiles = [...profiles, ...plan.profiles];
    const r = exactPlan({ ...plan, profiles });
    slain.push(r.slain);
    woundsLost.push(r.woundsLost);
    destroyed.push(r.slain.at(s.target.models));
  }
  return { slain, woundsLost, destroyed };
}
