import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readRoster } from '../../src/import/roster.js';

const fixture = (f: string) => readFileSync(f.includes('/') ? f : `test/import/fixtures/${f}`);

describe('readRoster (BattleScribe XML)', () => {
  const r = readRoster(fixture('examples/rosters/strike-force.ros'), 'marines.ros');

  it('reads the roster header and its units, not the other selections', () => {
    expect(r.name).toBe('Test Strike Force');
    expect(r.gameSystem).toBe('Warhammer 40,000 10th Edition');
    expect(r.points).toBe(250);
    expect(r.units.map((u) => [u.name, u.models, u.points])).toEqual([
      ['Intercessor Squad', 5, 80],
      ['Captain', 1, 80],
      ['Eradicator Squad', 3, 90],
    ]);
  });

  it('counts the models carrying each profile: the sergeant and 4 marines carry 5 bolt rifles', () => {
    const squad = r.units[0]!;
    const rifles = squad.profiles.filter((p) => p.name === 'Bolt rifle');
    expect(rifles).toHaveLength(1);
    expect(rifles[0]!.count).toBe(5);
    expect(rifles[0]!.characteristics).toEqual({
      Range: '24"',
      A: '2',
      BS: '3+',
      S: '4',
      AP: '-1',
      D: '1',
      Keywords: 'Assault, Heavy',
    });
    // The unit's own statline is carried by all its models.
    expect(squad.profiles.find((p) => p.typeName === 'Unit')!.count).toBe(5);
    // A statline on a model entry is carried by that entry's models.
    expect(r.units[2]!.profiles.find((p) => p.typeName === 'Unit')!.count).toBe(3);
  });

  it('reads categories and rule names, never descriptions', () => {
    const squad = r.units[0]!;
    expect(squad.categories).toEqual(['Infantry', 'Battleline', 'Faction: Adeptus Astartes']);
    expect(squad.rules).toEqual(['Oath of Moment']);
    const ability = squad.profiles.find((p) => p.name === 'Objective Secured')!;
    expect(ability.characteristics).toEqual({});
    expect(JSON.stringify(r)).not.toContain('must not keep');
  });

  it('reads a threshold stated in an ability (the invulnerable save) as a number only', () => {
    expect(r.units[1]!.profiles.find((p) => p.name === 'Invulnerable Save')!.roll).toBe(4);
  });

  it('names the place of each profile', () => {
    expect(r.units[0]!.profiles.find((p) => p.name === 'Bolt rifle')!.place).toBe(
      'force "Imperium - Space Marines" > unit "Intercessor Squad" > model "Intercessor Sergeant" > upgrade "Bolt rifle" > profile "Bolt rifle"',
    );
  });
});

describe('readRoster (New Recruit JSON)', () => {
  const r = readRoster(fixture('examples/rosters/waaagh.json'), 'orks.json');
  it('reads the same structure from JSON ($text values, numbers as numbers)', () => {
    expect(r.points).toBe(375);
    expect(r.units.map((u) => [u.name, u.models, u.points])).toEqual([
      ['Boyz', 10, 85],
      ['Deff Dread', 1, 130],
    ]);
    const choppa = r.units[0]!.profiles.find((p) => p.name === 'Choppa')!;
    expect(choppa.count).toBe(10);
    expect(choppa.characteristics.WS).toBe('3+');
  });

  it('reads nested forces (New Recruit regiments)', () => {
    const json = JSON.parse(fixture('examples/rosters/waaagh.json').toString('utf8'));
    const f = json.roster.forces[0];
    json.roster.forces = [{ name: 'Outer', selections: [], forces: [f] }];
    expect(readRoster(JSON.stringify(json)).units.map((u) => u.name)).toEqual([
      'Boyz',
      'Deff Dread',
    ]);
  });

  it('reads a lone child written as an object, and the { selections: { selection: [...] } } layout', () => {
    const r2 = readRoster(
      JSON.stringify({
        roster: {
          forces: {
            force: { selections: { selection: [{ name: 'X', type: 'model', number: '2' }] } },
          },
        },
      }),
    );
    expect(r2.units.map((u) => [u.name, u.models])).toEqual([['X', 2]]);
  });
});
