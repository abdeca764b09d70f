// The general plan MESBG's shoot phase compiles into (generalPlanOf(compileMesbg(s))): the
// Shoot Roll is the hit roll, In The Way Tests the intercepts, the special In The Way Test of
// a combat the stray test, a two-dice To Wound entry a further wound die; every Wound takes
// one Wound, with no save (003_f07a2392f32efa83.txt, How to Shoot).
import { describe, expect, it } from 'vitest';
import { exactPlan } from '../../../src/attack/exact.js';
import { parseDice } from '../../../src/dice/index.js';
import { checkPlan } from '../../../src/plan/check.js';
import { d6Test } from '../../../src/rules/d6Test.js';
import { compileMesbg, generalPlanOf } from '../../../src/rulesets/mesbg/compile.js';
import { exactMesbg } from '../../../src/rulesets/mesbg/exact.js';
import { mesbg } from './scenario.js';

const never = (need: number, reroll: 'none' | 'ones' | 'failed' = 'none') => ({
  need,
  reroll,
  rerollNeed: need,
  criticalOn: 7,
});
const inert = {
  onCriticalHit: { extraHits: null, autoWound: false },
  onCriticalWound: { noSave: false, mortal: null, damage: null, resolvedLast: false },
  damage: { dice: parseDice(1), add: 0, halve: false, reduce: 0, slay: false },
  against: [{ save: d6Test(7), criticalSave: d6Test(7), feelNoPain: null }],
};

describe('generalPlanOf(compileMesbg(s)): the general plan of a MESBG shooting attack', () => {
  it('plain: 3 archers, Shoot 4+ re-rolling 1s, S2 vs D3 (5+): one profile, no intercepts, no bystanders', () => {
    const plan = generalPlanOf(
      compileMesbg(
        mesbg([{ models: 3, shootValue: 4, strength: 2, reroll: { hit: 'ones' } }], {
          defence: 3,
        }),
      ),
    );
    expect(plan).toEqual({
      profiles: [
        {
          models: 3,
          attacks: parseDice(1),
          hit: never(4, 'ones'),
          wound: never(5),
          furtherWound: null,
          intercepts: [],
          stray: null,
          ...inert,
        },
      ],
      groups: [{ models: 1, wounds: 1 }],
      allocation: 'sequential',
      bystanders: [],
    });
    expect(() => checkPlan(plan)).not.toThrow();
  });

  it('moved, past an Orc, a hill and a friend, into a combat: intercepts, bystanders, a stray test', () => {
    const plan = generalPlanOf(
      compileMesbg(
        mesbg(
          [
            {
              shootValue: 4,
              strength: 3,
              moved: true,
              side: 'evil',
              shots: 'D3',
              reroll: { wound: 'failed' },
              obstructions: [
                { name: 'Orc', defence: 5 },
                {},
                { defence: 4, friendly: true, wounds: 2 },
              ],
            },
          ],
          { defence: 5, wounds: 3, combat: { defence: 6, wounds: 2 } },
        ),
      ),
    );
    // Moved: 5+. S3 vs D5: 5+; vs D4 (a friend: never re-rolled): 5+; vs D6 (the friend in
    // the combat, never re-rolled): 6+.
    expect(plan.profiles[0]).toMatchObject({
      attacks: parseDice('D3'),
      hit: never(5),
      wound: never(5, 'failed'),
      furtherWound: null,
      intercepts: [
        { test: d6Test(4), strikes: 0, wound: { first: d6Test(5, 'failed'), further: null } },
        { test: d6Test(4), strikes: null, wound: null },
        { test: d6Test(4), strikes: 1, wound: { first: d6Test(5), further: null } },
      ],
      stray: { test: d6Test(4), strikes: 2, wound: { first: d6Test(6), further: null } },
    });
    expect(plan.groups).toEqual([{ models: 1, wounds: 3 }]);
    expect(plan.bystanders).toEqual([
      { name: 'Orc', wounds: 1 },
      { wounds: 2 },
      { name: 'friendly model in the combat', wounds: 2 },
    ]);
  });

  it('two-dice entries: S1 vs D6 is 6+/4+, each die re-rolled if failed, against the target and a Troll', () => {
    const plan = generalPlanOf(
      compileMesbg(
        mesbg(
          [
            {
              models: 2,
              shootValue: 3,
              strength: 1,
              reroll: { wound: 'failed' },
              obstructions: [{ name: 'Troll', defence: 7, wounds: 3 }],
            },
          ],
          { defence: 6 },
        ),
      ),
    );
    const a = plan.profiles[0]!;
    expect([a.wound, a.furtherWound]).toEqual([never(6, 'failed'), d6Test(4, 'failed')]);
    // S1 vs D7: 6+/5+.
    expect(a.intercepts![0]!.wound).toEqual({
      first: d6Test(6, 'failed'),
      further: d6Test(5, 'failed'),
    });
    expect(plan.bystanders).toEqual([{ name: 'Troll', wounds: 3 }]);
  });

  it('one model In The Way of two groups is one bystander, struck by both', () => {
    const troll = { name: 'Troll', defence: 6, wounds: 3 };
    const plan = generalPlanOf(
      compileMesbg(
        mesbg(
          [
            { shootValue: 4, strength: 3, obstructions: [troll] },
            { shootValue: 4, strength: 3, obstructions: [{}, troll] },
          ],
          { defence: 3 },
        ),
      ),
    );
    expect(plan.bystanders).toEqual([{ name: 'Troll', wounds: 3 }]);
    expect(plan.profiles.map((a) => a.intercepts!.map((o) => o.strikes))).toEqual([[0], [null, 0]]);
  });

  it('exactMesbg is exactPlan of that plan, its results named as MESBG names them', () => {
    const s = mesbg(
      [{ models: 2, shootValue: 4, strength: 3, side: 'evil', obstructions: [{ defence: 4 }] }],
      { defence: 4, combat: { defence: 3 } },
    );
    const general = exactPlan(generalPlanOf(compileMesbg(s)));
    const r = exactMesbg(compileMesbg(s));
    const same = (a: { toArray(): Float64Array } | undefined) => Array.from(a!.toArray());
    expect(same(r.obstructionHits)).toEqual(same(general.interceptedHits));
    expect(same(r.obstructionSlain)).toEqual(same(general.interceptedSlain));
    expect(same(r.friendlyWounds)).toEqual(same(general.strayWounds));
    expect(same(r.slain)).toEqual(same(general.slain));
    expect(r.obstructionHits.mean()).toBeGreaterThan(0);
  });
});
