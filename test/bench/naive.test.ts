// The baselines of the sampler benchmark (bench/naive.mjs, bench/tightScrollhammer.mjs) must
// answer the same question as mathhammer, or the "x baseline" figures of docs/benchmarks.md
// compare unlike things. Their mean models slain, on both benchmark profiles
// (bench/profiles.mjs), is held against the exact engine within 4 standard errors, with a
// seeded uniform source (PCG32) in place of Math.random so that the test is deterministic.
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs benchmark script, without types
import { naiveSimulate } from '../../bench/naive.mjs';
// @ts-expect-error: a plain .mjs benchmark script, without types
import { benchProfiles } from '../../bench/profiles.mjs';
// @ts-expect-error: a plain .mjs benchmark script, without types
import { tightSimulate } from '../../bench/tightScrollhammer.mjs';
import { exactAttack } from '../../src/attack/woundChain/exact.js';
import { pcg32 } from '../../src/random/index.js';
import { compileAttack } from '../../src/rulesets/scrollhammer/compile.js';

const TRIALS = 20_000;

type Simulate = (
  ps: unknown,
  models: number,
  wounds: number,
  trials: number,
  random: () => number,
) => unknown;
const simulators: Record<string, Simulate> = {
  'bench/naive.mjs': naiveSimulate,
  'bench/tightScrollhammer.mjs': tightSimulate,
};

describe.each(Object.entries(simulators))('%s agrees with the exact engine', (_, simulate) => {
  const profiles = benchProfiles(compileAttack) as Record<
    string,
    { plan: Parameters<typeof exactAttack>[0]; naive: [unknown, number, number] }
  >;
  for (const [name, p] of Object.entries(profiles)) {
    it(`${name}: mean models slain within 4 standard errors`, () => {
      const exact = exactAttack(p.plan).slain;
      const rng = pcg32(1234);
      const random = () => (rng.next32() >>> 0) / 4294967296;
      const d = simulate(...p.naive, TRIALS, random) as Record<string, number>;
      const mean = Object.entries(d).reduce((m, [k, f]) => m + Number(k) * f, 0);
      const se = Math.sqrt(exact.variance() / TRIALS);
      expect(Math.abs(mean - exact.mean())).toBeLessThan(4 * se);
    });
  }
});
