/**
 * A validated Kill Team (2024) scenario (`docs/scenario-format.md`, "killteam"; mechanics and
 * readings: `docs/killteam.md`): every default filled in. What `parseScenario` gives and the
 * engines read. The operative and weapon shapes here are shared by every phase of the ruleset
 * (the shooting attack and the fight).
 *
 * @module
 */
import type { RunOptions } from '../../format/types.js';

/**
 * A weapon rule of Kill Team (2024), normalised: its kebab-case name, or an object with its
 * value `x` (Accurate x, Devastating x, Lethal x+, Piercing x, Piercing Crits x) or its
 * distance in inches (Blast, Torrent, a Devastating that starts with a distance).
 *
 * @example
 * ```ts
 * const rules: KtWeaponRule[] = ['balanced', { rule: 'lethal', x: 5 }, { rule: 'piercing', x: 1 }];
 * ```
 */
export type KtWeaponRule =
  | 'balanced'
  | 'brutal'
  | 'ceaseless'
  | 'hot'
  | 'punishing'
  | 'relentless'
  | 'rending'
  | 'saturate'
  | 'severe'
  | 'shock'
  | 'stun'
  | { readonly rule: 'accurate'; readonly x: number }
  | { readonly rule: 'devastating'; readonly x: number; readonly distance?: number }
  | { readonly rule: 'lethal'; readonly x: number }
  | { readonly rule: 'piercing'; readonly x: number }
  | { readonly rule: 'piercing-crits'; readonly x: number }
  | { readonly rule: 'blast'; readonly distance?: number }
  | { readonly rule: 'torrent'; readonly distance?: number };

/**
 * The name of a weapon rule, as a scenario lists it.
 *
 * @example
 * ```ts
 * const name: KtWeaponRuleName = 'piercing-crits';
 * ```
 */
export type KtWeaponRuleName = KtWeaponRule extends infer R
  ? R extends string
    ? R
    : R extends { readonly rule: infer N }
      ? N
      : never
  : never;

/**
 * A weapon profile: Atk (attack dice), Hit (2..6 for 2+..6+), Damage as normal/critical and its
 * weapon rules.
 *
 * @example
 * ```ts
 * const boltRifle: KtWeapon = { atk: 4, hit: 3, damage: 3, criticalDamage: 4, rules: [{ rule: 'piercing-crits', x: 1 }] };
 * ```
 */
export interface KtWeapon {
  readonly name?: string;
  /** Attack dice, 1..20. */
  readonly atk: number;
  /** The Hit stat, 2..6 (3 for 3+), before the injured operative's worsening. */
  readonly hit: number;
  /** Damage of a normal success. */
  readonly damage: number;
  /** Damage of a critical success. */
  readonly criticalDamage: number;
  readonly rules: readonly KtWeaponRule[];
}

/**
 * An operative's stats that the attack sequences read: Wounds (its starting Wounds), the Wounds
 * it has left (injured below half its Wounds), Save, and APL (read by Stun's report only).
 *
 * @example
 * ```ts
 * const trooper: KtOperative = { wounds: 7, woundsLeft: 7, save: 5, apl: 2 };
 * ```
 */
export interface KtOperative {
  readonly name?: string;
  /** Its Wounds stat (starting wounds), 1..100. */
  readonly wounds: number;
  /** The wounds it has left, 1..wounds (default: all). */
  readonly woundsLeft: number;
  /** Its Save stat, 2..6 (3 for 3+). */
  readonly save: number;
  /** Its APL stat, when given. */
  readonly apl?: number;
}

/**
 * The operative that shoots, with the ranged weapon it uses.
 *
 * @example
 * ```ts
 * const a: KtShooter = { wounds: 13, woundsLeft: 13, save: 3, weapon: boltRifle };
 * ```
 */
export interface KtShooter extends KtOperative {
  readonly weapon: KtWeapon;
}

/**
 * An operative shot at, and where it stands: in cover (one cover save) and/or obscured.
 *
 * @example
 * ```ts
 * const t: KtTarget = { wounds: 8, woundsLeft: 8, save: 5, cover: true, obscured: false };
 * ```
 */
export interface KtTarget extends KtOperative {
  readonly cover: boolean;
  readonly obscured: boolean;
}

/**
 * What a player's choices aim at: the attacker's re-rolls, Accurate dice and optional weapon
 * rules maximise the expected damage (`damage`) or the chance to incapacitate (`incapacitate`);
 * the defender's blocks minimise the damage (which also maximises its chance to survive,
 * `docs/killteam.md`, "The defender's blocks").
 *
 * @example
 * ```ts
 * const o: KtObjective = 'incapacitate';
 * ```
 */
export type KtObjective = 'damage' | 'incapacitate';

/**
 * A validated Kill Team shooting attack: one shooter, its primary target and, for Blast and
 * Torrent, the secondary targets each shot in a sequence of its own.
 *
 * @example
 * ```ts
 * const s = parseScenario(json) as KtShootScenario;
 * s.target.save; // 5
 * ```
 */
export interface KtShootScenario extends RunOptions {
  readonly ruleset: 'killteam';
  readonly phase: 'shoot';
  readonly attacker: KtShooter;
  readonly target: KtTarget;
  /** Secondary targets of Blast or Torrent, each in a sequence of its own. */
  readonly secondaryTargets: readonly KtTarget[];
  readonly objective: KtObjective;
}
