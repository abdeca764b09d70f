/**
 * The ruleset contract: what a folder under `src/rulesets/` gives the pipeline, so that a
 * ruleset plugs in with one line in the registry (`src/rulesets/index.ts`) and touches no
 * other ruleset's files and no file of the pipeline (docs/architecture.md, "The ruleset
 * contract").
 *
 * A {@link RulesetDefinition} is:
 * - its **schema part** ({@link RulesetSchemaPart}): the scenario object of its name, which
 *   the scenario layer joins with the others' into the one scenario schema and JSON Schema;
 * - its **compile** step: a validated scenario to a {@link CompiledScenario}, a general attack
 *   plan with its **cost hints** and the names of its results (or, for a phase with engines
 *   of its own, a run of its own);
 * - its **summary line** (`summarize`);
 * - its **keyword/rule modules** (`rules`: their names, which custom rules may not take);
 * - what the **analytics** read of it ({@link RulesetAnalytics}: the analysis file's part, the
 *   size of a target, turns, the characteristics a sweep varies), when it has them.
 *
 * @module
 */

import type { PlanResults, RunPreference } from '../attack/run.js';
import type { Dist } from '../dist/Dist.js';
import { InputError, show } from '../errors.js';
import type { GeneralPlan } from '../plan/plan.js';
import { compact } from './fields.js';
import type { RunOptions } from './types.js';
import type { Volley } from './volley.js';

/**
 * A rule module of any ruleset (`defineRule`, `defineWh40kRule`, `defineProfileRule`...): a
 * name, a citation and a function that changes its ruleset's draft. Custom rules are given to
 * `evaluate` by name as such modules; each ruleset reads those written for its draft.
 *
 * @example
 * ```ts
 * const rule: RuleModule = defineWh40kRule({ name: 'plus-one', citation: 'house rule', apply: (d) => d });
 * ```
 */
export interface RuleModule {
  readonly name: string;
  readonly citation: string;
  /** The change: the ruleset's draft in, a changed copy out (each ruleset types its own). */
  readonly apply: (draft: never) => unknown;
}

/**
 * Custom rule modules by the names scenarios list them by.
 *
 * @example
 * ```ts
 * const rules: RuleModules = { 'plus-one': plusOne };
 * ```
 */
export type RuleModules = Readonly<Record<string, RuleModule>>;

/**
 * What every ruleset's validated scenario has: its ruleset's name and the run options
 * (`RunOptions`).
 *
 * @example
 * ```ts
 * const s: RulesetScenario = { ruleset: 'skirmish-d6', method: 'exact', samples: 100000 };
 * ```
 */
export interface RulesetScenario {
  readonly ruleset: string;
  readonly method: RunOptions['method'];
  readonly samples: number;
  // `| undefined`: a schema's optional output (valibot's `v.optional`) types it so.
  readonly seed?: number | undefined;
}

/**
 * A valibot schema, as the ruleset contract names it. The contract's published types name no
 * type of valibot's, so that a program importing `mathhammer` does not load valibot's
 * declarations (some 120,000 types: seconds of type-checking without `skipLibCheck`,
 * `docs/benchmarks.md`, "The library's face"). Every valibot schema (`v.GenericSchema`) is
 * one; the scenario layer reads it as valibot's again.
 *
 * @example
 * ```ts
 * const s: SchemaLike = v.number();
 * ```
 */
export interface SchemaLike {
  readonly kind: 'schema';
  readonly type: string;
  readonly async: false;
}

/**
 * A ruleset's scenario object schema, as the whole scenario schema chooses between them by
 * `ruleset`: a valibot object schema with the entry `ruleset: v.literal(name)`, or a
 * `variant` of phases ({@link SchemaLike}).
 *
 * @example
 * ```ts
 * const part: ScenarioObjectSchema = v.object({ ruleset: v.literal('skirmish-d6'), ... });
 * ```
 */
