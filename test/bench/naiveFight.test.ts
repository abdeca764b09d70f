// The baseline of the fight sampler's benchmark (bench/naiveFight.mjs) must answer the same
// question as mathhammer, or the "x baseline" figures of docs/benchmarks.md compare unlike
// things. Its chance of winning the Duel and its mean wounds on each side are held against
// the exact engine within 4 standard errors, with a seeded uniform source (PCG32) in place of
// Math.random so that the test is deterministic.
import { expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs benchmark script, without types
import { fightCase, naiveFightSimulate } from '../../bench/naiveFight.mjs';
import { pcg32 } from '../../src/random/index.js';
import { compileFight } from '../../src/rulesets/mesbg/fight/compile.js';
import { exactFight } from '../../src/rulesets/mesbg/fight/exact.js';
import type { MesbgFightScenario } from '../../src/rulesets/mesbg/fight/types.js';
import { parseScenario } from '../../src/scenario/validate.js';

const TRIALS = 20_000;

it('bench/naiveFight.mjs: the Duel and the wounds of each side within 4 standard errors', () => {
  const c = fightCase();
  const exact = exactFight(compileFight(parseScenario(c.scenario) as MesbgFightScenario));
  const rng = pcg32(77);
  const random = () => (rng.next32() >>> 0) / 4294967296;
  const naive = naiveFightSimulate(...(c.naive as [unknown, unknown]), TRIALS, random);
  for (const key of ['duelWinA', 'woundsB', 'woundsA'] as const) {
    const d = exact[key]!;
    expect(Math.abs(naive[key] - d.mean()), key).toBeLessThan(4 * Math.sqrt(d.variance() / TRIALS));
  }
});
