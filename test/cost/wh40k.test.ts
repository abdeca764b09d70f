/**
 * The cost model for Warhammer 40,000 (the general attack plan): its exact estimate counts the
 * engine's own steps, its Monte Carlo estimate grows with the samples and the dice, refusals
 * suggest what fits, custom rules are estimated as they are evaluated, and the analytics and
 * `run --explain` see the estimates.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchupMatrix } from '../../src/analytics/matrix.js';
import { overTurns } from '../../src/analytics/overTurns.js';
import { exactPlanSize, MAX_PLAN_WORK } from '../../src/attack/exact.js';
import { checkCost, estimateCost, planCost, samplesThatFit } from '../../src/cost/estimate.js';
import { COST_LIMITS, fits, formatCost } from '../../src/cost/model.js';
import { TooLargeError } from '../../src/errors.js';
import {
  defineWh40kRule,
  evaluate,
  evaluateJson,
  parseAnalysis,
  parseScenario,
} from '../../src/index.js';
import { compileWh40k } from '../../src/rulesets/wh40k-10e/compile.js';
import type { Wh40kScenario } from '../../src/scenario/types.js';
import { fakeCli } from '../helpers/fakeCli.js';
import { thrown } from '../helpers/thrown.js';

const wh40k = (attacker: object, target: object, extra: object = {}) =>
  parseScenario({
    ruleset: 'wh40k-10e',
    attackers: [{ attacks: 2, bs: 3, strength: 4, ap: -1, damage: 1, ...attacker }],
    target: { toughness: 4, save: 3, models: 10, wounds: 1, ...target },
    ...extra,
  }) as Wh40kScenario;

/** One exact evaluation takes about 3e9 steps: the engine's own largest. */
const BIG = { models: 1000, attacks: 25, damage: 'D6' };
const BIG_TARGET = { models: 1000, wounds: 10 };

describe('the wh40k-10e estimator', () => {
  it('is registered, and estimates the target unit and the exact engine', () => {
    const s = wh40k({ models: 10 }, {});
    expect(estimateCost(s)).toEqual(planCost(compileWh40k(s), s));
    const text = formatCost(estimateCost(s));
    expect(text).toContain('  allocation machine: 10 models of 1 Wounds, 11 states');
    expect(text).toContain('  exact engine: ');
  });

  it('counts the exact steps as the engine does, and accepts what the engine answers', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom(1, 'D3', 'D6'),
        fc.constantFrom(1, 'D3', 'D6+1'),
        fc.constantFrom(
          [],
          ['devastating-wounds'],
          ['lethal-hits', { rule: 'sustained-hits', hits: 'D3' }],
        ),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 12 }),
        (models, attacks, damage, rules, targets, wounds) => {
          const s = wh40k(
            { models, attacks, damage, rules },
            { models: targets, wounds, feelNoPain: 5 },
          );
          const cost = estimateCost(s);
          const steps = exactPlanSize(compileWh40k(s)).work;
          expect(cost.parts.find((p) => p.what.startsWith('exact engine'))?.what).toContain(
            `${steps} steps`,
          );
          expect(fits(cost)).toBe(true);
          expect(evaluate(s).results.slain?.mean()).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 12, seed: 18 },
    );
  });

  it('the Monte Carlo estimate is linear in the samples and grows with the dice rolled', () => {
    const mc = (attacker: object, target: object = {}) =>
      wh40k(attacker, target, { method: 'monte-carlo', samples: 1000 });
    const sampling = (x: Wh40kScenario) =>
      estimateCost(x).parts.find((p) => p.what.includes('samples'))!.seconds;
    expect(sampling({ ...mc({ models: 10 }), samples: 3000 })).toBeCloseTo(
      3 * sampling(mc({ models: 10 })),
      12,
    );
    const base = estimateCost(mc({ models: 10 })).seconds;
    expect(estimateCost(mc({ models: 20 })).seconds).toBeGreaterThan(base);
    expect(estimateCost(mc({ models: 10, damage: 'D6' })).seconds).toBeGreaterThan(base);
    expect(estimateCost(mc({ models: 10 }, { feelNoPain: 5 })).seconds).toBeGreaterThan(base);
    expect(
      estimateCost(mc({ models: 10, rules: [{ rule: 'sustained-hits', hits: 2 }] })).seconds,
    ).toBeGreaterThan(base);
  });

  it('refuses a Monte Carlo run over a minute, suggesting samples that fit', () => {
    // 1000 models of 20 attacks with Damage D6 and Sustained Hits at a unit with Feel No
    // Pain: about 3e5 dice a sample, so 1e6 samples would take over an hour.
    const s = wh40k(
      { models: 1000, attacks: 20, damage: 'D6', rules: [{ rule: 'sustained-hits', hits: 2 }] },
      { models: 100, wounds: 3, feelNoPain: 5 },
      { method: 'monte-carlo', samples: 1e6 },
    );
    expect(fits(estimateCost(s))).toBe(false);
    const n = samplesThatFit(s);
    expect(n).toBeGreaterThan(1000);
    expect(estimateCost({ ...s, samples: n }).seconds).toBeLessThanOrEqual(COST_LIMITS.seconds);
    expect(() => evaluate(s)).toThrow(new RegExp(`use at most ${n} samples`));
    expect(() => checkCost(s)).toThrow(TooLargeError);
  });

  it('leaves an exact plan over the engine’s step limit to the engine’s own refusal', () => {
    const s = wh40k({ ...BIG, attacks: 40 }, BIG_TARGET);
    expect(exactPlanSize(compileWh40k(s)).work).toBeGreaterThan(MAX_PLAN_WORK);
    expect(() => evaluate(s)).toThrow(/use method "monte-carlo"/);
  });

  it('estimates a scenario with a custom rule as it is evaluated', () => {
    const twice = defineWh40kRule({
      name: 'twice',
      citation: 'a test: doubles the attacks',
      apply: (d) => ({ ...d, models: d.models * 2 }),
    });
    const raw = {
      ruleset: 'wh40k-10e',
      method: 'monte-carlo',
      samples: 1000,
      attackers: [{ models: 10, attacks: 2, bs: 3, strength: 4, rules: ['twice'] }],
      target: { models: 10, toughness: 4, save: 3 },
    };
    const s = parseScenario(raw, undefined, { rules: ['twice'] }) as Wh40kScenario;
    const plain = parseScenario({
      ...raw,
      attackers: [{ ...raw.attackers[0], rules: [] }],
    }) as Wh40kScenario;
    expect(() => estimateCost(s)).toThrow(/twice/);
    expect(estimateCost(s, { twice }).seconds).toBeGreaterThan(estimateCost(plain).seconds);
    expect(evaluateJson(raw, { rules: { twice } }).results.hits?.mean()).toBeGreaterThan(0);
  });
});

