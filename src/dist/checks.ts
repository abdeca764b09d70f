import { InputError, show } from '../errors.js';
import { Dist } from './Dist.js';

// Argument checks shared by the factories and operations. They run once per call, never in a
// loop over probabilities.

/** Throws unless `value` is a whole number in `min..max`. @internal */
export function checkWhole(
  api: string,
  field: string,
  value: unknown,
  min: number,
  max: number,
): asserts value is number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new InputError(
      `${api}: ${field} must be a whole number from ${min} to ${max}, got ${show(value)}`,
      field,
      value,
    );
  }
}

/** Throws unless `value` is a probability in [0, 1]. @internal */
export function checkProbability(
  api: string,
  field: string,
  value: unknown,
): asserts value is number {
  if (typeof value !== 'number' || !(value >= 0 && value <= 1)) {
    throw new InputError(
      `${api}: ${field} must be a probability in [0, 1], got ${show(value)}`,
      field,
      value,
    );
  }
}

/** Throws unless `value` is a {@link Dist}. @internal */
export function checkDist(api: string, field: string, value: unknown): asserts value is Dist {
  if (!(value instanceof Dist)) {
    throw new InputError(`${api}: ${field} must be a Dist, got ${show(value)}`, field, value);
  }
}

/** Throws unless `value` is a function. @internal */
export function checkFunction(api: string, field: string, value: unknown): void {
  if (typeof value !== 'function') {
    throw new InputError(`${api}: ${field} must be a function, got ${show(value)}`, field, value);
  }
}
