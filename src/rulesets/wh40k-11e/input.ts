/**
 * A Warhammer 40,000 11th-edition scenario as a user writes it (`docs/scenario-format.md`,
 * "wh40k-11e"): 10th edition's input with 11th edition's keywords and fields.
 *
 * @module
 */
import type {
  Wh40kAttackerInput,
  Wh40kRuleParameters,
  Wh40kScenarioInput,
  Wh40kTargetInput,
} from '../wh40k-10e/input.js';
import type { Wh40k11eWeaponRule } from './schema.js';
import type { InvulnerableAgainst, LethalHitsMode } from './types.js';

/** The parameters of the keywords that carry a value, by keyword: 10th edition's and Blast X, Cleave X. */
interface Wh40k11eRuleParameters extends Wh40kRuleParameters {
  blast: { readonly attacks?: number };
  cleave: { readonly attacks: number };
}

/** Keywords that must be written with their value. */
type Valued = Exclude<keyof Wh40k11eRuleParameters, 'blast'>;

/**
 * An 11th-edition weapon keyword as written: a name (`"psychic"`, `"blast"`), a custom rule's
 * name `C`, or the object form with its value (`{ rule: 'cleave', attacks: 1 }`).
 *
 * @example
 * ```ts
 * const rules: Wh40k11eWeaponRuleInput[] = ['lethal-hits', { rule: 'blast', attacks: 2 }];
 * ```
 */
export type Wh40k11eWeaponRuleInput<C extends string = never> =
  | Exclude<Wh40k11eWeaponRule, Valued>
  | C
  | {
      [K in Wh40k11eWeaponRule | C]: { readonly rule: K } & (K extends keyof Wh40k11eRuleParameters
        ? Wh40k11eRuleParameters[K]
        : unknown);
    }[Wh40k11eWeaponRule | C];

/**
 * One weapon profile of one attacker group, as written (11th edition).
 *
 * @example
 * ```ts
 * const a: Wh40k11eAttackerInput = { models: 5, attacks: 2, bs: 3, strength: 4, rules: ['lethal-hits'], lethalHits: 'best' };
 * ```
 */
export interface Wh40k11eAttackerInput<C extends string = never>
  // 10th edition's weapon choices and Precision are not modelled in 11th edition yet.
  extends Omit<Wh40kAttackerInput<C>, 'rules' | 'precisionTarget' | 'modes' | 'mode' | 'pistol'> {
  /** Weapon keywords. @defaultValue [] */
  readonly rules?: readonly Wh40k11eWeaponRuleInput<C>[];
  /** The Lethal Hits choice. @defaultValue "best" */
  readonly lethalHits?: LethalHitsMode;
  /** Plunging fire: +1 to the BS (ranged). @defaultValue false */
  readonly plungingFire?: boolean;
  /** Added to the BS/WS characteristic, -3..3. @defaultValue 0 */
  readonly skillModifier?: number;
}

/**
 * The target unit, as written (11th edition): `cover` and `stealth` worsen the attacker's BS.
 *
 * @example
 * ```ts
 * const t: Wh40k11eTargetInput = { models: 5, toughness: 4, save: 3, invulnerable: 4, invulnerableAgainst: 'ranged' };
 * ```
 */
export interface Wh40k11eTargetInput
  // One profile: a unit of several groups is 10th edition's only, for now.
  extends Omit<Wh40kTargetInput, 'toughness' | 'groups' | 'toughnessRule'> {
  /** Toughness 1..30. */
  readonly toughness: number;
  /** The attacks the invulnerable save is good against. @defaultValue "all" */
  readonly invulnerableAgainst?: InvulnerableAgainst;
}

/**
 * A whole wh40k-11e scenario, as written.
 *
 * @example
 * ```ts
 * const s: Wh40k11eScenarioInput = { ruleset: 'wh40k-11e',
 *   attackers: [{ models: 10, attacks: 2, bs: 3, strength: 4, ap: -1 }],
 *   target: { models: 10, toughness: 5, save: 5, cover: true } };
 * ```
 */
export interface Wh40k11eScenarioInput<C extends string = never>
  extends Omit<Wh40kScenarioInput<C>, 'ruleset' | 'attackers' | 'target' | 'pistols'> {
  readonly ruleset: 'wh40k-11e';
  readonly attackers: readonly Wh40k11eAttackerInput<C>[];
  readonly target: Wh40k11eTargetInput;
  /** Reading option: BS/WS modifiers inside the Hit roll's clamp. @defaultValue false */
  readonly bsModifiersClamped?: boolean;
  /** Reading option: Devastating Wounds ignore damage reduction. @defaultValue false */
  readonly devastatingIgnoresReduction?: boolean;
}
