import { InputError, show } from '../errors.js';
import type { DiceStream } from '../random/DiceStream.js';
import type { DiceExpression } from './parseDice.js';

/**
 * One roll of a dice expression: `count` dice from the stream, summed, plus the modifier. D6
 * and D3 come from the stream's pool of D6 (eight per 32-bit word); other dice from
 * {@link DiceStream.dN}. Checks its arguments once (an expression from {@link parseDice}, a
 * dice stream); the samplers' hot loops call the unchecked kernel. O(count).
 *
 * @param expr - a parsed expression.
 * @param dice - where the dice come from.
 * @throws {InputError} when `expr` is not a parsed dice expression or `dice` not a stream.
 * @example
 * ```ts
 * const shots = parseDice('D6+1');
 * const dice = new DiceStream(pcg32(42, 54));
 * rollDice(shots, dice); // 5 (the first D6 is a 4)
 * ```
 */
export function rollDice(expr: DiceExpression, dice: DiceStream): number {
  const e = expr as Partial<DiceExpression> | null;
  const whole = (x: unknown, min: number) => Number.isSafeInteger(x) && (x as number) >= min;
  if (
    typeof e !== 'object' ||
    e === null ||
    !whole(e.count, 0) ||
    !whole(e.sides, e.count === 0 ? 0 : 1) ||
    !Number.isSafeInteger(e.modifier)
  ) {
    throw new InputError(
      `rollDice: expr must be a dice expression from parseDice(), got ${show(expr)}`,
      'expr',
      expr,
    );
  }
  if (typeof (dice as Partial<DiceStream> | null)?.d6 !== 'function') {
    throw new InputError(`rollDice: dice must be a DiceStream, got ${show(dice)}`, 'dice', dice);
  }
  return rollDiceUnchecked(expr, dice);
}

/**
 * {@link rollDice} without checks, for the samplers' hot loops (the expression was parsed
 * once, before the loop). No allocation.
 *
 * @internal
 * @example
 * ```ts
 * rollDiceUnchecked(parseDice('D6+1'), new DiceStream(pcg32(42, 54))); // 5
 * ```
 */
export function rollDiceUnchecked(expr: DiceExpression, dice: DiceStream): number {
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
