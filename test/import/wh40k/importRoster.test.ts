import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importRoster } from '../../../src/import/wh40k/importRoster.js';
import { ERADICATOR_MELTA } from '../expected.js';

const fixture = (f: string) => readFileSync(f.includes('/') ? f : `test/import/fixtures/${f}`);
const marines = importRoster(fixture('examples/rosters/strike-force.ros'), {
  source: 'marines.ros',
});
const orks = importRoster(fixture('examples/rosters/waaagh.json'), { source: 'orks.json' });

describe('importRoster: units', () => {
  it('gives the same units from .ros, .rosz and text', () => {
    expect(
      importRoster(fixture('examples/rosters/strike-force.rosz'), { source: 'marines.rosz' }),
    ).toEqual(marines);
    expect(
      importRoster(fixture('examples/rosters/strike-force.ros').toString('utf8'), {
        source: 'marines.ros',
      }),
    ).toEqual(marines);
  });

  it('reads the statline (M, T, SV, W, LD, OC) and the target', () => {
    const squad = marines.units[0]!;
    expect(squad.stats).toEqual({
      move: '6"',
      toughness: 4,
      save: 3,
      wounds: 2,
      leadership: 6,
      objectiveControl: 2,
    });
    expect(squad.target).toEqual({
      name: 'Intercessor Squad',
      models: 5,
      toughness: 4,
      save: 3,
      wounds: 2,
      keywords: ['infantry', 'battleline'],
    });
  });

  it('reads the invulnerable save from an ability, Feel No Pain from its name', () => {
    expect(marines.units[1]!.target).toMatchObject({
      name: 'Captain',
      invulnerable: 4,
      save: 3,
      wounds: 5,
    });
    expect(orks.units[1]!.target).toMatchObject({
      name: 'Deff Dread',
      toughness: 9,
      save: 2,
      wounds: 8,
      feelNoPain: 6,
    });
  });

  it('reads an invulnerable save given in the statline', () => {
    const text = fixture('examples/rosters/waaagh.json')
      .toString('utf8')
      .replace(
        '{ "name": "OC", "$text": "3" }',
        '{ "name": "OC", "$text": "3" }, { "name": "InvSv", "$text": "5+" }',
      );
    expect(importRoster(text).units[1]!.target!.invulnerable).toBe(5);
  });

  it('one attacker group per weapon profile, carried by the models that have it', () => {
    expect(marines.units[0]!.weapons.map((w) => w.attacker)).toEqual([
      {
        name: 'Intercessor Squad, Bolt rifle',
        models: 5,
        attacks: 2,
        bs: 3,
        strength: 4,
        ap: -1,
        damage: 1,
        rules: ['assault', 'heavy'],
      },
      {
        name: 'Intercessor Squad, Close combat weapon',
        models: 5,
        attacks: 3,
        ws: 3,
        strength: 4,
        ap: 0,
        damage: 1,
        rules: [],
      },
    ]);
    expect(marines.units[2]!.weapons[0]!.attacker).toEqual(ERADICATOR_MELTA);
  });

  it('dice characteristics, torrent without BS, keywords with parameters', () => {
    const dread = orks.units[1]!;
    expect(dread.weapons.map((w) => w.attacker)).toEqual([
      {
        name: 'Deff Dread, Dread klaw',
        models: 1,
        attacks: 4,
        ws: 3,
        strength: 12,
        ap: -2,
        damage: 3,
        rules: [{ rule: 'anti', keyword: 'vehicle', on: 4 }, 'lethal-hits'],
      },
      {
        name: 'Deff Dread, Skorcha',
        models: 1,
        attacks: 'D6',
        strength: 5,
        ap: -1,
        damage: 1,
        rules: ['ignores-cover', 'torrent'],
      },
      {
        name: 'Deff Dread, Rokkit launcha',
        models: 1,
        attacks: 'D3',
        bs: 5,
        strength: 9,
        ap: -2,
        damage: 'D6+1',
        rules: ['blast', { rule: 'sustained-hits', hits: 1 }, 'twin-linked', 'devastating-wounds'],
      },
    ]);
  });
});

