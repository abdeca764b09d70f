// A weapon's rules as a datacard prints them (the WR column of the BSData Kill Team
// catalogues): each printed form read into the rule it names, the rules that change no number
// of an attack set apart, an unknown one refused at the field `wr`; and a scenario's weapon
// given by `wr` evaluates as the same weapon given by `rules`.
import { describe, expect, test } from 'vitest';
import { readDatacardRules } from '../../../src/rulesets/killteam/datacard.js';
import type { KtShootScenario } from '../../../src/rulesets/killteam/types.js';
import { evaluate } from '../../../src/scenario/evaluate.js';
import { parseScenario } from '../../../src/scenario/validate.js';
import { issues } from '../../helpers/scenarioIssues.js';

describe('a datacard weapon rules column', () => {
  test('each printed form', () => {
    expect(readDatacardRules('Range 8", Hot, Lethal 5+, Piercing 1')).toEqual({
      rules: ['hot', { rule: 'lethal', x: 5 }, { rule: 'piercing', x: 1 }],
      ignored: ['Range 8"'],
    });
    expect(readDatacardRules('-')).toEqual({ rules: [], ignored: [] });
    expect(readDatacardRules('Accurate 1, Balanced, Piercing Crits 1, Severe')).toEqual({
      rules: [{ rule: 'accurate', x: 1 }, 'balanced', { rule: 'piercing-crits', x: 1 }, 'severe'],
      ignored: [],
    });
    expect(readDatacardRules('1" Devastating 2, Blast 2", Heavy (Dash only), Limited 1')).toEqual({
      rules: [
        { rule: 'devastating', x: 2, distance: 1 },
        { rule: 'blast', distance: 2 },
      ],
      ignored: ['Heavy (Dash only)', 'Limited 1'],
    });
    expect(readDatacardRules('Torrent 1\u201d, Saturate, Silent')).toEqual({
      rules: [{ rule: 'torrent', distance: 1 }, 'saturate'],
      ignored: ['Silent'],
    });
    expect(
      readDatacardRules('Brutal, Shock, Rending, Punishing, Relentless, Ceaseless, Stun'),
    ).toEqual({
      rules: ['brutal', 'shock', 'rending', 'punishing', 'relentless', 'ceaseless', 'stun'],
      ignored: [],
    });
    expect(readDatacardRules('Lethal 5+, Sticky')).toEqual({ unknown: 'Sticky' });
  });

  const scenario = (weapon: object) => ({
    ruleset: 'killteam' as const,
    attacker: {
      wounds: 10,
      save: 3,
      weapon: { atk: 4, hit: 3, damage: 4, criticalDamage: 5, ...weapon },
    },
    target: { wounds: 9, save: 4, cover: true },
  });

  test('a weapon given by wr is the weapon given by rules', () => {
    const byCard = parseScenario(
      scenario({ wr: 'Range 8", Hot, Lethal 5+, Piercing 1' }),
    ) as KtShootScenario;
    expect(byCard.attacker.weapon.rules).toEqual([
      'hot',
      { rule: 'lethal', x: 5 },
      { rule: 'piercing', x: 1 },
    ]);
    expect('wr' in byCard.attacker.weapon).toBe(false);
    const a = evaluate(scenario({ wr: 'Lethal 5+, Piercing 1' })).results.damage.toArray();
    const b = evaluate(
      scenario({
        rules: [
          { rule: 'lethal', x: 5 },
          { rule: 'piercing', x: 1 },
        ],
      }),
    ).results.damage.toArray();
    expect([...a]).toEqual([...b]);
  });

  test('an unknown rule, or one given twice, is refused at wr', () => {
    expect(issues(scenario({ wr: 'Lethal 5+, Sticky' }))[0]).toMatch(
      /^attacker\.weapon\.wr: unknown weapon rule "Sticky"/,
    );
    expect(issues(scenario({ wr: 'Lethal 5+', rules: [{ rule: 'lethal', x: 4 }] }))).toEqual([
      'attacker.weapon.wr: the rule "lethal" is in both rules and wr',
    ]);
  });
});
