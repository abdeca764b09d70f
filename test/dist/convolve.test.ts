import { test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { constant, convolve, d6, die, fromWeights, MAX_SUPPORT } from '../../src/dist/index.js';
import { InputError, TooLargeError } from '../../src/errors.js';
import { arbDist, enumerateRolls, expectProbs, expectSameDist, expectValid } from './helpers.js';

describe('convolve', () => {
  // Reference: 2D6 by hand, P(k) = (6 - |k - 7|) / 36 for k = 2..12; P(7) = 6/36.
  test('convolve(d6(), d6()) is 2D6: P(7) = 6/36, P(2) = P(12) = 1/36', () => {
    const d = convolve(d6(), d6());
    expectProbs(
      d,
      Array.from({ length: 13 }, (_, k) => (k < 2 ? 0 : (6 - Math.abs(k - 7)) / 36)),
      1e-15,
    );
    expect(d.at(7)).toBeCloseTo(6 / 36, 15);
  });

  test('convolve(d6(), die(4)) matches enumerating all 24 rolls', () => {
    const counts = new Array<number>(11).fill(0);
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 4; b++) counts[a + b]!++;
    expectSameDist(convolve(d6(), die(4)), fromWeights(counts), 1e-15);
  });

  test('convolve(d, constant(k)) shifts d by k', () => {
    const d = convolve(d6(), constant(10));
    expect(d.support()).toEqual([11, 12, 13, 14, 15, 16]);
  });

  test.prop([arbDist(), arbDist()])('convolve(a, b) is commutative', (a, b) => {
    expectSameDist(convolve(a, b), convolve(b, a), 1e-15);
  });

  test.prop([arbDist(6), arbDist(6), arbDist(6)])('convolve is associative', (a, b, c) => {
    expectSameDist(convolve(convolve(a, b), c), convolve(a, convolve(b, c)), 1e-15);
  });

  test.prop([arbDist(), arbDist()])(
    'convolve(a, b) sums to 1, has mean a.mean() + b.mean() and variance a.variance() + b.variance()',
    (a, b) => {
      const d = convolve(a, b);
      expectValid(d);
      expect(d.max).toBe(a.max + b.max);
      expect(d.mean()).toBeCloseTo(a.mean() + b.mean(), 12);
      expect(d.variance()).toBeCloseTo(a.variance() + b.variance(), 11);
    },
  );

  test('convolve(3D6 by hand) matches enumerating all 216 rolls', () => {
    const counts = new Array<number>(19).fill(0);
    enumerateRolls(6, 3, (r) => {
      counts[r[0]! + r[1]! + r[2]!]!++;
    });
    // Reference: 3D6 P(10) = 27/216 (the classic count).
    expect(counts[10]).toBe(27);
    expectSameDist(convolve(convolve(d6(), d6()), d6()), fromWeights(counts), 1e-15);
  });

  test('convolve throws InputError unless both arguments are Dists, naming the field', () => {
    expect(() => convolve({} as never, d6())).toThrow('convolve: a must be a Dist, got an object');
    expect(() => convolve(d6(), [1] as never)).toThrow('convolve: b must be a Dist, got an array');
  });

  test('convolve throws InputError when the result would exceed MAX_SUPPORT entries', () => {
    const big = constant(MAX_SUPPORT / 2);
    expect(() => convolve(big, big)).toThrow(InputError);
    expect(() => convolve(big, big)).toThrow(/more than the limit of 10000000/);
  });

  test('convolve throws TooLargeError before starting more than MAX_WORK multiply-adds', () => {
    const wide = die(200_000);
    expect(() => convolve(wide, wide)).toThrow(TooLargeError);
    expect(() => convolve(wide, wide)).toThrow(/use the Monte Carlo method/);
  });

  test('convolve of a sparse and a wide Dist loops over the sparse one (under MAX_WORK)', () => {
    const wide = die(1_000_000);
    const d = convolve(constant(5), wide);
    expect(d.max).toBe(1_000_005);
    expect(d.at(6)).toBeCloseTo(1e-6, 20);
  });
});
