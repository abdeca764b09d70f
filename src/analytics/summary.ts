/**
 * What a list builder reads off one attack: the models slain (mean, standard deviation,
 * P(at least k) for every k, P(the unit is wiped out)) and, when the points are known, what
 * it is worth per point spent.
 *
 * @module
 */
import type { Dist } from '../dist/Dist.js';
import { InputError } from '../errors.js';
import type { AnyRuleset } from '../format/ruleset.js';
import { rulesetNamed, rulesetTitle } from '../rulesets/index.js';
import type { Analysis } from '../scenario/analysisSchema.js';
import { evaluateParsed } from '../scenario/evaluate.js';
import type { EvaluationResult } from '../scenario/result.js';
import { forPair, scenarioFor } from './pairs.js';

/**
 * The figures of one attack (a profile against a target), as JSON.
 *
 * @example
 * ```ts
 * const json: AttackSummaryJSON = summary.toJSON();
 * json.atLeast[2]; // P(at least 2 models slain)
 * ```
 */
export interface AttackSummaryJSON {
  readonly profile: string;
  readonly target: string;
  readonly models: number;
  readonly mean: number;
  readonly sd: number;
  readonly wipe: number;
  /** `atLeast[k]`: P(at least k models slain), for k = 0..models. */
  readonly atLeast: number[];
  /** `slain.p[k]`: P(exactly k models slain). */
  readonly slain: { readonly p: number[]; readonly mean: number };
  readonly profilePoints?: number;
  readonly targetPoints?: number;
  readonly pointsSlain?: number;
  readonly pointsSlainPerPoint?: number;
  readonly killsPer100Points?: number;
  /** Expected wounds the target loses (multi-wound targets: the damage short of a kill too). */
  readonly woundsLost: number;
  /** Wounds of the whole target unit. */
  readonly targetWounds: number;
  /**
   * Expected points of the target's wounds lost: wounds lost × the target's points per wound
   * (known when the target's points are).
   */
  readonly pointsWoundsLost?: number;
}

/**
 * One profile attacking one target: the distribution of models slain and the figures a list
 * builder compares. Points figures are present only when the costs they need are known.
 *
 * @example
 * ```ts
 * const s = compare(analysis).entries[0];
 * s.mean;               // expected models slain
 * s.atLeast(3);         // P(at least 3 slain)
 * s.wipe;               // P(every model of the target slain)
 * s.killsPer100Points;  // expected models slain per 100 points of the profile
 * ```
 */
export class AttackSummary {
  /** The profile's name. */
  readonly profile: string;
  /** The target's name. */
  readonly target: string;
  /** Models in the target unit (MESBG: 1). */
  readonly models: number;
  /** The distribution of models slain. */
  readonly slain: Dist;
  /** Expected models slain. */
  readonly mean: number;
  /** Standard deviation of models slain. */
  readonly sd: number;
  /** P(every model of the target slain). */
  readonly wipe: number;
  /** The profile's points cost, when known. */
  readonly profilePoints?: number;
  /** The target's points cost (the whole unit), when known. */
  readonly targetPoints?: number;
  /**
   * Expected points of the target slain: mean slain × the target's points per model (its
   * points spread evenly over its models). Needs the target's points.
   */
  readonly pointsSlain?: number;
  /** {@link pointsSlain} per point of the profile. Needs both costs. */
  readonly pointsSlainPerPoint?: number;
  /** Expected models slain per 100 points of the profile. Needs the profile's points. */
  readonly killsPer100Points?: number;
  /** Expected wounds the target loses (multi-wound targets: the damage short of a kill too). */
  readonly woundsLost: number;
  /** Wounds of the whole target unit. */
  readonly targetWounds: number;
  /** Expected points of the target's wounds lost (known when the target's points are). */
  readonly pointsWoundsLost?: number;
  /** The full evaluation (every result: hits, wounds, unsaved, slain...). */
  readonly result: EvaluationResult;

  /**
   * @param profile - The profile's name and points.
   * @param target - The target's name and points.
   * @param models - Models in the target unit.
   * @param result - The evaluation of the attack.
   * @param wounds - Wounds of the whole target unit. @defaultValue models
   * @example
   * ```ts
   * new AttackSummary({ name: 'Bowmen', points: 100 }, { name: 'Draugr' }, 5, evaluate(scenario));
   * ```
   */
  constructor(
    profile: { readonly name: string; readonly points?: number },
    target: { readonly name: string; readonly points?: number },
    models: number,
    result: EvaluationResult,
    wounds: number = models,
  ) {
    const slain = result.results.slain;
    this.woundsLost = result.results.woundsLost.mean();
    this.targetWounds = wounds;
    this.profile = profile.name;
    this.target = target.name;
    this.models = models;
    this.slain = slain;
    this.mean = slain.mean();
    this.sd = slain.sd();
    this.wipe = slain.atLeast(models);
    if (profile.points !== undefined) {
      this.profilePoints = profile.points;
      this.killsPer100Points = (this.mean * 100) / profile.points;
    }
    if (target.points !== undefined) {
      this.targetPoints = target.points;
      this.pointsSlain = (this.mean * target.points) / models;
      this.pointsWoundsLost = (this.woundsLost * target.points) / wounds;
      if (profile.points !== undefined) {
        this.pointsSlainPerPoint = this.pointsSlain / profile.points;
      }
    }
    this.result = result;
  }

