/**
 * Issue 7, agreement: random valid scenarios of both rulesets (every rule that needs only its
 * name, re-rolls, hitOn, close combat, cover, Go to Ground, wards, Feel No Pain, mixed units,
 * both allocations; MESBG with Moving, In The Way, models In The Way, a combat), each sampled
 * with a fixed seed and held against the exact engine by a chi-square test and the mean.
 *
 * False alarms. For a correct sampler, one distribution fails with probability at most
 * P_VALUE + P(|Z| > STANDARD_ERRORS) = 1e-6 + 5.7e-7 < 1.6e-6 (the union bound of the two
 * checks). The test checks about 800 distributions (counted below, and bounded by 1,250), so
 * a fresh set of seeds fails with probability under 1,250 x 1.6e-6 = 0.2%. The seeds are
 * fixed, so CI is deterministic: a failure here means the sampler or the exact engine
 * changed, and a change that reshuffles the dice has that 0.2% chance of a false alarm. The per-rule tests
 * (test/rulesets/*) hold each rule to 200,000 samples at p > 1e-4; this one looks for
 * combinations, and the power test at the end shows it still sees a one-step error.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Dist } from '../../src/dist/index.js';
import { evaluateJson } from '../../src/scenario/evaluate.js';
import { resultEntries } from '../../src/scenario/result.js';
import { expectAgreement } from '../helpers/agreement.js';
import {
  ATTACKER_RULES,
  mesbgScenario,
  scrollhammerScenario,
  TARGET_RULES,
} from './arbitraries.js';

const SAMPLES = 20_000;
const P_VALUE = 1e-6;
const STANDARD_ERRORS = 5;
/** Upper bound on the false-alarm rate of one distribution (see the header). */
const ALARM_PER_DISTRIBUTION = P_VALUE + 5.8e-7;

let checked = 0;

/** Evaluate exactly and by sampling; every result of one must agree with the other's. */
function expectSamplerAgrees(s: Record<string, unknown>, seed: number): void {
  const exactResult = evaluateJson({ ...s, method: 'exact' });
  const sampledResult = evaluateJson({ ...s, method: 'monte-carlo', samples: SAMPLES, seed });
  expect(Object.keys(sampledResult.results)).toEqual(Object.keys(exactResult.results));
  for (const [key, d] of resultEntries(exactResult.results)) {
    expectAgreement(sampledResult.get(key) as Dist, d, SAMPLES, {
      pValue: P_VALUE,
      standardErrors: STANDARD_ERRORS,
      label: `${key} of ${JSON.stringify(s)} at seed ${seed}`,
    });
    checked++;
  }
}

const seed = fc.integer({ min: 0, max: 2 ** 32 });

describe('the sampler agrees with the exact engine on random scenarios (fixed seeds)', () => {
  test('Scrollhammer: random attackers, targets, rules and allocations', () => {
    fc.assert(
      fc.property(scrollhammerScenario({ groups: { min: 1, max: 3 } }), seed, (s, k) => {
        expectSamplerAgrees(s, k);
      }),
      { seed: 4242, numRuns: 40 },
    );
  });

  test.each(ATTACKER_RULES)('Scrollhammer: scenarios with the attacker rule %s', (rule) => {
    fc.assert(
      fc.property(scrollhammerScenario(), seed, (s, k) => {
        const [first, ...rest] = s.attackers;
        const rules = [
          ...first!.rules.filter((r) => r !== rule && (r as { rule?: string }).rule !== rule),
          rule,
        ];
        expectSamplerAgrees({ ...s, attackers: [{ ...first, rules }, ...rest] }, k);
      }),
      { seed: 4343, numRuns: 3 },
    );
  });

  test.each(TARGET_RULES)('Scrollhammer: scenarios with the target rule %s', (rule) => {
    fc.assert(
      fc.property(scrollhammerScenario(), seed, (s, k) => {
        const [first, ...rest] = s.target.groups;
        const rules = [...(first!.rules ?? []).filter((r) => r !== rule), rule];
        const groups = [{ ...first, rules }, ...rest];
        expectSamplerAgrees({ ...s, target: { ...s.target, groups } }, k);
      }),
      { seed: 4444, numRuns: 3 },
    );
  });

  test('MESBG: random shooters, obstructions, models In The Way and combats', () => {
    fc.assert(
      fc.property(mesbgScenario(), seed, (s, k) => {
        expectSamplerAgrees(s, k);
      }),
      { seed: 4545, numRuns: 40 },
    );
  });

  test('the false-alarm rate of the checks above is under 0.2% for fresh seeds', () => {
    // Runs after the tests above (vitest runs a file's tests in order).
    expect(checked).toBeGreaterThan(500);
    expect(checked).toBeLessThanOrEqual(1250);
    expect(checked * ALARM_PER_DISTRIBUTION).toBeLessThan(2e-3);
  });
});

describe('power: the same checks see a one-step error', () => {
  // The sampler of a scenario with one characteristic one step better, held against the exact
  // result of the original: the checks must fail (else they would miss such a bug).
  const base = {
    ruleset: 'scrollhammer',
    attackers: [{ models: 10, bs: 3, strength: 4, rules: ['critical-strike'] }],
    target: { groups: [{ models: 5, toughness: 4, wounds: 2, save: 4, feelNoPain: 5 }] },
  };
  test.each([
    ['BS 3 sampled as BS 4', { ...base, attackers: [{ ...base.attackers[0], bs: 4 }] }],
    [
      'save 4+ sampled as 3+',
      { ...base, target: { groups: [{ ...base.target.groups[0], save: 3 }] } },
    ],
    [
      'Feel No Pain 5+ sampled as 4+',
      { ...base, target: { groups: [{ ...base.target.groups[0], feelNoPain: 4 }] } },
    ],
  ])('%s', (_name, changed) => {
    const exact = evaluateJson(base);
    const sampled = evaluateJson({
      ...changed,
      method: 'monte-carlo',
      samples: SAMPLES,
      seed: 1,
    });
    expect(() => {
      for (const key of ['hits', 'wounds', 'unsaved', 'slain']) {
        expectAgreement(sampled.get(key)!, exact.get(key)!, SAMPLES, {
          pValue: P_VALUE,
          standardErrors: STANDARD_ERRORS,
        });
      }
    }).toThrow();
  });
});
