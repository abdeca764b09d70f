/**
 * Compare loadouts: several profiles against one target (or one profile against several
 * targets), side by side, with which is better, by how much, and where the ranking by mean
 * differs from the ranking by P(at least k).
 *
 * @module
 */

import { InputError } from '../errors.js';
import type { Analysis, AnalysisInput } from '../scenario/analysisSchema.js';
import type { Metric } from './metrics.js';
import { checkCellsCost, type SelectOptions, scenarioFor, selectAnalysis } from './pairs.js';
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

  /**
   * @param by - What varies.
   * @param entries - The summaries, in the order of the file (at least one).
   * @example
   * ```ts
   * new Comparison('profiles', [summaryA, summaryB]);
   * ```
   */
  constructor(by: 'profiles' | 'targets', entries: readonly AttackSummary[]) {
    this.by = by;
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
  return new Comparison(by, entries);
}
