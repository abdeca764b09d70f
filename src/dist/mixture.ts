import { InputError, show } from '../errors.js';
import { Dist } from './Dist.js';
import { normalizeInPlace } from './kernels.js';

/**
 * One of several distributions, chosen at random with the given relative weights:
 * `P(X = k) = sum w_i P(D_i = k) / sum w_i`. A weapon that fires D6 or 2D6 shots at random,
 * the outcome on each branch of a roll. Weights are divided by the largest first, so they may
 * be counts or any finite numbers >= 0; parts of weight 0 are ignored. The result is
 * renormalised to sum to 1. O(sum of (dist.max + 1)).
 *
 * @param parts - one or more `{ weight, dist }`, weights finite and >= 0, not all zero.
 * @throws {InputError} if parts is empty or not an array, if `parts[i].weight` is negative or
 *   not finite, if `parts[i].dist` is not a Dist, or if all weights are zero.
 * @example
 * ```ts
 * mixture([
 *   { weight: 1, dist: constant(0) },
 *   { weight: 3, dist: constant(2) },
 * ]).toJSON(); // { p: [0.25, 0, 0.75], mean: 1.5 }
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function mixture(parts: readonly { weight: number; dist: Dist }[]): Dist {
  if (!Array.isArray(parts) || parts.length === 0) {
    throw new InputError(
      `mixture: parts must be a non-empty array of { weight, dist }, got ${show(parts)}`,
      'parts',
      parts,
    );
  }
  let largest = 0;
  let length = 1;
  for (let i = 0; i < parts.length; i++) {
    const part: unknown = parts[i];
    const { weight, dist } = (part ?? {}) as { weight?: unknown; dist?: unknown };
    if (typeof weight !== 'number' || !(weight >= 0 && weight < Number.POSITIVE_INFINITY)) {
      throw new InputError(
        `mixture: parts[${i}].weight must be a finite number >= 0, got ${show(weight)}`,
        `parts[${i}].weight`,
        weight,
      );
    }
    if (!(dist instanceof Dist)) {
      throw new InputError(
        `mixture: parts[${i}].dist must be a Dist, got ${show(dist)}`,
        `parts[${i}].dist`,
        dist,
      );
    }
    if (weight > 0) length = Math.max(length, dist.max + 1);
    largest = Math.max(largest, weight);
  }
  if (largest === 0) {
    throw new InputError('mixture: parts must not all have weight 0', 'parts', parts);
  }
  const out = new Float64Array(length);
  for (const { weight, dist } of parts) {
    if (weight === 0) continue;
    const w = weight / largest;
    const p = Dist.raw(dist);
    for (let k = 0; k < p.length; k++) out[k]! += w * p[k]!;
  }
  return Dist.unchecked(normalizeInPlace(out));
}
