import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { constant, d6, mixture, sumOf } from '../../src/dist/index.js';
import { InputError } from '../../src/errors.js';
import { arbDist, expectProbs, expectSameDist, expectValid } from './helpers.js';

describe('mixture', () => {
  test('mixture of constant(0) weight 1 and constant(2) weight 3 is [0.25, 0, 0.75]', () => {
    const d = mixture([
      { weight: 1, dist: constant(0) },
      { weight: 3, dist: constant(2) },
    ]);
    expect(d.toJSON()).toEqual({ p: [0.25, 0, 0.75], mean: 1.5 });
  });

  // Reference: D6 or 2D6 shots with equal chance: P(7) = (0 + 6/36) / 2 = 1/12.
  test('mixture of d6() and 2D6 at equal weight has P(7) = 1/12 and mean 5.25', () => {
    const d = mixture([
      { weight: 0.5, dist: d6() },
      { weight: 0.5, dist: sumOf(d6(), 2) },
    ]);
    expect(d.at(7)).toBeCloseTo(1 / 12, 15);
    expect(d.mean()).toBeCloseTo(5.25, 14);
  });

  test('mixture ignores parts of weight 0 (their max does not count)', () => {
    expectProbs(
      mixture([
        { weight: 0, dist: constant(50) },
        { weight: 2, dist: constant(1) },
      ]),
      [0, 1],
    );
  });

  test.prop([
    fc.array(
      fc.record({ weight: fc.double({ min: 0.01, max: 100, noNaN: true }), dist: arbDist(8) }),
      { minLength: 1, maxLength: 5 },
    ),
  ])('mixture(parts) sums to 1 and has the weighted mean of the parts', (parts) => {
    const d = mixture(parts);
    expectValid(d);
    const w = parts.reduce((s, p) => s + p.weight, 0);
    const mean = parts.reduce((s, p) => s + p.weight * p.dist.mean(), 0) / w;
    expect(d.mean()).toBeCloseTo(mean, 11);
  });

  test.prop([arbDist(8), fc.double({ min: 1e-3, max: 1e3, noNaN: true })])(
    'mixture of one part is that part, whatever its weight',
    (dist, weight) => {
      expectSameDist(mixture([{ weight, dist }]), dist, 1e-15);
    },
  );

  test('mixture throws InputError on empty parts, bad weights or non-Dists, naming the field', () => {
    expect(() => mixture([])).toThrow(/mixture: parts must be a non-empty array/);
    expect(() => mixture([{ weight: -1, dist: d6() }])).toThrow(
      'mixture: parts[0].weight must be a finite number >= 0, got -1',
    );
    expect(() =>
      mixture([
        { weight: 1, dist: d6() },
        { weight: 1, dist: [0, 1] as never },
      ]),
    ).toThrow('mixture: parts[1].dist must be a Dist, got an array');
    expect(() => mixture([{ weight: 0, dist: d6() }])).toThrow(/must not all have weight 0/);
    expect(() => mixture([{ weight: Number.NaN, dist: d6() }])).toThrow(InputError);
    expect(() => mixture([null as never])).toThrow(/parts\[0\]\.weight/);
  });
});
