/**
 * Issue 7's fuzz test: random and mutated scenarios thrown at evaluate() and at the command
 * line. Each either gives a valid result (every distribution finite, non-negative, summing
 * to 1, its mean consistent with it) or fails with the documented error type
 * (MathhammerError, exit code 2): never another exception, never exit code 1.
 *
 * The seed is fixed so CI is reproducible; FUZZ_SEED=<n> FUZZ_RUNS=<n> explores further.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { runCli } from '../../src/cli/cli.js';
import type { CliIo } from '../../src/cli/io.js';
import { MathhammerError } from '../../src/errors.js';
import { evaluate } from '../../src/scenario/evaluate.js';

const seed = Number(process.env.FUZZ_SEED ?? 20_261_129);
const runs = Number(process.env.FUZZ_RUNS ?? 250);

const dice = fc.constantFrom<number | string>(0, 1, 2, 3, 'D3', 'D6', '2D3', 'D6+1', 'D6-1', '2');
const roll = fc.integer({ min: 2, max: 6 });

const scrollhammerAttacker = fc.record(
  {
    name: fc.string({ maxLength: 12 }),
    models: fc.integer({ min: 1, max: 12 }),
    bs: fc.integer({ min: 1, max: 10 }),
    shots: dice,
    strength: fc.integer({ min: 1, max: 10 }),
    ap: fc.integer({ min: 0, max: 4 }),
    rules: fc.uniqueArray(
      fc.constantFrom('critical-strike', 'blind', 'autohit', 'fleshbane', 'magical'),
      {
        maxLength: 3,
      },
    ),
    reroll: fc.record(
      { hit: fc.constantFrom('ones', 'failed'), wound: fc.constantFrom('ones', 'failed') },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: ['bs', 'strength'] },
);
const scrollhammerGroup = fc.record(
  {
    models: fc.integer({ min: 1, max: 6 }),
    toughness: fc.integer({ min: 1, max: 10 }),
    wounds: fc.integer({ min: 1, max: 3 }),
    save: roll,
    ward: roll,
    feelNoPain: fc.oneof(fc.constant(true), roll),
    rules: fc.uniqueArray(fc.constantFrom('eternal-warrior', 'dragonborn', 'ethereal'), {
      maxLength: 2,
    }),
  },
  { requiredKeys: ['toughness'] },
);
const scrollhammer = fc.record(
  {
    ruleset: fc.constant('scrollhammer'),
    phase: fc.constantFrom('shooting', 'close-combat'),
    attackers: fc.array(scrollhammerAttacker, { minLength: 1, maxLength: 2 }),
    target: fc.record(
      {
        groups: fc.array(scrollhammerGroup, { minLength: 1, maxLength: 2 }),
        cover: roll,
        goneToGround: fc.boolean(),
      },
      { requiredKeys: ['groups'] },
    ),
    allocation: fc.constantFrom('rules', 'sequential'),
    method: fc.constantFrom('exact', 'monte-carlo'),
    samples: fc.integer({ min: 1, max: 2000 }),
    seed: fc.integer({ min: 0, max: 1000 }),
  },
  { requiredKeys: ['ruleset', 'attackers', 'target'] },
);
const mesbg = fc.record(
  {
    ruleset: fc.constant('mesbg'),
    attackers: fc.array(
      fc.record(
        {
          models: fc.integer({ min: 1, max: 12 }),
          shootValue: roll,
          strength: fc.integer({ min: 1, max: 10 }),
          moved: fc.boolean(),
          inTheWay: fc.integer({ min: 0, max: 3 }),
          shots: dice,
          reroll: fc.record({ hit: fc.constantFrom('ones', 'failed') }, { requiredKeys: [] }),
        },
        { requiredKeys: ['shootValue', 'strength'] },
      ),
      { minLength: 1, maxLength: 3 },
    ),
    target: fc.record(
      { defence: fc.integer({ min: 1, max: 10 }), wounds: fc.integer({ min: 1, max: 4 }) },
      { requiredKeys: ['defence'] },
    ),
    method: fc.constantFrom('exact', 'monte-carlo'),
    samples: fc.integer({ min: 1, max: 2000 }),
    seed: fc.integer({ min: 0, max: 1000 }),
  },
  { requiredKeys: ['ruleset', 'attackers', 'target'] },
);
const valid = fc.oneof(scrollhammer, mesbg);

/** A JSON value's paths, for mutations. */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [prefix];
  const keys = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  return [
    prefix,
    ...keys.flatMap((k) => paths((value as Record<string, unknown>)[k], [...prefix, k])),
  ];
}

