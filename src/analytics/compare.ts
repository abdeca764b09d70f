/**
 * Compare loadouts: several profiles against one target (or one profile against several
 * targets), side by side, with which is better, by how much, and where the ranking by mean
 * differs from the ranking by P(at least k).
 *
 * @module
 */

import { InputError } from '../errors.js';
import type { Style } from '../report/style.js';
import { makeStyle } from '../report/style.js';
import { percent } from '../report/text.js';
import type { Analysis, AnalysisInput } from '../scenario/analysisSchema.js';
import { type Metric, metricInfo, metricValue } from './metrics.js';
import { checkCellsCost, type SelectOptions, scenarioFor, selectAnalysis } from './pairs.js';
import { analysisMethodLine, formatColumns, formatMetric, plural } from './report.js';
import { type AttackSummary, type AttackSummaryJSON, summarizePair } from './summary.js';

/** Differences smaller than this are ties (rounding of sums of probabilities). */
const EPSILON = 1e-12;

/**
 * Where two entries rank one way by mean and the other way by P(at least k): `higherMean`
 * slays more on average, but `lowerMean` is likelier to slay at least k, for each k in `ks`.
 *
 * @example
 * ```ts
 * const c: Crossover = { higherMean: 'Battlemages', lowerMean: 'Catapult', ks: [3, 4, 5, 6], widest: 3, lead: 0.017 };
 * ```
 */
export interface Crossover {
  readonly higherMean: string;
  readonly lowerMean: string;
  /** The values of k where `lowerMean` has the greater P(at least k), in increasing order. */
  readonly ks: readonly number[];
  /** The k of `ks` where `lowerMean`'s lead in P(at least k) is largest. */
  readonly widest: number;
  /** That lead: P(at least k) of `lowerMean` minus that of `higherMean`, at `widest`. */
  readonly lead: number;
}

/**
 * How much the best entry by mean beats the next.
 *
 * @example
 * ```ts
 * const m: Margin = { over: 'Bowmen', absolute: 0.4, relative: 0.48 }; // 0.4 more models, +48%
 * ```
 */
export interface Margin {
  /** The entry in second place by mean. */
  readonly over: string;
  /** Mean of the best minus mean of the second. */
  readonly absolute: number;
  /** `absolute` over the second's mean; absent when that mean is 0. */
  readonly relative?: number;
}

/**
 * The ranking by a points figure, when every entry has it.
 *
 * @example
 * ```ts
 * comparison.byPoints?.metric; // 'points-per-point'
 * ```
 */
export interface PointsRanking {
  /** `points-per-point` or `kills-per-100` for profiles, `points-slain` for targets. */
  readonly metric: Metric;
  /** The entries by that figure, best first. */
  readonly order: readonly AttackSummary[];
}

/**
 * A comparison as JSON (`mathhammer compare --json`).
 *
 * @example
 * ```ts
 * const json: ComparisonJSON = comparison.toJSON();
 * json.best; // 'Crossbows'
 * ```
 */
export interface ComparisonJSON {
  readonly by: 'profiles' | 'targets';
  readonly entries: AttackSummaryJSON[];
  /** Names by mean, best first. */
  readonly byMean: string[];
  readonly best: string;
  readonly margin?: Margin;
  readonly byPoints?: { readonly metric: Metric; readonly order: string[] };
  readonly crossovers: readonly Crossover[];
}

/**
 * The result of {@link compare}.
 *
 * @example
 * ```ts
 * const c = compare(analysis);
 * c.best.profile;          // the profile that slays the most on average
 * c.margin?.relative;      // by how much, relative to the second
 * c.crossovers;            // where P(at least k) ranks them the other way
 * ```
 */