export type ScenarioObjectSchema = SchemaLike;

/**
 * One step of the path of an issue in a scenario (valibot's `IssuePathItem`, named without
 * valibot's types: {@link SchemaLike}): the key and value at that step.
 *
 * @example
 * ```ts
 * const step: IssuePathStep = { type: 'object', origin: 'value', input: scenario, key: 'target', value: scenario.target };
 * ```
 */
export interface IssuePathStep {
  readonly type: string;
  readonly origin: 'key' | 'value';
  readonly input: unknown;
  readonly key: unknown;
  readonly value: unknown;
}

/**
 * An issue of a scenario as valibot reports it (`v.BaseIssue`, named without valibot's
 * types: {@link SchemaLike}): what was expected, what was given and where.
 *
 * @example
 * ```ts
 * const where = (issue: SchemaIssue) => issue.path?.map((step) => step.key).join('.');
 * ```
 */
export interface SchemaIssue {
  readonly kind: string;
  readonly type: string;
  readonly input: unknown;
  readonly expected: string | null;
  readonly received: string;
  readonly message: string;
  readonly path?: readonly IssuePathStep[] | undefined;
}

/**
 * How a schema's check adds an issue (`rawCheck`'s `addIssue`): its message, and its path
 * from the scenario's root.
 *
 * @example
 * ```ts
 * const add: AddIssue = ({ message, path }) => {};
 * ```
 */
export type AddIssue = (info: {
  message: string;
  path: [IssuePathStep, ...IssuePathStep[]];
}) => void;

/**
 * A ruleset's part of the scenario format.
 *
 * @example
 * ```ts
 * const schema: RulesetSchemaPart = { scenario: () => SkirmishScenarioSchema, ruleNames: ['deadly'] };
 * ```
 */
export interface RulesetSchemaPart {
  /**
   * The ruleset's scenario object: `ruleset: v.literal(name)`, the run options
   * (`MethodSchema`, `SamplesSchema`, `SeedSchema` of `src/format/fields.ts`) and its fields.
   * Given custom rule names, the object whose rule lists also accept them. Called when a
   * scenario of this ruleset is first parsed, not at import.
   */
  readonly scenario: (customRules?: readonly string[]) => ScenarioObjectSchema;
  /**
   * Checks across fields that the object cannot express, run after it on a typed scenario
   * (Scrollhammer: a BS in close combat). @defaultValue none
   */
  readonly check?: (scenario: RulesetScenario, addIssue: AddIssue) => void;
  /**
   * The validated scenario from the parsed object: by default the object without `$schema`,
   * `description` and fields left `undefined` (`compactScenario`); MESBG's fight fills
   * in defaults that depend on other fields.
   */
  readonly finish?: (parsed: RulesetScenario) => RulesetScenario;
  /**
   * A message for an issue of the whole schema's choice that concerns this ruleset (a phase
   * that is none of the ruleset's), or undefined for the default. @defaultValue none
   */
  readonly issueMessage?: (issue: SchemaIssue) => string | undefined;
  /** Named parts of the schema for the JSON Schema's `$defs`. @defaultValue none */
  readonly definitions?: () => Readonly<Record<string, SchemaLike>>;
  /**
   * Edits of its `$defs` in the published JSON Schema, for what valibot's conversion cannot
   * say (Scrollhammer: `bs` or `hitOn` or `autohit`). @defaultValue none
   */
  readonly jsonSchema?: (defs: Record<string, Record<string, unknown>>) => void;
}

/**
 * What the cost model and the engines' door are told beyond the plan.
 *
 * @example
 * ```ts
 * const hints: CostHints = { woundChain: true, samplingWork: 53, allocation: true };
 * ```
 */
