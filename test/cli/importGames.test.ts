/**
 * `mathhammer import`, `matrix` and `compare` for every game a roster may be of: Age of
 * Sigmar 4 rosters listed, matrixed and written as aos4 scenarios; 10th-edition weapon modes
 * and abilities listed; `--attach` and its errors. Values read by hand from the fixtures
 * (hand-written in the real layouts: test/fixtures/aos4/README.md,
 * test/import/fixtures/README.md).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { matchupMatrix } from '../../src/analytics/matrix.js';
import { aos4ArmyMatrix } from '../../src/import/aos4/armyMatrix.js';
import { importAos4Roster } from '../../src/import/aos4/importRoster.js';
import type { Aos4Results } from '../../src/rulesets/aos4/evaluate.js';
import type { Aos4ScenarioInput } from '../../src/rulesets/aos4/input.js';
import { parseAnalysis } from '../../src/scenario/analysisSchema.js';
import { evaluate } from '../../src/scenario/evaluate.js';
import { fakeCli } from '../helpers/fakeCli.js';

const AOS = 'test/fixtures/aos4/test-aos4.ros';
const MODES = 'test/import/fixtures/wh40k-10e-modes.json';
const MARINES = 'examples/rosters/strike-force.ros';
const ORKS = 'examples/rosters/waaagh.json';

describe('mathhammer import, Age of Sigmar 4', () => {
  test('lists the units and weapons as aos4 reads them; warnings on standard error', async () => {
    const r = await fakeCli(['import', AOS]);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n').slice(0, 6)).toEqual([
      'Test Host: Age of Sigmar 4.0 (test), 480 pts, 2 units',
      '',
      'Test Guard (240 pts): 10 models, Health 2 Save 4+ Ward 6+, champion',
      '  keywords: infantry',
      '  melee  Guard Blade   10x  Atk2 Hit3+ Wnd4+ Rnd1 Dmg1  champion  crit-2-hits, anti hero',
      '  ranged Guard Bow     10x  Atk D3 Hit4+ Wnd4+ Rnd0 Dmg1  champion  shoot-in-combat',
    ]);
    expect(r.stderr).toBe(
      [
        'mathhammer: warning: Test Guard: weapon ability "Test Volley" of Guard Bow is not modelled',
        'mathhammer: warning: Test Guard: ability "Test Shield Wall" (Ability (Passive)) is not modelled',
        '',
      ].join('\n'),
    );
  });

  test('writes an aos4 scenario of the named weapons', async () => {
    const r = await fakeCli([
      'import',
      AOS,
      '--scenario',
      's.json',
      '--unit',
      'test guard',
      '--target',
      'Test Lord on Beast',
      '--weapon',
      'Guard Bow',
      '-q',
    ]);
    expect(r.code).toBe(0);
    const s = JSON.parse(r.written['s.json']!);
    expect(s).toMatchObject({ ruleset: 'aos4', phase: 'shooting' });
    expect(s.attackers.map((a: { name: string }) => a.name)).toEqual(['Test Guard, Guard Bow']);
    // Ten bows at D3 attacks, one more for the champion: 21 on average; 4+ to hit, 4+ to
    // wound, Rend 0 against a 3+ save (1/3 unsaved), then the Lord's 5+ ward (2/3 through).
    const results = evaluate(s as Aos4ScenarioInput).results as Aos4Results;
    expect(results.damageAfterWard.mean()).toBeCloseTo((21 * 1 * 1 * 1 * 2) / (2 * 2 * 3 * 3), 12);
  });

  test('the roster matrix is aos4 evaluations, the library’s figures', async () => {
    const r = await fakeCli(['matrix', AOS, '--melee', '--json', '-q']);
    expect(r.code).toBe(0);
    const m = JSON.parse(r.stdout);
    expect(m.ruleset).toBe('aos4');
    const units = importAos4Roster(readFileSync(AOS)).units;
    expect(m.cells).toEqual(
      JSON.parse(JSON.stringify(aos4ArmyMatrix(units, units, { phase: 'melee' }).cells)),
    );
    expect(m.targets).toEqual([
      { name: 'Test Guard', models: 10, points: 240 },
      { name: 'Test Lord on Beast', models: 1, points: 240 },
    ]);
    const text = await fakeCli(['matrix', AOS, '--melee', '-q']);
    expect(text.stdout.split('\n')[0]).toBe(
      'Test Host (melee weapons) against Test Host: Warhammer Age of Sigmar 4th edition, exact',
    );
  });

  test('an aos4 analysis file: every unit with melee weapons against every unit, the matrix the same', async () => {
    const r = await fakeCli(['import', AOS, '--melee', '--analysis', 'a.json', '-q']);
    expect(r.code).toBe(0);
    const a = JSON.parse(r.written['a.json']!);
    expect(a.ruleset).toBe('aos4');
    expect(a.phase).toBe('melee');
    expect(a.targets.map((t: { name: string }) => t.name)).toEqual([
      'Test Guard',
      'Test Lord on Beast',
    ]);
    // Each cell of the analysis's matrix is the roster matrix's cell: the same scenarios.
    const units = importAos4Roster(readFileSync(AOS)).units;
    const fromRoster = aos4ArmyMatrix(units, units, { phase: 'melee' }).cells;
    const fromFile = matchupMatrix(parseAnalysis(a)).cells;
    fromRoster.forEach((row, p) => {
      row.forEach((cell, t) => {
        expect(fromFile[p]![t]!.mean).toBeCloseTo(cell.slain, 12);
      });
    });
  });

  test('what aos4 has not: attached Leaders, another game against it', async () => {
    const cases: [string[], RegExp][] = [
      [
        [
          'import',
          AOS,
          '--scenario',
          's.json',
          '--unit',
          'Test Guard',
          '--target',
          'Test Guard',
          '--attach',
          'Test Lord on Beast',
        ],
        /--attach: Age of Sigmar units take no attached Leaders/,
      ],
      [['import', AOS, '--against', ORKS], /the two rosters are of different games/],
      [
        [
          'import',
          AOS,
          '--scenario',
          's.json',
          '--unit',
          'Test Guard',
          '--target',
          'Test Guard',
          '--weapon',
          'Spear',
        ],
        /--weapon: Test Guard has no weapon "spear"; its weapons: Guard Blade, Guard Bow/,
      ],
      [
        ['batch', '--roster', AOS, '--targets', ORKS],
        /test-aos4\.ros \(aos4 .*\) and --targets .*waaagh\.json \(wh40k-10e .*\) are of different games/,
      ],
    ];
    for (const [args, message] of cases) {
      const r = await fakeCli(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(message);
    }
  });
});

describe('mathhammer import, 10th edition: modes, abilities, attached Leaders', () => {
  test('a weapon of several modes is listed a line per mode; applied abilities are listed', async () => {
    const r = await fakeCli(['import', MODES]);
    expect(r.stdout).toContain(
      '  ranged Missile launcher: krak        4x  A1 BS3+ S9 AP-2 D D6  heavy, critical-hits 5+',
    );
    expect(r.stdout).toContain('  ability Blademaster: damage-bonus +1 on its melee weapons');
  });

  test('--attach puts the Leaders of --against behind --target', async () => {
    const r = await fakeCli([
      'import',
      ORKS,
      '--against',
      MARINES,
      '--scenario',
      's.json',
      '--unit',
      'Boyz',
      '--target',
      'Intercessor Squad',
      '--attach',
      'captain',
    ]);
    expect(r.code).toBe(0);
    const s = JSON.parse(r.written['s.json']!);
    expect(s.target.name).toBe('Intercessor Squad + Captain');
    expect(s.target.groups.map((g: { name: string; role?: string }) => [g.name, g.role])).toEqual([
      ['Intercessor Squad', undefined],
      ['Captain', 'leader'],
    ]);
    expect(r.stderr).toContain(
      'mathhammer: note: wrote Boyz against Intercessor Squad + Captain to s.json',
    );
  });

  test('--attach errors name the unit and the reason', async () => {
    const scenario = [
      'import',
      ORKS,
      '--against',
      MARINES,
      '--scenario',
      's.json',
      '--unit',
      'Boyz',
    ];
    const cases: [string[], RegExp][] = [
      [
        [...scenario, '--target', 'Intercessor Squad', '--attach', 'Eradicator Squad'],
        /attach: Eradicator Squad cannot be attached to Intercessor Squad: it is not a CHARACTER/,
      ],
      [
        [...scenario, '--target', 'Captain', '--attach', 'Captain'],
        /attach: Captain cannot be attached to Captain: a unit cannot lead itself/,
      ],
      [
        [
          ...scenario,
          '--target',
          'Intercessor Squad',
          '--attach',
          'Captain',
          '--attach',
          'captain',
        ],
        /attach: Captain cannot be attached to Intercessor Squad: it is attached once only/,
      ],
      [
        [...scenario, '--target', 'Intercessor Squad', '--attach', 'Chaplain'],
        /--attach: no unit "Chaplain" in .*strike-force\.ros; its units: Intercessor Squad, Captain, Eradicator Squad/,
      ],
      [
        ['import', MARINES, '--attach', 'Captain'],
        /--attach names Leaders attached to the --target of --scenario/,
      ],
      [
        [
          'import',
          'examples/rosters/household-11e.json',
          '--scenario',
          's.json',
          '--unit',
          'Test Astropaths',
          '--target',
          'Armiger Warglaive',
          '--attach',
          'Test Astropaths',
        ],
        /--attach: wh40k-11e takes a target of one profile/,
      ],
    ];
    for (const [args, message] of cases) {
      const r = await fakeCli(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(message);
    }
  });
});
