/**
 * Fearless and No Retreat!: "If a Fearless unit loses combat, instead of testing morale, it
 * takes extra wounds. For each point a side lost the combat by [...] an additional wound must
 * be allocated to those models [...] Saves may be taken as normal against these wounds." and
 * "you may roll an Initiative test [...] If they succeed, reduce the number of No Retreat
 * wounds taken by d3." Source: `004_15cf5d572fc7d6a3.txt`, "Fearless".
 *
 * The Initiative test is not described in the texts; mathhammer uses the usual
 * characteristic test as an assumption (a D6 equal to or below the Initiative passes, a 6
 * always fails, a 1 always passes): see {@link initiativeTest}. Or give the chance directly.
 *
 * @module
 */
import { Dist } from '../dist/index.js';
import { InputError, show } from '../errors.js';

/**
 * The chance of passing an Initiative test (an assumption, see the module): a D6 at most the
 * Initiative, a 1 always passing and a 6 always failing.
 *
 * @example
 * ```ts
 * initiativeTest(4);  // 0.6666666666666666 (1, 2, 3, 4)
 * initiativeTest(10); // 0.8333333333333334 (a 6 fails)
 * initiativeTest(0);  // 0.16666666666666666 (a 1 passes)
 * ```
 */
export function initiativeTest(initiative: number): number {
  if (!Number.isInteger(initiative) || initiative < 0 || initiative > 10) {
    throw new InputError(
      `initiativeTest: initiative must be a whole number 0..10, got ${show(initiative)}`,
      'initiative',
      initiative,
    );
  }
  return Math.min(5, Math.max(1, initiative)) / 6;
}

/** Options of {@link noRetreatWounds}. */
export interface NoRetreatOptions {
  /**
   * The highest Initiative among the Fearless units: the Initiative test is taken (it can
   * only help) and on a pass the wounds are reduced by D3. Omitted: no test.
   */
  readonly initiative?: number;
  /** The chance of passing the Initiative test, instead of `initiative`. */
  readonly passChance?: number;
  /**
   * The chance that a saving throw fails (e.g. 1/2 for a 4+ save): then the result is the
   * unsaved wounds. Omitted: the wounds before saves.
   */
  readonly unsavedChance?: number;
}

/**
 * The distribution of No Retreat! wounds for a Fearless side that lost the combat by
 * `lostBy`: `lostBy` wounds, less D3 (never below 0) if the Initiative test is taken and
 * passed; then, with `unsavedChance`, each wound independently unsaved. Exact.
 *
 * @throws {InputError} unless lostBy is a whole number 0..100, initiative a whole number
 *   0..10, and passChance and unsavedChance probabilities.
 * @example
 * ```ts
 * noRetreatWounds(3).toJSON();                   // { p: [0, 0, 0, 1], mean: 3 }
 * noRetreatWounds(3, { initiative: 3 }).mean();  // 2 (3 - 1/2 × 2)
 * noRetreatWounds(2, { initiative: 3 }).at(0);   // 0.3333333333333333 (pass 1/2, D3 of 2 or 3: 2/3)
 * ```
 */
export function noRetreatWounds(lostBy: number, options: NoRetreatOptions = {}): Dist {
  if (!Number.isInteger(lostBy) || lostBy < 0 || lostBy > 100) {
    throw new InputError(
      `noRetreatWounds: lostBy must be a whole number 0..100, got ${show(lostBy)}`,
      'lostBy',
      lostBy,
    );
  }
  const probability = (p: unknown, field: string): number => {
    if (typeof p !== 'number' || !(p >= 0 && p <= 1)) {
      throw new InputError(
        `noRetreatWounds: ${field} must be a probability 0..1, got ${show(p)}`,
        field,
        p,
      );
    }
    return p;
  };
  const pass =
    options.passChance !== undefined
      ? probability(options.passChance, 'passChance')
      : options.initiative !== undefined
        ? initiativeTest(options.initiative)
        : 0;
  let wounds = new Float64Array(lostBy + 1);
  wounds[lostBy] = 1 - pass;
  for (let d3 = 1; d3 <= 3; d3++) wounds[Math.max(0, lostBy - d3)]! += pass / 3;
  if (options.unsavedChance !== undefined) {
    const q = probability(options.unsavedChance, 'unsavedChance');
    // Each wound is unsaved with q: a binomial thinning, by Pascal's rule.
    const unsaved = new Float64Array(lostBy + 1);
    for (let n = 0; n <= lostBy; n++) {
      const w = wounds[n]!;
      if (w === 0) continue;
      let row = new Float64Array(n + 1);
      row[0] = 1;
      for (let i = 1; i <= n; i++) {
        const next = new Float64Array(n + 1);
        for (let k = 0; k < i; k++) {
          next[k]! += row[k]! * (1 - q);
          next[k + 1]! += row[k]! * q;
        }
        row = next;
      }
      for (let k = 0; k <= n; k++) unsaved[k]! += w * row[k]!;
    }
    wounds = unsaved;
  }
  return Dist.unchecked(wounds);
}