  /**
   * P(at least k models slain).
   *
   * @example
   * ```ts
   * summary.atLeast(0); // 1
   * ```
   */
  atLeast(k: number): number {
    return this.slain.atLeast(k);
  }

  /**
   * The figures as JSON (without the full evaluation): names, models, mean, sd, wipe,
   * `atLeast[k]` for k = 0..models, the distribution of slain, and the points figures known.
   *
   * @example
   * ```ts
   * JSON.stringify(summary); // '{"profile":"Bowmen","target":"Draugr","models":5,"mean":0.83,...}'
   * ```
   */
  toJSON(): AttackSummaryJSON {
    const atLeast: number[] = [];
    for (let k = 0; k <= this.models; k++) atLeast.push(this.slain.atLeast(k));
    return {
      profile: this.profile,
      target: this.target,
      models: this.models,
      mean: this.mean,
      sd: this.sd,
      wipe: this.wipe,
      atLeast,
      slain: this.slain.toJSON(),
      woundsLost: this.woundsLost,
      targetWounds: this.targetWounds,
      ...(this.pointsWoundsLost === undefined ? {} : { pointsWoundsLost: this.pointsWoundsLost }),
      ...(this.profilePoints === undefined ? {} : { profilePoints: this.profilePoints }),
      ...(this.targetPoints === undefined ? {} : { targetPoints: this.targetPoints }),
      ...(this.pointsSlain === undefined ? {} : { pointsSlain: this.pointsSlain }),
      ...(this.pointsSlainPerPoint === undefined
        ? {}
        : { pointsSlainPerPoint: this.pointsSlainPerPoint }),
      ...(this.killsPer100Points === undefined
        ? {}
        : { killsPer100Points: this.killsPer100Points }),
    };
  }
}

/**
 * The models and Wounds of target `t` of an analysis, as its ruleset counts them (the
 * ruleset contract's `analytics.size`: the groups' models and Wounds; a MESBG model; a unit's
 * models x Wounds or Health).
 *
 * @example
 * ```ts
 * targetSize(analysis, 0); // { models: 5, wounds: 10 }
 * ```
 */
function targetSize(a: Analysis, t: number): { readonly models: number; readonly wounds: number } {
  const size = (rulesetNamed(a.ruleset) as AnyRuleset | undefined)?.analytics?.size as
    | ((target: unknown) => { readonly models: number; readonly wounds: number })
    | undefined;
  if (!size) {
    throw new InputError(
      `analyses: ${rulesetTitle(a.ruleset)} has none (its ruleset gives no analytics)`,
      'ruleset',
      a.ruleset,
    );
  }
  return size(a.targets[t]);
}

/**
 * The number of models in a target of an analysis (MESBG: one model; wh40k-10e: the unit's).
 *
 * @example
 * ```ts
 * targetModels(analysis, 0); // 5
 * ```
 */
export function targetModels(a: Analysis, t: number): number {
  return targetSize(a, t).models;
}

/**
 * The wounds of a target of an analysis: the sum of models × Wounds of its groups (MESBG:
 * the model's Wounds; wh40k-10e: the unit's models × Wounds; aos4: models x Health).
 *
 * @example
 * ```ts
 * targetWounds(analysis, 0); // 10 (5 models of 2 Wounds)
 * ```
 */
export function targetWounds(a: Analysis, t: number): number {
  return targetSize(a, t).wounds;
}

/**
 * Evaluate profile `p` against target `t` of a parsed analysis (by the analysis's method)
 * and summarise it.
 *
 * @example
 * ```ts
 * summarizePair(parseAnalysis(json), 0, 0).mean;
 * ```
 */
export function summarizePair(a: Analysis, p: number, t: number): AttackSummary {
  return forPair(a, p, t, () => {
    const result = evaluateParsed(scenarioFor(a, p, t));
    return new AttackSummary(
      a.profiles[p]!,
      a.targets[t]!,
      targetModels(a, t),
      result,
      targetWounds(a, t),
    );
  });
}
