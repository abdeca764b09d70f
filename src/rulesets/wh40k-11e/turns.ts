/**
 * A wh40k-11e attack repeated over several turns, exactly: the general plan with its profiles
 * repeated, the wound state carried over (10th edition's `planTurns`). The weapon choices
 * (modes, pistols) and the Lethal Hits decisions are made once, against the unit at the
 * start, and kept every turn; Blast X and Cleave X count the target's models at the start of
 * the scenario, as for one evaluation.
 *
 * @module
 */
import type { Dist } from '../../dist/Dist.js';
import type { Wh40kRule } from '../wh40k-10e/rules/WeaponDraft.js';
import { planTurns } from '../wh40k-10e/turns.js';
import { bestWh40k11eWeapons, compileWh40k11e } from './evaluate.js';
import type { Wh40k11eScenario } from './types.js';

/**
 * Models slain and wounds lost after each of `turns` turns, and the chance the unit is
 * destroyed within each.
 *
 * @example
 * ```ts
 * wh40k11eTurns(scenario, 3).destroyed; // increasing
 * ```
 */
export function wh40k11eTurns(
  s: Wh40k11eScenario,
  turns: number,
  custom: Readonly<Record<string, Wh40kRule>> = {},
): { slain: Dist[]; woundsLost: Dist[]; destroyed: number[] } {
  // Weapon modes and pistols chosen as for one evaluation (a mode fires, never all of them).
  const chosen = bestWh40k11eWeapons(s, custom).chosen;
  return planTurns(compileWh40k11e(chosen, custom).plan, turns, s.target.models);
}
