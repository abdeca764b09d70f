import type { DiceStream } from '../random/DiceStream.js';
import type { DiceExpression } from './parseDice.js';

/**
 * One roll of a dice expression: `count` dice from the stream, summed, plus the modifier. D6
 * and D3 come from the stream's pool of D6 (eight per 32-bit word); other dice from
 * {@link DiceStream.dN}. For the hot path: no checks (parse the expression once, before the
 * loop, with {@link parseDice}), no allocation. O(count).
 *
 * @param expr - a parsed expression.
 * @param dice - where the dice come from.
 * @example
 * ```ts
 * const shots = parseDice('D6+1');
 * const dice = new DiceStream(pcg32(42, 54));
 * rollDice(shots, dice); // 5 (the first D6 is a 4)
 * ```
 */
export function rollDice(expr: DiceExpression, dice: DiceStream): number {
  const count = expr.count;
  const sides = expr.sides;
  let total = expr.modifier;
  if (sides === 6) {
    for (let i = 0; i < count; i++) total += dice.d6();
  } else if (sides === 3) {
    for (let i = 0; i < count; i++) total += (dice.d6() + 1) >> 1;
  } else {
    for (let i = 0; i < count; i++) total += dice.dN(sides);
  }
  return total;
}
