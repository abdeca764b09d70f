/**
 * The cost model: time and memory of a computation, estimated from formulas before any work,
 * so that what would run over a minute or 2 GB is refused at once with a message that gives
 * the estimate and a way out that fits.
 *
 * Each estimate is the sum of named parts (the allocation table, the exact engine's steps,
 * the samples, the histograms a Blast weapon needs), each `seconds` and `bytes` on one core
 * of the reference machine (docs/benchmarks.md), calibrated by `bench/limits.mjs`. The
 * constants err high: a computation accepted is meant to finish well inside the limits; one
 * refused could at worst have run in a fraction of them.
 *
 * **Adding an engine family**: write one function `(plan, run) => Cost` built from {@link part}
 * and {@link sumCosts} (reuse `allocationCost` for a target unit's allocation table), and
 * choose it in `planCost` of `src/cost/estimate.ts` by the family `engineFamily` gives. A new
 * ruleset adds nothing here: the cost model reads its compiled plan, or, for engines of the
 * ruleset's own (MESBG's fight), the parts its compiled run prices (`OwnRun.cost`).
 *
 * @module
 */

/**
 * One part of an estimate: what it is, its time and its peak memory.
 *
 * @example
 * ```ts
 * const p: CostPart = { what: 'allocation table', seconds: 0.2, bytes: 3e7 };
 * ```
 */
export interface CostPart {
  /** What the part is, in words: `allocation table (5 models of 66 Wounds, 1.2e+6 states)`. */
  readonly what: string;
  /** Estimated seconds on one core. */
  readonly seconds: number;
  /** Estimated peak bytes held. */
  readonly bytes: number;
}

/**
 * An estimate: the total time and memory, and its parts.
 *
 * @example
 * ```ts
 * const c: Cost = estimateCost(parseScenario(json));
 * c.seconds < COST_LIMITS.seconds; // true when accepted
 * ```
 */
export interface Cost {
  /** Estimated seconds (the sum of the parts). */
  readonly seconds: number;
  /** Estimated peak bytes (the sum of the parts). */
  readonly bytes: number;
  readonly parts: readonly CostPart[];
}

/**
 * The limits every accepted computation must fit: a minute on one core and 2 GB, estimated
 * (the estimates err high). A refusal is a {@link TooLargeError}, thrown before any work.
 *
 * @example
 * ```ts
 * COST_LIMITS.seconds; // 60
 * ```
 */
export const COST_LIMITS = {
  /** Seconds of one computation (all its parts). */
  seconds: 60,
  /** Bytes held at the peak. */
  bytes: 2e9,
} as const;

/**
 * Calibration constants, measured by `bench/limits.mjs` on the reference machine and rounded
 * up (see docs/benchmarks.md).
 *
 * @example
 * ```ts
 * COST_CONSTANTS.baseBytes; // what Node and mathhammer hold before any work
 * ```
 */
export const COST_CONSTANTS = {
  /** Bytes held before any work (Node, the library). */
  baseBytes: 6e7,
  /** Seconds per state of a Wounds 1-3 or `sequential` allocation machine. */
  smallMachineSecondsPerState: 1e-6,
  /** Bytes per state and per damage column of an allocation machine (typed arrays, build). */
  machineBytesPerCell: 16,
  /** Bytes per state of a Wounds 4+ `rules` machine beyond its table (keys, memo). */
  countsBytesPerState: 600,
  /** Seconds per state of a Wounds 4+ `rules` machine: this times Wounds^1.5, at least 6 µs. */
  countsSecondsPerState: 2e-7,
  /** Seconds per state of the product table of a mixed unit. */
  unitSecondsPerState: 5e-8,
  /** Bytes per state of the product table (models slain, wounds lost). */
  unitBytesPerState: 8,
  /** Bytes per allocation state of the exact engine (its probability vectors). */
  exactBytesPerState: 24,
  /** Seconds per step of the exact engines (their own work counts). */
  exactSecondsPerStep: 1.5e-9,
  /** Seconds per shot of a Monte Carlo run (its work count, in shots). */
  sampleSecondsPerShot: 2e-8,
  /** Seconds per step of the exact Multiple Barrage geometry (its own step count). */
  clusterSecondsPerStep: 2e-9,
  /** Seconds per blast marker placed (scatter, geometry, models under it). */
  markerSeconds: 4e-6,
  /** Seconds per state update of the general attack plan's exact engine (`exactPlan`). */
  planSecondsPerStep: 1e-9,
  /** Bytes per entry of the general plan's state (probability vectors, kept a few times). */
  planBytesPerEntry: 64,
  /** Seconds per die of the general plan's sampler (`samplePlan`, its dice per sample). */
  planSecondsPerDie: 2.5e-8,
  /** Bytes per possible hit of a histogram (hits, wounds, unsaved, kept twice). */
  histogramBytesPerValue: 48,
  /**
   * Seconds per histogram entry of a general plan's sample run, per chunk of samples (each
   * chunk allocates and zeroes its own) and once more for the results made from them (the
   * frequencies, their trimming and the standard errors of every P(X >= k)).
   */
  histogramSecondsPerValue: 2e-8,
  /** Seconds per multiply-add of a convolution over rolled attacks (`compound`: about 5e8 a second). */
  lawSecondsPerMultiplyAdd: 2e-9,
  /** Seconds per multiply-add of a sum by repeated squaring (`sumOf`: measured 3.7e9 a second). */
  squaringSecondsPerMultiplyAdd: 1e-9,
  /**
   * Seconds of a general plan's evaluation however small (its compile, laws, result names
   * and checks): measured 1 to 10 ms for the smallest cells, which a matrix adds up by the
   * thousand.
   */
  planEvaluationSeconds: 5e-3,
  /** Bytes per histogram entry of a general plan's sample run (Float64Array, kept twice). */
  planHistogramBytesPerValue: 16,
} as const;

