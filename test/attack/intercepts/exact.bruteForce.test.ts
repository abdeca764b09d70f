// The intercept engines on hand-built plans of a made-up game: evaluatePlan's exact results
// against an enumeration of every die (bruteForce.ts), within 1e-12.
import { describe, expect, it } from 'vitest';
import { evaluatePlan } from '../../../src/attack/evaluate.js';
import { bruteForce } from './bruteForce.js';
import { FORD } from './plans.js';

describe('evaluatePlan (exact) on plans with intercepts equals brute force over every die, to 1e-12', () => {
  it.each(FORD)('%s', (_, plan) => {
    const exact = evaluatePlan(plan).results;
    const brute = bruteForce(plan);
    expect(Object.keys(exact)).toEqual(Object.keys(brute));
    for (const [key, m] of Object.entries(brute)) {
      const d = exact[key]!;
      const max = Math.max(d.max, ...m.keys());
      for (let k = 0; k <= max; k++) {
        const diff = Math.abs(d.at(k) - (m.get(k) ?? 0));
        if (diff > 1e-12) expect.fail(`${key}: P(${k}) = ${d.at(k)}, brute force ${m.get(k) ?? 0}`);
      }
    }
  });

  it('the enumeration is not empty-handed: the first plan strikes the sentry and loses hits on the wall', () => {
    const r = evaluatePlan(FORD[0]![1]).results;
    // Hit: 1/2 + 1/6 × 1/2 = 7/12. Stopped by the wall (1-2 on a D6): 7/12 × 1/3 = 7/36;
    // reaching the sentry 7/12 × 2/3 = 7/18, stopped there 7/36, wounding him 7/36 × 1/3 = 7/108.
    // Per archer: intercepted 7/36 + 7/36 = 7/18; two archers: mean 7/9.
    expect(r.interceptedHits!.mean()).toBeCloseTo(7 / 9, 14);
    expect(r.interceptedWounds!.mean()).toBeCloseTo(14 / 108, 14);
    // The sentry (1 wound) is slain unless neither archer wounds him.
    expect(r.interceptedSlain!.at(1)).toBeCloseTo(1 - (1 - 7 / 108) ** 2, 14);
  });
});