export interface CostHints extends RunPreference {
  /**
   * The work of one simulated attack in shots, as the ruleset counts it from its scenario
   * (`samplingWork` of `src/plan/sampleLimits.ts`): a Monte Carlo run is checked against
   * the sampling budget with it before the cost model. Omitted: the plan's own count, checked
   * after the cost model.
   */
  readonly samplingWork?: number;
  /**
   * The scenario chooses the plan's allocation (Scrollhammer's `allocation`): a refusal may
   * suggest `"sequential"`. @defaultValue false
   */
  readonly allocation?: boolean;
}

/**
 * A scenario compiled for the engines' door: its general attack plan, the cost hints, and the
 * names its results are reported under.
 *
 * @example
 * ```ts
 * const run: PlanRun<MyResults> = { plan, name: (r) => ({ hits: r.hits, wounds: r.wounds, unsaved: r.unsaved, slain: r.slain, woundsLost: r.woundsLost }) };
 * ```
 */
export interface PlanRun<Results extends object> {
  readonly plan: GeneralPlan;
  readonly hints?: CostHints;
  /** The engines' results under the ruleset's names, in its order. */
  readonly name: (results: PlanResults) => Results;
}

/**
 * One part of the estimate of a run on engines of a ruleset's own, as the cost model reads it
 * (`CostPart` of `src/cost/model.ts`): what it is, its seconds on one core, its peak bytes.
 *
 * @example
 * ```ts
 * const p: OwnCostPart = { what: 'wound phases: 3.2e+6 steps', seconds: 0.1, bytes: 4e7 };
 * ```
 */
export interface OwnCostPart {
  readonly what: string;
  readonly seconds: number;
  readonly bytes: number;
}

/**
 * A scenario that runs on engines of its own ruleset (MESBG's fight): they price their own
 * work (`cost`, for the method and samples asked), and the cost model refuses what would not
 * fit before any work, as for a plan.
 *
 * @example
 * ```ts
 * const own: OwnRun<MesbgFightResults> = { run: () => evaluateFight(scenario),
 *   cost: (run) => fightCost(compileFight(scenario), run) };
 * ```
 */
export interface OwnRun<Results extends object> {
  /** Runs the scenario on the ruleset's own engines: its named results. */
  readonly run: (options: RunProgress) => Results;
  /** The estimate of the run, in parts. @defaultValue nothing to price */
  readonly cost?: (run: RunOptions) => readonly OwnCostPart[];
}

/**
 * Progress of a long run, where its sampler reports it.
 *
 * @example
 * ```ts
 * const progress: RunProgress = { onProgress: (done, total) => {} };
 * ```
 */
export interface RunProgress {
  /** Called as the run goes, with the samples done and the total (Monte Carlo runs). */
  readonly onProgress?: (done: number, total: number) => void;
}

/**
 * What a ruleset's compile step returns.
 *
 * @example
 * ```ts
 * const compiled: CompiledScenario<MyResults> = definition.compile(scenario, {});
 * ```
 */
export type CompiledScenario<Results extends object> = PlanRun<Results> | OwnRun<Results>;

/**
 * A ruleset's scenario types by the custom rule names `C` a call allows, as a type-level
 * function: a ruleset whose input depends on `C` extends this with
 * `readonly input: MyInput<this['C']>`.
 *
 * @example
 * ```ts
 * interface SkirmishInputs extends RulesetInputs { readonly input: SkirmishScenarioInput }
 * ```
 */
export interface RulesetInputs {
  readonly C: string;
  readonly input: object;
}

/**
 * The input type of a ruleset's {@link RulesetInputs} for the custom rule names `C`.
 *
 * @example
 * ```ts
 * type In = InputWith<Wh40kInputs, 'my-rule'>; // Wh40kScenarioInput<'my-rule'>
 * ```
 */
export type InputWith<F extends RulesetInputs, C extends string> = (F & { readonly C: C })['input'];

