/** Holding two sampled distributions against each other (neither is exact). */
import { expect } from 'vitest';
import type { Dist } from '../../src/dist/index.js';
import { chiSquarePValue } from '../../src/stats/index.js';

/**
 * Pearson's chi-square test of homogeneity of two samples (`a` of `na` samples, `b` of `nb`):
 * cells pooled from 0 upwards until both expected counts reach 5. Returns the p-value.
 */
export function homogeneityPValue(a: Dist, na: number, b: Dist, nb: number): number {
  const cells = Math.max(a.max, b.max) + 1;
  const total = na + nb;
  const pooled: [number, number][] = [];
  let oa = 0;
  let ob = 0;
  for (let k = 0; k < cells; k++) {
    oa += Math.round(a.at(k) * na);
    ob += Math.round(b.at(k) * nb);
    const both = oa + ob;
    if ((both * na) / total >= 5 && (both * nb) / total >= 5) {
      pooled.push([oa, ob]);
      oa = 0;
      ob = 0;
    }
  }
  if (oa + ob > 0) {
    const last = pooled.at(-1);
    if (last) {
      last[0] += oa;
      last[1] += ob;
    } else pooled.push([oa, ob]);
  }
  let statistic = 0;
  for (const [x, y] of pooled) {
    const ea = ((x + y) * na) / total;
    const eb = ((x + y) * nb) / total;
    statistic += (x - ea) ** 2 / ea + (y - eb) ** 2 / eb;
  }
  return pooled.length > 1 ? chiSquarePValue(statistic, pooled.length - 1) : 1;
}

/** Asserts two samplers agree: homogeneity p-value above 1e-4, means within 4 standard errors. */
export function expectSameDistribution(a: Dist, na: number, b: Dist, nb: number): void {
  expect(homogeneityPValue(a, na, b, nb)).toBeGreaterThan(1e-4);
  const se = Math.sqrt(a.variance() / na + b.variance() / nb);
  expect(Math.abs(a.mean() - b.mean())).toBeLessThanOrEqual(4 * se + 1e-12);
}
