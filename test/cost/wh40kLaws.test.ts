/**
 * The Warhammer 40,000 exact estimate bounds the work of its result laws: every convolution
 * an evaluation makes (`compound` and `sumOf`, counted as they count themselves, at the cost
 * model's rate for each) is within the estimate's `result laws`, for both editions, attacks fixed or rolled, Damage
 * of one or of dice, and the rules that add hits or mortal wounds. The estimate once counted
 * only the damage laws, and a horde of D6 attacks ran four times its estimate.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { estimateCost } from '../../src/cost/estimate.js';
import { COST_CONSTANTS } from '../../src/cost/model.js';
import { evaluateJson, parseScenario } from '../../src/index.js';

/** The seconds of the convolutions made, at the cost model's rate for each kind. */
const counted = vi.hoisted(() => ({ work: 0 }));

vi.mock('../../src/dist/compound.js', async (original) => {
  const m = await original<typeof import('../../src/dist/compound.js')>();
  return {
    ...m,
    compound: (count: { max: number }, each: { max: number }) => {
      counted.work += m.compoundWork(count.max, each.max) * COST_CONSTANTS.lawSecondsPerMultiplyAdd;
      return m.compound(count as never, each as never);
    },
  };
});

vi.mock('../../src/dist/sumOf.js', async (original) => {
  const m = await original<typeof import('../../src/dist/sumOf.js')>();
  return {
    ...m,
    sumOf: (d: { max: number }, n: number) => {
      if (n > 1 && d.max > 0) {
        counted.work += m.sumOfWork(d.max, n) * COST_CONSTANTS.squaringSecondsPerMultiplyAdd;
      }
      return m.sumOf(d as never, n);
    },
  };
});

/**
 * The seconds the estimate allows for convolutions: its result laws, and the evaluation's own
 * fixed part (which covers the dice laws and such of the smallest cells).
 */
function estimated(scenario: object): number {
  return estimateCost(parseScenario(scenario))
    .parts.filter(
      (p) => p.what.startsWith('result laws') || p.what.startsWith('the evaluation itself'),
    )
    .reduce((t, p) => t + p.seconds, 0);
}

describe('the wh40k exact estimate bounds the convolutions of its result laws', () => {
  it('a horde of D6 attacks of Damage 1 (hits, wounds and saves are laws too)', () => {
    const s = {
      ruleset: 'wh40k-10e',
      attackers: [
        { models: 200, attacks: 'D6', bs: 3, strength: 4, ap: -1, rules: ['lethal-hits'] },
      ],
      target: { models: 30, toughness: 4, save: 3, feelNoPain: 5 },
    };
    counted.work = 0;
    evaluateJson(s);
    // About 1.2e7 multiply-adds: hits, critical hits, wounds, critical wounds, unsaved and the
    // allocation's count are each a compound over up to 1,200 attacks, beside the damage laws.
    expect(counted.work).toBeGreaterThan(1e7 * COST_CONSTANTS.lawSecondsPerMultiplyAdd);
    expect(counted.work).toBeLessThanOrEqual(estimated(s));
  });

  it('for a spread of attackers and targets in both editions', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('wh40k-10e', 'wh40k-11e'),
        fc.constantFrom(1, 5, 20, 60),
        fc.constantFrom(1, 2, 'D3', 'D6', 4),
        fc.constantFrom(1, 2, 'D3', 'D6+1', '2D6'),
        fc.constantFrom(
          [],
          ['devastating-wounds'],
          ['lethal-hits'],
          [{ rule: 'sustained-hits', hits: 2 }],
          [{ rule: 'sustained-hits', hits: 'D3' }],
        ),
        fc.constantFrom(1, 5, 10),
        fc.constantFrom(1, 3, 6),
        fc.boolean(),
        (ruleset, models, attacks, damage, rules, targets, wounds, fnp) => {
          const s = {
            ruleset,
            attackers: [{ models, attacks, bs: 3, strength: 4, ap: -1, damage, rules }],
            target: {
              models: targets,
              toughness: 4,
              save: 3,
              wounds,
              ...(fnp ? { feelNoPain: 5 } : {}),
            },
          };
          const bound = estimated(s);
          counted.work = 0;
          evaluateJson(s);
          expect(counted.work).toBeLessThanOrEqual(bound);
        },
      ),
      { numRuns: 40, seed: 30 },
    );
  });
});

describe('the 11th edition prices its Lethal Hits decisions before making any', () => {
  it('four hordes deciding "best" are refused at once, naming the profile and the way out', () => {
    const horde = {
      models: 300,
      attacks: 'D6',
      bs: 3,
      strength: 4,
      ap: -1,
      damage: 'D6+1',
      rules: ['lethal-hits'],
    };
    const s = {
      ruleset: 'wh40k-11e',
      attackers: [horde, horde, horde, horde],
      target: { models: 20, toughness: 4, save: 3, wounds: 16, feelNoPain: 5 },
    };
    const t = performance.now();
    let message = '';
    try {
      estimateCost(parseScenario(s));
    } catch (e) {
      message = (e as Error).message;
    }
    // The decisions took 15 s of exact evaluations before the run was priced.
    expect((performance.now() - t) / 1000).toBeLessThan(2);
    expect(message).toMatch(/^attackers\[\d\]\.lethalHits: "best" compares both choices exactly/);
    expect(message).toContain('give "always" or "never"');
    const one = { ...s, attackers: [{ ...horde, models: 10 }] };
    expect(evaluateJson(one).results.slain?.mean()).toBeGreaterThan(0);
  });
});
