import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { DICE_LIMITS, type DiceExpression, parseDice } from '../../src/dice/index.js';
import { DiceNotationError, InputError } from '../../src/errors.js';

const GOOD: [
  input: string | number,
  count: number,
  sides: number,
  modifier: number,
  text: string,
][] = [
  ['D6', 1, 6, 0, 'D6'],
  ['d6', 1, 6, 0, 'D6'],
  ['D3', 1, 3, 0, 'D3'],
  ['2D6', 2, 6, 0, '2D6'],
  ['D6+1', 1, 6, 1, 'D6+1'],
  ['2D3', 2, 3, 0, '2D3'],
  ['3', 0, 0, 3, '3'],
  [3, 0, 0, 3, '3'],
  [0, 0, 0, 0, '0'],
  [-0, 0, 0, 0, '0'],
  ['0', 0, 0, 0, '0'],
  ['2 d6 + 1', 2, 6, 1, '2D6+1'],
  ['  2 D 6 +1  ', 2, 6, 1, '2D6+1'],
  ['\tD6', 1, 6, 0, 'D6'],
  ['1D6', 1, 6, 0, 'D6'],
  ['01d06+01', 1, 6, 1, 'D6+1'],
  ['D6-1', 1, 6, -1, 'D6-1'],
  ['2D6-2', 2, 6, -2, '2D6-2'],
  ['D6+0', 1, 6, 0, 'D6'],
  ['D6-0', 1, 6, 0, 'D6'],
  ['D1', 1, 1, 0, 'D1'],
  ['1000D6', 1000, 6, 0, '1000D6'],
  ['10D1000', 10, 1000, 0, '10D1000'],
  ['100D100+1000', 100, 100, 1000, '100D100+1000'],
  ['1000', 0, 0, 1000, '1000'],
  [1000, 0, 0, 1000, '1000'],
];

const BAD: [input: unknown, message: string][] = [
  ['', 'dice "": empty; expected dice notation like "D6", "2D3+1" or a whole number like "3"'],
  [
    '   ',
    'dice "   ": empty; expected dice notation like "D6", "2D3+1" or a whole number like "3"',
  ],
  ['D', 'dice "D": unexpected end at position 2; expected the number of sides'],
  ['2D', 'dice "2D": unexpected end at position 3; expected the number of sides'],
  ['DD6', 'dice "DD6": unexpected "D" at position 2; expected the number of sides'],
  ['D0', 'dice "D0": sides must be from 1 to 1000, got 0'],
  ['D1001', 'dice "D1001": sides must be from 1 to 1000, got 1001'],
  ['2D6++1', 'dice "2D6++1": unexpected "+" at position 5; expected a number'],
  ['2D6+', 'dice "2D6+": unexpected end at position 5; expected a number'],
  ['D6+1+1', 'dice "D6+1+1": unexpected "+" at position 5; expected the end'],
  ['D6 1', 'dice "D6 1": unexpected "1" at position 4; expected "+", "-" or the end'],
  ['D6x2', 'dice "D6x2": unexpected "x" at position 3; expected "+", "-" or the end'],
  ['-1', 'dice "-1": unexpected "-" at position 1; expected a whole number or "D"'],
  ['+3', 'dice "+3": unexpected "+" at position 1; expected a whole number or "D"'],
  ['3+1', 'dice "3+1": unexpected "+" at position 2; expected "D" or the end'],
  ['1 0D6', 'dice "1 0D6": unexpected "0" at position 3; expected "D" or the end'],
  ['1e9D6', 'dice "1e9D6": unexpected "e" at position 2; expected "D" or the end'],
  [
    '0.5',
    'dice "0.5": unexpected "." at position 2; expected "D" or the end (dice and modifiers are whole numbers)',
  ],
  [
    'D6+1.5',
    'dice "D6+1.5": unexpected "." at position 5; expected the end (dice and modifiers are whole numbers)',
  ],
  ['🎲', 'dice "🎲": unexpected "🎲" at position 1; expected a whole number or "D"'],
  ['0D6', 'dice "0D6": the number of dice must be from 1 to 1000, got 0'],
  ['1001D6', 'dice "1001D6": the number of dice must be from 1 to 1000, got 1001'],
  [
    '99999999999999999999D6',
    'dice "99999999999999999999D6": the number of dice must be from 1 to 1000, got 99999999999999999999',
  ],
  ['1000D1000', 'dice "1000D1000": dice x sides must be at most 10000, got 1000 x 1000 = 1000000'],
  ['D6+1001', 'dice "D6+1001": the modifier must be at most 1000, got 1001'],
  ['D6-1001', 'dice "D6-1001": the modifier must be at most 1000, got 1001'],
  ['D3-2', 'dice "D3-2": the total can be as low as -1; a roll must never be negative'],
  ['2D6-3', 'dice "2D6-3": the total can be as low as -1; a roll must never be negative'],
  ['1001', 'dice "1001": a plain number must be from 0 to 1000, got 1001'],
  [Number.NaN, 'dice NaN: a plain number must be a whole number from 0 to 1000'],
  [Number.POSITIVE_INFINITY, 'dice Infinity: a plain number must be a whole number from 0 to 1000'],
  [-1, 'dice -1: a plain number must be a whole number from 0 to 1000'],
  [0.5, 'dice 0.5: a plain number must be a whole number from 0 to 1000'],
  [1001, 'dice 1001: a plain number must be a whole number from 0 to 1000'],
  [null, 'dice null: must be dice notation like "D6", "2D3+1" or a whole number like "3"'],
  [{}, 'dice an object: must be dice notation like "D6", "2D3+1" or a whole number like "3"'],
  [`${'1'.repeat(101)}`, `dice "${'1'.repeat(57)}...": too long: 101 characters, at most 100`],
];

