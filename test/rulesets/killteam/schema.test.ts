// The killteam part of the scenario format: its defaults, and messages that name the field and
// the value for every kind of bad input (the schema's, and the checks across fields).
import { describe, expect, test } from 'vitest';
import { TooLargeError } from '../../../src/errors.js';
import type { KtShootScenario } from '../../../src/rulesets/killteam/types.js';
import { evaluate } from '../../../src/scenario/evaluate.js';
import { parseScenario } from '../../../src/scenario/validate.js';
import { issues } from '../../helpers/scenarioIssues.js';

const kt = (weapon: object = {}, target: object = {}, rest: object = {}) => ({
  ruleset: 'killteam',
  attacker: {
    wounds: 14,
    save: 3,
    weapon: { atk: 4, hit: 3, damage: 3, criticalDamage: 4, ...weapon },
  },
  target: { wounds: 7, save: 5, ...target },
  ...rest,
});

describe('killteam scenarios', () => {
  test('defaults: the shoot phase, wounds left all, no cover, no rules, expected damage', () => {
    const s = parseScenario(kt()) as KtShootScenario;
    expect(s.phase).toBe('shoot');
    expect(s.attacker.woundsLeft).toBe(14);
    expect(s.target).toEqual({ wounds: 7, woundsLeft: 7, save: 5, cover: false, obscured: false });
    expect(s.attacker.weapon.rules).toEqual([]);
    expect(s.secondaryTargets).toEqual([]);
    expect(s.objective).toBe('damage');
    expect(s.method).toBe('exact');
  });
  test('weapon rules by name or with their value', () => {
    const s = parseScenario(
      kt({
        rules: ['balanced', { rule: 'lethal', x: 5 }, { rule: 'devastating', x: 2, distance: 1 }],
      }),
    ) as KtShootScenario;
    expect(s.attacker.weapon.rules).toEqual([
      'balanced',
      { rule: 'lethal', x: 5 },
      { rule: 'devastating', x: 2, distance: 1 },
    ]);
  });
  test('bad stats are named with their value', () => {
    expect(issues(kt({ atk: 0 }))).toEqual(['attacker.weapon.atk: expected 1..20, got 0']);
    expect(issues(kt({ hit: 7 }))).toEqual(['attacker.weapon.hit: expected 2..6, got 7']);
    expect(issues(kt({}, { save: 1 }))).toEqual(['target.save: expected 2..6, got 1']);
    expect(issues(kt({}, { woundsLeft: 8 }))).toEqual([
      'target.woundsLeft: expected at most its wounds (7), got 8',
    ]);
    expect(issues(kt({}, {}, { objective: 'kill' }))[0]).toMatch(
      /^objective: expected "damage" or "incapacitate", got "kill"/,
    );
    expect(issues(kt({}, {}, { phase: 'melee' }))[0]).toMatch(
      /phase: expected "shoot" or "fight", got "melee"/,
    );
  });
  test('bad weapon rules are named where they are listed', () => {
    expect(issues(kt({ rules: ['lethal'] }))[0]).toMatch(
      /^attacker\.weapon\.rules: the rule "lethal" needs its x/,
    );
    expect(issues(kt({ rules: [{ rule: 'piercing', x: 4 }] }))[0]).toMatch(
      /^attacker\.weapon\.rules\[0\]\.x: expected 1\.\.3, got 4/,
    );
    expect(issues(kt({ rules: ['rendin'] }))[0]).toMatch(/did you mean "rending"/);
    expect(issues(kt({ rules: ['brutal'] }))).toEqual([
      'attacker.weapon.rules[0]: "brutal" is a fight rule: it has no effect on a shooting attack',
    ]);
    expect(issues(kt({ rules: ['stun', 'shock'] }))).toEqual([
      'attacker.weapon.rules[1]: "shock" is a fight rule: it has no effect on a shooting attack',
    ]);
  });
  test('secondary targets need Blast or Torrent', () => {
    expect(issues(kt({}, {}, { secondaryTargets: [{ wounds: 7, save: 5 }] }))).toEqual([
      'secondaryTargets: secondary targets need a weapon with Blast or Torrent',
    ]);
    expect(() =>
      parseScenario(
        kt(
          { rules: [{ rule: 'torrent', distance: 1 }] },
          {},
          { secondaryTargets: [{ wounds: 7, save: 5 }] },
        ),
      ),
    ).not.toThrow();
  });
  test('a Monte Carlo run over the sampling budget is refused before any work', () => {
    expect(() =>
      evaluate({
        ...kt({ atk: 20, rules: ['relentless'] }),
        method: 'monte-carlo',
        samples: 1_000_000_000,
      } as never),
    ).toThrow(TooLargeError);
  });
});
