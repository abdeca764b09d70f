/**
 * MESBG's fight on every core: its runs spread over worker threads give the bytes of the run
 * on one thread, whatever the number of threads; a run of one chunk draws what the fight
 * drew before its runs were cut into chunks.
 */
import { describe, expect, test } from 'vitest';
// @ts-expect-error: a plain .mjs benchmark script, without types
import { mightFight } from '../../bench/naiveFight.mjs';
// The built package: worker threads load the built worker.
import {
  CHUNK_SAMPLES,
  compileFight,
  evaluateJson as evaluate,
  parseScenario,
  sampleFight,
} from '../../dist/engine.js';
import {
  chooseFightWorkers,
  defaultWorkers,
  evaluateParallel,
  idleThreads,
  idleWorkers,
  sampleFightParallel,
} from '../../dist/node/index.js';

/** A 3 v 3 with Heroes' Might and Fate and banners: every path of the fight's sampler. */
const scenario = {
  ...mightFight(),
  method: 'monte-carlo',
  samples: 2 * CHUNK_SAMPLES + 3,
  seed: 5,
};
// biome-ignore lint/suspicious/noExplicitAny: the built package's parse, untyped here
const plan = compileFight(parseScenario(scenario) as any);

describe('sampleFightParallel', () => {
  test.each([1, 2, 3])('%i threads: the bytes of sampleFight', async (workers) => {
    const options = { samples: 3 * CHUNK_SAMPLES + 17, seed: 9 };
    const one = JSON.stringify(sampleFight(plan, options));
    expect(JSON.stringify(await sampleFightParallel(plan, { ...options, workers }))).toBe(one);
  });

  test('a run of one chunk draws from the seed alone, as before chunks (its own source gives the same)', async () => {
    const { Pcg32 } = await import('../../dist/engine.js');
    const options = { samples: 1000, seed: 4 };
    expect(JSON.stringify(sampleFight(plan, options))).toBe(
      JSON.stringify(sampleFight(plan, { samples: 1000, source: new Pcg32(4) })),
    );
  });

  test('one thread for a short run, never more than the chunks or the idle CPUs', () => {
    expect(chooseFightWorkers(plan, 10_000)).toBe(1);
    expect(chooseFightWorkers(plan, 100, 4)).toBe(1);
    expect(chooseFightWorkers(plan, 100_000_000)).toBeLessThanOrEqual(idleWorkers());
    expect(idleWorkers()).toBeGreaterThanOrEqual(1);
    expect(idleWorkers()).toBeLessThanOrEqual(defaultWorkers());
  });

  test("the idle CPUs: the load average less this process's own part of it", () => {
    // A quiet 2-core machine, a fresh process or an old one: a worker.
    expect(idleThreads(2, 0.1, 0.2)).toBe(2);
    expect(idleThreads(2, 1.05, 3600)).toBe(2);
    // One other job busy: a fresh process (none of the load is its own) stays on one thread;
    // after ten minutes, the 1 is its own.
    expect(idleThreads(2, 1, 0.2)).toBe(1);
    expect(idleThreads(2, 1, 600)).toBe(2);
    // After 60 s a process has added 1 - 1/e (0.63) to the average: 1.63 leaves 1 for others.
    expect(idleThreads(2, 1 + (1 - Math.exp(-1)), 60)).toBe(1);
    // A busy machine, or no load average (0, as on Windows); never more than the CPUs.
    expect(idleThreads(2, 4, 3600)).toBe(1);
    expect(idleThreads(8, 0, 0)).toBe(8);
    expect(idleThreads(8, 2.5, 0)).toBe(5);
    expect(idleThreads(1, 0, 0)).toBe(1);
  });

  test('refuses bad options before any thread starts', async () => {
    await expect(sampleFightParallel(plan, { samples: 0, workers: 2 })).rejects.toThrow(/samples/);
    await expect(sampleFightParallel(plan, { samples: 10, workers: 0 })).rejects.toThrow(/workers/);
  });
});

describe('evaluateParallel of a MESBG fight', () => {
  test.each([1, 2, 3])('%i threads = evaluate()', async (workers) => {
    const one = JSON.stringify(evaluate(scenario));
    expect(JSON.stringify(await evaluateParallel(scenario, { workers }))).toBe(one);
  });
});
