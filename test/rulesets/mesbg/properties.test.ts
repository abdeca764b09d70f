// Properties of the MESBG engines over random valid attacks (fast-check). Orders are checked
// as first-order stochastic dominance, P(X >= k) for every k, which is stronger than means.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Dist } from '../../../src/dist/index.js';
import { evaluateMesbg } from '../../../src/rulesets/mesbg/evaluate.js';
import type {
  MesbgAttacker,
  MesbgObstruction,
  MesbgScenario,
} from '../../../src/scenario/types.js';
import { expectValid } from '../../dist/helpers.js';
import { mesbg } from './scenario.js';

const arbObstruction: fc.Arbitrary<MesbgObstruction> = fc.oneof(
  fc.constant({}),
  // Named models: the same name is the same model, so the same profile.
  fc.constantFrom({ name: 'Orc', defence: 5, wounds: 1 }, { name: 'Troll', defence: 7, wounds: 3 }),
  fc.record({
    defence: fc.integer({ min: 1, max: 10 }),
    wounds: fc.integer({ min: 1, max: 2 }),
    friendly: fc.boolean(),
  }),
);
const reroll = fc.option(fc.constantFrom('ones' as const, 'failed' as const), { nil: undefined });
const arbAttacker: fc.Arbitrary<MesbgAttacker> = fc
  .record({
    models: fc.integer({ min: 1, max: 3 }),
    shootValue: fc.integer({ min: 2, max: 6 }),
    strength: fc.integer({ min: 1, max: 10 }),
    moved: fc.boolean(),
    shots: fc.constantFrom<number | string>(1, 2, 'D3'),
    obstructions: fc.array(arbObstruction, { maxLength: 2 }),
    hit: reroll,
    wound: reroll,
  })
  .map(({ hit, wound, ...a }) => ({
    ...a,
    inTheWay: 0,
    side: 'evil' as const,
    reroll: { ...(hit ? { hit } : {}), ...(wound ? { wound } : {}) },
  }));
const arbScenario: fc.Arbitrary<MesbgScenario> = fc
  .record({
    attackers: fc.array(arbAttacker, { minLength: 1, maxLength: 2 }),
    defence: fc.integer({ min: 1, max: 10 }),
    wounds: fc.integer({ min: 1, max: 3 }),
    combat: fc.option(
      fc.record({
        defence: fc.integer({ min: 1, max: 10 }),
        wounds: fc.integer({ min: 1, max: 2 }),
      }),
      { nil: undefined },
    ),
  })
  .map(({ attackers, combat, ...t }) => mesbg(attackers, { ...t, ...(combat ? { combat } : {}) }));

const RUNS = { numRuns: 80 };

/** P(a >= k) <= P(b >= k) for every k: b is at least as large as a in distribution. */
function expectDominated(a: Dist, b: Dist, what: string) {
  for (let k = 1; k <= Math.max(a.max, b.max); k++) {
    if (a.atLeast(k) > b.atLeast(k) + 1e-12) {
      expect.fail(`${what}: P(>= ${k}) ${a.atLeast(k)} above ${b.atLeast(k)}`);
    }
  }
}

const withAttackers = (
  s: MesbgScenario,
  f: (a: MesbgAttacker) => MesbgAttacker,
): MesbgScenario => ({
  ...s,
  attackers: s.attackers.map(f),
});

describe('evaluateMesbg properties over random attacks', () => {
  it('evaluateMesbg: every distribution, exact or sampled, sums to 1 with no negative or NaN value', () => {
    fc.assert(
      fc.property(arbScenario, (s) => {
        for (const d of Object.values(evaluateMesbg(s))) expectValid(d!);
        const sampled = evaluateMesbg({ ...s, method: 'monte-carlo', samples: 200, seed: 1 });
        for (const d of Object.values(sampled)) expectValid(d!);
      }),
      RUNS,
    );
  });

  it('evaluateMesbg: unsaved equals wounds, and slain is P(wounds >= the Wounds of the target)', () => {
    fc.assert(
      fc.property(arbScenario, (s) => {
        const r = evaluateMesbg(s);
        expect(Array.from(r.unsaved.toArray())).toEqual(Array.from(r.wounds.toArray()));
        expect(r.slain.at(1)).toBeCloseTo(r.wounds.atLeast(s.target.wounds), 12);
      }),
      RUNS,
    );
  });

  it('evaluateMesbg: a better Shoot Value never lowers hits, wounds or slain', () => {
    fc.assert(
      fc.property(arbScenario, fc.nat(), (s, pick) => {
        const i = pick % s.attackers.length;
        const better = {
          ...s,
          attackers: s.attackers.map((a, j) =>
            j === i ? { ...a, shootValue: Math.max(2, a.shootValue - 1) } : a,
          ),
        };
        const before = evaluateMesbg(s);
        const after = evaluateMesbg(better);
        expectDominated(before.hits, after.hits, 'hits');
        expectDominated(before.wounds, after.wounds, 'wounds');
        expectDominated(before.slain, after.slain, 'slain');
      }),
      RUNS,
    );
  });

  it('evaluateMesbg: more obstructions never raise wounds on the target, nor slain', () => {
    fc.assert(
      fc.property(arbScenario, arbObstruction, fc.nat(), fc.nat(), (s, o, pick, at) => {
        const i = pick % s.attackers.length;
        const more = {
          ...s,
          attackers: s.attackers.map((a, j) => {
            if (j !== i) return a;
            const list = [...(a.obstructions ?? [])];
            list.splice(at % (list.length + 1), 0, o);
            return { ...a, obstructions: list };
          }),
        };
        const before = evaluateMesbg(s);
        const after = evaluateMesbg(more);
        expectDominated(after.wounds, before.wounds, 'wounds');
        expectDominated(after.slain, before.slain, 'slain');
        expectDominated(before.obstructionHits, after.obstructionHits, 'obstructionHits');
      }),
      RUNS,
    );
  });

  it('evaluateMesbg: re-rolling failed dice never lowers hits or wounds', () => {
    fc.assert(
      fc.property(arbScenario, (s) => {
        const rerolled = withAttackers(s, (a) => ({
          ...a,
          reroll: { hit: 'failed', wound: 'failed' },
        }));
        const before = evaluateMesbg(s);
        const after = evaluateMesbg(rerolled);
        expectDominated(before.hits, after.hits, 'hits');
        expectDominated(before.wounds, after.wounds, 'wounds');
      }),
      RUNS,
    );
  });

  it('evaluateMesbg: Moving never raises hits; a higher Defence never raises wounds', () => {
    fc.assert(
      fc.property(arbScenario, (s) => {
        const base = evaluateMesbg(s);
        const moved = evaluateMesbg(withAttackers(s, (a) => ({ ...a, moved: true })));
        expectDominated(moved.hits, base.hits, 'hits');
        if (s.target.defence < 10) {
          const tougher = evaluateMesbg({
            ...s,
            target: { ...s.target, defence: s.target.defence + 1 },
          });
          expectDominated(tougher.wounds, base.wounds, 'wounds');
        }
      }),
      RUNS,
    );
  });
});