/**
 * The scenarios of a ruleset that are one attack: attackers and a target (an analysis is made
 * of them; MESBG's Fight, two sides, is not one).
 *
 * @example
 * ```ts
 * type Shoot = AttackScenario<MesbgScenario | MesbgFightScenario>; // MesbgScenario
 * ```
 */
export type AttackScenario<S> = Extract<
  S,
  { readonly attackers: readonly unknown[]; readonly target: object }
>;

/**
 * The characteristics a sweep can vary (`sweep`, `mathhammer sweep`): their labels and
 * ranges are the analytics' (`SWEEP_CHARACTERISTICS`); which of them a ruleset has, and where
 * they sit in its scenario, are the ruleset's ({@link RulesetAnalytics.sweep}).
 *
 * @example
 * ```ts
 * const c: SweepCharacteristic = 'toughness';
 * ```
 */
export type SweepCharacteristic =
  | 'toughness'
  | 'save'
  | 'ward'
  | 'wounds'
  | 'bs'
  | 'strength'
  | 'ap'
  | 'shots'
  | 'defence'
  | 'shootValue';

/**
 * Where a characteristic sits in a ruleset's scenario: a function that sets it on an attacker
 * (or a target), `null` meaning none (no save), and the largest value where the ruleset allows
 * more than the analytics' default range.
 *
 * @example
 * ```ts
 * const shots: SweepField<Wh40kAttacker, Wh40kTarget> = { attacker: (a, n) => ({ ...a, attacks: n! }) };
 * ```
 */
export interface SweepField<Attacker, Target> {
  /** The largest value in this ruleset (Warhammer 40,000 Toughness: 30). @defaultValue the analytics' */
  readonly max?: number;
  /** The attacker with the characteristic set to the value. */
  readonly attacker?: (attacker: Attacker, value: number | null) => Attacker;
  /** The target with the characteristic set to the value. */
  readonly target?: (target: Target, value: number | null) => Target;
}

/**
 * An attack repeated over turns, exactly: index `t - 1` is "after t turns".
 *
 * @example
 * ```ts
 * const t: TurnSeries = { models: 1, slain: [d], woundsLost: [w], destroyed: [0.25] };
 * ```
 */
export interface TurnSeries {
  /** Models in the target unit (a MESBG model: 1). */
  readonly models: number;
  /** Models slain after 1, 2, ... turns, in all. */
  readonly slain: readonly Dist[];
  /** Wounds lost by the unit after 1, 2, ... turns, in all. */
  readonly woundsLost: readonly Dist[];
  /** P(every model slain within 1, 2, ... turns). */
  readonly destroyed: readonly number[];
}

/**
 * What the analytics (`compare`, `matchupMatrix`, `sweep`, `overTurns`, `attackTurns`) read of
 * a ruleset: a ruleset that gives it has analysis files and their commands with no other
 * file edited (docs/analytics.md).
 *
 * An analysis file is its scenario with `profiles` for `attackers` and `targets` for `target`:
 * the analysis schema is built from its scenario object's own `attackers` and `target`
 * entries (a target's object and the actions after it, with `points` added).
 *
 * @example
 * ```ts
 * const analytics: RulesetAnalytics<SkirmishScenario> = {
 *   prefix: 'Skirmish', attackers: 'fighters',
 *   size: (t) => ({ models: t.models, wounds: t.models * t.wounds }),
 * };
 * ```
 */
export interface RulesetAnalytics<
  Scenario extends RulesetScenario,
  Results extends object = object,
