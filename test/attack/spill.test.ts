import { describe, expect, it } from 'vitest';
import { exactPlan } from '../../src/attack/exact.js';
import { samplePlan } from '../../src/attack/sample.js';
import { InputError } from '../../src/errors.js';
import { damage, plan, profile } from './plans.js';

// Damage that spills over (`spill`): docs/attack-plan.md, step 6.
describe('damage that spills over', () => {
  it('one automatic hit and wound of Damage 3 at two models of 2 wounds: one slain, one wounded', () => {
    // Automatic hit, 2+ to wound (5/6), no save: 3 points go on 2 + 1 wounds.
    const p = plan(
      [
        profile({
          hit: 'auto',
          wound: { need: 2, rerollNeed: 2, reroll: 'none', criticalOn: 6 },
          damage: damage(3),
          spill: true,
        }),
      ],
      [{ models: 2, wounds: 2 }],
    );
    const r = exactPlan(p);
    expect(r.slain.at(1)).toBeCloseTo(5 / 6, 14);
    expect(r.woundsLost.at(3)).toBeCloseTo(5 / 6, 14);
    // Without spill-over the excess point is lost.
    const lost = exactPlan({ ...p, profiles: [{ ...p.profiles[0]!, spill: false }] });
    expect(lost.woundsLost.at(2)).toBeCloseTo(5 / 6, 14);
    expect(samplePlan(p, { samples: 100, seed: 1 }).woundsLost.max).toBe(3);
  });
  it('refuses a target of several groups and a damage that slays, naming the field', () => {
    const two = plan(
      [profile({ spill: true }, 2)],
      [
        { models: 1, wounds: 1 },
        { models: 1, wounds: 2 },
      ],
    );
    expect(() => exactPlan(two)).toThrow(InputError);
    expect(() => exactPlan(two)).toThrow(/profiles\[0\]\.spill/);
    const slay = plan([profile({ spill: true, damage: damage(1, 0, false, 0, true) })]);
    expect(() => samplePlan(slay, { samples: 1 })).toThrow(/slays outright/);
    expect(() => exactPlan(plan([profile({ spill: 1 as unknown as boolean })]))).toThrow(
      /profiles\[0\]\.spill must be true or false/,
    );
  });
});

describe('damage that spills over and the wound-chain engines', () => {
  it('is beyond their form: woundChainProblem names the field', async () => {
    const { woundChainProblem } = await import('../../src/attack/woundChain/plan.js');
    expect(woundChainProblem(plan([profile({ spill: true })]))).toBe('profiles[0].spill');
    expect(woundChainProblem(plan([profile()]))).toBeNull();
  });
});
