// The Kill Team (2024) importer (src/import/killteam/) on hand-written files in the layout of
// BSData's 2024 data (test/import/fixtures/README.md): every expected value below is read off
// the fixture by hand (the datacards' numbers), never from the importer's output.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rosterGame, unreadGame } from '../../../src/import/edition.js';
import { ImportError } from '../../../src/import/errors.js';
import { importKillTeam, killTeamScenario } from '../../../src/import/killteam/importKillTeam.js';
import { importRoster } from '../../../src/import/wh40k/importRoster.js';
import { evaluate } from '../../../src/index.js';

const FIX = 'test/import/fixtures';
const CAT = readFileSync(`${FIX}/killteam-2024-kasrkin.cat`, 'utf8');
const ROSTER = readFileSync(`${FIX}/killteam-2024-roster.json`, 'utf8');
const team = importKillTeam(CAT, { source: 'kasrkin.cat' });
const op = (name: string) => team.units.find((o) => o.name === name)!;

describe('a Kill Team catalogue', () => {
  it('reads each operative entry with an Operative profile, sorted by name', () => {
    // Four model entries; "Operative without a statline" has no Operative profile.
    expect(team.units.map((o) => o.name)).toEqual([
      'Demo-Trooper',
      'Gunner with meltagun',
      'Sergeant',
    ]);
    expect(team.gameSystem).toBe('Warhammer 40,000: Kill Team (2024)');
    const left = team.warnings.filter((w) => w.kind === 'unit');
    expect(left.map((w) => w.name)).toEqual(['Operative without a statline']);
    expect(left[0]!.message).toMatch(/no Operative profile/);
  });

  it('reads the Operative profile: APL 3, Move 6", Save 4+, Wounds 9 (the Sergeant\'s)', () => {
    const s = op('Sergeant');
    expect([s.apl, s.move, s.save, s.wounds]).toEqual([3, '6"', 4, 9]);
    expect(s.operative).toEqual({ name: 'Sergeant', wounds: 9, save: 4, apl: 3 });
  });

  it('lists every weapon option, marks stripped, DMG 3/4 as Damage 3 and Critical Damage 4', () => {
    // The "Weapons" group's two options: bolt pistol and power weapon (a shared entry), plasma
    // pistol (two profiles) and chainsword.
    const s = op('Sergeant');
    expect(s.weapons.map((w) => [w.kind, w.name])).toEqual([
      ['ranged', 'Bolt pistol'],
      ['melee', 'Power weapon'],
      ['ranged', 'Plasma pistol (standard)'],
      ['ranged', 'Plasma pistol (supercharge)'],
      ['melee', 'Chainsword'],
    ]);
    const bolt = s.weapons[0]!;
    expect(bolt.weapon).toEqual({
      name: 'Bolt pistol',
      atk: 4,
      hit: 3,
      damage: 3,
      criticalDamage: 4,
      rules: [],
    });
    expect(bolt.ignored).toEqual(['Range 8"']);
    // "Range 8", Hot, Lethal 5+, Piercing 1": Range changes no number; the rest are rules.
    expect(s.weapons[3]!.weapon.rules).toEqual([
      'hot',
      { rule: 'lethal', x: 5 },
      { rule: 'piercing', x: 1 },
    ]);
    expect(s.weapons[1]!.weapon).toMatchObject({ atk: 4, hit: 3, damage: 4, criticalDamage: 6 });
  });

  it('a weapon without a ⌖ or ⚔ mark: ranged when its WR gives a range, with a warning', () => {
    const g = op('Gunner with meltagun');
    expect(g.weapons.map((w) => [w.kind, w.name])).toEqual([
      ['ranged', 'Meltagun'],
      ['melee', 'Gun butt'],
    ]);
    // DMG 6/3, "Range 6", Devastating 4, Piercing 2".
    expect(g.weapons[0]!.weapon).toEqual({
      name: 'Meltagun',
      atk: 4,
      hit: 4,
      damage: 6,
      criticalDamage: 3,
      rules: [
        { rule: 'devastating', x: 4 },
        { rule: 'piercing', x: 2 },
      ],
    });
    expect(g.warnings.map((w) => w.message)).toEqual([
      'Gunner with meltagun: weapon Meltagun has no ⌖ or ⚔ mark: read as ranged (its WR gives a range)',
    ]);
  });

  it('every rule not modelled is a warning naming its weapon; the other rules still apply', () => {
    const d = op('Demo-Trooper');
    // "Test charge" (DMG "*") is left out; the grenade keeps Blast 2" and Saturate.
    expect(d.weapons.map((w) => w.name)).toEqual(['Test grenade', 'Test shield', 'Gun butt']);
    expect(d.weapons[0]!.weapon.rules).toEqual([{ rule: 'blast', distance: 2 }, 'saturate']);
    // Shock acts only in a fight: not on a ranged weapon.
    expect(d.weapons[1]!.weapon.rules).toEqual([]);
    expect(d.warnings.map((w) => [w.kind, w.name])).toEqual([
      ['weapon', 'Test charge'],
      ['keyword', 'Sticky*'],
      ['keyword', 'Shock'],
    ]);
    expect(d.warnings[0]!.message).toMatch(/Test charge left out: .*DMG: .*got "\*"/);
    expect(d.warnings[1]!.message).toBe(
      'Demo-Trooper: weapon rule "Sticky*" of Test grenade is not modelled',
    );
    expect(d.warnings[2]!.message).toMatch(
      /"Shock" of Test shield \(ranged\) acts only in a fight/,
    );
    // The Sergeant's ability is named too.
    expect(op('Sergeant').warnings.map((w) => w.message)).toEqual([
      'Sergeant: Abilities "Test Leadership" is not modelled',
    ]);
  });
});

