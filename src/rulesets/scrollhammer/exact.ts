/**
 * The exact engine for Scrollhammer attacks: the per-attack model (independent dice, as
 * probabilities) feeds the unit-level allocation machine (a Markov chain over its states, one
 * wound at a time). Attacker groups are resolved in the order listed: the first group's
 * wounds are allocated first (spec interpretation 10).
 *
 * Cost: O(Σ max wounds × states × (Wounds + 1)), where the states are those of
 * {@link unitMachine}; {@link TooLargeError} before starting when that exceeds
 * {@link MAX_EXACT_WORK}.
 *
 * @module
 */
import { allocationStep, chain, countStep, histogram } from '../../allocation/markov.js';
import { unitMachine } from '../../allocation/UnitMachine.js';
import { diceDist } from '../../dice/index.js';
import { bernoulli, compound, constant, convolve, type Dist, sumOf } from '../../dist/index.js';
import { TooLargeError } from '../../errors.js';
import { type AttackPlan, attackerOdds, woundOutcome } from './compile.js';

/** The distributions a Scrollhammer attack reports. */
export interface ScrollhammerResults {
  /** Shots (or attacks) that hit. */
  readonly hits: Dist;
  /** Successful To Wound rolls, before saves. */
  readonly wounds: Dist;
  /** Wounds not stopped by a save or Feel No Pain (a Critical Strike wound counts once). */
  readonly unsaved: Dist;
  /** Models of the target removed as casualties. */
  readonly slain: Dist;
  /**
   * Wounds the target unit loses (W for each model slain, plus damage on survivors).
   * `sequential`: as applied. `rules`: among the assignments that slay the most models, the
   * one that loses the fewest wounds (the unit's owner assigns them).
   */
  readonly woundsLost: Dist;
  /** Room for the results of rules added later (self-wounds of Backfire...). */
  readonly [key: string]: Dist | undefined;
}

/** The most state updates (wounds × states × damage sizes) an exact evaluation may take. */
export const MAX_EXACT_WORK = 3e9;

/**
 * Evaluate a compiled attack exactly.
 *
 * @throws {TooLargeError} when the computation would exceed {@link MAX_EXACT_WORK}.
 * @example
 * ```ts
 * exactAttack(compileAttack(attack)).slain.mean();
 * ```
 */
export function exactAttack(plan: AttackPlan): ScrollhammerResults {
  const unit = unitMachine(plan.groups, plan.allocation);
  const perAttacker = plan.attackers.map((a) => {
    const odds = attackerOdds(a);
    const shots = sumOf(diceDist(a.shots), a.models);
    const hits = compound(shots, bernoulli(odds.hit));
    const wounds = compound(hits, bernoulli(odds.woundGivenHit));
    const outcomes = plan.groups.map((g, i) =>
      woundOutcome(a.against[i]!, odds.criticalGivenWound, g.wounds),
    );
    return { hits, wounds, outcomes };
  });
  const maxWounds = perAttacker.reduce((n, a) => n + a.wounds.max, 0);
  const maxSize = Math.max(...plan.groups.map((g) => g.wounds)) + 1;
  const work = maxWounds * unit.states * maxSize + maxWounds * unit.period * (maxWounds + 1);
  if (work > MAX_EXACT_WORK) {
    throw new TooLargeError(
      `exact evaluation needs about ${work.toExponential(1)} steps (up to ${maxWounds} wounds over ${unit.states} allocation states), more than ${MAX_EXACT_WORK.toExponential(0)}; use method "monte-carlo"`,
    );
  }

  let hits: Dist = constant(0);
  let wounds: Dist = constant(0);
  let state: Float64Array = new Float64Array(unit.states);
  state[0] = 1;
  // The unsaved-wound count, by position in the round of the wound pool.
  let unsaved: Float64Array = new Float64Array(unit.period * (maxWounds + 1));
  unsaved[0] = 1;
  for (const a of perAttacker) {
    hits = convolve(hits, a.hits);
    wounds = convolve(wounds, a.wounds);
    const w = a.wounds.toArray();
    state = chain(state, w, (cur, out) => allocationStep(unit, a.outcomes, cur, out));
    const p = a.outcomes.map((o) => 1 - o[0]!);
    unsaved = chain(unsaved, w, (cur, out) => countStep(unit, p, maxWounds + 1, cur, out));
  }
  return {
    hits,
    wounds,
    unsaved: histogram(unsaved, (i) => Math.floor(i / unit.period), maxWounds),
    slain: histogram(
      state,
      (i) => unit.slain[i]!,
      unit.slain.reduce((m, v) => Math.max(m, v), 0),
    ),
    woundsLost: histogram(
      state,
      (i) => unit.woundsLost[i]!,
      unit.woundsLost.reduce((m, v) => Math.max(m, v), 0),
    ),
  };
}
