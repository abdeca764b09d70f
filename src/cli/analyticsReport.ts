/**
 * The human reports of `mathhammer compare`, `matrix`, `sweep` and `turns`: aligned tables
 * and, for comparisons, the verdict in words.
 *
 * @module
 */

import type { Comparison } from '../analytics/compare.js';
import type { Matrix } from '../analytics/matrix.js';
import { type Metric, metricInfo, metricValue } from '../analytics/metrics.js';
import type { TurnsAnalysis } from '../analytics/overTurns.js';
import type { AttackSummary } from '../analytics/summary.js';
import { SWEEP_CHARACTERISTICS, type Sweep } from '../analytics/sweep.js';
import type { Style } from '../report/style.js';
import { percent } from '../report/text.js';
import { RULESET_TITLES } from '../rulesets/index.js';
import type { Analysis } from '../scenario/analysisSchema.js';

/** Rows of P(at least k) below this for every entry are left out. */
const TAIL = 0.0005;
/** Crossovers by less than this (0.1 percentage points) are counted, not listed. */
const SHOWN_LEAD = 0.001;

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
  const ruleset = RULESET_TITLES[a.ruleset];
  const allocation =
    a.ruleset === 'scrollhammer' && a.allocation === 'sequential' ? ', sequential allocation' : '';
  if (exact || a.method === 'exact') return `${ruleset}, exact${allocation}`;
  return `${ruleset}, Monte Carlo: ${a.samples.toLocaleString('en-US')} samples, seed ${a.seed ?? 0}${allocation}`;
}

/** `1 profile`, `4 profiles`. */
function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function points(p: number | undefined): string {
  return p === undefined ? '' : ` (${p} pts)`;
}

/** "slays" for a profile, "is slain" wording for targets. */
function verdict(c: Comparison): string[] {
  const lines: string[] = [];
  const name = (s: AttackSummary) => c.nameOf(s);
  const best = c.best;
  if (c.entries.length < 2) return lines;
  const m = c.margin!;
  const by =
    m.relative === undefined
      ? `${m.absolute.toFixed(2)} more than ${m.over}`
      : `${m.absolute.toFixed(2)} (${(m.relative * 100).toFixed(0)}%) more than ${m.over}`;
  lines.push(
    c.by === 'profiles'
      ? `Best on average: ${name(best)}, ${best.mean.toFixed(2)} models slain, ${by}.`
      : `Most slain against ${name(best)}: ${best.mean.toFixed(2)} models on average, ${by}.`,
  );
  if (c.byPoints) {
    const { metric, order } = c.byPoints;
    const info = metricInfo(metric);
    const first = order[0]!;
    const rest = order
      .slice(1)
      .map((s) => `${name(s)} ${formatMetric(metricValue(s, metric), metric)}`)
      .join(', ');
    lines.push(
      `Best per point: ${name(first)}, ${formatMetric(metricValue(first, metric), metric)} ${info.label}${rest ? ` (${rest})` : ''}.`,
    );
  }
  // Crossovers whose lead is too small to show at the tables' precision are only counted.
  const shown = c.crossovers.filter((x) => x.lead >= SHOWN_LEAD);
  const hidden = c.crossovers.length - shown.length;
  if (c.crossovers.length === 0) {
    lines.push('The ranking by mean is also the ranking by P(at least k), for every k.');
  } else if (shown.length === 0) {
    lines.push(
      `The ranking by mean is also the ranking by P(at least k) to 0.1% (it differs by less in ${hidden} case${hidden === 1 ? '' : 's'}).`,
    );
  } else {
    lines.push('Where the ranking by mean and by P(at least k) differ:');
    for (const x of shown) {
      const hi = c.entries.find((s) => name(s) === x.higherMean)!;
      const lo = c.entries.find((s) => name(s) === x.lowerMean)!;
      const k = x.widest;
      const verb = c.by === 'profiles' ? 'slay' : 'lose';
      lines.push(
        `  ${x.higherMean} ${verb}s more on average than ${x.lowerMean} (${hi.mean.toFixed(2)} against ${lo.mean.toFixed(2)}), but ${x.lowerMean} is likelier to ${verb} at least ${ranges(x.ks)} (at least ${k}: ${percent(lo.atLeast(k))} against ${percent(hi.atLeast(k))}).`,
      );
    }
    if (hidden > 0) {
      lines.push(
        `  (and ${hidden} more pair${hidden === 1 ? '' : 's'}, each by less than 0.1 percentage points)`,
      );
    }
  }
  return lines;
}

