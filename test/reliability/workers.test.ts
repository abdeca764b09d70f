/**
 * Issue 7, reproducible: the same scenario, seed and sample count give byte-identical JSON
 * whatever the number of worker threads. The chunk arithmetic behind it is already tested
 * without threads in reproducible.test.ts ("whatever the number of workers"); this holds the
 * real worker threads to it.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
// The built package (`npm test` builds first): worker threads load the built worker, and the
// core and mathhammer/node must share one module.
import {
  CHUNK_SAMPLES,
  compileAttack,
  evaluateJson as evaluate,
  monteCarlo,
  parseScenario,
} from '../../dist/engine.js';
import { evaluateParallel, monteCarloParallel } from '../../dist/node/index.js';
import { scrollhammerScenario } from './arbitraries.js';
import { spawnCli } from './cliHarness.js';

const BOWMEN = {
  ruleset: 'scrollhammer',
  attackers: [
    { name: 'Bowmen', models: 10, bs: 3, strength: 4, ap: 1, rules: ['critical-strike'] },
    { name: 'Archers', models: 5, bs: 4, shots: 'D3', strength: 3, rules: ['fleshbane'] },
  ],
  target: {
    groups: [
      { models: 5, toughness: 4, wounds: 2, save: 4, feelNoPain: 5 },
      { toughness: 5, wounds: 3, save: 3, rules: ['eternal-warrior'] },
    ],
    cover: 4,
  },
  method: 'monte-carlo',
  samples: 5 * CHUNK_SAMPLES + 123,
  seed: 42,
};

describe('whatever the number of workers: the same bytes', () => {
  test.each([1, 2, 3, 4, 7])('evaluateParallel with %i workers = evaluate()', async (workers) => {
    const one = JSON.stringify(evaluate(BOWMEN));
    const parallel = await evaluateParallel(BOWMEN, { workers });
    expect(JSON.stringify(parallel)).toBe(one);
  });

  test('random scenarios: monteCarloParallel with 1 to 4 workers = monteCarlo', async () => {
    await fc.assert(
      fc.asyncProperty(
        scrollhammerScenario(),
        fc.integer({ min: 1, max: 3 * CHUNK_SAMPLES }),
        fc.nat(),
        fc.integer({ min: 1, max: 4 }),
        async (s, samples, seed, workers) => {
          const parsed = parseScenario(s);
          if (parsed.ruleset !== 'scrollhammer') throw new Error('ruleset');
          const plan = compileAttack(parsed);
          const one = monteCarlo(plan, { samples, seed });
          const parallel = await monteCarloParallel(plan, { samples, seed, workers });
          expect(JSON.stringify(parallel.results)).toBe(JSON.stringify(one.results));
        },
      ),
      { seed: 2028, numRuns: 8 },
    );
  });

  test('the built command line: --workers 1, 2 and 3 print the same bytes', () => {
    const text = JSON.stringify(BOWMEN);
    const runs = [1, 2, 3].map((n) =>
      spawnCli(['run', '-', '--json', '--workers', String(n)], text),
    );
    for (const r of runs) expect(r.code, r.stderr).toBe(0);
    expect(runs[1]!.stdout).toBe(runs[0]!.stdout);
    expect(runs[2]!.stdout).toBe(runs[0]!.stdout);
    expect(runs[0]!.stdout).toBe(`${JSON.stringify(evaluate(BOWMEN))}\n`);
  });

  test('a bad workers count is an InputError naming the option', async () => {
    await expect(evaluateParallel(BOWMEN, { workers: 0 })).rejects.toThrow(/workers/);
    await expect(evaluateParallel(BOWMEN, { workers: 1.5 })).rejects.toThrow(/workers/);
  });
});
