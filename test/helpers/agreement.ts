/** Holding a sampled distribution against the exact one. */
import { expect } from 'vitest';
import type { Dist } from '../../src/dist/index.js';
import { chiSquareTest } from '../../src/stats/index.js';

/**
 * Asserts a sampled distribution agrees with the exact one: chi-square p-value above 1e-4
 * (cells with small expected counts pooled by chiSquareTest) and the mean within 4 standard
 * errors.
 */
export function expectAgreement(sampled: Dist, exact: Dist, samples: number): void {
  const n = Math.max(sampled.max, exact.max) + 1;
  const observed = Array.from({ length: n }, (_, k) => Math.round(sampled.at(k) * samples));
  const expected = Array.from({ length: n }, (_, k) => exact.at(k));
  const { pValue } = chiSquareTest(observed, expected);
  expect(pValue).toBeGreaterThan(1e-4);
  const se = exact.sd() / Math.sqrt(samples);
  expect(Math.abs(sampled.mean() - exact.mean())).toBeLessThanOrEqual(4 * se + 1e-12);
}
