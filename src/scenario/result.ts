/**
 * The result of evaluating a scenario, and its JSON form (the result format of
 * `docs/scenario-format.md`).
 *
 * @module
 */
import type { Dist } from '../dist/Dist.js';
import type { AttackerDecision } from '../format/decisions.js';
import type { RuleNote } from '../format/notes.js';
import type { ResultsOf, RulesetName, ScenarioOf } from './rulesets.js';
import type { Method } from './types.js';

export { type AttackerDecision, DECISIONS, decisionsOf } from '../format/decisions.js';
export type { RuleNote } from '../format/notes.js';

/**
 * How sure a Monte Carlo estimate is: its sample count, and the standard errors of its mean
 * and of each P(X >= k). With n samples, the mean's is sd / sqrt(n) and P(X >= k)'s is
 * sqrt(p (1 - p) / n), the observed p put for the true one; about 95% of seeds land within
 * 1.96 standard errors of the exact value.
 *
 * @example
 * ```ts
 * const se: SamplingError = result.errors?.slain ?? { samples: 0, mean: 0, atLeast: [] };
 * `mean ${result.results.slain.mean().toFixed(2)} +/- ${se.mean.toFixed(3)}`;
 * ```
 */
export interface SamplingError {
  /** The number of samples the estimate is from. */
  readonly samples: number;
  /** The standard error of the mean. */
  readonly mean: number;
  /** The standard error of P(X >= k), for k = 0 up to the largest value seen. */
  readonly atLeast: readonly number[];
}

/**
 * The standard errors of a distribution estimated from `samples` samples.
 *
 * @example
 * ```ts
 * samplingError(binomial(1, 0.5), 100); // { samples: 100, mean: 0.05, atLeast: [0, 0.05] }
 * ```
 */
export function samplingError(d: Dist, samples: number): SamplingError {
  // Every P(X >= k) from one pass down from the largest value (a compensated running sum, as
  // `atLeast` sums): `atLeast(k)` for each k would sum the tail again, work quadratic in the
  // length (a million values of one sample took minutes).
  const atLeast: number[] = new Array(d.max + 1);
  let s = 0;
  let c = 0;
  for (let k = d.max; k >= 0; k--) {
    const x = d.at(k);
    const t = s + x;
    c += Math.abs(s) >= Math.abs(x) ? s - t + x : x - t + s;
    s = t;
    const p = k === 0 ? 1 : Math.min(1, Math.max(0, s + c));
    atLeast[k] = Math.sqrt((p * (1 - p)) / samples);
  }
  return { samples, mean: d.sd() / Math.sqrt(samples), atLeast };
}

/**
 * The named distributions of a result, in order, as `[name, dist]` pairs (absent extras
 * left out): for code that walks every result whatever its ruleset.
 *
 * @example
 * ```ts
 * for (const [name, d] of resultEntries(evaluate(s).results)) console.log(name, d.mean());
 * ```
 */
export function resultEntries(results: object): [name: string, dist: Dist][] {
  return Object.entries(results).filter((e): e is [string, Dist] => e[1] !== undefined);
}

/**
 * One result as JSON: `p[k]` is the probability of exactly `k` (for Monte Carlo, the
 * observed frequency), from 0 up to the largest value with non-zero probability; Monte Carlo
 * results add `standardError` (see {@link SamplingError}).
 *
 * @example
 * ```ts
 * const hits: DistJSON = { p: [0.25, 0.5, 0.25], mean: 1 };
 * ```
 */
export interface DistJSON {
  readonly p: number[];
  readonly mean: number;
  /** Monte Carlo only: the standard errors of `mean` and of each P(X >= k). */
  readonly standardError?: { readonly mean: number; readonly atLeast: number[] };
}

/**
 * The result format: what `mathhammer run --json` prints and `JSON.stringify(result)` gives.
 *
 * @example
 * ```ts
 * const json: EvaluationResultJSON = evaluate(scenario).toJSON();
 * json.results.slain?.mean; // 1.37...
 * ```
 */
export interface EvaluationResultJSON {
  readonly ruleset: RulesetName;
  readonly method: Method;
  /** The seed used (Monte Carlo), or `null` for exact results. */
  readonly seed: number | null;
  /** The number of samples (Monte Carlo), or `null` for exact results. */
  readonly samples: number | null;
  /** `hits`, `wounds`, `unsaved`, `slain`, then any further results of the ruleset. */
  readonly results: Record<string, DistJSON>;
  /** The decisions made for the attacker (only when there are any). */
  readonly decisions?: readonly AttackerDecision[];
  /** The rules listed that change no number, by attacker profile (only when there are any). */
  readonly notes?: readonly RuleNote[];
}

/**
 * The standard error of each result of a Monte Carlo evaluation, by the results' names.
 *
 * @example
 * ```ts
 * const se: SamplingErrors<ResultsOf<'mesbg'>> | null = result.errors;
 * ```
 */
export type SamplingErrors<T> = { readonly [K in keyof T]: SamplingError };