/** `[3, 4, 5, 8]` -> `3-5, 8`. */
function ranges(ks: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < ks.length; ) {
    let j = i;
    while (j + 1 < ks.length && ks[j + 1] === ks[j]! + 1) j++;
    parts.push(i === j ? String(ks[i]) : `${ks[i]}-${ks[j]}`);
    i = j + 1;
  }
  return parts.join(', ');
}

/**
 * The report of `mathhammer compare`: each entry's figures, P(at least k) side by side, and
 * the verdict (best by mean and by how much, best per point, where the rankings differ).
 *
 * @example
 * ```ts
 * io.stdout(formatComparison(compare(analysis), analysis, makeStyle(false), false));
 * ```
 */
export function formatComparison(c: Comparison, a: Analysis, style: Style, quiet: boolean): string {
  const name = (s: AttackSummary) => c.nameOf(s);
  const first = c.entries[0]!;
  const head =
    c.by === 'profiles'
      ? `${plural(c.entries.length, 'profile')} against ${first.target}${points(first.targetPoints)}`
      : `${first.profile}${points(first.profilePoints)} against ${plural(c.entries.length, 'target')}`;
  const parts: string[] = [style.bold(head), style.dim(analysisMethodLine(a))];
  const hasPoints = c.entries.some(
    (s) => (c.by === 'profiles' ? s.profilePoints : s.targetPoints) !== undefined,
  );
  const header = [
    c.by === 'profiles' ? 'profile' : 'target',
    ...(hasPoints ? ['points'] : []),
    'mean',
    'sd',
    'P(wipe)',
    ...(c.by === 'profiles' && c.entries.some((s) => s.killsPer100Points !== undefined)
      ? ['slain/100pts']
      : []),
    ...(c.entries.some((s) => s.pointsSlain !== undefined) ? ['pts slain'] : []),
    ...(c.by === 'profiles' && c.entries.some((s) => s.pointsSlainPerPoint !== undefined)
      ? ['pts slain/pt']
      : []),
  ];
  const rows: string[][] = [header];
  for (const s of c.entries) {
    const row = [name(s)];
    if (hasPoints) {
      const p = c.by === 'profiles' ? s.profilePoints : s.targetPoints;
      row.push(p === undefined ? '-' : String(p));
    }
    row.push(s.mean.toFixed(2), s.sd.toFixed(2), percent(s.wipe));
    if (header.includes('slain/100pts')) row.push(formatMetric(s.killsPer100Points, 'mean'));
    if (header.includes('pts slain')) row.push(formatMetric(s.pointsSlain, 'mean'));
    if (header.includes('pts slain/pt')) row.push(formatMetric(s.pointsSlainPerPoint, 'mean'));
    rows.push(row);
  }
  parts.push('', formatColumns(rows, style));
  // P(at least k), for the k worth showing.
  const top = Math.max(...c.entries.map((s) => s.models));
  let last = 1;
  for (let k = 1; k <= top; k++) if (c.entries.some((s) => s.atLeast(k) >= TAIL)) last = k;
  const table: string[][] = [['k', ...c.entries.map(name)]];
  for (let k = 1; k <= last; k++) {
    table.push([String(k), ...c.entries.map((s) => (k <= s.models ? percent(s.atLeast(k)) : '-'))]);
  }
  parts.push('', style.bold('P(at least k models slain)'), formatColumns(table, style));
  if (last < top) parts.push(style.dim(`(not shown: k > ${last}, each below 0.05%)`));
  if (!quiet) {
    const lines = verdict(c);
    if (lines.length) parts.push('', ...lines);
  }
  return `${parts.join('\n')}\n`;
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
