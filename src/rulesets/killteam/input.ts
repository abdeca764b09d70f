/**
 * A Kill Team (2024) scenario as a user writes it (`docs/scenario-format.md`, "killteam"):
 * every defaulted field optional. The operative and weapon shapes are shared by every phase.
 *
 * @module
 */
import type { RunOptionsInput } from '../scrollhammer/input.js';
import type { KtObjective, KtWeaponRule } from './types.js';

/**
 * A weapon profile as written.
 *
 * @example
 * ```ts
 * const w: KtWeaponInput = { name: 'Bolt rifle', atk: 4, hit: 3, damage: 3, criticalDamage: 4, rules: [{ rule: 'piercing-crits', x: 1 }] };
 * ```
 */
export interface KtWeaponInput {
  readonly name?: string;
  /** Attack dice, 1..20. */
  readonly atk: number;
  /** Hit stat 2..6 (3 for 3+). */
  readonly hit: number;
  /** Damage of a normal success. */
  readonly damage: number;
  /** Damage of a critical success. */
  readonly criticalDamage: number;
  /** @defaultValue [] */
  readonly rules?: readonly KtWeaponRule[];
  /** The weapon rules as a datacard prints them, added to `rules`. */
  readonly wr?: string;
}

/**
 * An operative's stats as written.
 *
 * @example
 * ```ts
 * const o: KtOperativeInput = { name: 'Trooper', wounds: 7, save: 5 };
 * ```
 */
export interface KtOperativeInput {
  readonly name?: string;
  /** Its Wounds stat (starting wounds). */
  readonly wounds: number;
  /** Wounds it has left. @defaultValue wounds */
  readonly woundsLeft?: number;
  /** Save stat 2..6. */
  readonly save: number;
  readonly apl?: number;
}

/**
 * The shooter as written: an operative with its ranged weapon.
 *
 * @example
 * ```ts
 * const a: KtShooterInput = { wounds: 14, save: 3, weapon: { atk: 4, hit: 3, damage: 3, criticalDamage: 4 } };
 * ```
 */
export interface KtShooterInput extends KtOperativeInput {
  readonly weapon: KtWeaponInput;
}

/**
 * A target as written.
 *
 * @example
 * ```ts
 * const t: KtTargetInput = { wounds: 7, save: 5, cover: true };
 * ```
 */
export interface KtTargetInput extends KtOperativeInput {
  /** @defaultValue false */
  readonly cover?: boolean;
  /** @defaultValue false */
  readonly obscured?: boolean;
}

/**
 * A Kill Team shooting attack as written.
 *
 * @example
 * ```ts
 * const s: KtShootScenarioInput = { ruleset: 'killteam', attacker: { ... }, target: { wounds: 7, save: 5 } };
 * ```
 */
export interface KtShootScenarioInput extends RunOptionsInput {
  readonly $schema?: string;
  readonly description?: string;
  readonly ruleset: 'killteam';
  /** @defaultValue 'shoot' */
  readonly phase?: 'shoot';
  readonly attacker: KtShooterInput;
  readonly target: KtTargetInput;
  /** Blast or Torrent's other targets. @defaultValue [] */
  readonly secondaryTargets?: readonly KtTargetInput[];
  /** @defaultValue 'damage' */
  readonly objective?: KtObjective;
}
