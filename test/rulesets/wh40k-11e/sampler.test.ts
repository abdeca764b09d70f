// The seeded sampler against the exact engine by chi-square, for every case of cases.ts (each
// result), at a fixed seed: a correct sampler passes each test with probability 0.9999, so a
// failure here is a bug, not bad luck.
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../../src/scenario/evaluate.js';
import { expectFit } from '../../stats/chiSquareHelper.js';
import { CASES } from './cases.js';

const SAMPLES = 10_000;

describe('wh40k-11e: the sampler fits the exact engine', () => {
  CASES.forEach((c, i) => {
    it(c.name, () => {
      const exact = evaluate(c.scenario);
      const mc = evaluate({
        ...c.scenario,
        method: 'monte-carlo',
        samples: SAMPLES,
        seed: 2000 + i,
      });
      expect(mc.method).toBe('monte-carlo');
      // The Lethal Hits decisions are exact either way: the same for both methods.
      expect(mc.decisions).toEqual(exact.decisions);
      for (const name of Object.keys(exact.results)) {
        const p = exact.get(name)!.toArray();
        const counts = Array.from(mc.get(name)!.toArray(), (f) => Math.round(f * SAMPLES));
        for (let k = p.length; k < counts.length; k++) expect(counts[k], `${name}[${k}]`).toBe(0);
        if (p.length > 1) expectFit(counts.slice(0, p.length), p);
      }
    });
  });
});
