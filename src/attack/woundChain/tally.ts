/**
 * Counts of sampled results, kept as whole numbers until the end so that runs split into
 * chunks (and over worker threads) add up to exactly the same numbers in any grouping.
 *
 * @module
 */
import type { UnitMachine } from '../../allocation/UnitMachine.js';
import { diceDist } from '../../dice/index.js';
import { Dist } from '../../dist/index.js';
import type { ScrollhammerResults } from './exact.js';
import type { AttackPlan } from './plan.js';

/**
 * How many samples gave each value of each result: `tally.slain[3]` samples slew 3 models.
 * Counts are whole numbers in doubles (exact up to 2^53), so tallies add in any order to the
 * same numbers.
 *
 * @example
 * ```ts
 * const t: Tally = { hits: new Float64Array([1, 3]) }; // 1 sample with 0 hits, 3 with 1
 * ```
 */
export type Tally = Record<string, Float64Array>;

/**
 * The five results every Scrollhammer sampler reports, in order.
 *
 * @example
 * ```ts
 * RESULT_KEYS[3]; // 'slain'
 * ```
 */
export const RESULT_KEYS = ['hits', 'wounds', 'unsaved', 'slain', 'woundsLost'] as const;

/**
 * An empty tally sized for a plan: shots bound hits, wounds and unsaved; the unit machine
 * bounds models slain and wounds lost.
 *
 * @example
 * ```ts
 * const t = emptyTally(plan, unitMachine(plan.groups, plan.allocation));
 * t.hits.length; // most shots + 1
 * ```
 */
export function emptyTally(plan: AttackPlan, unit: UnitMachine): Tally {
  const maxShots = plan.attackers.reduce((n, a) => n + a.models * diceDist(a.shots).max, 0);
  let slain = 0;
  let lost = 0;
  for (let s = 0; s < unit.states; s++) {
    if (unit.slain[s]! > slain) slain = unit.slain[s]!;
    if (unit.woundsLost[s]! > lost) lost = unit.woundsLost[s]!;
  }
  return {
    hits: new Float64Array(maxShots + 1),
    wounds: new Float64Array(maxShots + 1),
    unsaved: new Float64Array(maxShots + 1),
    slain: new Float64Array(slain + 1),
    woundsLost: new Float64Array(lost + 1),
  };
}

/**
 * Adds `from` into `into` (arrays grow as needed), key by key in `from`'s order; returns
 * `into`.
 *
 * @example
 * ```ts
 * addTally({ hits: new Float64Array([1]) }, { hits: new Float64Array([1, 2]) }).hits; // [2, 2]
 * ```
 */
export function addTally(into: Tally, from: Readonly<Tally>): Tally {
  for (const [key, counts] of Object.entries(from)) {
    let target = into[key];
    if (!target || target.length < counts.length) {
      const grown = new Float64Array(Math.max(counts.length, target?.length ?? 0));
      if (target) grown.set(target);
      into[key] = grown;
      target = grown;
    }
    for (let k = 0; k < counts.length; k++) target[k]! += counts[k]!;
  }
  return into;
}

/**
 * The counts of a sampler's results (frequencies over `samples`) as a tally: the exact
 * counts back, since each frequency is the double nearest count / samples.
 *
 * @example
 * ```ts
 * tallyOf(sampleAttack(plan, { samples: 100, seed: 1 }), 100).hits; // counts summing to 100
 * ```
 */
export function tallyOf(results: ScrollhammerResults, samples: number): Tally {
  const out: Tally = {};
  for (const [key, dist] of Object.entries(results)) {
    if (!dist) continue;
    const p = dist.toArray();
    const counts = new Float64Array(p.length);
    for (let k = 0; k < p.length; k++) counts[k] = Math.round(p[k]! * samples);
    out[key] = counts;
  }
  return out;
}

/**
 * Frequencies from a tally: the sampler's results, the five standard ones first.
 *
 * @example
 * ```ts
 * finishTally(tally, 100_000).slain.mean();
 * ```
 */
export function finishTally(tally: Readonly<Tally>, samples: number): ScrollhammerResults {
  const out: Record<string, Dist> = {};
  const keys = [
    ...RESULT_KEYS,
    ...Object.keys(tally).filter((k) => !RESULT_KEYS.includes(k as never)),
  ];
  for (const key of keys) {
    const counts = tally[key];
    // count / samples: each frequency the double nearest the true ratio.
    if (counts) out[key] = Dist.unchecked(counts.map((c) => c / samples));
  }
  return out as unknown as ScrollhammerResults;
}
