/**
 * The `wh40k-10e` scenario fields the importer writes, as JSON input (the contract of the
 * ruleset, `docs/scenario-format.md` once it lands): only these names, so a produced object
 * is a valid scenario for that ruleset.
 *
 * @module
 */

/**
 * A weapon keyword as a scenario rule: a kebab-case name, or an object for the keywords that
 * carry a parameter (Sustained Hits, Rapid Fire, Melta, Anti-).
 *
 * @example
 * ```ts
 * const rules: Wh40kRuleJson[] = ['lethal-hits', { rule: 'anti', keyword: 'infantry', on: 4 }];
 * ```
 */
export type Wh40kRuleJson =
  | 'lethal-hits'
  | 'torrent'
  | 'blast'
  | 'heavy'
  | 'lance'
  | 'twin-linked'
  | 'devastating-wounds'
  | 'ignores-cover'
  | 'precision'
  // Keywords the scenario accepts and names as changing no number (WH40K_NO_NUMBER_KEYWORDS).
  | 'assault'
  | 'hazardous'
  | 'one-shot'
  | 'indirect-fire'
  | 'extra-attacks'
  | 'psychic'
  | { readonly rule: 'sustained-hits'; readonly hits: number | string }
  | { readonly rule: 'rapid-fire'; readonly attacks: number | string }
  | { readonly rule: 'melta'; readonly damage: number }
  | { readonly rule: 'anti'; readonly keyword: string; readonly on: number }
  // The attacker's abilities, read from ability text (`abilityPhrases.ts`).
  | 'full-rerolls'
  | { readonly rule: 'critical-hits'; readonly on: number }
  | { readonly rule: 'critical-wounds'; readonly on: number }
  | { readonly rule: 'damage-bonus'; readonly damage: number }
  | { readonly rule: 'reroll-damage'; readonly below: number }
  | { readonly rule: 'mortal-wounds-on-critical-hit'; readonly mortals: number | string };

/**
 * One firing mode of a weapon (one of its profiles marked "➤" in the data), with every
 * characteristic of that profile: the scenario fires one mode, or the best
 * (`docs/wh40k-10e/weapon-choices.md`).
 *
 * @example
 * ```ts
 * const krak: Wh40kModeJson = { name: 'krak', attacks: 1, bs: 3, strength: 9, ap: -2, damage: 'D6', rules: ['heavy'] };
 * ```
 */
export interface Wh40kModeJson
  extends Pick<
    Wh40kAttackerJson,
    'attacks' | 'bs' | 'ws' | 'strength' | 'ap' | 'damage' | 'rules'
  > {
  readonly name: string;
}

/**
 * One attacker group of a `wh40k-10e` scenario: one weapon profile carried by `models`
 * models. Exactly one of `bs` (ranged) and `ws` (melee), or neither for a Torrent weapon.
 *
 * @example
 * ```ts
 * const a: Wh40kAttackerJson = { name: 'Intercessor Squad, Bolt rifle', models: 5, attacks: 2, bs: 3, strength: 4, ap: -1, damage: 1, rules: [] };
 * ```
 */
export interface Wh40kAttackerJson {
  readonly name?: string;
  readonly models: number;
  /** Attacks per model: a whole number or dice (`'D6'`, `'2D6'`). */
  readonly attacks: number | string;
  readonly bs?: number;
  readonly ws?: number;
  readonly strength: number;
  /** 0 or negative, as on the datasheet. */
  readonly ap: number;
  /** Damage per unsaved attack: a whole number or dice. */
  readonly damage: number | string;
  readonly rules: readonly Wh40kRuleJson[];
  /** A Pistol: its models fire it instead of their other ranged weapons (the scenario's `pistols`). */
  readonly pistol?: boolean;
  /** The models that carry it (a model selection), when the unit's pistol choice is per model. */
  readonly bearer?: string;
  /** The weapon's firing modes: one is fired; the entry's own characteristics are the first's. */
  readonly modes?: readonly Wh40kModeJson[];
  /** The mode fired: a name of `modes`, or `"best"` (the default). */
  readonly mode?: string;
}

/**
 * One group of a target unit: models of one statline, with the saves and Feel No Pain their
 * wargear and abilities give (`docs/wh40k-10e/units.md`).
 *
 * @example
 * ```ts
 * const nob: Wh40kGroupJson = { name: 'Boss Nob', models: 1, toughness: 5, save: 5, wounds: 2, keywords: ['infantry'] };
 * ```
 */
export interface Wh40kGroupJson {
  readonly name?: string;
  readonly models: number;
  readonly toughness: number;
  readonly save?: number;
  readonly invulnerable?: number;
  readonly wounds: number;
  readonly feelNoPain?: number;
  readonly keywords: readonly string[];
  readonly role?: 'bodyguard' | 'leader';
}

/**
 * The target unit of a `wh40k-10e` scenario.
 *
 * @example
 * ```ts
 * const t: Wh40kTargetJson = { name: 'Boyz', models: 10, toughness: 5, save: 5, wounds: 1, keywords: ['infantry'] };
 * ```
 */
export interface Wh40kTargetJson {
  readonly name?: string;
  /** Absent with `groups`. */
  readonly models?: number;
  /** Absent with `groups`. */
  readonly toughness?: number;
  /** 2..6 for 2+..6+; omitted: no armour save. */
  readonly save?: number;
  readonly invulnerable?: number;
  /** Absent with `groups`. */
  readonly wounds?: number;
  readonly feelNoPain?: number;
  /** Lower-case keywords, read by Anti-X; absent with `groups`. */
  readonly keywords?: readonly string[];
  readonly stealth?: boolean;
  /**
   * A unit of several statlines (or with a Leader attached): one group per statline, in the
   * order listed; the fields of one profile are then given per group.
   */
  readonly groups?: readonly Wh40kGroupJson[];
}

/**
 * A whole `wh40k-10e` scenario as JSON.
 *
 * @example
 * ```ts
 * const s: Wh40kScenarioJson = { ruleset: 'wh40k-10e', attackers: [a], target: t };
 * ```
 */
export interface Wh40kScenarioJson {
  readonly ruleset: 'wh40k-10e';
  readonly description?: string;
  readonly attackers: readonly Wh40kAttackerJson[];
  readonly target: Wh40kTargetJson;
  /** One setting for every set of models, or one per bearer. */
  readonly pistols?:
    | 'pistols'
    | 'others'
    | 'best'
    | { readonly [bearer: string]: 'pistols' | 'others' | 'best' };
  readonly method?: 'exact' | 'monte-carlo';
  readonly samples?: number;
  readonly seed?: number;
}
