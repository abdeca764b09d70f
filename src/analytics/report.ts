/**
 * The human reports of `mathhammer compare`, `matrix`, `sweep` and `turns`: aligned tables
 * and, for comparisons, the verdict in words.
 *
 * @module
 */

import type { Style } from '../report/style.js';
import { percent } from '../report/text.js';
import { rulesetTitle } from '../rulesets/index.js';
import type { Analysis } from '../scenario/analysisSchema.js';
import type { Matrix } from './matrix.js';
import { type Metric, metricInfo, metricValue } from './metrics.js';
import type { TurnsAnalysis } from './overTurns.js';
import { SWEEP_CHARACTERISTICS, type Sweep } from './sweep.js';

/**
 * A count and its noun: `1 profile`, `4 profiles`.
 *
 * @example
 * ```ts
 * plural(4, 'profile'); // '4 profiles'
 * ```
 */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/**
 * Columns of text, aligned: the first column to the left, the others to the right, two
 * spaces apart. The header row is dimmed.
 *
 * @example
 * ```ts
 * formatColumns([['', 'a'], ['x', '1.00']], makeStyle(false)); // '     a\nx  1.00'
 * ```
 */
export function formatColumns(rows: readonly (readonly string[])[], style: Style): string {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, [...cell].length);
    });
  }
  return rows
    .map((row, r) => {
      const line = row
        .map((cell, i) => {
          const pad = ' '.repeat(widths[i]! - [...cell].length);
          return i === 0 ? cell + pad : pad + cell;
        })
        .join('  ')
        .trimEnd();
      return r === 0 ? style.dim(line) : line;
    })
    .join('\n');
}

/**
 * A value of a metric for a table: a percentage for probabilities, else 2 decimals; `n/a`
 * when a points figure lacks its costs.
 *
 * @example
 * ```ts
 * formatMetric(0.25, 'wipe'); // '25.0%'
 * formatMetric(1.5, 'mean');  // '1.50'
 * ```
 */
export function formatMetric(value: number | undefined, metric: Metric): string {
  if (value === undefined) return 'n/a';
  return metricInfo(metric).probability ? percent(value) : value.toFixed(2);
}

/**
 * The ruleset and how the attacks are computed, as the reports' second line.
 *
 * @example
 * ```ts
 * analysisMethodLine(analysis); // 'Scrollhammer, exact'
 * ```
 */
export function analysisMethodLine(a: Analysis, exact = false): string {
  const ruleset = rulesetTitle(a.ruleset);
  // A ruleset whose scenarios choose their allocation (Scrollhammer's `allocation`).
  const allocation =
    'allocation' in a && a.allocation === 'sequential' ? ', sequential allocation' : '';
  if (exact || a.method === 'exact') return `${ruleset}, exact${allocation}`;
  return `${ruleset}, Monte Carlo: ${a.samples.toLocaleString('en-US')} samples, seed ${a.seed ?? 0}${allocation}`;
}

/**
 * The report of `mathhammer matrix`: one metric, profiles down, targets across, the best
 * profile against each target marked `*` (for `sd`, the steadiest: lowest).
 *
 * @example
 * ```ts
 * io.stdout(formatMatrix(matchupMatrix(analysis), 'mean', analysis, makeStyle(false)));
 * ```
 */
export function formatMatrix(m: Matrix, metric: Metric, a: Analysis, style: Style): string {
  const { label } = metricInfo(metric);
  const values = m.values(metric);
  const best = m.targets.map((_, t) => {
    const column = values.map((row) => row[t]).filter((v): v is number => v !== undefined);
    return metric === 'sd' ? Math.min(...column) : Math.max(...column);
  });
  const rows: string[][] = [['', ...m.targets]];
  m.profiles.forEach((p, i) => {
    rows.push([
      p,
      ...values[i]!.map((v, t) => {
        const text = formatMetric(v, metric);
        return m.profiles.length > 1 && v !== undefined && v === best[t] ? `*${text}` : ` ${text}`;
      }),
    ]);
  });
  return `${[
    style.bold(
      `${label}: ${plural(m.profiles.length, 'profile')} against ${plural(m.targets.length, 'target')}`,
    ),
    style.dim(analysisMethodLine(a)),
    '',
    formatColumns(rows, style),
    ...(m.profiles.length > 1 ? [style.dim('* the best against that target')] : []),
  ].join('\n')}\n`;
}

/**
 * The report of `mathhammer sweep`: one row per value, one column per (profile, target).
 *
 * @example
 * ```ts
 * io.stdout(formatSweep(sweep(analysis, options), 'mean', analysis, makeStyle(false)));
 * ```
 */
export function formatSweep(s: Sweep, metric: Metric, a: Analysis, style: Style): string {
  const c = SWEEP_CHARACTERISTICS[s.characteristic];
  const { label } = metricInfo(metric);
  const against =
    s.series.length > 0 && new Set(s.series.map((x) => x.target)).size === 1
      ? ` (against ${s.series[0]!.target})`
      : '';
  const rows: string[][] = [[s.characteristic, ...s.series.map((x) => x.name)]];
  s.labels.forEach((l, i) => {
    rows.push([
      l,
      ...s.series.map((x) => formatMetric(metricValue(x.summaries[i]!, metric), metric)),
    ]);
  });
  return `${[
    style.bold(
      `${label} by ${c.label} of the ${c.side}${c.side === 'attacker' ? 's' : ''}${against}`,
    ),
    style.dim(analysisMethodLine(a)),
    '',
    formatColumns(rows, style),
  ].join('\n')}\n`;
}

/**
 * The report of `mathhammer turns`: P(destroyed within t turns) and the mean models slain
 * after t turns, one column per (profile, target).
 *
 * @example
 * ```ts
 * io.stdout(formatTurns(overTurns(analysis, { turns: 3 }), analysis, makeStyle(false)));
 * ```
 */
export function formatTurns(t: TurnsAnalysis, a: Analysis, style: Style): string {
  const destroyed: string[][] = [['turns', ...t.series.map((s) => s.name)]];
  const mean: string[][] = [['turns', ...t.series.map((s) => s.name)]];
  for (let i = 0; i < t.turns; i++) {
    destroyed.push([String(i + 1), ...t.series.map((s) => percent(s.destroyed[i]!))]);
    mean.push([String(i + 1), ...t.series.map((s) => s.meanSlain[i]!.toFixed(2))]);
  }
  return `${[
    style.bold(
      `P(the target destroyed within t turns), ${t.turns} turn${t.turns === 1 ? '' : 's'}`,
    ),
    style.dim(analysisMethodLine(a, true)),
    '',
    formatColumns(destroyed, style),
    '',
    style.bold('mean models slain after t turns'),
    formatColumns(mean, style),
  ].join('\n')}\n`;
}
