/**
 * The figures a matrix, a sweep or a chart can show, by name.
 *
 * @module
 */
import { InputError, show } from '../errors.js';
import { didYouMean } from '../format/suggest.js';
import type { AttackSummary } from './summary.js';

/**
 * A figure of an {@link AttackSummary}, by name: `mean`, `sd`, `wipe`, `at-least-K`,
 * `kills-per-100`, `points-slain`, `points-per-point`, `wounds-lost` or `points-wounds-lost`.
 *
 * - `mean`: expected models slain; `sd`: its standard deviation;
 * - `wipe`: P(every model of the target slain);
 * - `at-least-K`: P(at least K models slain), e.g. `at-least-3`;
 * - `kills-per-100`: expected models slain per 100 points of the profile;
 * - `points-slain`: expected points of the target slain;
 * - `points-per-point`: expected points slain per point of the profile;
 * - `wounds-lost`: expected wounds the target loses (on multi-wound targets, the damage that
 *   falls short of a kill counts too);
 * - `points-wounds-lost`: expected points of the target's wounds lost (its points per wound
 *   × wounds lost).
 *
 * @example
 * ```ts
 * const m: Metric = 'at-least-3';
 * ```
 */
export type Metric =
  | 'mean'
  | 'sd'
  | 'wipe'
  | 'kills-per-100'
  | 'points-slain'
  | 'points-per-point'
  | 'wounds-lost'
  | 'points-wounds-lost'
  | `at-least-${number}`;

/**
 * The fixed metric names (besides `at-least-K`), for help texts and suggestions.
 *
 * @example
 * ```ts
 * METRICS.includes('wipe'); // true
 * ```
 */
export const METRICS = [
  'mean',
  'sd',
  'wipe',
  'kills-per-100',
  'points-slain',
  'points-per-point',
  'wounds-lost',
  'points-wounds-lost',
] as const;

/**
 * Check a metric name: one of {@link METRICS} or `at-least-K` with K a whole number 0..1000.
 *
 * @throws {@link InputError} naming the metric, with the closest name.
 * @example
 * ```ts
 * parseMetric('at-least-2'); // 'at-least-2'
 * parseMetric('wpie');       // throws: unknown metric "wpie"; did you mean "wipe"?
 * ```
 */
export function parseMetric(name: unknown, field = 'metric'): Metric {
  if (typeof name === 'string') {
    if ((METRICS as readonly string[]).includes(name)) return name as Metric;
    const m = /^at-least-(\d{1,4})$/.exec(name);
    if (m && Number(m[1]) <= 1000) return `at-least-${Number(m[1])}`;
  }
  const s = typeof name === 'string' ? didYouMean(name, [...METRICS, 'at-least-1']) : undefined;
  throw new InputError(
    `${field}: unknown metric ${show(name)}${s ? `; did you mean ${JSON.stringify(s)}?` : ''}; the metrics are ${METRICS.join(', ')}, at-least-K (K = 0..1000)`,
    field,
    name,
  );
}

/**
 * The value of a metric for one attack, or `undefined` when it needs a points cost that is not
 * known.
 *
 * @example
 * ```ts
 * metricValue(summary, 'wipe');          // P(the unit wiped out)
 * metricValue(summary, 'kills-per-100'); // undefined without the profile's points
 * ```
 */
export function metricValue(s: AttackSummary, metric: Metric): number | undefined {
  switch (metric) {
    case 'mean':
      return s.mean;
    case 'sd':
      return s.sd;
    case 'wipe':
      return s.wipe;
    case 'kills-per-100':
      return s.killsPer100Points;
    case 'points-slain':
      return s.pointsSlain;
    case 'points-per-point':
      return s.pointsSlainPerPoint;
    case 'wounds-lost':
      return s.woundsLost;
    case 'points-wounds-lost':
      return s.pointsWoundsLost;
    default:
      return s.atLeast(Number(metric.slice('at-least-'.length)));
  }
}

/**
 * Whether a metric is a probability (shown as a percentage), and its label in words.
 *
 * @example
 * ```ts
 * metricInfo('wipe'); // { probability: true, label: 'P(wiped out)' }
 * ```
 */
export function metricInfo(metric: Metric): { probability: boolean; label: string } {
  switch (metric) {
    case 'mean':
      return { probability: false, label: 'mean models slain' };
    case 'sd':
      return { probability: false, label: 'sd of models slain' };
    case 'wipe':
      return { probability: true, label: 'P(wiped out)' };
    case 'kills-per-100':
      return { probability: false, label: 'models slain per 100 points' };
    case 'points-slain':
      return { probability: false, label: 'points slain' };
    case 'points-per-point':
      return { probability: false, label: 'points slain per point spent' };
    case 'wounds-lost':
      return { probability: false, label: 'mean wounds lost' };
    case 'points-wounds-lost':
      return { probability: false, label: 'points of wounds lost' };
    default:
      return { probability: true, label: `P(at least ${metric.slice('at-least-'.length)} slain)` };
  }
}
