import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { DiceStream, pcg32 } from '../../src/random/index.js';
import {
  criticalChances,
  criticalFaces,
  criticalTable,
  criticalTest,
  rollCriticalTest,
} from '../../src/rules/criticalTest.js';
import { countSamples, expectFit } from '../stats/chiSquareHelper.js';

describe('critical D6 tests', () => {
  it('a plain 4+ with criticals on 6: [1/2, 1/3, 1/6]', () => {
    const [f, p, c] = criticalChances(criticalTest(4));
    expect([f, p, c].map((x) => x * 6)).toEqual([3, 2, 1].map((x) => expect.closeTo(x, 14)));
  });
  it('criticals on 5+ always pass, even a 6+ test; a natural 1 never does', () => {
    const { critical, pass, fail } = criticalFaces(criticalTest(6, 5));
    expect(critical[5]).toBeCloseTo(1 / 6, 15);
    expect(critical[6]).toBeCloseTo(1 / 6, 15);
    expect(pass.reduce((a, x) => a + x, 0)).toBe(0);
    expect(fail[1]).toBeCloseTo(1 / 6, 15);
    // need 2 with criticals never: a 1 still fails.
    expect(criticalFaces(criticalTest(2, 7)).fail[1]).toBeCloseTo(1 / 6, 15);
  });
  it("'non-critical' re-rolls every die but a critical, once: P(critical) = 1/6 + 5/6 × 1/6", () => {
    const [f, p, c] = criticalChances(criticalTest(3, 6, 'non-critical'));
    expect(c).toBeCloseTo(11 / 36, 15);
    // Passing (not critical) on the re-roll: 5/6 × 3/6 (3, 4, 5).
    expect(p).toBeCloseTo(15 / 36, 15);
    expect(f).toBeCloseTo(10 / 36, 15);
  });
  it("'ones' and 'failed' as a D6Test does, the re-roll of a 6 critical", () => {
    // 3+, re-roll ones: a 1 re-rolled shows 6 with chance 1/36.
    expect(criticalFaces(criticalTest(3, 6, 'ones')).critical[6]).toBeCloseTo(1 / 6 + 1 / 36, 15);
    // 4+, re-roll failed: fail only if both fail, 1/4.
    expect(criticalChances(criticalTest(4, 6, 'failed'))[0]).toBeCloseTo(1 / 4, 15);
  });
  it('the table means what the faces say (sampler against exact, chi-square)', () => {
    for (const t of [
      criticalTest(3, 5, 'non-critical'),
      criticalTest(4, 6, 'failed'),
      criticalTest(5, 6, 'ones'),
    ]) {
      const dice = new DiceStream(pcg32(11));
      const table = criticalTable(t);
      const counts = countSamples(60_000, () => rollCriticalTest(table, dice));
      expectFit(counts, criticalChances(t));
    }
  });
  it('refuses a critical threshold or need outside 2..7, and an unknown re-roll', () => {
    expect(() => criticalTest(3, 1)).toThrow(InputError);
    expect(() => criticalTest(1)).toThrow(/need/);
    expect(() => criticalTest(3, 6, 'all' as 'ones')).toThrow(/reroll/);
  });
});
