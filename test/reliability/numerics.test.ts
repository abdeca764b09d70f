/**
 * Issue 7, numerics: exact results stay normalised (sum 1 within 1e-12), non-negative and
 * finite up to the largest sizes the engines accept, and probabilities too small for a double
 * underflow to 0 as docs/errors.md says: they are never NaN, and the result's list stops at
 * the largest value whose probability is not 0.
 *
 * "The largest sizes accepted": the scenario limits (1,000 models in a group, dice up to
 * 1000D10+1000 shots a model, 100 Wounds) and the engines' work limits (`TooLargeError`
 * beyond them). Each case is the largest of its kind that the exact engine still answers
 * (the next size up throws TooLargeError), kept to well under a second each.
 */
import { describe, expect, test } from 'vitest';
import { DICE_LIMITS, parseDice } from '../../src/dice/parseDice.js';
import { TooLargeError } from '../../src/errors.js';
import { SCENARIO_LIMITS as L } from '../../src/format/limits.js';
import { MAX_SAMPLING_WORK } from '../../src/plan/sampleLimits.js';
import { evaluate, evaluateJson } from '../../src/scenario/evaluate.js';
import { resultEntries } from '../../src/scenario/result.js';

/** Every result: finite, in [0, 1], summing to 1 within 1e-12, mean = Σ k p[k]. */
function expectNormalised(results: object): void {
  for (const [name, d] of resultEntries(results)) {
    const p = d.toArray();
    let sum = 0;
    let mean = 0;
    for (let k = 0; k < p.length; k++) {
      const x = p[k]!;
      if (!(Number.isFinite(x) && x >= 0 && x <= 1)) throw new Error(`${name}: P(${k}) = ${x}`);
      sum += x;
      mean += k * x;
    }
    expect(Math.abs(sum - 1), `${name} sums to ${sum}`).toBeLessThanOrEqual(1e-12);
    expect(Math.abs(d.mean() - mean), name).toBeLessThanOrEqual(1e-12 * Math.max(1, mean));
    // The list ends at the largest value with a probability that is not 0.
    expect(p[p.length - 1], `${name} ends with a zero`).not.toBe(0);
  }
}

/** The JSON of the results never holds null (what NaN and Infinity turn into). */
function expectCleanJson(r: ReturnType<typeof evaluate>): void {
  expect(JSON.stringify(r.toJSON().results).includes('null')).toBe(false);
}

/** ln(n!) as a sum of logs (exact enough for the comparisons below: 1e-13 relative). */
function logFactorial(n: number): number {
  let s = 0;
  for (let i = 2; i <= n; i++) s += Math.log(i);
  return s;
}
function binomialPmf(n: number, p: number, k: number): number {
  return Math.exp(
    logFactorial(n) -
      logFactorial(k) -
      logFactorial(n - k) +
      k * Math.log(p) +
      (n - k) * Math.log1p(-p),
  );
}

const scrollhammer = (attacker: object, group: object, more: object = {}) => ({
  ruleset: 'scrollhammer',
  attackers: [attacker],
  target: { groups: [group] },
  ...more,
});

