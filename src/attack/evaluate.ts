/**
 * The public way to use the general attack plan: {@link evaluatePlan} runs a plan with either
 * engine and returns its results as `evaluate()` does for a scenario (method, seed, samples,
 * results by name, `toJSON()` in the result format), and {@link defineProfileRule} builds a
 * rule of one's own game that changes an {@link AttackProfile}, as `defineRule` does for
 * Scrollhammer's draft. See `docs/custom-ruleset.md`.
 *
 * @module
 */
import type { Dist } from '../dist/index.js';
import { InputError, show } from '../errors.js';
import type { AttackProfile, GeneralPlan } from '../plan/plan.js';
import { freezeRule, type RuleOf } from '../rules/RuleOf.js';
import { exactPlan, type GeneralResults } from './exact.js';
import { samplePlan } from './sample.js';

/**
 * A rule of any d6 game on the general plan: a named, cited change to one attack profile.
 *
 * @example
 * ```ts
 * const rule: ProfileRule = defineProfileRule({ name: 'lethal', citation: 'my game, p. 3', apply: (p) => p });
 * ```
 */
export type ProfileRule = RuleOf<AttackProfile>;

/**
 * Freeze a rule that changes an {@link AttackProfile}; `apply` returns a changed copy. Apply
 * rules with {@link applyProfileRules}.
 *
 * @throws {InputError} unless `name` is kebab-case, `citation` a non-empty string and `apply`
 *   a function.
 * @example
 * ```ts
 * // Critical hits wound automatically (a house rule):
 * const lethal = defineProfileRule({
 *   name: 'lethal', citation: 'house rule',
 *   apply: (p) => ({ ...p, onCriticalHit: { ...p.onCriticalHit, autoWound: true } }),
 * });
 * ```
 */
export function defineProfileRule(rule: ProfileRule): ProfileRule {
  const r = rule as Partial<ProfileRule> | null;
  if (typeof r?.name !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(r.name)) {
    throw new InputError(
      `defineProfileRule: name must be kebab-case (like "lethal-hits"), got ${show(r?.name)}`,
      'name',
      r?.name,
    );
  }
  if (typeof r.citation !== 'string' || r.citation.trim() === '') {
    throw new InputError(
      `defineProfileRule: citation must say where the rule comes from, got ${show(r.citation)}`,
      'citation',
      r.citation,
    );
  }
  if (typeof r.apply !== 'function') {
    throw new InputError(
      `defineProfileRule: apply must be a function (profile) => profile, got ${show(r.apply)}`,
      'apply',
      r.apply,
    );
  }
  return freezeRule(rule);
}

/**
 * A profile with rules applied in the order listed.
 *
 * @example
 * ```ts
 * const profile = applyProfileRules(base, [lethal, sustained]);
 * ```
 */
export function applyProfileRules(
  profile: AttackProfile,
  rules: readonly ProfileRule[],
): AttackProfile {
  return rules.reduce((p, rule) => rule.apply(p), profile);
}

/**
 * Options of {@link evaluatePlan}.
 *
 * @example
 * ```ts
 * const options: EvaluatePlanOptions = { method: 'monte-carlo', samples: 100_000, seed: 1 };
 * ```
 */
export interface EvaluatePlanOptions {
  /** @defaultValue 'exact' */
  readonly method?: 'exact' | 'monte-carlo';
  /** Monte Carlo samples. @defaultValue 100000 */
  readonly samples?: number;
  /** Monte Carlo seed. @defaultValue 0 */
  readonly seed?: number;
}

/**
 * What {@link evaluatePlan} returns: the shape of `evaluate()`'s `EvaluationResult` (method,
 * seed, samples, results by name, `toJSON()` in the result format of
 * `docs/scenario-format.md`), with the plan in place of a scenario and `ruleset` `"plan"`.
 *
 * @example
 * ```ts
 * const r: PlanResult = evaluatePlan(plan);
 * r.results.slain?.mean();
 * JSON.stringify(r); // '{"ruleset":"plan","method":"exact","seed":null,"samples":null,"results":{...}}'
 * ```
 */
export class PlanResult {
  readonly ruleset = 'plan' as const;
  readonly method: 'exact' | 'monte-carlo';
  /** The seed used (Monte Carlo), or `null` for exact. */
  readonly seed: number | null;
  /** The number of samples (Monte Carlo), or `null` for exact. */
  readonly samples: number | null;
  /** The distributions by name: hits, wounds, unsaved, slain, woundsLost, then the others. */
  readonly results: Readonly<Record<string, Dist>>;
  /** The plan evaluated. */
  readonly plan: GeneralPlan;

  /**
   * @example
   * ```ts
   * new PlanResult(plan, 'exact', null, null, exactPlan(plan));
   * ```
   */
  constructor(
    plan: GeneralPlan,
    method: 'exact' | 'monte-carlo',
    seed: number | null,
    samples: number | null,
    results: GeneralResults,
  ) {
    this.plan = plan;
    this.method = method;
    this.seed = seed;
    this.samples = samples;
    const named: Record<string, Dist> = {};
    for (const [name, dist] of Object.entries(results) as [string, Dist | undefined][]) {
      if (dist === undefined) continue;
      // The last line of defence, as evaluate() has: an engine bug never reaches a user as a number.
      const sum = dist.toArray().reduce((a, x) => a + x, 0);
      if (!(Math.abs(sum - 1) <= 1e-9)) {
        throw new Error(`internal error: results.${name} sums to ${sum}, not 1`);
      }
      named[name] = dist;
    }
    this.results = Object.freeze(named);
  }

  /**
   * The result format: ruleset, method, seed, samples, results (each `{ p, mean }`).
   *
   * @example
   * ```ts
   * evaluatePlan(plan).toJSON().results.slain; // { p: [...], mean: ... }
   * ```
   */
  toJSON(): {
    ruleset: 'plan';
    method: 'exact' | 'monte-carlo';
    seed: number | null;
    samples: number | null;
    results: Record<string, { p: number[]; mean: number }>;
  } {
    const results: Record<string, { p: number[]; mean: number }> = {};
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

/**
 * Evaluate a general plan exactly (the default) or by seeded Monte Carlo.
 *
 * @throws {InputError} naming the first bad field of the plan or the options.
 * @throws {TooLargeError} when the exact engine would take too long (use `monte-carlo`).
 * @example
 * ```ts
 * evaluatePlan(plan).results.slain?.mean();
 * evaluatePlan(plan, { method: 'monte-carlo', samples: 100_000, seed: 1 }).seed; // 1
 * ```
 */
export function evaluatePlan(plan: GeneralPlan, options: EvaluatePlanOptions = {}): PlanResult {
  const method = options.method ?? 'exact';
  if (method !== 'exact' && method !== 'monte-carlo') {
    throw new InputError(
      `evaluatePlan: method must be "exact" or "monte-carlo", got ${show(method)}`,
      'method',
      method,
    );
  }
  if (method === 'exact') return new PlanResult(plan, method, null, null, exactPlan(plan));
  const samples = options.samples ?? 100_000;
  const seed = options.seed ?? 0;
  return new PlanResult(plan, method, seed, samples, samplePlan(plan, { samples, seed }));
}
