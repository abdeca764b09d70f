import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import {
  bernoulli,
  binomial,
  compound,
  constant,
  d3,
  d6,
  die,
  fromWeights,
  sumOf,
  thin,
} from '../../src/dist/index.js';
import { InputError, TooLargeError } from '../../src/errors.js';
import { arbDist, arbProbability, expectSameDist, expectValid } from './helpers.js';

describe('compound', () => {
  // Reference: no hit from D6 shots hitting on 4+: (1/6) sum_{n=1..6} 2^-n = 63/384.
  test('compound(d6(), bernoulli(0.5)).at(0) is 63/384', () => {
    expect(compound(d6(), bernoulli(0.5)).at(0)).toBeCloseTo(63 / 384, 15);
  });

  test('compound(d3(), d6()) matches enumerating D3 then that many D6', () => {
    // 1, 2 or 3 D6, each count with probability 1/3; weights over the 6^3 common denominator.
    const counts = new Array<number>(19).fill(0);
    for (let a = 1; a <= 6; a++) {
      counts[a]! += 36;
      for (let b = 1; b <= 6; b++) {
        counts[a + b]! += 6;
        for (let c = 1; c <= 6; c++) counts[a + b + c]!++;
      }
    }
    expectSameDist(compound(d3(), d6()), fromWeights(counts), 1e-15);
    expect(compound(d3(), d6()).mean()).toBeCloseTo(7, 14);
  });

  test.prop([fc.integer({ min: 0, max: 12 }), arbDist(6)])(
    'compound(constant(n), e) equals sumOf(e, n)',
    (n, e) => {
      expectSameDist(compound(constant(n), e), sumOf(e, n), 1e-13);
    },
  );

  test.prop([arbDist(8), arbDist(6)])(
    'compound(count, each) has mean E[N] E[X] and variance E[N] Var X + Var N E[X]^2',
    (count, each) => {
      const d = compound(count, each);
      expectValid(d);
      expect(d.mean()).toBeCloseTo(count.mean() * each.mean(), 11);
      expect(d.variance()).toBeCloseTo(
        count.mean() * each.variance() + count.variance() * each.mean() ** 2,
        9,
      );
    },
  );

  test.prop([arbDist(10), arbProbability()])(
    'compound(count, bernoulli(p)) equals thin(count, p)',
    (count, p) => {
      expectSameDist(compound(count, bernoulli(p)), thin(count, p), 1e-13);
    },
  );

  test('compound(binomial(20, 0.5), constant(0)) is constant(0)', () => {
    expect(compound(binomial(20, 0.5), constant(0)).toJSON()).toEqual({ p: [1], mean: 0 });
  });

  test('compound throws InputError on non-Dists or an oversized result', () => {
    expect(() => compound(6 as never, d6())).toThrow('compound: count must be a Dist, got 6');
    expect(() => compound(d6(), undefined as never)).toThrow(/compound: each must be a Dist/);
    expect(() => compound(constant(100), die(200_000))).toThrow(InputError);
  });

  test('compound throws TooLargeError when the convolutions would exceed MAX_WORK', () => {
    expect(() => compound(die(1000), die(1000))).toThrow(TooLargeError);
  });
});
