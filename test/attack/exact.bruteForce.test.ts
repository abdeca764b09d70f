import { describe, expect, it } from 'vitest';
import { exactPlan, type GeneralResults } from '../../src/attack/exact.js';
import type { GeneralPlan } from '../../src/attack/plan.js';
import { bruteForce } from './bruteForce.js';
import { FEATURES, LISTED } from './plans.js';

/** Every result of the exact engine equals the enumeration over every die, to 1e-12. */
function expectBruteForce(p: GeneralPlan): GeneralResults {
  const exact = exactPlan(p);
  const brute = bruteForce(p);
  for (const [key, values] of Object.entries(brute)) {
    const d = (exact as unknown as Record<string, GeneralResults['hits'] | undefined>)[key];
    if (d === undefined) {
      // A result the plan does not report: never anything but 0.
      expect([...values.keys()], key).toEqual([0]);
      continue;
    }
    const top = Math.max(d.max, ...values.keys());
    for (let k = 0; k <= top; k++) {
      expect(Math.abs(d.at(k) - (values.get(k) ?? 0)), `${key}[${k}]`).toBeLessThan(1e-12);
    }
  }
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