> {
  /**
   * The prefix of its analysis parts' names in the JSON Schema's `$defs` (`Wh40kProfile`,
   * `Wh40kTargetEntry`).
   */
  readonly prefix: string;
  /**
   * Whether it has analysis files (`compare`, `matrix`, `sweep`, `turns`): false for a ruleset
   * whose scenario is not `attackers` at a `target` (Kill Team: one operative's attack), whose
   * analytics are its `durability` and `acrossSaves` alone. @defaultValue true
   */
  readonly files?: boolean;
  /** Its attackers in words, plural, as a profile's description says them ("weapon profiles"). */
  readonly attackers: string;
  /**
   * The description of a target entry. @defaultValue "A target unit of the scenario format,
   * with a points cost for the whole unit"
   */
  readonly target?: string;
  /**
   * The scenario object analyses extend, when it is not the schema part's (MESBG: its Shoot
   * phase's object, not the choice between phases). @defaultValue `schema.scenario()`
   */
  readonly scenario?: () => ScenarioObjectSchema;
  /** The models of a validated target, and its Wounds (Health) in all: the summaries' per-model figures. */
  readonly size: (target: AttackScenario<Scenario>['target']) => {
    readonly models: number;
    readonly wounds: number;
  };
  /**
   * The attack repeated over `turns` turns, exactly, the state carried over; `single` gives
   * the exact results of one turn as `evaluate()` does (priced first). Omitted: no turns
   * (`attackTurns` and `mathhammer turns` refuse the ruleset by name).
   */
  readonly turns?: (scenario: Scenario, turns: number, single: () => Results) => TurnSeries;
  /**
   * The work of `turns` turns, in single evaluations, for the cost check of a turns analysis.
   * @defaultValue 1 (the attack evaluated once, then carried over)
   */
  readonly turnsWork?: (turns: number) => number;
  /**
   * Durability: its reference threats, their penetration (AP, Rend) and its target's profile
   * as reports print it. Omitted: `durability` and `mathhammer durability` refuse the ruleset
   * by name. @defaultValue none
   */
  readonly durability?: RulesetDurability;
  /**
   * "Across every save": the result of its damage after the ward (its `sweep` sets the save and
   * the ward). Omitted: `acrossSaves` and `mathhammer saves` refuse the ruleset by name.
   * @defaultValue none
   */
  readonly acrossSaves?: RulesetAcrossSaves;
  /** The characteristics a sweep may vary in its scenarios. @defaultValue none */
  readonly sweep?: {
    readonly [C in SweepCharacteristic]?: SweepField<
      AttackScenario<Scenario>['attackers'][number],
      AttackScenario<Scenario>['target']
    >;
  };
}

/**
 * One reference weapon of a ruleset's durability: how reports name it, and the attacker
 * profile of one model carrying it, as a scenario writes it.
 *
 * @example
 * ```ts
 * const w: ReferenceWeaponProfile = { label: 'boltgun (A2 BS3+ S4 AP0 D1)', profile: { attacks: 2, bs: 3, strength: 4 } };
 * ```
 */
export interface ReferenceWeaponProfile<Attacker extends object = object> {
  readonly label: string;
  readonly profile: Attacker;
}

/**
 * What durability (`src/analytics/durability.ts`, `mathhammer durability`) reads of a ruleset:
 * its reference weapons and default threats, how its attacks' armour penetration is varied
 * and shown, and how its target's profile is printed. A ruleset that gives it has durability
 * with no other change to the analytics or the command line.
 *
 * @example
 * ```ts
 * const d: RulesetDurability = {
 *   references: { boltgun: { label: 'boltgun', profile: { attacks: 2, bs: 3, strength: 4 } } },
 *   defaults: [['boltgun', 10]], penetration: 'AP',
 *   withAp: (a, ap) => ({ ...a, ap }), statline: (t) => `T${(t as { toughness: number }).toughness}`,
 *   profile: (t) => [`T${(t as { toughness: number }).toughness}`] };
 * ```
 */
export interface RulesetDurability<
  Attacker extends object = object,
  Target extends object = object,
