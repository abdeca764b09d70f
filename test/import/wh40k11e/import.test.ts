// The 11th-edition importer: the edition named by the game system (an 11th-edition list never
// read as 10th, nor the reverse), InSv with its scope, Blast X / Cleave X / Psychic as rules,
// and the scenarios it makes. Fixtures: examples/rosters/household-11e.json (New Recruit JSON)
// and test/import/fixtures/wh40k-11e-*.json (BSData wh40k-11e JSON layout), hand-written in
// the real formats (the data repository states no licence; see their $comment).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  catalogueUnit,
  ImportError,
  importRoster,
  importRoster11e,
  parseWeaponKeywords11e,
  readCatalogue,
  readRoster,
  unitScenario11e,
  wh40k11eUnit,
  wh40kEdition,
} from '../../../src/import/index.js';
import { evaluate } from '../../../src/scenario/evaluate.js';

const household = readFileSync('examples/rosters/household-11e.json', 'utf8');
const waaagh = readFileSync('examples/rosters/waaagh.json', 'utf8');

describe('wh40kEdition: the game system names the edition', () => {
  it('by name and by the BSData ids', () => {
    expect(wh40kEdition('Warhammer 40,000 11th Edition')).toBe('wh40k-11e');
    expect(wh40kEdition('Warhammer 40,000 10th Edition')).toBe('wh40k-10e');
    expect(wh40kEdition('sys-352e-adc2-7639-d610')).toBe('wh40k-11e');
    expect(wh40kEdition('sys-352e-adc2-7639-d6a9')).toBe('wh40k-10e');
    expect(wh40kEdition('Warhammer 40,000')).toBeUndefined();
    expect(wh40kEdition('Age of Sigmar 4th Edition')).toBeUndefined();
  });

  it('an 11th-edition roster is refused as 10th edition, and a 10th-edition one as 11th', () => {
    expect(() => importRoster(household, { source: 'household-11e.json' })).toThrow(ImportError);
    expect(() => importRoster(household, { source: 'household-11e.json' })).toThrow(
      /household-11e\.json.*11th-edition roster.*importRoster11e/,
    );
    expect(() => importRoster11e(waaagh, { source: 'waaagh.json' })).toThrow(
      /not an 11th-edition roster.*10th Edition.*importRoster/,
    );
  });
});

describe('importRoster11e', () => {
  const r = importRoster11e(household, { source: 'household-11e.json' });
  const unit = (name: string) => r.units.find((u) => u.name === name)!;

  it('reads the roster as wh40k-11e', () => {
    expect(r.ruleset).toBe('wh40k-11e');
    expect(r.points).toBe(520);
    expect(r.units.map((u) => u.name)).toEqual([
      'Armiger Warglaive',
      'Test Astropaths',
      'Test Titan',
    ]);
  });

  it('InSv: 5+* limited to the attacks its ability names, 5+ (Ranged), a plain 4+', () => {
    expect(unit('Armiger Warglaive').target).toMatchObject({
      invulnerable: 5,
      invulnerableAgainst: 'ranged',
    });
    expect(unit('Test Titan').target).toMatchObject({
      invulnerable: 5,
      invulnerableAgainst: 'ranged',
    });
    expect(unit('Test Astropaths').target?.invulnerable).toBe(4);
    expect(unit('Test Astropaths').target?.invulnerableAgainst).toBeUndefined();
  });

  it('Blast X, Cleave X, Psychic and Hazardous (no number) become rules', () => {
    const soulBolt = unit('Test Astropaths').weapons[0]!;
    expect(soulBolt.attacker.rules).toEqual([
      { rule: 'blast', attacks: 2 },
      'psychic',
      'hazardous',
    ]);
    const sweep = unit('Armiger Warglaive').weapons.find((w) => w.name.endsWith('sweep'))!;
    expect(sweep.attacker.rules).toEqual([{ rule: 'cleave', attacks: 1 }]);
    expect(unit('Test Titan').weapons[0]!.attacker.rules).toEqual([
      'devastating-wounds',
      'lethal-hits',
    ]);
    expect(r.warnings.map((w) => w.name)).toEqual([]);
  });

  it('makes wh40k-11e scenarios that evaluate: Cleave 1 at 5 models adds an attack', () => {
    const s = unitScenario11e(unit('Armiger Warglaive'), unit('Test Astropaths'), {
      weapons: ['Reaper chain-cleaver - sweep'],
    });
    expect(s.ruleset).toBe('wh40k-11e');
    // 8 + 1 x floor(5 / 5) = 9 attacks hitting on 3+: 6 hits on average.
    expect(evaluate(s).results.hits.mean()).toBeCloseTo(6, 12);
  });

  it('a melee attack meets no ranged-only invulnerable save', () => {
    const s = unitScenario11e(unit('Test Titan'), unit('Armiger Warglaive'), { phase: 'melee' });
    // AP -4 on a 3+ save: none; the 5+* is for ranged attacks only, so every wound is unsaved.
    // 4 attacks; Lethal Hits "best" takes the automatic wound here (nothing saves anyway): a
    // Critical Hit 1/6, or a 3-5 (3/6) and S16 at T9 wounding on 3+ (2/3): 1/2 per attack.
    const r = evaluate(s);
    expect(r.results.unsaved.mean()).toBeCloseTo(4 * (1 / 6 + (3 / 6) * (2 / 3)), 12);
    expect(r.decisions[0]!.chosen.choice).toBe('always');
  });
});

