// The seeded sampler against the exact engine by chi-square, for every keyword case of
// cases.ts (each result), at a fixed seed: a correct sampler passes each test with
// probability 0.9999, so a failure here is a bug, not bad luck.
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../../src/scenario/evaluate.js';
import { expectFit } from '../../stats/chiSquareHelper.js';
import { KEYWORD_CASES } from './cases.js';
import { RESULT_NAMES } from './enumerate.js';

const SAMPLES = 20_000;

describe('wh40k-10e: the sampler fits the exact engine', () => {
  KEYWORD_CASES.forEach((c, i) => {
    it(c.name, () => {
      const exact = evaluate(c.scenario);
      const mc = evaluate({
        ...c.scenario,
        method: 'monte-carlo',
        samples: SAMPLES,
        seed: 1000 + i,
      });
      expect(mc.method).toBe('monte-carlo');
      for (const name of RESULT_NAMES) {
        const p = exact.results[name]!.toArray();
        const counts = Array.from(mc.results[name]!.toArray(), (f) => Math.round(f * SAMPLES));
        // A value the exact engine gives probability 0 must never be sampled.
        for (let k = p.length; k < counts.length; k++) expect(counts[k], `${name}[${k}]`).toBe(0);
        if (p.length > 1) expectFit(counts.slice(0, p.length), p);
      }
    });
  });
});