describe('exact results at the largest sizes accepted', () => {
  test(`most models: ${L.models} attackers at ${L.models} one-Wound models`, () => {
    const r = evaluateJson(
      scrollhammer(
        { models: L.models, bs: 3, strength: 4, ap: 1 },
        { models: L.models, toughness: 4, save: 4, feelNoPain: 6 },
      ),
    );
    expectNormalised(r.results);
    expectCleanJson(r);
    expect(r.results.hits!.mean()).toBeCloseTo(500, 9);
  });

  test('most shots: 1000 models with 10 shots each, 10,000 shots', () => {
    const r = evaluateJson(
      scrollhammer(
        { models: L.models, bs: 3, strength: 4, shots: 10 },
        { models: L.models, toughness: 4 },
      ),
    );
    expectNormalised(r.results);
    const hits = r.results.hits!;
    expect(hits.mean()).toBeCloseTo(5000, 8);
    expect(hits.sd()).toBeCloseTo(50, 8);
    // P(0 hits) = 2^-10000 is far below the smallest double: 0, not NaN.
    expect(hits.at(0)).toBe(0);
    // 10 times as many shots (1000 models x 100) at one group: a fixed number of shots sums
    // with no convolution, and the damage chain steps only the wounds that can still do
    // damage, so it is answered: 100,000 shots, half of them hitting (as above), 50,000 on average.
    const more = evaluateJson(
      scrollhammer(
        { models: L.models, bs: 3, strength: 4, shots: 100 },
        { models: 1, toughness: 4 },
      ),
    );
    expect(more.results.hits!.mean()).toBeCloseTo(50_000, 6);
    // As dice (100D6 a model, up to 600,000 shots), the sum of the models' shots alone is
    // about 1e11 multiply-adds: refused before any work.
    expect(() =>
      evaluateJson(
        scrollhammer(
          { models: L.models, bs: 3, strength: 4, shots: '100D6' },
          { models: 1, toughness: 4 },
        ),
      ),
    ).toThrow(TooLargeError);
  });

  test(`largest dice: ${DICE_LIMITS.count}D10+${DICE_LIMITS.modifier} shots (the most faces and modifier)`, () => {
    const shots = `${DICE_LIMITS.count}D${DICE_LIMITS.faces / DICE_LIMITS.count}+${DICE_LIMITS.modifier}`;
    expect(parseDice(shots).text).toBe('1000D10+1000');
    const r = evaluateJson(
      scrollhammer(
        { models: 1, hitOn: 2, strength: 10, shots },
        { models: L.models, toughness: 1, save: 6 },
      ),
    );
    expectNormalised(r.results);
    expectCleanJson(r);
    // 1000D10+1000 has mean 6500; a 2+ hits 5/6 of them.
    expect(r.results.hits!.mean()).toBeCloseTo((6500 * 5) / 6, 7);
  });

  test('multi-Wound models with Critical Strike and Feel No Pain: 1000 shots at 100 models of 3 Wounds', () => {
    const r = evaluateJson(
      scrollhammer(
        { models: L.models, bs: 5, strength: 4, rules: ['critical-strike'] },
        { models: 100, toughness: 4, wounds: 3, feelNoPain: 5 },
      ),
    );
    expectNormalised(r.results);
    expectCleanJson(r);
  });

  test(`the most Wounds: a model of ${L.wounds} Wounds under 200 Critical Strike shots`, () => {
    for (const allocation of ['rules', 'sequential']) {
      const r = evaluateJson(
        scrollhammer(
          { models: 100, hitOn: 2, strength: 4, shots: 2, rules: ['critical-strike'] },
          { models: 1, toughness: 4, wounds: L.wounds, save: 5 },
          { allocation },
        ),
      );
      expectNormalised(r.results);
      expect(r.results.woundsLost!.max).toBeLessThanOrEqual(L.wounds);
    }
  });

  test('MESBG: 1000 models with D6 shots at a target of 100 Wounds, through an obstruction of 100 Wounds', () => {
    const r = evaluate({
      ruleset: 'mesbg',
      attackers: [
        {
          models: L.models,
          shootValue: 4,
          strength: 5,
          shots: 'D6',
          obstructions: [{ name: 'Troll', defence: 6, wounds: L.wounds }],
        },
      ],
      target: { defence: 4, wounds: L.wounds },
    });
    expectNormalised(r.results);
    expectCleanJson(r);
  });
});

describe('probabilities too small for a double', () => {
  test('a binomial tail is exact to 1e-9 relative down to 1e-300, then underflows to 0', () => {
    // 1000 shots hitting on 6+: hits ~ Binomial(1000, 1/6). P(1000 hits) = 6^-1000 ~ 1e-778,
    // far below the smallest double (5e-324): it is 0, and the list ends before it.
    const n = 1000;
    const hits = evaluateJson(scrollhammer({ models: n, hitOn: 6, strength: 4 }, { toughness: 4 }))
      .results.hits!;
    expectNormalised({ hits });
    for (let k = 0; k <= n; k++) {
      const exact = binomialPmf(n, 1 / 6, k);
      const got = hits.at(k);
      if (exact > 1e-300) {
        expect(Math.abs(got - exact) / exact, `P(${k})`).toBeLessThanOrEqual(1e-9);
      } else {
        // Below 1e-300: either still a (less precise, subnormal) double or 0, never NaN.
        expect(got >= 0 && got <= 1e-290, `P(${k}) = ${got}`).toBe(true);
      }
    }
    expect(hits.at(n)).toBe(0);
    expect(hits.max).toBeLessThan(n);
    expect(hits.max).toBeGreaterThan(600);
  });
});

describe('Monte Carlo at the limits', () => {
  test('the largest run is refused before any dice are rolled, with the samples that fit', () => {
    const s = scrollhammer(
      { models: L.models, bs: 3, strength: 4, shots: '1000D10+1000' },
      { models: L.models, toughness: 4 },
      { method: 'monte-carlo' },
    );
    const started = performance.now();
    let error: unknown;
    try {
      evaluateJson(s);
    } catch (e) {
      error = e;
    }
    expect(performance.now() - started).toBeLessThan(1000);
    expect(error).toBeInstanceOf(TooLargeError);
    // 1000 models x (1000 dice + 6500 shots on average) + 8 = 7,500,008 shots an attack.
    const fit = Math.floor(MAX_SAMPLING_WORK / 7_500_008);
    expect((error as Error).message).toBe(
      `a Monte Carlo run of 100000 samples needs about 7.5e+11 shots (about 7.5e+6 per simulated attack), more than the limit of 3e+9 (about a minute); use at most ${fit} samples`,
    );
  });

  test('a sampled result at the largest sizes is still a distribution', () => {
    const r = evaluateJson(
      scrollhammer(
        { models: L.models, bs: 3, strength: 4, shots: 'D6', rules: ['critical-strike'] },
        { models: L.models, toughness: 4, wounds: 2, feelNoPain: 5 },
        { method: 'monte-carlo', samples: 20, seed: 1 },
      ),
    );
    for (const [, d] of resultEntries(r.results)) {
      const p = d.toArray();
      expect(p.every((x) => Number.isFinite(x) && x >= 0)).toBe(true);
      expect(Math.abs(p.reduce((a, b) => a + b, 0) - 1)).toBeLessThanOrEqual(1e-12);
    }
  });
});
