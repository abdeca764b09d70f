/**
 * Multiple turns for every profile and target of an analysis: P(the target is destroyed
 * within n turns of the same attack), and the models slain after each turn.
 *
 * @module
 */

import type { Dist } from '../dist/Dist.js';
import { optionsObject } from '../errors.js';
import type { AnyRuleset } from '../format/ruleset.js';
import { rulesetNamed } from '../rulesets/index.js';
import type { Analysis, AnalysisInput } from '../scenario/analysisSchema.js';
import type { Scenario } from '../scenario/types.js';
import {
  checkCellsCost,
  forPair,
  type SelectOptions,
  scenarioFor,
  selectAnalysis,
} from './pairs.js';
import { targetModels } from './summary.js';
import { checkTurns, scenarioTurns } from './turns.js';

/**
 * What to compute: how many turns, and which profiles and targets.
 *
 * @example
 * ```ts
 * const o: TurnsOptions = { turns: 5, targets: ['Draugr'] };
 * ```
 */
export interface TurnsOptions extends SelectOptions {
  /** Number of turns, 1..100. */
  readonly turns: number;
}

/**
 * One profile against one target, turn by turn; index `t - 1` is "after t turns".
 *
 * @example
 * ```ts
 * const line: TurnsSeries = overTurns(a, { turns: 3 }).series[0];
 * line.destroyed[2]; // P(destroyed within 3 turns)
 * ```
 */
export interface TurnsSeries {
  /** The profile's name with one target, the target's with one profile, else both. */
  readonly name: string;
  readonly profile: string;
  readonly target: string;
  /** Models in the target. */
  readonly models: number;
  /** P(the target destroyed within t turns), t = 1..turns. */
  readonly destroyed: readonly number[];
  /** Expected models slain after t turns, in all. */
  readonly meanSlain: readonly number[];
  /** The distribution of models slain after t turns. */
  readonly slain: readonly Dist[];
}

/**
 * Turns as JSON (`mathhammer turns --json`).
 *
 * @example
 * ```ts
 * const json: TurnsAnalysisJSON = overTurns(a, { turns: 3 }).toJSON();
 * ```
 */
export interface TurnsAnalysisJSON {
  readonly turns: number;
  readonly series: {
    readonly name: string;
    readonly profile: string;
    readonly target: string;
    readonly models: number;
    readonly destroyed: number[];
    readonly meanSlain: number[];
    readonly slain: { readonly p: number[]; readonly mean: number }[];
  }[];
}

/**
 * The result of {@link overTurns}.
 *
 * @example
 * ```ts
 * const r = overTurns(analysis, { turns: 4 });
 * r.series.map((s) => s.destroyed[3]); // P(destroyed within 4 turns), per profile
 * ```
 */
export class TurnsAnalysis {
  readonly turns: number;
  readonly series: readonly TurnsSeries[];

  /**
   * @param turns - Number of turns.
   * @param series - One line per (profile, target).
   * @example
   * ```ts
   * new TurnsAnalysis(3, series);
   * ```
   */
  constructor(turns: number, series: readonly TurnsSeries[]) {
    this.turns = turns;
    this.series = series;
  }

  /**
   * As JSON: per line, P(destroyed within t turns), the mean slain and the distribution of
   * slain after each turn.
   *
   * @example
   * ```ts
   * JSON.stringify(overTurns(a, { turns: 3 }));
   * ```
   */
  toJSON(): TurnsAnalysisJSON {
    return {
      turns: this.turns,
      series: this.series.map((s) => ({
        name: s.name,
        profile: s.profile,
        target: s.target,
        models: s.models,
        destroyed: [...s.destroyed],
        meanSlain: [...s.meanSlain],
        slain: s.slain.map((d) => d.toJSON()),
      })),
    };
  }
}

/**
 * The same attack repeated over `turns` turns, for every profile against every target of an
 * analysis, exactly (see `attackTurns` for how the state carries over). For one turn
 * each line is the single attack's.
 *
 * @param input - An analysis file's content or a parsed {@link Analysis}.
 * @param options - The number of turns, and the profiles and targets to use.
 * @throws {@link ScenarioError} for an invalid analysis; {@link InputError} for a bad number
 *   of turns; `PairError` for a pair that cannot be computed (a Scrollhammer target of
 *   several groups, or too large).
 * @example
 * ```ts
 * const r = overTurns({
 *   ruleset: 'scrollhammer',
 *   attackers: [{ name: 'Bowmen', models: 10, bs: 3, strength: 4 }],
 *   target: { name: 'Draugr', groups: [{ models: 5, toughness: 4, wounds: 2, save: 4 }] },
 * }, { turns: 3 });
 * r.series[0].destroyed; // P(destroyed within 1, 2, 3 turns): increasing
 * ```
 */
export function overTurns(input: AnalysisInput | Analysis, options: TurnsOptions): TurnsAnalysis {
  checkTurns(optionsObject('overTurns', 'options', options, false).turns, 'overTurns: turns');
  const a = selectAnalysis(input, options);
  // Each pair evaluates its attack exactly once, then carries it over the turns.
  // A pair's work in single evaluations is its ruleset's (Warhammer 40,000 evaluates turn t
  // with t times the attacks: 1 + 2 + ... + turns evaluations' work).
  const turns = options.turns;
  checkCellsCost(
    a.profiles.flatMap((_, p) =>
      a.targets.map((_, t) => ({ ...scenarioFor(a, p, t), method: 'exact' }) as Scenario),
    ),
    'turns analysis',
    (cell) =>
      (rulesetNamed(cell.ruleset) as AnyRuleset | undefined)?.analytics?.turnsWork?.(turns) ?? 1,
  );
  const series: TurnsSeries[] = [];
  a.profiles.forEach((profile, p) => {
    a.targets.forEach((target, t) => {
      const r = forPair(a, p, t, () => scenarioTurns(scenarioFor(a, p, t), options.turns));
      series.push({
        name:
          a.targets.length === 1
            ? profile.name
            : a.profiles.length === 1
              ? target.name
              : `${profile.name} vs ${target.name}`,
        profile: profile.name,
        target: target.name,
        models: targetModels(a, t),
        destroyed: r.destroyed,
        meanSlain: r.slain.map((d) => d.mean()),
        slain: r.slain,
      });
    });
  });
  return new TurnsAnalysis(options.turns, series);
}
