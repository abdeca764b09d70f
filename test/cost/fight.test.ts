/**
 * The cost model of the MESBG fight (`src/rulesets/mesbg/fight/cost.ts`): `run --explain`
 * gives a real estimate, an evaluation over the limits is refused before any work with a way
 * out, and the fight analytics (`sweepFight`, `compareFights`, `fightsUntilSlain`) price all
 * their fights before the first. Timings here are loose: a refusal in a second or two against
 * work of minutes or hours; the estimate against measured runs is in docs/errors.md.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareFights, fightsUntilSlain, sweepFight } from '../../src/analytics/fight.js';
import { estimateCost } from '../../src/cost/estimate.js';
import { COST_LIMITS, fits } from '../../src/cost/model.js';
import { TooLargeError } from '../../src/errors.js';
import { evaluate, parseScenario } from '../../src/index.js';
import { compileFight } from '../../src/rulesets/mesbg/fight/compile.js';
import { signatureBound } from '../../src/rulesets/mesbg/fight/cost.js';
import { sideStates } from '../../src/rulesets/mesbg/fight/duel.js';
import type { MesbgFightScenario } from '../../src/rulesets/mesbg/fight/types.js';
import { fakeCli } from '../helpers/fakeCli.js';
import { thrown } from '../helpers/thrown.js';

/** A Hero of 10 Attacks, 6 Might and 6 Fate, with 100 Wounds. */
const HERO = { fight: 5, attacks: 10, strength: 4, defence: 5, might: 6, fate: 6, wounds: 100 };
const ORC = { fight: 3, attacks: 1, strength: 3, defence: 4 };

/**
 * Three such Heroes against one: its wound phases run over 343 Might codes (about ten seconds
 * here, estimated about a minute: the largest of the fights the engine answers).
 */
const THREE = {
  ruleset: 'mesbg',
  phase: 'fight',
  sideA: { models: [HERO, HERO, HERO] },
  sideB: { models: [HERO] },
} as const;

/** The same at the best Might policy against a Trapped Hero, every Wound counted: minutes. */
const HOURS = {
  ...THREE,
  sideA: { ...THREE.sideA, might: 'best' },
  sideB: { models: [{ ...HERO, trapped: true }] },
  rules: { countWounds: 'all' },
} as const;

/**
 * Three such Heroes against a Trapped one, every Wound counted, the Might as played: minutes
 * exact (the best policy reported beside weighs every state), seconds by Monte Carlo.
 */
const TRAPPED = {
  ...THREE,
  sideB: { models: [{ ...HERO, trapped: true }] },
  rules: { countWounds: 'all' },
} as const;

const SMALL = {
  ruleset: 'mesbg',
  phase: 'fight',
  sideA: { models: [{ fight: 5, attacks: 2, strength: 4, defence: 5 }] },
  sideB: { models: [{ ...ORC, wounds: 2 }] },
} as const;

/** Seconds taken by f, and what it threw. */
function timed(f: () => unknown): { seconds: number; error: unknown } {
  const t = performance.now();
  let error: unknown;
  try {
    f();
  } catch (e) {
    error = e;
  }
  return { seconds: (performance.now() - t) / 1000, error };
}

describe('the fight is priced', () => {
  it('run --explain gives an estimate of the fight, part by part (it said 0.00 s)', async () => {
    const r = await fakeCli(['run', 'f.json', '--explain'], {
      files: { 'f.json': JSON.stringify(HOURS) },
    });
    expect(r.code).toBe(0);
    const seconds = Number(/^estimated cost: about (\d+) s/.exec(r.stdout)?.[1]);
    expect(seconds).toBeGreaterThan(COST_LIMITS.seconds);
    expect(r.stdout).toMatch(/: refused\n/);
    expect(r.stdout).toMatch(/\n {2}Duel: \d+ passes of \d+ steps: /);
    expect(r.stdout).toMatch(/\n {2}wound phases: [\d.e+]+ steps: \d+ s/);
  });

  it('a fight over the limits is refused before any work, with a way out that fits', () => {
    const { seconds, error } = timed(() => evaluate(HOURS));
    expect(error).toBeInstanceOf(TooLargeError);
    expect(seconds).toBeLessThan(2);
    expect((error as Error).message).toMatch(/would take about \d{3,} s and \d+ MB.*wound phases/);
    const e = thrown(() => evaluate(TRAPPED)) as TooLargeError;
    expect(e).toBeInstanceOf(TooLargeError);
    const n = Number(/use method "monte-carlo" with at most (\d+) samples/.exec(e.message)?.[1]);
    expect(n).toBeGreaterThanOrEqual(1000);
    const mc = parseScenario({ ...TRAPPED, method: 'monte-carlo', samples: n });
    expect(fits(estimateCost(mc))).toBe(true);
  });

  it('a fight of seconds is accepted (it was estimated 83 s and refused)', () => {
    // Three Heroes of Might 6 at the best policy against a Hero without Fate: 1.7 s of CPU
    // here (bench/fightCost.mjs, docs/benchmarks.md), not run in this test.
    const seconds = {
      ...THREE,
      sideA: { ...THREE.sideA, might: 'best' },
      sideB: { models: [{ ...HERO, fate: 0 }] },
    };
    const cost = estimateCost(parseScenario(seconds));
    expect(fits(cost)).toBe(true);
    expect(cost.seconds).toBeLessThan(COST_LIMITS.seconds / 4);
  });

  it('a small fight is estimated small and answers', () => {
    const cost = estimateCost(parseScenario(SMALL));
    expect(cost.seconds).toBeGreaterThan(0);
    expect(cost.seconds).toBeLessThan(0.1);
    expect(evaluate(SMALL).results.slainB?.at(1)).toBeGreaterThan(0);
  });

  it('bounds the Duel signatures of every layout of kinds', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ attacks: fc.constantFrom(1, 2, 3), mod: fc.integer({ min: -2, max: 2 }) }),
          {
            minLength: 1,
            maxLength: 4,
          },
        ),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        (kinds, heroes, banner) => {
          const models = kinds.map((k, i) => ({
            fight: 5,
            strength: 4,
            defence: 5,
            attacks: k.attacks,
            duelModifier: k.mod,
            ...(i < heroes ? { might: 2 } : {}),
          }));
          const s = parseScenario({
            ruleset: 'mesbg',
            phase: 'fight',
            sideA: { banner, models },
            sideB: { models: [ORC] },
          }) as MesbgFightScenario;
          const plan = compileFight(s);
          expect(sideStates(plan.a).signatures.length).toBeLessThanOrEqual(signatureBound(plan.a));
        },
      ),
      { numRuns: 60, seed: 30 },
    );
  });
});

