/**
 * `report(result)` and `chart(result)`: the command line's text report and SVG chart of one
 * evaluation, as library functions. Browser-safe: plain strings, no Node modules.
 *
 * @module
 */
import type { EvaluationResult } from '../scenario/result.js';
import { summarizeScenario } from '../scenario/summarize.js';
import { renderSvg } from './chart.js';
import { formatReport } from './formatReport.js';
import { makeStyle } from './style.js';

/**
 * Options of {@link report} and {@link chart}.
 *
 * @example
 * ```ts
 * const options: ReportOptions = { show: ['slain', 'woundsLost'], color: false };
 * ```
 */
export interface ReportOptions {
  /**
   * The results to show, by name, in this order (an unknown name throws an `InputError`).
   * @defaultValue every result, models slain first
   */
  readonly show?: readonly string[];
  /** The title line. @defaultValue the scenario in one line (`summarizeScenario`) */
  readonly title?: string;
  /** Report only: ANSI colours (for a terminal). @defaultValue false */
  readonly color?: boolean;
  /**
   * Report only: one line per result (mean, its standard error for Monte Carlo, sd), after
   * a line with the samples and seed for Monte Carlo. @defaultValue false
   */
  readonly quiet?: boolean;
}

/**
 * The text report of a result, as `mathhammer run` prints it: the scenario in one line, the
 * method (Monte Carlo: samples and seed), then for each result its mean (Monte Carlo:
 * `+/-` its standard error), sd and a table of k, P(= k), P(>= k) with bars.
 *
 * @example
 * ```ts
 * const r = evaluate({ ruleset: 'mesbg', attackers: [{ shootValue: 3, strength: 2 }], target: { defence: 3 } });
 * console.log(report(r, { show: ['slain'] }));
 * // Háma ... / MESBG, exact / models slain: mean 0.22, sd 0.42 / k P(=k) P(>=k) ...
 * ```
 */
export function report(result: EvaluationResult, options: ReportOptions = {}): string {
  return formatReport(
    result,
    options.title ?? summarizeScenario(result.scenario),
    makeStyle(options.color === true),
    options.quiet === true,
    options.show,
  );
}

/**
 * The chart of a result as a standalone SVG document (what `mathhammer run --svg` writes):
 * one panel per result, bars for P(= k), a line for P(>= k).
 *
 * @example
 * ```ts
 * const svg = chart(evaluate(scenario), { show: ['slain', 'woundsLost'] });
 * svg.startsWith('<?xml'); // true
 * ```
 */
export function chart(result: EvaluationResult, options: ReportOptions = {}): string {
  return renderSvg(result, options.title ?? summarizeScenario(result.scenario), options.show);
}
