// The damage re-roll of the general plan (DamageStep.reroll), by hand.
import { describe, expect, test } from 'vitest';
import { parseDice } from '../../src/dice/index.js';
import { checkPlan } from '../../src/plan/check.js';
import { rolledDamage } from '../../src/plan/laws.js';
import { damage, plan, profile } from './plans.js';

describe('damage re-rolls', () => {
  test('a D6 re-rolling 1s: P(1) = 1/36, each other face 1/6 + 1/36 = 7/36; mean 3.5 + 2.5/6', () => {
    const d = rolledDamage({ ...damage('D6'), reroll: { below: 2 } });
    expect(d.at(1)).toBeCloseTo(1 / 36, 15);
    for (let k = 2; k <= 6; k++) expect(d.at(k)).toBeCloseTo(7 / 36, 15);
    expect(d.mean()).toBeCloseTo(3.5 + 2.5 / 6, 14);
  });
  test("D3+1 below 3 re-rolls the 2 (the die's 1): P(2) = 1/9, P(3) = P(4) = 4/9", () => {
    const d = rolledDamage({
      dice: parseDice('D3+1'),
      add: 0,
      halve: false,
      reduce: 0,
      slay: false,
      reroll: { below: 3 },
    });
    expect(d.at(2)).toBeCloseTo(1 / 9, 15);
    expect(d.at(3)).toBeCloseTo(4 / 9, 15);
  });
  test('checkPlan names a bad reroll.below', () => {
    const p = plan([profile({ damage: { ...damage('D6'), reroll: { below: 0 } } })]);
    expect(() => checkPlan(p)).toThrow('profiles[0].damage.reroll.below');
  });
});
