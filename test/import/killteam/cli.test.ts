// `mathhammer import` and `mathhammer batch` on Kill Team (2024) files: the hand-written
// catalogue and roster of test/import/fixtures (README.md there), and the reference targets
// of examples/batch. Expected values are the fixture's numbers, read by hand.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../../src/index.js';
import { fakeCli } from '../../helpers/fakeCli.js';

const FIX = 'test/import/fixtures';
const CAT = `${FIX}/killteam-2024-kasrkin.cat`;
const ROSTER = `${FIX}/killteam-2024-roster.json`;
const TARGETS = 'examples/batch/killteam-reference-targets.json';
const files = { [TARGETS]: readFileSync(TARGETS, 'utf8') };

describe('mathhammer import, Kill Team', () => {
  it('lists a catalogue: a line per operative and per weapon, warnings on standard error', async () => {
    const r = await fakeCli(['import', CAT]);
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe('Kasrkin (test): Warhammer 40,000: Kill Team (2024), 3 operatives');
    expect(lines).toContain('Sergeant: APL 3, Move 6", Save 4+, Wounds 9');
    expect(lines).toContain(
      '  ranged Plasma pistol (supercharge)  ATK 4 HIT 3+ DMG 4/5  Range 8", Hot, Lethal 5+, Piercing 1',
    );
    expect(lines).toContain('  melee  Gun butt  ATK 3 HIT 4+ DMG 2/3');
    expect(r.stderr).toMatch(
      /warning: Demo-Trooper: weapon rule "Sticky\*" of Test grenade is not modelled/,
    );
    expect(r.stderr).toMatch(/warning: Operative without a statline: left out/);
  });

  it('writes a shooting scenario (--weapon) and a fight (--melee), both evaluated', async () => {
    const shoot = await fakeCli([
      'import',
      CAT,
      '--scenario',
      's.json',
      '--unit',
      'sergeant',
      '--target',
      'Gunner with meltagun',
      '--weapon',
      'Plasma pistol (supercharge)',
      '-q',
    ]);
    expect(shoot.code).toBe(0);
    const s = JSON.parse(shoot.written['s.json']!);
    expect(s.attacker.weapon).toEqual({
      name: 'Plasma pistol (supercharge)',
      atk: 4,
      hit: 3,
      damage: 4,
      criticalDamage: 5,
      rules: ['hot', { rule: 'lethal', x: 5 }, { rule: 'piercing', x: 1 }],
    });
    expect(s.target).toEqual({ name: 'Gunner with meltagun', wounds: 8, save: 4, apl: 2 });
    expect(() => evaluate(s)).not.toThrow();
    const fight = await fakeCli([
      'import',
      ROSTER,
      '--scenario',
      'f.json',
      '--unit',
      'Gunner with meltagun',
      '--target',
      'Sergeant',
      '--melee',
      '-q',
    ]);
    expect(fight.code).toBe(0);
    const f = JSON.parse(fight.written['f.json']!);
    // Each side has one melee weapon: the Gun butt (3, 4+, 2/3) against the Chainsword (4, 3+, 4/5).
    expect([f.phase, f.attacker.weapon.name, f.defender.weapon.name]).toEqual([
      'fight',
      'Gun butt',
      'Chainsword',
    ]);
    expect(f.defender).toMatchObject({
      wounds: 9,
      weapon: { atk: 4, hit: 3, damage: 4, criticalDamage: 5 },
    });
    expect(() => evaluate(f)).not.toThrow();
  });

  it('errors name the value: an unknown operative, an unknown weapon, a bad file, another game', async () => {
    const unit = await fakeCli([
      'import',
      CAT,
      '--scenario',
      's.json',
      '--unit',
      'Captain',
      '--target',
      'Sergeant',
    ]);
    expect(unit.code).toBe(2);
    expect(unit.stderr).toMatch(
      /--unit: no unit "Captain" in .*killteam-2024-kasrkin\.cat; its units: Demo-Trooper, Gunner with meltagun, Sergeant/,
    );
    const weapon = await fakeCli([
      'import',
      CAT,
      '--scenario',
      's.json',
      '--unit',
      'Sergeant',
      '--target',
      'Sergeant',
      '--weapon',
      'Lascannon',
    ]);
    expect(weapon.code).toBe(2);
    expect(weapon.stderr).toMatch(/--weapon: Sergeant: weapon: no ranged weapon "Lascannon"/);
    const bad = await fakeCli(['import', 'test/import/fixtures/README.md']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/README\.md: .*expected XML/);
    const mixed = await fakeCli(['import', CAT, '--against', 'examples/rosters/strike-force.ros']);
    expect(mixed.code).toBe(2);
    expect(mixed.stderr).toMatch(
      /different games \(Warhammer 40,000: Kill Team \(2024\): Kill Team.*Warhammer 40,000 10th Edition/,
    );
    const analysis = await fakeCli(['import', CAT, '--analysis', 'a.json']);
    expect(analysis.stderr).toMatch(/--analysis: not for Kill Team/);
  });

  it('compare, matrix and plan refuse a Kill Team roster by name', async () => {
    const r = await fakeCli(['matrix', ROSTER]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/a Kill Team roster .*compare, matrix and plan do not/);
  });
});

describe('mathhammer batch, Kill Team', () => {
  it('a row per operative, ranged weapon and reference target, in the killteam ruleset', async () => {
    const r = await fakeCli(
      ['batch', '--catalogue', CAT, '--targets', TARGETS, '--format', 'csv'],
      { files },
    );
    expect(r.code).toBe(0);
    const rows = r.stdout.trim().split('\n').slice(1);
    // Ranged weapons: Demo-Trooper 2, Gunner 1, Sergeant 3: 6 units x 10 targets.
    expect(rows).toHaveLength(60);
    expect(new Set(rows.map((l) => l.split(',').at(-7)))).toEqual(new Set(['killteam']));
    expect(rows[0]).toMatch(/^0,"Demo-Trooper, Test grenade","Wounds 7, Save 5\+",killteam,/);
    // The row is the scenario's P(incapacitated), evaluated in the ruleset with the same choice.
    const meltagun = rows.find((l) => l.startsWith('20,'))!;
    expect(meltagun).toMatch(/^20,"Gunner with meltagun, Meltagun","Wounds 7, Save 5\+",killteam,/);
    const p = evaluate({
      ruleset: 'killteam',
      objective: 'incapacitate',
      attacker: {
        wounds: 8,
        save: 4,
        weapon: {
          atk: 4,
          hit: 4,
          damage: 6,
          criticalDamage: 3,
          rules: [
            { rule: 'devastating', x: 4 },
            { rule: 'piercing', x: 2 },
          ],
        },
      },
      target: { wounds: 7, save: 5 },
    }).results.incapacitated!.mean();
    expect(Number(meltagun.split(',killteam,')[1]!.split(',')[0])).toBeCloseTo(p, 12);
    const roster = await fakeCli(['batch', '--roster', ROSTER, '--targets', TARGETS], { files });
    expect(roster.code).toBe(0);
    // Sergeant: 2 plasma pistol profiles; Gunner: the meltagun: 3 units x 10 targets.
    expect(roster.stdout.trim().split('\n')).toHaveLength(30);
  });

  it('refuses targets of another game naming both files, and --melee', async () => {
    const t10 = 'examples/batch/wh40k-10e-reference-targets.json';
    const r = await fakeCli(['batch', '--catalogue', CAT, '--targets', t10], {
      files: { [t10]: readFileSync(t10, 'utf8') },
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /killteam-2024-kasrkin\.cat \(killteam \(Kill Team \(2024\)\)\) and --targets .*wh40k-10e-reference-targets\.json \(wh40k-10e/,
    );
    const m = await fakeCli(['batch', '--catalogue', CAT, '--targets', TARGETS, '--melee'], {
      files,
    });
    expect(m.code).toBe(2);
    expect(m.stderr).toMatch(/--melee: a Kill Team batch is of shooting attacks/);
  });
});