describe('parseDice', () => {
  test.each(GOOD)(
    'parseDice(%j) is %i dice of %i sides %i: %s',
    (input, count, sides, modifier, text) => {
      const e = parseDice(input);
      expect(e).toEqual({ count, sides, modifier, text });
      expect(Object.is(e.modifier, -0)).toBe(false);
      expect(Object.isFrozen(e)).toBe(true);
    },
  );

  test.each(BAD)('parseDice(%j) throws %s', (input, message) => {
    expect(() => parseDice(input as string)).toThrow(new DiceNotationError(message, 'dice', input));
  });

  test('parseDice(input, field) names the field in the message, and the error keeps field and input', () => {
    let error: unknown;
    try {
      parseDice('2D6++1', 'shots');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DiceNotationError);
    expect(error).toBeInstanceOf(InputError);
    expect((error as DiceNotationError).message).toBe(
      'shots: dice "2D6++1": unexpected "+" at position 5; expected a number',
    );
    expect((error as DiceNotationError).field).toBe('shots');
    expect((error as DiceNotationError).value).toBe('2D6++1');
    expect(() => parseDice('D', 'attackers[0].shots')).toThrow(/^attackers\[0\]\.shots: dice "D"/);
  });

  test('parseDice rejects a megabyte string at once, by its length', () => {
    const huge = `${'2'.repeat(1_000_000)}D6`;
    expect(() => parseDice(huge)).toThrow(/too long: 1000002 characters, at most 100$/);
  });

  const VALID = fc
    .record({
      count: fc.integer({ min: 1, max: DICE_LIMITS.count }),
      sides: fc.integer({ min: 1, max: DICE_LIMITS.sides }),
      modifier: fc.integer({ min: -DICE_LIMITS.modifier, max: DICE_LIMITS.modifier }),
      lower: fc.boolean(),
      spaces: fc.array(fc.constantFrom('', ' ', '  ', '\t'), { minLength: 6, maxLength: 6 }),
    })
    .filter((r) => r.count * r.sides <= DICE_LIMITS.faces && r.count + r.modifier >= 0);

  test.prop([VALID])(
    'parseDice reads any valid count, sides and modifier in any case and spacing, and its text back',
    ({ count, sides, modifier, lower, spaces }) => {
      const [s0, s1, s2, s3, s4, s5] = spaces as [string, string, string, string, string, string];
      const sign = modifier < 0 ? '-' : '+';
      const input = `${s0}${count}${s1}${lower ? 'd' : 'D'}${s2}${sides}${s3}${sign}${s4}${Math.abs(modifier)}${s5}`;
      const e: DiceExpression = parseDice(input);
      expect([e.count, e.sides, e.modifier]).toEqual([count, sides, modifier === 0 ? 0 : modifier]);
      expect(parseDice(e.text)).toEqual(e);
    },
  );

  test.prop([fc.string({ maxLength: 120 })])(
    'parseDice(any string) returns a valid expression or throws a DiceNotationError, nothing else',
    (input) => {
      try {
        const e = parseDice(input);
        expect(e.count + e.modifier).toBeGreaterThanOrEqual(0);
        expect(parseDice(e.text)).toEqual(e);
      } catch (error) {
        expect(error).toBeInstanceOf(DiceNotationError);
        expect((error as Error).message.startsWith('dice ')).toBe(true);
      }
    },
  );

  test.prop([
    fc.string({ unit: fc.constantFrom('1', '2', 'd', 'D', '+', '-', ' ', '6'), maxLength: 30 }),
  ])('parseDice over strings of dice characters only ever throws DiceNotationError', (input) => {
    try {
      parseDice(input);
    } catch (error) {
      expect(error).toBeInstanceOf(DiceNotationError);
    }
  });
});
