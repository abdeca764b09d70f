// A weapon's several profiles ("➤" in the BSData 10th edition data: "➤ Missile launcher -
// frag", "➤ Missile launcher - krak") are the modes of one weapon, and a volley fires one.
// The roster is hand-written in New Recruit's JSON layout (test/import/fixtures/README.md),
// its numbers those of the datasheets; values below read from it by hand.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readRoster } from '../../../src/import/roster.js';
import { armyMatrix } from '../../../src/import/wh40k/armyMatrix.js';
import { importRoster } from '../../../src/import/wh40k/importRoster.js';
import { unitScenario } from '../../../src/import/wh40k/scenario.js';
import { wh40kUnit } from '../../../src/import/wh40k/unit.js';
import { chooseWh40kWeapons } from '../../../src/rulesets/wh40k-10e/evaluate.js';
import { evaluate } from '../../../src/scenario/evaluate.js';
import type { Wh40kScenario } from '../../../src/scenario/types.js';
import { parseScenario } from '../../../src/scenario/validate.js';

const file = readFileSync('test/import/fixtures/wh40k-10e-modes.json');
const army = importRoster(file, { source: 'modes.json' });
const [devastators, champion] = army.units;

// Ten infantry models of T4, 3+ save, 1 Wound: every unsaved attack slays one.
const target = {
  name: 'Marines',
  models: 10,
  toughness: 4,
  save: 3,
  wounds: 1,
  keywords: ['infantry'],
};

describe('weapon modes on import', () => {
  it('groups the profiles of one weapon into its modes, each with its own characteristics', () => {
    expect(devastators!.weapons.map((w) => [w.name, w.modes?.map((m) => m.name)])).toEqual([
      ['Plasma pistol', ['standard', 'supercharge']],
      ['Chainsword', undefined],
      ['Missile launcher', ['frag', 'krak']],
    ]);
    const launcher = devastators!.weapons[2]!.attacker;
    // The file: frag 48" A D6 BS3+ S4 AP0 D1 Blast, Heavy; krak A1 S9 AP-2 D D6 Heavy; four
    // Devastator Marines carry one each. "Armour Bane" (critical hits on 5+ with ranged
    // attacks, no condition) is on both modes.
    const crit = { rule: 'critical-hits', on: 5 };
    expect(launcher).toEqual({
      name: 'Devastator Squad, Missile launcher',
      models: 4,
      // The unit has a Pistol and two model selections: each makes its own pistol choice.
      bearer: 'Devastator Marine',
      attacks: 'D6',
      bs: 3,
      strength: 4,
      ap: 0,
      damage: 1,
      rules: ['blast', 'heavy', crit],
      modes: [
        {
          name: 'frag',
          attacks: 'D6',
          bs: 3,
          strength: 4,
          ap: 0,
          damage: 1,
          rules: ['blast', 'heavy', crit],
        },
        {
          name: 'krak',
          attacks: 1,
          bs: 3,
          strength: 9,
          ap: -2,
          damage: 'D6',
          rules: ['heavy', crit],
        },
      ],
    });
    // The sergeant's plasma pistol: both profiles are Pistols, so the weapon is one.
    expect(devastators!.weapons[0]!.attacker).toMatchObject({
      models: 1,
      pistol: true,
      bearer: 'Devastator Sergeant',
    });
    expect(devastators!.weapons[0]!.modes!.map((m) => m.profile)).toEqual([
      '➤ Plasma pistol - standard',
      '➤ Plasma pistol - supercharge',
    ]);
    // A melee weapon of two profiles (strike, sweep), on a unit of one model.
    expect(
      champion!.weapons[0]!.attacker.modes!.map((m) => [m.name, m.attacks, m.strength]),
    ).toEqual([
      ['strike', 5, 8],
      ['sweep', 10, 5],
    ]);
  });

  it('the scenario fires one mode: the one named, or the best', () => {
    // Krak named: 4 shots x 2/3 to hit (3+) x 5/6 to wound (S9 vs T4: 2+) x 2/3 unsaved (3+
    // with AP-2: 5+), each slaying one model: 40/27.
    const krak = unitScenario(devastators!, devastators!, { weapons: ['Missile launcher - krak'] });
    expect(krak.attackers.map((a) => a.mode)).toEqual(['krak']);
    expect(evaluate({ ...krak, target }).results.slain.mean()).toBeCloseTo(40 / 27, 12);
    // Every ranged weapon, "best": the launchers fire frag (D6+2 Blast shots each at ten
    // models, about 2.4 slain against krak's 1.48). The sergeant's plasma pistol is his only
    // ranged weapon: a model fires its pistol or its other guns, and he has no other, so it
    // fires beside the launchers, supercharged (S8 vs T4: 2+ to wound, AP-3: 6+ to save,
    // 2/3 x 5/6 x 5/6 = 25/54, against the standard 2/3 x 2/3 x 2/3 = 8/27).
    const all = { ...unitScenario(devastators!, devastators!), target };
    const fired = chooseWh40kWeapons(parseScenario(all) as Wh40kScenario);
    expect(fired.pistols).toBeUndefined();
    expect(fired.attackers.map((a) => [a.name, a.mode])).toEqual([
      ['Devastator Squad, Plasma pistol', 'supercharge'],
      ['Devastator Squad, Missile launcher', 'frag'],
    ]);
    // The same as the two profiles written by hand, fired together.
    const byHand = {
      ruleset: 'wh40k-10e' as const,
      attackers: [
        {
          models: 1,
          bs: 3,
          strength: 8,
          ap: -3,
          damage: 2,
          rules: [{ rule: 'critical-hits' as const, on: 5 }],
        },
        {
          models: 4,
          attacks: 'D6',
          bs: 3,
          strength: 4,
          rules: ['blast' as const, 'heavy' as const, { rule: 'critical-hits' as const, on: 5 }],
        },
      ],
      target,
    };
    expect(evaluate(all).results.slain.mean()).toBeCloseTo(
      evaluate(byHand).results.slain.mean(),
      12,
    );
  });

  it('the roster matrix fires the best mode and names it in the cell', () => {
    const m = armyMatrix([devastators!], [devastators!]);
    // Against its own unit (T4 3+ W2, five models): krak (1.48 unsaved, each D6 damage, 5/6
    // of them slaying a 2-Wound model) beats frag (18 Blast shots, 2 unsaved of 1 damage:
    // at most one model); the sergeant's pistol, his only gun, fires beside them, its
    // supercharge (Damage 2) slaying a 2-Wound model where the standard (Damage 1) cannot.
    expect(m.cells[0]![0]!.fired).toEqual([
      'Devastator Squad, Plasma pistol: supercharge',
      'Devastator Squad, Missile launcher: krak',
    ]);
  });

  it('without the options (the 11th edition reader) one attacker per profile, abilities named', () => {
    const units = readRoster(file).units.map((u) => wh40kUnit(u, 'modes.json'));
    expect(units[0]!.weapons.map((w) => w.name)).toEqual([
      '➤ Plasma pistol - standard',
      '➤ Plasma pistol - supercharge',
      'Chainsword',
      '➤ Missile launcher - frag',
      '➤ Missile launcher - krak',
    ]);
    expect(units[0]!.weapons[3]!.attacker.rules).toEqual(['blast', 'heavy']);
    expect(units[0]!.abilityRules).toBeUndefined();
    expect(units[0]!.warnings.map((w) => w.name)).toContain('Armour Bane');
  });
});