export class Comparison {
  /** What varies: several profiles against one target, or one profile against several targets. */
  readonly by: 'profiles' | 'targets';
  /** One summary per entry, in the order of the file. */
  readonly entries: readonly AttackSummary[];
  /** The entries by mean models slain, best first (ties keep the file's order). */
  readonly byMean: readonly AttackSummary[];
  /** The best entry by mean. */
  readonly best: AttackSummary;
  /** How much the best beats the second by mean; absent with one entry. */
  readonly margin?: Margin;
  /** The entries by points efficiency, when every entry has the costs it needs. */
  readonly byPoints?: PointsRanking;
  /**
   * Every pair ranked one way by mean and the other way by P(at least k) for some k, with
   * those k; pairs in the order of {@link byMean}.
   */
  readonly crossovers: readonly Crossover[];

  /** The analysis compared (its ruleset and method head the text report). */
  readonly analysis: Analysis;

  /**
   * @param by - What varies.
   * @param entries - The summaries, in the order of the file (at least one).
   * @param analysis - The analysis they come from.
   * @example
   * ```ts
   * new Comparison('profiles', [summaryA, summaryB], analysis);
   * ```
   */
  constructor(by: 'profiles' | 'targets', entries: readonly AttackSummary[], analysis: Analysis) {
    this.by = by;
    this.analysis = analysis;
    this.entries = entries;
    const byMean = [...entries].sort((x, y) => y.mean - x.mean);
    this.byMean = byMean;
    this.best = byMean[0]!;
    const second = byMean[1];
    if (second) {
      const absolute = this.best.mean - second.mean;
      this.margin = {
        over: nameOf(by, second),
        absolute,
        ...(second.mean > 0 ? { relative: absolute / second.mean } : {}),
      };
    }
    const pointsMetric = pointsMetricOf(by, entries);
    if (pointsMetric) {
      const value = (s: AttackSummary) =>
        pointsMetric === 'points-per-point'
          ? s.pointsSlainPerPoint!
          : pointsMetric === 'kills-per-100'
            ? s.killsPer100Points!
            : s.pointsSlain!;
      this.byPoints = {
        metric: pointsMetric,
        order: [...entries].sort((x, y) => value(y) - value(x)),
      };
    }
    this.crossovers = crossovers(by, byMean);
  }

  /**
   * The name of an entry: its profile's, or its target's when comparing targets.
   *
   * @example
   * ```ts
   * c.nameOf(c.best); // 'Crossbows'
   * ```
   */
  nameOf(s: AttackSummary): string {
    return nameOf(this.by, s);
  }

  /**
   * The text report, as `mathhammer compare` prints it: the table of entries (points figures
   * when the costs are given), P(at least k models slain), then the verdict and the crossovers.
   *
   * @param options - `quiet`: the tables without the verdict. @defaultValue {}
   * @example
   * ```ts
   * console.log(compare(analysis).report());
   * ```
   */
  report(options: { readonly quiet?: boolean } = {}): string {
    return formatComparison(this, this.analysis, makeStyle(false), options.quiet === true);
  }

  /**
   * The text report ({@link report}), so that a comparison prints as its table.
   *
   * @example
   * ```ts
   * `${compare(analysis)}`; // 'Bowmen (100 pts) ... '
   * ```
   */
  toString(): string {
    return this.report();
  }

  /**
   * The comparison as JSON: every entry's figures, the rankings by name, the margin and the
   * crossovers.
   *
   * @example
   * ```ts
   * JSON.stringify(compare(analysis));
   * ```
   */
  toJSON(): ComparisonJSON {
    const names = (list: readonly AttackSummary[]) => list.map((s) => nameOf(this.by, s));
    return {
      by: this.by,
      entries: this.entries.map((s) => s.toJSON()),
      byMean: names(this.byMean),
      best: nameOf(this.by, this.best),
      ...(this.margin ? { margin: this.margin } : {}),
      ...(this.byPoints
        ? { byPoints: { metric: this.byPoints.metric, order: names(this.byPoints.order) } }
        : {}),
      crossovers: this.crossovers,
    };
  }
}

function nameOf(by: 'profiles' | 'targets', s: AttackSummary): string {
  return by === 'profiles' ? s.profile : s.target;
}

