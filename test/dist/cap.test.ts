import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { cap, d6, map } from '../../src/dist/index.js';
import { InputError } from '../../src/errors.js';
import { arbDist, expectProbs, expectSameDist, expectValid } from './helpers.js';

describe('cap', () => {
  // Reference: min(D6, 4) by hand: 1, 2, 3 with 1/6 each, 4 with 3/6; mean 1 + 2 = 3.
  test('cap(d6(), 4) piles P(X >= 4) = 1/2 on 4', () => {
    const d = cap(d6(), 4);
    expectProbs(d, [0, 1 / 6, 1 / 6, 1 / 6, 0.5], 1e-15);
    expect(d.mean()).toBeCloseTo(3, 14);
  });

  test('cap(d, max) is d itself when max >= d.max', () => {
    const d = d6();
    expect(cap(d, 6)).toBe(d);
    expect(cap(d, 100)).toBe(d);
  });

  test.prop([arbDist(12), fc.integer({ min: 0, max: 14 })])(
    'cap(d, m) equals map(d, k => min(k, m))',
    (d, m) => {
      const c = cap(d, m);
      expectValid(c);
      expectSameDist(
        c,
        map(d, (k) => Math.min(k, m)),
        1e-15,
      );
      expect(c.atLeast(m)).toBeCloseTo(d.atLeast(m), 14);
      for (let k = 0; k < m; k++) expect(c.at(k)).toBeCloseTo(d.at(k), 15);
    },
  );

  test('cap throws InputError unless max is a whole number >= 0, naming max', () => {
    expect(() => cap(d6(), -1)).toThrow(
      'cap: max must be a whole number from 0 to 9999999, got -1',
    );
    expect(() => cap(d6(), 2.5)).toThrow(InputError);
    expect(() => cap({} as never, 2)).toThrow('cap: d must be a Dist, got an object');
  });
});
