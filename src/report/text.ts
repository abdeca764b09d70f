/**
 * The human report of `mathhammer run`: the scenario in one line, then for each result its
 * mean and standard deviation and a table of k, P(= k), P(>= k) with a bar per row.
 *
 * @module
 */

import type { Dist } from '../dist/Dist.js';
import { InputError, show as showValue } from '../errors.js';
import { didYouMean } from '../format/suggest.js';
import { rulesetTitle } from '../rulesets/index.js';
import { type EvaluationResult, resultEntries, type SamplingError } from '../scenario/result.js';
import type { Style } from './style.js';

// The words for every result key: one table, read by the report, the charts and the page.
export { resultLabel } from './labels.js';

/**
 * The range of values a table or chart shows, and the probability left out at each end.
 *
 * @example
 * ```ts
 * const { lo, hi, below, above }: ShownRange = shownRange(dist, 0.0005);
 * ```
 */
export interface ShownRange {
  /** First value shown. */
  readonly lo: number;
  /** Last value shown. */
  readonly hi: number;
  /** P(X < lo), not shown. */
  readonly below: number;
  /** P(X > hi), not shown. */
  readonly above: number;
}

/**
 * The values worth showing: from the first k with P(X <= k) >= tail to the last with
 * P(X >= k) >= tail (starting at 0 when that is within 2 of it). O(max).
 *
 * @example
 * ```ts
 * shownRange(binomial(100, 0.5), 0.0005); // { lo: 33, hi: 67, below: ..., above: ... }
 * ```
 */
export function shownRange(d: Dist, tail: number): ShownRange {
  const cdf = d.cumulative();
  let lo = 0;
  while (lo < d.max && cdf[lo]! < tail) lo++;
  let hi = d.max;
  while (hi > lo && d.atLeast(hi) < tail) hi--;
  if (lo <= 2) lo = 0;
  return { lo, hi, below: lo > 0 ? cdf[lo - 1]! : 0, above: hi < d.max ? d.atLeast(hi + 1) : 0 };
}

/**
 * A probability as a percentage for a table: 1 decimal, `<0.1%` and `>99.9%` instead of
 * rounding a possible event to 0 or a not-certain one to 100%.
 *
 * @example
 * ```ts
 * percent(0.24609375); // '24.6%'
 * percent(0.9999);     // '>99.9%'
 * ```
 */
export function percent(p: number): string {
  if (p <= 0) return '0%';
  if (p >= 1) return '100%';
  if (p < 0.0005) return '<0.1%';
  if (p >= 0.9995) return '>99.9%';
  return `${(p * 100).toFixed(1)}%`;
}

const EIGHTHS = ['', '▏', '▎', '▍', '▌', '▋', '▊', '▉'];

/** A horizontal bar of `fraction` of `width` characters, in eighths of a character. */
function bar(fraction: number, width: number): string {
  const eighths = Math.round(Math.max(0, Math.min(1, fraction)) * width * 8);
  const s = '█'.repeat(Math.floor(eighths / 8)) + EIGHTHS[eighths % 8]!;
  return s || (fraction > 0 ? '▏' : '');
}

const MAX_ROWS = 30;
const BAR_WIDTH = 30;
const TAIL = 0.0005;

/**
 * The table of one distribution: rows k, P(= k), P(>= k) and a bar for P(= k) scaled to the
 * tallest row; tails below 0.05% are left out (and said so), and more than 30 values are
 * grouped into ranges.
 *
 * @example
 * ```ts
 * formatTable(binomial(2, 0.5), makeStyle(false));
 * // '  k   P(=k)  P(>=k)\n  0   25.0%    100%  ███████████████\n  1   50.0%   75.0%  ██████████████████████████████\n  2   25.0%   25.0%  ███████████████'
 * ```
 */