> {
  /** Its reference weapons by kebab-case name (`--threat NAME:MODELS`), one model each. */
  readonly references: Readonly<Record<string, ReferenceWeaponProfile<Attacker>>>;
  /** The threats when a unit is given alone: reference weapons and their models. */
  readonly defaults: readonly (readonly [weapon: string, models: number])[];
  /**
   * The characteristic the penetration table varies, as its players call it: `"AP"` (shown
   * as the value, 0 to -4) or `"Rend"` (shown as minus the value, 0 to 4).
   */
  readonly penetration: 'AP' | 'Rend' | 'Piercing';
  /**
   * The AP values the penetration table shows (Kill Team's Piercing goes to 3: 0 to -3).
   * @defaultValue 0, -1, -2, -3, -4
   */
  readonly aps?: readonly number[];
  /** The attacker with its penetration set from an AP value, 0..-6 (Rend, Piercing: minus it). */
  // Methods, not function fields: a ruleset's own profile types stand for `object` here.
  withAp(attacker: Attacker, ap: number): Attacker;
  /**
   * The fields of a durability scenario beside its attackers and target, from the options
   * (Age of Sigmar's `phase`). @defaultValue none
   */
  scenario?(options: { readonly phase?: 'melee' | 'shooting' }): object;
  /**
   * A threat's results computed by the ruleset itself, for a ruleset whose scenario is not
   * `attackers` at a `target` (Kill Team: one operative shoots; a threat of N operatives is N
   * shooting attacks): the targets incapacitated (`slain`) and the mean damage dealt, exactly;
   * `run` evaluates a scenario of the ruleset exactly, as `evaluate()` does.
   * @defaultValue the `slain` of an exact scenario `{ ruleset, attackers, target }`
   */
  evaluate?(
    attackers: readonly Attacker[],
    target: Target,
    run: (scenario: object) => Readonly<Record<string, Dist>>,
  ): { readonly slain: Dist; readonly meanDamage?: number };
  /**
   * The attacker profile making `n` attacks, for "attacks needed". @defaultValue one model
   * with its Attacks replaced by `n`
   */
  times?(attacker: Attacker, n: number): Attacker;
  /**
   * Refuse a scenario durability cannot read, by a clear error naming the field (Kill Team's
   * fight, `phase: "fight"`). @defaultValue every scenario of the ruleset is read
   */
  check?(scenario: object): void;
  /** The characteristic an attack meets first, for a chart's subtitle (`T5`, `Health 2`). */
  statline(target: Target): string;
  /** A target's (or one group's) profile as a report lists it (`T4`, `Sv3+`, `W2`). */
  profile(target: Target): readonly string[];
}

/**
 * What "across every save" (`src/analytics/acrossSaves.ts`, `mathhammer saves`) reads of a
 * ruleset whose target has a save and a ward rolled per damage point: the result holding the
 * damage after the ward. The save and the ward are set by the analytics' `sweep.save` and
 * `sweep.ward`.
 *
 * @example
 * ```ts
 * const a: RulesetAcrossSaves = { damage: 'damageAfterWard' };
 * ```
 */
export interface RulesetAcrossSaves {
  /** The name of the result whose mean is the damage after the ward. */
  readonly damage: string;
  /** The saves compared, in order (null: none). @defaultValue 2+ to 6+, then none */
  readonly saves?: readonly (number | null)[];
  /** The target with its save set. @defaultValue the analytics' `sweep.save.target` */
  save?(target: object, save: number | null): object;
  /**
   * What is compared in place of the ward, for a ruleset without one (Kill Team: in cover or
   * not): its two columns' names and the target with it off or on. @defaultValue the ward
   */
  readonly compared?: {
    readonly off: string;
    readonly on: string;
    target(target: object, on: boolean): object;
  };
  /** The attack's attacker profiles, for a scenario without `attackers`. @defaultValue `attackers` */
  attackers?(scenario: object): readonly { readonly name?: string }[];
  /** Refuse a scenario it cannot read, by a clear error naming the field. @defaultValue none */
  check?(scenario: object): void;
}

