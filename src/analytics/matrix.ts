/**
 * Matchup matrices: every profile against every target.
 *
 * @module
 */
import type { Analysis, AnalysisInput } from '../scenario/analysisSchema.js';
import { type Metric, metricValue } from './metrics.js';
import { checkCellsCost, type SelectOptions, scenarioFor, selectAnalysis } from './pairs.js';
import { type AttackSummary, type AttackSummaryJSON, summarizePair } from './summary.js';

/**
 * A matrix as JSON (`mathhammer matrix --json`): `cells[p][t]` is profile p against target t.
 *
 * @example
 * ```ts
 * const json: MatrixJSON = matchupMatrix(analysis).toJSON();
 * json.cells[0][1].wipe;
 * ```
 */
export interface MatrixJSON {
  readonly profiles: string[];
  readonly targets: string[];
  readonly cells: AttackSummaryJSON[][];
}

/**
 * The result of {@link matchupMatrix}: one {@link AttackSummary} per (profile, target).
 *
 * @example
 * ```ts
 * const m = matchupMatrix(analysis);
 * m.cell(0, 2).mean;       // profile 0 against target 2: mean models slain
 * m.values('wipe');        // P(wiped out) for every cell, rows = profiles
 * ```
 */
export class Matrix {
  /** Profile names: the rows. */
  readonly profiles: readonly string[];
  /** Target names: the columns. */
  readonly targets: readonly string[];
  /** `cells[p][t]`: profile p against target t. */
  readonly cells: readonly (readonly AttackSummary[])[];

  /**
   * @param cells - `cells[p][t]`, every row as long as the number of targets.
   * @example
   * ```ts
   * new Matrix([[summaryA1, summaryA2], [summaryB1, summaryB2]]);
   * ```
   */
  constructor(cells: readonly (readonly AttackSummary[])[]) {
    this.cells = cells;
    this.profiles = cells.map((row) => row[0]!.profile);
    this.targets = cells[0]!.map((c) => c.target);
  }

  /**
   * Profile `p` against target `t`.
   *
   * @example
   * ```ts
   * m.cell(0, 0).wipe;
   * ```
   */
  cell(p: number, t: number): AttackSummary {
    return this.cells[p]![t]!;
  }

  /**
   * One metric for every cell (rows = profiles); `undefined` where a points cost is missing.
   *
   * @example
   * ```ts
   * m.values('kills-per-100'); // [[0.83, 1.2], [0.9, 1.1]]
   * ```
   */
  values(metric: Metric): (number | undefined)[][] {
    return this.cells.map((row) => row.map((c) => metricValue(c, metric)));
  }

  /**
   * The matrix as JSON: names and every cell's figures.
   *
   * @example
   * ```ts
   * JSON.stringify(matchupMatrix(analysis));
   * ```
   */
  toJSON(): MatrixJSON {
    return {
      profiles: [...this.profiles],
      targets: [...this.targets],
      cells: this.cells.map((row) => row.map((c) => c.toJSON())),
    };
  }
}

/**
 * Every profile of an analysis against every target: mean models slain, P(at least k),
 * P(wiped out) and the points figures of each matchup. Each cell is exactly the single
 * evaluation of that profile against that target (by the analysis's method). The analysis is
 * validated once; each cell is then evaluated without a second check.
 *
 * @param input - An analysis file's content or a parsed {@link Analysis}.
 * @param options - Which profiles and targets to use, by name.
 * @throws {@link ScenarioError} for an invalid analysis; `PairError` when an attack
 *   cannot be evaluated.
 * @example
 * ```ts
 * const m = matchupMatrix({
 *   ruleset: 'scrollhammer',
 *   profiles: [
 *     { name: 'Bowmen', attackers: [{ models: 10, bs: 3, strength: 3 }] },
 *     { name: 'Crossbows', attackers: [{ models: 10, bs: 3, strength: 4, ap: 1 }] },
 *   ],
 *   targets: [
 *     { name: 'Draugr', groups: [{ models: 5, toughness: 4, save: 4 }] },
 *     { name: 'Goblins', groups: [{ models: 20, toughness: 3, save: 6 }] },
 *   ],
 * });
 * m.cell(1, 0).mean; // Crossbows against Draugr: 1.666...
 * ```
 */
export function matchupMatrix(
  input: AnalysisInput | Analysis,
  options: SelectOptions = {},
): Matrix {
  const a = selectAnalysis(input, options);
  checkCellsCost(
    a.profiles.flatMap((_, p) => a.targets.map((_, t) => scenarioFor(a, p, t))),
    'matrix',
  );
  return new Matrix(a.profiles.map((_, p) => a.targets.map((_, t) => summarizePair(a, p, t))));
}
