/**
 * The work of the result laws of a general plan's exact evaluation (`exactPlan`), counted
 * before any: the laws no allocation changes are sums over each profile's attacks of the law
 * of one attack, by repeated squaring for a fixed number of attacks (`sumOf`) or by one more
 * convolution per attack for rolled ones (`compound`), and grow as (attacks × Damage)². The
 * cost model prices them (`src/cost/estimate.ts`); a ruleset that evaluates plans exactly while
 * it compiles (11th edition's Lethal Hits decision) bounds them with it.
 *
 * @module
 */
import { diceDist } from '../dice/index.js';
import { compoundWork } from '../dist/compound.js';
import { MAX_WORK } from '../dist/limits.js';
import { sumOfWork } from '../dist/sumOf.js';
import type { GeneralPlan } from '../plan/plan.js';
import { histogramMaxima } from './sample.js';

/**
 * The multiply-adds of a plan's result laws: by repeated squaring (`squaring`), by one
 * convolution per attack (`compounding`), and whether one law is over the convolutions' own
 * limit (`MAX_WORK`), which would refuse it after the allocation's work.
 *
 * @example
 * ```ts
 * const w: LawWork = { squaring: 8.4e9, compounding: 0, over: false };
 * ```
 */
export interface LawWork {
  readonly squaring: number;
  readonly compounding: number;
  readonly over: boolean;
}

/**
 * The work of a plan's result laws, per profile: damage, damage after Feel No Pain and mortal
 * wounds (the engine makes up to six laws of that size a profile), and the counts of one per
 * hit or wound (hits, critical hits, wounds, critical wounds, unsaved, the allocation's count:
 * six, a binomial for a fixed number of attacks scoring at most one). Each law counted at its
 * largest, every die at its largest: an upper bound, held by test/cost/wh40kLaws.test.ts,
 * which counts the convolutions an evaluation makes.
 *
 * @example
 * ```ts
 * lawWork(compileWh40k(scenario)).compounding; // ten models of D6 attacks of Damage 1: about 4e4
 * ```
 */
export function lawWork(plan: GeneralPlan): LawWork {
  let squaring = 0;
  let compounding = 0;
  let over = false;
  for (const a of plan.profiles) {
    const one = histogramMaxima({ ...plan, profiles: [{ ...a, models: 1 }] });
    const attacks = Math.max(1, one.maxAttacks);
    const perAttack = Math.ceil(one.maxDamage / attacks);
    const hitsPerAttack = Math.ceil(one.maxHits / attacks);
    const n = a.models * diceDist(a.attacks).max;
    const fixed = a.attacks.count === 0;
    const law = fixed ? sumOfWork(perAttack, n) : compoundWork(n, perAttack);
    const ones = fixed
      ? hitsPerAttack <= 1
        ? n
        : sumOfWork(hitsPerAttack, n)
      : compoundWork(n, hitsPerAttack);
    over ||= law > MAX_WORK;
    if (fixed) squaring += 6 * law + 6 * ones;
    else compounding += 6 * law + 6 * ones;
  }
  return { squaring, compounding, over };
}
