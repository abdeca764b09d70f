/**
 * The list-building commands in-process: compare, matrix, sweep, turns; their JSON is the
 * library's, their charts are well-formed, and every mistake is exit 2 with one message.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { analysisJsonSchema } from '../../src/analytics/analysisJsonSchema.js';
import { compare } from '../../src/analytics/compare.js';
import { matchupMatrix } from '../../src/analytics/matrix.js';
import { overTurns } from '../../src/analytics/overTurns.js';
import { sweep } from '../../src/analytics/sweep.js';
import { ANALYTICS_HELP } from '../../src/cli/analytics.js';
import { fakeCli } from '../helpers/fakeCli.js';
import { parseXml } from './xml.js';

const FILE = 'examples/analytics/loadouts.json';
const LOADOUTS = readFileSync(new URL(`../../${FILE}`, import.meta.url), 'utf8');
const LOADED = JSON.parse(LOADOUTS);
const MIXED = JSON.stringify({
  ruleset: 'scrollhammer',
  attackers: [{ bs: 3, strength: 4 }],
  target: { groups: [{ toughness: 4 }, { toughness: 4, wounds: 2 }] },
});

function cli(args: string[], stdin = '', more: Record<string, string> = {}) {
  return fakeCli(args, { stdin, files: { [FILE]: LOADOUTS, 'mixed.json': MIXED, ...more } });
}

const HEAD = { ruleset: 'scrollhammer', method: 'exact', seed: null, samples: null };

describe('mathhammer compare', () => {
  test('prints the figures, P(at least k) and the verdict', async () => {
    const r = await cli(['compare', FILE, '--target', 'Draugr']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const lines = r.stdout.split('\n');
    expect(lines.slice(0, 2)).toEqual([
      '4 profiles against Draugr (90 pts)',
      'Scrollhammer, exact',
    ]);
    expect(r.stdout).toContain('P(at least k models slain)');
    expect(r.stdout).toContain('Best on average: Battlemages, 1.26 models slain');
    expect(r.stdout).toContain('Best per point: Catapult');
    expect(r.stdout).toMatch(
      /Battlemages slays more on average than Catapult \(1\.26 against 1\.21\), but Catapult is likelier to slay at least 3-/,
    );
  });

  test('--quiet leaves out the verdict', async () => {
    const r = await cli(['compare', FILE, '--target', 'Draugr', '-q']);
    expect(r.stdout).not.toContain('Best on average');
  });

  test('--json is the library’s comparison, with the ruleset and method', async () => {
    const r = await cli(['compare', FILE, '--profile', 'Bowmen', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      ...HEAD,
      ...JSON.parse(JSON.stringify(compare(LOADED, { profiles: ['Bowmen'] }))),
    });
  });

  test('--svg writes the chart of P(at least k); --svg - prints it instead of the report', async () => {
    const r = await cli(['compare', FILE, '--target', 'Draugr', '--svg', 'c.svg']);
    expect(r.stderr).toBe('wrote the chart to c.svg\n');
    expect(parseXml(r.written['c.svg']!).name).toBe('svg');
    const s = await cli(['compare', FILE, '--target', 'Draugr', '--svg', '-']);
    expect(s.stdout.startsWith('<?xml')).toBe(true);
  });

  test('--method and --samples apply to every attack', async () => {
    const r = await cli([
      'compare',
      FILE,
      '--target',
      'Bandits',
      '--samples',
      '2000',
      '--seed',
      '3',
      '--json',
    ]);
    expect(JSON.parse(r.stdout)).toMatchObject({ method: 'monte-carlo', samples: 2000, seed: 3 });
  });

  test.each([
    [
      ['compare', FILE],
      `mathhammer: compare takes several profiles against one target, or one profile against several targets; ${FILE} has 4 profiles and 4 targets: choose with --target NAME or --profile NAME, or see them all with "mathhammer matrix"\nRun "mathhammer --help" for usage.\n`,
    ],
    [
      ['compare'],
      'mathhammer: compare needs an analysis or scenario file (or "-" for standard input)\nRun "mathhammer --help" for usage.\n',
    ],
    [
      ['compare', FILE, '--target', 'Draugar'],
      'mathhammer: no target is named "Draugar"; did you mean "Draugr"?\n',
    ],
    [
      ['compare', FILE, '--targte', 'Draugr'],
      'mathhammer: unknown option --targte; did you mean --target?\nRun "mathhammer --help" for usage.\n',
    ],
    [['compare', 'missing.json'], 'mathhammer: cannot read "missing.json": no such file\n'],
  ])('mathhammer %j is exit 2 with one message', async (args, message) => {
    const r = await cli(args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(message);
  });

  test('an invalid analysis names the field', async () => {
    const bad = JSON.stringify({
      ...LOADED,
      profiles: [{ name: 'x', points: -1, attackers: [{ bs: 3, strength: 3 }] }],
    });
    const r = await cli(['compare', '-', '--target', 'Draugr'], bad);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'mathhammer: standard input: invalid scenario\n  profiles[0].points: expected a whole number of points 1..100000, got -1\n',
    );
  });
});

describe('mathhammer matrix', () => {
  test('prints one metric for every matchup, the best marked', async () => {
    const r = await cli(['matrix', FILE]);
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe('mean models slain: 4 profiles against 4 targets');
    expect(lines[3]).toMatch(/^ +Draugr +Bandits +Dwarven Spheres +Wispmothers$/);
    expect(lines.find((l) => l.startsWith('Battlemages'))).toContain('*1.26');
  });

  test('--metric wipe shows percentages; --json has every figure and the metric', async () => {
    const r = await cli(['matrix', FILE, '--metric', 'wipe']);
    expect(r.stdout.split('\n')[0]).toBe('P(wiped out): 4 profiles against 4 targets');
    expect(r.stdout).toMatch(/%/);
    const j = await cli(['matrix', FILE, '--metric', 'at-least-2', '--json']);
    expect(JSON.parse(j.stdout)).toEqual({
      ...HEAD,
      metric: 'at-least-2',
      ...JSON.parse(JSON.stringify(matchupMatrix(LOADED))),
    });
  });

  test('--svg writes a heat map', async () => {
    const r = await cli(['matrix', FILE, '--metric', 'points-per-point', '--svg', 'm.svg', '-q']);
    expect(r.stderr).toBe('');
    expect(parseXml(r.written['m.svg']!).children[0]!.text).toBe(
      'points slain per point spent: profiles against targets',
    );
  });

  test('a bad metric is exit 2 with the closest', async () => {
    const r = await cli(['matrix', FILE, '--metric', 'wpie']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^mathhammer: --metric: unknown metric "wpie"; did you mean "wipe"\?/);
  });
});

describe('mathhammer sweep', () => {
  test('--toughness 3..8: a row per value, a column per profile', async () => {
    const r = await cli(['sweep', FILE, '--target', 'Draugr', '--toughness', '3..8']);
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe('mean models slain by Toughness of the target (against Draugr)');
    expect(lines[3]).toMatch(/^toughness +Bowmen +Crossbowmen +Battlemages +Catapult$/);
    expect(lines.slice(4, 10).map((l) => l.split(/ +/)[0])).toEqual(['3', '4', '5', '6', '7', '8']);
  });

  test('--save 2+..none and lists; --json is the library’s sweep', async () => {
    const r = await cli(['sweep', FILE, '--target', 'Draugr', '--save', '2+..none', '--json']);
    const want = sweep(LOADED, {
      characteristic: 'save',
      values: [2, 3, 4, 5, 6, null],
      targets: ['Draugr'],
    });
    expect(JSON.parse(r.stdout)).toEqual({
      ...HEAD,
      metric: 'mean',
      ...JSON.parse(JSON.stringify(want)),
    });
    const l = await cli(['sweep', FILE, '--profile', 'Bowmen', '--shots', '1,2,4', '--json']);
    expect(JSON.parse(l.stdout).values).toEqual([1, 2, 4]);
    const d = await cli(['sweep', FILE, '--profile', 'Bowmen', '--bs', '5..3', '--json']);
    expect(JSON.parse(d.stdout).values).toEqual([5, 4, 3]);
  });

  test('--svg writes the line chart', async () => {
    const r = await cli([
      'sweep',
      FILE,
      '--target',
      'Draugr',
      '--ap',
      '0..4',
      '--metric',
      'wipe',
      '--svg',
      's.svg',
    ]);
    expect(r.code).toBe(0);
    expect(parseXml(r.written['s.svg']!).children[0]!.text).toBe(
      'P(wiped out) by Armour Piercing of the attacker',
    );
  });

  test.each([
    [['sweep', FILE], /^mathhammer: sweep needs one characteristic to vary: --toughness, --save/],
    [
      ['sweep', FILE, '--toughness', '3', '--save', '4'],
      /^mathhammer: sweep varies one characteristic at a time, got --toughness and --save/,
    ],
    [
      ['sweep', FILE, '--toughness', '0..3'],
      /^mathhammer: --toughness: 0 is out of range; expected values 1\.\.10/,
    ],
    [['sweep', FILE, '--save', 'none..3'], /^mathhammer: --save: a range cannot start at none/],
    [['sweep', FILE, '--toughness', 'three'], /^mathhammer: --toughness: cannot read "three"/],
    [
      ['sweep', FILE, '--defence', '3..5'],
      /^mathhammer: --defence: Defence is not a characteristic of Scrollhammer; sweep one of --toughness, --save, --ward, --wounds, --bs, --strength, --ap, --shots\n/,
    ],
  ])('mathhammer %j is exit 2', async (args, message) => {
    const r = await cli(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
  });
});

describe('MESBG and plain scenarios', () => {
  const MESBG = readFileSync(
    new URL('../../examples/mesbg-example-28.json', import.meta.url),
    'utf8',
  );
  test('every command takes a plain MESBG scenario', async () => {
    const files = { 'bilbo.json': MESBG };
    for (const args of [
      ['compare', 'bilbo.json'],
      ['matrix', 'bilbo.json'],
      ['sweep', 'bilbo.json', '--shoot-value', '2..6'],
      ['turns', 'bilbo.json'],
    ]) {
      const r = await cli(args, '', files);
      expect(r.code, args.join(' ')).toBe(0);
    }
    const m = await cli(['matrix', 'bilbo.json'], '', files);
    expect(m.stdout.split('\n')[0]).toBe('mean models slain: 1 profile against 1 target');
  });
  test('a Scrollhammer characteristic on MESBG names the ones it has', async () => {
    const r = await cli(['sweep', 'bilbo.json', '--toughness', '3'], '', { 'bilbo.json': MESBG });
    expect(r.stderr).toMatch(
      /^mathhammer: --toughness: Toughness is not a characteristic of MESBG; sweep one of --wounds, --defence, --shoot-value, --strength, --shots\n/,
    );
  });
});

describe('mathhammer turns', () => {
  test('P(destroyed within t turns) and mean slain, t = 1..3 by default', async () => {
    const r = await cli(['turns', FILE, '--target', 'Draugr']);
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe('P(the target destroyed within t turns), 3 turns');
    expect(r.stdout).toContain('mean models slain after t turns');
    const j = await cli(['turns', FILE, '--target', 'Draugr', '--turns', '5', '--json']);
    expect(JSON.parse(j.stdout)).toEqual({
      ...HEAD,
      ...JSON.parse(JSON.stringify(overTurns(LOADED, { turns: 5, targets: ['Draugr'] }))),
    });
  });

  test.each([
    [
      ['turns', FILE, '--turns', '0'],
      'mathhammer: --turns: expected a whole number 1..100, got "0"\nRun "mathhammer --help" for usage.\n',
    ],
    [
      ['turns', FILE, '--turns', 'x'],
      'mathhammer: --turns: expected a whole number 1..100, got "x"\nRun "mathhammer --help" for usage.\n',
    ],
    [
      ['turns', 'mixed.json'],
      'mathhammer: profile "profile 1" against target "target 1": multiple turns need a target of one group (models of one profile), got 2 groups: which group\'s models are slain is not known to carry over\n',
    ],
  ])('mathhammer %j is exit 2', async (args, message) => {
    const r = await cli(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(message);
  });
});

describe('help and schema', () => {
  test.each(['compare', 'matrix', 'sweep', 'turns'] as const)(
    'mathhammer %s --help and help %s',
    async (c) => {
      expect((await cli([c, '--help'])).stdout).toBe(ANALYTICS_HELP[c]);
      expect((await cli(['help', c])).stdout).toBe(ANALYTICS_HELP[c]);
    },
  );

  test('the main help lists the commands', async () => {
    const r = await cli(['--help']);
    for (const c of ['compare', 'matrix', 'sweep', 'turns'])
      expect(r.stdout).toContain(`mathhammer ${c} `);
  });

  test('schema --analysis prints the JSON Schema of analysis files', async () => {
    const r = await cli(['schema', '--analysis']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(analysisJsonSchema());
  });
});
