import { describe, expect, it } from 'vitest';
import { exactPlan, type GeneralResults } from '../../src/attack/exact.js';
import type { GeneralPlan } from '../../src/attack/plan.js';
import { parseDice } from '../../src/dice/index.js';
import { criticalTest } from '../../src/rules/criticalTest.js';
import { d6Test } from '../../src/rules/d6Test.js';
import { bruteForce } from './bruteForce.js';
import { damage, defence, plan, profile } from './plans.js';

/** Every result of the exact engine equals the enumeration over every die, to 1e-12. */
function expectBruteForce(p: GeneralPlan): GeneralResults {
  const exact = exactPlan(p);
  const brute = bruteForce(p);
  for (const [key, values] of Object.entries(brute)) {
    const d = (exact as unknown as Record<string, GeneralResults['hits'] | undefined>)[key];
    if (d === undefined) {
      // A result the plan does not report: never anything but 0.
      expect([...values.keys()], key).toEqual([0]);
      continue;
    }
    const top = Math.max(d.max, ...values.keys());
    for (let k = 0; k <= top; k++) {
      expect(Math.abs(d.at(k) - (values.get(k) ?? 0)), `${key}[${k}]`).toBeLessThan(1e-12);
    }
  }
  return exact;
}

const hit3 = criticalTest(3);
const sustainedLethal = { extraHits: parseDice(1), autoWound: true };
const devastating = { noSave: true, mortal: null, damage: null, resolvedLast: true };
const W3 = [{ models: 2, wounds: 3 }];

