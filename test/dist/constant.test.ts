import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { constant, MAX_SUPPORT } from '../../src/dist/index.js';
import { InputError } from '../../src/errors.js';
import { expectProbs, expectValid } from './helpers.js';

describe('constant', () => {
  test('constant(3) is [0, 0, 0, 1] with mean 3', () => {
    expect(constant(3).toJSON()).toEqual({ p: [0, 0, 0, 1], mean: 3 });
  });

  test('constant(0) has max 0', () => {
    expectProbs(constant(0), [1]);
  });

  test.prop([fc.integer({ min: 0, max: 1000 })])('constant(k) is k with certainty', (k) => {
    const d = constant(k);
    expectValid(d);
    expect(d.at(k)).toBe(1);
    expect(d.mean()).toBe(k);
    expect(d.support()).toEqual([k]);
  });

  test('constant(k) throws InputError unless k is a whole number 0..9999999, naming k', () => {
    for (const k of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, MAX_SUPPORT]) {
      expect(() => constant(k)).toThrow(InputError);
    }
    expect(() => constant(-1)).toThrow(
      'constant: k must be a whole number from 0 to 9999999, got -1',
    );
    expect(() => constant('2' as unknown as number)).toThrow(/got "2"/);
  });
});
