import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactPlan } from '../../src/attack/exact.js';
import { parseDice } from '../../src/dice/index.js';
import type { Dist } from '../../src/dist/index.js';
import type { GeneralPlan } from '../../src/plan/plan.js';
import { criticalTest } from '../../src/rules/criticalTest.js';
import { damage, defence, plan, profile } from './plans.js';

/** A small random plan: its save and Feel No Pain are given, the rest drawn. */
const shape = fc.record({
  models: fc.integer({ min: 1, max: 3 }),
  hit: fc.integer({ min: 2, max: 6 }),
  critHit: fc.integer({ min: 5, max: 7 }),
  wound: fc.integer({ min: 2, max: 6 }),
  sustained: fc.boolean(),
  lethal: fc.boolean(),
  devastating: fc.boolean(),
  last: fc.boolean(),
  dice: fc.constantFrom('1', '2', 'D3', 'D6'),
  targets: fc.integer({ min: 1, max: 4 }),
  wounds: fc.integer({ min: 1, max: 3 }),
  allocation: fc.constantFrom('rules' as const, 'sequential' as const),
});
type Shape = typeof shape extends fc.Arbitrary<infer T> ? T : never;

function build(s: Shape, save: number, fnp: number | null): GeneralPlan {
  return plan(
    [
      profile({
        models: s.models,
        attacks: parseDice(2),
        hit: criticalTest(s.hit, s.critHit),
        onCriticalHit: { extraHits: s.sustained ? parseDice(1) : null, autoWound: s.lethal },
        wound: criticalTest(s.wound),
        onCriticalWound: {
          noSave: s.devastating,
          mortal: null,
          damage: null,
          resolvedLast: s.last,
        },
        damage: damage(s.dice),
        against: [defence(save, save, fnp)],
      }),
    ],
    [{ models: s.targets, wounds: s.wounds }],
    s.allocation,
  );
}

/** P(X >= k) of b never above a's, for every k (b never slays more, in law). */
function dominated(a: { atLeast(k: number): number; max: number }, b: typeof a) {
  for (let k = 0; k <= Math.max(a.max, b.max); k++) {
    expect(b.atLeast(k)).toBeLessThanOrEqual(a.atLeast(k) + 1e-12);
  }
}

describe('exactPlan properties', () => {
  it('every result sums to 1 and is never negative', () => {
    fc.assert(
      fc.property(shape, fc.integer({ min: 2, max: 7 }), (s, save) => {
        for (const d of Object.values(exactPlan(build(s, save, 5))) as Dist[]) {
          const p = d.toArray();
          expect(p.every((x) => x >= 0)).toBe(true);
          expect(Math.abs(p.reduce((a, x) => a + x, 0) - 1)).toBeLessThan(1e-12);
        }
      }),
      { numRuns: 40 },
    );
  });
  it('a better save never raises models slain or wounds lost', () => {
    fc.assert(
      fc.property(shape, fc.integer({ min: 3, max: 7 }), (s, save) => {
        const worse = exactPlan(build(s, save, null));
        const better = exactPlan(build(s, save - 1, null));
        dominated(worse.slain, better.slain);
        dominated(worse.woundsLost, better.woundsLost);
      }),
      { numRuns: 40 },
    );
  });
  it('Feel No Pain never raises models slain', () => {
    fc.assert(
      fc.property(shape, fc.integer({ min: 2, max: 6 }), (s, fnp) => {
        const without = exactPlan(build(s, 4, null));
        const withFnp = exactPlan(build(s, 4, fnp));
        dominated(without.slain, withFnp.slain);
        dominated(without.damage, withFnp.damageAfterFnp);
      }),
      { numRuns: 40 },
    );
  });
});
