// Test helpers for holding a sampler against exact probabilities (the Monte Carlo engine
// against the exact one, the dice against their distributions). Import them from tests:
//   import { countSamples, expectFit } from './chiSquareHelper.js';
import { expect } from 'vitest';
import { chiSquareTest } from '../../src/stats/index.js';

/**
 * Draws `n` samples and counts them: `counts[k]` is how many times `draw()` returned k. The
 * draws must be whole numbers from 0 to 1,000,000.
 */
export function countSamples(n: number, draw: () => number): number[] {
  const counts: number[] = [];
  for (let i = 0; i < n; i++) {
    const k = draw();
    if (!Number.isInteger(k) || k < 0 || k > 1_000_000) {
      throw new Error(`countSamples: draw() returned ${k}, not a whole number from 0 to 1e6`);
    }
    while (counts.length <= k) counts.push(0);
    counts[k]!++;
  }
  return counts;
}

/**
 * Asserts that the counts fit the probabilities by Pearson's chi-square test (small cells
 * pooled): p-value above `minPValue`. With fixed seeds the outcome is deterministic; 1e-4
 * lets a correct sampler pass at any seed with probability 0.9999 while a bias of a few
 * tenths of a percent fails at a few hundred thousand samples. Returns the test result.
 */
export function expectFit(
  counts: ArrayLike<number>,
  probabilities: ArrayLike<number>,
  minPValue = 1e-4,
): ReturnType<typeof chiSquareTest> {
  const result = chiSquareTest(counts, probabilities);
  expect(
    result.pValue,
    `chi-square ${result.statistic.toFixed(2)} on ${result.degreesOfFreedom} df`,
  ).toBeGreaterThan(minPValue);
  return result;
}

/** `n` equal probabilities over 0..n-1, or over `from`..`from + n - 1` with zeros below. */
export function uniformProbabilities(n: number, from = 0): number[] {
  return Array.from({ length: from + n }, (_, k) => (k < from ? 0 : 1 / n));
}

/**
 * Asserts that sampled histograms fit the exact distributions of the same results: each
 * histogram sums to `samples`, nothing the exact engine rules out is ever sampled, and each
 * fits by chi-square ({@link expectFit}).
 */
export function expectCountsFit(
  exact: object,
  counts: Readonly<Record<string, ArrayLike<number>>>,
  samples: number,
): void {
  type Law = { at(k: number): number; readonly max: number };
  for (const [key, dist] of Object.entries(exact) as [string, Law][]) {
    const c = Array.from(counts[key]!);
    expect(
      c.reduce((a, b) => a + b, 0),
      key,
    ).toBe(samples);
    const probs = c.map((_, k) => dist.at(k));
    for (let k = 0; k < c.length; k++) if (probs[k] === 0) expect(c[k], `${key}[${k}]`).toBe(0);
    if (dist.max > 0) expectFit(c, probs);
  }
}
