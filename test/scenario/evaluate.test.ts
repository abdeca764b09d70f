import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { ScenarioError, TooLargeError } from '../../src/errors.js';
import { evaluate, evaluateJson } from '../../src/scenario/evaluate.js';
import { EvaluationResult } from '../../src/scenario/result.js';

/** The spec's worked examples (copied from ../shared/spec/examples into test/fixtures/spec). */
const FIXTURES = new URL('../fixtures/spec/', import.meta.url);
const fixtures = readdirSync(FIXTURES)
  .filter((f) => f.endsWith('.json'))
  .map((f) => ({ file: f, ...JSON.parse(readFileSync(new URL(f, FIXTURES), 'utf8')) })) as {
  file: string;
  scenario: unknown;
  expected: Record<string, { p: number[]; mean: number }>;
}[];

const MESBG = {
  ruleset: 'mesbg',
  attackers: [{ name: 'Háma', shootValue: 3, strength: 2 }],
  target: { name: 'Hill Tribesman', defence: 3 },
};

describe('evaluate(scenario)', () => {
  test.each(fixtures)(
    'reproduces the spec example $file within 1e-12',
    ({ scenario, expected }) => {
      const json = evaluateJson(scenario).toJSON();
      for (const [key, want] of Object.entries(expected)) {
        const got = json.results[key];
        expect(got, key).toBeDefined();
        const n = Math.max(got!.p.length, want.p.length);
        for (let k = 0; k < n; k++) {
          expect(Math.abs((got!.p[k] ?? 0) - (want.p[k] ?? 0)), `${key}.p[${k}]`).toBeLessThan(
            1e-12,
          );
        }
        expect(Math.abs(got!.mean - want.mean), `${key}.mean`).toBeLessThan(1e-12);
      }
    },
  );

  test('returns an EvaluationResult with the validated scenario', () => {
    const r = evaluateJson(MESBG);
    expect(r).toBeInstanceOf(EvaluationResult);
    expect('attackers' in r.scenario && r.scenario.attackers[0]?.models).toBe(1);
    expect(r.ruleset).toBe('mesbg');
  });

  test('throws a ScenarioError for an invalid scenario', () => {
    expect(() => evaluateJson({ ...MESBG, target: { defence: 0 } })).toThrow(ScenarioError);
  });

  test("throws the engine's TooLargeError for an exact run that is too large", () => {
    expect(() =>
      evaluate({
        ruleset: 'scrollhammer',
        attackers: [{ models: 1000, bs: 3, strength: 4 }],
        target: { groups: [{ models: 1000, toughness: 4, wounds: 3 }] },
      }),
    ).toThrow(TooLargeError);
  });
});

describe('the result format', () => {
  test('toJSON() has exactly the keys of the spec, in its order', () => {
    const json = evaluateJson(MESBG).toJSON();
    expect(Object.keys(json)).toEqual(['ruleset', 'method', 'seed', 'samples', 'results']);
    expect(Object.keys(json.results).slice(0, 4)).toEqual(['hits', 'wounds', 'unsaved', 'slain']);
    for (const r of Object.values(json.results)) expect(Object.keys(r)).toEqual(['p', 'mean']);
  });

  test('exact: seed and samples are null', () => {
    const json = evaluateJson(MESBG).toJSON();
    expect(json).toMatchObject({ ruleset: 'mesbg', method: 'exact', seed: null, samples: null });
  });

  test('Example 27 (Háma, Strength 2 against Defence 3 needs 5+): P(slain) = 2/3 x 1/3', () => {
    const { results } = evaluateJson(MESBG).toJSON();
    expect(results.slain!.p[1]).toBeCloseTo(2 / 9, 14);
  });

  test('JSON.stringify(result) is the result format', () => {
    const r = evaluateJson(MESBG);
    expect(JSON.parse(JSON.stringify(r))).toEqual(r.toJSON());
  });

  test('Monte Carlo: the seed (default 0) and samples are reported', () => {
    const json = evaluateJson({ ...MESBG, method: 'monte-carlo', samples: 1000 }).toJSON();
    expect(json).toMatchObject({ method: 'monte-carlo', seed: 0, samples: 1000 });
    const seeded = evaluateJson({
      ...MESBG,
      method: 'monte-carlo',
      samples: 1000,
      seed: 7,
    }).toJSON();
    expect(seeded).toMatchObject({ seed: 7, samples: 1000 });
  });

  test('Monte Carlo: the same seed gives byte-identical JSON, another seed another sample', () => {
    const s = { ...MESBG, method: 'monte-carlo', samples: 5000, seed: 42 };
    const a = JSON.stringify(evaluateJson(s));
    expect(JSON.stringify(evaluateJson(structuredClone(s)))).toBe(a);
    expect(JSON.stringify(evaluateJson({ ...s, seed: 43 }))).not.toBe(a);
  });

  test('every probability is finite, non-negative, and each result sums to 1', () => {
    for (const { scenario } of fixtures) {
      for (const [key, d] of Object.entries(evaluateJson(scenario).toJSON().results)) {
        let sum = 0;
        for (const p of d.p) {
          expect(Number.isFinite(p) && p >= 0, key).toBe(true);
          sum += p;
        }
        expect(Math.abs(sum - 1), key).toBeLessThan(1e-12);
        const mean = d.p.reduce((m, p, k) => m + k * p, 0);
        expect(Math.abs(mean - d.mean), key).toBeLessThan(1e-9);
      }
    }
  });
});
