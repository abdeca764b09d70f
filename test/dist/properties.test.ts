// Every operation, chained at random, keeps a valid distribution: non-negative, sums to 1.
import { fc, test } from '@fast-check/vitest';
import { describe } from 'vitest';
import {
  bernoulli,
  binomial,
  cap,
  compound,
  constant,
  convolve,
  type Dist,
  d3,
  d6,
  die,
  map,
  mixture,
  sumOf,
  thin,
} from '../../src/dist/index.js';
import { arbDist, arbProbability, expectValid } from './helpers.js';

type Step = (d: Dist) => Dist;

const arbStep: fc.Arbitrary<Step> = fc.oneof(
  arbDist(6).map(
    (b): Step =>
      (d) =>
        convolve(d, b),
  ),
  fc.integer({ min: 0, max: 5 }).map(
    (n): Step =>
      (d) =>
        sumOf(cap(d, 40), n),
  ),
  arbDist(4).map(
    (e): Step =>
      (d) =>
        compound(cap(d, 10), e),
  ),
  arbDist(6).map(
    (c): Step =>
      (d) =>
        compound(c, cap(d, 20)),
  ),
  arbProbability().map(
    (p): Step =>
      (d) =>
        thin(d, p),
  ),
  fc.integer({ min: 0, max: 30 }).map(
    (m): Step =>
      (d) =>
        cap(d, m),
  ),
  fc.integer({ min: 1, max: 4 }).map(
    (s): Step =>
      (d) =>
        map(d, (k) => Math.floor(k / s)),
  ),
  fc.tuple(fc.double({ min: 0.01, max: 1, noNaN: true }), arbDist(8)).map(
    ([w, other]): Step =>
      (d) =>
        mixture([
          { weight: w, dist: d },
          { weight: 1 - w + 0.01, dist: other },
        ]),
  ),
);

const arbStart: fc.Arbitrary<Dist> = fc.oneof(
  arbDist(10),
  fc.constantFrom(d6(), d3(), constant(0), constant(3), die(8)),
  arbProbability().map((p) => bernoulli(p)),
  fc.tuple(fc.integer({ min: 0, max: 30 }), arbProbability()).map(([n, p]) => binomial(n, p)),
);

describe('every operation keeps a valid distribution', () => {
  test.prop([arbStart, fc.array(arbStep, { maxLength: 8 })], { numRuns: 200 })(
    'a random chain of convolve, sumOf, compound, thin, cap, map, mixture sums to 1 with no negatives',
    (start, steps) => {
      let d = start;
      expectValid(d);
      for (const step of steps) {
        d = step(d);
        expectValid(d);
      }
    },
  );
});
