import { DiceNotationError, show } from '../errors.js';

/**
 * A parsed dice expression: `count` dice with `sides` sides, plus `modifier`. A plain number is
 * `count: 0, sides: 0, modifier: n`. Immutable; build it with {@link parseDice}.
 *
 * @example
 * ```ts
 * parseDice('2d6 + 1'); // { count: 2, sides: 6, modifier: 1, text: '2D6+1' }
 * parseDice(3);         // { count: 0, sides: 0, modifier: 3, text: '3' }
 * ```
 */
export interface DiceExpression {
  /** How many dice are rolled, 0 to {@link DICE_LIMITS}.count (0 for a plain number). */
  readonly count: number;
  /** Sides of each die, 1 to {@link DICE_LIMITS}.sides (0 for a plain number). */
  readonly sides: number;
  /** Added to the total: -1000 to 1000, never taking the total below 0. */
  readonly modifier: number;
  /** The canonical spelling: upper case, no spaces, no `1` before `D`: `'D6+1'`, `'2D3'`, `'3'`. */
  readonly text: string;
}

/**
 * The largest dice expressions accepted (`length`, `count`, `sides`, `faces`, `modifier`), so
 * that every expression has a small exact distribution and parsing is bounded.
 *
 * - `length`: at most 100 characters of notation;
 * - `count`: at most 1000 dice;
 * - `sides`: at most 1000 sides;
 * - `faces`: count x sides at most 10,000 (the highest total before the modifier);
 * - `modifier`: from -1000 to 1000, and a plain number from 0 to 1000.
 *
 * @example
 * ```ts
 * DICE_LIMITS.count; // 1000
 * ```
 */
export const DICE_LIMITS = {
  length: 100,
  count: 1000,
  sides: 1000,
  faces: 10_000,
  modifier: 1000,
} as const;

const EXAMPLES = 'dice notation like "D6", "2D3+1" or a whole number like "3"';

/** A number read from the notation: its value (capped) and its text, for messages. */
interface Token {
  value: number;
  text: string;
}

/**
 * Reads dice notation: `"D6"`, `"D3"`, `"2D6"`, `"D6+1"`, `"D6-1"`, `"2D3"`, `"3"`, or a whole
 * number. `D` in either case, spaces anywhere between the parts (`"2 d6 + 1"`). A minus
 * modifier is accepted only if the total can never go below 0 (`"D6-1"` is 0 to 5, `"D3-2"`
 * is rejected). Limits: see {@link DICE_LIMITS}.
 *
 * A hand-written scanner, one pass over at most 100 characters: linear time, no regular
 * expression, nothing to backtrack.
 *
 * @param input - the notation, or a whole number from 0 to 1000.
 * @param field - the field the notation came from, to name it in the error (`shots`,
 *   `attackers[0].damage`). Default: `'dice'`, and the message then starts at `dice "..."`.
 * @throws {DiceNotationError} if the input is not dice notation or breaks a limit; the
 *   message quotes it and says what is wrong and where:
 *   `shots: dice "2D6++1": unexpected "+" at position 5; expected a number`.
 * @example
 * ```ts
 * parseDice('D6+1');         // { count: 1, sides: 6, modifier: 1, text: 'D6+1' }
 * parseDice(' 2 d3 ');       // { count: 2, sides: 3, modifier: 0, text: '2D3' }
 * parseDice('D6-1');         // { count: 1, sides: 6, modifier: -1, text: 'D6-1' }
 * parseDice('2D6++1', 'shots');
 * // throws DiceNotationError: shots: dice "2D6++1": unexpected "+" at position 5; expected a number
 * ```
 */
