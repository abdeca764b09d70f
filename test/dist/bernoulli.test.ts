import { test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { bernoulli } from '../../src/dist/index.js';
import { InputError } from '../../src/errors.js';
import { arbProbability, expectProbs, expectValid } from './helpers.js';

describe('bernoulli', () => {
  test('bernoulli(0.25) is [0.75, 0.25]', () => {
    expectProbs(bernoulli(0.25), [0.75, 0.25]);
  });

  test('bernoulli(0) is constant(0) and bernoulli(1) is constant(1)', () => {
    expect(bernoulli(0).toJSON()).toEqual({ p: [1], mean: 0 });
    expect(bernoulli(1).toJSON()).toEqual({ p: [0, 1], mean: 1 });
  });

  test.prop([arbProbability()])('bernoulli(p) has mean p and variance p(1 - p)', (p) => {
    const d = bernoulli(p);
    expectValid(d);
    expect(d.mean()).toBeCloseTo(p, 15);
    expect(d.variance()).toBeCloseTo(p * (1 - p), 15);
  });

  test('bernoulli(p) throws InputError unless p is in [0, 1], naming p', () => {
    for (const p of [-0.01, 1.01, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => bernoulli(p)).toThrow(InputError);
    }
    expect(() => bernoulli(2)).toThrow('bernoulli: p must be a probability in [0, 1], got 2');
  });
});
