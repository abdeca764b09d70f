import { describe, expect, test } from 'vitest';
import { compareFights, fightSummary, sweepFight } from '../../src/analytics/fight.js';
import { scenarioTurns } from '../../src/analytics/turns.js';
import { InputError } from '../../src/errors.js';
import { parseScenario } from '../../src/scenario/validate.js';

const orc = { fight: 3, attacks: 1, strength: 3, defence: 4 };
const base = {
  ruleset: 'mesbg',
  phase: 'fight',
  sideA: { models: [{ fight: 4, attacks: 1, strength: 3, defence: 4 }] },
  sideB: { models: [{ ...orc, wounds: 2 }] },
};

describe('fight analytics', () => {
  test('fightSummary: 1 die at Fight 4 against Fight 3 wins 21/36 and wounds (5+) 7/36', () => {
    const r = fightSummary('warrior', base);
    expect(r.duelWin).toBeCloseTo(21 / 36, 12);
    expect(r.wounds).toBeCloseTo(7 / 36, 12);
    expect(r.slay).toBe(0); // one Strike cannot take two Wounds
  });

  test('compareFights ranks loadouts against the same foe by P(slain)', () => {
    const rows = compareFights(
      [
        { name: 'sword', sideA: { models: [{ fight: 4, attacks: 2, strength: 3, defence: 4 }] } },
        {
          name: 'two-handed',
          sideA: { models: [{ fight: 4, attacks: 2, strength: 3, defence: 4, twoHanded: true }] },
        },
      ],
      base,
    );
    expect(rows.map((r) => r.name)).toEqual(['two-handed', 'sword']);
    expect(() => compareFights([], base)).toThrow(InputError);
  });

  test('sweepFight: more Strength never lowers P(slain)', () => {
    const rows = sweepFight(
      { ...base, sideA: { models: [{ fight: 4, attacks: 3, strength: 3, defence: 4 }] } },
      'strength',
      [2, 3, 4, 5, 6],
    );
    for (let i = 1; i < rows.length; i++)
      expect(rows[i]!.slay).toBeGreaterThanOrEqual(rows[i - 1]!.slay);
    expect(() => sweepFight(base, 'fight', [11])).toThrow(
      'fight values must be whole numbers 1..10, got 11',
    );
  });

  test('scenarioTurns of a fight: P(the foe slain within t fights), its Wounds carried over', () => {
    const q = 7 / 36;
    const r = scenarioTurns(parseScenario(base), 2);
    expect(r.destroyed[0]).toBe(0);
    expect(r.destroyed[1]).toBeCloseTo(q * q, 12);
  });
});
