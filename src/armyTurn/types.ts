/**
 * The army's shooting phase as an analysis: what the caller gives ({@link ShootingAnalysis}) and
 * what {@link planShooting} answers ({@link ShootingPlan}). The specification is
 * `army-turn.md` ("What the player may decide", "The objective", "What the answer contains");
 * `docs/army-turn.md` is the user's page.
 *
 * @module
 */
import type { Cost } from '../cost/model.js';
import type { Dist } from '../dist/Dist.js';
import type { AttackerDecision } from '../format/decisions.js';

/**
 * What the player maximises (`army-turn.md`, "The objective"):
 * - `'points'` (default): expected points of enemy units destroyed (a unit counts its points
 *   when its last model is slain);
 * - `'points-removed'`: expected points removed, each model slain worth its unit's points x its
 *   Wounds / the unit's total Wounds at the start of the phase;
 * - `{ destroy: name }`: the probability that the named target is destroyed, ties broken by
 *   `points`;
 * - `{ atLeast: n }`: the probability of destroying at least `n` points.
 *
 * @example
 * ```ts
 * const o: ShootingObjective = { destroy: 'Boyz' };
 * ```
 */
export type ShootingObjective =
  | 'points'
  | 'points-removed'
  | { readonly destroy: string }
  | { readonly atLeast: number };

/**
 * How the adaptive plan is computed: `'exact'` the dynamic programme (refused with a
 * `TooLargeError` over the cost limits), `'rollout'` the labelled approximation
 * (`docs/army-turn.md`, "The approximation"), `'auto'` (default) the exact programme when its
 * estimate fits the limits, else the rollout, and the result says which.
 *
 * @example
 * ```ts
 * const m: ShootingMethod = 'rollout';
 * ```
 */
export type ShootingMethod = 'auto' | 'exact' | 'rollout';

/**
 * One unit of the player's army: its weapon entries (the ruleset's attacker entries, weapon
 * choices included), each of which the planner sends at one target or holds.
 *
 * @example
 * ```ts
 * const s: Shooter = { name: 'Intercessors', attackers: [{ name: 'Bolt rifle', models: 5, attacks: 2, bs: 3, strength: 4, ap: -1, damage: 1 }] };
 * ```
 */
export interface Shooter<Attacker = object> {
  /** The unit's name, unique among the shooters. */
  readonly name: string;
  /** Its weapon entries, as a scenario of the ruleset lists its `attackers`. */
  readonly attackers: readonly Attacker[];
  /**
   * The targets it can see, by name; nothing else of the table is modelled.
   * @defaultValue every target
   */
  readonly canTarget?: readonly string[];
}

/**
 * One enemy unit: a target of the ruleset with its name and its points (0 when not given:
 * then only the objectives that name it make it worth shooting).
 *
 * @example
 * ```ts
 * const t: ShootingTarget = { name: 'Boyz', points: 80, toughness: 5, save: 5, wounds: 1, models: 10 };
 * ```
 */
export type ShootingTarget<Target = object> = Target & {
  /** The unit's name, unique among the targets. */
  readonly name: string;
  /** What the whole unit is worth. @defaultValue 0 */
  readonly points?: number;
};

/**
 * The analysis {@link planShooting} reads, as a file or an object (`docs/army-turn.md`):
 * `ruleset` (one whose contract gives volleys), the scenario's own options of that ruleset
 * (e.g. `pistols`, applied to every volley), the shooters, the targets, and the planner's own
 * fields. Validated by {@link parseShootingAnalysis}; the JSON Schema is
 * `schema/shooting.schema.json` ({@link shootingJsonSchema}).
 *
 * @example
 * ```ts
 * const a: ShootingAnalysis = {
 *   ruleset: 'wh40k-10e',
 *   shooters: [{ name: 'Intercessors', attackers: [{ models: 5, attacks: 2, bs: 3, strength: 4, ap: -1, damage: 1 }] }],
 *   targets: [{ name: 'Boyz', points: 80, toughness: 5, save: 5, models: 10 }],
 *   objective: 'points',
 * };
 * ```
 */
export interface ShootingAnalysis {
  /** The ruleset of every volley: one whose definition has `volley`. */
  readonly ruleset: string;
  /** The player's units, in the listed order (the greedy plan's order, and the ties'). */
  readonly shooters: readonly Shooter[];
  /** The enemy units, in the listed order (ties go to the first listed). */
  readonly targets: readonly ShootingTarget[];
  /** @defaultValue `'points'` */
  readonly objective?: ShootingObjective;
  /** How deep the decision tree of the answer goes (decisions). @defaultValue 2 */
  readonly depth?: number;
  /** @defaultValue `'auto'` */
  readonly method?: ShootingMethod;
  /** Monte Carlo runs of the approximation's value. @defaultValue 2000 */
  readonly samples?: number;
  /** Seed of the approximation's Monte Carlo. @defaultValue 0 */
  readonly seed?: number;
  /** The ruleset's other scenario options (e.g. `pistols`), for every volley. */
  readonly [option: string]: unknown;
}

/**
 * One weapon entry's declaration: the target it shoots at, or `null` when it holds.
 *
 * @example
 * ```ts
 * const a: EntryAssignment = { entry: 'Bolt rifle', target: 'Boyz' };
 * ```
 */
