/** Holding a sampler's counts to the exact engine's results, result by result. */
import { expect } from 'vitest';
import type { PlanCounts } from '../../src/attack/sample.js';
import type { Dist } from '../../src/dist/index.js';
import { expectFit } from '../stats/chiSquareHelper.js';

/**
 * Every exact result against the sampled counts of the same name: the counts sum to the
 * samples, nothing the exact engine rules out is ever sampled, and the counts fit the exact
 * probabilities by chi-square.
 */
export function expectCountsFit(
  exact: Readonly<Record<string, Dist | undefined>>,
  counts: Readonly<PlanCounts>,
  samples: number,
): void {
  for (const [key, dist] of Object.entries(exact)) {
    if (dist === undefined) continue;
    const c = counts[key]!;
    expect(
      c.reduce((a, b) => a + b, 0),
      key,
    ).toBe(samples);
    const probs = Array.from({ length: c.length }, (_, k) => dist.at(k));
    // Nothing the exact engine rules out is ever sampled.
    for (let k = 0; k < c.length; k++) if (probs[k] === 0) expect(c[k], `${key}[${k}]`).toBe(0);
    if (dist.max > 0) expectFit(c, probs);
  }
}
