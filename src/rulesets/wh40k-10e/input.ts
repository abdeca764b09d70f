/**
 * A Warhammer 40,000 10th-edition scenario as a user writes it (`docs/scenario-format.md`,
 * "Warhammer 40,000 10th edition"): every defaulted field optional, keyword names checked.
 * Written out by hand for small, readable declarations; `test/scenario/schema.types.test.ts`
 * pins that it accepts nothing the schema rejects.
 *
 * @module
 */
import type { DiceInput } from '../../domain/types.js';
import type { RunOptionsInput } from '../scrollhammer/input.js';
import type { Wh40kWeaponRule } from './schema.js';
import type { Wh40kPistols, Wh40kReroll } from './types.js';

/**
 * The parameters of the keywords that carry a value, by keyword (the 11th edition extends it).
 *
 * @example
 * ```ts
 * const melta: Wh40kRuleParameters['melta'] = { damage: 2 };
 * ```
 */
export interface Wh40kRuleParameters {
  'sustained-hits': { readonly hits: DiceInput };
  'rapid-fire': { readonly attacks: DiceInput };
  melta: { readonly damage: number };
  anti: { readonly keyword: string; readonly on: number };
  'critical-hits': { readonly on: number };
  'critical-wounds': { readonly on: number };
  'damage-bonus': { readonly damage: number };
  /** `"best"`: chosen when the scenario is evaluated (`docs/wh40k-10e/reroll-damage.md`). */
  'reroll-damage': { readonly below: number | 'best' };
  'mortal-wounds-on-critical-hit': { readonly mortals: DiceInput };
  'mortal-wounds-on-critical-wound': { readonly mortals: DiceInput };
  'mortal-wounds-on-charge': {
    readonly roll: 'per-model' | 'one';
    readonly on: number;
    readonly mortals: DiceInput;
  };
}

/** The object form of each keyword of `Names`: `{ rule }` plus its parameters, if it has any. */
type Wh40kRuleObject<Names extends string> = {
  [K in Names]: { readonly rule: K } & (K extends keyof Wh40kRuleParameters
    ? Wh40kRuleParameters[K]
    : unknown);
}[Names];

/**
 * A weapon keyword as written: the name of one without a value, a custom rule's name `C`
 * (`defineWh40kRule`, given to `evaluate` by name), or the object form with its value
 * (`{ rule: 'sustained-hits', hits: 1 }`).
 *
 * @example
 * ```ts
 * const rules: Wh40kWeaponRuleInput[] = ['lethal-hits', { rule: 'anti', keyword: 'infantry', on: 4 }];
 * ```
 */
export type Wh40kWeaponRuleInput<C extends string = never> =
  | Exclude<Wh40kWeaponRule, keyof Wh40kRuleParameters>
  | C
  | Wh40kRuleObject<Wh40kWeaponRule | C>;

/**
 * One weapon profile of one attacker group, as written: `bs` (ranged) or `ws` (melee), one of
 * them unless the weapon has Torrent.
 *
 * @example
 * ```ts
 * const bolters: Wh40kAttackerInput = { models: 10, attacks: 2, bs: 3, strength: 4, ap: -1 };
 * ```
 */
export interface Wh40kAttackerInput<C extends string = never> {
  readonly name?: string;
  /** Models with this weapon. @defaultValue 1 */
  readonly models?: number;
  /** Attacks per model, a whole number or dice (`"D6"`). @defaultValue 1 */
  readonly attacks?: DiceInput;
  /** Ballistic Skill 2..6 (3 for 3+): a ranged attack. */
  readonly bs?: number;
  /** Weapon Skill 2..6: a melee attack. */
  readonly ws?: number;
  /** Strength 1..30. */
  readonly strength: number;
  /** Armour Penetration -6..0, negative as on the datasheet. @defaultValue 0 */
  readonly ap?: number;
  /** Damage per unsaved attack, a whole number or dice. @defaultValue 1 */
  readonly damage?: DiceInput;
  /** Weapon keywords. @defaultValue [] */
  readonly rules?: readonly Wh40kWeaponRuleInput<C>[];
  /** Re-rolls of the Hit and Wound rolls. @defaultValue {} */
  readonly reroll?: { readonly hit?: Wh40kReroll; readonly wound?: Wh40kReroll };
  /** Added to the Hit roll (the sum of modifiers is clamped to -1..+1). @defaultValue 0 */
  readonly hitModifier?: number;
  /** Added to the Wound roll (the sum of modifiers is clamped to -1..+1). @defaultValue 0 */
  readonly woundModifier?: number;
  /** An unmodified Hit roll of this or more is a Critical Hit, 2..6. @defaultValue 6 */
  readonly criticalHitOn?: number;
  /** An unmodified Wound roll of this or more is a Critical Wound, 2..6. @defaultValue 6 */
  readonly criticalWoundOn?: number;
  /** Remained Stationary this turn (Heavy). @defaultValue false */
  readonly remainedStationary?: boolean;
  /** Made a charge move this turn (Lance). @defaultValue false */
  readonly charged?: boolean;
  /** Within half range (Rapid Fire, Melta). @defaultValue false */
  readonly halfRange?: boolean;
  /** Precision: the leader group (name or index) the attacks go to; omitted: the first. */
  readonly precisionTarget?: string | number;
  /** Firing modes: one is fired (`docs/wh40k-10e/weapon-choices.md`). */
  // `| Wh40kModeInput`: the same set (a mode without custom keywords is one), written so that
  // a profile typed without custom keywords spreads into one with them (TypeScript measures
  // the mode's keyword type as invariant in C).
  readonly modes?: readonly (Wh40kModeInput<C> | Wh40kModeInput)[];
  /** The mode fired: a name of `modes`, or `"best"`. @defaultValue 'best' with modes */
  readonly mode?: string;
  /** A Pistol: its models fire it instead of their other ranged weapons. @defaultValue false */
  readonly pistol?: boolean;
  /** The models that carry it, by a name: one pistol choice per bearer; omitted: one set. */
  readonly bearer?: string;
}

