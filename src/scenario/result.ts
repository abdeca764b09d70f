/**
 * The result of evaluating a scenario, and its JSON form (the result format of
 * `docs/scenario-format.md`).
 *
 * @module
 */
import type { Dist } from '../dist/Dist.js';
import type { Method, Scenario } from './types.js';

/**
 * One result as JSON: `p[k]` is the probability of exactly `k` (for Monte Carlo, the
 * observed frequency), from 0 up to the largest value with non-zero probability.
 *
 * @example
 * ```ts
 * const hits: DistJSON = { p: [0.25, 0.5, 0.25], mean: 1 };
 * ```
 */
export interface DistJSON {
  readonly p: number[];
  readonly mean: number;
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
  readonly ruleset: Scenario['ruleset'];
  readonly method: Method;
  /** The seed used (Monte Carlo), or `null` for exact results. */
  readonly seed: number | null;
  /** The number of samples (Monte Carlo), or `null` for exact results. */
  readonly samples: number | null;
  /** `hits`, `wounds`, `unsaved`, `slain`, then any further results of the ruleset. */
  readonly results: Record<string, DistJSON>;
}

/**
 * What `evaluate()` returns: the distributions, how they were computed, and the validated
 * scenario. `JSON.stringify(result)` gives exactly the spec's result format.
 *
 * @example
 * ```ts
 * const r = evaluate({ ruleset: 'mesbg', attackers: [{ shootValue: 4, strength: 2 }], target: { defence: 3 } });
 * r.results.hits?.mean();   // 0.5
 * r.seed;                   // null (exact)
 * JSON.stringify(r);        // '{"ruleset":"mesbg","method":"exact","seed":null,"samples":null,"results":{"hits":{"p":[0.5,0.5],"mean":0.5},...}}'
 * ```
 */
export class EvaluationResult {
  /** The ruleset of the scenario. */
  readonly ruleset: Scenario['ruleset'];
  /** `"exact"` or `"monte-carlo"`. */
  readonly method: Method;
  /** The seed used (Monte Carlo: the scenario's, or the default 0), or `null` for exact. */
  readonly seed: number | null;
  /** The number of samples (Monte Carlo), or `null` for exact. */
  readonly samples: number | null;
  /** The distributions by name, in the ruleset's order: hits, wounds, unsaved, slain, ... */
  readonly results: Readonly<Record<string, Dist>>;
  /** The validated scenario, defaults filled in. */
  readonly scenario: Scenario;

  /**
   * @param scenario - The validated scenario the results are for.
   * @param results - The distributions by name.
   * @example
   * ```ts
   * new EvaluationResult(parseScenario(s), { hits: binomial(2, 0.5) });
   * ```
   */
  constructor(scenario: Scenario, results: Readonly<Record<string, Dist>>) {
    const mc = scenario.method === 'monte-carlo';
    this.ruleset = scenario.ruleset;
    this.method = scenario.method;
    this.seed = mc ? (scenario.seed ?? 0) : null;
    this.samples = mc ? scenario.samples : null;
    this.results = Object.freeze({ ...results });
    this.scenario = scenario;
  }

  /**
   * The result format of the spec, with keys in this order: ruleset, method, seed, samples,
   * results (each `{ p, mean }`).
   *
   * @example
   * ```ts
   * evaluate(scenario).toJSON().results.hits; // { p: [0.5, 0.5], mean: 0.5 }
   * ```
   */
  toJSON(): EvaluationResultJSON {
    const results: Record<string, DistJSON> = {};
    for (const [name, dist] of Object.entries(this.results)) results[name] = dist.toJSON();
    return {
      ruleset: this.ruleset,
      method: this.method,
      seed: this.seed,
      samples: this.samples,
      results,
    };
  }
}