export interface EntryAssignment {
  /** The entry's name (its `name`, else `attackers[i]`). */
  readonly entry: string;
  readonly target: string | null;
}

/**
 * One shooter's declaration: who shoots, and where each of its entries goes.
 *
 * @example
 * ```ts
 * const s: ShootingStep = { shooter: 'Intercessors', assignment: [{ entry: 'Bolt rifle', target: 'Boyz' }] };
 * ```
 */
export interface ShootingStep {
  readonly shooter: string;
  readonly assignment: readonly EntryAssignment[];
}

/**
 * One branch of a decision: a class of outcomes of the volley (every outcome that leaves the
 * targets with the same models, read as its label), its probability, and the next decision.
 *
 * @example
 * ```ts
 * const b: DecisionBranch = { label: 'Boyz destroyed', probability: 0.31, value: 80 };
 * ```
 */
export interface DecisionBranch {
  /** The outcome class in words: `"Boyz destroyed"`, `"Boyz: 2 left; Grots: 5 left"`. */
  readonly label: string;
  /** Its probability, given the decision above it was reached. */
  readonly probability: number;
  /**
   * The objective's expected value of the rest of the phase from there, under the exact plan;
   * absent for the approximation (its values are estimated for the whole phase only).
   */
  readonly value?: number;
  /** The next decision, to the depth asked; absent at the depth or when no shooter is left. */
  readonly next?: DecisionNode;
}

/**
 * One decision of the adaptive plan: the shooter chosen and its declarations, the expected
 * value from here under the optimal policy, and its outcome classes.
 *
 * @example
 * ```ts
 * tree.step.shooter; // 'Intercessors'
 * tree.branches[0].label; // 'Boyz destroyed'
 * ```
 */
export interface DecisionNode {
  readonly step: ShootingStep;
  /** The objective's expected value from this decision on (exact plan only). */
  readonly value?: number;
  /** The outcome classes of this volley, likeliest first. */
  readonly branches: readonly DecisionBranch[];
}

/**
 * The weapon choices left to `"best"` in one volley of the plans (a shooter's entries at one
 * target), decided as `evaluate()` decides them for that scenario and named as it names them.
 *
 * @example
 * ```ts
 * const d: VolleyDecision = { shooter: 'Hellblasters', target: 'Boyz', entries: ['Plasma incinerator'], decisions: evaluation.decisions };
 * ```
 */
export interface VolleyDecision {
  readonly shooter: string;
  readonly target: string;
  /** The shooter's entries in this volley. */
  readonly entries: readonly string[];
  /** `evaluate()`'s decisions for the volley's scenario (its `decisions`). */
  readonly decisions: readonly AttackerDecision[];
}

/**
 * The best adaptive plan (`army-turn.md`, "What the answer contains", 1): its value, the
 * distribution of points destroyed under it, and its decision tree.
 *
 * @example
 * ```ts
 * plan.adaptive.exact ? plan.adaptive.value : `${plan.adaptive.value} ± ${plan.adaptive.standardError}`;
 * ```
 */
export interface AdaptivePlan {
  /** `'exact'`: the dynamic programme; `'rollout'`: the approximation (not the optimum). */
  readonly method: 'exact' | 'rollout';
  /** Whether {@link value} is the exact optimum (false for the rollout). */
  readonly exact: boolean;
  /** The objective's expected value: exact, or the rollout's Monte Carlo estimate. */
  readonly value: number;
  /** The Monte Carlo standard error of {@link value}; only for the rollout. */
  readonly standardError?: number;
  /** Points destroyed under the plan (exact; the rollout's empirical frequencies). */
  readonly pointsDestroyed: Dist;
  /** The first decisions, to the depth asked. */
  readonly tree: DecisionNode;
  /** What the rollout is, in words, when it is one: the result never hides it. */
  readonly note?: string;
}

/**
 * The answer of {@link planShooting}: the three values side by side (adaptive, best fixed,
 * greedy), the plans, the weapon choices decided and the estimate it was priced at.
 *
 * @example
 * ```ts
 * const p = planShooting(analysis);
 * p.adaptive.value - p.fixed.value; // what adapting to the dice is worth
 * ```
 */
export interface ShootingPlan {
  readonly ruleset: string;
  readonly objective: ShootingObjective;
  readonly adaptive: AdaptivePlan;
  /**
   * The best fixed plan: every order and target declared up front, best over all (`exact`);
   * over the limit of that search, the best a local search found (`exact: false`: not proven
   * the best). Its value is exact either way.
   */
  readonly fixed: {
    readonly value: number;
    readonly exact: boolean;
    readonly plan: readonly ShootingStep[];
  };
  /**
   * The greedy plan: shooters in the listed order, each best for itself alone. Its value is
   * exact, or over the limit a seeded Monte Carlo estimate with its `standardError`.
   */
  readonly greedy: {
    readonly value: number;
    readonly exact: boolean;
    readonly standardError?: number;
    readonly first: ShootingStep;
  };
  /** The weapon choices left to `"best"` decided inside the volleys the plans use. */
  readonly decisions: readonly VolleyDecision[];
  /** The estimate of the exact programme, priced before anything ran. */
  readonly cost: Cost;
}
