/**
 * A Warhammer 40,000 11th-edition scenario as a user writes it (`docs/scenario-format.md`,
 * "wh40k-11e"): 10th edition's input with 11th edition's keywords and fields.
 *
 * @module
 */
import type {
  Wh40kAttackerInput,
  Wh40kGroupInput,
  Wh40kModeInput,
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
  extends Omit<Wh40kAttackerInput<C>, 'rules' | 'modes'> {
  /** Weapon keywords. @defaultValue [] */
  readonly rules?: readonly Wh40k11eWeaponRuleInput<C>[];
  /** Firing modes: one is fired (`docs/wh40k-10e/weapon-choices.md`). */
  // `| Wh40k11eModeInput`: as 10th edition's, so that a profile without custom keywords spreads
  // into one with them.
  readonly modes?: readonly (Wh40k11eModeInput<C> | Wh40k11eModeInput)[];
  /** The Lethal Hits choice. @defaultValue "best" */
  readonly lethalHits?: LethalHitsMode;
  /** Plunging fire: +1 to the BS (ranged). @defaultValue false */
  readonly plungingFire?: boolean;
  /** Added to the BS/WS characteristic, -3..3. @defaultValue 0 */
  readonly skillModifier?: number;
}

/**
 * One firing mode of a weapon, as written (11th edition's keywords).
 *
 * @example
 * ```ts
 * const frag: Wh40k11eModeInput = { name: 'frag', strength: 4, rules: [{ rule: 'blast', attacks: 2 }] };
 * ```
 */
export interface Wh40k11eModeInput<C extends string = never>
  extends Omit<Wh40kModeInput<C>, 'rules'> {
  readonly rules?: readonly Wh40k11eWeaponRuleInput<C>[];
}

/**
 * One group of a target unit, as written (11th edition: a Support character too;
 * `docs/wh40k-11e/units.md`).
 *
 * @example
 * ```ts
 * const apothecary: Wh40k11eGroupInput = { name: 'Apothecary', toughness: 4, save: 3, wounds: 4, role: 'support' };
 * ```
 */
export interface Wh40k11eGroupInput extends Omit<Wh40kGroupInput, 'role'> {
  /** @defaultValue 'bodyguard' */
  readonly role?: 'bodyguard' | 'leader' | 'support';
}

/**
 * The target unit, as written (11th edition): one profile, or `groups`; `cover` and `stealth`
 * worsen the attacker's BS.
 *
 * @example
 * ```ts
 * const t: Wh40k11eTargetInput = { models: 5, toughness: 4, save: 3, invulnerable: 4, invulnerableAgainst: 'ranged' };
 * ```
 */
export interface Wh40k11eTargetInput extends Omit<Wh40kTargetInput, 'groups'> {
  /** The attacks the invulnerable save is good against. @defaultValue "all" */
  readonly invulnerableAgainst?: InvulnerableAgainst;
  /** The unit's groups of models, in the order the defender allocates. */
  readonly groups?: readonly Wh40k11eGroupInput[];
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
  extends Omit<Wh40kScenarioInput<C>, 'ruleset' | 'attackers' | 'target'> {
  readonly ruleset: 'wh40k-11e';
  readonly attackers: readonly Wh40k11eAttackerInput<C>[];
  readonly target: Wh40k11eTargetInput;
  /** Reading option: BS/WS modifiers inside the Hit roll's clamp. @defaultValue false */
  readonly bsModifiersClamped?: boolean;
  /** Reading option: Devastating Wounds ignore damage reduction. @defaultValue false */
  readonly devastatingIgnoresReduction?: boolean;
}
