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
