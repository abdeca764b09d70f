/**
 * The cost model: its estimates against the truth where the truth is cheap to know, and
 * scenarios near every limit ending in a result or a refusal (a fuzz test; the expensive side
 * is scripts/fuzz-limits.mjs).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classMachine, classMachineSize } from '../../src/allocation/ClassMachine.js';
import { unitMachine } from '../../src/allocation/UnitMachine.js';
import {
  allocationCost,
  checkCost,
  estimateCost,
  samplesThatFit,
} from '../../src/cost/estimate.js';
import { COST_LIMITS, fits, formatCost } from '../../src/cost/model.js';
import { MathhammerError, TooLargeError } from '../../src/errors.js';
import { evaluate, parseScenario } from '../../src/index.js';

describe('estimates against the truth (cheap cases)', () => {
  it('the states counted for a Wounds 4+ machine are 1 to 3 times those built', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 4, max: 9 }),
        (models, wounds) => {
          const built = classMachine(models, wounds, 'rules').states;
          const bound = classMachineSize(models, wounds, 'rules');
          expect(bound).toBeGreaterThanOrEqual(built);
          expect(bound).toBeLessThanOrEqual(3 * built);
        },
      ),
      { numRuns: 25, seed: 18 },
    );
  });

  it('the allocation estimate holds at least the typed arrays of the unit built', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            models: fc.integer({ min: 1, max: 4 }),
            wounds: fc.integer({ min: 1, max: 5 }),
          }),
          { minLength: 1, maxLength: 3 },
        ),
        fc.constantFrom('rules' as const, 'sequential' as const),
        (groups, policy) => {
          const u = unitMachine(groups, policy);
          let bytes = u.slain.byteLength + u.woundsLost.byteLength;
          for (const m of u.classes)
            bytes += m.next.byteLength + m.slain.byteLength + m.woundsLost.byteLength;
          const estimate = allocationCost(groups, policy).bytes;
          expect(estimate).toBeGreaterThanOrEqual(bytes);
          // Within a stated factor: the estimate counts the build's working memory too.
          expect(estimate).toBeLessThanOrEqual(200 * bytes);
        },
      ),
      { numRuns: 40, seed: 18 },
    );
  });

  it('the explanation lists every part and says when it refuses', () => {
    const s = parseScenario({
      ruleset: 'scrollhammer',
      attackers: [{ bs: 3, strength: 4 }],
      target: { groups: [{ models: 5, toughness: 4, wounds: 66 }] },
    });
    const text = formatCost(estimateCost(s));
    expect(text).toMatch(
      /^estimated cost: about \d+ s and [\d.]+ GB \(limits: 60 s, 2 GB\): refused\n/,
    );
    expect(text).toContain('  allocation machine: 5 models of 66 Wounds');
    expect(() => checkCost(s)).toThrow(TooLargeError);
  });

  it('the samples suggested fit the limits', () => {
    const s = parseScenario({
      ruleset: 'scrollhammer',
      method: 'monte-carlo',
      samples: 1e9,
      attackers: [{ models: 1000, shots: 20, bs: 3, strength: 4 }],
      target: { groups: [{ models: 1000, toughness: 4, wounds: 3 }] },
    });
    expect(fits(estimateCost(s))).toBe(false);
    const n = samplesThatFit(s);
    expect(n).toBeGreaterThan(1000);
    expect(fits(estimateCost({ ...s, samples: n }))).toBe(true);
    expect(estimateCost({ ...s, samples: n }).seconds).toBeLessThanOrEqual(COST_LIMITS.seconds);
  });
});

/** A Scrollhammer, MESBG or Warhammer 40,000 scenario near the limits of size. */
const nearLimits = fc.oneof(
  fc.record({
    ruleset: fc.constant('scrollhammer'),
    method: fc.constantFrom('exact', 'monte-carlo'),
    samples: fc.constantFrom(1, 1000, 1e6, 1e9),
    allocation: fc.constantFrom('rules', 'sequential'),
    attackers: fc.array(
      fc.record({
        models: fc.constantFrom(1, 10, 1000),
        shots: fc.constantFrom(1, 'D6', '10D6', '1000D10+1000'),
        bs: fc.integer({ min: 1, max: 10 }),
        strength: fc.integer({ min: 1, max: 10 }),
        rules: fc.constantFrom([], ['blast'], ['large-blast', 'barrage'], ['critical-strike']),
      }),
      { minLength: 1, maxLength: 2 },
    ),
    target: fc.record({
      formation: fc.constant({ files: 10 }),
      groups: fc.array(
        fc.record({
          models: fc.constantFrom(1, 5, 15, 200),
          toughness: fc.integer({ min: 1, max: 10 }),
          wounds: fc.constantFrom(1, 2, 3, 4, 6, 20, 66, 100),
        }),
        { minLength: 1, maxLength: 3 },
      ),
    }),
  }),
  fc.record({
    ruleset: fc.constant('mesbg'),
    method: fc.constantFrom('exact', 'monte-carlo'),
    samples: fc.constantFrom(1, 1e6, 1e9),
    attackers: fc.array(
      fc.record({
        models: fc.constantFrom(1, 50, 1000),
        shots: fc.constantFrom(1, 'D6', '20D6'),
        shootValue: fc.integer({ min: 2, max: 6 }),
        strength: fc.integer({ min: 1, max: 10 }),
        inTheWay: fc.integer({ min: 0, max: 10 }),
      }),
      { minLength: 1, maxLength: 3 },
    ),
    target: fc.record({
      defence: fc.integer({ min: 1, max: 10 }),
      wounds: fc.constantFrom(1, 3, 100),
    }),
  }),
  fc.record({
    ruleset: fc.constant('wh40k-10e'),
    method: fc.constantFrom('exact', 'monte-carlo'),
    samples: fc.constantFrom(1, 1000, 1e6, 1e9),
    attackers: fc.array(
      fc.record({
        models: fc.constantFrom(1, 10, 1000),
        attacks: fc.constantFrom(1, 'D6', 40),
        bs: fc.integer({ min: 2, max: 6 }),
        strength: fc.integer({ min: 1, max: 12 }),
        damage: fc.constantFrom(1, 'D6'),
        rules: fc.constantFrom([], ['devastating-wounds'], ['lethal-hits', 'twin-linked']),
      }),
      { minLength: 1, maxLength: 2 },
    ),
    target: fc.record({
      models: fc.constantFrom(1, 10, 1000),
      toughness: fc.integer({ min: 1, max: 12 }),
      save: fc.integer({ min: 2, max: 6 }),
      wounds: fc.constantFrom(1, 3, 20),
    }),
  }),
);

