// Properties of the solved fight that hold whatever the profiles: every distribution sums to
// 1; under the zero-sum default (the attacker to incapacitate, the defender to survive, a
// minimax on each roll) more wounds for the defender, a worse Hit for the attacker or an injury
// never raise P(defender incapacitated); a better Hit for the defender never raises it either.
import { describe, expect, test } from 'vitest';
import { compileFight } from '../../../../src/rulesets/killteam/fight/compile.js';
import { exactFight } from '../../../../src/rulesets/killteam/fight/exact.js';
import type { KtFighter, KtFightScenario } from '../../../../src/rulesets/killteam/fight/types.js';
import { fighterMaker, fightOf } from './cases.js';

const fighter = fighterMaker(10, {
  atk: 4,
  hit: 3,
  damage: 3,
  criticalDamage: 5,
  rules: ['shock'],
});
const fight = (a: KtFighter, d: KtFighter) => fightOf(a, d);
const kill = (s: KtFightScenario) => exactFight(compileFight(s)).defenderIncapacitated.at(1);

describe('the zero-sum fight is monotone', () => {
  test('more wounds for the defender never raise P(defender incapacitated)', () => {
    let last = 1;
    for (let w = 3; w <= 14; w++) {
      const p = kill(
        fight(fighter({}), fighter({ rules: ['brutal'] }, { wounds: w, woundsLeft: w })),
      );
      expect(p).toBeLessThanOrEqual(last + 1e-12);
      last = p;
    }
  });
  test('a worse Hit for the attacker never raises it; a better Hit for the defender neither', () => {
    let last = 1;
    for (let hit = 2; hit <= 6; hit++) {
      const p = kill(fight(fighter({ hit }), fighter({})));
      expect(p).toBeLessThanOrEqual(last + 1e-12);
      last = p;
    }
    last = 0;
    for (let hit = 2; hit <= 6; hit++) {
      const p = kill(fight(fighter({}), fighter({ hit })));
      expect(p).toBeGreaterThanOrEqual(last - 1e-12);
      last = p;
    }
  });
  test('an injured attacker (Hit 1 worse) does worse than a healthy one with the same wounds left', () => {
    // 5 wounds left of 10 is not injured (not fewer than half); of 12 it is.
    const healthy = kill(fight(fighter({}, { wounds: 10, woundsLeft: 5 }), fighter({})));
    const injured = kill(fight(fighter({}, { wounds: 12, woundsLeft: 5 }), fighter({})));
    expect(injured).toBeLessThan(healthy);
  });
  test('every distribution sums to 1', () => {
    const r = exactFight(
      compileFight(fight(fighter({ rules: ['stun', 'rending'] }), fighter({ rules: ['stun'] }))),
    );
    for (const d of Object.values(r)) {
      const total = Array.from(d.toArray() as ArrayLike<number>).reduce((s, x) => s + x, 0);
      expect(total).toBeCloseTo(1, 12);
    }
  });
});
