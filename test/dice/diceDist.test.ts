import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { diceDist, parseDice } from '../../src/dice/index.js';
import { type Dist, d3 } from '../../src/dist/index.js';
import { DiceNotationError } from '../../src/errors.js';

/** Every roll of count dice with sides sides, enumerated: P(total = k). */
function bruteForce(count: number, sides: number, modifier: number): number[] {
  const p: number[] = Array(count * sides + Math.max(modifier, 0) + 1).fill(0);
  const faces = Array(count).fill(1) as number[];
  const outcomes = sides ** count;
  for (let i = 0; i < outcomes; i++) {
    const total = faces.reduce((a, b) => a + b, 0) + modifier;
    p[total]! += 1 / outcomes;
    for (let k = 0; k < count; k++) {
      if (faces[k]! < sides) {
        faces[k]!++;
        break;
      }
      faces[k] = 1;
    }
  }
  return p;
}

const expectSame = (d: Dist, p: number[]): void => {
  for (let k = 0; k < Math.max(p.length, d.max + 1); k++) {
    expect(Math.abs(d.at(k) - (p[k] ?? 0)), `P(${k})`).toBeLessThan(1e-12);
  }
};

describe('diceDist', () => {
  test("diceDist('2D6') has P(7) = 6/36 and P(2) = P(12) = 1/36", () => {
    const d = diceDist('2D6');
    expect(d.at(7)).toBeCloseTo(6 / 36, 15);
    expect(d.at(2)).toBeCloseTo(1 / 36, 15);
    expect(d.at(12)).toBeCloseTo(1 / 36, 15);
    expect(d.max).toBe(12);
  });

  test.prop([
    fc.integer({ min: 1, max: 4 }),
    fc.integer({ min: 1, max: 8 }),
    fc.integer({ min: -4, max: 5 }),
  ])('diceDist(count D sides +- m) equals enumeration of every roll', (count, sides, modifier) => {
    fc.pre(count + modifier >= 0);
    const sign = modifier < 0 ? '-' : '+';
    const d = diceDist(`${count}D${sides}${sign}${Math.abs(modifier)}`);
    expectSame(d, bruteForce(count, sides, modifier));
  });

  test("diceDist('D3') is a D6 halved, rounded up: 1-2 -> 1, 3-4 -> 2, 5-6 -> 3", () => {
    const halved = [0, 0, 0, 0];
    for (let face = 1; face <= 6; face++) halved[Math.ceil(face / 2)]! += 1 / 6;
    expectSame(diceDist('D3'), halved);
    expectSame(
      diceDist('D3'),
      [...Array(4).keys()].map((k) => d3().at(k)),
    );
    // 2D3 by enumerating two halved D6: 36 outcomes.
    const two: number[] = Array(7).fill(0);
    for (let a = 1; a <= 6; a++) {
      for (let b = 1; b <= 6; b++) two[Math.ceil(a / 2) + Math.ceil(b / 2)]! += 1 / 36;
    }
    expectSame(diceDist('2D3'), two);
  });

  test("diceDist('D6-1') is uniform on 0..5; diceDist(3) and diceDist('0') are constants", () => {
    expectSame(diceDist('D6-1'), [1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6]);
    expectSame(diceDist(3), [0, 0, 0, 1]);
    expectSame(diceDist('0'), [1]);
    expectSame(diceDist('D6+2'), [0, 0, 0, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6]);
  });

  test('diceDist of a parsed expression equals diceDist of its text', () => {
    for (const text of ['D6', '2D3+1', '3D6-3', '7']) {
      expect(diceDist(parseDice(text)).toJSON()).toEqual(diceDist(text).toJSON());
    }
  });

  test("diceDist('1000D6') and diceDist('100D100+1000') (the limits) sum to 1 with the right means", () => {
    const big = diceDist('1000D6');
    expect(big.mean()).toBeCloseTo(3500, 8);
    const wide = diceDist('100D100+1000');
    expect(wide.mean()).toBeCloseTo(100 * 50.5 + 1000, 8);
    expect(wide.at(1099)).toBe(0);
    expect(wide.max).toBe(11_000);
    expect(wide.atLeast(0)).toBe(1);
  });

  test('diceDist throws the parse error for bad notation, and checks hand-made expressions', () => {
    expect(() => diceDist('D0')).toThrow('dice "D0": sides must be from 1 to 1000, got 0');
    const bad = { count: 1, sides: 3, modifier: -2, text: 'D3-2' };
    expect(() => diceDist(bad)).toThrow(
      new DiceNotationError(
        'diceDist: dice must be dice notation, a whole number or a DiceExpression from parseDice, got an object',
        'dice',
        bad,
      ),
    );
    expect(() => diceDist({ count: 0, sides: 6, modifier: 1, text: '1' })).toThrow(
      DiceNotationError,
    );
    expect(() => diceDist({ count: 2, sides: 6.5, modifier: 0, text: '' })).toThrow(
      DiceNotationError,
    );
    // A hand-made expression with odd text is fine: the text is rebuilt.
    expect(diceDist({ count: 2, sides: 6, modifier: 0, text: 'two dice' }).max).toBe(12);
  });
});
