/**
 * MESBG's validated Shoot-phase scenario, as its engine receives it: every default of
 * `docs/scenario-format.md` filled in (the Fight's is `fight/types.ts`).
 *
 * @module
 */

import type { DiceInput, RerollSpec } from '../../domain/types.js';
import type { RunOptions } from '../../format/types.js';

/** One group of shooters (MESBG). */
export interface MesbgAttacker {
  readonly name?: string;
  /** @defaultValue 1 */
  readonly models: number;
  /** The Shoot Value, 2..6 (4 for 4+). */
  readonly shootValue: number;
  readonly strength: number;
  /** Moved this turn (not over half its Move): Shoot Value one worse. @defaultValue false */
  readonly moved: boolean;
  /** Obstructions between shooter and target, each needing a 4+ to pass. @defaultValue 0 */
  readonly inTheWay: number;
  /** @defaultValue 1 */
  readonly shots: DiceInput;
  readonly reroll: RerollSpec;
  /**
   * Good or Evil. Good models cannot take a shot that risks a friendly model (a `friendly`
   * obstruction, or a target in a `combat`). Omitted: counted as Good for that check (the
   * safe reading), so such a shot throws until `"evil"` is given.
   */
  readonly side?: MesbgSide;
  /**
   * The obstructions In The Way described one by one, closest to the shooters first; a
   * model among them is rolled To Wound as normal when the shot hits it. When given,
   * `inTheWay` must be 0 (its default) or equal to its length. Omitted: `inTheWay`
   * obstructions that are not models.
   */
  readonly obstructions?: readonly MesbgObstruction[];
}

/**
 * Good or Evil: MESBG's two sides.
 *
 * @example
 * ```ts
 * const orcs: MesbgAttacker = { models: 5, shootValue: 5, strength: 2, moved: false, inTheWay: 0, shots: 1, reroll: {}, side: 'evil' };
 * ```
 */
export type MesbgSide = 'good' | 'evil';

/**
 * One obstruction In The Way (MESBG). Without `defence` it is terrain (or anything not rolled
 * To Wound); with `defence` it is a model, wounded as normal when the shot hits it.
 * Obstructions with the same `name` are the same model (in several groups' lines of fire).
 *
 * @example
 * ```ts
 * const house: MesbgObstruction = { name: 'house' };
 * const bain: MesbgObstruction = { name: 'Bain', defence: 4, wounds: 1, friendly: true };
 * ```
 */
export interface MesbgObstruction {
  readonly name?: string;
  /** Defence 1..10 of a model In The Way. Omitted: terrain. */
  readonly defence?: number;
  /** Wounds of that model (only with `defence`). @defaultValue 1 */
  readonly wounds?: number;
  /** The model is on the shooters' side (only with `defence`). @defaultValue false */
  readonly friendly?: boolean;
}

/**
 * The shooters' friendly model in the combat a target is Engaged in: the one closest to the
 * shooters, hit instead of the target on a 1-3 (MESBG, Shooting into a Combat).
 *
 * @example
 * ```ts
 * const target: MesbgTarget = { name: 'Thorin', defence: 7, wounds: 3, combat: { name: 'Hunter Orc', defence: 5 } };
 * ```
 */
export interface MesbgCombatModel {
  readonly name?: string;
  /** Defence 1..10. */
  readonly defence: number;
  /** @defaultValue 1 */
  readonly wounds?: number;
}

/** The target model (MESBG). */
export interface MesbgTarget {
  readonly name?: string;
  readonly defence: number;
  /** @defaultValue 1 */
  readonly wounds: number;
  /**
   * The target is Engaged in Combat with this friendly model of the shooters (Evil shooters
   * only). Omitted: not in a combat.
   */
  readonly combat?: MesbgCombatModel;
}

/**
 * A validated MESBG Shoot phase scenario: shooter groups in order, at one target model.
 *
 * @example
 * ```ts
 * const s = parseScenario({ ruleset: 'mesbg', attackers: [{ shootValue: 4, strength: 2 }], target: { defence: 5 } }) as MesbgScenario;
 * ```
 */
export interface MesbgScenario extends RunOptions {
  readonly ruleset: 'mesbg';
  /** The Shoot phase (`"fight"` is {@link MesbgFightScenario}). Omitted: shooting. */
  readonly phase?: 'shoot';
  readonly attackers: readonly MesbgAttacker[];
  readonly target: MesbgTarget;
}
