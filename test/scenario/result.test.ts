// Monte Carlo results say how sure they are: the sample count and standard errors, derived
// from the estimate itself (sd / sqrt(n) for the mean, sqrt(p (1 - p) / n) for P(X >= k)).
import { describe, expect, it } from 'vitest';
import { binomial } from '../../src/dist/binomial.js';
import { evaluate } from '../../src/scenario/evaluate.js';
import { samplingError } from '../../src/scenario/result.js';

const HAMA = {
  ruleset: 'mesbg',
  attackers: [{ models: 10, shootValue: 3, strength: 2 }],
  target: { defence: 3, wounds: 3 },
} as const;

describe('samplingError', () => {
  it('a fair coin over 100 samples: mean 0.5 +/- 0.05, P(X >= 1) +/- 0.05', () => {
    // sd of a fair coin is 1/2, so sd / sqrt(100) = 0.05; sqrt(0.5 * 0.5 / 100) = 0.05.
    const se = samplingError(binomial(1, 0.5), 100);
    expect(se.samples).toBe(100);
    expect(se.mean).toBeCloseTo(0.05, 15);
    expect(se.atLeast).toHaveLength(2);
    expect(se.atLeast[0]).toBe(0); // P(X >= 0) = 1 is certain
    expect(se.atLeast[1]).toBeCloseTo(0.05, 15);
  });
});

describe('EvaluationResult errors', () => {
  it('exact results carry none', () => {
    const r = evaluate(HAMA);
    expect(r.errors).toBeNull();
    expect(r.toJSON().results.slain?.standardError).toBeUndefined();
  });

  it('Monte Carlo results carry the sample count and standard errors, in the JSON too', () => {
    const exact = evaluate(HAMA);
    const r = evaluate({ ...HAMA, method: 'monte-carlo', samples: 20_000, seed: 3 });
    const se = r.errors?.hits;
    expect(se?.samples).toBe(20_000);
    expect(se?.mean).toBeCloseTo(r.results.hits.sd() / Math.sqrt(20_000), 15);
    // The estimate is within 4 standard errors of the exact mean at this seed.
    expect(Math.abs(r.results.hits.mean() - exact.results.hits.mean())).toBeLessThan(
      4 * (se?.mean ?? 0),
    );
    const json = r.toJSON().results.hits;
    expect(json?.standardError?.mean).toBe(se?.mean);
    expect(json?.standardError?.atLeast).toEqual(se?.atLeast);
    expect(json?.standardError?.atLeast).toHaveLength(json?.p.length ?? -1);
  });

  it('get() finds a result by a name known only at run time', () => {
    const r = evaluate(HAMA);
    expect(r.get('slain')).toBe(r.results.slain);
    expect(r.get('selfWounds')).toBeUndefined();
    expect(r.get('toString')).toBeUndefined();
  });
});
