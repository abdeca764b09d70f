import { fc, test } from '@fast-check/vitest';
import { binomialDistribution } from 'simple-statistics';
import { describe, expect } from 'vitest';
import { bernoulli, binomial, sumOf } from '../../src/dist/index.js';
import { InputError } from '../../src/errors.js';
import { arbProbability, expectProbs, expectSameDist, expectValid } from './helpers.js';

/** log P(X = k) for Binomial(n, p) as a sum of logs: an independent reference. */
function logPmf(n: number, p: number, k: number): number {
  let s = k * Math.log(p) + (n - k) * Math.log1p(-p);
  for (let i = 1; i <= k; i++) s += Math.log((n - k + i) / i);
  return s;
}

describe('binomial', () => {
  // Reference: C(10, k) / 1024 with C(10, 5) = 252, C(10, 8) = 45 (Pascal's triangle).
  test('binomial(10, 0.5) is C(10, k) / 1024', () => {
    const c = [1, 10, 45, 120, 210, 252, 210, 120, 45, 10, 1];
    expectProbs(
      binomial(10, 0.5),
      c.map((x) => x / 1024),
      1e-15,
    );
  });

  // Reference: simple-statistics 7.12.1 binomialDistribution, which sums the pmf by the
  // same formula but stops once 1 - 1e-4 of the mass is covered.
  test('binomial(20, 0.3) matches simple-statistics where simple-statistics is not truncated', () => {
    const ours = binomial(20, 0.3);
    const theirs = binomialDistribution(20, 0.3) ?? [];
    expect(theirs.length).toBeGreaterThan(10);
    expect(theirs.length).toBeLessThan(21);
    theirs.forEach((x, k) => {
      expect(ours.at(k)).toBeCloseTo(x, 14);
    });
    expect(ours.max).toBe(20);
  });

  test.prop([fc.integer({ min: 0, max: 200 }), arbProbability()])(
    'binomial(n, p) has mean n*p and variance n*p*(1-p)',
    (n, p) => {
      const d = binomial(n, p);
      expectValid(d);
      expect(d.mean()).toBeCloseTo(n * p, 9);
      expect(d.variance()).toBeCloseTo(n * p * (1 - p), 8);
    },
  );

  test.prop([fc.integer({ min: 0, max: 40 }), arbProbability()])(
    'binomial(n, p) equals sumOf(bernoulli(p), n)',
    (n, p) => {
      expectSameDist(binomial(n, p), sumOf(bernoulli(p), n), 1e-13);
    },
  );

  test('binomial(n, 0) is constant(0) and binomial(n, 1) is constant(n)', () => {
    expect(binomial(7, 0).toJSON()).toEqual({ p: [1], mean: 0 });
    expect(binomial(7, 1).max).toBe(7);
    expect(binomial(7, 1).at(7)).toBe(1);
    expect(binomial(0, 0.4).toJSON()).toEqual({ p: [1], mean: 0 });
  });

  test('binomial(10000, 0.3) sums to 1, has no NaN or negatives, mean 3000, variance 2100', () => {
    const d = binomial(10000, 0.3);
    expectValid(d);
    expect(d.mean()).toBeCloseTo(3000, 8);
    expect(d.variance()).toBeCloseTo(2100, 6);
    // Tails below the smallest double are stored as 0: 0.7^10000 = 1e-1549.
    expect(d.at(0)).toBe(0);
  });

  test('binomial(10000, 0.3).at(k) matches the log-space formula to 1e-10 relative', () => {
    const d = binomial(10000, 0.3);
    for (const k of [2500, 2800, 2950, 3000, 3001, 3100, 3300, 3600]) {
      const ref = Math.exp(logPmf(10000, 0.3, k));
      expect(Math.abs(d.at(k) / ref - 1)).toBeLessThan(1e-10);
    }
  });

  test('binomial(1000000, 1e-6) and binomial(9999999, 0.5) stay finite and sum to 1', () => {
    const rare = binomial(1_000_000, 1e-6);
    expectValid(rare);
    expect(rare.at(0)).toBeCloseTo(Math.exp(logPmf(1_000_000, 1e-6, 0)), 14);
    expectValid(binomial(9_999_999, 0.5));
  });

  test('binomial(n, p) throws InputError on a bad n or p, naming the field', () => {
    expect(() => binomial(-1, 0.5)).toThrow(
      'binomial: n must be a whole number from 0 to 9999999, got -1',
    );
    expect(() => binomial(2.5, 0.5)).toThrow(InputError);
    expect(() => binomial(1e7, 0.5)).toThrow(InputError);
    expect(() => binomial(10, 2)).toThrow('binomial: p must be a probability in [0, 1], got 2');
    expect(() => binomial(10, Number.NaN)).toThrow(/p must be a probability/);
  });
});
