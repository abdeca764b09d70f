/**
 * The named results of a Kill Team fight, filled by either engine (the exact engine with
 * chances, the sampler with counts) from the same tally.
 *
 * @module
 */
import type { Dist } from '../../../dist/Dist.js';
import { fromWeights } from '../../../dist/fromWeights.js';
import type { KtFightPlan } from './compile.js';

/**
 * The results of a Kill Team fight: each operative incapacitated (0/1), the damage each
 * suffers (wounds lost, Devastating's included, up to its wounds left), and, for a weapon with
 * Stun, whether the operative it fights is stunned (its opponent retained a critical success).
 *
 * @example
 * ```ts
 * const r = evaluate(fight).results as KtFightResults;
 * r.defenderIncapacitated.at(1); // P(the defender is incapacitated)
 * ```
 */
export interface KtFightResults {
  readonly attackerIncapacitated: Dist;
  readonly defenderIncapacitated: Dist;
  readonly damageToAttacker: Dist;
  readonly damageToDefender: Dist;
  readonly attackerStunned?: Dist;
  readonly defenderStunned?: Dist;
}

/**
 * What the results are made of: the weight of each damage suffered by each side, and of each
 * side retaining a critical success (Stun).
 *
 * @example
 * ```ts
 * const t = new FightTally(plan); t.add(0.5, 3, 0, true, false);
 * ```
 */
export class FightTally {
  readonly damageA: Float64Array;
  readonly damageB: Float64Array;
  critA = 0;
  critB = 0;
  total = 0;

  constructor(plan: KtFightPlan) {
    this.damageA = new Float64Array(plan.attacker.woundsLeft + 1);
    this.damageB = new Float64Array(plan.defender.woundsLeft + 1);
  }

  /**
   * Add the weight `w` of one end: the damage each side suffered, and which side retained a
   * critical success.
   *
   * @example
   * ```ts
   * tally.add(1, 0, 7, true, false);
   * ```
   */
  add(w: number, damageA: number, damageB: number, critA: boolean, critB: boolean): void {
    this.damageA[damageA]! += w;
    this.damageB[damageB]! += w;
    if (critA) this.critA += w;
    if (critB) this.critB += w;
    this.total += w;
  }
}

/**
 * The named results from a tally, in this order: `attackerIncapacitated`,
 * `defenderIncapacitated`, `damageToAttacker`, `damageToDefender`, then `defenderStunned`
 * (the attacker's weapon has Stun) and `attackerStunned` (the defender's has).
 *
 * @example
 * ```ts
 * fightResults(plan, tally).defenderIncapacitated.at(1);
 * ```
 */
export function fightResults(plan: KtFightPlan, t: FightTally): KtFightResults {
  const a = plan.attacker.woundsLeft;
  const b = plan.defender.woundsLeft;
  const yes = (w: number) => fromWeights([t.total - w, w].map((x) => Math.max(0, x)));
  return {
    attackerIncapacitated: yes(t.damageA[a]!),
    defenderIncapacitated: yes(t.damageB[b]!),
    damageToAttacker: fromWeights(t.damageA),
    damageToDefender: fromWeights(t.damageB),
    ...(plan.attacker.stun ? { defenderStunned: yes(t.critA) } : {}),
    ...(plan.defender.stun ? { attackerStunned: yes(t.critB) } : {}),
  };
}
