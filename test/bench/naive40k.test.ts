// The baselines of the general sampler's benchmark (bench/naive40k.mjs, bench/tight40k.mjs)
// must answer the same question as mathhammer, or the "x baseline" figures of docs/benchmarks.md compare unlike
// things. Its mean models slain, on both cases (bench/profiles40k.mjs), is held against the
// exact engine within 4 standard errors, with a seeded uniform source (PCG32) in place of
// Math.random so that the test is deterministic.
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs benchmark script, without types
import { naive40kSimulate } from '../../bench/naive40k.mjs';
// @ts-expect-error: a plain .mjs benchmark script, without types
import { profiles40k } from '../../bench/profiles40k.mjs';
// @ts-expect-error: a plain .mjs benchmark script, without types
import { tight40kSimulate } from '../../bench/tight40k.mjs';
import { exactPlan } from '../../src/attack/exact.js';
import { parseDice } from '../../src/dice/index.js';
import type { GeneralPlan } from '../../src/plan/plan.js';
import { pcg32 } from '../../src/random/index.js';
import { criticalTest } from '../../src/rules/criticalTest.js';
import { d6Test } from '../../src/rules/d6Test.js';

const TRIALS = 20_000;

type Simulate = (w: unknown, t: unknown, trials: number, random: () => number) => unknown;
const simulators: Record<string, Simulate> = {
  'bench/naive40k.mjs': naive40kSimulate,
  'bench/tight40k.mjs': tight40kSimulate,
};

describe.each(Object.entries(simulators))('%s agrees with the exact engine', (_, simulate) => {
  const cases = profiles40k({ criticalTest, d6Test, parseDice }) as Record<
    string,
    { plan: GeneralPlan; naive: [unknown, unknown] }
  >;
  for (const [name, c] of Object.entries(cases)) {
    it(`${name}: mean models slain within 4 standard errors`, () => {
      const exact = exactPlan(c.plan).slain;
      const rng = pcg32(1234);
      const random = () => (rng.next32() >>> 0) / 4294967296;
      const d = simulate(...c.naive, TRIALS, random) as Record<string, number>;
      const mean = Object.entries(d).reduce((m, [k, f]) => m + Number(k) * f, 0);
      const se = Math.sqrt(exact.variance() / TRIALS);
      expect(Math.abs(mean - exact.mean())).toBeLessThan(4 * se);
    });
  }
});