export function parseDice(input: string | number, field?: string): DiceExpression {
  const fail = (what: string): never => {
    const prefix = field === undefined ? '' : `${field}: `;
    throw new DiceNotationError(`${prefix}dice ${show(input)}: ${what}`, field ?? 'dice', input);
  };

  if (typeof input === 'number') {
    if (!Number.isInteger(input) || input < 0 || input > DICE_LIMITS.modifier) {
      fail(`a plain number must be a whole number from 0 to ${DICE_LIMITS.modifier}`);
    }
    return expression(0, 0, input + 0); // + 0 turns -0 into 0
  }
  if (typeof input !== 'string') {
    return fail(`must be ${EXAMPLES}`);
  }
  if (input.length > DICE_LIMITS.length) {
    fail(`too long: ${input.length} characters, at most ${DICE_LIMITS.length}`);
  }

  let pos = 0;
  const skipSpaces = (): void => {
    while (pos < input.length && (input[pos] === ' ' || input[pos] === '\t')) pos++;
  };
  const unexpected = (expected: string): never => {
    if (pos >= input.length) {
      return fail(
        pos === 0 || input.trim() === ''
          ? `empty; expected ${EXAMPLES}`
          : `unexpected end at position ${pos + 1}; expected ${expected}`,
      );
    }
    const c = input.codePointAt(pos)!;
    const ch = String.fromCodePoint(c);
    const hint = ch === '.' || ch === ',' ? ' (dice and modifiers are whole numbers)' : '';
    return fail(
      `unexpected ${JSON.stringify(ch)} at position ${pos + 1}; expected ${expected}${hint}`,
    );
  };
  const isDigit = (): boolean => pos < input.length && input[pos]! >= '0' && input[pos]! <= '9';
  const readNumber = (): Token => {
    const start = pos;
    let value = 0;
    while (isDigit()) {
      // Capped: the value only has to be compared with limits of 1000 and 10,000.
      value = Math.min(value * 10 + (input.charCodeAt(pos) - 48), 1e9);
      pos++;
    }
    return { value, text: input.slice(start, pos) };
  };
  const isD = (): boolean => input[pos] === 'D' || input[pos] === 'd';

  skipSpaces();
  const first = isDigit() ? readNumber() : undefined;
  skipSpaces();
  if (!isD()) {
    if (first === undefined) return unexpected('a whole number or "D"');
    if (pos < input.length) return unexpected('"D" or the end');
    if (first.value > DICE_LIMITS.modifier) {
      fail(`a plain number must be from 0 to ${DICE_LIMITS.modifier}, got ${first.text}`);
    }
    return expression(0, 0, first.value);
  }
  pos++; // the D
  skipSpaces();
  if (!isDigit()) return unexpected('the number of sides');
  const sides = readNumber();
  skipSpaces();
  let sign = 0;
  let modifier: Token | undefined;
  if (input[pos] === '+' || input[pos] === '-') {
    sign = input[pos] === '+' ? 1 : -1;
    pos++;
    skipSpaces();
    if (!isDigit()) return unexpected('a number');
    modifier = readNumber();
    skipSpaces();
    if (pos < input.length) return unexpected('the end');
  } else if (pos < input.length) {
    return unexpected('"+", "-" or the end');
  }

  const count = first?.value ?? 1;
  if (count < 1 || count > DICE_LIMITS.count) {
    fail(`the number of dice must be from 1 to ${DICE_LIMITS.count}, got ${first?.text}`);
  }
  if (sides.value < 1 || sides.value > DICE_LIMITS.sides) {
    fail(`sides must be from 1 to ${DICE_LIMITS.sides}, got ${sides.text}`);
  }
  if (count * sides.value > DICE_LIMITS.faces) {
    fail(
      `dice x sides must be at most ${DICE_LIMITS.faces}, got ${count} x ${sides.value} = ${count * sides.value}`,
    );
  }
  if (modifier !== undefined && modifier.value > DICE_LIMITS.modifier) {
    fail(`the modifier must be at most ${DICE_LIMITS.modifier}, got ${modifier.text}`);
  }
  const m = sign * (modifier?.value ?? 0);
  if (count + m < 0) {
    fail(`the total can be as low as ${count + m}; a roll must never be negative`);
  }
  return expression(count, sides.value, m === 0 ? 0 : m); // no -0
}

/** A frozen expression with its canonical text; the caller has checked the fields. */
function expression(count: number, sides: number, modifier: number): DiceExpression {
  let text = String(modifier);
  if (count > 0) {
    const plus = modifier > 0 ? `+${modifier}` : modifier < 0 ? `${modifier}` : '';
    text = `${count === 1 ? '' : count}D${sides}${plus}`;
  }
  return Object.freeze({ count, sides, modifier, text });
}

/**
 * Checks an expression given as an object (a {@link DiceExpression} from anywhere, perhaps
 * hand-built) against the same rules as {@link parseDice}, and returns it in canonical form.
 *
 * @internal
 * @example
 * ```ts
 * checkDiceExpression({ count: 2, sides: 6, modifier: 0, text: '2d6' }, 'diceDist'); // text '2D6'
 * ```
 */
export function checkDiceExpression(value: unknown, api: string): DiceExpression {
  const e = value as Partial<DiceExpression> | null;
  const whole = (x: unknown, min: number, max: number): boolean =>
    typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max;
  const ok =
    typeof e === 'object' &&
    e !== null &&
    whole(e.modifier, -DICE_LIMITS.modifier, DICE_LIMITS.modifier) &&
    (e.count === 0
      ? e.sides === 0 && e.modifier! >= 0
      : whole(e.count, 1, DICE_LIMITS.count) &&
        whole(e.sides, 1, DICE_LIMITS.sides) &&
        e.count! * e.sides! <= DICE_LIMITS.faces &&
        e.count! + e.modifier! >= 0);
  if (!ok) {
    throw new DiceNotationError(
      `${api}: dice must be dice notation, a whole number or a DiceExpression from parseDice, got ${show(value)}`,
      'dice',
      value,
    );
  }
  return expression(e!.count!, e!.sides!, e!.modifier!);
}
