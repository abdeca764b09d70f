import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { convolve, convolveInto, Dist, normalizeInPlace, total } from '../../src/dist/index.js';
import { arbDist } from './helpers.js';

describe('kernels', () => {
  // Reference: Neumaier's own example, 1 + 1e100 + 1 - 1e100 = 2 (plain summation gives 0).
  test('total(p) is compensated: [1, 1e100, 1, -1e100] sums to 2', () => {
    expect(total(new Float64Array([1, 1e100, 1, -1e100]))).toBe(2);
  });

  test('total(p) of a million 0.1 is 100000 to the last digit', () => {
    expect(total(new Float64Array(1_000_000).fill(0.1))).toBe(100000);
  });

  test('total(p, start, end) sums only the range', () => {
    expect(total(new Float64Array([1, 2, 4, 8]), 1, 3)).toBe(6);
  });

  test('normalizeInPlace(p) divides by the sum, in place, and only the first `length`', () => {
    const p = new Float64Array([1, 3, 5]);
    expect(normalizeInPlace(p, 2)).toBe(p);
    expect(Array.from(p)).toEqual([0.25, 0.75, 5]);
  });

  test('convolveInto(out, a, b) writes 2D6 and returns its length 13', () => {
    const d6 = new Float64Array([0, 1, 1, 1, 1, 1, 1]).map((x) => x / 6);
    const out = new Float64Array(20).fill(9);
    expect(convolveInto(out, d6, d6)).toBe(13);
    expect(out[7]).toBeCloseTo(6 / 36, 15);
    // Entries past the length are left alone.
    expect(out[13]).toBe(9);
  });

  test.prop([arbDist(8), arbDist(8)])(
    'convolveInto with explicit lengths into a dirty scratch buffer matches convolve',
    (a, b) => {
      const x = new Float64Array(16).fill(7);
      x.set(Dist.raw(a));
      const y = new Float64Array(16).fill(7);
      y.set(Dist.raw(b));
      const out = new Float64Array(40).fill(Number.NaN);
      const n = convolveInto(out, x, y, a.max + 1, b.max + 1);
      expect(n).toBe(a.max + b.max + 1);
      const expected = convolve(a, b);
      for (let k = 0; k < n; k++) expect(out[k]!).toBeCloseTo(expected.at(k), 15);
    },
  );

  test.prop([
    fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 50 }),
  ])('convolveInto never produces a negative entry', (w) => {
    const a = Float64Array.from(w);
    const out = new Float64Array(2 * a.length);
    convolveInto(out, a, a);
    expect(out.every((x) => x >= 0)).toBe(true);
  });
});
