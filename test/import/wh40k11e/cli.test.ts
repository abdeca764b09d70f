// The command line with 11th-edition rosters: each roster read as its edition, the listing
// with the invulnerable save's scope, wh40k-11e files written, mixed editions refused.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { armyMatrix11e } from '../../../src/import/armyMatrix11e.js';
import { importRoster11e } from '../../../src/import/wh40k11e/importRoster.js';
import { fakeCli } from '../../helpers/fakeCli.js';

const KNIGHTS = 'examples/rosters/household-11e.json';
const ORKS = 'examples/rosters/waaagh.json';

describe('mathhammer import, 11th edition', () => {
  test('lists the roster as 11th edition, scopes and new keywords shown', async () => {
    const r = await fakeCli(['import', KNIGHTS]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Test Household: Warhammer 40,000 11th Edition, 520 pts, 3 units');
    expect(r.stdout).toContain('SV3+ 5++ (ranged) W12');
    expect(r.stdout).toContain('blast 2, psychic, hazardous');
    // Hazardous changes no number: a rule of the scenario, not a warning.
    expect(r.stderr).toBe('');
  });

  test('writes wh40k-11e scenario and analysis files that evaluate', async () => {
    const r = await fakeCli([
      'import',
      KNIGHTS,
      '--analysis',
      'a.json',
      '--scenario',
      's.json',
      '--unit',
      'test astropaths',
      '--target',
      'Armiger Warglaive',
      '-q',
    ]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.written['a.json']!).ruleset).toBe('wh40k-11e');
    const s = JSON.parse(r.written['s.json']!);
    expect(s.ruleset).toBe('wh40k-11e');
    expect(s.target.invulnerableAgainst).toBe('ranged');
  });

  test('another edition against it is refused; the roster matrix is 11th edition', async () => {
    const mixed = await fakeCli(['import', KNIGHTS, '--against', ORKS]);
    expect(mixed.code).not.toBe(0);
    expect(mixed.stderr).toContain('the two rosters are of different editions');
    const matrix = await fakeCli(['matrix', KNIGHTS, '--json', '-q']);
    expect(matrix.code).toBe(0);
    const m = JSON.parse(matrix.stdout);
    expect(m.ruleset).toBe('wh40k-11e');
    const lib = armyMatrix11e(importRoster11e(readFileSync(KNIGHTS)).units);
    expect(m.cells).toEqual(JSON.parse(JSON.stringify(lib.cells)));
    const text = await fakeCli(['matrix', KNIGHTS, '-q']);
    expect(text.stdout.split('\n')[0]).toBe(
      'Test Household (ranged weapons) against Test Household: Warhammer 40,000 11th edition, exact',
    );
  });
});
