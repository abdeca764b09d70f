/**
 * The volley contract: what a ruleset gives for the army's shooting phase to be planned on it
 * (`army-turn.md` of the specification, "The state between volleys"). A volley is one
 * scenario's attacks (one shooter's weapon entries declared at one target) resolved against a
 * target that may already have lost models and carry damage on the model being worked on; its
 * outcome is a distribution over the target's next state. The planner reads only this, so a
 * ruleset that gives it gets the planner without the planner naming it.
 *
 * @module
 */
import type { RandomSource } from '../random/RandomSource.js';

/**
 * The state of a target unit between volleys: exactly what the ruleset's allocation carries
 * from one attack to the next.
 *
 * @example
 * ```ts
 * // 3 Boyz and their Nob left, the Nob (W2) carrying 1 damage.
 * const state: TargetState = { left: [3, 1], wounded: { group: 1, damage: 1 } };
 * ```
 */
export interface TargetState {
  /** Models left in each of the target's groups, in the order the scenario lists its groups. */
  readonly left: readonly number[];
  /**
   * The model being worked on, when one carries damage: its group (an index of `left`, whose
   * count includes it) and the Wounds it has lost (at least 1, fewer than its Wounds).
   * @defaultValue no wounded model
   */
  readonly wounded?: { readonly group: number; readonly damage: number };
}

/**
 * One outcome of a volley: a next state and its probability.
 *
 * @example
 * ```ts
 * const destroyed: StateOutcome = { state: { left: [0, 0] }, probability: 0.25 };
 * ```
 */
export interface StateOutcome {
  readonly state: TargetState;
  readonly probability: number;
}

/**
 * One scenario's attacks made ready to be resolved from any state of its target: compiled once,
 * resolved many times (the planner asks it for thousands of states).
 *
 * @example
 * ```ts
 * const volley = wh40k10e.volley!.prepare(scenario, {});
 * const next = volley.exact(volley.start); // the same distribution evaluate() gives, as states
 * ```
 */
export interface Volley {
  /** The target as the scenario writes it: every model, no damage. */
  readonly start: TargetState;
  /** The Wounds of one model of each group, in the order of `TargetState.left`. */
  readonly wounds: readonly number[];
  /**
   * The exact distribution of the target's next state after the scenario's attacks at a target
   * in state `from`: distinct states, probabilities summing to 1 (within rounding).
   * @throws {InputError} naming `from` when it is not a state of this target
   * @throws {TooLargeError} when the volley from `from` is over the exact engine's limits
   */
  readonly exact: (from: TargetState) => readonly StateOutcome[];
  /** One seeded draw of the next state from `from`, by the ruleset's sampler. */
  readonly sample: (from: TargetState, random: RandomSource) => TargetState;
  /** The work of `exact(from)` in the cost model's units (state updates), priced before it runs. */
  readonly work: (from: TargetState) => number;
}
