/**
 * Scrollhammer's validated scenario, as its engine receives it: every default of
 * `docs/scenario-format.md` filled in. The valibot schema in `schema.ts` parses plain JSON
 * into these types (a type test keeps the two in step).
 *
 * @module
 */

import type { Allocation, DiceInput, RerollSpec } from '../../domain/types.js';
import type { RuleInput, RunOptions } from '../../format/types.js';

/** One group of attacking models with the same weapon (Scrollhammer). */
export interface ScrollhammerAttacker {
  readonly name?: string;
  /** Models in the group that attack. @defaultValue 1 */
  readonly models: number;
  /** Ballistic Skill 1..10. Required unless `hitOn` is given or the rules include `autohit`. */
  readonly bs?: number;
  /** The To Hit roll needed, 2..6, instead of `bs`. */
  readonly hitOn?: number;
  /** Shots per model (close combat: attacks per model). @defaultValue 1 */
  readonly shots: DiceInput;
  /** Strength 1..10. */
  readonly strength: number;
  /** Armour Piercing, 0 or more. @defaultValue 0 */
  readonly ap: number;
  /** Special rules of the model or weapon. @defaultValue [] */
  readonly rules: readonly RuleInput[];
  readonly reroll: RerollSpec;
  /**
   * Charged or Counter-Attacked this turn (close combat only): Furious Charge adds +1
   * Strength. Omitted: not charging.
   */
  readonly charging?: boolean;
  /**
   * Blast weapons: the model of the target's `formation` (0-based) the marker's centre hole is
   * placed over. Omitted: the model whose centre puts the most models under the marker.
   */
  readonly aim?: number;
  /**
   * Blast weapons: where the marker's centre hole is placed, inches, in the coordinates of the
   * target's `formation`; it must be over the base of the model `aim` (or of some model).
   * Omitted: the point over the aimed model's base with the most expected hits.
   */
  readonly aimAt?: { readonly x: number; readonly y: number };
  /** The attacking models' own armour save, 2..6, taken against Backfire wounds. */
  readonly save?: number;
  /** The attacking models' own ward save, 2..6, taken against Backfire wounds. */
  readonly ward?: number;
  /** The attacking models' own Feel No Pain (2..6; `true` in the file means 5), against Backfire wounds. */
  readonly feelNoPain?: number;
}

/**
 * Where the target unit's models stand, for Blast, Large Blast and Barrage markers: ranks of
 * `files` models with `gap` inches between bases, or each model's `positions` (inches).
 *
 * @example
 * ```ts
 * const ranks: ScrollhammerFormation = { files: 5, baseMm: 25, gap: 1 };
 * const placed: ScrollhammerFormation = { positions: [{ x: 0, y: 0 }, { x: 2, y: 0 }], baseMm: 25 };
 * ```
 */
export interface ScrollhammerFormation {
  /** Models per rank (ranks and files). */
  readonly files?: number;
  /** Each model's base centre in inches (and base size in mm), in the order of the groups. */
  readonly positions?: readonly ScrollhammerModelPosition[];
  /** Base diameter, millimetres. @defaultValue 25 */
  readonly baseMm: number;
  /** Ranks and files: inches between the edges of neighbouring bases. @defaultValue 1 */
  readonly gap?: number;
}

/**
 * One model's place in a formation given by positions.
 *
 * @example
 * ```ts
 * const champion: ScrollhammerModelPosition = { x: 2, y: 0, baseMm: 40 };
 * ```
 */
export interface ScrollhammerModelPosition {
  /** Base centre, inches. */
  readonly x: number;
  readonly y: number;
  /** Base diameter, millimetres. Omitted: the formation's `baseMm`. */
  readonly baseMm?: number;
}

/** Models of the target unit sharing one profile (Scrollhammer). */
export interface ScrollhammerTargetGroup {
  readonly name?: string;
  /** @defaultValue 1 */
  readonly models: number;
  readonly toughness: number;
  /** Wounds per model. @defaultValue 1 */
  readonly wounds: number;
  /** Armour save 2..6; omitted: none. */
  readonly save?: number;
  /** Ward save 2..6; omitted: none. */
  readonly ward?: number;
  /** Feel No Pain: the roll needed (2..6); `true` in the file means 5. Omitted: none. */
  readonly feelNoPain?: number;
  /**
   * The group's models are characters ("Assign Unsaved Wounds": the stacking obligation binds
   * "multi-wound models that are not characters"): unsaved wounds reach them only when no
   * other model of their Wounds is left, spread to slay as few as possible. Omitted: false.
   */
  readonly character?: boolean;
  /** @defaultValue [] */
  readonly rules: readonly RuleInput[];
}

/** The target unit (Scrollhammer): its groups in the order wounds are allocated, and unit-level cover. */
export interface ScrollhammerTarget {
  readonly name?: string;
  readonly groups: readonly ScrollhammerTargetGroup[];
  /**
   * Cover save 2..6 (shooting only); omitted: none. The file may list several sources'
   * saves (`[5, 4]`); the best is kept here.
   */
  readonly cover?: number;
  /** @defaultValue false */
  readonly goneToGround: boolean;
  /** Partially hidden by models of a third unit: a 4+ cover save (shooting only). Omitted: false. */
  readonly interveningModels?: boolean;
  /** The models' places on the table, needed by Blast, Large Blast and Barrage weapons. */
  readonly formation?: ScrollhammerFormation;
}

/**
 * A validated Scrollhammer scenario: attacker groups in order, at one target unit.
 *
 * @example
 * ```ts
 * const s = parseScenario({ ruleset: 'scrollhammer', attackers: [{ bs: 3, strength: 4 }], target: { groups: [{ toughness: 4, save: 5 }] } }) as ScrollhammerScenario;
 * ```
 */
export interface ScrollhammerScenario extends RunOptions {
  readonly ruleset: 'scrollhammer';
  /** @defaultValue 'shooting' */
  readonly phase: 'shooting' | 'close-combat';
  readonly attackers: readonly ScrollhammerAttacker[];
  readonly target: ScrollhammerTarget;
  /** @defaultValue 'rules' */
  readonly allocation: Allocation;
}
