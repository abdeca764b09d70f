/**
 * Fleet of Foot: "A unit composed entirely of models with this special rule may add +d3 to
 * its movement during the movement phase, and may re-roll failed charge distance rolls."
 * Source: `004_15cf5d572fc7d6a3.txt`, "Fleet of Foot". (The charge distance roll is not
 * described in the texts, so its re-roll is not modelled.)
 *
 * Also here, for the same kind of question: "Marching" (`000_2ec87e5aee29120b.txt`):
 * "Difficult terrain tests must still be taken, but rolling 2d3 and picking the highest."
 *
 * @module
 */
import { Dist } from '../dist/index.js';
import { InputError, show } from '../errors.js';

/**
 * The distribution of a Fleet of Foot unit's movement: `move` + D3 inches (each of `move + 1`,
 * `move + 2` and `move + 3` with 1/3).
 *
 * @throws {InputError} unless move is a whole number 0..100.
 * @example
 * ```ts
 * fleetOfFoot(6).support();   // [7, 8, 9]
 * fleetOfFoot(6).atLeast(8);  // 0.6666666666666666
 * ```
 */
export function fleetOfFoot(move: number): Dist {
  if (!Number.isInteger(move) || move < 0 || move > 100) {
    throw new InputError(
      `fleetOfFoot: move must be a whole number of inches 0..100, got ${show(move)}`,
      'move',
      move,
    );
  }
  const p = new Float64Array(move + 4);
  for (let d3 = 1; d3 <= 3; d3++) p[move + d3] = 1 / 3;
  return Dist.unchecked(p);
}

/**
 * The result of a difficult terrain test while Marching: the highest of 2D3, P(1) = 1/9,
 * P(2) = 3/9, P(3) = 5/9.
 *
 * @example
 * ```ts
 * marchingDifficultTerrain().toJSON().p; // [0, 0.1111111111111111, 0.3333333333333333, 0.5555555555555556]
 * ```
 */
export function marchingDifficultTerrain(): Dist {
  // P(max ≤ k) = (k/3)^2: 1/9, 4/9, 9/9.
  return Dist.unchecked(new Float64Array([0, 1 / 9, 3 / 9, 5 / 9]));
}
