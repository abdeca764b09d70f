// The general plan's counts sampler (src/attack/sampleCounts.ts): which plans it takes, its
// agreement with the exact engine (chi-square at fixed seeds, on every feature plan it takes
// and on larger volleys), and the dice-by-dice sampler, which the other plans run, held to the
// exact engine too now that it is no longer the default of most plans.
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs benchmark script, without types
import { profiles40k } from '../../bench/profiles40k.mjs';
import { exactPlan } from '../../src/attack/exact.js';
import { samplePlanChunks, samplePlanCounts } from '../../src/attack/sample.js';
import { planCountsSupport } from '../../src/attack/sampleCounts.js';
import { parseDice } from '../../src/dice/index.js';
import type { GeneralPlan } from '../../src/plan/plan.js';
import { DiceStream, pcg32 } from '../../src/random/index.js';
import { criticalTest } from '../../src/rules/criticalTest.js';
import { d6Test } from '../../src/rules/d6Test.js';
import { expectCountsFit } from '../stats/chiSquareHelper.js';
import { FEATURES } from './plans.js';

const taken = FEATURES.filter(([, p]) => planCountsSupport(p) === null);

describe('planCountsSupport', () => {
  it('takes the plans of the common keywords, and says why it refuses the others', () => {
    const refused = Object.fromEntries(
      FEATURES.filter(([, p]) => planCountsSupport(p) !== null).map(([n, p]) => [
        n,
        planCountsSupport(p),
      ]),
    );
    expect(taken.length).toBeGreaterThanOrEqual(15);
    const among =
      'profiles[0].onCriticalWound: a critical wound unlike an ordinary one, resolved among them';
    // Plans of features added since (they run dice by dice until this sampler learns them) may
    // be refused too.
    expect(refused).toMatchObject({
      // Its critical wounds ignore Feel No Pain, the ordinary ones do not.
      'Feel No Pain ignored by critical wounds': among,
      // The save re-rolls 1s, the critical save does not.
      're-roll ones and failed': among,
      'critical wounds of their own save and D3 damage ignoring Feel No Pain, mixed with ordinary ones in one chain, two groups':
        'profiles[0].onCriticalWound: a critical wound unlike an ordinary one, resolved among them',
      'non-critical re-rolls with automatic wounds and no save':
        'profiles[0].onCriticalWound: a critical wound unlike an ordinary one, resolved among them',
      'self wounds on hit rolls of 1 after a re-roll of failed hits, the attacker saving':
        'profiles[0].selfWounds',
      'self wounds on a die of their own, automatic hits': 'profiles[0].selfWounds',
      'restore and gain: two models, Lethal Hits (an automatic wound rolls no restore die)':
        'profiles[0].restore',
    });
  });
  it('refuses a field it does not know, so that a feature added later falls back', () => {
    const p = FEATURES[0]![1];
    const later = {
      ...p,
      profiles: [{ ...p.profiles[0]!, twinLinked: true }],
    } as unknown as GeneralPlan;
    expect(planCountsSupport(later)).toBe('profiles[0].twinLinked');
    const off = {
      ...p,
      profiles: [{ ...p.profiles[0]!, twinLinked: false }],
    } as unknown as GeneralPlan;
    expect(planCountsSupport(off)).toBeNull();
  });
});

describe('the dice-by-dice sampler against exactPlan (chi-square at fixed seeds)', () => {
  it.each(taken.map(([name, p], i) => [name, p, i] as const))('%s', (_, p, seed) => {
    const samples = 10_000;
    expectCountsFit(exactPlan(p), samplePlanCounts(p, { samples, seed, mode: 'dice' }), samples);
  });
});

describe('the counts sampler on larger volleys, against exactPlan', () => {
  const cases = profiles40k({ criticalTest, d6Test, parseDice }) as Record<
    string,
    { plan: GeneralPlan }
  >;
  it.each(Object.entries(cases))('%s (bench/profiles40k.mjs), over two chunks', (_, c) => {
    expect(planCountsSupport(c.plan)).toBeNull();
    const samples = 70_000;
    expectCountsFit(exactPlan(c.plan), samplePlanCounts(c.plan, { samples, seed: 3 }), samples);
  });
  it('two groups with their own saves and Feel No Pain, and a re-rolled hit', () => {
    const base = cases.critical!.plan.profiles[0]!;
    const plan: GeneralPlan = {
      profiles: [
        {
          ...base,
          models: 3,
          hit: criticalTest(3, 6, 'ones'),
          against: [
            { save: d6Test(3), criticalSave: d6Test(3), feelNoPain: null },
            { save: d6Test(5, 'failed'), criticalSave: d6Test(5), feelNoPain: d6Test(6) },
          ],
        },
      ],
      groups: [
        { models: 2, wounds: 2 },
        { models: 1, wounds: 3 },
      ],
      allocation: 'sequential',
    };
    expect(planCountsSupport(plan)).toBeNull();
    const samples = 20_000;
    expectCountsFit(exactPlan(plan), samplePlanCounts(plan, { samples, seed: 4 }), samples);
  });
  it('runs of more than 64 alike unsaved wounds (constant damage 2 on W3 models, no save)', () => {
    // 60 models of 2 automatic hits wounding on 2+ (5/6): about 100 wounds a volley, none saved,
    // so a run of alike wounds passes the 64 a run table moves at once (runJumpTable) and
    // takes two lookups; 80 models of W3 take 2 wounds each, about 160, so the unit is not
    // all slain and the state after a run depends on its length.
    const base = cases.intercessors!.plan.profiles[0]!;
    const plan: GeneralPlan = {
      profiles: [
        {
          ...base,
          models: 60,
          hit: 'auto',
          wound: criticalTest(2),
          damage: { ...base.damage, dice: parseDice(2) },
          against: [{ save: d6Test(7), criticalSave: d6Test(7), feelNoPain: null }],
        },
      ],
      groups: [{ models: 80, wounds: 3 }],
      allocation: 'sequential',
    };
    expect(planCountsSupport(plan)).toBeNull();
    const samples = 20_000;
    const counts = samplePlanCounts(plan, { samples, seed: 5 });
    expect(counts.unsaved!.findIndex((c) => c > 0)).toBeGreaterThan(64);
    expectCountsFit(exactPlan(plan), counts, samples);
  });
});

describe('chunks', () => {
  const plan = FEATURES[1]![1];
  it.each(['auto', 'dice'] as const)('%s: chunks counted apart add up to the whole run', (mode) => {
    const options = { samples: 140_000, seed: 8, mode };
    const whole = samplePlanCounts(plan, options);
    const parts = [samplePlanChunks(plan, options, 0, 1), samplePlanChunks(plan, options, 1, 3)];
    for (const [key, counts] of Object.entries(whole)) {
      const sum = counts.map((_, i) => parts[0]![key]![i]! + parts[1]![key]![i]!);
      expect(sum).toEqual(counts);
    }
  });
});

describe('DiceStream.take', () => {
  it('deals the dice of as many d6() calls, packed 3 bits each', () => {
    const a = new DiceStream(pcg32(42, 54));
    const b = new DiceStream(pcg32(42, 54));
    for (const k of [0, 3, 1, 8, 4, 7, 2, 5, 6, 8, 8, 1]) {
      const x = a.take(k);
      for (let i = 0; i < k; i++) expect((x >>> (3 * i)) & 7).toBe(b.d6());
      expect(x >>> (3 * k)).toBe(0);
    }
  });
});
