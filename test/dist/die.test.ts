import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { d3, d6, die, map } from '../../src/dist/index.js';
import { InputError } from '../../src/errors.js';
import { expectProbs, expectSameDist, expectValid } from './helpers.js';

describe('die, d6, d3', () => {
  test('die(4) is uniform on 1..4 with mean 2.5', () => {
    expectProbs(die(4), [0, 0.25, 0.25, 0.25, 0.25]);
    expect(die(4).mean()).toBe(2.5);
  });

  test.prop([fc.integer({ min: 1, max: 500 })])(
    'die(sides) is uniform on 1..sides with mean (sides + 1)/2 and variance (sides^2 - 1)/12',
    (sides) => {
      const d = die(sides);
      expectValid(d);
      expect(d.support()).toEqual(Array.from({ length: sides }, (_, i) => i + 1));
      expect(d.mean()).toBeCloseTo((sides + 1) / 2, 10);
      expect(d.variance()).toBeCloseTo((sides * sides - 1) / 12, 8);
    },
  );

  test('d6() is die(6)', () => {
    expectSameDist(d6(), die(6), 0);
  });

  // Reference: the rulebook D3, a D6 halved rounded up (1-2 -> 1, 3-4 -> 2, 5-6 -> 3).
  test('d3() is a D6 halved, rounded up', () => {
    expectSameDist(
      d3(),
      map(d6(), (k) => Math.ceil(k / 2)),
      1e-15,
    );
    expectProbs(d3(), [0, 1 / 3, 1 / 3, 1 / 3], 1e-15);
  });

  test('die(sides) throws InputError unless sides is a whole number 1..9999999, naming sides', () => {
    for (const sides of [0, -6, 6.5, Number.NaN, 1e7]) expect(() => die(sides)).toThrow(InputError);
    expect(() => die(0)).toThrow('die: sides must be a whole number from 1 to 9999999, got 0');
  });
});
