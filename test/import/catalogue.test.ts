import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueUnit, readCatalogue } from '../../src/import/catalogue.js';
import { ImportError } from '../../src/import/errors.js';
import { wh40kUnit } from '../../src/import/wh40k/unit.js';

const file = (f: string) => ({
  source: f,
  data: readFileSync(f.includes('/') ? f : `test/import/fixtures/${f}`),
});

describe('readCatalogue (XML .gst + .cat)', () => {
  const cat = readCatalogue([file('test-system.gst'), file('test-faction.cat')]);

  it('lists the unit entries', () => {
    expect(cat.names).toEqual(['Test 10th Edition', 'Test Faction']);
    expect(cat.unitNames).toEqual(['Battlesuit Commander', 'Gun Drones']);
  });

  it('picks a unit by name at its minimum size, resolving links to shared entries and profiles', () => {
    const u = wh40kUnit(catalogueUnit(cat, 'gun drones'), 'test-faction.cat');
    expect(u.models).toBe(4);
    expect(u.points).toBe(60);
    // The category link without a name is resolved through the game system.
    expect(u.keywords).toEqual(['vehicle', 'infantry']);
    // The invulnerable save is a shared profile of the game system, linked by an infoLink.
    expect(u.target).toEqual({
      name: 'Gun Drones',
      models: 4,
      toughness: 4,
      save: 4,
      invulnerable: 5,
      wounds: 1,
      keywords: ['vehicle', 'infantry'],
    });
    expect(u.weapons.map((w) => w.attacker)).toEqual([
      {
        name: 'Gun Drones, Twin pulse carbine',
        models: 4,
        attacks: 2,
        bs: 5,
        strength: 5,
        ap: 0,
        damage: 1,
        rules: ['assault', 'twin-linked'],
      },
    ]);
    // Assault changes no number: a rule of the scenario, which the result names so.
    expect(u.warnings.map((w) => w.name)).toEqual(['Deep Strike']);
  });

  it('a single-model unit with weapon options in a group', () => {
    const u = wh40kUnit(catalogueUnit(cat, 'Battlesuit Commander'));
    expect(u.models).toBe(1);
    expect(u.weapons.map((w) => [w.name, w.attacker.models, w.attacker.damage])).toEqual([
      ['Fusion blaster', 1, 'D6'],
    ]);
  });

  it('an unknown name suggests close ones', () => {
    expect(() => catalogueUnit(cat, 'Drones')).toThrow(
      new ImportError(
        'Test 10th Edition, Test Faction',
        '',
        'no unit named "Drones"; did you mean "Gun Drones"?',
      ),
    );
  });

  it('a roster is not a catalogue', () => {
    expect(() => readCatalogue([file('examples/rosters/strike-force.ros')])).toThrow(
      'examples/rosters/strike-force.ros: not a catalogue: the document is a <roster>, expected <catalogue> or <gameSystem> (read rosters with importRoster)',
    );
  });
});

describe('readCatalogue (the JSON layout, values under $text)', () => {
  it('reads the same shape', () => {
    const cat = readCatalogue([file('test-faction.json')]);
    const u = wh40kUnit(catalogueUnit(cat, 'Test Warriors'));
    expect(u.models).toBe(10);
    expect(u.target).toMatchObject({
      models: 10,
      toughness: 3,
      save: 4,
      wounds: 1,
      keywords: ['infantry'],
    });
    expect(u.weapons[0]!.attacker).toEqual({
      name: 'Test Warriors, Test rifle',
      models: 10,
      attacks: 1,
      bs: 4,
      strength: 5,
      ap: 0,
      damage: 1,
      rules: [{ rule: 'rapid-fire', attacks: 1 }],
    });
  });
});
