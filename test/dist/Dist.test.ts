import { inspect } from 'node:util';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { binomial, constant, Dist, d3, d6, fromWeights, sumOf } from '../../src/dist/index.js';
import { InputError } from '../../src/errors.js';
import { arbDist, sum } from './helpers.js';

describe('Dist.unchecked', () => {
  test('Dist.unchecked(p) trims trailing zeros but keeps index 0', () => {
    expect(Dist.unchecked(new Float64Array([0.5, 0.5, 0, 0])).max).toBe(1);
    expect(Dist.unchecked(new Float64Array([1, 0, 0])).max).toBe(0);
  });

  test('Dist.unchecked(p) does not copy: Dist.raw gives the same array back', () => {
    const p = new Float64Array([0.25, 0.75]);
    expect(Dist.raw(Dist.unchecked(p))).toBe(p);
  });
});

describe('Dist reads', () => {
  // Reference: a fair D6, P(k) = 1/6 for k = 1..6 (hand-derived).
  test('d6().at(k) is 1/6 on 1..6 and 0 elsewhere, non-integers included', () => {
    const d = d6();
    for (let k = 1; k <= 6; k++) expect(d.at(k)).toBeCloseTo(1 / 6, 15);
    for (const k of [0, 7, -1, 2.5, Number.NaN, Number.POSITIVE_INFINITY, 1e9]) {
      expect(d.at(k)).toBe(0);
    }
  });

  test('d6().max is 6', () => {
    expect(d6().max).toBe(6);
  });

  test('d6().atLeast(k) is (7 - k)/6, 1 at or below 0, 0 above 6, ceil for fractions', () => {
    const d = d6();
    for (let k = 1; k <= 6; k++) expect(d.atLeast(k)).toBeCloseTo((7 - k) / 6, 15);
    expect(d.atLeast(0)).toBe(1);
    expect(d.atLeast(-5)).toBe(1);
    expect(d.atLeast(Number.NEGATIVE_INFINITY)).toBe(1);
    expect(d.atLeast(7)).toBe(0);
    expect(d.atLeast(Number.POSITIVE_INFINITY)).toBe(0);
    expect(d.atLeast(4.5)).toBeCloseTo(2 / 6, 15);
  });

  test('d6().atMost(k) is k/6, 0 below 0, 1 at or above 6, floor for fractions', () => {
    const d = d6();
    for (let k = 0; k <= 6; k++) expect(d.atMost(k)).toBeCloseTo(k / 6, 15);
    expect(d.atMost(-1)).toBe(0);
    expect(d.atMost(6)).toBe(1);
    expect(d.atMost(100)).toBe(1);
    expect(d.atMost(2.5)).toBeCloseTo(2 / 6, 15);
  });

  test('Dist.atLeast / atMost throw InputError on NaN or a non-number, naming k', () => {
    expect(() => d6().atLeast(Number.NaN)).toThrow(InputError);
    expect(() => d6().atMost(Number.NaN)).toThrow(/Dist\.atMost: k must be a number, got NaN/);
    expect(() => d6().atLeast('3' as unknown as number)).toThrow(/k must be a number, got "3"/);
  });

  test('d3().cumulative() is [0, 1/3, 2/3, 1] and a copy', () => {
    const d = d3();
    const c = d.cumulative();
    expect(Array.from(c)).toEqual([0, expect.closeTo(1 / 3, 15), expect.closeTo(2 / 3, 15), 1]);
    c[1] = 99;
    expect(d.atMost(1)).toBeCloseTo(1 / 3, 15);
  });

  // Reference: D6 mean 7/2, variance (6^2 - 1)/12 = 35/12 (discrete uniform, hand-derived).
  test('d6() has mean 3.5, variance 35/12 and sd sqrt(35/12)', () => {
    expect(d6().mean()).toBeCloseTo(3.5, 14);
    expect(d6().variance()).toBeCloseTo(35 / 12, 14);
    expect(d6().sd()).toBeCloseTo(Math.sqrt(35 / 12), 14);
  });

  test('constant(k) has variance exactly 0', () => {
    expect(constant(4).variance()).toBe(0);
    expect(constant(4).sd()).toBe(0);
  });

  // Reference: 2D6 cumulative P(X <= 6) = 15/36 < 1/2, P(X <= 7) = 21/36 >= 1/2 (hand count).
  test('sumOf(d6(), 2).quantile(q) is the smallest k with P(X <= k) >= q', () => {
    const d = sumOf(d6(), 2);
    expect(d.quantile(0.5)).toBe(7);
    expect(d.quantile(15 / 36 - 1e-9)).toBe(6);
    expect(d.quantile(0)).toBe(0);
    expect(d.quantile(1)).toBe(12);
    expect(d.quantile(1 / 36)).toBe(2);
  });

  test('Dist.quantile(q) throws InputError outside [0, 1], naming q', () => {
    for (const q of [-0.1, 1.1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => d6().quantile(q)).toThrow(InputError);
    }
    expect(() => d6().quantile(2)).toThrow(
      'Dist.quantile: q must be a probability in [0, 1], got 2',
    );
  });

  test('Dist.mode() is the most likely value, the smallest on ties', () => {
    expect(sumOf(d6(), 2).mode()).toBe(7);
    expect(d6().mode()).toBe(1);
    expect(fromWeights([1, 3, 3]).mode()).toBe(1);
  });

  test('Dist.support() lists the values of non-zero probability', () => {
    expect(d3().support()).toEqual([1, 2, 3]);
    expect(fromWeights([1, 0, 2, 0, 1]).support()).toEqual([0, 2, 4]);
  });

  test('Dist.toArray() is a copy: writing to it does not change the Dist', () => {
    const d = d6();
    const a = d.toArray();
    a[1] = 1;
    expect(d.at(1)).toBeCloseTo(1 / 6, 15);
    expect(a.length).toBe(7);
  });

  test('Dist.toJSON() is { p, mean } with p[k] = P(X = k) up to max', () => {
    expect(JSON.parse(JSON.stringify(fromWeights([3, 1])))).toEqual({
      p: [0.75, 0.25],
      mean: 0.25,
    });
    const j = d6().toJSON();
    expect(j.p.length).toBe(7);
    expect(j.mean).toBeCloseTo(3.5, 14);
  });
});

