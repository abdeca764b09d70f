import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { binomial, constant, d6, die, map, thin } from '../../src/dist/index.js';
import { InputError, TooLargeError } from '../../src/errors.js';
import { arbDist, arbProbability, expectProbs, expectSameDist, expectValid } from './helpers.js';

describe('thin', () => {
  test('thin(constant(2), 0.5) is binomial(2, 0.5): [1/4, 1/2, 1/4]', () => {
    expectProbs(thin(constant(2), 0.5), [0.25, 0.5, 0.25], 1e-15);
  });

  // Reference: D6 shots each wounding on 4+, P(no wound) = (1/6) sum_{n=1..6} 2^-n = 63/384.
  test('thin(d6(), 0.5).at(0) is 63/384', () => {
    expect(thin(d6(), 0.5).at(0)).toBeCloseTo(63 / 384, 15);
  });

  test.prop([fc.integer({ min: 0, max: 300 }), arbProbability(), arbProbability()])(
    'thin(binomial(n, p), q) equals binomial(n, p*q)',
    (n, p, q) => {
      expectSameDist(thin(binomial(n, p), q), binomial(n, p * q), 1e-12);
    },
  );

  test.prop([arbDist(12), arbProbability(), arbProbability()])(
    'thin(thin(d, p), q) equals thin(d, p*q)',
    (d, p, q) => {
      expectSameDist(thin(thin(d, p), q), thin(d, p * q), 1e-13);
    },
  );

  test.prop([arbDist(12), arbProbability()])(
    'thin(d, p) sums to 1 and has mean p * d.mean()',
    (d, p) => {
      const t = thin(d, p);
      expectValid(t);
      expect(t.mean()).toBeCloseTo(p * d.mean(), 12);
      expect(t.max).toBeLessThanOrEqual(d.max);
    },
  );

  test('thin(d, 1) is d and thin(d, 0) is constant(0)', () => {
    const d = d6();
    expect(thin(d, 1)).toBe(d);
    expect(thin(d, 0).toJSON()).toEqual({ p: [1], mean: 0 });
  });

  test('thin(binomial(10000, 0.3), 0.5) equals binomial(10000, 0.15)', () => {
    const t = thin(binomial(10000, 0.3), 0.5);
    expectValid(t);
    expectSameDist(t, binomial(10000, 0.15), 1e-13);
  });

  test('thin(map(d, 2k), p) does not depend on the zeros between values', () => {
    const d = map(d6(), (k) => 2 * k);
    expect(thin(d, 0.5).mean()).toBeCloseTo(3.5, 14);
  });

  test('thin throws InputError on a bad p or d, and TooLargeError on a huge d', () => {
    expect(() => thin(d6(), 1.5)).toThrow('thin: p must be a probability in [0, 1], got 1.5');
    expect(() => thin(d6(), -0)).not.toThrow();
    expect(() => thin('d6' as never, 0.5)).toThrow(InputError);
    expect(() => thin(die(200_000), 0.5)).toThrow(TooLargeError);
  });
});
