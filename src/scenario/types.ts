/**
 * The validated scenario, as the engines receive it: every default of
 * `docs/scenario-format.md` filled in. The valibot schema in `schema.ts` parses plain JSON
 * into these types (a type test keeps the two in step).
 *
 * @module
 */

import type { Allocation, DiceInput, RerollSpec } from '../domain/types.js';
import type { MesbgFightScenario } from '../rulesets/mesbg/fight/types.js';
import type { Wh40k11eScenario } from '../rulesets/wh40k-11e/types.js';

export type { Allocation, DiceInput, Reroll, RerollSpec } from '../domain/types.js';

/**
 * A special rule as written in a scenario: a kebab-case name, or an object with `rule` and
 * its parameters.
 */
export type RuleInput = string | { readonly rule: string; readonly [param: string]: unknown };

/** One group of attacking models with the same weapon (Scrollhammer). */
export interface ScrollhammerAttacker {
  readonly name?: string;
  /** Models in the group that attack. @defaultValue 1 */
  readonly models: number;
  /** Ballistic Skill 1..10. Required unless `hitOn` is given or the rules include `autohit`. */
  readonly bs?: number;
  /** The To Hit roll needed, 2..6, instead of `bs`. */
  readonly hitOn?: number;
  /** Shots per model (close combat: attacks per model). @defaultValue 1 */
  readonly shots: DiceInput;
  /** Strength 1..10. */
  readonly strength: number;
  /** Armour Piercing, 0 or more. @defaultValue 0 */
  readonly ap: number;
  /** Special rules of the model or weapon. @defaultValue [] */
  readonly rules: readonly RuleInput[];
  readonly reroll: RerollSpec;
  /**
   * Charged or Counter-Attacked this turn (close combat only): Furious Charge adds +1
   * Strength. Omitted: not charging.
   */
  readonly charging?: boolean;
  /**
   * Blast weapons: the model of the target's `formation` (0-based) the marker's centre hole is
   * placed over. Omitted: the model whose centre puts the most models under the marker.
   */
  readonly aim?: number;
  /**
   * Blast weapons: where the marker's centre hole is placed, inches, in the coordinates of the
   * target's `formation`; it must be over the base of the model `aim` (or of some model).
   * Omitted: the point over the aimed model's base with the most expected hits.
   */
  readonly aimAt?: { readonly x: number; readonly y: number };
  /** The attacking models' own armour save, 2..6, taken against Backfire wounds. */
  readonly save?: number;
  /** The attacking models' own ward save, 2..6, taken against Backfire wounds. */
  readonly ward?: number;
  /** The attacking models' own Feel No Pain (2..6; `true` in the file means 5), against Backfire wounds. */
  readonly feelNoPain?: number;
}

/**
 * Where the target unit's models stand, for Blast, Large Blast and Barrage markers: ranks of
 * `files` models with `gap` inches between bases, or each model's `positions` (inches).
 *
 * @example
 * ```ts
 * const ranks: ScrollhammerFormation = { files: 5, baseMm: 25, gap: 1 };
 * const placed: ScrollhammerFormation = { positions: [{ x: 0, y: 0 }, { x: 2, y: 0 }], baseMm: 25 };
 * ```
 */
export interface ScrollhammerFormation {
  /** Models per rank (ranks and files). */
  readonly files?: number;
  /** Each model's base centre in inches (and base size in mm), in the order of the groups. */
  readonly positions?: readonly ScrollhammerModelPosition[];
  /** Base diameter, millimetres. @defaultValue 25 */
  readonly baseMm: number;
  /** Ranks and files: inches between the edges of neighbouring bases. @defaultValue 1 */
  readonly gap?: number;
}

/**
 * One model's place in a formation given by positions.
 *
 * @example
 * ```ts
 * const champion: ScrollhammerModelPosition = { x: 2, y: 0, baseMm: 40 };
 * ```
 */
export interface ScrollhammerModelPosition {
  /** Base centre, inches. */
  readonly x: number;
  readonly y: number;
  /** Base diameter, millimetres. Omitted: the formation's `baseMm`. */
  readonly baseMm?: number;
}

/** Models of the target unit sharing one profile (Scrollhammer). */
export interface ScrollhammerTargetGroup {
  readonly name?: string;
  /** @defaultValue 1 */
  readonly models: number;
  readonly toughness: number;
  /** Wounds per model. @defaultValue 1 */
  readonly wounds: number;
  /** Armour save 2..6; omitted: none. */
  readonly save?: number;
  /** Ward save 2..6; omitted: none. */
  readonly ward?: number;
  /** Feel No Pain: the roll needed (2..6); `true` in the file means 5. Omitted: none. */
  readonly feelNoPain?: number;
  /**
   * The group's models are characters ("Assign Unsaved Wounds": the stacking obligation binds
   * "multi-wound models that are not characters"): unsaved wounds reach them only when no
   * other model of their Wounds is left, spread to slay as few as possible. Omitted: false.
   */
  readonly character?: boolean;
  /** @defaultValue [] */
  readonly rules: readonly RuleInput[];
}