describe('Dist properties', () => {
  test.prop([arbDist(), fc.double({ min: 1e-9, max: 1, noNaN: true })])(
    'Dist.quantile(q) and atMost agree: atMost(quantile(q)) >= q > atMost(quantile(q) - 1)',
    (d, q) => {
      const k = d.quantile(q);
      expect(d.atMost(k)).toBeGreaterThanOrEqual(q);
      if (k > 0) expect(d.atMost(k - 1)).toBeLessThan(q);
      expect(d.at(k)).toBeGreaterThan(0);
    },
  );

  test.prop([arbDist(), fc.integer({ min: -2, max: 12 })])(
    'Dist.atLeast(k) + Dist.atMost(k - 1) is 1',
    (d, k) => {
      expect(d.atLeast(k) + d.atMost(k - 1)).toBeCloseTo(1, 14);
      expect(d.atLeast(k)).toBeCloseTo(sum(d.toArray().slice(Math.max(0, k))), 14);
    },
  );

  test.prop([arbDist()])('Dist.cumulative() is non-decreasing, in [0, 1], and ends at 1', (d) => {
    const c = d.cumulative();
    for (let k = 1; k < c.length; k++) expect(c[k]!).toBeGreaterThanOrEqual(c[k - 1]!);
    expect(c[0]!).toBeGreaterThanOrEqual(0);
    expect(c[c.length - 1]).toBe(1);
  });

  test.prop([arbDist()])('Dist.variance() equals E[X^2] - E[X]^2 and is >= 0', (d) => {
    const p = d.toArray();
    const m = d.mean();
    const ex2 = sum(p.map((x, k) => x * k * k));
    expect(d.variance()).toBeGreaterThanOrEqual(0);
    expect(d.variance()).toBeCloseTo(ex2 - m * m, 10);
  });

  test('binomial(10000, 0.3).quantile(1) stops where the stored cumulative reaches 1', () => {
    // The upper tail beyond a few sd is below the rounding of the cumulative sums.
    const d = binomial(10000, 0.3);
    const k = d.quantile(1);
    expect(d.atMost(k)).toBe(1);
    expect(k).toBeLessThanOrEqual(d.max);
    expect(d.atLeast(k + 1)).toBeLessThan(1e-15);
  });
});

describe('Dist in text: toString() and the Node inspect form', () => {
  it('shows the mean and each probability to 2 significant digits', () => {
    expect(String(binomial(2, 0.5))).toBe('Dist { mean: 1, p: [0.25, 0.5, 0.25] }');
  });
  it('console.log and util.inspect print the same (no `_Dist {}`)', () => {
    // binomial(3, 1/2): P = 1/8, 3/8, 3/8, 1/8; mean 1.5.
    expect(inspect(binomial(3, 0.5))).toBe('Dist { mean: 1.5, p: [0.13, 0.38, 0.38, 0.13] }');
  });
  it('cuts long distributions after 12 values', () => {
    const s = binomial(20, 0.5).toString();
    expect(s.startsWith('Dist { mean: 10, p: [')).toBe(true);
    expect(s.endsWith(', ...] }')).toBe(true);
    expect(s.split(',').length).toBe(13 + 1); // mean, 12 values and '...'
  });
});
