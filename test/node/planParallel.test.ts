/**
 * Every ruleset on every core: the general plan's runs (Warhammer 40,000, MESBG's shoot
 * phase, a ruleset of one's own) spread over worker threads give the bytes of the run on one
 * thread, whatever the number of threads, by both of its samplers.
 */
import { describe, expect, test } from 'vitest';
// @ts-expect-error: a plain .mjs benchmark script, without types
import { profiles40k } from '../../bench/profiles40k.mjs';
// The built package: worker threads load the built worker.
import {
  CHUNK_SAMPLES,
  criticalTest,
  d6Test,
  evaluateJson as evaluate,
  parseDice,
  samplePlan,
} from '../../dist/engine.js';
import { evaluateParallel, samplePlanParallel } from '../../dist/node/index.js';

const { critical } = profiles40k({ criticalTest, d6Test, parseDice });
const samples = 3 * CHUNK_SAMPLES + 17;

describe('samplePlanParallel', () => {
  test.each([
    [1, 'auto'],
    [2, 'auto'],
    [3, 'auto'],
    [2, 'dice'],
  ] as const)('%i threads, mode %s: the bytes of samplePlan', async (workers, mode) => {
    const options = { samples: mode === 'dice' ? CHUNK_SAMPLES + 5 : samples, seed: 9, mode };
    const one = JSON.stringify(samplePlan(critical.plan, options));
    const par = await samplePlanParallel(critical.plan, { ...options, workers });
    expect(JSON.stringify(par)).toBe(one);
  });
  test('refuses bad options before any thread starts', async () => {
    await expect(samplePlanParallel(critical.plan, { samples: 0, workers: 2 })).rejects.toThrow(
      /samples/,
    );
    await expect(samplePlanParallel(critical.plan, { samples: 10, workers: 0 })).rejects.toThrow(
      /workers/,
    );
  });
});

describe('evaluateParallel of a wh40k-10e scenario', () => {
  const scenario = {
    ruleset: 'wh40k-10e',
    attackers: [
      {
        models: 10,
        attacks: 2,
        bs: 3,
        strength: 4,
        ap: -1,
        damage: 'D3',
        rules: ['lethal-hits', { rule: 'sustained-hits', hits: 1 }, 'devastating-wounds'],
      },
    ],
    target: { models: 10, toughness: 4, wounds: 3, save: 3, feelNoPain: 5 },
    method: 'monte-carlo',
    samples: 2 * CHUNK_SAMPLES + 3,
    seed: 5,
  };
  test.each([1, 2, 3])('%i threads = evaluate()', async (workers) => {
    const one = JSON.stringify(evaluate(scenario));
    expect(JSON.stringify(await evaluateParallel(scenario, { workers }))).toBe(one);
  });
});
