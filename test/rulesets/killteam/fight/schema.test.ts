// The Kill Team fight's scenario format (src/rulesets/killteam/fight/schema.ts) through the
// whole pipeline: its defaults by role, every bad field named with its value, and an
// evaluation by the registry, exact and Monte Carlo, with its cost priced first.
import { describe, expect, test } from 'vitest';
import { estimateCost } from '../../../../src/cost/estimate.js';
import { TooLargeError } from '../../../../src/errors.js';
import { evaluate } from '../../../../src/scenario/evaluate.js';
import { summarizeScenario } from '../../../../src/scenario/summarize.js';
import { parseScenario } from '../../../../src/scenario/validate.js';
import { issues } from '../../../helpers/scenarioIssues.js';

const weapon = { atk: 4, hit: 3, damage: 4, criticalDamage: 5 };
const base = {
  ruleset: 'killteam' as const,
  phase: 'fight' as const,
  attacker: {
    name: 'Veteran',
    wounds: 14,
    weapon: { ...weapon, rules: [{ rule: 'lethal', x: 5 }] },
  },
  defender: { name: 'Warrior', wounds: 10, weapon: { ...weapon, rules: ['balanced'] } },
};

describe('the Kill Team fight scenario', () => {
  test('fills every default: wounds left, objectives by role, policies', () => {
    expect(parseScenario(base)).toMatchObject({
      ruleset: 'killteam',
      phase: 'fight',
      method: 'exact',
      attacker: { woundsLeft: 14, assists: 0, objective: 'incapacitate', policy: 'optimal' },
      defender: { woundsLeft: 10, objective: 'survive', policy: 'optimal' },
    });
  });

  test('every bad field is named with its value', () => {
    expect(issues({ ...base, attacker: { ...base.attacker, woundsLeft: 15 } })).toEqual([
      'attacker.woundsLeft: expected at most its wounds (14), got 15',
    ]);
    expect(issues({ ...base, defender: { ...base.defender, policy: 'parry' } })[0]).toMatch(
      /^defender\.policy: /,
    );
    expect(issues({ ...base, defender: { ...base.defender, objective: 'win' } })[0]).toMatch(
      /^defender\.objective: /,
    );
    expect(
      issues({ ...base, attacker: { ...base.attacker, weapon: { ...weapon, atk: 0 } } })[0],
    ).toMatch(/^attacker\.weapon\.atk: /);
    expect(
      issues({
        ...base,
        defender: {
          ...base.defender,
          weapon: { ...weapon, rules: ['balanced', { rule: 'piercing', x: 1 }] },
        },
      }),
    ).toEqual([
      'defender.weapon.rules[1]: "piercing" acts only in a shooting attack: a melee weapon cannot use it',
    ]);
    expect(issues({ ...base, phase: 'melee' })[0]).toMatch(/^phase: /);
  });

  test('evaluates through the registry, exactly and by Monte Carlo', () => {
    // Typed: a Kill Team fight's evaluation has the fight's results by name.
    const exact = evaluate({
      ruleset: 'killteam',
      phase: 'fight',
      attacker: { ...base.attacker, weapon: { ...weapon, rules: [{ rule: 'lethal', x: 5 }] } },
      defender: { ...base.defender, weapon: { ...weapon, rules: ['balanced'] } },
    });
    const p = exact.results.defenderIncapacitated.at(1);
    expect(exact.get('defenderIncapacitated')!.at(1)).toBe(p);
    expect(p).toBeGreaterThan(0);
    expect(p).toBeLessThan(1);
    const mc = evaluate({ ...base, method: 'monte-carlo', samples: 4000, seed: 1 } as never);
    expect(Math.abs(mc.get('defenderIncapacitated')!.at(1) - p)).toBeLessThan(0.05);
    expect(summarizeScenario(exact.scenario)).toBe(
      'Veteran W14 with weapon A4 3+ 4/5, Lethal 5+ (incapacitate) fights Warrior W10 with weapon A4 3+ 4/5, Balanced (survive)',
    );
  });

  test('the cost is priced before any work, and a made-up fight over the limits is refused', () => {
    const big = {
      ...base,
      attacker: {
        wounds: 100,
        weapon: { ...weapon, atk: 20, damage: 1, criticalDamage: 2, rules: ['shock'] },
      },
      defender: {
        wounds: 100,
        weapon: { ...weapon, atk: 20, damage: 1, criticalDamage: 3, rules: ['shock'] },
      },
    };
    expect(estimateCost(parseScenario(base)).parts[0]?.what).toMatch(
      /^fight game: 9 solves of at most \d+ states$/,
    );
    expect(() => evaluate(big as never)).toThrow(TooLargeError);
  });
});
