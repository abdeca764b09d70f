// Properties of the exact engine over random valid attacks (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Dist } from '../../../src/dist/index.js';
import type {
  AttackerInput,
  TargetGroupInput,
} from '../../../src/rulesets/scrollhammer/compile.js';
import {
  evaluateScrollhammer,
  type ScrollhammerEvaluation,
} from '../../../src/rulesets/scrollhammer/evaluate.js';
import { attack } from './attack.js';

const save = fc.option(fc.integer({ min: 2, max: 6 }), { nil: undefined });
const arbAttacker: fc.Arbitrary<AttackerInput> = fc.record({
  models: fc.integer({ min: 1, max: 4 }),
  bs: fc.integer({ min: 1, max: 10 }),
  shots: fc.constantFrom<number | string>(1, 2, 'D3'),
  strength: fc.integer({ min: 1, max: 10 }),
  ap: fc.integer({ min: 0, max: 3 }),
  rules: fc.subarray(['critical-strike', 'blind', 'fleshbane', 'magical']),
  reroll: fc.record({}),
});
const arbGroup: fc.Arbitrary<TargetGroupInput> = fc
  .record({
    models: fc.integer({ min: 1, max: 4 }),
    toughness: fc.integer({ min: 1, max: 9 }),
    wounds: fc.integer({ min: 1, max: 3 }),
    save,
    ward: save,
    feelNoPain: save,
    rules: fc.subarray(['eternal-warrior', 'ethereal']),
  })
  .map(({ save, ward, feelNoPain, ...g }) => ({
    ...g,
    ...(save === undefined ? {} : { save }),
    ...(ward === undefined ? {} : { ward }),
    ...(feelNoPain === undefined ? {} : { feelNoPain }),
  }));
const arbAttack: fc.Arbitrary<ScrollhammerEvaluation> = fc
  .record({
    attackers: fc.array(arbAttacker, { minLength: 1, maxLength: 2 }),
    groups: fc.array(arbGroup, { minLength: 1, maxLength: 2 }),
    cover: save,
    goneToGround: fc.boolean(),
    allocation: fc.constantFrom('rules' as const, 'sequential' as const),
  })
  .map(({ attackers, groups, cover, goneToGround, allocation }) =>
    attack(attackers, groups, { goneToGround, allocation, ...(cover ? { cover } : {}) }),
  );

const slain = (s: ScrollhammerEvaluation) => evaluateScrollhammer(s).slain.mean();
const withGroups = (s: ScrollhammerEvaluation, f: (g: TargetGroupInput) => TargetGroupInput) => ({
  ...s,
  target: { ...s.target, groups: s.target.groups.map(f) },
});
const RUNS = { numRuns: 60 };

function expectDistribution(d: Dist) {
  const p = d.toArray();
  expect(p.every((x) => Number.isFinite(x) && x >= 0)).toBe(true);
  expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
}

describe('evaluateScrollhammer (exact) properties over random attacks', () => {
  it('every distribution sums to 1 with no negative or NaN values', () => {
    fc.assert(
      fc.property(arbAttack, (s) => {
        for (const d of Object.values(evaluateScrollhammer(s))) if (d) expectDistribution(d);
      }),
      RUNS,
    );
  });
  it('a better armour save never raises the mean slain', () => {
    fc.assert(
      fc.property(arbAttack, (s) => {
        const better = withGroups(s, (g) => ({ ...g, save: Math.max(2, (g.save ?? 7) - 1) }));
        expect(slain(better)).toBeLessThanOrEqual(slain(s) + 1e-12);
      }),
      RUNS,
    );
  });
  it('higher Toughness never raises the mean slain', () => {
    fc.assert(
      fc.property(arbAttack, (s) => {
        const tougher = withGroups(s, (g) => ({ ...g, toughness: g.toughness + 1 }));
        expect(slain(tougher)).toBeLessThanOrEqual(slain(s) + 1e-12);
      }),
      RUNS,
    );
  });
  it('Feel No Pain never raises the mean slain', () => {
    fc.assert(
      fc.property(arbAttack, fc.integer({ min: 2, max: 6 }), (s, on) => {
        const fnp = withGroups(s, (g) => ({ ...g, feelNoPain: Math.min(g.feelNoPain ?? 7, on) }));
        expect(slain(fnp)).toBeLessThanOrEqual(slain(s) + 1e-12);
      }),
      RUNS,
    );
  });
  it('a re-roll never lowers the mean hits', () => {
    fc.assert(
      fc.property(arbAttack, fc.constantFrom('ones' as const, 'failed' as const), (s, r) => {
        const rerolled = {
          ...s,
          attackers: s.attackers.map((a) => ({ ...a, reroll: { hit: r, wound: r } })),
        };
        const before = evaluateScrollhammer(s);
        const after = evaluateScrollhammer(rerolled);
        expect(after.hits.mean()).toBeGreaterThanOrEqual(before.hits.mean() - 1e-12);
        expect(after.wounds.mean()).toBeGreaterThanOrEqual(before.wounds.mean() - 1e-12);
      }),
      RUNS,
    );
  });
  it('allocation "rules" never slays fewer than "sequential" (at every k)', () => {
    fc.assert(
      fc.property(arbAttack, (s) => {
        const rules = evaluateScrollhammer({ ...s, allocation: 'rules' }).slain;
        const seq = evaluateScrollhammer({ ...s, allocation: 'sequential' }).slain;
        for (let k = 0; k <= rules.max; k++) {
          expect(rules.atLeast(k)).toBeGreaterThanOrEqual(seq.atLeast(k) - 1e-12);
        }
      }),
      RUNS,
    );
  });
});
