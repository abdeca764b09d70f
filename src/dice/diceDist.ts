import { constant, Dist, die, sumOf } from '../dist/index.js';
import { checkDiceExpression, type DiceExpression, parseDice } from './parseDice.js';

/**
 * The exact distribution of a dice expression's total: `sumOf(die(sides), count)` shifted by
 * the modifier. A D3 is a D6 halved, rounded up, which is uniform on 1..3 like `die(3)`.
 * By the limits of {@link parseDice} the result has at most 11,001 entries and costs at
 * most a few times 10^7 multiply-adds (100D100); a D6 expression takes microseconds.
 *
 * @param input - a {@link DiceExpression}, dice notation or a whole number (see
 *   {@link parseDice}).
 * @throws {DiceNotationError} if the input is not a valid dice expression.
 * @example
 * ```ts
 * diceDist('2D6').at(7);    // 0.16666666666666669 (= 6/36)
 * diceDist('D6+1').mean();  // 4.5
 * diceDist('D3').toJSON();  // { p: [0, 0.3333333333333333, 0.3333333333333333, 0.3333333333333333], mean: 2 }
 * diceDist('D6-1').at(0);   // 0.16666666666666666
 * diceDist(3).at(3);        // 1
 * ```
 */
export function diceDist(input: DiceExpression | string | number): Dist {
  const e =
    typeof input === 'object' && input !== null
      ? checkDiceExpression(input, 'diceDist')
      : parseDice(input);
  if (e.count === 0) return constant(e.modifier);
  const roll = sumOf(die(e.sides), e.count);
  if (e.modifier === 0) return roll;
  // Shift by the modifier. A negative one only removes values that have probability 0:
  // parseDice guarantees count + modifier >= 0, and the roll is never below count.
  const p = Dist.raw(roll);
  const shifted = new Float64Array(p.length + e.modifier);
  for (let k = Math.max(0, -e.modifier); k < p.length; k++) shifted[k + e.modifier] = p[k]!;
  return Dist.unchecked(shifted);
}
