// A general plan's profiles are compiled once per plan object (sizeOf in src/attack/exact.ts):
// the cost check's exactPlanSize and the run's exactPlan share them. Held here: the results
// after a size are those of a fresh plan, bit for bit, and a field set again on the same
// object is compiled again, not read from the kept profiles.
import { describe, expect, it } from 'vitest';
import { exactPlan, exactPlanSize } from '../../src/attack/exact.js';
import type { GeneralPlan } from '../../src/plan/plan.js';
import { defence, FEATURES, LISTED, plan, profile } from './plans.js';

const json = (p: GeneralPlan) =>
  JSON.stringify(exactPlan(p), (_, v) => (v?.toArray ? v.toArray() : v));

describe('a plan sized, then run', () => {
  it.each([...FEATURES, ...LISTED])('%s: the same results as a fresh plan', (_, p) => {
    const fresh = json({ ...p });
    const sized = { ...p };
    exactPlanSize(sized);
    expect(json(sized)).toBe(fresh);
    // And run twice: the kept profiles are not changed by a run.
    expect(json(sized)).toBe(fresh);
  });

  it('a field set again on the same object is compiled again', () => {
    // One attack hitting on 4+, wounding on 4+ against a 4+ save: slain 1/8; with no save 1/4.
    const p: { -readonly [K in keyof GeneralPlan]: GeneralPlan[K] } = {
      ...plan([profile({ against: [defence(4)] })]),
    };
    expect(exactPlanSize(p).work).toBeGreaterThan(0);
    expect(exactPlan(p).slain.at(1)).toBeCloseTo(1 / 8, 14);
    p.profiles = [profile({ against: [defence(7)] })];
    expect(exactPlan(p).slain.at(1)).toBeCloseTo(1 / 4, 14);
  });
});
