/**
 * `mathhammer import`, and `compare` / `matrix` given rosters, in-process: listings, written
 * files, warnings on standard error, figures equal to the library's, and clear errors.
 */

import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { armyMatrix } from '../../src/import/wh40k/armyMatrix.js';
import { importRoster } from '../../src/import/wh40k/importRoster.js';
import { fakeCli } from '../helpers/fakeCli.js';

const F = 'test/import/fixtures/';
const MARINES = `examples/rosters/strike-force.rosz`;
const ORKS = `examples/rosters/waaagh.json`;

describe('mathhammer import', () => {
  test('lists units and weapons; warnings go to standard error', async () => {
    const r = await fakeCli(['import', MARINES]);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n').slice(0, 6)).toEqual([
      'Test Strike Force: Warhammer 40,000 10th Edition, 250 pts, 3 units',
      '',
      'Intercessor Squad (80 pts): 5 models, M6" T4 SV3+ W2 LD6+ OC2',
      '  keywords: infantry, battleline',
      '  ranged Bolt rifle             5x  A2 BS3+ S4 AP-1 D1  assault, heavy',
      '  melee  Close combat weapon    5x  A3 WS3+ S4 AP0 D1',
    ]);
    expect(r.stdout).toContain('  ranged Melta rifle    3x  A1 BS3+ S9 AP-4 D D6  heavy, melta 2');
    expect(r.stdout).toContain('3 warnings: not modelled (see standard error)');
    expect(r.stderr.split('\n')[0]).toBe(
      'mathhammer: warning: Intercessor Squad: ability "Objective Secured" is not modelled',
    );
    expect((await fakeCli(['import', MARINES, '-q'])).stderr).toBe('');
    // Quiet: each roster's heading line, not both whole listings.
    const quiet = await fakeCli(['import', MARINES, '--against', ORKS, '-q']);
    expect(quiet.stdout.trim().split('\n')).toEqual([
      r.stdout.split('\n')[0],
      (await fakeCli(['import', ORKS])).stdout.split('\n')[0],
    ]);
  });

  test('--json is the library’s import', async () => {
    const r = await fakeCli(['import', ORKS, '--json', '-q']);
    expect(JSON.parse(r.stdout)).toEqual(
      JSON.parse(JSON.stringify(importRoster(readFileSync(ORKS), { source: ORKS }))),
    );
  });

  test('writes an analysis file and a scenario file', async () => {
    const r = await fakeCli([
      'import',
      MARINES,
      '--against',
      ORKS,
      '--analysis',
      'a.json',
      '--scenario',
      's.json',
      '--unit',
      'eradicator squad',
      '--target',
      'Deff Dread',
      '-q',
    ]);
    expect(r.code).toBe(0);
    const a = JSON.parse(r.written['a.json']!);
    expect(a.ruleset).toBe('wh40k-10e');
    expect(a.profiles.map((p: { name: string }) => p.name)).toEqual([
      'Intercessor Squad',
      'Captain',
      'Eradicator Squad',
    ]);
    expect(a.targets.map((t: { name: string }) => t.name)).toEqual(['Boyz', 'Deff Dread']);
    expect(JSON.parse(r.written['s.json']!).attackers[0].name).toBe(
      'Eradicator Squad, Melta rifle',
    );
  });

  test('mistakes are exit 2 with one message', async () => {
    const cases: [string[], RegExp][] = [
      [['import'], /import needs a roster file/],
      [['import', 'nope.rosz'], /cannot read "nope\.rosz": no such file/],
      [
        ['import', `${F}test-faction.cat`],
        /test-faction\.cat: not a roster: the document is a <catalogue>/,
      ],
      [['import', MARINES, '--scenario', 's.json'], /--scenario needs --unit NAME/],
      [
        ['import', MARINES, '--scenario', 's.json', '--unit', 'X', '--target', 'Captain'],
        /--unit: no unit "X" in .*; its units: Intercessor Squad, Captain, Eradicator Squad/,
      ],
    ];
    for (const [args, message] of cases) {
      const r = await fakeCli(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(message);
    }
  });
});

describe('mathhammer matrix / compare with rosters', () => {
  test('matrix: every unit against every enemy unit, the library’s figures', async () => {
    const r = await fakeCli(['matrix', MARINES, '--against', ORKS, '-q']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      [
        'Test Strike Force (ranged weapons) against Test Waaagh: Warhammer 40,000 10th edition, exact',
        'Each cell: models slain / wounds lost (means), P(unit destroyed)',
        '',
        '                           Boyz (10)     Deff Dread (1)',
        'Intercessor Squad  1.85 / 1.85, 0.0%  0.00 / 0.31, 0.0%',
        'Captain            0.56 / 0.56, 0.0%  0.00 / 0.31, 0.0%',
        'Eradicator Squad   1.33 / 1.33, 0.0%  0.05 / 2.36, 5.3%',
        '',
      ].join('\n'),
    );
    const json = JSON.parse(
      (await fakeCli(['matrix', MARINES, '--against', ORKS, '--json', '-q'])).stdout,
    );
    const m = armyMatrix(
      importRoster(readFileSync(MARINES)).units,
      importRoster(readFileSync(ORKS)).units,
    );
    expect(json.cells).toEqual(JSON.parse(JSON.stringify(m.cells)));
    // Intercessors at Boyz, by hand: 10 shots x P(hit 3+) 2/3 x P(wound S4 v T5, 5+) 1/3 x P(fail 6+ save) 5/6.
    expect(json.cells[0][0].slain).toBeCloseTo((10 * 2 * 1 * 5) / (3 * 3 * 6), 12);
  });

  test('compare: one target, units chosen by name; warnings shown', async () => {
    const r = await fakeCli(['compare', MARINES, '--against', ORKS, '--target', 'boyz', '--melee']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('against Boyz (10)');
    expect(r.stdout).toMatch(/Captain\s+[\d.]+\s+[\d.]+\s+[\d.]+%/);
    expect(r.stderr).toContain('mathhammer: note: Eradicator Squad: no melee weapon');
    const both = await fakeCli(['compare', MARINES, '--against', ORKS, '-q']);
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/compare takes several units against one target/);
  });

  test('--against is for rosters only', async () => {
    const r = await fakeCli(['matrix', 'examples/analytics/loadouts.json', '--against', ORKS], {
      files: { 'examples/analytics/loadouts.json': '{}' },
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--against and --melee are for rosters/);
  });

  test('--metric with a roster: one figure a cell, as the cells of --json give it', async () => {
    const json = JSON.parse(
      (await fakeCli(['matrix', MARINES, '--against', ORKS, '--json', '-q'])).stdout,
    );
    const r = await fakeCli(['matrix', MARINES, '--against', ORKS, '--metric', 'at-least-1', '-q']);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[1]).toBe('Each cell: P(at least 1 models slain)');
    const first = json.cells[0][0];
    expect(r.stdout).toContain(`${(first.atLeast[1] * 100).toFixed(1)}%`);
    const bad = await fakeCli(['matrix', MARINES, '--metric', 'points-slain', '-q']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(
      /--metric: with a roster, expected mean, wipe, wounds-lost, at-least-K or characters/,
    );
  });
});
