/**
 * An Age of Sigmar 4th-edition scenario as a user writes it (`docs/scenario-format.md`,
 * "aos4"): every defaulted field optional. Written out by hand for small, readable
 * declarations; `test/rulesets/aos4/schema.test.ts` pins that the schema accepts them.
 *
 * @module
 */
import type { DiceInput } from '../../domain/types.js';
import type { RunOptionsInput } from '../scrollhammer/input.js';
import type { Aos4Ability, Aos4Reroll } from './types.js';

/**
 * A weapon ability as written: its name, or Anti-X as `{ rule: 'anti', keyword }` (the
 * parsed form is the same, the keyword lowered).
 *
 * @example
 * ```ts
 * const abilities: Aos4AbilityInput[] = ['crit-2-hits', { rule: 'anti', keyword: 'HERO' }];
 * ```
 */
export type Aos4AbilityInput = Aos4Ability;

/**
 * One weapon profile of one attacking unit, as written.
 *
 * @example
 * ```ts
 * const swords: Aos4AttackerInput = { models: 10, attacks: 2, hit: 3, wound: 4, rend: 1, champion: true };
 * ```
 */
export interface Aos4AttackerInput {
  readonly name?: string;
  /** Models with this weapon. @defaultValue 1 */
  readonly models?: number;
  /** Attacks per model, a whole number or dice. @defaultValue 1 */
  readonly attacks?: DiceInput;
  /** To Hit 2..6 (3 for 3+). */
  readonly hit: number;
  /** To Wound 2..6. */
  readonly wound: number;
  /** Rend 0..6. @defaultValue 0 */
  readonly rend?: number;
  /** Damage, a whole number or dice. @defaultValue 1 */
  readonly damage?: DiceInput;
  /** Weapon abilities. @defaultValue [] */
  readonly abilities?: readonly Aos4AbilityInput[];
  /** One of the models is the champion: +1 attack with this weapon. @defaultValue false */
  readonly champion?: boolean;
  /** The attacking unit charged this turn. @defaultValue false */
  readonly charged?: boolean;
  /** All-out Attack: +1 to hit. @defaultValue false */
  readonly allOutAttack?: boolean;
  /** Added to the Hit roll (capped with the others at -1..+1). @defaultValue 0 */
  readonly hitModifier?: number;
  /** Added to the Wound roll (capped at -1..+1). @defaultValue 0 */
  readonly woundModifier?: number;
  /** Critical hits on this unmodified roll or more. @defaultValue 6 */
  readonly criticalHitOn?: number;
  /** Re-rolls of the Hit and Wound rolls. @defaultValue {} */
  readonly reroll?: { readonly hit?: Aos4Reroll; readonly wound?: Aos4Reroll };
}

/**
 * The target unit, as written.
 *
 * @example
 * ```ts
 * const t: Aos4TargetInput = { name: 'Liberators', models: 5, health: 2, save: 3, keywords: ['infantry'] };
 * ```
 */
export interface Aos4TargetInput {
  readonly name?: string;
  /** @defaultValue 1 */
  readonly models?: number;
  /** Health per model. @defaultValue 1 */
  readonly health?: number;
  /** Save 2..6; omitted: none. */
  readonly save?: number;
  /** Ward 2..6, per damage point; omitted: none. */
  readonly ward?: number;
  /** Keywords Anti-X reads. @defaultValue [] */
  readonly keywords?: readonly string[];
  /** The unit charged this turn (Anti-charge). @defaultValue false */
  readonly charged?: boolean;
  /** In cover (shooting: -1 to hit). @defaultValue false */
  readonly cover?: boolean;
  /** All-out Defence: +1 to save. @defaultValue false */
  readonly allOutDefence?: boolean;
  /** Added to the save roll (positive ones capped at +1). @defaultValue 0 */
  readonly saveModifier?: number;
}

/**
 * A whole aos4 scenario, as written.
 *
 * @example
 * ```ts
 * const s: Aos4ScenarioInput = { ruleset: 'aos4', attackers: [{ models: 10, attacks: 2, hit: 3, wound: 4 }],
 *   target: { models: 5, health: 2, save: 4 } };
 * ```
 */
export interface Aos4ScenarioInput extends RunOptionsInput {
  readonly ruleset: 'aos4';
  /** @defaultValue 'melee' */
  readonly phase?: 'shooting' | 'melee';
  readonly attackers: readonly Aos4AttackerInput[];
  readonly target: Aos4TargetInput;
}
