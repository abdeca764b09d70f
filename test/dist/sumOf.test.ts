import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { constant, convolve, d6, die, fromWeights, sumOf } from '../../src/dist/index.js';
import { InputError, TooLargeError } from '../../src/errors.js';
import { arbDist, enumerateRolls, expectSameDist, expectValid, sum } from './helpers.js';

describe('sumOf', () => {
  test('sumOf(d6(), 4) matches enumerating all 1296 rolls', () => {
    const counts = new Array<number>(25).fill(0);
    enumerateRolls(6, 4, (r) => {
      counts[r[0]! + r[1]! + r[2]! + r[3]!]!++;
    });
    // Reference: 4D6 P(14) = 146/1296 (the count enumerated above; a standard table value).
    expect(counts[14]).toBe(146);
    expectSameDist(sumOf(d6(), 4), fromWeights(counts), 1e-15);
  });

  test('sumOf(d, 0) is constant(0) and sumOf(d, 1) is d', () => {
    expect(sumOf(d6(), 0).toJSON()).toEqual({ p: [1], mean: 0 });
    const d = d6();
    expect(sumOf(d, 1)).toBe(d);
  });

  test.prop([arbDist(6), fc.integer({ min: 0, max: 20 })])(
    'sumOf(d, n) equals n successive convolutions',
    (d, n) => {
      let expected = constant(0);
      for (let i = 0; i < n; i++) expected = convolve(expected, d);
      expectSameDist(sumOf(d, n), expected, 1e-13);
    },
  );

  test.prop([arbDist(8), fc.integer({ min: 0, max: 60 })])(
    'sumOf(d, n) has mean n * d.mean() and variance n * d.variance()',
    (d, n) => {
      const s = sumOf(d, n);
      expectValid(s);
      expect(s.mean()).toBeCloseTo(n * d.mean(), 10);
      expect(s.variance()).toBeCloseTo(n * d.variance(), 8);
    },
  );

  test('sumOf(d6(), 1000) sums to 1 within 1e-12, mean 3500, variance 1000 * 35/12', () => {
    const d = sumOf(d6(), 1000);
    expectValid(d, 1e-12);
    expect(Math.abs(sum(d.toArray()) - 1)).toBeLessThan(1e-12);
    expect(d.mean()).toBeCloseTo(3500, 9);
    expect(d.variance()).toBeCloseTo((1000 * 35) / 12, 6);
    // P(1000) = 6^-1000 is below the smallest double: stored as 0.
    expect(d.at(1000)).toBe(0);
  });

  test('1,000 successive convolve(d6) sum to 1 within 1e-12', () => {
    let d = constant(0);
    const six = d6();
    for (let i = 0; i < 1000; i++) d = convolve(d, six);
    expectValid(d, 1e-12);
    expectSameDist(d, sumOf(six, 1000), 1e-13);
  });

  test('sumOf(constant(0), n) is constant(0) for any whole n, even huge ones', () => {
    expect(sumOf(constant(0), 2 ** 40).max).toBe(0);
  });

  test('sumOf throws InputError on a bad n or an oversized result, naming the field', () => {
    expect(() => sumOf(d6(), -1)).toThrow(/sumOf: n must be a whole number from 0 to/);
    expect(() => sumOf(d6(), 1.5)).toThrow(InputError);
    expect(() => sumOf(null as never, 2)).toThrow('sumOf: d must be a Dist, got null');
    expect(() => sumOf(d6(), 2_000_000)).toThrow(/sumOf: n would give a result with 12000001/);
  });

  test('sumOf throws TooLargeError when the squarings would exceed MAX_WORK', () => {
    expect(() => sumOf(die(1000), 1000)).toThrow(TooLargeError);
  });
});
