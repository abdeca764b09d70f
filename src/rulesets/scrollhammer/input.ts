/**
 * A Scrollhammer scenario as a user writes it (`docs/scenario-format.md`): every defaulted
 * field optional, rule names checked. Written out by hand, rather than inferred from the
 * valibot schema, so the published declarations stay small and read well in an editor;
 * `test/scenario/inputTypes.test.ts` pins that they accept exactly what the schema accepts.
 *
 * @module
 */
import type { DiceInput, RerollSpec } from '../../domain/types.js';
import type { Method } from '../../format/types.js';
import type { ScrollhammerAttackerRule, ScrollhammerTargetRule } from './ruleNames.js';

/**
 * The fields every scenario file may carry besides its ruleset's: the run options
 * (`method`, `samples`, `seed`), and `$schema` and `description`, which the engines ignore.
 *
 * @example
 * ```ts
 * const run: RunOptionsInput = { method: 'monte-carlo', samples: 10_000, seed: 7 };
 * ```
 */
export interface RunOptionsInput {
  /** The JSON Schema of the file (ignored). */
  readonly $schema?: string;
  /** What the scenario is (ignored). */
  readonly description?: string;
  /** `"exact"` or `"monte-carlo"`. @defaultValue 'exact' */
  readonly method?: Method;
  /** Monte Carlo samples, 1..1e9. @defaultValue 100000 */
  readonly samples?: number;
  /** Monte Carlo seed, a whole number. @defaultValue 0 */
  readonly seed?: number;
}

/** Parameters of the Scrollhammer rules that take some, by rule name. */
interface ScrollhammerRuleParameters {
  'feel-no-pain': { readonly on?: number };
  'absorb-health': { readonly on: number };
  'absorb-magicka': { readonly dice: number; readonly on: number };
  barrage: { readonly indirect?: boolean };
}

/** The object form of each rule of `Names`: `{ rule }` plus its parameters, if it has any. */
type RuleObject<Names extends string> = {
  [K in Names]: { readonly rule: K } & (K extends keyof ScrollhammerRuleParameters
    ? ScrollhammerRuleParameters[K]
    : unknown);
}[Names];

/**
 * A rule of an attacker group as written: a built-in name, the name of a custom rule `C`
 * given to `evaluate` (see its `rules` option), or the object form with parameters.
 *
 * @example
 * ```ts
 * const rules: ScrollhammerAttackerRuleInput[] = ['fleshbane', { rule: 'absorb-health', on: 5 }];
 * ```
 */
export type ScrollhammerAttackerRuleInput<C extends string = never> =
  | ScrollhammerAttackerRule
  | C
  | RuleObject<ScrollhammerAttackerRule | C>;

/**
 * A rule of a target group as written: a built-in name, a custom rule's name `C`, or the
 * object form with parameters (`{ rule: 'feel-no-pain', on: 6 }`).
 *
 * @example
 * ```ts
 * const rules: ScrollhammerTargetRuleInput[] = ['eternal-warrior', { rule: 'feel-no-pain', on: 6 }];
 * ```
 */
export type ScrollhammerTargetRuleInput<C extends string = never> =
  | ScrollhammerTargetRule
  | C
  | RuleObject<ScrollhammerTargetRule | C>;

/**
 * One group of attacking models with the same weapon, as written.
 *
 * @example
 * ```ts
 * const bowmen: ScrollhammerAttackerInput = { models: 10, bs: 3, strength: 3 };
 * ```
 */
export interface ScrollhammerAttackerInput<C extends string = never> {
  readonly name?: string;
  /** Models in the group that attack, 1..1000. @defaultValue 1 */
  readonly models?: number;
  /** Ballistic Skill 1..10 (shooting). Required unless `hitOn` is given or the rules include `autohit`. */
  readonly bs?: number;
  /** The To Hit roll needed, 2..6, instead of `bs` (close combat: always `hitOn`). */
  readonly hitOn?: number;
  /** Shots per model (close combat: attacks), a whole number or dice (`"D6"`). @defaultValue 1 */
  readonly shots?: DiceInput;
  /** Strength 1..10. */
  readonly strength: number;
  /** Armour Piercing. @defaultValue 0 */
  readonly ap?: number;
  /** Special rules of the models or weapon. @defaultValue [] */
  readonly rules?: readonly ScrollhammerAttackerRuleInput<C>[];
  /** Re-rolls of To Hit and To Wound rolls. @defaultValue {} */
  readonly reroll?: RerollSpec;
  /** Charged or Counter-Attacked this turn (close combat): Furious Charge. */
  readonly charging?: boolean;
  /** Blast weapons: the target's model (0-based, in the formation) the marker is placed over. */
  readonly aim?: number;
  /**
   * Blast weapons: the marker's centre hole, inches in the formation's coordinates, over the
   * aimed model's base. @defaultValue the point there with the most expected hits
   */
  readonly aimAt?: { readonly x: number; readonly y: number };
  /** The attackers' own armour save (Backfire). */
  readonly save?: number;
  /** The attackers' own ward save (Backfire). */
  readonly ward?: number;
  /** The attackers' own Feel No Pain (Backfire): `true` for 5+, or the roll needed. */
  readonly feelNoPain?: boolean | number;
}

