/**
 * The weights both engines gather for the results of a shooting attack (exact chances, or
 * counts of simulated attacks) and the named results made from them (`./results.ts`).
 *
 * @module
 */
import { Dist } from '../../dist/Dist.js';
import { fromWeights } from '../../dist/fromWeights.js';
import type { KtShootPlan } from './compile.js';

/**
 * The weights of one sequence's results, each indexed by its value.
 *
 * @example
 * ```ts
 * const w = new SequenceWeights(4, 16, 0);
 * ```
 */
export class SequenceWeights {
  readonly damage: Float64Array;
  readonly incapacitated = new Float64Array(2);
  /** Successes retained, normal and critical. */
  readonly hits: Float64Array;
  /** Successes left unblocked by the defender's best blocks. */
  readonly unsaved: Float64Array;
  readonly normalHits: Float64Array;
  readonly criticalHits: Float64Array;
  readonly normalSaves = new Float64Array(7);
  readonly criticalSaves = new Float64Array(7);
  readonly devastatingDamage: Float64Array;
  readonly stunned = new Float64Array(2);

  constructor(atk: number, maxDamage: number, devastating: number) {
    this.damage = new Float64Array(maxDamage + 1);
    this.hits = new Float64Array(atk + 1);
    this.unsaved = new Float64Array(atk + 1);
    this.normalHits = new Float64Array(atk + 1);
    this.criticalHits = new Float64Array(atk + 1);
    this.devastatingDamage = new Float64Array(atk * devastating + 1);
  }
}

/**
 * The largest damage a sequence's draft can deal: every die unblocked, each a critical success
 * with its Devastating or a normal success, whichever deals more.
 *
 * @example
 * ```ts
 * maxDamageOf({ atk: 4, damage: 3, criticalDamage: 4, devastating: 0 }); // 16
 * ```
 */
export function maxDamageOf(d: {
  readonly atk: number;
  readonly damage: number;
  readonly criticalDamage: number;
  readonly devastating: number;
}): number {
  return d.atk * Math.max(d.damage, d.criticalDamage + d.devastating);
}

/**
 * A result given as a distribution already, or as weights.
 *
 * @example
 * ```ts
 * const w: Weighted = [0.5, 0.5];
 * ```
 */
export type Weighted = Dist | ArrayLike<number>;

/** The distribution of `x`. */
function asDist(x: Weighted): Dist {
  return x instanceof Dist ? x : fromWeights(x);
}

/**
 * The named results of a shooting attack (`KtShootResults`) from its sequences' weights, the
 * totals over its targets and, for a Hot weapon, the shooter's.
 *
 * @example
 * ```ts
 * shootResults(plan, weights, totals, undefined).damage!.mean();
 * ```
 */
export function shootResults(
  plan: KtShootPlan,
  sequences: readonly SequenceWeights[],
  totals: {
    readonly hits: Weighted;
    readonly unsaved: Weighted;
    readonly slain: Weighted;
    readonly woundsLost: Weighted;
  },
  hot: { readonly damage: Weighted; readonly incapacitated: Weighted } | undefined,
): Record<string, Dist> {
  const out: Record<string, Dist> = {
    hits: asDist(totals.hits),
    unsaved: asDist(totals.unsaved),
    slain: asDist(totals.slain),
    woundsLost: asDist(totals.woundsLost),
  };
  plan.sequences.forEach((s, i) => {
    const w = sequences[i]!;
    const name = (base: string) => `${base}${s.suffix}`;
    out[name('damage')] = asDist(w.damage);
    out[name('incapacitated')] = asDist(w.incapacitated);
    out[name('normalHits')] = asDist(w.normalHits);
    out[name('criticalHits')] = asDist(w.criticalHits);
    out[name('normalSaves')] = asDist(w.normalSaves);
    out[name('criticalSaves')] = asDist(w.criticalSaves);
    if (s.draft.devastating > 0) out[name('devastatingDamage')] = asDist(w.devastatingDamage);
    if (s.draft.stun) out[name('stunned')] = asDist(w.stunned);
  });
  if (hot) {
    out.hotDamage = asDist(hot.damage);
    out.shooterIncapacitated = asDist(hot.incapacitated);
  }
  return out;
}
