// The seeded sampler of a scenario against its exact engine by chi-square, result by result:
// the check each ruleset's sampler test makes for each of its cases (a correct sampler passes
// each fit with probability 0.9999, so a failure is a bug, not bad luck).
import { expect } from 'vitest';
import { evaluate } from '../../src/scenario/evaluate.js';
import type { ScenarioInput } from '../../src/scenario/schema.js';
import { expectFit } from '../stats/chiSquareHelper.js';

/**
 * Evaluate `scenario` exactly and by `samples` samples at `seed`, and hold every result of
 * `names` (default: every result of the exact evaluation) to a chi-square fit. Returns both.
 */
export function expectSamplerFits(
  scenario: ScenarioInput,
  samples: number,
  seed: number,
  names?: readonly string[],
) {
  const exact = evaluate(scenario);
  const mc = evaluate({ ...scenario, method: 'monte-carlo', samples, seed } as ScenarioInput);
  expect(mc.method).toBe('monte-carlo');
  for (const name of names ?? Object.keys(exact.results)) {
    const p = exact.get(name)!.toArray();
    const counts = Array.from(mc.get(name)!.toArray(), (f) => Math.round(f * samples));
    // A value the exact engine gives probability 0 must never be sampled.
    for (let k = p.length; k < counts.length; k++) expect(counts[k], `${name}[${k}]`).toBe(0);
    if (p.length > 1) expectFit(counts.slice(0, p.length), p);
  }
  return { exact, mc };
}
