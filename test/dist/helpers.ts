// Shared test helpers for src/dist: arbitraries and tolerant comparisons (never float ===).
import { fc } from '@fast-check/vitest';
import { expect } from 'vitest';
import { type Dist, fromWeights } from '../../src/dist/index.js';

/** Compensated sum (Neumaier), so the check itself adds no rounding drift. */
export function sum(values: ArrayLike<number>): number {
  let s = 0;
  let c = 0;
  for (let i = 0; i < values.length; i++) {
    const x = values[i]!;
    const t = s + x;
    c += Math.abs(s) >= Math.abs(x) ? s - t + x : x - t + s;
    s = t;
  }
  return s + c;
}

/** Every probability finite and >= 0, the total 1 within `tol`. */
export function expectValid(d: Dist, tol = 1e-12): void {
  const p = d.toArray();
  expect(p.length).toBe(d.max + 1);
  const bad = p.findIndex((x) => !(x >= 0 && x <= 1));
  if (bad >= 0) expect.fail(`P(X = ${bad}) is ${p[bad]}`);
  expect(Math.abs(sum(p) - 1)).toBeLessThanOrEqual(tol);
  if (d.max > 0) expect(d.at(d.max)).toBeGreaterThan(0);
}

/** Same probabilities for every k, within `tol` absolute (entries past max count as 0). */
export function expectSameDist(a: Dist, b: Dist, tol = 1e-12): void {
  const n = Math.max(a.max, b.max);
  for (let k = 0; k <= n; k++) {
    const diff = Math.abs(a.at(k) - b.at(k));
    if (diff > tol) expect.fail(`P(X = ${k}): ${a.at(k)} vs ${b.at(k)} (diff ${diff})`);
  }
}

/** Expected probabilities, as a plain array indexed by k, within `tol`. */
export function expectProbs(d: Dist, expected: readonly number[], tol = 1e-12): void {
  expect(d.max).toBe(expected.length - 1);
  expected.forEach((x, k) => {
    expect(d.at(k)).toBeCloseTo(x, -Math.log10(tol));
  });
}

/** A small arbitrary distribution: up to `maxLength` random weights, some of them zero. */
export function arbDist(maxLength = 10): fc.Arbitrary<Dist> {
  return fc
    .array(
      fc.oneof(
        fc.constant(0),
        fc.integer({ min: 1, max: 6 }),
        fc.double({ min: 1e-6, max: 1, noNaN: true }),
      ),
      { minLength: 1, maxLength },
    )
    .filter((w) => w.some((x) => x > 0))
    .map((w) => fromWeights(w));
}

/** A probability, with the edges 0 and 1 and some exact fractions likely. */
export function arbProbability(): fc.Arbitrary<number> {
  return fc.oneof(
    fc.constantFrom(0, 1, 1 / 2, 1 / 3, 2 / 3, 1 / 6, 5 / 6),
    fc.double({ min: 0, max: 1, noNaN: true }),
  );
}

/** Every roll of `dice` dice of the given sides, each passed to `visit`. */
export function enumerateRolls(sides: number, dice: number, visit: (rolls: number[]) => void) {
  const rolls = new Array<number>(dice).fill(1);
  const step = (i: number): void => {
    if (i === dice) {
      visit(rolls);
      return;
    }
    for (let face = 1; face <= sides; face++) {
      rolls[i] = face;
      step(i + 1);
    }
  };
  step(0);
}
