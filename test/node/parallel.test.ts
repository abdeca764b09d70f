// mathhammer/node against the core, through the built package (worker threads load the built
// worker; run npx tsup first): a seed gives the same bytes with 1, 2 or 3 workers as the core's
// single-thread run, for every sampler; evaluateParallel equals evaluate; CommonJS shares the
// core's classes.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// The built package, loaded by path (so that type-checking needs no build), typed as the
// sources it is built from.
const dist = (file: string) => new URL(`../../dist/${file}`, import.meta.url).href;
const core = (await import(dist('engine.js'))) as typeof import('../../src/engine.js');
const main = (await import(dist('index.js'))) as typeof import('../../src/index.js');
const node = (await import(dist('node/index.js'))) as typeof import('../../src/node/index.js');

const json = (x: unknown) => JSON.stringify(x);

const attack = {
  phase: 'shooting' as const,
  allocation: 'rules' as const,
  attackers: [
    { models: 12, bs: 4, shots: 'D3', strength: 4, ap: 1, rules: ['critical-strike'], reroll: {} },
  ],
  target: {
    groups: [{ models: 5, toughness: 4, wounds: 2, save: 4, feelNoPain: 5, rules: [] }],
    goneToGround: false,
  },
};

describe('monteCarloParallel(plan, { workers }) equals monteCarlo(plan) byte for byte', () => {
  const plan = core.compileAttack(attack);
  const samples = 3 * core.CHUNK_SAMPLES + 17;
  for (const mode of ['counts', 'outcome', 'dice'] as const) {
    it(`${mode}: 1, 2 and 3 workers`, async () => {
      const one = core.monteCarlo(plan, { samples, seed: 11, mode });
      for (const workers of [1, 2, 3]) {
        const run = await node.monteCarloParallel(plan, { samples, seed: 11, mode, workers });
        expect(run.mode).toBe(mode);
        expect(json(run.results)).toBe(json(one.results));
      }
    });
  }
  it('returns the core Dist class (one copy of the core, for instanceof)', async () => {
    const run = await node.monteCarloParallel(plan, { samples: 200_000, seed: 1, workers: 2 });
    expect(run.results.slain).toBeInstanceOf(core.Dist);
    expect(main.Dist).toBe(core.Dist); // mathhammer and mathhammer/engine share one core
  });
  it('rejects a bad workers count', async () => {
    await expect(node.monteCarloParallel(plan, { samples: 10, workers: 0 })).rejects.toThrow(
      'monteCarloParallel: workers must be a whole number from 1 to 256, got 0',
    );
    await expect(
      node.monteCarloParallel(plan, { samples: 10, workers: 1.5 }),
    ).rejects.toBeInstanceOf(core.InputError);
  });
});

describe('evaluateParallel(scenario, { workers }) equals evaluate(scenario)', () => {
  const scenarios = {
    'Scrollhammer, Monte Carlo': {
      ruleset: 'scrollhammer',
      method: 'monte-carlo',
      samples: 150_000,
      seed: 3,
      ...attack,
    },
    'Scrollhammer, exact': { ruleset: 'scrollhammer', ...attack },
    'MESBG, Monte Carlo': {
      ruleset: 'mesbg',
      method: 'monte-carlo',
      samples: 20_000,
      seed: 4,
      attackers: [{ models: 3, shootValue: 4, strength: 2 }],
      target: { defence: 4, wounds: 2 },
    },
  };
  for (const [name, s] of Object.entries(scenarios)) {
    it(name, async () => {
      expect(json(await node.evaluateParallel(s, { workers: 2 }))).toBe(json(core.evaluateJson(s)));
    });
  }
  it('a bad scenario throws the same ScenarioError', async () => {
    const bad = { ruleset: 'scrollhammer', attackers: [], target: { groups: [] } };
    await expect(node.evaluateParallel(bad, { workers: 2 })).rejects.toBeInstanceOf(
      core.ScenarioError,
    );
  });
});

describe('CommonJS: require("mathhammer/node") shares the core of require("mathhammer")', () => {
  it('same results, same classes', async () => {
    const require = createRequire(import.meta.url);
    const cjsCore = require('../../dist/engine.cjs') as typeof core;
    const cjsMain = require('../../dist/index.cjs') as typeof main;
    const cjsNode = require('../../dist/node/index.cjs') as typeof node;
    const plan = cjsCore.compileAttack(attack);
    const run = await cjsNode.monteCarloParallel(plan, { samples: 140_000, seed: 2, workers: 2 });
    expect(run.results.hits).toBeInstanceOf(cjsCore.Dist);
    // mathhammer and mathhammer/engine: one Dist class, one error class.
    expect(cjsMain.Dist).toBe(cjsCore.Dist);
    expect(cjsMain.InputError).toBe(cjsCore.InputError);
    expect(json(run.results)).toBe(
      json(core.monteCarlo(core.compileAttack(attack), { samples: 140_000, seed: 2 }).results),
    );
  });
});

describe('mathhammer run --workers N (the built command line)', () => {
  it('prints the same result with 2 workers as with none', async () => {
    const { execFileSync } = await import('node:child_process');
    const cli = new URL('../../dist/cli.js', import.meta.url).pathname;
    const args = ['run', '--samples', '150000', '--seed', '8', '--json'];
    const one = execFileSync(process.execPath, [cli, ...args], { encoding: 'utf8' });
    const two = execFileSync(process.execPath, [cli, ...args, '--workers', '2'], {
      encoding: 'utf8',
    });
    expect(two).toBe(one);
    expect(JSON.parse(one).samples).toBe(150_000);
  });
});

describe('the number of threads when none is given', () => {
  const plan = core.compileAttack(attack);
  it('one thread for a run too short to pay for a worker; the CPUs for a long one', () => {
    // 12 models x D3 shots: about 32 shots of work a sample; at 60 M shots/s (counts),
    // 10,000 samples are 5 ms: one thread. 20 million samples are about 10 s: every CPU.
    expect(node.chooseWorkers(plan, 10_000, 'counts')).toBe(1);
    expect(node.chooseWorkers(plan, 20_000_000, 'counts')).toBe(node.defaultWorkers());
    // Never more threads than chunks, whatever is asked.
    expect(node.chooseWorkers(plan, 100, 'dice', 8)).toBe(1);
    expect(node.chooseWorkers(plan, 20_000_000, 'dice', 3)).toBe(3);
  });
  it('a run with workers omitted gives the bytes of monteCarlo, and its progress ends at the total', async () => {
    const samples = 4 * core.CHUNK_SAMPLES;
    const one = core.monteCarlo(plan, { samples, seed: 5 });
    const seen: number[] = [];
    const run = await node.monteCarloParallel(plan, {
      samples,
      seed: 5,
      onProgress: (done, total) => {
        expect(total).toBe(samples);
        seen.push(done);
      },
    });
    expect(json(run.results)).toBe(json(one.results));
    expect(seen.at(-1)).toBe(samples);
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThan(seen[i - 1]!);
  });
  it('with two threads, progress reports come in order and end at the total', async () => {
    const samples = 4 * core.CHUNK_SAMPLES;
    const seen: number[] = [];
    const run = await node.monteCarloParallel(plan, {
      samples,
      seed: 5,
      workers: 2,
      onProgress: (done) => seen.push(done),
    });
    expect(json(run.results)).toBe(json(core.monteCarlo(plan, { samples, seed: 5 }).results));
    expect(seen.at(-1)).toBe(samples);
    expect(seen.slice(0, -1).every((d) => d < samples)).toBe(true);
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThan(seen[i - 1]!);
  });
});
