import { describe, expect, test } from 'vitest';
import { compileFight } from '../../../../src/rulesets/mesbg/fight/compile.js';
import { exactFight } from '../../../../src/rulesets/mesbg/fight/exact.js';
import { bruteFight } from './bruteForce.js';
import { BRUTE_CASES } from './cases.js';

describe('exactFight(plan) equals the brute force over every die, to 1e-12', () => {
  test.each(BRUTE_CASES)('%s', (_name, scenario) => {
    const exact = exactFight(compileFight(scenario));
    const brute = bruteFight(scenario);
    for (const [key, p] of Object.entries(brute)) {
      const d = exact[key];
      expect(d, key).toBeDefined();
      const q = d!.toArray();
      const n = Math.max(p.length, q.length);
      for (let k = 0; k < n; k++) {
        expect(Math.abs((q[k] ?? 0) - (p[k] ?? 0)), `${key}[${k}]`).toBeLessThan(1e-12);
      }
    }
  });
});