/** The target unit (Scrollhammer): its groups in the order wounds are allocated, and unit-level cover. */
export interface ScrollhammerTarget {
  readonly name?: string;
  readonly groups: readonly ScrollhammerTargetGroup[];
  /**
   * Cover save 2..6 (shooting only); omitted: none. The file may list several sources'
   * saves (`[5, 4]`); the best is kept here.
   */
  readonly cover?: number;
  /** @defaultValue false */
  readonly goneToGround: boolean;
  /** Partially hidden by models of a third unit: a 4+ cover save (shooting only). Omitted: false. */
  readonly interveningModels?: boolean;
  /** The models' places on the table, needed by Blast, Large Blast and Barrage weapons. */
  readonly formation?: ScrollhammerFormation;
}

/** @defaultValue 'exact' */
export type Method = 'exact' | 'monte-carlo';

/** Options shared by every scenario. */
export interface RunOptions {
  /** @defaultValue 'exact' */
  readonly method: Method;
  /** Monte Carlo only. @defaultValue 100000 */
  readonly samples: number;
  /** Monte Carlo only; omitted: a fixed default seed (0), so runs stay reproducible. */
  readonly seed?: number;
}

export interface ScrollhammerScenario extends RunOptions {
  readonly ruleset: 'scrollhammer';
  /** @defaultValue 'shooting' */
  readonly phase: 'shooting' | 'close-combat';
  readonly attackers: readonly ScrollhammerAttacker[];
  readonly target: ScrollhammerTarget;
  /** @defaultValue 'rules' */
  readonly allocation: Allocation;
}

/** One group of shooters (MESBG). */
export interface MesbgAttacker {
  readonly name?: string;
  /** @defaultValue 1 */
  readonly models: number;
  /** The Shoot Value, 2..6 (4 for 4+). */
  readonly shootValue: number;
  readonly strength: number;
  /** Moved this turn (not over half its Move): Shoot Value one worse. @defaultValue false */
  readonly moved: boolean;
  /** Obstructions between shooter and target, each needing a 4+ to pass. @defaultValue 0 */
  readonly inTheWay: number;
  /** @defaultValue 1 */
  readonly shots: DiceInput;
  readonly reroll: RerollSpec;
  /**
   * Good or Evil. Good models cannot take a shot that risks a friendly model (a `friendly`
   * obstruction, or a target in a `combat`). Omitted: counted as Good for that check (the
   * safe reading), so such a shot throws until `"evil"` is given.
   */
  readonly side?: MesbgSide;
  /**
   * The obstructions In The Way described one by one, closest to the shooters first; a
   * model among them is rolled To Wound as normal when the shot hits it. When given,
   * `inTheWay` must be 0 (its default) or equal to its length. Omitted: `inTheWay`
   * obstructions that are not models.
   */
  readonly obstructions?: readonly MesbgObstruction[];
}

/**
 * Good or Evil: MESBG's two sides.
 *
 * @example
 * ```ts
 * const orcs: MesbgAttacker = { models: 5, shootValue: 5, strength: 2, moved: false, inTheWay: 0, shots: 1, reroll: {}, side: 'evil' };
 * ```
 */
export type MesbgSide = 'good' | 'evil';

/**
 * One obstruction In The Way (MESBG). Without `defence` it is terrain (or anything not rolled
 * To Wound); with `defence` it is a model, wounded as normal when the shot hits it.
 * Obstructions with the same `name` are the same model (in several groups' lines of fire).
 *
 * @example
 * ```ts
 * const house: MesbgObstruction = { name: 'house' };
 * const bain: MesbgObstruction = { name: 'Bain', defence: 4, wounds: 1, friendly: true };
 * ```
 */
export interface MesbgObstruction {
  readonly name?: string;
  /** Defence 1..10 of a model In The Way. Omitted: terrain. */
  readonly defence?: number;
  /** Wounds of that model (only with `defence`). @defaultValue 1 */
  readonly wounds?: number;
  /** The model is on the shooters' side (only with `defence`). @defaultValue false */
  readonly friendly?: boolean;
}

/**
 * The shooters' friendly model in the combat a target is Engaged in: the one closest to the
 * shooters, hit instead of the target on a 1-3 (MESBG, Shooting into a Combat).
 *
 * @example
 * ```ts
 * const target: MesbgTarget = { name: 'Thorin', defence: 7, wounds: 3, combat: { name: 'Hunter Orc', defence: 5 } };
 * ```
 */
export interface MesbgCombatModel {
  readonly name?: string;
  /** Defence 1..10. */
  readonly defence: number;
  /** @defaultValue 1 */
  readonly wounds?: number;
}

/** The target model (MESBG). */
export interface MesbgTarget {
  readonly name?: string;
  readonly defence: number;
  /** @defaultValue 1 */
  readonly wounds: number;
  /**
   * The target is Engaged in Combat with this friendly model of the shooters (Evil shooters
   * only). Omitted: not in a combat.
   */
  readonly combat?: MesbgCombatModel;
}

export interface MesbgScenario extends RunOptions {
  readonly ruleset: 'mesbg';
  /** The Shoot phase (`"fight"` is {@link MesbgFightScenario}). Omitted: shooting. */
  readonly phase?: 'shoot';
  readonly attackers: readonly MesbgAttacker[];
  readonly target: MesbgTarget;
}

export type {
  FightModel,
  FightRules,
  FightSide,
  MesbgFightScenario,
  MightGoal,
  MightPolicy,
} from '../rulesets/mesbg/fight/types.js';

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
}

/** Any valid scenario. */
export type Scenario =
  | ScrollhammerScenario
  | MesbgScenario
  | Wh40kScenario
  | Wh40k11eScenario
  | MesbgFightScenario;
