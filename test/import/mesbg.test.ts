import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ImportError } from '../../src/import/errors.js';
import { mesbgShootingScenario, readMesbgProfiles } from '../../src/import/mesbg.js';
import { evaluate } from '../../src/scenario/evaluate.js';

const data = readFileSync('test/import/fixtures/mesbg-profiles.json');
const { models, warnings } = readMesbgProfiles(data, { source: 'profiles.json' });
const by = (n: string) => models.find((m) => m.name === n)!;

describe('readMesbgProfiles', () => {
  it('reads Fight, Shoot, Strength, Defence, Attacks, Wounds, Courage and wargear', () => {
    expect(by('Test Hobbit Archer')).toEqual({
      army: 'Test Shire',
      name: 'Test Hobbit Archer',
      move: '4"',
      fight: 2,
      shootValue: 3,
      strength: 2,
      defence: 3,
      attacks: 1,
      wounds: 1,
      courage: 6,
      wargear: ['hand weapon', 'bow'],
      rules: ['Resistant to Test'],
      target: { name: 'Test Hobbit Archer', defence: 3, wounds: 1 },
      shooter: { name: 'Test Hobbit Archer, bow', models: 1, shootValue: 3, strength: 2 },
    });
  });

  it('reads a combined Fight/Shoot value and the missile weapon’s Strength', () => {
    expect(by('Test Ranger')).toMatchObject({ fight: 4, shootValue: 3, shooter: { strength: 3 } });
    expect(by('Test Orc Warrior').shooter).toEqual({
      name: 'Test Orc Warrior, Orc bow',
      models: 1,
      shootValue: 5,
      strength: 2,
    });
  });

  it('reports rules by name, special values and missile weapons of unknown Strength', () => {
    expect(warnings).toEqual([
      'Test Shire: Test Hobbit Archer: rule "Resistant to Test" is not modelled',
      'Test Shire: Test Ranger: rule "Test Ability" is not modelled',
      'Test Mordor: Test Troll: Attacks "*" is not a number; left out',
      'Test Mordor: Test Troll: rule "Terror" is not modelled',
      'Test Mordor: Test Troll: missile weapon "throwing spears" has no known Strength; give it with missileStrength',
    ]);
    expect(by('Test Troll').attacks).toBeUndefined();
    const withSpears = readMesbgProfiles(data, {
      army: 'test mordor',
      missileStrength: { 'throwing spears': 3 },
    });
    expect(withSpears.models.find((m) => m.name === 'Test Troll')!.shooter!.strength).toBe(3);
    expect(withSpears.models).toHaveLength(2);
  });

  it('a missing or garbled characteristic names the army and model', () => {
    const bad = JSON.parse(data.toString('utf8'));
    delete bad['Test Shire']['Test Ranger'].D;
    expect(() => readMesbgProfiles(JSON.stringify(bad), { source: 'p.json' })).toThrow(
      new ImportError('p.json', 'army "Test Shire" > model "Test Ranger"', 'missing Defence (D)'),
    );
    expect(() => readMesbgProfiles('[1]', { source: 'p.json' })).toThrow(/not MESBG profile data/);
  });

  it('makes a mesbg scenario the ruleset evaluates: 10 archers (3+, S2) at an Orc (D5)', () => {
    const s = mesbgShootingScenario(by('Test Hobbit Archer'), by('Test Orc Warrior'), 10);
    expect(s).toEqual({
      ruleset: 'mesbg',
      attackers: [{ name: 'Test Hobbit Archer, bow', models: 10, shootValue: 3, strength: 2 }],
      target: { name: 'Test Orc Warrior', defence: 5, wounds: 1 },
    });
    // Ten shots hitting on 3+: mean hits 10 x 4/6.
    expect(evaluate(s).results.hits!.mean()).toBeCloseTo(20 / 3, 12);
    expect(() => mesbgShootingScenario(by('Test Troll'), by('Test Orc Warrior'))).toThrow(
      /no missile weapon of known Strength/,
    );
  });
});
