// The intercept sampler against the exact engine by chi-square at fixed seeds, on the plans
// of the made-up game, through the public dispatch (evaluatePlan, samplePlanCounts).
import { describe, expect, it } from 'vitest';
import { evaluatePlan } from '../../../src/attack/evaluate.js';
import { samplePlanCounts } from '../../../src/attack/sample.js';
import { expectCountsFit } from '../../stats/chiSquareHelper.js';
import { FORD } from './plans.js';

describe('samplePlan on plans with intercepts against exactPlan (chi-square at fixed seeds)', () => {
  it.each(FORD.map(([name, p], i) => [name, p, i] as const))('%s', (_, plan, seed) => {
    const exact = evaluatePlan(plan).results;
    const samples = 20_000;
    const counts = samplePlanCounts(plan, { samples, seed });
    expect(Object.keys(counts)).toEqual(Object.keys(exact));
    expectCountsFit(exact, counts, samples);
  });

  it('evaluatePlan by monte-carlo is reproducible and reports the same results as the exact engine', () => {
    const plan = FORD[1]![1];
    const a = evaluatePlan(plan, { method: 'monte-carlo', samples: 2000, seed: 3 });
    const b = evaluatePlan(plan, { method: 'monte-carlo', samples: 2000, seed: 3 });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(Object.keys(a.results)).toEqual(Object.keys(evaluatePlan(plan).results));
    expect(a.toJSON().results.strayHits).toBeDefined();
  });
});
