// The AoS 4 importer on hand-written files in the community data's layouts
// (test/fixtures/aos4/README.md says why no real excerpt): every expected value is read off the
// fixture files by hand.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseWeaponAbilities } from '../../../src/import/aos4/abilities.js';
import {
  aos4CatalogueUnit,
  aos4UnitScenario,
  importAos4Roster,
} from '../../../src/import/aos4/importRoster.js';
import { readCatalogue } from '../../../src/import/catalogue.js';
import { ImportError } from '../../../src/import/errors.js';
import { evaluate } from '../../../src/index.js';

const DIR = join(import.meta.dirname, '../../fixtures/aos4');
const file = (name: string) => readFileSync(join(DIR, name), 'utf8');

describe('parseWeaponAbilities(text)', () => {
  it('reads the Crit abilities, Anti-X with its keyword, Charge, Companion, Shoot in Combat', () => {
    expect(parseWeaponAbilities('Crit (2 Hits), Anti-**^^Hero^^** (+1 Rend)').abilities).toEqual([
      'crit-2-hits',
      { rule: 'anti', keyword: 'hero' },
    ]);
    expect(
      parseWeaponAbilities('Charge (+1 Damage), Anti\u2011**^^Infantry^^** (+1 Rend)').abilities,
    ).toEqual(['charge', { rule: 'anti', keyword: 'infantry' }]);
    expect(parseWeaponAbilities('Crit (Auto-wound), Companion').abilities).toEqual([
      'crit-auto-wound',
      'companion',
    ]);
    expect(parseWeaponAbilities('Anti-charge (+1 Rend),Crit (Mortal)').abilities).toEqual([
      { rule: 'anti', keyword: 'charge' },
      'crit-mortal',
    ]);
    // Markup the data writes wrong (a bold marker inside the name) still reads.
    expect(
      parseWeaponAbilities('Crit (Mortal), **^^Anti-**^^Monster^^** (+1 Rend)').abilities,
    ).toEqual(['crit-mortal', { rule: 'anti', keyword: 'monster' }]);
    expect(parseWeaponAbilities('-')).toEqual({ abilities: [], notModelled: [] });
  });
  it('names every ability it does not model, and a second Crit ability', () => {
    expect(parseWeaponAbilities('Shoot in Combat, Test Volley').notModelled).toEqual([
      'Test Volley',
    ]);
    expect(parseWeaponAbilities('Crit (Mortal), Crit (2 Hits)')).toEqual({
      abilities: ['crit-mortal'],
      notModelled: ['Crit (2 Hits)'],
    });
  });
});

describe('importAos4Roster(test-aos4.ros)', () => {
  const r = importAos4Roster(file('test-aos4.ros'), { source: 'test-aos4.ros' });
  const [guard, lord] = r.units;
  it('reads Health, Save, Ward, the champion and the Reinforced model count', () => {
    expect(r.units.map((u) => u.name)).toEqual(['Test Guard', 'Test Lord on Beast']);
    expect(guard).toMatchObject({
      models: 10,
      health: 2,
      save: 4,
      ward: 6,
      champion: true,
      points: 240,
    });
    expect(guard!.target).toEqual({
      name: 'Test Guard',
      models: 10,
      health: 2,
      save: 4,
      ward: 6,
      keywords: ['infantry'],
    });
    expect(lord!.target).toEqual({
      name: 'Test Lord on Beast',
      models: 1,
      health: 8,
      save: 3,
      ward: 5,
      keywords: ['hero'],
    });
  });
  it('gives one attacker profile per weapon, abilities read from the text', () => {
    expect(guard!.weapons.map((w) => [w.name, w.kind, w.models])).toEqual([
      ['Guard Blade', 'melee', 10],
      ['Guard Bow', 'ranged', 10],
    ]);
    expect(guard!.weapons[0]!.attacker).toEqual({
      name: 'Test Guard, Guard Blade',
      models: 10,
      attacks: 2,
      hit: 3,
      wound: 4,
      rend: 1,
      damage: 1,
      abilities: ['crit-2-hits', { rule: 'anti', keyword: 'hero' }],
      champion: true,
    });
    expect(guard!.weapons[1]!.attacker).toMatchObject({
      attacks: 'D3',
      rend: 0,
      abilities: ['shoot-in-combat'],
    });
    expect(lord!.weapons.map((w) => w.attacker.abilities)).toEqual([
      ['crit-mortal', 'charge'],
      ['companion', { rule: 'anti', keyword: 'charge' }],
    ]);
  });
  it('names every ability not modelled, and keeps no rules text', () => {
    expect(r.warnings.map((w) => w.message)).toEqual([
      'Test Guard: weapon ability "Test Volley" of Guard Bow is not modelled',
      'Test Guard: ability "Test Shield Wall" (Ability (Passive)) is not modelled',
    ]);
    expect(JSON.stringify(r)).not.toContain('must not keep');
  });
  it('makes scenarios that evaluate: the lord charging the guard, the guard shooting the lord', () => {
    const charge = aos4UnitScenario(lord!, guard!, { charged: true });
    expect(charge.attackers.map((a) => a.name)).toEqual([
      'Test Lord on Beast, Lord Hammer',
      'Test Lord on Beast, Beast Claws',
    ]);
    expect(evaluate(charge).results.slain.mean()).toBeGreaterThan(0);
    const volley = aos4UnitScenario(guard!, lord!, { phase: 'shooting' });
    expect(volley.attackers).toHaveLength(1);
    expect(() => aos4UnitScenario(lord!, guard!, { phase: 'shooting' })).toThrow(ImportError);
  });
});

describe('aos4CatalogueUnit(catalogue, name)', () => {
  const cat = readCatalogue([
    { source: 'test-aos4.gst', data: file('test-aos4.gst') },
    { source: 'test-aos4.cat', data: file('test-aos4.cat') },
  ]);
  it('reads a unit at its minimum size, or Reinforced', () => {
    const guard = aos4CatalogueUnit(cat, 'Test Guard');
    expect(guard).toMatchObject({ models: 5, health: 2, save: 4, ward: 6, champion: true });
    expect(guard.weapons.map((w) => w.models)).toEqual([5, 5]);
    const reinforced = aos4CatalogueUnit(cat, 'Test Guard', { reinforced: true });
    expect(reinforced.models).toBe(10);
    expect(reinforced.weapons.map((w) => w.attacker.models)).toEqual([10, 10]);
  });
  it('says which units there are when the name is wrong', () => {
    expect(() => aos4CatalogueUnit(cat, 'Guard')).toThrow(/did you mean "Test Guard"/);
  });
});
