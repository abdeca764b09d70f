// Every case of ./cases.ts against the brute force of ./bruteForce.ts: the value of the
// attacker's best play (its objective's expectation) and the damage's whole distribution
// under it, to 1e-12. The brute force enumerates every die and every choice of both players,
// so the engine's policy is the optimum of an exhaustive search over every re-roll, every
// use of every optional rule and every allocation of every save.
import { describe, expect, test } from 'vitest';
import { evaluate } from '../../../src/scenario/evaluate.js';
import { Brute } from './bruteForce.js';
import { bruteOf, CASES, scenarioOf } from './cases.js';

describe('the exact engine against the brute force of every die and every choice', () => {
  for (const c of CASES) {
    test(c.name, () => {
      const r = evaluate(scenarioOf(c)).results;
      const b = new Brute(bruteOf(c)).solve();
      const damage = r.damage.toArray();
      const value = c.objective === 'incapacitate' ? r.incapacitated.at(1) : r.damage.mean();
      expect(value).toBeCloseTo(b.v, 12);
      expect(r.damage.mean()).toBeCloseTo(b.d, 12);
      const n = Math.max(damage.length, b.dist.length);
      for (let k = 0; k < n; k++)
        expect(damage[k] ?? 0, `P(damage = ${k})`).toBeCloseTo(b.dist[k] ?? 0, 12);
    });
  }
});
