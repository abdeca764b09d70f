import { InputError, show } from '../errors.js';
import { Dist } from './Dist.js';

/**
 * The observed frequencies of a sampler's histogram: `counts[k] / samples`, each the closest
 * double to the true ratio (so a result prints as 0.049, not 0.048999999999999995, and a
 * sampled distribution's JSON is the same on every platform). The counts must add up to
 * `samples`. Takes over `counts` (no copy). O(counts.length).
 *
 * @throws {InputError} when `samples` is not a whole number ≥ 1.
 * @example
 * ```ts
 * frequencies(new Float64Array([1, 3]), 4).toJSON(); // { p: [0.25, 0.75], mean: 0.75 }
 * ```
 */
export function frequencies(counts: Float64Array, samples: number): Dist {
  if (!(Number.isInteger(samples) && samples >= 1)) {
    throw new InputError(
      `frequencies: samples must be a whole number >= 1, got ${show(samples)}`,
      'samples',
      samples,
    );
  }
  for (let k = 0; k < counts.length; k++) counts[k] = counts[k]! / samples;
  return Dist.unchecked(counts);
}
