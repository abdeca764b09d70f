/**
 * The size of an exact evaluation, known before anything is built: so that a computation
 * that would take too long is refused at once with a {@link TooLargeError}, not after its
 * allocation machine has been built (seconds, for large units), and never hangs.
 *
 * @module
 */
import { unitMachineSize } from '../../allocation/UnitMachine.js';
import { diceDist } from '../../dice/index.js';
import { sumOfWorkOf } from '../../dist/sumOf.js';
import { TooLargeError } from '../../errors.js';
import { damageSizes, woundChainWork } from './chainWork.js';
import { MAX_EXACT_WORK, QUADRATIC_SHOTS } from './exact.js';
import { type AttackPlan, attackerOdds, woundOutcome } from './plan.js';

/**
 * The size of an exact evaluation: see {@link exactSize}.
 *
 * @example
 * ```ts
 * const { states, wounds, work }: ExactSize = exactSize(plan);
 * ```
 */
export interface ExactSize {
  /** States of the allocation machine (exact for Wounds 1 to 3, else a bound above). */
  readonly states: number;
  /** The most wounds the attack can cause. */
  readonly wounds: number;
  /** State updates, counted as the exact engine counts them (see {@link MAX_EXACT_WORK}). */
  readonly work: number;
}

/**
 * The work of {@link exactAttack} on a plan, from formulas (`chainWork.ts`): an upper bound
 * of the engine's own count. O(groups + attackers); builds nothing.
 *
 * @example
 * ```ts
 * exactSize(compileAttack(volley)).states; // 10991 for 100 models of 3 Wounds, 'rules'
 * ```
 */
export function exactSize(plan: AttackPlan): ExactSize {
  const states = unitMachineSize(plan.groups, plan.allocation);
  const period = plan.groups.length === 1 ? 1 : plan.groups.reduce((n, g) => n + g.models, 0);
  const one = plan.groups.length === 1 ? plan.groups[0]! : null;
  // As the engine chooses: one group, above QUADRATIC_SHOTS shots in all, steps the damaging
  // wounds alone (at most the unit's Wounds + 1 of them: `chainWork.ts`).
  const shots = plan.attackers.reduce((n, a) => n + a.models * diceDist(a.shots).max, 0);
  const damageChain =
    one && shots > QUADRATIC_SHOTS
      ? {
          unitWounds: one.models * one.wounds,
          sizes: plan.attackers.map((a) =>
            damageSizes(
              woundOutcome(a.against[0]!, attackerOdds(a).criticalGivenWound, one.wounds),
            ),
          ),
        }
      : null;
  const each = plan.attackers.map((a) => {
    const odds = attackerOdds(a);
    if (!(odds.hit > 0 && odds.woundGivenHit > 0)) return 0;
    return a.models * diceDist(a.shots).max;
  });
  const wounds = each.reduce((n, x) => n + x, 0);
  const sizes = Math.max(...plan.groups.map((g) => g.wounds)) + 1;
  // Each attacker's shots are the sum of its models' (`sumOf`, by binary powers): priced as
  // sumOf prices itself, so that a plan whose shots alone are too many is refused here, before
  // any work, rather than by sumOf's own limit midway.
  const shotSums = plan.attackers.reduce((n, a) => n + sumOfWorkOf(diceDist(a.shots), a.models), 0);
  return {
    states,
    wounds,
    work: woundChainWork({ states, period, maxSize: sizes, wounds: each, damageChain }) + shotSums,
  };
}

/**
 * Refuse an exact evaluation that would exceed {@link MAX_EXACT_WORK}, before any work (the
 * same limit the engine applies once its machine is built).
 *
 * @throws {TooLargeError} naming the size and suggesting method "monte-carlo".
 * @example
 * ```ts
 * checkExactSize(compileAttack(hugeVolley)); // throws TooLargeError: exact evaluation needs about 3.7e+10 steps ...
 * ```
 */
export function checkExactSize(plan: AttackPlan): void {
  const { states, wounds, work } = exactSize(plan);
  if (work > MAX_EXACT_WORK) {
    throw new TooLargeError(
      `exact evaluation needs about ${work.toExponential(1)} steps (up to ${wounds} wounds over ${states >= 1e7 ? states.toExponential(1) : states} allocation states), more than ${MAX_EXACT_WORK.toExponential(0)}; use method "monte-carlo"`,
    );
  }
}