/**
 * What a ruleset gives to have its shooting phase planned (the `volley` member of
 * {@link RulesetDefinition}): its attack scenarios made into volleys from any state of the target.
 *
 * @example
 * ```ts
 * const volleys: RulesetVolleys<Wh40kScenario> = { prepare: (s, rules) => prepareWh40kVolley(s, rules) };
 * ```
 */
export interface RulesetVolleys<Scenario> {
  /**
   * A validated attack scenario (its attackers at its target) made ready to be resolved from
   * any state of its target, with the custom rule modules it names.
   */
  readonly prepare: (scenario: Scenario, rules: RuleModules) => Volley;
}

/**
 * A ruleset: the contract of the module's description. `Scenario` is its validated scenario,
 * `Results` its named results, `Inputs` the scenario a user writes (for the typed face).
 *
 * @example
 * ```ts
 * export const skirmish = defineRuleset({ name: 'skirmish-d6', title: 'Skirmish d6',
 *   schema: { scenario: () => SkirmishScenarioSchema },
 *   compile: (s) => ({ plan: compileSkirmish(s), name: (r) => r }),
 *   summarize: (s) => `${s.attackers.length} fighters`, rules: [] });
 * ```
 */
export interface RulesetDefinition<
  Name extends string = string,
  Scenario extends RulesetScenario = RulesetScenario,
  Results extends object = object,
  Inputs extends RulesetInputs = RulesetInputs,
> {
  /** The `ruleset` of its scenarios: kebab-case (`"wh40k-10e"`). */
  readonly name: Name;
  /** Its name as reports print it (`"Warhammer 40,000 10th edition"`). */
  readonly title: string;
  readonly schema: RulesetSchemaPart;
  /** A validated scenario to its run, with the custom rule modules it names. Called once per evaluation. */
  readonly compile: (scenario: Scenario, rules: RuleModules) => CompiledScenario<Results>;
  /** The one-line summary of a validated scenario, as reports and `run` print it. */
  readonly summarize: (scenario: Scenario) => string;
  /** The names of its built-in keywords or rules (one module each, in its `rules/`). */
  readonly rules: readonly string[];
  /**
   * The names of its keywords that change no number (Warhammer 40,000's Assault, Pistol...):
   * accepted in a scenario so that a keyword line pastes as it stands, run by modules that
   * change nothing, and named in the result's `notes` (`src/format/notes.ts`); they need not
   * be in `rules`. @defaultValue none
   */
  readonly noNumberRules?: readonly string[];
  /** What the analytics read of it; omitted: no analysis files, no turns. @defaultValue none */
  readonly analytics?: RulesetAnalytics<Scenario, Results>;
  /**
   * Its attack scenarios as volleys from any state of the target (`src/format/volley.ts`):
   * what the army's shooting phase is planned on; omitted: no planning. @defaultValue none
   */
  readonly volley?: RulesetVolleys<Scenario>;
  /** Types only, never set: the scenario a user writes, the validated scenario, the results. */
  readonly types?: {
    readonly inputs: Inputs;
    readonly scenario: Scenario;
    readonly results: Results;
  };
}

/**
 * Any ruleset definition, as the registry holds them.
 *
 * @example
 * ```ts
 * const all: readonly AnyRuleset[] = registeredRulesets();
 * ```
 */
// The registry calls each definition with scenarios its own schema validated: the scenario
// type is erased here, and `never` keeps every definition assignable.
export type AnyRuleset = RulesetDefinition<string, never, object, RulesetInputs>;

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/**
 * Check and freeze a ruleset definition.
 *
 * @throws {InputError} naming the field: a name that is not kebab-case, an empty title, a
 *   part that is not a function, rule names (`rules`, `noNumberRules`) that are not a list of
 *   strings, analytics without a `prefix`, `attackers` or `size`.
 * @example
 * ```ts
 * export const skirmish = defineRuleset({ name: 'skirmish-d6', title: 'Skirmish d6', ... });
 * ```
 */