describe('fuzz: scenarios near every limit end in a result or a refusal', () => {
  it('refusals are TooLargeErrors with an estimate; cheap ones answer', () => {
    let answered = 0;
    let refused = 0;
    fc.assert(
      fc.property(nearLimits, (scenario) => {
        let parsed: ReturnType<typeof parseScenario>;
        try {
          parsed = parseScenario(scenario);
        } catch (e) {
          expect(e).toBeInstanceOf(MathhammerError);
          return;
        }
        let cost: ReturnType<typeof estimateCost>;
        try {
          cost = estimateCost(parsed);
        } catch (e) {
          // A shot the rules forbid (a Blast with Barrage in close combat...) is an InputError.
          expect(e).toBeInstanceOf(MathhammerError);
          return;
        }
        expect(Number.isFinite(cost.seconds) && cost.seconds >= 0).toBe(true);
        expect(Number.isFinite(cost.bytes) && cost.bytes >= 0).toBe(true);
        // Run only what is cheap or refused: the expensive side is scripts/fuzz-limits.mjs.
        if (fits(cost) && cost.seconds > 0.02) return;
        try {
          const r = evaluate(scenario);
          expect(r.results.hits).toBeDefined();
          answered++;
        } catch (e) {
          expect(e).toBeInstanceOf(MathhammerError);
          if (e instanceof TooLargeError) {
            expect(e.message).toMatch(/about|more than/);
            refused++;
          }
        }
      }),
      { numRuns: 60, seed: 18 },
    );
    expect(answered).toBeGreaterThan(5);
    expect(refused).toBeGreaterThan(5);
  });
});
