/**
 * A Kill Team fight as a user writes it (`docs/scenario-format.md`, "killteam", the fight):
 * every defaulted field optional. Written out by hand for small, readable declarations, from the
 * validated types of `./types.ts`.
 *
 * @module
 */
import type { RunOptionsInput } from '../../scrollhammer/input.js';
import type { KtWeaponInput } from '../input.js';
import type { FightObjective, FightPolicy } from './types.js';

/**
 * An operative in a fight, as written: its Wounds and melee weapon; the rest defaults.
 *
 * @example
 * ```ts
 * const f: KtFighterInput = { name: 'Warrior', wounds: 10, weapon: { atk: 4, hit: 3, damage: 4, criticalDamage: 5 } };
 * ```
 */
export interface KtFighterInput {
  readonly name?: string;
  /** Its Wounds stat (starting wounds). */
  readonly wounds: number;
  /** Wounds it has left. @defaultValue wounds */
  readonly woundsLeft?: number;
  /** Its Save stat (carried; the fight does not read it). */
  readonly save?: number;
  readonly apl?: number;
  /** Its melee weapon. */
  readonly weapon: KtWeaponInput;
  /** Friendly operatives assisting it: each improves its Hit stat by 1 (to 2+). @defaultValue 0 */
  readonly assists?: number;
  /** @defaultValue 'incapacitate' for the attacker, 'survive' for the defender */
  readonly objective?: FightObjective;
  /** @defaultValue 'optimal' */
  readonly policy?: FightPolicy;
}

/**
 * A whole Kill Team fight, as written.
 *
 * @example
 * ```ts
 * const s: KtFightScenarioInput = { ruleset: 'killteam', phase: 'fight',
 *   attacker: { wounds: 14, weapon: { atk: 5, hit: 3, damage: 4, criticalDamage: 6 } },
 *   defender: { wounds: 8, weapon: { atk: 3, hit: 4, damage: 3, criticalDamage: 4 } } };
 * ```
 */
export interface KtFightScenarioInput extends RunOptionsInput {
  readonly ruleset: 'killteam';
  readonly phase: 'fight';
  readonly attacker: KtFighterInput;
  readonly defender: KtFighterInput;
}
