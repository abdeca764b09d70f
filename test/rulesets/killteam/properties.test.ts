// Properties of the shooting attack over seeded random small attacks: each objective's policy
// is best at its own objective (aiming to incapacitate never incapacitates less than aiming at
// damage, and aiming at damage never deals less expected damage); more defence never helps the
// attacker (cover, a better save, less Piercing); the results are distributions that agree
// with each other (hits = normal + critical hits for one target; slain = incapacitated).
import { describe, expect, test } from 'vitest';
import { pcg32 } from '../../../src/random/index.js';
import type { KtShootScenarioInput } from '../../../src/rulesets/killteam/input.js';
import type { KtWeaponRule } from '../../../src/rulesets/killteam/types.js';
import { evaluate } from '../../../src/scenario/evaluate.js';

const OPTIONAL: readonly KtWeaponRule[] = [
  'balanced',
  'ceaseless',
  'relentless',
  'punishing',
  'rending',
  'severe',
  'stun',
  { rule: 'accurate', x: 1 },
  { rule: 'lethal', x: 5 },
  { rule: 'devastating', x: 2 },
  { rule: 'piercing-crits', x: 1 },
];

function randomAttack(seed: number): KtShootScenarioInput {
  const rng = pcg32(seed);
  const int = (lo: number, hi: number) => lo + ((rng.next32() >>> 0) % (hi - lo + 1));
  const rules = OPTIONAL.filter(() => int(0, 3) === 0);
  return {
    ruleset: 'killteam',
    attacker: {
      wounds: 10,
      woundsLeft: int(0, 4) === 0 ? 4 : 10,
      save: 3,
      weapon: {
        atk: int(1, 4),
        hit: int(2, 5),
        damage: int(2, 4),
        criticalDamage: int(3, 6),
        rules,
      },
    },
    target: {
      wounds: int(2, 10),
      save: int(2, 6),
      cover: int(0, 1) === 1,
      obscured: int(0, 4) === 0,
    },
  };
}

describe('properties of random small attacks', () => {
  for (let seed = 1; seed <= 24; seed++) {
    const s = randomAttack(seed);
    test(`seed ${seed}: ${JSON.stringify(s.attacker.weapon)} at ${JSON.stringify(s.target)}`, () => {
      const byDamage = evaluate({ ...s, objective: 'damage' }).results;
      const byKill = evaluate({ ...s, objective: 'incapacitate' }).results;
      // Each policy is best at its own objective.
      expect(byKill.incapacitated.at(1)).toBeGreaterThanOrEqual(
        byDamage.incapacitated.at(1) - 1e-12,
      );
      expect(byDamage.damage.mean()).toBeGreaterThanOrEqual(byKill.damage.mean() - 1e-12);
      // One target: the totals are its own.
      expect([...byDamage.slain.toArray()]).toEqual([...byDamage.incapacitated.toArray()]);
      const hits = byDamage.normalHits.mean() + byDamage.criticalHits.mean();
      expect(byDamage.hits.mean()).toBeCloseTo(hits, 12);
      expect(byDamage.unsaved.mean()).toBeLessThanOrEqual(byDamage.hits.mean() + 1e-12);
      // More defence never helps the attacker: cover, and a save one better.
      const covered = evaluate({ ...s, target: { ...s.target, cover: true } }).results;
      expect(covered.damage.mean()).toBeLessThanOrEqual(byDamage.damage.mean() + 1e-12);
      if (s.target.save > 2) {
        const better = evaluate({ ...s, target: { ...s.target, save: s.target.save - 1 } }).results;
        expect(better.damage.mean()).toBeLessThanOrEqual(byDamage.damage.mean() + 1e-12);
      }
      // Piercing 1 more never hurts the attacker.
      const pierced = evaluate({
        ...s,
        attacker: {
          ...s.attacker,
          weapon: {
            ...s.attacker.weapon,
            rules: [...(s.attacker.weapon.rules ?? []), { rule: 'piercing', x: 1 }],
          },
        },
      }).results;
      expect(pierced.damage.mean()).toBeGreaterThanOrEqual(byDamage.damage.mean() - 1e-12);
    });
  }
});
