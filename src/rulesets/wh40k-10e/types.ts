/**
 * Warhammer 40,000 10th edition's validated scenario, as its engine receives it: every
 * default of `docs/wh40k-10e.md` filled in.
 *
 * @module
 */

import type { DiceInput } from '../../domain/types.js';
import type { RuleInput, RunOptions } from '../../format/types.js';

/**
 * A re-roll policy of Warhammer 40,000 10th edition: `"ones"`, `"failed"` (after modifiers), or
 * `"non-critical"` (every roll that is not a critical, fishing for critical effects).
 *
 * @example
 * ```ts
 * const fishing: Wh40kReroll = 'non-critical';
 * ```
 */
export type Wh40kReroll = 'ones' | 'failed' | 'non-critical';

/**
 * One weapon profile of one attacker group (Warhammer 40,000 10th edition), defaults filled
 * in. Exactly one of `bs` and `ws`, except a Torrent weapon, which may give neither.
 *
 * @example
 * ```ts
 * const bolters: Wh40kAttacker = { models: 10, attacks: 2, bs: 3, strength: 4, ap: -1, damage: 1,
 *   rules: [], reroll: {}, hitModifier: 0, woundModifier: 0, criticalHitOn: 6, criticalWoundOn: 6,
 *   remainedStationary: false, charged: false, halfRange: false };
 * ```
 */
export interface Wh40kAttacker {
  readonly name?: string;
  /** @defaultValue 1 */
  readonly models: number;
  /** Attacks per model, dice rolled per model. @defaultValue 1 */
  readonly attacks: DiceInput;
  /** Ballistic Skill 2..6 (3 for 3+): a ranged attack. */
  readonly bs?: number;
  /** Weapon Skill 2..6: a melee attack. */
  readonly ws?: number;
  /** Strength 1..30. */
  readonly strength: number;
  /** Armour Penetration -6..0, negative as on the datasheet. @defaultValue 0 */
  readonly ap: number;
  /** Damage per unsaved attack, dice. @defaultValue 1 */
  readonly damage: DiceInput;
  /** Weapon keywords, kebab-case, parameters in object form. @defaultValue [] */
  readonly rules: readonly RuleInput[];
  /** @defaultValue {} */
  readonly reroll: { readonly hit?: Wh40kReroll; readonly wound?: Wh40kReroll };
  /** Added to the Hit roll with the keywords' modifiers, the sum then clamped to -1..+1. @defaultValue 0 */
  readonly hitModifier: number;
  /** Added to the Wound roll with the keywords' modifiers, the sum then clamped to -1..+1. @defaultValue 0 */
  readonly woundModifier: number;
  /** An unmodified Hit roll of this or more is a Critical Hit, 2..6. @defaultValue 6 */
  readonly criticalHitOn: number;
  /** An unmodified Wound roll of this or more is a Critical Wound, 2..6. @defaultValue 6 */
  readonly criticalWoundOn: number;
  /** Heavy reads it. @defaultValue false */
  readonly remainedStationary: boolean;
  /** Lance reads it. @defaultValue false */
  readonly charged: boolean;
  /** Rapid Fire and Melta read it. @defaultValue false */
  readonly halfRange: boolean;
  /**
   * Precision: the character group (its name, or its index in `target.groups`) the attacks
   * go to while it stands; omitted: the first leader group (`docs/wh40k-10e/precision.md`).
   */
  readonly precisionTarget?: string | number;
  /** Firing modes of the weapon: one is fired (`docs/wh40k-10e/weapon-choices.md`). */
  readonly modes?: readonly Wh40kMode[];
  /** The mode fired: a name of `modes`, or `"best"`. @defaultValue 'best' with modes */
  readonly mode?: string;
  /** A Pistol: its models fire it instead of their other ranged weapons (the scenario's `pistols`). */
  readonly pistol?: boolean;
  /**
   * The models that carry this weapon, by a name: the entries of one bearer are weapons of
   * the same models (a sergeant's pistol and sword), each model set makes its own pistol
   * choice; the entries without a bearer are one set together
   * (`docs/wh40k-10e/weapon-choices.md`).
   */
  readonly bearer?: string;
}

/**
 * The pistol choice of a scenario (`docs/wh40k-10e/weapon-choices.md`): one setting for every
 * set of models that carries a pistol and another ranged weapon, or a setting by bearer (the
 * sets not named: `"best"`).
 *
 * @example
 * ```ts
 * const p: Wh40kPistols = { Sergeant: 'pistols' };
 * ```
 */
export type Wh40kPistols =
  | 'pistols'
  | 'others'
  | 'best'
  | { readonly [bearer: string]: 'pistols' | 'others' | 'best' };

/**
 * One firing mode of a weapon: its name and the characteristics that differ from the
 * weapon's entry.
 *
 * @example
 * ```ts
 * const krak: Wh40kMode = { name: 'krak', strength: 9, ap: -2, damage: 'D6' };
 * ```
 */
