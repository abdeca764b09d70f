/**
 * The built command line (dist/cli.js, as `npm run build` makes it and `npm test` runs first)
 * as a real process: fresh output parsed, exit codes checked. Set MATHHAMMER_CLI to test
 * another build.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseXml } from './xml.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const CLI = process.env.MATHHAMMER_CLI ?? join(root, 'dist/cli.js');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
let dir = '';

/** Run the CLI; the environment has no colour settings unless given. */
function run(args: string[], options: { input?: string; env?: Record<string, string> } = {}) {
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', ...options.env };
  const r = spawnSync(process.execPath, [CLI, ...args], {
    cwd: root,
    env,
    input: options.input ?? '',
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

beforeAll(() => {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`npm run build\` first`);
  dir = mkdtempSync(join(tmpdir(), 'mathhammer-cli-'));
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the built command line', () => {
  test('is an executable script with a shebang', () => {
    expect(readFileSync(CLI, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
  });

  test('--version prints the version of package.json', () => {
    expect(run(['--version'])).toEqual({ code: 0, stdout: `${pkg.version}\n`, stderr: '' });
  });

  test('--help: exit 0; run --help lists the options', () => {
    expect(run(['--help'])).toMatchObject({ code: 0, stderr: '' });
    const r = run(['run', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('--samples N');
  });

  test('run with no file (npm start): the built-in example, the summary line first', () => {
    const r = run(['run']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout.split('\n')[0]).toBe(
      '10 Bowmen BS3, S4 AP1 Critical Strike, at 5 Draugr T4 W2 4+ / 6++ FNP 5+, in 4+ cover',
    );
    expect(r.stdout).toMatch(
      /\nmodels slain: mean \d\.\d\d, sd \d\.\d\d\n\s+k\s+P\(=k\)\s+P\(>=k\)\n/,
    );
    expect(r.stdout).not.toContain('\u001b[');
  });

  test('run <file> --json: exactly the result format, fresh, on standard output', () => {
    const r = run(['run', 'examples/mesbg-example-28.json', '--json']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const json = JSON.parse(r.stdout);
    expect(Object.keys(json)).toEqual(['ruleset', 'method', 'seed', 'samples', 'results']);
    // The spec's worked example mesbg-example-28.json: hits mean 5 x 1/3 = 5/3.
    expect(json.results.hits.mean).toBeCloseTo(5 / 3, 12);
    const sum = (p: number[]) => p.reduce((a, b) => a + b, 0);
    for (const d of Object.values(json.results) as { p: number[] }[]) {
      expect(sum(d.p)).toBeCloseTo(1, 12);
    }
  });

  test('run - reads standard input', () => {
    const input = readFileSync(join(root, 'examples/mesbg-example-27-hama.json'), 'utf8');
    const r = run(['run', '-', '--json'], { input });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).results.slain.p[1]).toBeCloseTo(2 / 9, 14);
  });

  test('Monte Carlo: the same seed gives byte-identical JSON across processes', () => {
    const args = [
      'run',
      'examples/bowmen-vs-draugr.json',
      '--samples',
      '20000',
      '--seed',
      '1',
      '--json',
    ];
    const a = run(args);
    const b = run(args);
    expect(a.code).toBe(0);
    expect(b.stdout).toBe(a.stdout);
    expect(JSON.parse(a.stdout)).toMatchObject({ method: 'monte-carlo', seed: 1, samples: 20000 });
  });

  test('--svg writes a chart a browser can open (well-formed SVG)', () => {
    const out = join(dir, 'chart.svg');
    const r = run(['run', 'examples/bowmen-vs-draugr.json', '--svg', out, '--quiet']);
    expect(r.code).toBe(0);
    const svg = parseXml(readFileSync(out, 'utf8'));
    expect(svg.name).toBe('svg');
    expect(svg.attrs.xmlns).toBe('http://www.w3.org/2000/svg');
  });

  test('colour: FORCE_COLOR gives it, NO_COLOR takes it away', () => {
    expect(run(['run'], { env: { FORCE_COLOR: '1' } }).stdout).toContain('\u001b[');
    expect(run(['run'], { env: { FORCE_COLOR: '1', NO_COLOR: '1' } }).stdout).not.toContain(
      '\u001b[',
    );
  });

  test('schema prints the JSON Schema shipped in schema/', () => {
    const r = run(['schema']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(readFileSync(join(root, 'schema/scenario.schema.json'), 'utf8'));
  });
});

describe('bad usage and bad files: exit 2, one clear message, no stack trace', () => {
  const cases: [string, () => string[], RegExp][] = [
    [
      'an unknown command',
      () => ['rnu'],
      /^mathhammer: unknown command "rnu"; did you mean "run"\?\n/,
    ],
    [
      'an unknown option',
      () => ['run', '--sampels', '5'],
      /^mathhammer: unknown option --sampels; did you mean --samples\?\n/,
    ],
    [
      'a bad option value',
      () => ['run', '--samples', '0'],
      /^mathhammer: --samples: expected 1\.\.1e9, got 0\n/,
    ],
    [
      'a missing file',
      () => ['run', join(dir, 'nope.json')],
      /^mathhammer: cannot read ".*nope\.json": no such file\n$/,
    ],
    ['a directory', () => ['run', dir], /^mathhammer: cannot read ".*": it is a directory\n$/],
    [
      'not JSON',
      () => ['run', file('broken.json', '{"ruleset": "mesbg",,}')],
      /^mathhammer: .*broken\.json: not valid JSON: .*\n$/,
    ],
    [
      'wrong types',
      () => [
        'run',
        file('types.json', {
          ruleset: 'mesbg',
          attackers: [{ shootValue: '4+', strength: 2 }],
          target: { defence: 3 },
        }),
      ],
      /^mathhammer: .*types\.json: invalid scenario\n {2}attackers\[0\]\.shootValue: expected a whole number 2\.\.6, got "4\+" \(write 4 for 4\+\)\n$/,
    ],
    [
      'an unknown rule name',
      () => [
        'run',
        file('rule.json', {
          ruleset: 'scrollhammer',
          attackers: [{ bs: 3, strength: 4, rules: ['flesh-bane'] }],
          target: { groups: [{ toughness: 4 }] },
        }),
      ],
      /^mathhammer: .*rule\.json: invalid scenario\n {2}attackers\[0\]\.rules\[0\]: unknown rule "flesh-bane"; did you mean "fleshbane"\?\n$/,
    ],
    [
      'an out-of-range value',
      () => [
        'run',
        file('range.json', {
          ruleset: 'scrollhammer',
          attackers: [{ bs: 3, strength: 4 }],
          target: { groups: [{ toughness: 0 }] },
        }),
      ],
      /^mathhammer: .*range\.json: invalid scenario\n {2}target\.groups\[0\]\.toughness: expected 1\.\.10, got 0\n$/,
    ],
    [
      'an unknown field',
      () => [
        'run',
        file('field.json', {
          ruleset: 'mesbg',
          attackers: [{ shootValue: 4, strength: 2 }],
          target: { defense: 3 },
        }),
      ],
      /target\.defence: missing; .*\n {2}target\.defense: unknown field "defense"; did you mean "defence"\?\n$/,
    ],
    [
      'hostile JSON',
      () => ['run', file('proto.json', '{"ruleset":"mesbg","__proto__":{"admin":true}}')],
      /^mathhammer: .*proto\.json: invalid scenario\n {2}__proto__: forbidden field name "__proto__"\n$/,
    ],
    [
      'a file too large',
      () => ['run', file('big.json', `{"description": "${'x'.repeat(1_100_000)}"}`)],
      /^mathhammer: ".*big\.json" is too large: more than 1,000,000 bytes/,
    ],
  ];
  test.each(cases)('%s', (_name, args, message) => {
    const r = run(args());
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  test('deeply nested JSON from standard input fails fast', () => {
    const input = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const t0 = Date.now();
    const r = run(['run', '-'], { input });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/nested more than 20 levels deep/);
    expect(Date.now() - t0).toBeLessThan(10_000);
  });
});