describe('exactPlan against every die (tiny plans)', () => {
  it('plain: one attack, 4+ / 4+, 4+ save, one model', () => {
    const r = expectBruteForce(plan([profile({ against: [defence(4)] })]));
    // 1/2 · 1/2 · 1/2
    expect(r.slain.at(1)).toBeCloseTo(1 / 8, 14);
  });
  it('Sustained Hits 1 + Lethal Hits, two attacks', () => {
    expectBruteForce(
      plan(
        [profile({ models: 2, hit: hit3, onCriticalHit: sustainedLethal, against: [defence(5)] })],
        [{ models: 3, wounds: 1 }],
      ),
    );
  });
  it('Sustained Hits D3 (extra hits as dice)', () => {
    expectBruteForce(
      plan(
        [
          profile({
            hit: criticalTest(4),
            onCriticalHit: { extraHits: parseDice('D3'), autoWound: false },
          }),
        ],
        [{ models: 3, wounds: 1 }],
      ),
    );
  });
  it('critical hits on 5+ and critical wounds on 5+', () => {
    expectBruteForce(
      plan(
        [
          profile({
            models: 2,
            hit: criticalTest(4, 5),
            wound: criticalTest(5, 5),
            onCriticalHit: sustainedLethal,
            onCriticalWound: devastating,
            against: [defence(3)],
          }),
        ],
        [{ models: 2, wounds: 2 }],
      ),
    );
  });
  it('non-critical re-rolls with automatic wounds and no save', () => {
    expectBruteForce(
      plan(
        [
          profile({
            hit: criticalTest(3, 6, 'non-critical'),
            wound: criticalTest(4, 6, 'non-critical'),
            onCriticalHit: { extraHits: null, autoWound: true },
            onCriticalWound: { ...devastating, resolvedLast: false },
            against: [defence(3)],
          }),
        ],
        [{ models: 1, wounds: 2 }],
      ),
    );
  });
  it('re-roll ones and failed', () => {
    expectBruteForce(
      plan([
        profile({
          hit: criticalTest(3, 6, 'ones'),
          wound: criticalTest(5, 6, 'failed'),
          against: [{ ...defence(4), save: d6Test(4, 'ones') }],
        }),
      ]),
    );
  });
  it('damage dice with add, halve and reduce, and the target reduction', () => {
    expectBruteForce(
      plan(
        [
          profile({
            hit: 'auto',
            damage: damage('D6', 2, true, 1),
            against: [{ ...defence(5), damageReduction: { halve: false, reduce: 1 } }],
          }),
        ],
        W3,
      ),
    );
  });
  it('Feel No Pain per point of damage', () => {
    expectBruteForce(
      plan([profile({ hit: 'auto', damage: damage('D3'), against: [defence(6, 6, 5)] })], W3),
    );
  });
  it('D6 damage against 3-wound models, two attacks', () => {
    expectBruteForce(
      plan([profile({ models: 2, hit: 'auto', wound: criticalTest(3), damage: damage('D6') })], W3),
    );
  });
  it('resolved last, with a critical damage of its own', () => {
    expectBruteForce(
      plan(
        [
          profile({
            models: 2,
            hit: 'auto',
            wound: criticalTest(4),
            onCriticalWound: { ...devastating, damage: damage(3) },
            damage: damage(1),
            against: [defence(4)],
          }),
        ],
        W3,
      ),
    );
  });
  it('mortal wounds without spill-over, resolved last', () => {
    expectBruteForce(
      plan(
        [
          profile({
            models: 2,
            hit: 'auto',
            wound: criticalTest(4),
            onCriticalWound: {
              noSave: true,
              mortal: { spill: false },
              damage: damage('D3'),
              resolvedLast: true,
            },
            against: [defence(5, 5, 6)],
          }),
        ],
        [{ models: 2, wounds: 2 }],
      ),
    );
  });
  it('mortal wounds with spill-over, after the other attacks', () => {
    expectBruteForce(
      plan(
        [
          profile({
            models: 2,
            hit: 'auto',
            wound: criticalTest(4),
            onCriticalWound: {
              noSave: true,
              mortal: { spill: true },
              damage: damage('D3'),
              resolvedLast: false,
            },
            damage: damage(2),
            against: [defence(5, 5, 6)],
          }),
        ],
        [{ models: 2, wounds: 2 }],
      ),
    );
  });
  it('Feel No Pain ignored by critical wounds', () => {
    expectBruteForce(
      plan(
        [
          profile({
            hit: 'auto',
            wound: criticalTest(3),
            onCriticalWound: {
              noSave: false,
              mortal: null,
              damage: damage(2),
              resolvedLast: false,
              ignoresFeelNoPain: true,
            },
            against: [defence(4, 5, 4)],
          }),
        ],
        [{ models: 1, wounds: 3 }],
      ),
    );
  });
  it('slays outright', () => {
    expectBruteForce(
      plan(
        [
          profile({
            models: 2,
            hit: 'auto',
            damage: damage(1, 0, false, 0, true),
            against: [defence(4, 4, 5)],
          }),
        ],
        W3,
      ),
    );
  });
  it('several profiles in order, wound state carried', () => {
    expectBruteForce(
      plan(
        [
          profile({ hit: 'auto', damage: damage(2), wound: criticalTest(3) }),
          profile({ hit: criticalTest(3), onCriticalHit: sustainedLethal, damage: damage('D3') }),
        ],
        W3,
      ),
    );
  });
  it("'rules' allocation: as many models slain as possible", () => {
    expectBruteForce(
      plan(
        [profile({ models: 3, hit: 'auto', wound: criticalTest(3), damage: damage('D3') })],
        W3,
        'rules',
      ),
    );
  });
  it("'rules' with a resolved-last critical damage of its own", () => {
    expectBruteForce(
      plan(
        [
          profile({
            models: 2,
            hit: 'auto',
            onCriticalWound: { ...devastating, damage: damage(2) },
          }),
        ],
        W3,
        'rules',
      ),
    );
  });
  it('attacks as dice', () => {
    expectBruteForce(
      plan(
        [profile({ attacks: parseDice('D3'), hit: criticalTest(4), against: [defence(5)] })],
        [{ models: 2, wounds: 1 }],
      ),
    );
  });
  it('several groups, the round of the wound pool', () => {
    expectBruteForce(
      plan(
        [
          profile(
            { models: 3, hit: 'auto', wound: criticalTest(3), against: [defence(3), defence(5)] },
            2,
          ),
        ],
        [
          { models: 1, wounds: 1 },
          { models: 1, wounds: 2 },
        ],
      ),
    );
  });
  it('several groups, critical wounds resolved last with no save', () => {
    expectBruteForce(
      plan(
        [
          profile(
            {
              models: 2,
              hit: 'auto',
              wound: criticalTest(4),
              onCriticalWound: devastating,
              against: [defence(3), defence(5, 5, 5)],
            },
            2,
          ),
        ],
        [
          { models: 1, wounds: 2 },
          { models: 1, wounds: 1 },
        ],
      ),
    );
  });
});