/**
 * Models of the target unit sharing one profile, as written.
 *
 * @example
 * ```ts
 * const draugr: ScrollhammerTargetGroupInput = { models: 5, toughness: 4, save: 5 };
 * ```
 */
export interface ScrollhammerTargetGroupInput<C extends string = never> {
  readonly name?: string;
  /** @defaultValue 1 */
  readonly models?: number;
  /** Toughness 1..10. */
  readonly toughness: number;
  /** Wounds per model. @defaultValue 1 */
  readonly wounds?: number;
  /** Armour save 2..6; omitted: none. */
  readonly save?: number;
  /** Ward save 2..6; omitted: none. */
  readonly ward?: number;
  /** Feel No Pain: `true` for 5+, or the roll needed 2..6. */
  readonly feelNoPain?: boolean | number;
  /**
   * Characters: unsaved wounds reach them only when no other model of their Wounds is left,
   * and are spread to slay as few as possible. @defaultValue false
   */
  readonly character?: boolean;
  /** @defaultValue [] */
  readonly rules?: readonly ScrollhammerTargetRuleInput<C>[];
}

/**
 * Where the target's models stand (Blast, Large Blast, Barrage), as written.
 *
 * @example
 * ```ts
 * const ranks: ScrollhammerFormationInput = { files: 5 };
 * ```
 */
export interface ScrollhammerFormationInput {
  /** Models per rank (ranks and files). */
  readonly files?: number;
  /** Every model's base centre in inches (and base size), in the order of the groups. */
  readonly positions?: readonly {
    readonly x: number;
    readonly y: number;
    readonly baseMm?: number;
  }[];
  /** Base diameter, millimetres. @defaultValue 25 */
  readonly baseMm?: number;
  /** Ranks and files: inches between neighbouring bases. @defaultValue 1 */
  readonly gap?: number;
}

/**
 * The target unit, as written.
 *
 * @example
 * ```ts
 * const target: ScrollhammerTargetInput = { groups: [{ models: 5, toughness: 4, save: 5 }], cover: 5 };
 * ```
 */
export interface ScrollhammerTargetInput<C extends string = never> {
  readonly name?: string;
  readonly groups: readonly ScrollhammerTargetGroupInput<C>[];
  /** Cover save 2..6 (shooting only), or the saves of every source (the best applies). */
  readonly cover?: number | readonly number[];
  /** @defaultValue false */
  readonly goneToGround?: boolean;
  /** Partially hidden by models of a third unit: a 4+ cover save (shooting only). */
  readonly interveningModels?: boolean;
  /** Where the models stand, for blast markers. */
  readonly formation?: ScrollhammerFormationInput;
}

/**
 * A Scrollhammer scenario as written; `C` is the names of the custom rules it may list.
 *
 * @example
 * ```ts
 * const s: ScrollhammerScenarioInput = { ruleset: 'scrollhammer',
 *   attackers: [{ models: 10, bs: 3, strength: 3 }], target: { groups: [{ models: 5, toughness: 4, save: 5 }] } };
 * ```
 */
export interface ScrollhammerScenarioInput<C extends string = never> extends RunOptionsInput {
  readonly ruleset: 'scrollhammer';
  /** @defaultValue 'shooting' */
  readonly phase?: 'shooting' | 'close-combat';
  readonly attackers: readonly ScrollhammerAttackerInput<C>[];
  readonly target: ScrollhammerTargetInput<C>;
  /** @defaultValue 'rules' */
  readonly allocation?: 'rules' | 'sequential';
}