export function defineRuleset<
  Name extends string,
  Scenario extends RulesetScenario,
  Results extends object,
  Inputs extends RulesetInputs = RulesetInputs,
>(
  definition: RulesetDefinition<Name, Scenario, Results, Inputs>,
): RulesetDefinition<Name, Scenario, Results, Inputs> {
  const d = definition as unknown as Partial<AnyRuleset> | null;
  const fail = (field: string, value: unknown, expected: string): never => {
    throw new InputError(
      `ruleset ${field}: expected ${expected}, got ${show(value)}`,
      field,
      value,
    );
  };
  if (typeof d !== 'object' || d === null) fail('definition', d, 'an object');
  if (typeof d?.name !== 'string' || !NAME.test(d.name)) {
    fail('name', d?.name, 'a kebab-case name like "skirmish-d6"');
  }
  if (typeof d?.title !== 'string' || d.title.trim() === '') fail('title', d?.title, 'a title');
  if (typeof d?.schema?.scenario !== 'function') {
    fail('schema.scenario', d?.schema?.scenario, 'a function returning the scenario object');
  }
  if (typeof d?.compile !== 'function') fail('compile', d?.compile, 'a function');
  if (typeof d?.summarize !== 'function') fail('summarize', d?.summarize, 'a function');
  if (!Array.isArray(d?.rules) || d.rules.some((r) => typeof r !== 'string')) {
    fail('rules', d?.rules, 'a list of rule names');
  }
  const noNumber = d?.noNumberRules;
  if (
    noNumber !== undefined &&
    (!Array.isArray(noNumber) || noNumber.some((r) => typeof r !== 'string'))
  ) {
    fail('noNumberRules', noNumber, 'a list of rule names');
  }
  const analytics = d?.analytics as Partial<RulesetAnalytics<RulesetScenario>> | undefined;
  if (analytics !== undefined) {
    if (typeof analytics !== 'object' || analytics === null) {
      fail('analytics', analytics, 'an object');
    }
    if (typeof analytics.prefix !== 'string' || !/^[A-Z][A-Za-z0-9]*$/.test(analytics.prefix)) {
      fail('analytics.prefix', analytics.prefix, 'a PascalCase name like "Skirmish"');
    }
    if (typeof analytics.attackers !== 'string' || analytics.attackers.trim() === '') {
      fail('analytics.attackers', analytics.attackers, 'its attackers in words');
    }
    if (typeof analytics.size !== 'function') fail('analytics.size', analytics.size, 'a function');
    if (analytics.turns !== undefined && typeof analytics.turns !== 'function') {
      fail('analytics.turns', analytics.turns, 'a function');
    }
  }
  return Object.freeze({ ...definition });
}

/**
 * A parsed scenario object as the engines receive it by default: without `$schema` and
 * `description`, and without the fields left `undefined`.
 *
 * @example
 * ```ts
 * compactScenario({ ruleset: 'mesbg', description: 'x', seed: undefined, ... }); // { ruleset: 'mesbg', ... }
 * ```
 */
export function compactScenario<S extends RulesetScenario>(parsed: S): S {
  const {
    $schema: _schema,
    description: _description,
    ...rest
  } = parsed as S & { readonly $schema?: unknown; readonly description?: unknown };
  return compact(rest) as unknown as S;
}

/**
 * An object with one field set to a value, or without that field for `null` (a sweep's "no
 * save"): optional fields stay absent, never `undefined`.
 *
 * @example
 * ```ts
 * setField({ toughness: 4, save: 3 }, 'save', null); // { toughness: 4 }
 * setField({ toughness: 4, save: 3 }, 'save', 5); // { toughness: 4, save: 5 }
 * ```
 */
export function setField<T extends object>(o: T, key: keyof T & string, value: number | null): T {
  if (value !== null) return { ...o, [key]: value };
  const { [key]: _dropped, ...rest } = o;
  return rest as T;
}
