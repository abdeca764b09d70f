/**
 * The work of the wound-chain exact engine, counted one way for its size check before the
 * machine is built (`exactSize.ts`, the cost model) and for its own refusal once it is
 * (`exact.ts`), so that the two cannot disagree on what is refused.
 *
 * @module
 */

/** What the engine's work depends on: see {@link woundChainWork}. */
export interface ChainWorkInput {
  /** States of the allocation machine (a bound above before it is built). */
  readonly states: number;
  /** Positions of the round of the wound pool (1 for a unit of one group). */
  readonly period: number;
  /** The largest damage column: the highest Wounds characteristic + 1. */
  readonly maxSize: number;
  /** The most wounds of each attacker (its damaging wounds at most as many). */
  readonly wounds: readonly number[];
  /**
   * Whether the engine steps the damaging wounds alone (`damageChain.ts`: a unit of one group,
   * above `QUADRATIC_SHOTS` shots): the unit's Wounds in all (models × Wounds), which bound its
   * steps, and each attacker's damage sizes with a chance (1 to Wounds).
   */
  readonly damageChain: { readonly unitWounds: number; readonly sizes: readonly number[] } | null;
}

/**
 * State updates of the engine. The chain of every wound: each wound through every state, one
 * update a damage column, and the unsaved wounds' chain by position. The damage chain
 * (`damageChain.ts`), per attacker: its set-up (the states no damage leaves, over every state
 * and damage size; the lists), then one step per damaging wound, each visiting at most every
 * state, a visit 3 scatters (or one a damage size beyond 3) and a sum. With 3 damage sizes or
 * more it takes at most unitWounds + 1 steps: a damaging wound takes at least one Wound until
 * every model is slain, and the step after that finds every listed state one no wound leaves,
 * and stops. With fewer, the chain lists each state again through column 0 (its unused
 * sizes), so a state that could still move stays listed and the chain runs to the most
 * damaging wounds: priced so. An upper bound of the visits (the listed states, a band of the
 * states on the bench's cases).
 *
 * @example
 * ```ts
 * // 1,000 wounds of 3 damage sizes at 100 models of 3 Wounds (10,991 states): 301 steps.
 * woundChainWork({
 *   states: 10991, period: 1, maxSize: 4, wounds: [1000],
 *   damageChain: { unitWounds: 300, sizes: [3] },
 * });
 * ```
 */
export function woundChainWork(w: ChainWorkInput): number {
  const total = w.wounds.reduce((n, x) => n + x, 0);
  const chain = w.damageChain;
  if (chain === null) {
    return total * w.states * w.maxSize + total * w.period * (total + 1);
  }
  let work = 0;
  w.wounds.forEach((n, a) => {
    const k = chain.sizes[a]!;
    const steps = k >= 3 ? Math.min(n, chain.unitWounds + 1) : n;
    work += w.states * (k + 6) + steps * w.states * (Math.max(3, k) + 1);
  });
  return work;
}

/**
 * The damage sizes (1 and up) an allocation outcome gives a chance: what a step of the damage
 * chain scatters to.
 *
 * @example
 * ```ts
 * damageSizes(new Float64Array([0.5, 0.25, 0, 0.25])); // 2
 * ```
 */
export function damageSizes(outcome: Float64Array): number {
  let k = 0;
  for (let s = 1; s < outcome.length; s++) if (outcome[s]! > 0) k++;
  return k;
}
