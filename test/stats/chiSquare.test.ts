import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { InputError } from '../../src/errors.js';
import { logGamma } from '../../src/stats/chiSquare.js';
import { chiSquarePValue, chiSquareTest } from '../../src/stats/index.js';
import { countSamples, expectFit, uniformProbabilities } from './chiSquareHelper.js';

// Reference p-values computed with mpmath 1.3.0 at 30 significant digits:
// gammainc(df/2, x/2, inf, regularized=True), rounded to the nearest double.
const MPMATH: [statistic: number, df: number, pValue: number][] = [
  [0.1, 1, 0.7518296340458493],
  [1, 1, 0.3173105078629141],
  [10, 1, 0.0015654022580025497],
  [50, 1, 1.5374597944280349e-12],
  [0.5, 3, 0.9188914116546759],
  [2.9, 5, 0.7153995143435801],
  [30, 7.5, 0.00014301587882904851],
  [200, 10, 1.6139305336977305e-37],
  [700, 3, 2.099130853420409e-151],
  [1000, 1000, 0.49405285382923964],
  [1100, 1000, 0.014614408126295194],
];

/** P(X >= x) for even df = 2k, exactly: e^(-x/2) sum_{i<k} (x/2)^i / i!, each term in logs. */
function evenDfPValue(x: number, df: number): number {
  const half = x / 2;
  let sum = 0;
  let logFactorial = 0;
  for (let i = 0; i < df / 2; i++) {
    if (i > 0) logFactorial += Math.log(i);
    sum += Math.exp(-half + (i === 0 ? 0 : i * Math.log(half)) - logFactorial);
  }
  return sum;
}

describe('chiSquarePValue', () => {
  test('chiSquarePValue(3.841458820694124, 1) is 0.05 (the 95% point of chi-square, 1 df)', () => {
    // 3.841458820694124 = scipy.stats.chi2.isf(0.05, 1) = R qchisq(0.95, 1); every chi-square
    // table prints 3.841.
    expect(chiSquarePValue(3.841458820694124, 1)).toBeCloseTo(0.05, 12);
    expect(chiSquarePValue(6.634896601021214, 1)).toBeCloseTo(0.01, 12);
  });

  test('chiSquarePValue(18.307038053275146, 10) is 0.05 (the table value 18.307)', () => {
    expect(chiSquarePValue(18.307038053275146, 10)).toBeCloseTo(0.05, 12);
  });

  test('chiSquarePValue(x, df) matches mpmath to 1e-12 relative, deep tails included', () => {
    for (const [x, df, p] of MPMATH) {
      expect(Math.abs(chiSquarePValue(x, df) - p) / p, `x=${x} df=${df}`).toBeLessThan(1e-12);
    }
  });

  test.prop([fc.double({ min: 0, max: 1400, noNaN: true })])(
    'chiSquarePValue(x, 2) is exp(-x/2) (the exact form for 2 df)',
    (x) => {
      const exact = Math.exp(-x / 2);
      expect(Math.abs(chiSquarePValue(x, 2) - exact)).toBeLessThanOrEqual(1e-12 * exact + 1e-300);
    },
  );

  test.prop([fc.integer({ min: 1, max: 150 }), fc.double({ min: 0, max: 600, noNaN: true })])(
    'chiSquarePValue(x, 2k) matches the finite sum e^(-x/2) sum (x/2)^i/i! to 1e-10 relative',
    (k, x) => {
      const exact = evenDfPValue(x, 2 * k);
      fc.pre(exact > 1e-290);
      expect(Math.abs(chiSquarePValue(x, 2 * k) - exact) / exact).toBeLessThan(1e-10);
    },
  );

  test.prop([
    fc.double({ min: 0.01, max: 500, noNaN: true }),
    fc.double({ min: 0, max: 1000, noNaN: true }),
  ])('chiSquarePValue(x, df) is a probability that falls as x grows', (df, x) => {
    const p = chiSquarePValue(x, df);
    expect(p).toBeGreaterThanOrEqual(0);
    expect(p).toBeLessThanOrEqual(1);
    expect(chiSquarePValue(x + 1, df)).toBeLessThanOrEqual(p);
  });

  test('chiSquarePValue(0, df) is 1 and chiSquarePValue(Infinity, df) is 0', () => {
    expect(chiSquarePValue(0, 3)).toBe(1);
    expect(chiSquarePValue(Number.POSITIVE_INFINITY, 3)).toBe(0);
  });

  test('chiSquarePValue rejects a negative or NaN statistic and df <= 0 or infinite', () => {
    expect(() => chiSquarePValue(-1, 2)).toThrow(
      new InputError('chiSquarePValue: statistic must be a number >= 0, got -1', 'statistic', -1),
    );
    expect(() => chiSquarePValue(Number.NaN, 2)).toThrow(
      /statistic must be a number >= 0, got NaN/,
    );
    expect(() => chiSquarePValue(1, 0)).toThrow(
      'chiSquarePValue: degreesOfFreedom must be a finite number > 0, got 0',
    );
    expect(() => chiSquarePValue(1, Number.POSITIVE_INFINITY)).toThrow(/got Infinity/);
    expect(() => chiSquarePValue(1, Number.NaN)).toThrow(InputError);
  });
});

