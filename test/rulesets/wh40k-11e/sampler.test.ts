// The seeded sampler against the exact engine by chi-square, for every case of cases.ts and
// unitCases.ts (each result, by group too), at a fixed seed: a correct sampler passes each test with probability 0.9999, so a
// failure here is a bug, not bad luck.
import { describe, expect, it } from 'vitest';
import { expectSamplerFits } from '../../helpers/samplerFit.js';
import { CASES } from './cases.js';
import { UNIT_CASES } from './unitCases.js';

const SAMPLES = 10_000;

describe('wh40k-11e: the sampler fits the exact engine', () => {
  CASES.forEach((c, i) => {
    it(c.name, () => {
      const { exact, mc } = expectSamplerFits(c.scenario, SAMPLES, 2000 + i);
      // The Lethal Hits decisions are exact either way: the same for both methods.
      expect(mc.decisions).toEqual(exact.decisions);
    });
  });
});

describe('wh40k-11e units: the sampler fits the exact engine', () => {
  UNIT_CASES.forEach((c, i) => {
    it(c.name, () => {
      const { exact, mc } = expectSamplerFits(c.scenario, SAMPLES, 2500 + i);
      expect(mc.decisions).toEqual(exact.decisions);
    });
  });
});
