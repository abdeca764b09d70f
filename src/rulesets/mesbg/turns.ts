/**
 * MESBG repeated over turns, exactly. The Shoot phase: the target is one model, and the
 * wounds of each turn add up until they reach its Wounds; each turn is the same attack
 * (obstructions and a combat as the scenario says, every turn). The Fight: the model side A
 * strikes, its Wounds and Fate carried over from fight to fight (`fightsUntilSlain`).
 *
 * @module
 */
import { bernoulli, convolve, type Dist, fromWeights } from '../../dist/index.js';
import type { TurnSeries } from '../../format/ruleset.js';
import type { MesbgResults } from './exact.js';
import { fightsUntilSlain } from './fight/overFights.js';
import type { MesbgFightScenario } from './fight/types.js';
import type { MesbgScenario } from './types.js';

/**
 * Models slain and wounds lost after each of `turns` turns (the model: 0 or 1 slain), and the
 * chance it is slain within each; `single` is the exact results of one Shoot phase.
 *
 * @example
 * ```ts
 * mesbgTurns(scenario, 3, () => evaluateParsed(scenario).results).destroyed; // increasing
 * ```
 */
export function mesbgTurns(
  s: MesbgScenario | MesbgFightScenario,
  turns: number,
  single: () => Pick<MesbgResults, 'wounds'>,
): TurnSeries {
  if (s.phase === 'fight') return fightTurns(s, turns);
  const wounds = single().wounds;
  const w = s.target.wounds;
  const slain: Dist[] = [];
  const woundsLost: Dist[] = [];
  const destroyed: number[] = [];
  let total = wounds;
  for (let t = 1; t <= turns; t++) {
    if (t > 1) total = capAt(convolve(total, wounds), w);
    const p = total.atLeast(w);
    slain.push(bernoulli(p));
    woundsLost.push(capAt(total, w));
    destroyed.push(p);
  }
  return { models: 1, slain, woundsLost, destroyed };
}

/** A fight repeated: the model side A strikes, its Wounds and Fate carried over. */
function fightTurns(s: MesbgFightScenario, turns: number): TurnSeries {
  const r = fightsUntilSlain(s, turns);
  return {
    models: 1,
    slain: r.slain.map((p) => bernoulli(p)),
    woundsLost: r.wounds.map((w) => fromWeights(w)),
    destroyed: [...r.slain],
  };
}

/** `min(X, max)`: what is above `max` is put at `max`. */
function capAt(d: Dist, max: number): Dist {
  if (d.max <= max) return d;
  const p = d.toArray();
  const out = p.slice(0, max + 1);
  out[max] = d.atLeast(max);
  return fromWeights(out);
}