describe('11th edition from the BSData JSON layout', () => {
  const file = (f: string) => ({ source: f, data: readFileSync(`test/import/fixtures/${f}`) });
  const cat = readCatalogue([file('wh40k-11e-system.json'), file('wh40k-11e-knights.json')]);

  it('picks a unit, resolving the shared invulnerable save profile that gives the scope', () => {
    expect(cat.names).toEqual(['Warhammer 40,000 11th Edition', 'Imperium - Test Knights']);
    const u = wh40k11eUnit(catalogueUnit(cat, 'Test Armiger'), 'wh40k-11e-knights.json');
    expect(u.target).toMatchObject({
      toughness: 9,
      save: 3,
      invulnerable: 5,
      invulnerableAgainst: 'ranged',
      wounds: 12,
    });
    expect(u.weapons[0]!.attacker.rules).toEqual([{ rule: 'blast', attacks: 2 }, 'psychic']);
    expect(u.warnings).toEqual([]);
  });

  it('an asterisk with no ability saying which attacks: all, with a warning', () => {
    const roster = household.replace('"5+ (Ranged)"', '"5+*"');
    const titan = importRoster11e(roster).units.find((u) => u.name === 'Test Titan')!;
    expect(titan.target?.invulnerableAgainst).toBeUndefined();
    expect(titan.warnings.map((w) => w.message)).toContain(
      'Test Titan: invulnerable save 5+*: the condition of its asterisk is not modelled; the 5+ is used against every attack',
    );
  });

  it('an InSv that is not a save leaves its unit out, with a warning naming the file and place', () => {
    const roster = household.replace('"5+ (Ranged)"', '"five"');
    const r = importRoster11e(roster, { source: 'h.json' });
    expect(r.units.map((u) => u.name)).not.toContain('Test Titan');
    // The other units of the roster are still read.
    expect(r.units.length).toBe(importRoster11e(household).units.length - 1);
    const left = r.warnings.filter((w) => w.kind === 'unit');
    expect(left).toHaveLength(1);
    expect(left[0]!.message).toMatch(
      /^Test Titan: left out, it cannot be read: h\.json: .*Test Titan.*InSv/,
    );
  });
});

