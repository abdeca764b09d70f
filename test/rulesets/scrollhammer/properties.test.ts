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
import { attack, attacker, group } from './attack.js';

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
  it('higher Toughness never raises the mean slain of a one-group target', () => {
    fc.assert(
      fc.property(arbAttack, (s) => {
        // In a mixed unit it can: see the next test.
        fc.pre(s.target.groups.length === 1);
        const tougher = withGroups(s, (g) => ({ ...g, toughness: g.toughness + 1 }));
        expect(slain(tougher)).toBeLessThanOrEqual(slain(s) + 1e-12);
      }),
      RUNS,
    );
  });
  it('in a mixed unit higher Toughness can raise the mean slain (the round of the wound pool)', () => {
    // Found by the property above when it covered mixed units. Two BS 1 Critical Strike shots
    // (S1) at a unit whose first model has 2 Wounds and no save, the second 1 Wound, a 2+ ward
    // and FNP 2+. Per shot: a critical wound c = 1/6 × 1/6 = 1/36 at any Toughness (a natural
    // 6 wounds); a plain wound n = 1/6 × 2/6 = 1/18 at T1 (4+), 1/6 × 1/6 = 1/36 at T2 (5+).
    // The first wound goes on the 2-Wound model, which only a critical D3 of 2+ slays:
    // (c + (1 - c - n) c) × 2/3. The second goes on the 1-Wound model:
    // (c + n) × (c × 1/6 + n × 1/36). T1: 46/1296 + 24/46656 = 1680/46656;
    // T2: 140/3888 + 14/46656 = 1694/46656. Fewer plain wounds leave a critical one more
    // often first, on the unprotected model.
    const mixed = (toughness: number) =>
      attack(
        [attacker({ bs: 1, shots: 2, strength: 1, rules: ['critical-strike'] })],
        [group({ toughness, wounds: 2 }), group({ toughness, wounds: 1, ward: 2, feelNoPain: 2 })],
      );
    expect(slain(mixed(1))).toBeCloseTo(1680 / 46656, 14);
    expect(slain(mixed(2))).toBeCloseTo(1694 / 46656, 14);
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

// Issue 8: the rules of Blast, Backfire, Absorb and close combat, over random attacks.
const arbCloseCombat: fc.Arbitrary<ScrollhammerEvaluation> = fc
  .record({
    models: fc.integer({ min: 1, max: 3 }),
    shots: fc.constantFrom<number | string>(1, 2, 'D3'),
    hitOn: fc.integer({ min: 2, max: 6 }),
    strength: fc.integer({ min: 1, max: 9 }),
    rules: fc.subarray(['critical-strike', 'fleshbane', 'backfire']),
    groups: fc.array(arbGroup, { minLength: 1, maxLength: 2 }),
  })
  .map(({ groups, ...a }) =>
    attack([{ ...a, ap: 0, reroll: {} }], groups, { phase: 'close-combat' }),
  );

const arbBlast: fc.Arbitrary<ScrollhammerEvaluation> = fc
  .record({
    models: fc.integer({ min: 1, max: 2 }),
    shots: fc.constantFrom<number | string>(1, 2, 'D3'),
    bs: fc.integer({ min: 1, max: 6 }),
    strength: fc.integer({ min: 1, max: 10 }),
    files: fc.integer({ min: 1, max: 4 }),
    gap: fc.constantFrom(0, 0.5, 1, 2),
    unit: fc.integer({ min: 1, max: 6 }),
    toughness: fc.integer({ min: 2, max: 6 }),
    save,
  })
  .map(({ files, gap, unit, toughness, save, ...a }) =>
    attack(
      [{ ...a, ap: 0, aim: 0, rules: ['blast'], reroll: {} }],
      [{ models: unit, toughness, wounds: 1, rules: [], ...(save ? { save } : {}) }],
      { formation: { files, baseMm: 25, gap } },
    ),
  );

const withRule = (s: ScrollhammerEvaluation, rule: string, more: object = {}) => ({
  ...s,
  attackers: s.attackers.map((a) => ({ ...a, rules: [...a.rules, rule], ...more })),
});

describe('issue 8 rules: properties over random attacks', () => {
  it('Furious Charge when charging never lowers the mean slain of a one-group target; without charging it changes nothing', () => {
    fc.assert(
      fc.property(arbCloseCombat, (s) => {
        expect(slain(withRule(s, 'furious-charge'))).toBeCloseTo(slain(s), 12);
        // +1 Strength is -1 Toughness: in a mixed unit the round of the wound pool can make it
        // slay fewer (see 'in a mixed unit higher Toughness can raise the mean slain').
        if (s.target.groups.length > 1) return;
        const charged = evaluateScrollhammer(withRule(s, 'furious-charge', { charging: true }));
        expect(charged.slain.mean()).toBeGreaterThanOrEqual(slain(s) - 1e-12);
      }),
      RUNS,
    );
  });
  it('Frenzy adds one attack per model: the mean hits grow by models × P(hit)', () => {
    fc.assert(
      fc.property(arbCloseCombat, (s) => {
        const a = s.attackers[0]!;
        const more = evaluateScrollhammer(withRule(s, 'frenzy')).hits.mean();
        expect(more - evaluateScrollhammer(s).hits.mean()).toBeCloseTo(
          (a.models * (7 - a.hitOn!)) / 6,
          10,
        );
      }),
      RUNS,
    );
  });
  it('Chameleon never raises the mean slain in close combat', () => {
    fc.assert(
      fc.property(arbCloseCombat, (s) => {
        const hidden = withGroups(s, (g) => ({ ...g, rules: [...g.rules, 'chameleon'] }));
        expect(slain(hidden)).toBeLessThanOrEqual(slain(s) + 1e-12);
      }),
      RUNS,
    );
  });
  it('intervening models never raise the mean slain', () => {
    fc.assert(
      fc.property(arbAttack, (s) => {
        const behind = { ...s, target: { ...s.target, interveningModels: true } };
        expect(slain(behind)).toBeLessThanOrEqual(slain(s) + 1e-12);
      }),
      RUNS,
    );
  });
  it('Backfire: its results only where the rule is; a better firer save never raises self wounds', () => {
    fc.assert(
      fc.property(arbCloseCombat, fc.integer({ min: 2, max: 6 }), (s, sv) => {
        const r = evaluateScrollhammer(s);
        const has = s.attackers[0]!.rules.includes('backfire');
        expect(r.selfWounds === undefined).toBe(!has);
        if (!has) return;
        const saved = evaluateScrollhammer({
          ...s,
          attackers: s.attackers.map((a) => ({ ...a, save: sv })),
        });
        expect(saved.selfWounds!.mean()).toBeLessThanOrEqual(r.selfWounds!.mean() + 1e-12);
        expectDistribution(r.selfWounds!);
      }),
      RUNS,
    );
  });
  it('blast: every distribution sums to 1; a Large Blast (same aim) never has fewer mean hits', () => {
    fc.assert(
      fc.property(arbBlast, (s) => {
        const r = evaluateScrollhammer(s);
        for (const d of Object.values(r)) if (d) expectDistribution(d);
        const large = {
          ...s,
          attackers: s.attackers.map((a) => ({ ...a, rules: ['large-blast'] })),
        };
        expect(evaluateScrollhammer(large).hits.mean()).toBeGreaterThanOrEqual(
          r.hits.mean() - 1e-12,
        );
      }),
      { numRuns: 30 },
    );
  });
});