describe('the analytics and --explain see wh40k-10e estimates', () => {
  it('a matrix of wh40k cells is refused when their sum is over a minute', () => {
    const one = estimateCost(
      wh40k({ ...BIG, ap: -1 }, { ...BIG_TARGET, toughness: 4, save: 3 }),
    ).seconds;
    // Each cell alone fits; n of them do not (and n - 1 do).
    expect(one).toBeLessThan(COST_LIMITS.seconds);
    const n = Math.floor(COST_LIMITS.seconds / one) + 1;
    const analysis = (targets: number) => ({
      ruleset: 'wh40k-10e',
      profiles: [{ name: 'Horde', attackers: [{ bs: 3, strength: 4, ap: -1, ...BIG }] }],
      targets: Array.from({ length: targets }, (_, t) => ({
        name: `T${t}`,
        toughness: 4,
        save: 3,
        ...BIG_TARGET,
      })),
    });
    expect(() => matchupMatrix(parseAnalysis(analysis(n)))).toThrow(TooLargeError);
    expect(() => matchupMatrix(parseAnalysis(analysis(n)))).toThrow(
      new RegExp(`this matrix of ${n} evaluations .*select at most ${n - 1} of them`),
    );
  });

  it.each(['wh40k-10e', 'wh40k-11e'])(
    '%s turns --turns 30 of a horde is priced as 1 + 2 + ... + 30 evaluations, before any',
    (ruleset) => {
      // One evaluation of about a third of a second (as estimated): 465 of them do not fit.
      const analysis = {
        ruleset,
        profiles: [
          {
            name: 'Horde',
            attackers: [{ models: 300, attacks: 'D6', bs: 3, strength: 4, ap: -1, damage: 'D6+1' }],
          },
        ],
        targets: [{ name: 'Squad', models: 5, toughness: 4, save: 3, wounds: 3 }],
      };
      const t = performance.now();
      const e = thrown(() => overTurns(analysis as never, { turns: 30 })) as TooLargeError;
      expect(performance.now() - t).toBeLessThan(2000);
      expect(e).toBeInstanceOf(TooLargeError);
      expect(e.message).toMatch(/^this turns analysis of 1 evaluations would take about \d+ s/);
    },
  );

  it('run --explain prints a wh40k-10e estimate', async () => {
    const scenario = JSON.stringify({
      ruleset: 'wh40k-10e',
      attackers: [{ models: 10, attacks: 2, bs: 3, strength: 4, damage: 'D3' }],
      target: { models: 5, toughness: 4, save: 3, wounds: 3 },
    });
    const r = await fakeCli(['run', 's.json', '--explain'], { files: { 's.json': scenario } });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^estimated cost: about [\d.]+ s and \d+ MB \(limits: 60 s, 2 GB\)\n/);
    expect(r.stdout).toContain('  allocation machine: 5 models of 3 Wounds');
    expect(r.stdout).toContain('  exact engine: ');
  });
});
