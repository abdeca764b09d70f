// exactMesbg and shotOdds: the per-shot chances, hand-derived, and the size limit.
import { describe, expect, it } from 'vitest';
import { TooLargeError } from '../../../src/errors.js';
import { compileMesbg } from '../../../src/rulesets/mesbg/compile.js';
import { evaluateMesbg } from '../../../src/rulesets/mesbg/evaluate.js';
import { exactMesbg, shotOdds } from '../../../src/rulesets/mesbg/exact.js';
import { evaluate } from '../../../src/scenario/evaluate.js';
import { mesbg } from './scenario.js';

describe('shotOdds: one shot, step by step (003_f07a2392f32efa83.txt, How to Shoot)', () => {
  it('shotOdds: Shoot 5+ past one obstruction, S2 vs D3: hit 1/3, stopped 1/6, wound 1/3 × 1/2 × 1/3 = 1/18', () => {
    const plan = compileMesbg(mesbg([{ shootValue: 5, strength: 2, inTheWay: 1 }], { defence: 3 }));
    const o = shotOdds(plan.shooters[0]!, 0);
    expect(o.hit).toBeCloseTo(1 / 3, 15);
    expect(o.obstructionHit).toBeCloseTo(1 / 6, 15);
    expect(o.wound).toBeCloseTo(1 / 18, 15);
  });

  it('shotOdds: Shoot 4+ past a D5 model then terrain into a combat, S3 (5+ on D5): every outcome', () => {
    const plan = compileMesbg(
      mesbg([{ shootValue: 4, strength: 3, side: 'evil', obstructions: [{ defence: 5 }, {}] }], {
        defence: 3,
        combat: { defence: 6 },
      }),
    );
    const o = shotOdds(plan.shooters[0]!, 1);
    // Hit 1/2; the model stops 1/4 (wounded on 5+: 1/12), the terrain 1/8; 1/8 reaches the
    // combat: 1/16 hits the friend (S3 vs D6: 6+, 1/96), 1/16 the target (S3 vs D3: 4+, 1/32).
    expect(o.obstructionHit).toBeCloseTo(3 / 8, 15);
    expect(o.modelWound[0]).toBeCloseTo(1 / 12, 15);
    expect(o.obstructionWound).toBeCloseTo(1 / 12, 15);
    expect(o.friendlyHit).toBeCloseTo(1 / 16, 15);
    expect(o.friendlyWound).toBeCloseTo(1 / 96, 15);
    expect(o.wound).toBeCloseTo(1 / 32, 15);
  });
});

describe('exactMesbg results', () => {
  it('exactMesbg: keys in order hits, wounds, unsaved, slain, obstructionHits, woundsLost, then the extras in use', () => {
    const plain = exactMesbg(compileMesbg(mesbg([{ shootValue: 4, strength: 3 }], { defence: 3 })));
    expect(Object.keys(plain)).toEqual([
      'hits',
      'wounds',
      'unsaved',
      'slain',
      'obstructionHits',
      'woundsLost',
    ]);
    const all = exactMesbg(
      compileMesbg(
        mesbg([{ shootValue: 4, strength: 3, side: 'evil', obstructions: [{ defence: 3 }] }], {
          defence: 3,
          combat: { defence: 3 },
        }),
      ),
    );
    expect(Object.keys(all)).toEqual([
      'hits',
      'wounds',
      'unsaved',
      'slain',
      'obstructionHits',
      'woundsLost',
      'obstructionWounds',
      'obstructionSlain',
      'friendlyHits',
      'friendlyWounds',
      'friendlySlain',
    ]);
  });

  it('exactMesbg: woundsLost is wounds capped at the Wounds of the target', () => {
    const r = exactMesbg(
      compileMesbg(mesbg([{ models: 4, shootValue: 2, strength: 6 }], { defence: 1, wounds: 2 })),
    );
    expect(r.woundsLost.at(2)).toBeCloseTo(r.wounds.atLeast(2), 12);
    expect(r.woundsLost.max).toBe(2);
  });

  it('exactMesbg throws TooLargeError for too many distinct many-Wound models In The Way; the sampler does not', () => {
    const s = mesbg(
      Array.from({ length: 8 }, () => ({
        shootValue: 4,
        strength: 5,
        obstructions: [{ defence: 5, wounds: 100 }],
      })),
      { defence: 5 },
    );
    expect(() => evaluateMesbg(s)).toThrow(TooLargeError);
    expect(() => evaluateMesbg(s)).toThrow(/monte-carlo/);
    const sampled = evaluateMesbg({ ...s, method: 'monte-carlo', samples: 100 });
    expect(sampled.obstructionSlain?.at(0)).toBe(1);
  });
});

describe('exactMesbg refuses a huge attack before any work starts', () => {
  it('50 groups of 1,000 models with 20D6 shots: TooLargeError at once, not minutes of work', () => {
    const attackers = Array.from({ length: 50 }, () => ({
      models: 1000,
      shootValue: 4,
      strength: 3,
      shots: '20D6',
    }));
    const started = Date.now();
    expect(() => evaluate({ ruleset: 'mesbg', attackers, target: { defence: 4 } })).toThrow(
      TooLargeError,
    );
    // Not a timing test of speed: only that the refusal comes before the work (minutes).
    expect(Date.now() - started).toBeLessThan(30_000);
  });
  it('the bound is above what ordinary attacks need: 20 archers with D3 shots are fine', () => {
    const r = evaluate({
      ruleset: 'mesbg',
      attackers: [{ models: 20, shootValue: 4, strength: 2, shots: 'D3' }],
      target: { defence: 4 },
    });
    expect(r.results.hits!.max).toBe(60);
  });
});
