/**
 * Allocation with the state carried over from earlier turns, for a target unit of one group
 * of `models` models of `wounds` Wounds: the state between turns is the number of models
 * slain and the damage on the one wounded survivor (`docs/analytics.md`, "Multiple turns").
 *
 * Under allocation `"rules"` each turn's unsaved wounds are allocated anew, "in manner where
 * as many models are slain as possible" (spec interpretation 9), given the models left and
 * the damage already on the wounded one; among the assignments that slay the most, the
 * owner's loses the fewest wounds (as in the single-attack engine), and the damage left
 * over goes on the model already wounded (it fits: otherwise it would slay it). The owner's
 * allocation of a turn is then fixed: a later turn cannot move those wounds.
 *
 * Under `"sequential"` the wounds of every turn are applied in the order rolled, each to the
 * model already wounded, as within one attack: the turns simply continue the sequence.
 *
 * @module
 */
import { coverSolver } from './maxSlain.js';

/**
 * The states between turns: index `slain × wounds + damage` (damage on the one wounded
 * survivor), or `models × wounds` when every model is slain.
 *
 * @example
 * ```ts
 * const c: CarryStates = carryStates(5, 2);
 * c.wiped; // 10
 * ```
 */
export interface CarryStates {
  readonly models: number;
  readonly wounds: number;
  /** Number of states: `models × wounds + 1`. */
  readonly states: number;
  /** The index of the state where every model is slain. */
  readonly wiped: number;
}

/**
 * The states between turns of a unit of `models` models of `wounds` Wounds.
 *
 * @example
 * ```ts
 * carryStates(5, 2).states; // 11: 0..4 slain, each with 0 or 1 damage on a survivor, and wiped out
 * ```
 */
export function carryStates(models: number, wounds: number): CarryStates {
  return { models, wounds, states: models * wounds + 1, wiped: models * wounds };
}

/**
 * The unsaved wounds of one turn, by damage: `outright` slay a model alone (Instant Death, or
 * damage at least the model's Wounds), `n1`, `n2`, `n3` remove 1, 2 or 3 Wounds.
 *
 * @example
 * ```ts
 * const turn: TurnWounds = { outright: 0, n1: 3, n2: 1, n3: 0 };
 * ```
 */
export interface TurnWounds {
  readonly outright: number;
  readonly n1: number;
  readonly n2: number;
  readonly n3: number;
}

/**
 * The allocation of one turn under `"rules"`, from any state between turns: a function of
 * (state, the turn's unsaved wounds) giving the next state. Exact: the wounded model is
 * either slain by one set of wounds that could all be put on it (all but the last, largest,
 * below what it has left) or by one outright wound after damage it can take, or it survives
 * and takes what is left over; the fresh models are covered by {@link coverSolver}.
 * Memoised by state and wounds within one call.
 *
 * @example
 * ```ts
 * const step = rulesCarry(carryStates(3, 3));
 * step(2, { outright: 0, n1: 1, n2: 0, n3: 0 }); // 3: the model with 2 damage takes the 1 and is slain (1 slain, no damage left)
 * ```
 */
export function rulesCarry(c: CarryStates): (state: number, w: TurnWounds) => number {
  const { models, wounds } = c;
  const cover = coverSolver(wounds);
  /** Fresh models only: slain (may exceed how many there are) and damage left over. */
  const fresh = (j: number, n1: number, n2: number, n3: number) => {
    const cv = cover(n1, n2, n3);
    return { slain: j + cv.slain, left: j > 0 ? 0 : n1 + 2 * n2 + 3 * n3 - cv.used };
  };
  return (state, { outright: j, n1, n2, n3 }) => {
    if (state === c.wiped) return state;
    const k = Math.floor(state / wounds);
    const d = state - k * wounds;
    if (d === 0) {
      const f = fresh(j, n1, n2, n3);
      return f.slain >= models - k ? c.wiped : (k + f.slain) * wounds + f.left;
    }
    const need = wounds - d; // what the wounded model has left
    const freshModels = models - k - 1;
    let bestSlain = -1;
    let bestDamage = 0;
    const consider = (slain: number, damage: number) => {
      if (slain > bestSlain || (slain === bestSlain && damage < bestDamage)) {
        bestSlain = slain;
        bestDamage = damage;
      }
    };
    // A: the wounded model survives and takes the damage left over.
    const a = fresh(j, n1, n2, n3);
    if (a.slain <= freshModels && a.left < need) consider(a.slain, d + a.left);
    // B: the wounded model is slain, by a set of wounds put on it.
    const slainWith = (c1: number, c2: number, c3: number, jRest: number): boolean => {
      const f = fresh(jRest, n1 - c1, n2 - c2, n3 - c3);
      if (f.slain >= freshModels) return true; // every model slain
      consider(1 + f.slain, f.left);
      return false;
    };
    if (j > 0) {
      // B1: an outright wound, after damage it can take first (useful only when no other
      // outright wound is left to take the damage left over).
      const m3 = j === 1 ? Math.min(n3, Math.floor((need - 1) / 3)) : 0;
      for (let c3 = 0; c3 <= m3; c3++) {
        const m2 = j === 1 ? Math.min(n2, Math.floor((need - 1 - 3 * c3) / 2)) : 0;
        for (let c2 = 0; c2 <= m2; c2++) {
          const m1 = j === 1 ? Math.min(n1, need - 1 - 3 * c3 - 2 * c2) : 0;
          for (let c1 = 0; c1 <= m1; c1++) if (slainWith(c1, c2, c3, j - 1)) return c.wiped;
        }
      }
    }
    // B2: wounds of 1, 2, 3 damage totalling at least what it has left, all but the largest
    // below it (so the model is still alive for the last one).
    // All but the largest are below `need`, so each count is bounded by it.
    const max3 = Math.min(n3, Math.floor((need - 1) / 3) + 1);
    const max2 = Math.min(n2, Math.floor((need - 1) / 2) + 1);
    const max1 = Math.min(n1, need);
    for (let c3 = 0; c3 <= max3; c3++) {
      for (let c2 = 0; c2 <= max2; c2++) {
        for (let c1 = 0; c1 <= max1; c1++) {
          const sum = c1 + 2 * c2 + 3 * c3;
          if (sum === 0) continue;
          const largest = c3 > 0 ? 3 : c2 > 0 ? 2 : 1;
          if (sum - largest >= need) break; // more 1s only make it worse
          if (sum >= need && slainWith(c1, c2, c3, j)) return c.wiped;
        }
      }
    }
    return (k + bestSlain) * wounds + bestDamage;
  };
}

/**
 * One wound of `size` damage (`size >= wounds`: slays outright) under `"sequential"`: put on
 * the model already wounded, excess lost.
 *
 * @example
 * ```ts
 * sequentialCarry(carryStates(3, 2), 1, 1); // 2: the wounded model (1 damage) is slain -> 1 slain, 0 damage
 * ```
 */
export function sequentialCarry(c: CarryStates, state: number, size: number): number {
  if (state === c.wiped || size === 0) return state;
  const k = Math.floor(state / c.wounds);
  const d = state - k * c.wounds + size;
  if (d < c.wounds) return k * c.wounds + d;
  return k + 1 >= c.models ? c.wiped : (k + 1) * c.wounds;
}