export function formatTable(d: Dist, style: Style): string {
  const { lo, hi, below, above } = shownRange(d, TAIL);
  const width = Math.ceil((hi - lo + 1) / MAX_ROWS);
  const rows: { label: string; p: number; atLeast: number }[] = [];
  for (let a = lo; a <= hi; a += width) {
    const b = Math.min(hi, a + width - 1);
    let p = 0;
    for (let k = a; k <= b; k++) p += d.at(k);
    rows.push({ label: a === b ? String(a) : `${a}-${b}`, p, atLeast: d.atLeast(a) });
  }
  const top = Math.max(...rows.map((r) => r.p));
  const kWidth = Math.max(3, ...rows.map((r) => r.label.length));
  const lines = [style.dim(`${'k'.padStart(kWidth)}   P(=k)  P(>=k)`)];
  for (const r of rows) {
    const cells = `${r.label.padStart(kWidth)}  ${percent(r.p).padStart(6)}  ${percent(r.atLeast).padStart(6)}`;
    lines.push(`${cells}  ${style.bar(bar(top > 0 ? r.p / top : 0, BAR_WIDTH))}`);
  }
  const hidden: string[] = [];
  if (below > 0) hidden.push(`k < ${lo}: ${percent(below)}`);
  if (above > 0) hidden.push(`k > ${hi}: ${percent(above)}`);
  if (hidden.length)
    lines.push(style.dim(`${' '.repeat(kWidth)}  (not shown: ${hidden.join(', ')})`));
  return lines.join('\n');
}

/**
 * The ruleset and the method, as the report's second line.
 *
 * @example
 * ```ts
 * methodLine(r); // 'Scrollhammer, exact' or 'MESBG, Monte Carlo: 100,000 samples, seed 0'
 * ```
 */
export function methodLine(r: EvaluationResult): string {
  return `${rulesetTitle(r.ruleset)}, ${r.method === 'monte-carlo' ? monteCarloLine(r) : 'exact'}`;
}

/**
 * The Monte Carlo part of the method line.
 *
 * @example
 * ```ts
 * monteCarloLine(r); // 'Monte Carlo: 100,000 samples, seed 0'
 * ```
 */
export function monteCarloLine(r: EvaluationResult): string {
  return `Monte Carlo: ${r.samples?.toLocaleString('en-US')} samples, seed ${r.seed}`;
}

/**
 * The results a report shows, `[name, dist]`, models slain first, then the rest in the
 * ruleset's order; with `show`, only those, in the order given.
 *
 * @throws {@link InputError} naming `show` for a name the result does not have (with the
 *   closest name and the list of names).
 * @example
 * ```ts
 * shownResults(r, ['slain', 'woundsLost']).map(([k]) => k); // ['slain', 'woundsLost']
 * ```
 */
export function shownResults(
  r: EvaluationResult,
  show?: readonly string[],
): [name: string, dist: Dist][] {
  const all = resultEntries(r.results);
  if (show === undefined) {
    return [...all.filter(([k]) => k === 'slain'), ...all.filter(([k]) => k !== 'slain')];
  }
  const names = all.map(([k]) => k);
  return show.map((name) => {
    const d = r.get(name);
    if (d === undefined) {
      const s = typeof name === 'string' ? didYouMean(name, names) : undefined;
      throw new InputError(
        `show: this result has no ${showValue(name)}${s ? `; did you mean ${JSON.stringify(s)}?` : ''}; it has ${names.join(', ')}`,
        'show',
        name,
      );
    }
    return [name, d];
  });
}

/**
 * A distribution's mean and standard deviation, to 2 decimals; with a Monte Carlo standard
 * error, the mean's (one significant digit).
 *
 * @example
 * ```ts
 * meanLine(binomial(10, 0.5)); // 'mean 5.00, sd 1.58'
 * meanLine(r.results.slain, r.errors?.slain); // 'mean 2.50 +/- 0.003, sd 1.12'
 * ```
 */
export function meanLine(d: Dist, se?: SamplingError): string {
  const error = se ? ` +/- ${Number(se.mean.toPrecision(1))}` : '';
  return `mean ${d.mean().toFixed(2)}${error}, sd ${d.sd().toFixed(2)}`;
}

/**
 * The standard error of a result by name, when the result is a Monte Carlo one.
 *
 * @example
 * ```ts
 * errorOf(r, 'slain')?.mean; // 0.0031
 * ```
 */
export function errorOf(r: EvaluationResult, name: string): SamplingError | undefined {
  const errors = r.errors as Readonly<Record<string, SamplingError>> | null;
  return errors && Object.hasOwn(errors, name) ? errors[name] : undefined;
}
