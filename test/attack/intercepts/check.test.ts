// checkPlan on the intercept fields: every bad field, and every feature the intercept engines
// do not take, is an InputError naming its path in the plan; the engines' dispatch.
import { describe, expect, it } from 'vitest';
import { exactPlan, exactPlanSize } from '../../../src/attack/exact.js';
import { interceptWork } from '../../../src/attack/intercepts/exact.js';
import { samplePlan } from '../../../src/attack/sample.js';
import { parseDice } from '../../../src/dice/index.js';
import { InputError } from '../../../src/errors.js';
import { checkPlan } from '../../../src/plan/check.js';
import { usesIntercepts } from '../../../src/plan/checkIntercepts.js';
import type { AttackProfile, GeneralPlan } from '../../../src/plan/plan.js';
import { d6Test } from '../../../src/rules/d6Test.js';
import { defence, plan as generalPlan, profile } from '../plans.js';
import { archers, FORD, plain, sentry, wall } from './plans.js';

const base = FORD[1]![1];
const one = (over: Partial<AttackProfile>): GeneralPlan => ({
  ...base,
  profiles: [{ ...base.profiles[0]!, ...over }],
});

function fieldOf(plan: unknown): string {
  try {
    checkPlan(plan as GeneralPlan);
  } catch (e) {
    if (e instanceof InputError) return e.field;
    throw e;
  }
  return expect.fail('no error thrown');
}

describe('checkPlan: the intercept fields, each bad one named by its path', () => {
  it.each([
    ['bystanders', { ...base, bystanders: 'none' }],
    ['bystanders[0]', { ...base, bystanders: [null, { wounds: 1 }] }],
    ['bystanders[1].wounds', { ...base, bystanders: [{ wounds: 1 }, { wounds: 0 }] }],
    ['bystanders[0].name', { ...base, bystanders: [{ wounds: 1, name: 3 }, { wounds: 1 }] }],
    ['profiles[0].intercepts', one({ intercepts: wall as never })],
    [
      'profiles[0].intercepts[1].test.need',
      one({ intercepts: [wall, { ...wall, test: { need: 1, reroll: 'none', rerollNeed: 1 } }] }),
    ],
    [
      'profiles[0].intercepts[0].test.reroll',
      one({ intercepts: [{ ...wall, test: { need: 4, reroll: 'all' as 'ones', rerollNeed: 4 } }] }),
    ],
    ['profiles[0].intercepts[0].strikes', one({ intercepts: [{ ...sentry, strikes: 2 }] })],
    ['profiles[0].intercepts[0].strikes', one({ intercepts: [{ ...sentry, strikes: 0.5 }] })],
    ['profiles[0].intercepts[0].wound', one({ intercepts: [{ ...wall, wound: sentry.wound }] })],
    ['profiles[0].intercepts[0].wound', one({ intercepts: [{ ...sentry, wound: null }] })],
    [
      'profiles[0].intercepts[0].wound.further.need',
      one({
        intercepts: [
          {
            ...sentry,
            wound: { first: d6Test(6), further: { need: 8, reroll: 'none', rerollNeed: 8 } },
          },
        ],
      }),
    ],
    ['profiles[0].stray', one({ stray: 4 as never })],
    [
      'profiles[0].stray.strikes',
      one({ stray: { test: d6Test(4), strikes: -1, wound: sentry.wound! } }),
    ],
    [
      'profiles[0].stray.strikes',
      one({ stray: { test: d6Test(4), strikes: 0, wound: sentry.wound! } }),
    ],
    [
      'profiles[0].furtherWound.rerollNeed',
      one({ furtherWound: { need: 4, reroll: 'none', rerollNeed: 0 } }),
    ],
  ])('%s', (field, plan) => {
    expect(fieldOf(plan)).toBe(field);
  });

  it('every stray of a plan strikes one bystander: the second names its own strikes', () => {
    const stray = base.profiles[0]!.stray!;
    const plan: GeneralPlan = {
      ...base,
      bystanders: [...base.bystanders!, { wounds: 1 }],
      profiles: [base.profiles[0]!, { ...base.profiles[0]!, stray: { ...stray, strikes: 2 } }],
    };
    expect(fieldOf(plan)).toBe('profiles[1].stray.strikes');
  });

  it('an intercept striking a bystander needs the plan to list it', () => {
    const plan = generalPlan([archers({ intercepts: [sentry] })]);
    expect(fieldOf(plan)).toBe('profiles[0].intercepts[0].strikes');
    expect(() => checkPlan(plan)).toThrow(/the plan lists no bystanders/);
  });
});

