/**
 * The budget of a Monte Carlo run, checked before any die is rolled: the sample count and the
 * work of the run in shots, so that a run the cost model accepts also finishes here.
 *
 * @module
 */
import type { DiceExpression } from '../dice/index.js';
import { InputError, show, TooLargeError } from '../errors.js';

/**
 * The most samples of one run: 1e9.
 *
 * @example
 * ```ts
 * MAX_SAMPLES; // 1000000000
 * ```
 */
export const MAX_SAMPLES = 1_000_000_000;

/**
 * The most work one Monte Carlo run may take, in shots simulated (see
 * {@link samplingWork}): 3e9, about a minute on one core at the slowest measured rate (the
 * hostile test's largest accepted runs took 8.8 to 20 ns a shot), so that what the cost model
 * (`src/cost/`) accepts also fits here. Beyond it the run throws a {@link TooLargeError}
 * before starting, with the number of samples that would fit.
 *
 * @example
 * ```ts
 * MAX_SAMPLING_WORK; // 3e9
 * ```
 */
export const MAX_SAMPLING_WORK = 3e9;

/** Per-sample bookkeeping, in shots: measured, 1 model with 1 shot runs at 1/8 the shot rate. */
const SAMPLE_OVERHEAD = 8;

/**
 * The work of one simulated attack, in shots: each model's shots (and the dice that roll
 * their number), each shot once per obstruction In The Way it may meet, plus the per-sample
 * bookkeeping. A Monte Carlo run costs `samples` times this.
 *
 * @example
 * ```ts
 * samplingWork([{ models: 10, shots: parseDice('D6') }]); // 8 + 10 × (1 + 3.5) = 53
 * ```
 */
export function samplingWork(
  groups: readonly {
    readonly models: number;
    readonly shots: DiceExpression;
    readonly obstructions?: number;
  }[],
): number {
  let work = SAMPLE_OVERHEAD;
  for (const g of groups) {
    const d = g.shots;
    const mean = (d.count * (d.sides + 1)) / 2 + d.modifier;
    work += g.models * (d.count + mean * (1 + (g.obstructions ?? 0)));
  }
  return work;
}

/**
 * Check a sample count and the run's work: `samples` a whole number 1..1e9 (else an
 * {@link InputError} whose message starts with `api`), `samples × perSample` at most
 * {@link MAX_SAMPLING_WORK} (else a {@link TooLargeError}, whose message says how many samples
 * fit). For samplers called directly, whose options the schema never saw.
 *
 * @example
 * ```ts
 * checkSampleCount(0, 53, 'sampleAttack'); // throws InputError: sampleAttack: samples must be a whole number 1..1e9, got 0
 * ```
 */
export function checkSampleCount(samples: unknown, perSample: number, api: string): void {
  if (
    typeof samples !== 'number' ||
    !Number.isInteger(samples) ||
    samples < 1 ||
    samples > MAX_SAMPLES
  ) {
    throw new InputError(
      `${api}: samples must be a whole number 1..1e9, got ${show(samples)}`,
      'samples',
      samples,
    );
  }
  const work = samples * perSample;
  if (work <= MAX_SAMPLING_WORK) return;
  const fit = Math.floor(MAX_SAMPLING_WORK / perSample);
  throw new TooLargeError(
    `a Monte Carlo run of ${samples} samples needs about ${work.toExponential(1)} shots (about ${perSample.toExponential(1)} per simulated attack), more than the limit of ${MAX_SAMPLING_WORK.toExponential(0)} (about a minute); ${
      fit >= 1
        ? `use at most ${fit} samples`
        : 'the attack is too large to simulate: use fewer models or shots'
    }`,
  );
}
