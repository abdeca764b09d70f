/**
 * The volley contract's types, below every engine that builds them (the contract itself is
 * `src/format/volley.ts`, which re-exports them): what the army's shooting phase is planned on
 * (`army-turn.md` of the specification, "The state between volleys"). A volley is one
 * scenario's attacks (one shooter's weapon entries declared at one target) resolved against a
 * target that may already have lost models and carry damage; its outcome is a distribution over
 * the target's next state.
 *
 * @module
 */
import type { RandomSource } from '../random/RandomSource.js';

/**
 * A model of a target group that carries damage: its group (an index of
 * {@link TargetState.left}, whose count includes it) and the Wounds it has lost.
 *
 * @example
 * ```ts
 * const nob: WoundedModel = { group: 1, damage: 1 };
 * ```
 */
export interface WoundedModel {
  readonly group: number;
  /** Wounds lost: at least 1, fewer than the model's Wounds. */
  readonly damage: number;
}

/**
 * The state of a target unit between volleys: exactly what the ruleset's allocation carries
 * from one attack to the next. A volley's outcomes are written canonically (empty lists left
 * out, entries in group order), so {@link stateKey} tells states apart.
 *
 * @example
 * ```ts
 * // 3 Boyz and their Nob left, the Nob (W2) carrying 1 damage.
 * const state: TargetState = { left: [3, 1], wounded: [{ group: 1, damage: 1 }] };
 * ```
 */
export interface TargetState {
  /** Models left in each of the target's groups, in the order the scenario lists its groups. */
  readonly left: readonly number[];
  /**
   * The models that carry damage, at most one per group, in group order: the model being
   * worked on (Warhammer 40,000's allocation may work on a bodyguard and, by Precision, a
   * character at once; Age of Sigmar's damage pool on one model).
   * @defaultValue no wounded model
   */
  readonly wounded?: readonly WoundedModel[];
  /**
   * The character group allocated an attack last this phase, while a model of it stands (a
   * saved attack allocates as a wound does): Warhammer 40,000's "a model already allocated an
   * attack takes the next", read as the one allocated last when several were (the attack that
   * may go to a character goes to it; the machine of `src/allocation/listedStates.ts`).
   * @defaultValue none
   */
  readonly allocated?: number;
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
   * in state `from`: distinct states (canonical, see {@link TargetState}), probabilities summing
   * to 1 (within rounding).
   * @throws {InputError} naming `from` when it is not a state of this target
   * @throws {TooLargeError} when the volley from `from` is over the exact engine's limits
   */
  readonly exact: (from: TargetState) => readonly StateOutcome[];
  /** One seeded draw of the next state from `from`, by the ruleset's sampler. */
  readonly sample: (from: TargetState, random: RandomSource) => TargetState;
  /** The work of `exact(from)` in the cost model's units (state updates), priced before it runs. */
  readonly work: (from: TargetState) => number;
}

/**
 * A string that tells two states of one target apart (equal exactly when the states are), for
 * a map of states: the planner's memo, a test's tally.
 *
 * @example
 * ```ts
 * stateKey({ left: [3, 1], wounded: [{ group: 1, damage: 1 }] }); // "3,1|1:1|"
 * ```
 */
export function stateKey(state: TargetState): string {
  const wounded = (state.wounded ?? [])
    .slice()
    .sort((a, b) => a.group - b.group)
    .map((w) => `${w.group}:${w.damage}`)
    .join(',');
  return `${state.left.join(',')}|${wounded}|${state.allocated ?? ''}`;
}
