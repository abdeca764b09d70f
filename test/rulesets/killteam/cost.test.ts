// The cost of a shooting attack bounds the work its exact engine does: the states and
// openings the attacker's policy decides (counted by the policy itself) are never more than
// the estimate counts; a run is priced before any work and refused when too large.
import { describe, expect, test } from 'vitest';
import { TooLargeError } from '../../../src/errors.js';
import { compileShoot } from '../../../src/rulesets/killteam/compile.js';
import { sequenceWork, shootCost } from '../../../src/rulesets/killteam/cost.js';
import { solveSequence } from '../../../src/rulesets/killteam/solve.js';
import type { KtShootScenario, KtWeaponRule } from '../../../src/rulesets/killteam/types.js';
import { evaluate } from '../../../src/scenario/evaluate.js';
import { parseScenario } from '../../../src/scenario/validate.js';

const scenario = (atk: number, rules: readonly KtWeaponRule[]) =>
  ({
    ruleset: 'killteam',
    attacker: { wounds: 10, save: 3, weapon: { atk, hit: 3, damage: 3, criticalDamage: 4, rules } },
    target: { wounds: 12, save: 3, cover: true },
  }) as const;

describe('the cost of a shooting attack', () => {
  const cases: [number, KtWeaponRule[]][] = [
    [6, []],
    [6, ['relentless']],
    [7, ['ceaseless']],
    [7, ['ceaseless', 'balanced']],
    [8, ['balanced', { rule: 'accurate', x: 2 }]],
    [5, ['relentless', 'ceaseless', 'balanced', { rule: 'lethal', x: 5 }]],
  ];
  for (const [atk, rules] of cases) {
    test(`bounds the policy's work: ${atk} dice, ${JSON.stringify(rules)}`, () => {
      const d = compileShoot(parseScenario(scenario(atk, rules)) as KtShootScenario).sequences[0]!
        .draft;
      const visited = solveSequence(d, 'damage').policy.visited();
      const bound = sequenceWork(d);
      expect(bound.states).toBeGreaterThanOrEqual(visited.states);
      expect(bound.openings).toBeGreaterThanOrEqual(visited.openings);
    });
  }
  test('a Monte Carlo run adds the dice it rolls', () => {
    const plan = compileShoot(parseScenario(scenario(4, [])) as KtShootScenario);
    expect(shootCost(plan, { method: 'exact', samples: 1 })).toHaveLength(1);
    const mc = shootCost(plan, { method: 'monte-carlo', samples: 1_000_000 });
    expect(mc).toHaveLength(2);
    expect(mc[1]!.seconds).toBeGreaterThan(0);
  });
  test('an exact run too large is refused before any work, with the estimate', () => {
    expect(() =>
      evaluate(scenario(20, ['ceaseless', 'balanced', { rule: 'accurate', x: 6 }])),
    ).toThrow(TooLargeError);
  });
});
