import { describe, expect, it } from 'vitest';
import { exactAttack } from '../../../src/attack/woundChain/exact.js';
import type { Dist } from '../../../src/dist/index.js';
import { compileAttack } from '../../../src/rulesets/scrollhammer/compile.js';
import { bruteForce } from './bruteForce.js';
import { ruleCases } from './cases.js';

function expectSame(d: Dist, m: Map<number, number>) {
  const max = Math.max(d.max, ...m.keys());
  for (let k = 0; k <= max; k++) expect(d.at(k)).toBeCloseTo(m.get(k) ?? 0, 12);
}

// Small attacks, every rule and both allocation policies: the exact engine against an
// enumeration of every die (see bruteForce.ts).
describe('exactAttack equals brute-force enumeration of every die', () => {
  for (const [name, s] of Object.entries(ruleCases)) {
    it(`${name}`, () => {
      const plan = compileAttack(s);
      const exact = exactAttack(plan);
      const brute = bruteForce(plan);
      expectSame(exact.hits, brute.hits);
      expectSame(exact.wounds, brute.wounds);
      expectSame(exact.unsaved, brute.unsaved);
      expectSame(exact.slain, brute.slain);
      expectSame(exact.woundsLost, brute.woundsLost);
      // The results of Backfire and Absorb, when the attack has them (else nothing to count).
      for (const key of ['selfWounds', 'woundsRestored', 'powerDice'] as const) {
        const d = exact[key];
        if (d) expectSame(d, brute[key]);
        else expect([...brute[key].keys()]).toEqual([0]);
      }
    });
  }
});
