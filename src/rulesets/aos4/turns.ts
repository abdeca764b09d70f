/**
 * An aos4 attack repeated over several turns, exactly. Every point of the damage pool spills
 * over within one group of models, so the unit's state after any number of turns is a
 * function of the total damage after the ward alone: the turns' totals add up (each turn an
 * independent copy), capped at the unit's total Health. Source: `docs/aos4.md`, step 7.
 *
 * @module
 */
import { exactPlan } from '../../attack/exact.js';
import { convolve, type Dist, map } from '../../dist/index.js';
import { compileAos4 } from './compile.js';
import type { Aos4Scenario } from './types.js';

/**
 * Models slain and damage allocated after each of `turns` turns, and the chance the unit is
 * destroyed within each.
 *
 * @example
 * ```ts
 * aos4Turns(scenario, 3).destroyed; // increasing
 * ```
 */
export function aos4Turns(
  s: Aos4Scenario,
  turns: number,
): { slain: Dist[]; woundsLost: Dist[]; destroyed: number[] } {
  const perTurn = exactPlan(compileAos4(s)).damageAfterFnp;
  const { models, health } = s.target;
  const whole = models * health;
  const capped = (d: Dist) => map(d, (v) => Math.min(v, whole));
  const slain: Dist[] = [];
  const woundsLost: Dist[] = [];
  const destroyed: number[] = [];
  let total = capped(perTurn);
  for (let t = 1; t <= turns; t++) {
    if (t > 1) total = capped(convolve(total, perTurn));
    slain.push(map(total, (v) => Math.floor(v / health)));
    woundsLost.push(total);
    destroyed.push(total.atLeast(whole));
  }
  return { slain, woundsLost, destroyed };
}