/** A valid scenario with one change: a value replaced, a key deleted, or a key added. */
const mutated = fc
  .tuple(
    valid,
    fc.nat(),
    fc.constantFrom('replace', 'delete', 'add'),
    fc.oneof(
      fc.jsonValue({ maxDepth: 2 }),
      fc.constantFrom(0, -1, 1.5, 11, 1e12, Number.NaN, '4+', 'D6++1', '', null, true, [], {}),
    ),
    fc.constantFrom(
      'toughnes',
      '__proto__',
      'constructor',
      'colour',
      'bs',
      'rules',
      'x'.repeat(50),
    ),
  )
  .map(([scenario, pick, kind, value, key]) => {
    const s = structuredClone(scenario) as Record<string, unknown>;
    const all = paths(s);
    const path = all[pick % all.length]!;
    if (path.length === 0) return kind === 'replace' ? value : s;
    let parent: Record<string | number, unknown> = s;
    for (const k of path.slice(0, -1)) parent = parent[k] as Record<string | number, unknown>;
    const last = path[path.length - 1]!;
    if (kind === 'replace') parent[last] = value;
    else if (kind === 'delete') delete parent[last];
    else {
      const target = parent[last];
      if (typeof target === 'object' && target !== null && !Array.isArray(target)) {
        Object.defineProperty(target, key, {
          value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      } else parent[last] = value;
    }
    return s;
  });

/** The result is a valid result in the spec's format. */
function checkResult(json: ReturnType<ReturnType<typeof evaluate>['toJSON']>): void {
  expect(Object.keys(json)).toEqual(['ruleset', 'method', 'seed', 'samples', 'results']);
  expect(Object.keys(json.results).slice(0, 4)).toEqual(['hits', 'wounds', 'unsaved', 'slain']);
  for (const [key, d] of Object.entries(json.results)) {
    let sum = 0;
    let mean = 0;
    d.p.forEach((p, k) => {
      if (!(Number.isFinite(p) && p >= 0 && p <= 1)) throw new Error(`${key}.p[${k}] = ${p}`);
      sum += p;
      mean += k * p;
    });
    if (Math.abs(sum - 1) > 1e-9) throw new Error(`${key} sums to ${sum}`);
    if (Math.abs(mean - d.mean) > 1e-9 * Math.max(1, mean))
      throw new Error(`${key}.mean ${d.mean} != ${mean}`);
  }
}

/** evaluate() gives a valid result or throws a MathhammerError; nothing else. */
function evaluatesOrRejects(input: unknown): boolean {
  let json: ReturnType<ReturnType<typeof evaluate>['toJSON']>;
  try {
    json = evaluate(input).toJSON();
  } catch (e) {
    if (e instanceof MathhammerError) return true;
    throw e;
  }
  checkResult(json);
  return true;
}

describe('fuzz: evaluate()', () => {
  test('random valid scenarios give valid results', () => {
    fc.assert(
      fc.property(valid, (s) => {
        checkResult(evaluate(s).toJSON());
      }),
      { seed, numRuns: runs },
    );
  });

  test('mutated scenarios give a valid result or a MathhammerError', () => {
    fc.assert(fc.property(mutated, evaluatesOrRejects), { seed, numRuns: runs * 2 });
  });

  test('arbitrary values give a MathhammerError', () => {
    fc.assert(fc.property(fc.anything(), evaluatesOrRejects), { seed, numRuns: runs });
  });

  test('nothing leaks onto Object.prototype', () => {
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('fuzz: the command line', () => {
  async function cli(text: string): Promise<{ code: number; stdout: string }> {
    let stdout = '';
    const io: CliIo = {
      stdout: (s) => {
        stdout += s;
      },
      stderr: () => {},
      stdoutIsTTY: false,
      stderrIsTTY: false,
      env: {},
      version: '0',
      readInput: async () => text,
      writeOutput: async () => {},
    };
    return { code: await runCli(['run', 'x.json', '--json'], io), stdout };
  }

  test('any text: exit 0 with a valid result, or exit 2; never exit 1', async () => {
    const text = fc.oneof(
      mutated.map((s) => JSON.stringify(s) ?? 'undefined'),
      valid.map((s) => JSON.stringify(s)),
      fc.string({ maxLength: 40 }),
      fc.json({ maxDepth: 3 }),
    );
    await fc.assert(
      fc.asyncProperty(text, async (t) => {
        const r = await cli(t);
        expect([0, 2]).toContain(r.code);
        if (r.code === 0) checkResult(JSON.parse(r.stdout));
      }),
      { seed, numRuns: runs },
    );
  });
});