describe('a Kill Team roster (New Recruit JSON)', () => {
  it('reads the operatives as chosen', () => {
    const r = importKillTeam(ROSTER, { source: 'team.json' });
    expect(r.name).toBe('Test kill team');
    expect(r.units.map((o) => [o.name, o.wounds, o.save, o.apl])).toEqual([
      ['Sergeant', 9, 4, 3],
      ['Gunner with meltagun', 8, 4, 2],
    ]);
    expect(r.units[0]!.weapons.map((w) => w.name)).toEqual([
      'Plasma pistol (standard)',
      'Plasma pistol (supercharge)',
      'Chainsword',
    ]);
    expect(r.warnings).toEqual([]);
  });
});

describe('scenarios', () => {
  it('a shooting attack: the weapon named at the target operative', () => {
    const s = killTeamScenario(op('Sergeant'), op('Gunner with meltagun'), {
      weapon: 'bolt pistol',
    });
    expect(s).toEqual({
      ruleset: 'killteam',
      attacker: {
        name: 'Sergeant',
        wounds: 9,
        save: 4,
        apl: 3,
        weapon: { name: 'Bolt pistol', atk: 4, hit: 3, damage: 3, criticalDamage: 4, rules: [] },
      },
      target: { name: 'Gunner with meltagun', wounds: 8, save: 4, apl: 2 },
    });
    // 4 dice at 3+, no rule: 4 x 4/6 = 8/3 successes retained on average.
    expect(evaluate(s).results.hits!.mean()).toBeCloseTo(8 / 3, 12);
  });

  it("a fight: each side's melee weapon (the target's only one taken without a name)", () => {
    const s = killTeamScenario(op('Sergeant'), op('Gunner with meltagun'), {
      phase: 'fight',
      weapon: 'Power weapon',
    });
    expect(s).toMatchObject({
      phase: 'fight',
      attacker: {
        name: 'Sergeant',
        weapon: { name: 'Power weapon', rules: [{ rule: 'lethal', x: 5 }] },
      },
      defender: { name: 'Gunner with meltagun', wounds: 8, weapon: { name: 'Gun butt', atk: 3 } },
    });
    expect(() => evaluate(s)).not.toThrow();
  });

  it('refuses a weapon it does not have, or a choice left open, naming the weapons', () => {
    const s = op('Sergeant');
    const g = op('Gunner with meltagun');
    expect(() => killTeamScenario(s, g, { weapon: 'Lascannon' })).toThrow(
      'Sergeant: weapon: no ranged weapon "Lascannon"; its ranged weapons: "Bolt pistol", "Plasma pistol (standard)", "Plasma pistol (supercharge)"',
    );
    expect(() => killTeamScenario(s, g)).toThrow(/Sergeant: weapon: 3 ranged weapons: name one/);
    expect(() => killTeamScenario(g, s, { phase: 'fight' })).toThrow(
      /Sergeant: targetWeapon: 2 melee weapons: name one \("Power weapon", "Chainsword"\)/,
    );
  });
});

describe('the game system', () => {
  it('Kill Team 2024 is recognised by id and name; 2021 is refused by name', () => {
    expect(rosterGame('c521-ad27-44df-f959')).toBe('killteam');
    expect(rosterGame('Warhammer 40,000: Kill Team (2024)')).toBe('killteam');
    expect(unreadGame('Warhammer 40,000: Kill Team (2024)')).toBeUndefined();
    expect(unreadGame('Warhammer 40,000: Kill Team (2021)')).toBe(
      'Warhammer 40,000: Kill Team (2021)',
    );
    expect(unreadGame('3b7e-7dab-f79f-2e74')).toBe('Kill Team (2021)');
  });

  it('a 2021 catalogue is refused naming it; a 40k roster is refused by the Kill Team importer', () => {
    const old = CAT.replace(
      'gameSystemId="c521-ad27-44df-f959"',
      'gameSystemId="3b7e-7dab-f79f-2e74"',
    );
    expect(() => importKillTeam(old, { source: 'old.cat' })).toThrow(
      /old\.cat: its game system is "3b7e-7dab-f79f-2e74": Kill Team \(2021\) is not a game the importer reads/,
    );
    const ros = readFileSync('examples/rosters/strike-force.ros', 'utf8');
    expect(() => importKillTeam(ros, { source: 'army.ros' })).toThrow(
      /army\.ros: not a Kill Team \(2024\) file: its game system is "Warhammer 40,000 10th Edition" \(wh40k-10e\)/,
    );
  });

  it('a Kill Team roster is refused by the 40k importer, not read as 10th edition', () => {
    expect(() => importRoster(ROSTER, { source: 'team.json' })).toThrow(
      /team\.json: a Kill Team roster .*read it with importKillTeam/,
    );
  });

  it('a file that is not a list: an ImportError naming the file', () => {
    expect(() => importKillTeam('not xml', { source: 'bad.cat' })).toThrow(ImportError);
    expect(() => importKillTeam('not xml', { source: 'bad.cat' })).toThrow(/^bad\.cat: /);
  });
});
