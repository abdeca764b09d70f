import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { fromWeights } from '../../src/dist/index.js';
import { InputError } from '../../src/errors.js';
import { expectProbs, expectValid, sum } from './helpers.js';

describe('fromWeights', () => {
  test('fromWeights([1, 2, 1]) is [0.25, 0.5, 0.25]', () => {
    expect(fromWeights([1, 2, 1]).toJSON()).toEqual({ p: [0.25, 0.5, 0.25], mean: 1 });
  });

  test('fromWeights trims trailing zeros and accepts typed arrays', () => {
    expectProbs(fromWeights(new Float64Array([0, 3, 0, 0])), [0, 1]);
  });

  test('fromWeights copies: changing the input later does not change the Dist', () => {
    const w = [1, 1];
    const d = fromWeights(w);
    w[0] = 100;
    expect(d.at(0)).toBe(0.5);
  });

  test('fromWeights([1e308, 1e308]) does not overflow', () => {
    expectProbs(fromWeights([1e308, 1e308]), [0.5, 0.5]);
  });

  test.prop([
    fc.array(fc.double({ min: 0, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 30 }),
  ])('fromWeights(w) is w / sum(w)', (w) => {
    fc.pre(w.some((x) => x > 0));
    const d = fromWeights(w);
    expectValid(d);
    const s = sum(w);
    w.forEach((x, k) => {
      expect(d.at(k)).toBeCloseTo(x / s, 14);
    });
  });

  test('fromWeights throws InputError on negative, non-finite, empty or all-zero weights', () => {
    expect(() => fromWeights([1, -1])).toThrow(
      'fromWeights: weights[1] must be a finite number >= 0, got -1',
    );
    expect(() => fromWeights([1, 2, Number.NaN])).toThrow(/weights\[2\] must be .*got NaN/);
    expect(() => fromWeights([Number.POSITIVE_INFINITY])).toThrow(/weights\[0\]/);
    expect(() => fromWeights([])).toThrow(/weights must have from 1 to 10000000 entries, got 0/);
    expect(() => fromWeights([0, 0])).toThrow(/weights must not all be zero/);
    expect(() => fromWeights(null as unknown as number[])).toThrow(InputError);
    expect(() => fromWeights(['1'] as unknown as number[])).toThrow(/weights\[0\].*got "1"/);
    try {
      fromWeights([1, -1]);
    } catch (e) {
      expect(e).toBeInstanceOf(InputError);
      expect((e as InputError).field).toBe('weights[1]');
      expect((e as InputError).value).toBe(-1);
    }
  });
});
