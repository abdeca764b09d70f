/** Holding a sampled distribution against the exact one. */
import { expect } from 'vitest';
import type { Dist } from '../../src/dist/index.js';
import { chiSquareTest } from '../../src/stats/index.js';

/** How strict {@link expectAgreement} is. */
export interface AgreementOptions {
  /** The smallest chi-square p-value accepted. @defaultValue 1e-4 */
  readonly pValue?: number;
  /** How many standard errors the sampled mean may be from the exact one. @defaultValue 4 */
  readonly standardErrors?: number;
  /** Named in the failure message. */
  readonly label?: string;
}

/**
 * Asserts a sampled distribution agrees with the exact one: chi-square p-value above 1e-4
 * (cells with small expected counts pooled by chiSquareTest) and the mean within 4 standard
 * errors, unless `options` says otherwise. With the defaults, a correct sampler fails one
 * check at a fresh seed with probability about 1e-4 + 6e-5 (P(|Z| > 4)).
 */
export function expectAgreement(
  sampled: Dist,
  exact: Dist,
  samples: number,
  options: AgreementOptions = {},
): void {
  const { pValue: minP = 1e-4, standardErrors = 4, label } = options;
  const n = Math.max(sampled.max, exact.max) + 1;
  const observed = Array.from({ length: n }, (_, k) => Math.round(sampled.at(k) * samples));
  const expected = Array.from({ length: n }, (_, k) => exact.at(k));
  const { pValue } = chiSquareTest(observed, expected);
  expect(pValue, label).toBeGreaterThan(minP);
  const se = exact.sd() / Math.sqrt(samples);
  expect(Math.abs(sampled.mean() - exact.mean()), label).toBeLessThanOrEqual(
    standardErrors * se + 1e-12,
  );
}
