// The exact engine's hot operations. Run: npx vitest bench --run bench/dist.bench.ts
import { bench, describe } from 'vitest';
import {
  bernoulli,
  binomial,
  compound,
  convolve,
  convolveInto,
  Dist,
  d6,
  die,
  sumOf,
  thin,
} from '../src/dist/index.js';

// Inputs are built once, outside the timed functions.
const six = d6();
const twoD6 = sumOf(six, 2);
const hundredD6 = sumOf(six, 100);
const wide = die(1000);
const hit = bernoulli(2 / 3);
const hits = binomial(60, 2 / 3);

describe('convolve', () => {
  bench('convolve(d6, d6)', () => {
    convolve(six, six);
  });
  bench('convolve(100D6, 100D6): 501 x 501', () => {
    convolve(hundredD6, hundredD6);
  });
  bench('convolve(die(1000), die(1000))', () => {
    convolve(wide, wide);
  });
  const a = Dist.raw(hundredD6);
  const out = new Float64Array(2 * a.length);
  bench('convolveInto(100D6, 100D6) into a reused buffer', () => {
    convolveInto(out, a, a);
  });
});

describe('sumOf', () => {
  bench('sumOf(d6, 10)', () => {
    sumOf(six, 10);
  });
  bench('sumOf(d6, 1000)', () => {
    sumOf(six, 1000);
  });
});

describe('binomial', () => {
  bench('binomial(20, 2/3)', () => {
    binomial(20, 2 / 3);
  });
  bench('binomial(1000, 0.3)', () => {
    binomial(1000, 0.3);
  });
  bench('binomial(1000000, 0.3)', () => {
    binomial(1_000_000, 0.3);
  });
});

describe('compound and thin', () => {
  bench('compound(d6, bernoulli(2/3)): D6 shots hitting on 3+', () => {
    compound(six, hit);
  });
  bench('compound(2D6, d6)', () => {
    compound(twoD6, six);
  });
  bench('compound(binomial(60, 2/3), d6): damage D6 per hit', () => {
    compound(hits, six);
  });
  bench('thin(binomial(60, 2/3), 1/2)', () => {
    thin(hits, 1 / 2);
  });
});
