import { describe, expect, it } from 'vitest';
import {
  applyProfileRules,
  defineProfileRule,
  evaluatePlan,
  PlanResult,
} from '../../src/attack/evaluate.js';
import { exactPlan } from '../../src/attack/exact.js';
import { parseDice } from '../../src/dice/index.js';
import { InputError, TooLargeError } from '../../src/errors.js';
import type { GeneralPlan } from '../../src/plan/plan.js';
import { criticalTest } from '../../src/rules/criticalTest.js';
import { FEATURES, plan, profile } from './plans.js';

const sustained = FEATURES[1]![1];

describe('evaluatePlan', () => {
  it('exact: the engine results, by name, in the result format', () => {
    const r = evaluatePlan(sustained);
    expect(r).toBeInstanceOf(PlanResult);
    expect([r.method, r.seed, r.samples]).toEqual(['exact', null, null]);
    expect(r.results.slain!.toArray()).toEqual(exactPlan(sustained).slain.toArray());
    const json = JSON.parse(JSON.stringify(r));
    expect(Object.keys(json)).toEqual(['ruleset', 'method', 'seed', 'samples', 'results']);
    expect(Object.keys(json.results).slice(0, 5)).toEqual([
      'hits',
      'wounds',
      'unsaved',
      'slain',
      'woundsLost',
    ]);
  });
  it('monte-carlo: seeded, with its seed and samples', () => {
    const a = evaluatePlan(sustained, { method: 'monte-carlo', samples: 3000, seed: 4 });
    const b = evaluatePlan(sustained, { method: 'monte-carlo', samples: 3000, seed: 4 });
    expect([a.method, a.seed, a.samples]).toEqual(['monte-carlo', 4, 3000]);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
  it('refuses an unknown method', () => {
    expect(() => evaluatePlan(sustained, { method: 'guess' as 'exact' })).toThrow(InputError);
  });
});

describe('defineProfileRule', () => {
  const lethal = defineProfileRule({
    name: 'lethal',
    citation: 'house rule',
    apply: (p) => ({ ...p, onCriticalHit: { ...p.onCriticalHit, autoWound: true } }),
  });
  it('builds a frozen rule that changes a profile, applied in order', () => {
    expect(Object.isFrozen(lethal)).toBe(true);
    const base = profile();
    const p = applyProfileRules(base, [lethal]);
    expect(p.onCriticalHit.autoWound).toBe(true);
    expect(base.onCriticalHit.autoWound).toBe(false);
    // 1/6 critical (wounds) + 2/6 hit × 1/2: 1/3 wounds, against 1/4 without.
    expect(exactPlan(plan([p])).wounds.at(1)).toBeCloseTo(1 / 3, 14);
  });
  it('refuses a rule without a kebab-case name, a citation or apply', () => {
    expect(() => defineProfileRule({ ...lethal, name: 'Lethal Hits' })).toThrow(/name/);
    expect(() => defineProfileRule({ ...lethal, citation: '' })).toThrow(/citation/);
    expect(() => defineProfileRule({ ...lethal, apply: 3 as never })).toThrow(/apply/);
  });
});

describe('checkPlan at the entry of both engines', () => {
  const bad = (over: Record<string, unknown>, field: string) => {
    const p = { ...sustained, profiles: [{ ...sustained.profiles[0]!, ...over }] } as GeneralPlan;
    for (const run of [
      () => exactPlan(p),
      () => evaluatePlan(p, { method: 'monte-carlo', samples: 10 }),
    ]) {
      expect(run).toThrow(InputError);
      try {
        run();
      } catch (e) {
        expect((e as InputError).field).toBe(field);
      }
    }
  };
  it('names the field', () => {
    bad({ hit: { ...criticalTest(3), criticalOn: 1 } }, 'profiles[0].hit.criticalOn');
    bad({ wound: { ...criticalTest(3), reroll: 'all' } }, 'profiles[0].wound.reroll');
    bad({ models: 0 }, 'profiles[0].models');
    bad({ attacks: 'D6' }, 'profiles[0].attacks');
    bad({ against: [] }, 'profiles[0].against');
    bad(
      {
        onCriticalWound: {
          noSave: true,
          mortal: { spill: 'yes' },
          damage: null,
          resolvedLast: false,
        },
      },
      'profiles[0].onCriticalWound.mortal.spill',
    );
    bad(
      { onCriticalHit: { extraHits: null, autoWound: true, mortalWounds: parseDice(1) } },
      'profiles[0].onCriticalHit.mortalWounds',
    );
    bad(
      {
        onCriticalHit: { extraHits: null, autoWound: false, mortalWounds: parseDice(1) },
        onCriticalWound: { noSave: true, mortal: null, damage: null, resolvedLast: true },
      },
      'profiles[0].onCriticalHit.mortalWounds',
    );
    expect(() => exactPlan({ ...sustained, allocation: 'random' as 'rules' })).toThrow(
      /allocation/,
    );
    expect(() => exactPlan({ ...sustained, groups: [{ models: 1, wounds: 0 }] })).toThrow(
      /groups\[0\]\.wounds/,
    );
  });
});

describe('exactPlan limits', () => {
  it('refuses a computation too large before any work, with a TooLargeError', () => {
    const huge = plan(
      [
        profile({
          models: 1000,
          attacks: parseDice('10D6'),
          hit: 'auto',
          onCriticalWound: {
            noSave: false,
            mortal: null,
            damage: { dice: parseDice(2), add: 0, halve: false, reduce: 0, slay: false },
            resolvedLast: true,
          },
        }),
      ],
      [{ models: 300, wounds: 3 }],
      'rules',
    );
    expect(() => exactPlan(huge)).toThrow(TooLargeError);
  });
  it('mortal wounds with spill-over at a unit of several groups: no exact path, an InputError', () => {
    const p = plan(
      [
        profile(
          {
            onCriticalWound: {
              noSave: true,
              mortal: { spill: true },
              damage: null,
              resolvedLast: false,
            },
          },
          2,
        ),
      ],
      [
        { models: 1, wounds: 1 },
        { models: 1, wounds: 2 },
      ],
    );
    expect(() => exactPlan(p)).toThrow(/monte-carlo/);
    expect(evaluatePlan(p, { method: 'monte-carlo', samples: 100 }).results.slain).toBeDefined();
  });
});
