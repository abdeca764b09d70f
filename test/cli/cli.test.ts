/**
 * The command line in-process, through a fake CliIo: every option and error path, fast.
 * test/cli/process.test.ts runs the built dist/cli.js as a real process.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { scenarioJsonSchema } from '../../src/scenario/jsonSchema.js';
import { fakeCli } from '../helpers/fakeCli.js';
import { parseXml } from './xml.js';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
  files: Record<string, string>;
}

const BARD = readFileSync(
  new URL('../../examples/mesbg-example-22-bard-in-the-way.json', import.meta.url),
  'utf8',
);

async function cli(
  args: string[],
  options: {
    files?: Record<string, string>;
    stdin?: string;
    env?: Record<string, string>;
    tty?: boolean;
  } = {},
): Promise<Run> {
  const r = await fakeCli(args, { ...options, files: { 'bard.json': BARD, ...options.files } });
  return { code: r.code, stdout: r.stdout, stderr: r.stderr, files: r.written };
}

const ESC = '\u001b[';

describe('help and version', () => {
  test('--version and -v print the version', async () => {
    expect(await cli(['--version'])).toMatchObject({ code: 0, stdout: '1.2.3\n', stderr: '' });
    expect((await cli(['-v'])).stdout).toBe('1.2.3\n');
  });

  test('--help, -h and help print the commands, exit 0', async () => {
    for (const args of [['--help'], ['-h'], ['help']]) {
      const r = await cli(args);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/^mathhammer: /);
      expect(r.stdout).toContain('mathhammer run [<scenario.json> | -] [options]');
      expect(r.stdout).toContain(
        'Exit codes: 0 success; 2 bad usage or bad scenario; 1 internal error',
      );
    }
  });

  test('run --help, help run, schema --help, help schema', async () => {
    for (const args of [
      ['run', '--help'],
      ['help', 'run'],
      ['run', '-h'],
    ]) {
      const r = await cli(args);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/^Usage: mathhammer run/);
      for (const option of ['--method', '--samples', '--seed', '--json', '--svg', '--quiet']) {
        expect(r.stdout).toContain(option);
      }
    }
    expect((await cli(['schema', '--help'])).stdout).toMatch(/^Usage: mathhammer schema/);
    expect((await cli(['help', 'schema'])).stdout).toMatch(/^Usage: mathhammer schema/);
    // Each help is read from its command's module, loaded for it.
    expect((await cli(['help', 'import'])).stdout).toMatch(/^Usage: mathhammer import/);
    expect((await cli(['help', 'help'])).stdout).toBe((await cli(['--help'])).stdout);
  });

  test('no command: the help on standard error, exit 2', async () => {
    const r = await cli([]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('Usage:');
  });
});

describe('bad usage: exit 2, a message on standard error, no stack trace', () => {
  test.each([
    [['rnu'], 'mathhammer: unknown command "rnu"; did you mean "run"?'],
    [
      ['frobnicate'],
      'mathhammer: unknown command "frobnicate"; the commands are run, compare, matrix, sweep, turns, saves, durability, plan, import, batch, merge, schema, help',
    ],
    [['help', 'rnu'], 'mathhammer: unknown command "rnu"; did you mean "run"?'],
    [['--verison'], 'mathhammer: unknown option --verison; did you mean --version?'],
    [['run', '--sample', '10'], 'mathhammer: unknown option --sample; did you mean --samples?'],
    [['run', '--jsno'], 'mathhammer: unknown option --jsno; did you mean --json?'],
    [['run', '--frob'], 'mathhammer: unknown option --frob'],
    [['run', '--svg'], "mathhammer: option '--svg <value>' argument missing"],
    [['run', 'a.json', 'b.json'], 'mathhammer: run takes one scenario file, got 2: a.json b.json'],
    [
      ['run', '--method', 'montecarlo'],
      'mathhammer: --method: expected "exact" or "monte-carlo", got "montecarlo" (did you mean "monte-carlo"?)',
    ],
    [['run', '--samples', '0'], 'mathhammer: --samples: expected 1..1e9, got 0'],
    [['run', '--samples', '1e12'], 'mathhammer: --samples: expected 1..1e9, got 1000000000000'],
    [
      ['run', '--samples', 'lots'],
      'mathhammer: --samples: expected a whole number 1..1e9, got "lots"',
    ],
    [['run', '--samples', ''], 'mathhammer: --samples: expected a whole number 1..1e9, got ""'],
    [['run', '--seed', '1.5'], 'mathhammer: --seed: expected a whole number 0..2^53-1, got 1.5'],
    [['run', '--seed=-1'], 'mathhammer: --seed: expected 0..2^53-1, got -1'],
    [
      ['run', '--seed', '99999999999999999999'],
      'mathhammer: --seed: expected 0..2^53-1, got 100000000000000000000',
    ],
    [
      ['run', '--method', 'exact', '--samples', '10'],
      'mathhammer: --samples and --seed are for --method monte-carlo, not exact',
    ],
    [
      ['run', '--json', '--svg', '-'],
      'mathhammer: --json and --svg - both want standard output; give --svg a file name',
    ],
    [['schema', 'x'], 'mathhammer: schema takes no arguments'],
  ])('%j', async (args, message) => {
    const r = await cli(args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.split('\n')[0]).toBe(message);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('bad files: exit 2 with the file, the field, the value', () => {
  test.each([
    ['missing', ['run', 'nope.json'], {}, 'mathhammer: cannot read "nope.json": no such file'],
    [
      'empty',
      ['run', 'x.json'],
      { 'x.json': '  \n' },
      'mathhammer: x.json: the file is empty, expected a JSON scenario',
    ],
    [
      'not JSON',
      ['run', 'x.json'],
      { 'x.json': '{\n  "ruleset": "mesbg",\n  attackers: []\n}' },
      'mathhammer: x.json: not valid JSON: line 3, column 3: unexpected "a"',
    ],
    [
      'wrong types',
      ['run', 'x.json'],
      {
        'x.json':
          '{"ruleset":"mesbg","attackers":[{"shootValue":"4+","strength":2}],"target":{"defence":3}}',
      },
      'mathhammer: x.json: invalid scenario\n  attackers[0].shootValue: expected a whole number 2..6, got "4+" (write 4 for 4+)',
    ],
    [
      'an unknown rule',
      ['run', 'x.json'],
      {
        'x.json': JSON.stringify({
          ruleset: 'scrollhammer',
          attackers: [{ bs: 3, strength: 4, rules: ['critcal-strike'] }],
          target: { groups: [{ toughness: 4 }] },
        }),
      },
      'mathhammer: x.json: invalid scenario\n  attackers[0].rules[0]: unknown rule "critcal-strike"; did you mean "critical-strike"?',
    ],
    [
      'out of range',
      ['run', 'x.json'],
      {
        'x.json': JSON.stringify({
          ruleset: 'scrollhammer',
          attackers: [{ bs: 3, strength: 4 }],
          target: { groups: [{ toughness: 0 }] },
        }),
      },
      'mathhammer: x.json: invalid scenario\n  target.groups[0].toughness: expected 1..10, got 0',
    ],
    [
      'a JSON array',
      ['run', 'x.json'],
      { 'x.json': '[]' },
      'mathhammer: x.json: invalid scenario\n  (scenario): expected a scenario object {"ruleset": ...}, got an array',
    ],
  ])('%s', async (_name, args, files, message) => {
    const r = await cli(args, { files });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    if (typeof message === 'string') expect(r.stderr).toBe(`${message}\n`);
    else expect(r.stderr).toMatch(message);
  });

  test('an error of the engine (a Good model risking a friend) is exit 2 too', async () => {
    const scenario = {
      ruleset: 'mesbg',
      attackers: [{ shootValue: 4, strength: 2 }],
      target: { defence: 3, combat: { defence: 4 } },
    };
    const r = await cli(['run', 'x.json'], { files: { 'x.json': JSON.stringify(scenario) } });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^mathhammer: .*target\.combat/);
  });
});

describe('run', () => {
  test('no file: the built-in scenario, the summary line first', async () => {
    const r = await cli(['run']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe(
      '10 Bowmen BS3, S4 AP1 Critical Strike, at 5 Draugr T4 W2 4+ / 6++ FNP 5+, in 4+ cover',
    );
    expect(lines[1]).toBe('Scrollhammer, exact');
    expect(r.stdout).toContain('\nhits: mean 5.00, sd 1.58\n');
    expect(r.stdout).toContain('\nmodels slain: mean ');
  });

  test('the table: k, P(=k), P(>=k) and a bar, for every result', async () => {
    const r = await cli(['run', 'bard.json']);
    expect(r.stdout).toContain(
      [
        'hits: mean 0.67, sd 0.47',
        '  k   P(=k)  P(>=k)',
        `  0   33.3%    100%  ${'█'.repeat(15)}`,
        `  1   66.7%   66.7%  ${'█'.repeat(30)}`,
      ].join('\n'),
    );
    for (const label of [
      'hits',
      'wounds',
      'unsaved wounds',
      'models slain',
      'hits on obstructions',
    ]) {
      expect(r.stdout).toContain(`\n${label}`);
    }
  });

  test('--json: only the result format on standard output', async () => {
    const r = await cli(['run', 'bard.json', '--json']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout.endsWith('\n')).toBe(true);
    const json = JSON.parse(r.stdout);
    expect(Object.keys(json)).toEqual(['ruleset', 'method', 'seed', 'samples', 'results']);
    expect(json).toMatchObject({ ruleset: 'mesbg', method: 'exact', seed: null, samples: null });
    // Bard (Shoot Value 3+) hits 2/3; the hit passes the house on a 4+; S2 against D5 needs 6+.
    expect(json.results.slain.p[1]).toBeCloseTo((2 / 3) * (1 / 2) * (1 / 6), 14);
    expect(json.results.obstructionHits.p[1]).toBeCloseTo((2 / 3) * (1 / 2), 14);
  });

  test('standard input with -', async () => {
    const r = await cli(['run', '-', '--json'], { stdin: BARD });
    expect(JSON.parse(r.stdout).ruleset).toBe('mesbg');
    const bad = await cli(['run', '-'], { stdin: '{' });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^mathhammer: standard input: not valid JSON/);
  });

  test('--samples and --seed imply Monte Carlo; the same seed gives the same bytes', async () => {
    const a = await cli(['run', 'bard.json', '--samples', '2000', '--seed', '9', '--json']);
    expect(JSON.parse(a.stdout)).toMatchObject({ method: 'monte-carlo', seed: 9, samples: 2000 });
    const b = await cli(['run', 'bard.json', '--samples=2e3', '--seed=9', '--json']);
    expect(b.stdout).toBe(a.stdout);
    const c = await cli([
      'run',
      'bard.json',
      '--method',
      'monte-carlo',
      '--samples',
      '2000',
      '--json',
    ]);
    expect(JSON.parse(c.stdout)).toMatchObject({ seed: 0 });
  });

  test('--method exact overrides a Monte Carlo scenario file', async () => {
    const mc = JSON.stringify({ ...JSON.parse(BARD), method: 'monte-carlo', seed: 3 });
    const r = await cli(['run', 'mc.json', '--method', 'exact', '--json'], {
      files: { 'mc.json': mc },
    });
    expect(JSON.parse(r.stdout)).toMatchObject({ method: 'exact', seed: null, samples: null });
  });

  test('the Monte Carlo report names the samples and the seed', async () => {
    const r = await cli(['run', 'bard.json', '--samples', '1000', '--seed', '5']);
    expect(r.stdout.split('\n')[1]).toBe('MESBG, Monte Carlo: 1,000 samples, seed 5');
  });

  test('--quiet: Monte Carlo, samples and seed, then one line per result, no status line', async () => {
    const r = await cli(['run', 'bard.json', '--quiet', '--samples', '1000'], { tty: true });
    expect(r.stderr).toBe('');
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toBe('Monte Carlo: 1,000 samples, seed 0');
    // Models slain lead; each mean carries its standard error.
    expect(lines[1]).toMatch(/^slain\s+mean 0\.\d\d \+\/- 0\.0\d+, sd 0\.\d\d$/);
    expect(lines).toHaveLength(
      1 +
        Object.keys(JSON.parse((await cli(['run', 'bard.json', '--json'])).stdout).results).length,
    );
  });

  test('--quiet, exact: one line per result, no method line', async () => {
    const r = await cli(['run', 'bard.json', '--quiet']);
    expect(r.stdout.split('\n')[0]).toMatch(/^slain\s+mean 0\.\d\d, sd 0\.\d\d$/);
  });

  test('--show: only the results named, in that order; a misspelt name is exit 2', async () => {
    const r = await cli(['run', 'bard.json', '--quiet', '--show', 'woundsLost,hits']);
    const lines = r.stdout.trim().split('\n');
    expect(lines.map((l) => l.split(/\s+/)[0])).toEqual(['woundsLost', 'hits']);
    const bad = await cli(['run', 'bard.json', '--show', 'slian']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('show: this result has no "slian"; did you mean "slain"?');
  });

  test('run with no file reads standard input when it is not a terminal', async () => {
    const input = JSON.stringify({
      ruleset: 'mesbg',
      attackers: [{ shootValue: 3, strength: 2 }],
      target: { defence: 3 },
    });
    const piped = await cli(['run', '--json'], { stdin: input });
    expect(JSON.parse(piped.stdout).ruleset).toBe('mesbg');
    // An empty input (closed, as under a process manager) runs the built-in example.
    const empty = await cli(['run', '--json'], { stdin: '' });
    expect(JSON.parse(empty.stdout).ruleset).toBe('scrollhammer');
  });

  test('a status line on standard error for Monte Carlo, only on a terminal, then erased', async () => {
    const tty = await cli(['run', 'bard.json', '--samples', '1000'], { tty: true });
    // MESBG's sampler reports progress too: its one report (the end) is a full bar.
    expect(tty.stderr).toBe(
      'sampling 1,000 attacks (seed 0)...\r\u001b[Ksampling [########################] 100% of 1,000 attacks (seed 0)\r\u001b[K',
    );
    const pipe = await cli(['run', 'bard.json', '--samples', '1000']);
    expect(pipe.stderr).toBe('');
    const exact = await cli(['run', 'bard.json'], { tty: true });
    expect(exact.stderr).toBe('');
  });

  test('a progress bar after each chunk of 65,536 samples, only on a terminal, then erased', async () => {
    const tty = await cli(['run', '--samples', '150000', '--seed', '3'], { tty: true });
    const bars = tty.stderr.split('\r\u001b[K').filter((s) => s.startsWith('sampling ['));
    expect(bars).toEqual([
      'sampling [##########--------------] 43% of 150,000 attacks (seed 3)',
      'sampling [#####################---] 87% of 150,000 attacks (seed 3)',
      'sampling [########################] 100% of 150,000 attacks (seed 3)',
    ]);
    expect(tty.stderr.endsWith('\r\u001b[K')).toBe(true);
    // The bar does not change the result: the same bytes as without a terminal.
    const pipe = await cli(['run', '--samples', '150000', '--seed', '3', '--json']);
    const ttyJson = await cli(['run', '--samples', '150000', '--seed', '3', '--json'], {
      tty: true,
    });
    expect(pipe.stderr).toBe('');
    expect(ttyJson.stdout).toBe(pipe.stdout);
  });
});

describe('colour', () => {
  test('on a terminal: colour', async () => {
    expect((await cli(['run', 'bard.json'], { tty: true })).stdout).toContain(ESC);
  });

  test('not on a terminal: no colour', async () => {
    expect((await cli(['run', 'bard.json'])).stdout).not.toContain(ESC);
  });

  test('NO_COLOR set: never colour, not even with FORCE_COLOR', async () => {
    expect(
      (await cli(['run', 'bard.json'], { tty: true, env: { NO_COLOR: '1' } })).stdout,
    ).not.toContain(ESC);
    expect(
      (await cli(['run', 'bard.json'], { env: { NO_COLOR: '1', FORCE_COLOR: '1' } })).stdout,
    ).not.toContain(ESC);
  });

  test('--no-color on a terminal: no colour; FORCE_COLOR in a pipe: colour', async () => {
    expect((await cli(['run', 'bard.json', '--no-color'], { tty: true })).stdout).not.toContain(
      ESC,
    );
    expect((await cli(['run', 'bard.json'], { env: { FORCE_COLOR: '1' } })).stdout).toContain(ESC);
  });

  test('--json is never coloured', async () => {
    expect((await cli(['run', 'bard.json', '--json'], { tty: true })).stdout).not.toContain(ESC);
  });
});

describe('--svg', () => {
  test('writes a well-formed SVG with the summary as its title, and says so', async () => {
    const r = await cli(['run', 'bard.json', '--svg', 'chart.svg']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('wrote the chart to chart.svg\n');
    const svg = parseXml(r.files['chart.svg']!);
    expect(svg.name).toBe('svg');
    expect(svg.attrs.xmlns).toBe('http://www.w3.org/2000/svg');
    expect(svg.children.find((c) => c.name === 'title')?.text).toBe(
      '1 Bard Shoot 3+ S2 (1 in the way), at Hunter Orc D5 W1',
    );
    expect(r.stdout).toContain('hits: mean'); // the report is still printed
  });

  test('--svg with --json: the JSON on standard output, the chart in the file', async () => {
    const r = await cli(['run', 'bard.json', '--svg', 'c.svg', '--json', '--quiet']);
    expect(JSON.parse(r.stdout).ruleset).toBe('mesbg');
    expect(r.stderr).toBe('');
    expect(r.files['c.svg']).toMatch(/^<\?xml/);
  });

  test('--svg -: the chart on standard output instead of the report', async () => {
    const r = await cli(['run', 'bard.json', '--svg', '-']);
    expect(parseXml(r.stdout).name).toBe('svg');
    expect(r.files).toEqual({});
  });

  test('an unwritable file is exit 2', async () => {
    const r = await cli(['run', 'bard.json', '--svg', '/forbidden/c.svg']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('mathhammer: cannot write "/forbidden/c.svg": permission denied\n');
  });
});

describe('schema', () => {
  test('prints the JSON Schema', async () => {
    const r = await cli(['schema']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(scenarioJsonSchema());
  });
});
