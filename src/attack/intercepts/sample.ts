/**
 * The seeded sampler of a plan with intercepts: rolls every die in the order of the step list
 * (the attacks of each model, then attack by attack the hit roll, each intercept's test in
 * turn, the stray test, and each die of the wound test, each re-roll when the test has one),
 * reading the same checked {@link GeneralPlan} as {@link exactIntercepts}. The same plan, seed
 * and sample count give the same result on every platform.
 *
 * Nothing is allocated per sample: the histograms and the wounds on bystanders are typed
 * arrays made once.
 *
 * @module
 */
import { diceDist, rollDiceUnchecked } from '../../dice/index.js';
import { type Dist, frequencies } from '../../dist/index.js';
import { checkPlan } from '../../plan/check.js';
import type { GeneralPlan } from '../../plan/plan.js';
import type { GeneralResults, PlanCounts, SamplePlanOptions } from '../../plan/results.js';
import { DiceStream, Pcg32 } from '../../random/index.js';
import { reportProgress } from '../../random/progress.js';
import { rollTest } from '../../rules/d6Test.js';
import { rollSuccessive } from '../../rules/successiveTest.js';
import { plainHit, targetWound } from './odds.js';

/**
 * Simulate a plan with intercepts `samples` times and count each result's values
 * (`counts.wounds[2]` samples wounded the target twice), keys in the order of the results. Cost: O(samples × dice per attack).
 *
 * @example
 * ```ts
 * sampleInterceptCounts(plan, { samples: 1000, seed: 1 }).interceptedHits; // counts summing to 1000
 * ```
 */
export function sampleInterceptCounts(plan: GeneralPlan, options: SamplePlanOptions): PlanCounts {
  checkPlan(plan);
  const dice = new DiceStream(options.source ?? new Pcg32(options.seed ?? 0));
  const bystanders = plan.bystanders ?? [];
  const profiles = plan.profiles.map((a) => ({
    models: a.models,
    attacks: a.attacks,
    hit: plainHit(a),
    intercepts: a.intercepts ?? [],
    stray: a.stray ?? null,
    wound: targetWound(a),
  }));
  const maxAttacks = plan.profiles.reduce((n, a) => n + a.models * diceDist(a.attacks).max, 0);
  // Wounds may be large (a float array keeps them exact); the counts stay small integers.
  const caps = Float64Array.from(bystanders, (b) => b.wounds);
  const struck = new Uint8Array(bystanders.length);
  for (const p of profiles)
    for (const o of p.intercepts) if (o.strikes !== null) struck[o.strikes] = 1;
  let struckCount = 0;
  for (const s of struck) struckCount += s;
  const strayTarget = profiles.find((p) => p.stray !== null)?.stray?.strikes ?? -1;
  const bystanderWounds = new Int32Array(bystanders.length);
  const { models: targetModels, wounds: targetWounds } = plan.groups[0]!;
  const targetTotal = targetModels * targetWounds;
  const h = {
    hits: new Float64Array(maxAttacks + 1),
    wounds: new Float64Array(maxAttacks + 1),
    slain: new Float64Array(targetModels + 1),
    woundsLost: new Float64Array(Math.min(targetTotal, maxAttacks) + 1),
    criticalHits: new Float64Array(1),
    interceptedHits: new Float64Array(maxAttacks + 1),
    interceptedWounds: new Float64Array(maxAttacks + 1),
    interceptedSlain: new Float64Array(struckCount + 1),
    strayHits: new Float64Array(maxAttacks + 1),
    strayWounds: new Float64Array(maxAttacks + 1),
    straySlain: new Float64Array(2),
  };
  const strayCap = strayTarget < 0 ? 0 : caps[strayTarget]!;
  const progress = options.onProgress;
  for (let i = 0; i < options.samples; i++) {
    reportProgress(progress, i, options.samples);
    bystanderWounds.fill(0);
    let hits = 0;
    let wounds = 0;
    let interceptedHits = 0;
    let interceptedWounds = 0;
    let strayHits = 0;
    let strayWounds = 0;
    for (let a = 0; a < profiles.length; a++) {
      const p = profiles[a]!;
      const intercepts = p.intercepts;
      const stray = p.stray;
      for (let m = 0; m < p.models; m++) {
        const attacks = rollDiceUnchecked(p.attacks, dice);
        attack: for (let n = 0; n < attacks; n++) {
          if (p.hit !== null && rollTest(p.hit, dice) <= 0) continue;
          hits++;
          for (let j = 0; j < intercepts.length; j++) {
            const o = intercepts[j]!;
            if (rollTest(o.test, dice) > 0) continue;
            interceptedHits++;
            if (o.strikes !== null && o.wound !== null && rollSuccessive(o.wound, dice)) {
              interceptedWounds++;
              bystanderWounds[o.strikes]!++;
            }
            continue attack;
          }
          if (stray !== null && rollTest(stray.test, dice) <= 0) {
            strayHits++;
            if (rollSuccessive(stray.wound, dice)) strayWounds++;
            continue;
          }
          if (rollSuccessive(p.wound, dice)) wounds++;
        }
      }
    }
    let slain = 0;
    for (let b = 0; b < caps.length; b++) {
      if (struck[b] === 1 && bystanderWounds[b]! >= caps[b]!) slain++;
    }
    h.hits[hits]!++;
    h.wounds[wounds]!++;
    h.slain[Math.min(Math.floor(wounds / targetWounds), targetModels)]!++;
    h.woundsLost[Math.min(wounds, targetTotal)]!++;
    h.interceptedHits[interceptedHits]!++;
    h.interceptedWounds[interceptedWounds]!++;
    h.interceptedSlain[slain]!++;
    h.strayHits[strayHits]!++;
    h.strayWounds[strayWounds]!++;
    h.straySlain[strayWounds >= strayCap ? 1 : 0]!++;
  }
  progress?.(options.samples, options.samples);
  h.criticalHits[0] = options.samples;
  const counts: PlanCounts = {
    hits: h.hits,
    wounds: h.wounds,
    unsaved: h.wounds,
    slain: h.slain,
    woundsLost: h.woundsLost,
    criticalHits: h.criticalHits,
    criticalWounds: h.criticalHits,
    damage: h.wounds,
    damageAfterFnp: h.wounds,
    interceptedHits: h.interceptedHits,
  };
  if (struckCount > 0) {
    counts.interceptedWounds = h.interceptedWounds;
    counts.interceptedSlain = h.interceptedSlain;
  }
  if (strayTarget >= 0) {
    counts.strayHits = h.strayHits;
    counts.strayWounds = h.strayWounds;
    counts.straySlain = h.straySlain;
  }
  return counts;
}

/**
 * Frequencies from the counts of {@link sampleInterceptCounts}, in the order of the results
 * (the histograms keep their length: one entry per value the plan allows).
 *
 * @example
 * ```ts
 * interceptResults(sampleInterceptCounts(plan, { samples: 100 }), 100).wounds.mean();
 * ```
 */
export function interceptResults(counts: Readonly<PlanCounts>, samples: number): GeneralResults {
  const out: Record<string, Dist> = {};
  const done = new Map<Float64Array, Dist>();
  // The counts are made in the order of the results.
  for (const [key, c] of Object.entries(counts)) {
    // Results that share one histogram (wounds, unsaved, damage) share one distribution.
    let d = done.get(c);
    if (d === undefined) {
      d = frequencies(c, samples);
      done.set(c, d);
    }
    out[key] = d;
  }
  return out as unknown as GeneralResults;
}