export interface Wh40kMode {
  readonly name: string;
  readonly attacks?: DiceInput;
  readonly bs?: number;
  readonly ws?: number;
  readonly strength?: number;
  readonly ap?: number;
  readonly damage?: DiceInput;
  readonly rules?: readonly RuleInput[];
}

/**
 * The role of a group of a Warhammer 40,000 target unit: `bodyguard` (the default; a unit's
 * own models), `leader` (a character attached to the unit), `support` (11th edition).
 *
 * @example
 * ```ts
 * const role: Wh40kRole = 'leader';
 * ```
 */
export type Wh40kRole = 'bodyguard' | 'leader' | 'support';

/**
 * One group of a Warhammer 40,000 target unit: models of one profile, with their role
 * (`docs/wh40k-10e/units.md`). Defaults filled in.
 *
 * @example
 * ```ts
 * const warboss: Wh40kGroup = { name: 'Warboss', models: 1, toughness: 5, save: 4, invulnerable: 5,
 *   invulnerableAgainst: 'all', wounds: 6, keywords: ['character'], damageReduction: 0,
 *   halveDamage: false, role: 'leader' };
 * ```
 */
export interface Wh40kGroup {
  readonly name?: string;
  readonly models: number;
  readonly toughness: number;
  readonly save?: number;
  readonly invulnerable?: number;
  /** The attacks the invulnerable save is allowed against. @defaultValue 'all' */
  readonly invulnerableAgainst: 'all' | 'ranged' | 'melee';
  readonly wounds: number;
  readonly feelNoPain?: number;
  readonly keywords: readonly string[];
  readonly damageReduction: number;
  readonly halveDamage: boolean;
  /** @defaultValue 'bodyguard' */
  readonly role: Wh40kRole;
}

/**
 * The target unit (Warhammer 40,000 10th edition): one profile, defaults filled in.
 *
 * @example
 * ```ts
 * const boyz: Wh40kTarget = { models: 10, toughness: 5, save: 5, wounds: 1, keywords: ['infantry'],
 *   cover: false, stealth: false, damageReduction: 0, halveDamage: false };
 * ```
 */
export interface Wh40kTarget {
  readonly name?: string;
  /** @defaultValue 1 */
  readonly models: number;
  /** Toughness 1..30. */
  readonly toughness: number;
  /** Armour save 2..6; omitted: none. */
  readonly save?: number;
  /** Invulnerable save 2..6 (ignores AP); omitted: none. */
  readonly invulnerable?: number;
  /** Wounds per model. @defaultValue 1 */
  readonly wounds: number;
  /** Feel No Pain 2..6, rolled per point of damage; omitted: none. */
  readonly feelNoPain?: number;
  /** Lower-case keywords that Anti-X reads. @defaultValue [] */
  readonly keywords: readonly string[];
  /** Benefit of Cover. @defaultValue false */
  readonly cover: boolean;
  /** Stealth: -1 to be hit by ranged attacks. @defaultValue false */
  readonly stealth: boolean;
  /** -N Damage (to a minimum of 1). @defaultValue 0 */
  readonly damageReduction: number;
  /** Damage halved, rounding up (before the reduction). @defaultValue false */
  readonly halveDamage: boolean;
  /** The attacks the invulnerable save is allowed against. @defaultValue 'all' */
  readonly invulnerableAgainst?: 'all' | 'ranged' | 'melee';
  /**
   * A unit of several profiles, in the order the defender allocates (`docs/wh40k-10e/units.md`).
   * With `groups`, the fields above describe the unit as a whole: `models` the total,
   * `toughness` the Toughness its Wound rolls use, `keywords` the union, and `save`,
   * `invulnerable`, `wounds`, `feelNoPain`, `damageReduction`, `halveDamage` the first group's.
   */
  readonly groups?: readonly Wh40kGroup[];
  /** A unit of several bodyguard Toughness values: which one the Wound roll uses. @defaultValue 'majority' */
  readonly toughnessRule?: 'majority' | 'highest';
}

/**
 * A validated Warhammer 40,000 10th-edition scenario: weapon profiles in order, at one target.
 *
 * @example
 * ```ts
 * const s = parseScenario({ ruleset: 'wh40k-10e', attackers: [{ bs: 3, strength: 4 }], target: { toughness: 4 } }) as Wh40kScenario;
 * ```
 */
export interface Wh40kScenario extends RunOptions {
  readonly ruleset: 'wh40k-10e';
  readonly attackers: readonly Wh40kAttacker[];
  readonly target: Wh40kTarget;
  /** Pistols or the other ranged weapons, per set of models (`docs/wh40k-10e/weapon-choices.md`). @defaultValue 'best' */
  readonly pistols?: Wh40kPistols;
}