describe('parseWeaponKeywords11e', () => {
  it("11th edition's forms, then 10th edition's reading of the rest", () => {
    expect(
      parseWeaponKeywords11e('Blast, Cleave 2, Sustained Hits D3, One Shot, Conversion'),
    ).toEqual({
      rules: [
        { rule: 'cleave', attacks: 2 },
        'blast',
        { rule: 'sustained-hits', hits: 'D3' },
        'one-shot',
      ],
      unmodelled: ['Conversion'],
    });
  });
});

describe("wh40k11eUnit: 10th edition's units and weapon choices, with 11th edition's InSv", () => {
  it('reads a unit of several statlines as one group each, each with its own InSv', () => {
    // strike-force.ros (hand-written in the BattleScribe .ros layout) with a Sergeant statline
    // (W3, InSv 4+ against ranged attacks) beside the squad's (W2, no InSv).
    const text = readFileSync('examples/rosters/strike-force.ros', 'utf8').replace(
      '<selection id="s1a" name="Intercessor Sergeant" entryId="e1a" number="1" type="model">',
      '<selection id="s1a" name="Intercessor Sergeant" entryId="e1a" number="1" type="model"><profiles><profile name="Sergeant" typeName="Unit"><characteristics><characteristic name="M">6"</characteristic><characteristic name="T">4</characteristic><characteristic name="SV">3+</characteristic><characteristic name="W">3</characteristic><characteristic name="InSv">4+ (Ranged)</characteristic></characteristics></profile></profiles>',
    );
    const u = wh40k11eUnit(readRoster(text).units[0]!);
    expect(u.target?.groups).toEqual([
      {
        name: 'Intercessor',
        models: 4,
        toughness: 4,
        save: 3,
        wounds: 2,
        keywords: ['infantry', 'battleline'],
      },
      {
        name: 'Sergeant',
        models: 1,
        toughness: 4,
        save: 3,
        wounds: 3,
        keywords: ['infantry', 'battleline'],
        invulnerable: 4,
        invulnerableAgainst: 'ranged',
      },
    ]);
    expect(u.warnings.filter((w) => w.kind === 'statline')).toEqual([]);
    // The unit is a wh40k-11e target: a melee attack meets the Sergeant's armour save only.
    const s = unitScenario11e(u, u);
    expect(evaluate(s).get('slain.Sergeant')).toBeDefined();
  });
  it("reads a weapon's profiles as modes, each with its own 11th-edition keywords", () => {
    // household-11e.json with its two chain-cleaver profiles marked as modes of one weapon
    // ("➤", as the data marks them).
    const text = household
      .replace('"Reaper chain-cleaver - strike"', '"➤ Reaper chain-cleaver - strike"')
      .replace('"Reaper chain-cleaver - sweep"', '"➤ Reaper chain-cleaver - sweep"');
    const armiger = importRoster11e(text).units.find((u) => u.name === 'Armiger Warglaive')!;
    const cleaver = armiger.weapons.find((w) => w.name === 'Reaper chain-cleaver')!;
    expect(cleaver.attacker.modes?.map((m) => [m.name, m.rules])).toEqual([
      ['strike', []],
      ['sweep', [{ rule: 'cleave', attacks: 1 }]],
    ]);
    // One mode fires: "best" names it in the result.
    const r = evaluate(unitScenario11e(armiger, armiger, { phase: 'melee' }));
    expect(r.decisions.some((d) => d.rule === 'weapon-mode')).toBe(true);
  });
  it('keeps pistols as the pistol choice, and Precision as a keyword', () => {
    const boyz = wh40k11eUnit(readRoster(readFileSync('examples/rosters/waaagh.json')).units[0]!);
    const slugga = boyz.weapons.find((w) => w.keywords.includes('Pistol'))!;
    expect(slugga.attacker).toHaveProperty('pistol', true);
    expect(boyz.warnings.map((w) => w.message).join('\n')).not.toMatch(/Pistol/);
    expect(parseWeaponKeywords11e('Precision, Blast 2')).toEqual({
      rules: [{ rule: 'blast', attacks: 2 }, 'precision'],
      unmodelled: [],
    });
  });
});
