/**
 * A validated Kill Team (2024) fight (`docs/killteam/fight.md`; `docs/scenario-format.md`,
 * "killteam", the fight): the attacker (the operative that fights) and the defender (the enemy
 * operative it selects, which fights back), each with its melee weapon and what it plays for.
 * The weapon is the ruleset's (`../types.ts`); the operative's stats are those the fight reads.
 *
 * @module
 */
import type { RunOptions } from '../../../format/types.js';
import type { KtWeapon } from '../types.js';
import type { FightObjective, FightPolicy } from './game.js';

export type { FightObjective, FightPolicy } from './game.js';

/**
 * One operative in a fight: its Wounds and the wounds it has left (injured below half: its
 * weapon's Hit is 1 worse), its melee weapon, the objective its choices serve and how it
 * chooses them.
 *
 * @example
 * ```ts
 * const f: KtFighter = { name: 'Intercessor', wounds: 14, woundsLeft: 14, assists: 0,
 *   weapon: { atk: 4, hit: 3, damage: 4, criticalDamage: 5, rules: [] },
 *   objective: 'incapacitate', policy: 'optimal' };
 * ```
 */
export interface KtFighter {
  readonly name?: string;
  /** Its Wounds stat (starting wounds), 1..100. */
  readonly wounds: number;
  /** The wounds it has left, 1..wounds. @defaultValue wounds */
  readonly woundsLeft: number;
  /** Its Save stat: carried in the profile; no step of the fight reads it. */
  readonly save?: number;
  /** Its APL: carried in the profile; Stun's effect on it is reported, not applied. */
  readonly apl?: number;
  /** Its melee weapon. */
  readonly weapon: KtWeapon;
  /**
   * Friendly operatives assisting it (core rules, "Fight", Roll attack dice): each improves its
   * weapon's Hit stat by 1, to 2+ at best. @defaultValue 0
   */
  readonly assists: number;
  /** What its choices serve. @defaultValue 'incapacitate' (attacker), 'survive' (defender) */
  readonly objective: FightObjective;
  /** How it chooses its moves. @defaultValue 'optimal' */
  readonly policy: FightPolicy;
}

/**
 * A Kill Team fight scenario.
 *
 * @example
 * ```ts
 * const s: KtFightScenario = { ruleset: 'killteam', phase: 'fight', method: 'exact',
 *   samples: 100000, attacker: a, defender: d };
 * ```
 */
export interface KtFightScenario extends RunOptions {
  readonly ruleset: 'killteam';
  readonly phase: 'fight';
  readonly attacker: KtFighter;
  readonly defender: KtFighter;
}
