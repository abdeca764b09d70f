import { InputError, show } from '../errors.js';
import { Dist } from './Dist.js';
import { normalizeInPlace } from './kernels.js';
import { MAX_SUPPORT } from './limits.js';

/**
 * A distribution from relative weights: `P(X = k) = weights[k] / sum(weights)`. The weights
 * are copied; they may be counts (`[1, 2, 1]`) or probabilities that do not quite sum to 1.
 * Divided by the largest weight first, so huge weights (1e308) do not overflow the sum.
 * O(weights.length).
 *
 * @param weights - finite numbers >= 0, not all zero, at most {@link MAX_SUPPORT} of them.
 * @throws {InputError} if weights is not array-like, is empty or too long, if
 *   `weights[i]` is negative, NaN, infinite or not a number (the message names i), or if
 *   all weights are zero.
 * @example
 * ```ts
 * fromWeights([1, 2, 1]).toJSON(); // { p: [0.25, 0.5, 0.25], mean: 1 }
 * fromWeights([0, 0, 3]).max;      // 2
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function fromWeights(weights: ArrayLike<number>): Dist {
  const length: unknown = weights == null ? undefined : (weights as { length?: unknown }).length;
  if (typeof length !== 'number' || !Number.isInteger(length) || length < 0) {
    throw new InputError(
      `fromWeights: weights must be an array of numbers, got ${show(weights)}`,
      'weights',
      weights,
    );
  }
  if (length === 0 || length > MAX_SUPPORT) {
    throw new InputError(
      `fromWeights: weights must have from 1 to ${MAX_SUPPORT} entries, got ${length}`,
      'weights',
      weights,
    );
  }
  const p = new Float64Array(length);
  let largest = 0;
  for (let k = 0; k < length; k++) {
    const w: unknown = weights[k];
    if (typeof w !== 'number' || !(w >= 0 && w < Number.POSITIVE_INFINITY)) {
      throw new InputError(
        `fromWeights: weights[${k}] must be a finite number >= 0, got ${show(w)}`,
        `weights[${k}]`,
        w,
      );
    }
    p[k] = w;
    if (w > largest) largest = w;
  }
  if (largest === 0) {
    throw new InputError(
      'fromWeights: weights must not all be zero, got only zeros',
      'weights',
      weights,
    );
  }
  for (let k = 0; k < length; k++) p[k] = p[k]! / largest;
  return Dist.unchecked(normalizeInPlace(p));
}