function pointsMetricOf(
  by: 'profiles' | 'targets',
  entries: readonly AttackSummary[],
): Metric | undefined {
  if (by === 'targets') {
    return entries.every((s) => s.pointsSlain !== undefined) ? 'points-slain' : undefined;
  }
  if (entries.every((s) => s.pointsSlainPerPoint !== undefined)) return 'points-per-point';
  if (entries.every((s) => s.killsPer100Points !== undefined)) return 'kills-per-100';
  return undefined;
}

/** Pairs (i above j by mean) where j has the greater P(at least k) for some k >= 1. */
function crossovers(by: 'profiles' | 'targets', byMean: readonly AttackSummary[]): Crossover[] {
  const out: Crossover[] = [];
  for (let i = 0; i < byMean.length; i++) {
    for (let j = i + 1; j < byMean.length; j++) {
      const hi = byMean[i]!;
      const lo = byMean[j]!;
      if (hi.mean - lo.mean <= EPSILON * Math.max(1, hi.mean)) continue; // a tie by mean
      const top = Math.max(hi.slain.max, lo.slain.max);
      const ks: number[] = [];
      let widest = 0;
      let lead = 0;
      for (let k = 1; k <= top; k++) {
        const d = lo.atLeast(k) - hi.atLeast(k);
        if (d > EPSILON) {
          ks.push(k);
          if (d > lead) [widest, lead] = [k, d];
        }
      }
      if (ks.length > 0) {
        out.push({ higherMean: nameOf(by, hi), lowerMean: nameOf(by, lo), ks, widest, lead });
      }
    }
  }
  return out;
}

/**
 * Compare several profiles against one target, or one profile against several targets:
 * every entry's distribution of models slain and its figures (mean, sd, P(at least k) for
 * every k, P(wiped out), points), the best by mean and by how much, the best per point, and
 * every pair that the mean ranks one way and P(at least k) the other.
 *
 * Each attack is evaluated by the analysis's method (exact by default).
 *
 * @param input - An analysis file's content or a parsed {@link Analysis} (a plain scenario is
 *   an analysis of one profile and one target).
 * @param options - Which profiles and targets to compare, by name.
 * @throws {@link ScenarioError} for an invalid analysis; {@link InputError} when both several
 *   profiles and several targets remain (use {@link matchupMatrix}, or select one);
 *   `PairError` when an attack cannot be evaluated.
 * @example
 * ```ts
 * const c = compare({
 *   ruleset: 'scrollhammer',
 *   profiles: [
 *     { name: 'Bowmen', points: 100, attackers: [{ models: 10, bs: 3, strength: 3 }] },
 *     { name: 'Crossbows', points: 120, attackers: [{ models: 10, bs: 3, strength: 4, ap: 1 }] },
 *   ],
 *   target: { name: 'Draugr', groups: [{ models: 5, toughness: 4, save: 4 }] },
 * });
 * c.best.profile; // 'Crossbows'
 * c.margin;       // { over: 'Bowmen', absolute: 0.83..., relative: 1.0 }
 * ```
 */
export function compare(input: AnalysisInput | Analysis, options: SelectOptions = {}): Comparison {
  const a = selectAnalysis(input, options);
  if (a.profiles.length > 1 && a.targets.length > 1) {
    throw new InputError(
      `compare: ${a.profiles.length} profiles and ${a.targets.length} targets; compare several profiles against one target, or one profile against several targets (select one with the targets or profiles option, or use a matrix)`,
      'targets',
      a.targets.length,
    );
  }
  const by = a.targets.length > 1 ? 'targets' : 'profiles';
  const entries: AttackSummary[] = [];
  checkCellsCost(
    a.profiles.flatMap((_, p) => a.targets.map((_, t) => scenarioFor(a, p, t))),
    'comparison',
  );
  for (let p = 0; p < a.profiles.length; p++) {
    for (let t = 0; t < a.targets.length; t++) entries.push(summarizePair(a, p, t));
  }
  return new Comparison(by, entries, a);
}

/** Rows of P(at least k) below this for every entry are left out. */
const TAIL = 0.0005;
/** Crossovers by less than this (0.1 percentage points) are counted, not listed. */
const SHOWN_LEAD = 0.001;

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