describe('the fight analytics price every fight before the first', () => {
  it('sweepFight of 100,000 values is refused at once, with how many fit', () => {
    const values = Array.from({ length: 100_000 }, (_, i) => 1 + (i % 10));
    const { seconds, error } = timed(() => sweepFight(SMALL, 'strength', values));
    expect(error).toBeInstanceOf(TooLargeError);
    expect(seconds).toBeLessThan(1);
    expect((error as Error).message).toMatch(
      /^sweepFight: 100000 fights would take about \d+ s and \d+ MB in all, more than the limits of 60 s and 2 GB; use at most \d+ of them$/,
    );
  });

  it('compareFights of 100,000 entries is refused at once', () => {
    const entries = Array.from({ length: 100_000 }, (_, i) => ({
      name: `e${i}`,
      sideA: SMALL.sideA,
    }));
    const { seconds, error } = timed(() => compareFights(entries, SMALL));
    expect(error).toBeInstanceOf(TooLargeError);
    expect(seconds).toBeLessThan(1);
    expect((error as Error).message).toMatch(/^compareFights: 100000 fights would take about/);
  });

  it('a few large fights adding up over a minute are refused before any is fought', () => {
    const entries = Array.from({ length: 12 }, (_, i) => ({
      name: `e${i}`,
      sideA: { models: [HERO, HERO], might: 'best' },
    }));
    const { seconds, error } = timed(() => compareFights(entries, THREE));
    expect(error).toBeInstanceOf(TooLargeError);
    expect(seconds).toBeLessThan(2);
    expect((error as Error).message).toMatch(/^compareFights: 12 fights would take about \d+ s/);
    expect((error as Error).message).toMatch(/use at most \d of them$/);
    // A sweep that fits answers, as before.
    expect(sweepFight(SMALL, 'strength', [3, 4, 5, 5]).map((r) => r.name)).toEqual([
      'strength 3',
      'strength 4',
      'strength 5',
      'strength 5',
    ]);
  });

  it('fightsUntilSlain prices one fight per state of the model struck', () => {
    const { seconds, error } = timed(() =>
      fightsUntilSlain({ ...THREE, sideA: { models: [HERO, HERO] } }, 3),
    );
    expect(error).toBeInstanceOf(TooLargeError);
    expect(seconds).toBeLessThan(2);
    expect((error as Error).message).toMatch(/^fightsUntilSlain: 700 fights would take/);
    expect(fightsUntilSlain(SMALL, 2).slain).toHaveLength(2);
  });
});

describe('fuzz: fights near every limit end in a result or a refusal', () => {
  const model = fc.record({
    fight: fc.constantFrom(3, 5, 7),
    strength: fc.constantFrom(3, 4, 6),
    attacks: fc.constantFrom(1, 3, 10),
    defence: fc.constantFrom(4, 6),
    wounds: fc.constantFrom(1, 3, 20, 100),
    might: fc.constantFrom(0, 1, 3, 6),
    fate: fc.constantFrom(0, 3, 6),
  });
  const fight = fc.record({
    ruleset: fc.constant('mesbg'),
    phase: fc.constant('fight'),
    method: fc.constantFrom('exact', 'monte-carlo'),
    samples: fc.constantFrom(1, 1e4, 1e7, 1e8),
    sideA: fc.record({
      banner: fc.boolean(),
      might: fc.constantFrom('win-duel', 'best'),
      models: fc.array(model, { minLength: 1, maxLength: 4 }),
    }),
    sideB: fc.record({ models: fc.array(model, { minLength: 1, maxLength: 2 }) }),
  });

  it('refusals are TooLargeErrors with an estimate; cheap ones answer', () => {
    let answered = 0;
    let refused = 0;
    fc.assert(
      fc.property(fight, (raw) => {
        const s = parseScenario(raw);
        let cost: ReturnType<typeof estimateCost>;
        try {
          cost = estimateCost(s);
        } catch (e) {
          // More Heroes spending Might in the Duel than the engine takes: refused by name.
          expect(e).toBeInstanceOf(TooLargeError);
          return;
        }
        expect(Number.isFinite(cost.seconds) && cost.seconds > 0).toBe(true);
        expect(Number.isFinite(cost.bytes) && cost.bytes > 0).toBe(true);
        if (fits(cost) && cost.seconds > 0.02) return;
        const { seconds, error } = timed(() => evaluate(raw));
        if (fits(cost)) {
          expect(error).toBeUndefined();
          answered++;
        } else {
          expect(error).toBeInstanceOf(TooLargeError);
          expect((error as Error).message).toMatch(/would take about .*; use /);
          expect(seconds).toBeLessThan(2);
          refused++;
        }
      }),
      { numRuns: 40, seed: 30 },
    );
    expect(answered).toBeGreaterThan(3);
    expect(refused).toBeGreaterThan(3);
  });
});
