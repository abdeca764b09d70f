/**
 * A refusal's way out fits: a scenario refused for its samples is run again with the count
 * its error suggests, and finishes. The limit of a minute is scaled down to a second for this
 * file (the same object every check reads, so the same code path), so that the suggested run
 * takes about a second, not a minute; it must finish within ten times the limit whatever the
 * machine's load (the suggestion once ran 90 s past a minute's limit).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateCost } from '../../src/cost/estimate.js';
import { COST_LIMITS, fits } from '../../src/cost/model.js';
import { TooLargeError } from '../../src/errors.js';
import { evaluateJson, parseScenario } from '../../src/index.js';
import { thrown } from '../helpers/thrown.js';

/** The limit this file runs under, in seconds. */
const BUDGET = 1;
const limits = COST_LIMITS as { seconds: number };
const minute = limits.seconds;
beforeAll(() => {
  limits.seconds = BUDGET;
});
afterAll(() => {
  limits.seconds = minute;
});

const cases: [string, object][] = [
  [
    'Scrollhammer',
    {
      ruleset: 'scrollhammer',
      attackers: [{ models: 100, shots: 'D6', bs: 3, strength: 4 }],
      target: { groups: [{ models: 50, toughness: 4, wounds: 2 }] },
    },
  ],
  [
    'Warhammer 40,000',
    {
      ruleset: 'wh40k-10e',
      attackers: [
        {
          models: 20,
          attacks: 'D6',
          bs: 3,
          strength: 5,
          damage: 'D3',
          rules: [{ rule: 'sustained-hits', hits: 1 }],
        },
      ],
      target: { models: 10, toughness: 4, save: 3, wounds: 3, feelNoPain: 5 },
    },
  ],
  [
    'a MESBG fight',
    {
      ruleset: 'mesbg',
      phase: 'fight',
      sideA: { models: [{ fight: 5, attacks: 3, strength: 4, defence: 5, might: 2 }] },
      sideB: { models: [{ fight: 4, attacks: 2, strength: 4, defence: 5, wounds: 3 }] },
    },
  ],
];

describe(`the samples a refusal suggests fit (the limit scaled to ${BUDGET} s)`, () => {
  it.each(cases)('%s: refused, then run with the count suggested', (_, scenario) => {
    // Within the sampling budget of 3e9 shots, over the cost model's scaled limit.
    const refused = { ...scenario, method: 'monte-carlo', samples: 2e6, seed: 3 };
    const e = thrown(() => evaluateJson(refused)) as TooLargeError;
    expect(e).toBeInstanceOf(TooLargeError);
    expect(e.message).toContain(`more than the limits of ${BUDGET} s`);
    const n = Number(/use at most (\d+) samples/.exec(e.message)?.[1]);
    expect(n).toBeGreaterThanOrEqual(1000);
    const suggested = { ...refused, samples: n };
    expect(fits(estimateCost(parseScenario(suggested)))).toBe(true);
    const t = performance.now();
    const r = evaluateJson(suggested);
    const seconds = (performance.now() - t) / 1000;
    expect(Object.keys(r.results).length).toBeGreaterThan(0);
    expect(seconds).toBeLessThan(10 * BUDGET);
  });
});
