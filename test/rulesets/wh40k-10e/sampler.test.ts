// The seeded sampler against the exact engine by chi-square, for every keyword case of
// cases.ts (each result), at a fixed seed: a correct sampler passes each test with
// probability 0.9999, so a failure here is a bug, not bad luck.
import { describe, it } from 'vitest';
import { expectSamplerFits } from '../../helpers/samplerFit.js';
import { KEYWORD_CASES } from './cases.js';
import { RESULT_NAMES } from './enumerate.js';

const SAMPLES = 20_000;

describe('wh40k-10e: the sampler fits the exact engine', () => {
  KEYWORD_CASES.forEach((c, i) => {
    it(c.name, () => {
      expectSamplerFits(c.scenario, SAMPLES, 1000 + i, RESULT_NAMES);
    });
  });
});
