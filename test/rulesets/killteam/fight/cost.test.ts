// The fight's estimate (src/rulesets/killteam/fight/cost.ts) against the work its engines do:
// the states each game solves stay under the bound the estimate prices, for plain fights and
// for every rule that widens the state (Shock, Devastating), and a made-up fight over the
// limit is refused before any work, with its size.
import { describe, expect, test } from 'vitest';
import { TooLargeError } from '../../../../src/errors.js';
import { compileFight } from '../../../../src/rulesets/killteam/fight/compile.js';
import {
  EXACT_GAMES,
  fightCost,
  fightRerollWork,
  fightStateBound,
} from '../../../../src/rulesets/killteam/fight/cost.js';
import { evaluateKtFightPlan } from '../../../../src/rulesets/killteam/fight/evaluate.js';
import { solveFight } from '../../../../src/rulesets/killteam/fight/exact.js';
import type { KtFighter, KtFightScenario } from '../../../../src/rulesets/killteam/fight/types.js';
import type { KtWeapon } from '../../../../src/rulesets/killteam/types.js';
import { fighterMaker, fightOf } from './cases.js';

const fighter = (weapon: Partial<KtWeapon>, wounds: number) =>
  fighterMaker(wounds, { atk: 4, hit: 3, damage: 3, criticalDamage: 4 })(weapon);
const fight = (a: KtFighter, d: KtFighter) => fightOf(a, d);

describe('fightStateBound bounds the states solved', () => {
  test.each([
    ['4 v 4 dice, 12 v 10 wounds', fight(fighter({}, 12), fighter({}, 10))],
    [
      '6 v 5, Shock both',
      fight(fighter({ atk: 6, rules: ['shock'] }, 18), fighter({ atk: 5, rules: ['shock'] }, 14)),
    ],
    [
      '5 v 5, Devastating and Brutal',
      fight(
        fighter(
          {
            atk: 5,
            damage: 1,
            criticalDamage: 2,
            rules: [{ rule: 'devastating', x: 1 }, 'brutal'],
          },
          20,
        ),
        fighter({ atk: 5, damage: 2, criticalDamage: 3 }, 16),
      ),
    ],
    [
      '7 v 3, Lethal',
      fight(fighter({ atk: 7, rules: [{ rule: 'lethal', x: 4 }] }, 9), fighter({ atk: 3 }, 30)),
    ],
  ])('%s', (_name, s) => {
    const plan = compileFight(s);
    const { game } = solveFight(plan);
    expect(game.states).toBeGreaterThan(0);
    expect(game.states).toBeLessThanOrEqual(fightStateBound(plan));
  });
});

describe('fightCost', () => {
  test('an exact fight is priced as its nine games', () => {
    const plan = compileFight(fight(fighter({}, 12), fighter({}, 10)));
    const [part, rerolls] = fightCost(plan, { method: 'exact', samples: 0 });
    expect(EXACT_GAMES).toBe(9);
    // No re-roll rule: the defender's programme for each of the attacker's 15 pools (4 dice),
    // one state for each of its 15 rolls, carried from each (1 + 15): 15 * 15 * 16 = 3600; the
    // attacker's for each of the defender's 15 rolls: 15 * 15 * 2 = 450.
    expect(fightRerollWork(plan)).toBe(4050);
    expect(rerolls!.what).toBe('re-rolls: 9 solves of about 4050 programme states');
    expect(part!.what).toBe(`fight game: 9 solves of at most ${fightStateBound(plan)} states`);
    expect(part!.seconds).toBeGreaterThan(0);
  });
  test('a Monte Carlo run adds its samples', () => {
    const plan = compileFight(fight(fighter({}, 12), fighter({}, 10)));
    const parts = fightCost(plan, { method: 'monte-carlo', samples: 1000 });
    expect(parts.map((p) => p.what)).toEqual([
      `fight game: at most ${fightStateBound(plan)} states`,
      're-rolls: one solve of about 4050 programme states',
      '1000 samples of about 32 steps', // 8 + 3 * (4 + 4)
    ]);
  });
  test('a game over the limit is refused before any work, with its size', () => {
    const plan = compileFight(
      fight(
        fighter({ atk: 20, rules: ['shock'] }, 100),
        fighter({ atk: 20, rules: ['shock'] }, 100),
      ),
    );
    expect(() => evaluateKtFightPlan(plan)).toThrow(TooLargeError);
    expect(() => evaluateKtFightPlan(plan)).toThrow(
      /up to 2\.7e\+8 states, over the limit of 6e\+7/,
    );
  });
});

describe('the re-rolls are priced and refused before any work', () => {
  test('11 dice of Relentless a side are refused with the estimate', () => {
    const relentless = (w: number) => fighter({ atk: 11, rules: ['relentless'] }, w);
    const plan = compileFight(fight(relentless(10), relentless(10)));
    // classes 78 (rolls of 11 dice by category), states C(16, 5) = 4368:
    // 9 * (78 * 4368 * 2 + 78 * 4368 * 79) = 2.5e8, over 2e8.
    expect(fightRerollWork(plan) * EXACT_GAMES).toBe(9 * (78 * 4368 * 2 + 78 * 4368 * 79));
    expect(() => evaluateKtFightPlan(plan)).toThrow(
      /re-rolls need about 2\.5e\+8 steps, over the limit of 2e\+8/,
    );
  });
  test.each([
    ['Relentless against Balanced', ['relentless'], ['balanced']],
    ['Ceaseless and Balanced against Ceaseless', ['ceaseless', 'balanced'], ['ceaseless']],
  ] as const)('a solve does no more programme work than the estimate: %s', (_, ra, rb) => {
    const plan = compileFight(
      fight(fighter({ atk: 5, rules: [...ra] }, 12), fighter({ atk: 4, rules: [...rb] }, 10)),
    );
    const { rerolls } = solveFight(plan);
    expect(rerolls.states).toBeGreaterThan(0);
    expect(rerolls.states).toBeLessThanOrEqual(fightRerollWork(plan));
  });
});

describe('compileFight names bad input by field', () => {
  test.each([
    [
      'attacker.wounds',
      (s: KtFightScenario) => ({ ...s, attacker: { ...s.attacker, wounds: 101, woundsLeft: 101 } }),
    ],
    [
      'defender.woundsLeft',
      (s: KtFightScenario) => ({ ...s, defender: { ...s.defender, woundsLeft: 11 } }),
    ],
    [
      'attacker.weapon.atk',
      (s: KtFightScenario) => ({
        ...s,
        attacker: { ...s.attacker, weapon: { ...s.attacker.weapon, atk: 0 } },
      }),
    ],
    [
      'defender.weapon.rules[0]',
      (s: KtFightScenario) => ({
        ...s,
        defender: {
          ...s.defender,
          weapon: { ...s.defender.weapon, rules: [{ rule: 'piercing' as const, x: 1 }] },
        },
      }),
    ],
  ])('%s', (field, edit) => {
    const s = edit(fight(fighter({}, 12), fighter({}, 10)));
    expect(() => compileFight(s)).toThrow(expect.objectContaining({ name: 'InputError', field }));
  });
});
