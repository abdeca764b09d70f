/**
 * A validated Age of Sigmar 4th-edition scenario (`docs/scenario-format.md`, "aos4";
 * mechanics: `docs/aos4.md`): every default filled in, keywords in lower case. What
 * `parseScenario` gives and the engine reads.
 *
 * @module
 */
import type { DiceInput } from '../../domain/types.js';
import type { RunOptions } from '../../format/types.js';

/**
 * A weapon ability of the attacker, normalised: a name, or `{ rule: 'anti', keyword }` for
 * Anti-X (+1 Rend).
 *
 * @example
 * ```ts
 * const abilities: Aos4Ability[] = ['crit-mortal', { rule: 'anti', keyword: 'hero' }];
 * ```
 */
export type Aos4Ability =
  | 'crit-2-hits'
  | 'crit-auto-wound'
  | 'crit-mortal'
  | 'charge'
  | 'companion'
  | 'shoot-in-combat'
  | { readonly rule: 'anti'; readonly keyword: string }
  | {
      readonly rule: 'mortal-damage-on-charge';
      /** A dice for each model of the unit, or one dice. */
      readonly roll: 'per-model' | 'one';
      /** The roll that inflicts the mortal damage, X+ (2..6). */
      readonly on: number;
      /** The mortal damage of each such roll: a number or dice. */
      readonly mortals: DiceInput;
      /** Never set: Anti-X's field, absent here (so code reading an ability's keyword still reads). */
      readonly keyword?: never;
    };

/**
 * A re-roll of the Hit or Wound roll: unmodified 1s, or every roll that fails after
 * modifiers (once per die).
 *
 * @example
 * ```ts
 * const r: Aos4Reroll = 'ones';
 * ```
 */
export type Aos4Reroll = 'ones' | 'failed';

/**
 * One weapon profile of one attacking unit, validated.
 *
 * @example
 * ```ts
 * const a: Aos4Attacker = { models: 10, attacks: 2, hit: 3, wound: 4, rend: 1, damage: 1,
 *   abilities: [], champion: true, charged: false, allOutAttack: false, hitModifier: 0,
 *   woundModifier: 0, criticalHitOn: 6, reroll: {} };
 * ```
 */
export interface Aos4Attacker {
  readonly name?: string;
  readonly models: number;
  /** Attacks per model: a whole number or dice. */
  readonly attacks: DiceInput;
  /** To Hit, 2..6 (3 for 3+). */
  readonly hit: number;
  /** To Wound, 2..6. */
  readonly wound: number;
  /** Rend, 0..6: subtracted from the save roll. */
  readonly rend: number;
  /** Damage per unsaved attack: a whole number or dice. */
  readonly damage: DiceInput;
  readonly abilities: readonly Aos4Ability[];
  /** One of the models is the unit's champion: +1 attack with this weapon. */
  readonly champion: boolean;
  /** The attacking unit charged this turn (Charge (+1 Damage)). */
  readonly charged: boolean;
  /** All-out Attack: +1 to hit. */
  readonly allOutAttack: boolean;
  /** Added to the Hit roll; the sum of modifiers is capped at -1..+1. */
  readonly hitModifier: number;
  /** Added to the Wound roll; the sum of modifiers is capped at -1..+1. */
  readonly woundModifier: number;
  /** An unmodified Hit roll of this or more is a critical hit, 2..6. */
  readonly criticalHitOn: number;
  readonly reroll: { readonly hit?: Aos4Reroll; readonly wound?: Aos4Reroll };
}

/**
 * The target unit, validated.
 *
 * @example
 * ```ts
 * const t: Aos4Target = { models: 5, health: 2, save: 4, keywords: ['infantry'], charged: false,
 *   cover: false, allOutDefence: false, saveModifier: 0 };
 * ```
 */
export interface Aos4Target {
  readonly name?: string;
  readonly models: number;
  /** Health per model. */
  readonly health: number;
  /** Save 2..6; absent: none. */
  readonly save?: number;
  /** Ward 2..6, rolled per damage point; absent: none. */
  readonly ward?: number;
  /** Keywords in lower case (Anti-X reads them). */
  readonly keywords: readonly string[];
  /** The unit charged this turn (Anti-charge reads it). */
  readonly charged: boolean;
  /** In cover: -1 to be hit by shooting attacks. */
  readonly cover: boolean;
  /** All-out Defence: +1 to save. */
  readonly allOutDefence: boolean;
  /** Added to the save roll: positive modifiers are capped at +1 (with All-out Defence), negative ones are not. */
  readonly saveModifier: number;
}

/**
 * A validated `aos4` scenario.
 *
 * @example
 * ```ts
 * const s = parseScenario({ ruleset: 'aos4', attackers: [{ hit: 3, wound: 4 }], target: { save: 4 } }) as Aos4Scenario;
 * ```
 */
export interface Aos4Scenario extends RunOptions {
  readonly ruleset: 'aos4';
  /** Shooting or melee: cover's -1 to hit applies to shooting only. */
  readonly phase: 'shooting' | 'melee';
  readonly attackers: readonly Aos4Attacker[];
  readonly target: Aos4Target;
}
