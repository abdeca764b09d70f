import { describe, expect, it } from 'vitest';
import { exactPlan } from '../../src/attack/exact.js';
import { samplePlan, samplePlanCounts } from '../../src/attack/sample.js';
import { InputError } from '../../src/errors.js';
import { pcg32 } from '../../src/random/index.js';
import { expectCountsFit } from '../stats/chiSquareHelper.js';
import { FEATURES, LISTED, plan, profile } from './plans.js';

describe('samplePlan against exactPlan (chi-square at fixed seeds)', () => {
  it.each(FEATURES.map(([name, p], i) => [name, p, i] as const))('%s', (_, p, seed) => {
    const exact = exactPlan(p);
    const samples = 20_000;
    const counts = samplePlanCounts(p, { samples, seed });
    expectCountsFit(exact, counts, samples);
  });
  it.each(LISTED.map(([name, p], i) => [name, p, 100 + i] as const))('%s', (_, p, seed) => {
    const exact = exactPlan(p);
    const samples = 20_000;
    const counts = samplePlanCounts(p, { samples, seed });
    expectCountsFit(exact, counts, samples);
  });
});

describe('samplePlan', () => {
  const p = FEATURES[1]![1];
  it('is reproducible: the same seed gives the same results, another seed others', () => {
    const a = samplePlan(p, { samples: 2000, seed: 5 });
    const b = samplePlan(p, { samples: 2000, seed: 5 });
    const c = samplePlan(p, { samples: 2000, seed: 6 });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(c));
  });
  it('takes any { next32() } source in place of the seed', () => {
    const a = samplePlan(p, { samples: 500, source: pcg32(9) });
    const b = samplePlan(p, { samples: 500, seed: 9 });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
  it('goes on counting hits after the last model is slain', () => {
    const r = samplePlan(plan([profile({ models: 6, hit: 'auto' })]), { samples: 100, seed: 1 });
    expect(r.hits.at(6)).toBe(1);
    expect(r.slain.max).toBe(1);
  });
  it('refuses bad options with an InputError naming the field', () => {
    expect(() => samplePlan(p, { samples: 0 })).toThrow(InputError);
    expect(() => samplePlan(p, { samples: 10, seed: -1 })).toThrow(/seed/);
  });
});
