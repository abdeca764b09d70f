import { InputError, TooLargeError } from '../errors.js';

/**
 * The largest number of entries a {@link Dist} may hold: values 0 to 9,999,999. A Float64Array
 * of that size takes 80 MB. Operations whose result would be longer throw an {@link InputError}
 * before allocating anything.
 */
export const MAX_SUPPORT = 10_000_000;

/**
 * The most multiply-adds one operation may do (convolve, sumOf, compound, thin), about ten
 * seconds of work at the ~1e9 per second measured on a laptop core. Beyond it the operation
 * throws a {@link TooLargeError} before starting, instead of hanging.
 */
export const MAX_WORK = 1e10;

/** Throws unless a result of `entries` entries fits in {@link MAX_SUPPORT}. @internal */
export function checkSupport(api: string, field: string, value: unknown, entries: number): void {
  if (entries > MAX_SUPPORT) {
    throw new InputError(
      `${api}: ${field} would give a result with ${entries} entries (values 0..${entries - 1}), more than the limit of ${MAX_SUPPORT}`,
      field,
      value,
    );
  }
}

/** Throws unless `work` multiply-adds fit in {@link MAX_WORK}. @internal */
export function checkWork(api: string, work: number): void {
  if (work > MAX_WORK) {
    throw new TooLargeError(
      `${api}: the exact result needs about ${work.toExponential(1)} multiply-adds, more than the limit of ${MAX_WORK.toExponential(0)}; use the Monte Carlo method`,
    );
  }
}
