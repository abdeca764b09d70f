import { describe, expect, test } from 'vitest';
import { ScenarioError } from '../../../../src/errors.js';
import { parseScenario } from '../../../../src/scenario/validate.js';

const model = { fight: 4, attacks: 1, strength: 3, defence: 4 };
const base = {
  ruleset: 'mesbg',
  phase: 'fight',
  sideA: { models: [model] },
  sideB: { models: [model] },
};

describe('the fight scenario', () => {
  test('fills every default: rules, policies, targets, profiles', () => {
    const s = parseScenario(base);
    expect(s).toMatchObject({
      ruleset: 'mesbg',
      phase: 'fight',
      method: 'exact',
      rules: {
        banner: 'best',
        duelMight: 'none',
        fate: 'every',
        mightCarries: false,
        twoHandedSix: 'stays',
      },
      sideA: { banner: false, target: 0, might: 'win-duel', goal: 'slay' },
    });
    if (s.ruleset !== 'mesbg' || s.phase !== 'fight') throw new Error('expected a fight');
    expect(s.sideA.models[0]).toMatchObject({
      wounds: 1,
      might: 0,
      fate: 0,
      supporting: false,
      heroicStrike: false,
    });
  });

  test('the Duel Might side is the first with Might; a side strikes the first engaged foe', () => {
    const s = parseScenario({
      ...base,
      sideA: { models: [{ ...model, supporting: true }, model] },
      sideB: { models: [{ ...model, might: 1 }] },
    });
    if (s.ruleset !== 'mesbg' || s.phase !== 'fight') throw new Error('expected a fight');
    expect(s.rules.duelMight).toBe('b');
    expect(s.sideB.target).toBe(1);
  });

  test('a shooting scenario is unchanged, with or without "phase": "shoot"', () => {
    const shoot = {
      ruleset: 'mesbg',
      attackers: [{ shootValue: 4, strength: 2 }],
      target: { defence: 3 },
    };
    expect(parseScenario({ ...shoot, phase: 'shoot' })).toEqual({
      ...parseScenario(shoot),
      phase: 'shoot',
    });
    expect('phase' in parseScenario(shoot)).toBe(false);
  });

  test('errors name the field', () => {
    const issue = (input: unknown) => {
      try {
        parseScenario(input);
      } catch (e) {
        expect(e).toBeInstanceOf(ScenarioError);
        return (e as Error).message;
      }
      return '';
    };
    expect(issue({ ...base, phase: 'melee' })).toContain(
      'phase: expected "shoot" or "fight", got "melee"',
    );
    expect(issue({ ...base, sideA: { models: [{ ...model, might: 7 }] } })).toContain(
      'sideA.models[0].might: expected 0..6, got 7',
    );
    expect(issue({ ...base, rules: { fate: 'sometimes' } })).toContain('rules.fate');
    expect(issue({ ...base, sideB: { models: [model], mihgt: 'best' } })).toContain(
      'did you mean "might"?',
    );
  });
});

describe('limits', () => {
  test('a Monte Carlo fight over the sampling work is refused before any die', async () => {
    const { evaluateJson } = await import('../../../../src/scenario/evaluate.js');
    const { TooLargeError } = await import('../../../../src/errors.js');
    expect(() => evaluateJson({ ...base, method: 'monte-carlo', samples: 1e9 })).toThrow(
      TooLargeError,
    );
  });
});
