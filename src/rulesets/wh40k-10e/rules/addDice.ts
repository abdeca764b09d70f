/**
 * The sum of two dice expressions as one expression, for keywords that add attacks to a
 * profile (Blast, Rapid Fire X): a number adds to the modifier, dice of the same kind add up
 * (`D6` + `D6` = `2D6`). A {@link DiceExpression} holds one kind of die, so `D6` + `D3` cannot
 * be written and is refused with an {@link InputError} rather than approximated.
 *
 * @module
 */
import { type DiceExpression, parseDice } from '../../../dice/parseDice.js';
import { InputError, show } from '../../../errors.js';

/**
 * `a + b` as one dice expression.
 *
 * @throws {InputError} naming `field` when both hold dice of different kinds.
 * @example
 * ```ts
 * addDice(parseDice('D6'), parseDice(1), 'rapid-fire').text;    // 'D6+1'
 * addDice(parseDice('D3'), parseDice('D3'), 'rapid-fire').text; // '2D3'
 * ```
 */
export function addDice(a: DiceExpression, b: DiceExpression, field: string): DiceExpression {
  if (b.count === 0 && b.modifier === 0) return a;
  if (a.count !== 0 && b.count !== 0 && a.sides !== b.sides) {
    throw new InputError(
      `${field}: cannot add ${show(b.text)} to ${show(a.text)}: one dice expression holds one kind of die`,
      field,
      b.text,
    );
  }
  const count = a.count + b.count;
  const sides = count === 0 ? 0 : Math.max(a.sides, b.sides);
  const modifier = a.modifier + b.modifier;
  const dice = count === 0 ? '' : `${count === 1 ? '' : count}D${sides}`;
  const text =
    count === 0
      ? String(modifier)
      : modifier === 0
        ? dice
        : `${dice}${modifier > 0 ? '+' : ''}${modifier}`;
  return parseDice(text, field);
}
