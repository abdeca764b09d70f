import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { constant, d3, d6, fromWeights, map } from '../../src/dist/index.js';
import { InputError } from '../../src/errors.js';
import { arbDist, expectProbs, expectSameDist, expectValid } from './helpers.js';

describe('map', () => {
  test('map(d6(), k => k >= 5 ? 1 : 0) is bernoulli(1/3)', () => {
    expectProbs(
      map(d6(), (k) => (k >= 5 ? 1 : 0)),
      [2 / 3, 1 / 3],
      1e-15,
    );
  });

  test('map(d6(), k => 2k) moves each value, leaving zeros between', () => {
    expect(map(d6(), (k) => 2 * k).support()).toEqual([2, 4, 6, 8, 10, 12]);
  });

  test('map(d, f) calls f only on the support, in increasing order', () => {
    const seen: number[] = [];
    map(fromWeights([1, 0, 1, 0, 1]), (k) => {
      seen.push(k);
      return 0;
    });
    expect(seen).toEqual([0, 2, 4]);
  });

  test.prop([arbDist(12), fc.func(fc.integer({ min: 0, max: 20 }))])(
    'map(d, f) puts P(X = k) on f(k) and adds the collisions',
    (d, f) => {
      const m = map(d, f);
      expectValid(m);
      const expected = new Array<number>(21).fill(0);
      for (const k of d.support()) expected[f(k)]! += d.at(k);
      for (let j = 0; j <= 20; j++) expect(m.at(j)).toBeCloseTo(expected[j]!, 15);
    },
  );

  test.prop([arbDist(12)])('map(d, k => k) is d', (d) => {
    expectSameDist(
      map(d, (k) => k),
      d,
      1e-15,
    );
  });

  test('map(d3(), k => 0) is constant(0)', () => {
    expectSameDist(
      map(d3(), () => 0),
      constant(0),
      0,
    );
  });

  test('map throws InputError when f returns a negative, fractional or non-number value', () => {
    expect(() => map(d6(), (k) => k - 2)).toThrow(
      'map: f(1) must be a whole number from 0 to 9999999, got -1',
    );
    expect(() => map(d6(), (k) => k / 2)).toThrow(/f\(1\) must be a whole number.*got 0\.5/);
    expect(() => map(d6(), () => Number.NaN)).toThrow(InputError);
    expect(() => map(d6(), () => '1' as unknown as number)).toThrow(/got "1"/);
    expect(() => map(d6(), () => 1e7)).toThrow(InputError);
    expect(() => map(d6(), 'x' as never)).toThrow('map: f must be a function, got "x"');
  });
});