/**
 * One firing mode of a weapon, as written: its name and what differs.
 *
 * @example
 * ```ts
 * const krak: Wh40kModeInput = { name: 'krak', strength: 9, ap: -2, damage: 'D6' };
 * ```
 */
export interface Wh40kModeInput<C extends string = never> {
  readonly name: string;
  readonly attacks?: DiceInput;
  readonly bs?: number;
  readonly ws?: number;
  readonly strength?: number;
  readonly ap?: number;
  readonly damage?: DiceInput;
  readonly rules?: readonly Wh40kWeaponRuleInput<C>[];
}

/**
 * One group of a target unit, as written (`docs/wh40k-10e/units.md`).
 *
 * @example
 * ```ts
 * const warboss: Wh40kGroupInput = { name: 'Warboss', toughness: 5, save: 4, invulnerable: 5, wounds: 6, role: 'leader' };
 * ```
 */
export interface Wh40kGroupInput {
  readonly name?: string;
  /** @defaultValue 1 */
  readonly models?: number;
  readonly toughness: number;
  readonly save?: number;
  readonly invulnerable?: number;
  /** @defaultValue 'all' */
  readonly invulnerableAgainst?: 'all' | 'ranged' | 'melee';
  /** @defaultValue 1 */
  readonly wounds?: number;
  readonly feelNoPain?: number;
  /** @defaultValue [] */
  readonly keywords?: readonly string[];
  /** @defaultValue 0 */
  readonly damageReduction?: number;
  /** @defaultValue false */
  readonly halveDamage?: boolean;
  /** @defaultValue 'bodyguard' */
  readonly role?: 'bodyguard' | 'leader';
}

/**
 * The target unit, as written: one profile, or `groups` (then the per-model fields are given
 * per group).
 *
 * @example
 * ```ts
 * const boyz: Wh40kTargetInput = { name: 'Ork Boyz', models: 10, toughness: 5, save: 5, keywords: ['infantry'] };
 * ```
 */
export interface Wh40kTargetInput {
  readonly name?: string;
  /** @defaultValue 1 */
  readonly models?: number;
  /** Toughness 1..30; required unless `groups` is given. */
  readonly toughness?: number;
  /** Armour save 2..6; omitted: none. */
  readonly save?: number;
  /** Invulnerable save 2..6 (ignores AP); omitted: none. */
  readonly invulnerable?: number;
  /** The attacks the invulnerable save is allowed against. @defaultValue 'all' */
  readonly invulnerableAgainst?: 'all' | 'ranged' | 'melee';
  /** Wounds per model. @defaultValue 1 */
  readonly wounds?: number;
  /** Feel No Pain 2..6, rolled per point of damage; omitted: none. */
  readonly feelNoPain?: number;
  /** Keywords of the unit that Anti-X reads (compared in lower case). @defaultValue [] */
  readonly keywords?: readonly string[];
  /** Benefit of Cover (ranged attacks: +1 to the armour save). @defaultValue false */
  readonly cover?: boolean;
  /** Stealth: -1 to be hit by ranged attacks. @defaultValue false */
  readonly stealth?: boolean;
  /** -N Damage per attack, to a minimum of 1. @defaultValue 0 */
  readonly damageReduction?: number;
  /** Damage halved, rounding up (before the reduction). @defaultValue false */
  readonly halveDamage?: boolean;
  /** The unit's groups of models, in the order the defender allocates. */
  readonly groups?: readonly Wh40kGroupInput[];
  /** Bodyguard groups of different Toughness. @defaultValue 'majority' */
  readonly toughnessRule?: 'majority' | 'highest';
}

/**
 * A whole wh40k-10e scenario, as written; `C` is the names of custom keywords it may list.
 *
 * @example
 * ```ts
 * const s: Wh40kScenarioInput = { ruleset: 'wh40k-10e',
 *   attackers: [{ models: 10, attacks: 2, bs: 3, strength: 4, ap: -1 }],
 *   target: { models: 10, toughness: 5, save: 5 } };
 * ```
 */
export interface Wh40kScenarioInput<C extends string = never> extends RunOptionsInput {
  readonly ruleset: 'wh40k-10e';
  readonly attackers: readonly Wh40kAttackerInput<C>[];
  readonly target: Wh40kTargetInput;
  /**
   * Pistols or the other ranged weapons: one setting for every set of models with the choice,
   * or one per bearer (`{ "Sergeant": "pistols" }`). @defaultValue 'best'
   */
  readonly pistols?: Wh40kPistols;
}
