/**
 * The `wh40k-11e` scenario JSON the 11th-edition importer writes: 10th edition's
 * (`src/import/wh40k/types.ts`) with 11th edition's keywords and the invulnerable save's scope.
 * Fields: `docs/scenario-format.md`, "Warhammer 40,000 11th edition".
 *
 * @module
 */
import type {
  Wh40kAttackerJson,
  Wh40kGroupJson,
  Wh40kModeJson,
  Wh40kRuleJson,
  Wh40kTargetJson,
} from '../wh40k/types.js';

/**
 * A weapon keyword as an 11th-edition scenario writes it.
 *
 * @example
 * ```ts
 * const r: Wh40k11eRuleJson = { rule: 'blast', attacks: 2 };
 * ```
 */
export type Wh40k11eRuleJson =
  | Wh40kRuleJson
  | 'psychic'
  | { readonly rule: 'blast'; readonly attacks: number }
  | { readonly rule: 'cleave'; readonly attacks: number };

/**
 * One weapon profile as an 11th-edition attacker group.
 *
 * @example
 * ```ts
 * const a: Wh40k11eAttackerJson = { models: 1, attacks: 'D6', bs: 3, strength: 6, ap: 0, damage: 1, rules: [{ rule: 'blast', attacks: 2 }] };
 * ```
 */
export interface Wh40k11eAttackerJson extends Omit<Wh40kAttackerJson, 'rules' | 'modes'> {
  readonly rules: readonly Wh40k11eRuleJson[];
  /** The weapon's firing modes, each with its own 11th-edition keywords. */
  readonly modes?: readonly Wh40k11eModeJson[];
}

/**
 * One firing mode of an 11th-edition weapon.
 *
 * @example
 * ```ts
 * const frag: Wh40k11eModeJson = { name: 'frag', attacks: 'D6', bs: 3, strength: 4, ap: 0, damage: 1, rules: [{ rule: 'blast', attacks: 2 }] };
 * ```
 */
export interface Wh40k11eModeJson extends Omit<Wh40kModeJson, 'rules'> {
  readonly rules?: readonly Wh40k11eRuleJson[];
}

/**
 * One group of an 11th-edition target: 10th edition's, with the invulnerable save's scope.
 *
 * @example
 * ```ts
 * const g: Wh40k11eGroupJson = { name: 'Custodian Guard', models: 4, toughness: 6, save: 2, invulnerable: 4, invulnerableAgainst: 'ranged', wounds: 3, keywords: ['infantry'] };
 * ```
 */
export interface Wh40k11eGroupJson extends Wh40kGroupJson {
  readonly invulnerableAgainst?: 'ranged' | 'melee';
}

/**
 * A unit as an 11th-edition target: one profile, or one group per statline; with the
 * invulnerable save's scope when it is not all attacks.
 *
 * @example
 * ```ts
 * const t: Wh40k11eTargetJson = { models: 1, toughness: 11, save: 3, invulnerable: 5, invulnerableAgainst: 'ranged', wounds: 26, keywords: ['vehicle'] };
 * ```
 */
export interface Wh40k11eTargetJson extends Omit<Wh40kTargetJson, 'groups'> {
  readonly invulnerableAgainst?: 'ranged' | 'melee';
  readonly groups?: readonly Wh40k11eGroupJson[];
}

/**
 * A whole `wh40k-11e` scenario as JSON.
 *
 * @example
 * ```ts
 * const s: Wh40k11eScenarioJson = { ruleset: 'wh40k-11e', attackers: [a], target: t };
 * ```
 */
export interface Wh40k11eScenarioJson {
  readonly ruleset: 'wh40k-11e';
  readonly description?: string;
  readonly attackers: readonly Wh40k11eAttackerJson[];
  readonly target: Wh40k11eTargetJson;
}