/**
 * What `evaluate()` returns: the distributions, how they were computed, and the validated
 * scenario. Its type follows the ruleset: `results` holds exactly that ruleset's results
 * (`hits`, `wounds`, `unsaved`, `slain`, `woundsLost`, then its extras, which may be absent).
 * `JSON.stringify(result)` gives exactly the spec's result format.
 *
 * @example
 * ```ts
 * const r = evaluate({ ruleset: 'mesbg', attackers: [{ shootValue: 4, strength: 2 }], target: { defence: 3 } });
 * r.results.hits.mean();    // 0.5
 * r.seed;                   // null (exact)
 * JSON.stringify(r);        // '{"ruleset":"mesbg","method":"exact","seed":null,"samples":null,"results":{"hits":{"p":[0.5,0.5],"mean":0.5},...}}'
 * ```
 */
export class EvaluationResult<
  R extends RulesetName = RulesetName,
  Results extends object = ResultsOf<R>,
> {
  /** The ruleset of the scenario. */
  readonly ruleset: R;
  /** `"exact"` or `"monte-carlo"`. */
  readonly method: Method;
  /** The seed used (Monte Carlo: the scenario's, or the default 0), or `null` for exact. */
  readonly seed: number | null;
  /** The number of samples (Monte Carlo), or `null` for exact. */
  readonly samples: number | null;
  /** The distributions by name, in the ruleset's order: hits, wounds, unsaved, slain, ... */
  readonly results: Results;
  /** Monte Carlo: each result's sample count and standard errors; `null` for exact results. */
  readonly errors: SamplingErrors<Results> | null;
  /** The validated scenario, defaults filled in. */
  readonly scenario: ScenarioOf<R>;
  /**
   * The choices left to `"best"` and what was chosen (weapon modes and pistols, a damage
   * re-roll's threshold, 11th edition's Lethal Hits), each with the runner-up; empty: none.
   */
  readonly decisions: readonly AttackerDecision[];
  /**
   * The rules the scenario lists that change no number (Warhammer 40,000's Assault, Pistol,
   * Hazardous...: accepted, and named here so that no one reads them as applied); empty: none.
   */
  readonly notes: readonly RuleNote[];

  /**
   * @param scenario - The validated scenario the results are for.
   * @param results - The distributions by name.
   * @param decisions - The decisions the engine made for the attacker.
   * @param notes - The rules listed that change no number.
   * @example
   * ```ts
   * new EvaluationResult(parseScenario(s), { hits: binomial(2, 0.5), ... });
   * ```
   */
  constructor(
    scenario: ScenarioOf<R>,
    results: Results,
    decisions: readonly AttackerDecision[] = [],
    notes: readonly RuleNote[] = [],
  ) {
    const mc = scenario.method === 'monte-carlo';
    this.ruleset = scenario.ruleset as R;
    this.method = scenario.method;
    this.seed = mc ? (scenario.seed ?? 0) : null;
    this.samples = mc ? scenario.samples : null;
    this.results = Object.freeze({ ...results }) as unknown as Results;
    if (mc) {
      const errors: Record<string, SamplingError> = {};
      for (const [name, d] of resultEntries(this.results)) {
        errors[name] = samplingError(d, scenario.samples);
      }
      this.errors = Object.freeze(errors) as SamplingErrors<Results>;
    } else {
      this.errors = null;
    }
    this.scenario = scenario;
    this.decisions = Object.freeze([...decisions]);
    this.notes = Object.freeze([...notes]);
  }

  /**
   * A result by a name known only at run time (a command-line option, a table column):
   * `undefined` when this result has none of that name. Typed code reads `results.slain`.
   *
   * @example
   * ```ts
   * for (const name of ['slain', 'selfWounds']) console.log(name, r.get(name)?.mean());
   * ```
   */
  get(name: string): Dist | undefined {
    const named = this.results as unknown as Readonly<Record<string, Dist | undefined>>;
    return Object.hasOwn(named, name) ? named[name] : undefined;
  }

  /**
   * The result format of the spec, with keys in this order: ruleset, method, seed, samples,
   * results (each `{ p, mean }`, and `standardError` for Monte Carlo).
   *
   * @example
   * ```ts
   * evaluate(scenario).toJSON().results.hits; // { p: [0.5, 0.5], mean: 0.5 }
   * ```
   */
  toJSON(): EvaluationResultJSON {
    const results: Record<string, DistJSON> = {};
    const errors = this.errors as Readonly<Record<string, SamplingError>> | null;
    for (const [name, dist] of resultEntries(this.results)) {
      const se = errors?.[name];
      results[name] = se
        ? { ...dist.toJSON(), standardError: { mean: se.mean, atLeast: [...se.atLeast] } }
        : dist.toJSON();
    }
    return {
      ruleset: this.ruleset,
      method: this.method,
      seed: this.seed,
      samples: this.samples,
      results,
      ...(this.decisions.length === 0 ? {} : { decisions: this.decisions }),
      ...(this.notes.length === 0 ? {} : { notes: this.notes }),
    };
  }
}