describe('a plan with intercepts that asks for what the intercept engines do not do', () => {
  it.each([
    [
      'groups',
      {
        ...base,
        groups: [
          { models: 1, wounds: 1 },
          { models: 1, wounds: 2 },
        ],
        profiles: [{ ...base.profiles[0]!, against: [defence(), defence()] }],
      },
    ],
    ['profiles[0].hit.criticalOn', one({ hit: { ...plain(4), criticalOn: 6 } })],
    ['profiles[0].hit.reroll', one({ hit: { ...plain(4), reroll: 'non-critical' } })],
    ['profiles[0].wound.criticalOn', one({ wound: { ...plain(4), criticalOn: 5 } })],
    ['profiles[0].wound.reroll', one({ wound: { ...plain(4), reroll: 'non-critical' } })],
    [
      'profiles[0].onCriticalHit.extraHits',
      one({ onCriticalHit: { extraHits: parseDice(1), autoWound: false } }),
    ],
    [
      'profiles[0].onCriticalHit.autoWound',
      one({ onCriticalHit: { extraHits: null, autoWound: true } }),
    ],
    [
      'profiles[0].onCriticalHit.mortalWounds',
      one({ onCriticalHit: { extraHits: null, autoWound: false, mortalWounds: parseDice(1) } }),
    ],
    [
      'profiles[0].onCriticalWound.noSave',
      one({ onCriticalWound: { noSave: true, mortal: null, damage: null, resolvedLast: false } }),
    ],
    [
      'profiles[0].onCriticalWound.mortal',
      one({
        onCriticalWound: {
          noSave: false,
          mortal: { spill: true },
          damage: null,
          resolvedLast: false,
        },
      }),
    ],
    [
      'profiles[0].onCriticalWound.resolvedLast',
      one({ onCriticalWound: { noSave: false, mortal: null, damage: null, resolvedLast: true } }),
    ],
    [
      'profiles[0].damage.dice',
      one({ damage: { dice: parseDice('D3'), add: 0, halve: false, reduce: 0, slay: false } }),
    ],
    [
      'profiles[0].damage.add',
      one({ damage: { dice: parseDice(1), add: 1, halve: false, reduce: 0, slay: false } }),
    ],
    [
      'profiles[0].damage.slay',
      one({ damage: { dice: parseDice(1), add: 0, halve: false, reduce: 0, slay: true } }),
    ],
    ['profiles[0].against[0].save', one({ against: [defence(4)] })],
    ['profiles[0].against[0].feelNoPain', one({ against: [defence(7, 7, 5)] })],
    [
      'profiles[0].hit',
      one({
        hit: {
          marker: {
            diameter: 3,
            formation: { models: 1 } as never,
            aim: 0,
            subtract: 3,
            reroll: false,
            autohit: false,
            cluster: false,
          },
        },
      }),
    ],
    [
      'profiles[0].selfWounds',
      one({ selfWounds: { separateDie: false, save: d6Test(7), feelNoPain: null } }),
    ],
    ['profiles[0].restore', one({ restore: d6Test(4) })],
    ['profiles[0].gain', one({ gain: { per: 1, test: d6Test(5) } })],
    ['profiles[0].against[0].slay', one({ against: [{ ...defence(), slay: true }] })],
    ['groups[0].character', { ...base, groups: [{ models: 1, wounds: 2, character: true }] }],
    [
      'profiles[0].against[0].damageReduction',
      one({ against: [{ ...defence(), damageReduction: { halve: true, reduce: 0 } }] }),
    ],
  ] as [string, GeneralPlan][])(
    '%s: InputError from checkPlan, exactPlan and samplePlan',
    (field, plan) => {
      expect(fieldOf(plan)).toBe(field);
      expect(() => exactPlan(plan)).toThrow(InputError);
      expect(() => samplePlan(plan, { samples: 10 })).toThrow(InputError);
    },
  );

  it('a plan listing no bystander field and no further die is not one for the intercept engines', () => {
    expect(usesIntercepts(generalPlan([profile()]))).toBe(false);
    expect(usesIntercepts(generalPlan([profile({ intercepts: [] })]))).toBe(false);
    expect(usesIntercepts({ ...generalPlan([profile()]), bystanders: [] })).toBe(true);
    expect(usesIntercepts(generalPlan([archers({ furtherWound: d6Test(4) })]))).toBe(true);
    expect(usesIntercepts(null as unknown as GeneralPlan)).toBe(false);
  });

  it("exactPlanSize of a plan with intercepts is the intercept engine's work", () => {
    for (const [, plan] of FORD) expect(exactPlanSize(plan).work).toBe(interceptWork(plan));
    // Two archers of one shot: counts 0..2, so A = 3 entries: 8 × 3² + 6 × 3 × 1 = 90.
    expect(interceptWork(FORD[0]![1])).toBe(8 * 3 * 3 + 6 * 3 * 1);
  });
});