describe('chiSquareTest', () => {
  test('chiSquareTest(120 rolls, fair die) gives the hand-computed statistic 2.9 on 5 df', () => {
    // (O - E)^2 / E with E = 20: (4 + 4 + 0 + 25 + 25 + 0) / 20 = 2.9; p from mpmath above.
    const r = chiSquareTest([18, 22, 20, 15, 25, 20], uniformProbabilities(6));
    expect(r.statistic).toBeCloseTo(2.9, 12);
    expect(r.degreesOfFreedom).toBe(5);
    expect(r.pValue).toBeCloseTo(0.7153995143435801, 12);
  });

  test('chiSquareTest pools cells with expected counts under 5 into their neighbours', () => {
    // n = 100, expected 1, 2, 47, 47, 2, 1: cells {0,1,2} (50), {3} (47), {4,5} (3, under 5)
    // joins the group before it: groups of expected 50 and 50.
    const p = [0.01, 0.02, 0.47, 0.47, 0.02, 0.01];
    const r = chiSquareTest([2, 1, 50, 40, 5, 2], p);
    expect(r.degreesOfFreedom).toBe(1);
    // observed 53 and 47 against 50 and 50: (9 + 9) / 50
    expect(r.statistic).toBeCloseTo(18 / 50, 12);
    expect(r.pValue).toBeCloseTo(chiSquarePValue(0.36, 1), 14);
  });

  test('chiSquareTest with every cell pooled into one has 0 df and p-value 1', () => {
    expect(chiSquareTest([3], [1])).toEqual({ statistic: 0, degreesOfFreedom: 0, pValue: 1 });
    expect(chiSquareTest([1, 1], [0.5, 0.5]).degreesOfFreedom).toBe(0);
  });

  test('chiSquareTest of an outcome with probability 0 gives p-value 0, never pooled away', () => {
    const r = chiSquareTest([0, 500, 499, 1], [0, 0.5, 0.5]);
    expect(r.statistic).toBe(Number.POSITIVE_INFINITY);
    expect(r.pValue).toBe(0);
    expect(chiSquareTest([1, 500, 500], [0, 0.5, 0.5]).pValue).toBe(0);
  });

  test('chiSquareTest reads cells past the end of either array as 0', () => {
    const r = chiSquareTest([500, 500, 0, 0], new Float64Array([0.5, 0.5]));
    expect(r).toEqual({ statistic: 0, degreesOfFreedom: 1, pValue: 1 });
    expect(chiSquareTest([0, 500, 500], [0, 0.5, 0.5, 0]).statistic).toBe(0);
  });

  test('chiSquareTest accepts typed arrays and rescales probabilities that sum to 1 +- 1e-6', () => {
    const r = chiSquareTest(new Int32Array([50, 50]), new Float64Array([0.5000004, 0.5]));
    expect(r.statistic).toBeCloseTo(0, 9);
  });

  test('chiSquareTest rejects bad counts and probabilities that do not sum to 1', () => {
    expect(() => chiSquareTest([1, -1], [0.5, 0.5])).toThrow(
      'chiSquareTest: observedCounts[1] must be a whole number >= 0, got -1',
    );
    expect(() => chiSquareTest([1, 0.5], [0.5, 0.5])).toThrow(/observedCounts\[1\]/);
    expect(() => chiSquareTest([0, 0], [0.5, 0.5])).toThrow(
      'chiSquareTest: observedCounts must have a total from 1 to 2^53 - 1, got 0',
    );
    expect(() => chiSquareTest([1, 1], [0.5, Number.NaN])).toThrow(
      'chiSquareTest: expectedProbabilities[1] must be a number >= 0, got NaN',
    );
    expect(() => chiSquareTest([1, 1], [0.5, 0.6])).toThrow(
      'chiSquareTest: expectedProbabilities must sum to 1, got a sum of 1.1',
    );
  });

  test('chiSquareTest p-values of a fair sampler are spread evenly (no false alarms)', () => {
    // 200 independent tests of 600 draws from a known-good generator (a fixed LCG, not the
    // library's): about 10% of p-values should fall under 0.1 and about half under 0.5.
    let state = 12345;
    const next = (): number => {
      state = (Math.imul(state, 1103515245) + 12345) | 0;
      return (state >>> 16) % 6; // 2^16 mod 6 = 4: a bias of 1e-4, far below what 600 draws see
    };
    const pValues = Array.from(
      { length: 200 },
      () => chiSquareTest(countSamples(600, next), uniformProbabilities(6)).pValue,
    );
    const under = (t: number): number => pValues.filter((p) => p < t).length;
    expect(under(0.1)).toBeGreaterThan(5);
    expect(under(0.1)).toBeLessThan(40);
    expect(under(0.5)).toBeGreaterThan(70);
    expect(under(0.5)).toBeLessThan(130);
  });

  test('expectFit (the test helper) fails a die that rolls 6 one time in five', () => {
    let i = 0;
    const loaded = (): number => (i++ % 5 === 0 ? 5 : i % 5);
    expect(() => expectFit(countSamples(60_000, loaded), uniformProbabilities(6))).toThrow();
  });
});

describe('logGamma', () => {
  test('logGamma(n) is ln((n - 1)!) and logGamma(1/2) is ln(sqrt(pi)), to 1e-14', () => {
    let logFactorial = 0;
    for (let n = 1; n <= 170; n++) {
      expect(Math.abs(logGamma(n) - logFactorial)).toBeLessThan(1e-14 * Math.max(1, logFactorial));
      logFactorial += Math.log(n);
    }
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 14);
  });
});
