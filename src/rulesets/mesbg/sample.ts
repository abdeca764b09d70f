/**
 * The Monte Carlo sampler for MESBG shooting: rolls every die as the rulebook does (Shoot
 * Roll, each In The Way Test in turn, the special In The Way Test of a combat, each die of the
 * To Wound roll, each re-roll), reading the same compiled {@link MesbgPlan} as the exact
 * engine. Seeded and reproducible: the same plan, seed and sample count give the same result
 * on every platform.
 *
 * Nothing is allocated per sample: histograms and the wounds on models In The Way are typed
 * arrays made once.
 *
 * @module
 */

import type { SampleOptions } from '../../attack/woundChain/sample.js';
import { diceDist, rollDiceUnchecked } from '../../dice/index.js';
import { type Dist, frequencies } from '../../dist/index.js';
import { DiceStream, Pcg32 } from '../../random/index.js';
import { rollTest } from '../../rules/d6Test.js';
import type { MesbgPlan } from './compile.js';
import type { MesbgResults } from './exact.js';
import { rollToWound } from './toWound.js';

/**
 * Options of {@link sampleMesbg}: `samples`, `seed` (default 0) and `source`, shared with the
 * Scrollhammer sampler.
 *
 * @example
 * ```ts
 * const options: SampleOptions = { samples: 100_000, seed: 42 };
 * ```
 */
export type { SampleOptions } from '../../attack/woundChain/sample.js';

/**
 * Simulate a compiled MESBG attack `samples` times. Each result is the observed frequency of
 * each value; the keys are those of the exact engine. Cost: O(samples × dice rolled per
 * attack).
 *
 * @example
 * ```ts
 * sampleMesbg(compileMesbg(attack), { samples: 100_000, seed: 1 }).wounds.mean(); // about 0.444 (Example 28)
 * ```
 */
export function sampleMesbg(plan: MesbgPlan, options: SampleOptions): MesbgResults {
  const dice = new DiceStream(options.source ?? new Pcg32(options.seed ?? 0));
  const shooters = plan.shooters;
  const maxShots = shooters.reduce((n, s) => n + s.models * diceDist(s.shots).max, 0);
  // Wounds may be large (a float array keeps them exact); the counts stay small integers.
  const caps = Float64Array.from(plan.obstructionModels, (m) => m.wounds);
  const modelWounds = new Int32Array(caps.length);
  const targetWounds = plan.targetWounds;
  const friendlyCap = plan.friendlyWounds ?? 0;
  const h = {
    hits: new Float64Array(maxShots + 1),
    wounds: new Float64Array(maxShots + 1),
    slain: new Float64Array(2),
    obstructionHits: new Float64Array(maxShots + 1),
    woundsLost: new Float64Array(Math.min(targetWounds, maxShots) + 1),
    obstructionWounds: new Float64Array(maxShots + 1),
    obstructionSlain: new Float64Array(caps.length + 1),
    friendlyHits: new Float64Array(maxShots + 1),
    friendlyWounds: new Float64Array(maxShots + 1),
    friendlySlain: new Float64Array(2),
  };
  for (let i = 0; i < options.samples; i++) {
    modelWounds.fill(0);
    let hits = 0;
    let wounds = 0;
    let obstructionHits = 0;
    let obstructionWounds = 0;
    let friendlyHits = 0;
    let friendlyWounds = 0;
    for (let a = 0; a < shooters.length; a++) {
      const s = shooters[a]!;
      const obstructions = s.obstructions;
      const combat = s.combat;
      for (let m = 0; m < s.models; m++) {
        const shots = rollDiceUnchecked(s.shots, dice);
        shot: for (let n = 0; n < shots; n++) {
          if (rollTest(s.shoot, dice) <= 0) continue;
          hits++;
          for (let j = 0; j < obstructions.length; j++) {
            const o = obstructions[j]!;
            if (rollTest(o.test, dice) > 0) continue;
            obstructionHits++;
            if (o.wound !== null && rollToWound(o.wound, dice)) {
              obstructionWounds++;
              modelWounds[o.model]!++;
            }
            continue shot;
          }
          if (combat !== null && rollTest(combat.test, dice) <= 0) {
            friendlyHits++;
            if (rollToWound(combat.wound, dice)) friendlyWounds++;
            continue;
          }
          if (rollToWound(s.wound, dice)) wounds++;
        }
      }
    }
    let modelsSlain = 0;
    for (let k = 0; k < caps.length; k++) if (modelWounds[k]! >= caps[k]!) modelsSlain++;
    h.hits[hits]!++;
    h.wounds[wounds]!++;
    h.slain[wounds >= targetWounds ? 1 : 0]!++;
    h.obstructionHits[obstructionHits]!++;
    h.woundsLost[Math.min(wounds, targetWounds)]!++;
    h.obstructionWounds[obstructionWounds]!++;
    h.obstructionSlain[modelsSlain]!++;
    h.friendlyHits[friendlyHits]!++;
    h.friendlyWounds[friendlyWounds]!++;
    h.friendlySlain[friendlyWounds >= friendlyCap ? 1 : 0]!++;
  }
  const n = options.samples;
  const wounds = frequencies(h.wounds, n);
  const results: Record<string, Dist> = {
    hits: frequencies(h.hits, n),
    wounds,
    unsaved: wounds, // MESBG has no saves here: unsaved equals wounds
    slain: frequencies(h.slain, n),
    obstructionHits: frequencies(h.obstructionHits, n),
    woundsLost: frequencies(h.woundsLost, n),
  };
  if (caps.length > 0) {
    results.obstructionWounds = frequencies(h.obstructionWounds, n);
    results.obstructionSlain = frequencies(h.obstructionSlain, n);
  }
  if (plan.friendlyWounds !== null) {
    results.friendlyHits = frequencies(h.friendlyHits, n);
    results.friendlyWounds = frequencies(h.friendlyWounds, n);
    results.friendlySlain = frequencies(h.friendlySlain, n);
  }
  return results as unknown as MesbgResults;
}
