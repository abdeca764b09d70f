import { describe, expect, it } from 'vitest';
import { exactPlan, type GeneralResults } from '../../src/attack/exact.js';
import type { GeneralPlan } from '../../src/plan/plan.js';
import { bruteForce, expectEnumerated } from './bruteForce.js';
import { FEATURES, LISTED } from './plans.js';

/** Every result of the exact engine equals the enumeration over every die, to 1e-12. */
function expectBruteForce(p: GeneralPlan): GeneralResults {
  const exact = exactPlan(p);
  expectEnumerated(exact, bruteForce(p));
  return exact;
}

describe('exactPlan against every die (tiny plans)', () => {
  it.each(FEATURES)('%s', (_, p) => {
    expectBruteForce(p);
  });
  it.each(LISTED)('%s', (_, p) => {
    const exact = expectBruteForce(p);
    expect(exact.charactersSlain).toBeDefined();
  });
  it('plain: the hand value (1/2 to hit, 1/2 to wound, 1/2 saved)', () => {
    expect(exactPlan(FEATURES[0]![1]).slain.at(1)).toBeCloseTo(1 / 8, 14);
  });
});