describe('importRoster: warnings', () => {
  it('reports every keyword and ability not modelled, by name', () => {
    // Assault and Hazardous change no number: rules of the scenario, which the result names so.
    expect(marines.warnings.map((w) => `${w.kind}: ${w.name}`)).toEqual([
      'ability: Objective Secured',
      'ability: Oath of Moment',
      'ability: Leader',
    ]);
    expect(marines.warnings[0]!.message).toBe(
      'Intercessor Squad: ability "Objective Secured" is not modelled',
    );
    // Pistol is read as the pistol choice (the scenario's "pistols"), not reported.
    expect(orks.warnings.map((w) => w.message)).toEqual([
      'Boyz: ability "Waaagh!" is not modelled',
    ]);
  });

  it('keeps a unit of several statlines as groups (never merged), and reports a unit with none', () => {
    const text = fixture('examples/rosters/strike-force.ros')
      .toString('utf8')
      .replace(
        '<selection id="s1a" name="Intercessor Sergeant" entryId="e1a" number="1" type="model">',
        '<selection id="s1a" name="Intercessor Sergeant" entryId="e1a" number="1" type="model"><profiles><profile name="Sergeant" typeName="Unit"><characteristics><characteristic name="M">6"</characteristic><characteristic name="T">4</characteristic><characteristic name="SV">3+</characteristic><characteristic name="W">3</characteristic></characteristics></profile></profiles>',
      );
    const r = importRoster(text);
    // The file: the unit's own statline (5 models, W2) and the Sergeant's (1 model, W3): the
    // Sergeant is taken out of the five.
    const keywords = ['infantry', 'battleline'];
    expect(r.units[0]!.target).toEqual({
      name: 'Intercessor Squad',
      groups: [
        { name: 'Intercessor', models: 4, toughness: 4, save: 3, wounds: 2, keywords },
        { name: 'Sergeant', models: 1, toughness: 4, save: 3, wounds: 3, keywords },
      ],
    });
    expect(r.warnings.find((w) => w.kind === 'statline')).toBeUndefined();
    const none = importRoster(
      fixture('examples/rosters/strike-force.ros')
        .toString('utf8')
        .replaceAll('typeName="Unit"', 'typeName="Other"')
        .replaceAll('c547-1836-d8a-ff4f', 'x'),
    );
    expect(none.units[0]!.target).toBeUndefined();
    expect(none.units[0]!.warnings.at(-1)!.message).toMatch(
      /no Unit profile .* it can attack but not be a target/,
    );
  });
});

describe('importRoster: bad weapon values drop the weapon, never the roster', () => {
  const ros = fixture('examples/rosters/strike-force.ros').toString('utf8');
  /** The warning about the Melta rifle, the roster read whole. */
  const dropped = (text: string): string => {
    const r = importRoster(text, { source: 'army.ros' });
    const eradicators = r.units.find((u) => u.name === 'Eradicator Squad')!;
    expect(eradicators.weapons.map((w) => w.name)).not.toContain('Melta rifle');
    return r.warnings.find((w) => w.kind === 'weapon' && w.name === 'Melta rifle')!.message;
  };

  it('a missing characteristic names the file, unit, weapon and what is missing', () => {
    expect(dropped(ros.replace('<characteristic name="S">9</characteristic>', ''))).toBe(
      'Eradicator Squad: weapon "Melta rifle" is left out: army.ros: force "Imperium - Space Marines" > unit "Eradicator Squad" > model "Eradicator" > upgrade "Melta rifle" > profile "Melta rifle": missing characteristic S',
    );
  });

  it('a value that cannot be read names it (AP "4" for "-4", as in published data)', () => {
    expect(
      dropped(
        ros.replace(
          '<characteristic name="D">D6</characteristic>',
          '<characteristic name="D">2D</characteristic>',
        ),
      ),
    ).toMatch(
      /^Eradicator Squad: weapon "Melta rifle" is left out: army\.ros: .*profile "Melta rifle": characteristic D: dice "2D": /,
    );
    expect(
      dropped(
        ros.replace(
          '<characteristic name="AP">-4</characteristic>',
          '<characteristic name="AP">4</characteristic>',
        ),
      ),
    ).toMatch(/profile "Melta rifle": characteristic AP must be a whole number -6\.\.0, got "4"$/);
    expect(
      dropped(
        ros.replace(
          '<characteristic name="BS">3+</characteristic>\n                        <characteristic name="S">9',
          '<characteristic name="BS">N/A</characteristic>\n                        <characteristic name="S">9',
        ),
      ),
    ).toMatch(/characteristic BS must be a roll 2\+\.\.6\+, got "N\/A"$/);
  });
});