/**
 * A part of an estimate.
 *
 * @example
 * ```ts
 * part('exact steps', 3e9 * 1.5e-9, 0);
 * ```
 */
export function part(what: string, seconds: number, bytes: number): CostPart {
  return { what, seconds, bytes };
}

/**
 * The sum of parts.
 *
 * @example
 * ```ts
 * sumCosts([part('a', 1, 10), part('b', 2, 20)]).seconds; // 3
 * ```
 */
export function sumCosts(parts: readonly CostPart[]): Cost {
  let seconds = 0;
  let bytes = 0;
  for (const p of parts) {
    seconds += p.seconds;
    bytes += p.bytes;
  }
  return { seconds, bytes, parts };
}

/**
 * Whether an estimate fits {@link COST_LIMITS} (memory counted with the base).
 *
 * @example
 * ```ts
 * fits(sumCosts([part('a', 1, 10)])); // true
 * ```
 */
export function fits(cost: Cost): boolean {
  return (
    cost.seconds <= COST_LIMITS.seconds &&
    cost.bytes + COST_CONSTANTS.baseBytes <= COST_LIMITS.bytes
  );
}

/**
 * An estimate in words: `about 95 s and 2.4 GB`.
 *
 * @example
 * ```ts
 * describeCost(sumCosts([part('a', 95, 2.4e9)])); // 'about 95 s and 2.4 GB'
 * ```
 */
export function describeCost(cost: { readonly seconds: number; readonly bytes: number }): string {
  return `about ${seconds(cost.seconds)} and ${bytes(cost.bytes + COST_CONSTANTS.baseBytes)}`;
}

/** `0.3 s`, `95 s`, `2.1 h`. */
function seconds(s: number): string {
  if (s < 1) return `${s.toFixed(s < 0.1 ? 2 : 1)} s`;
  if (s < 3600) return `${Math.round(s)} s`;
  return `${(s / 3600).toPrecision(2)} h`;
}

/** `60 MB`, `2.4 GB`. */
function bytes(b: number): string {
  return b < 1e9 ? `${Math.ceil(b / 1e6)} MB` : `${(b / 1e9).toPrecision(2)} GB`;
}

/**
 * The estimate as a table, one line per part: what `mathhammer run --explain` prints.
 *
 * @example
 * ```ts
 * formatCost(estimateCost(scenario));
 * // 'estimated cost: about 0.2 s and 61 MB (limits: 60 s, 2 GB)\n  allocation table ...'
 * ```
 */
export function formatCost(cost: Cost): string {
  const lines = [
    `estimated cost: ${describeCost(cost)} (limits: ${COST_LIMITS.seconds} s, ${COST_LIMITS.bytes / 1e9} GB)${fits(cost) ? '' : ': refused'}`,
  ];
  for (const p of cost.parts) {
    lines.push(`  ${p.what}: ${seconds(p.seconds)}, ${bytes(p.bytes)}`);
  }
  return `${lines.join('\n')}\n`;
}
