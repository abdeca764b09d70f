/**
 * Domain types every layer shares: the engines below the file format read them, and the
 * scenario format above re-exports them. Nothing here knows about JSON or validation.
 *
 * @module
 */

/**
 * Dice notation or a whole number: `3`, `"D6"`, `"2D3"`, `"D6+1"`.
 *
 * @example
 * ```ts
 * const shots: DiceInput = 'D6+1';
 * ```
 */
export type DiceInput = number | string;

/**
 * A re-roll permission: re-roll 1s, or re-roll every failed die (once).
 *
 * @example
 * ```ts
 * const twinLinked: Reroll = 'failed';
 * ```
 */
export type Reroll = 'ones' | 'failed';

/**
 * Re-rolls of an attacker group's To Hit and To Wound dice.
 *
 * @example
 * ```ts
 * const reroll: RerollSpec = { hit: 'ones', wound: 'failed' };
 * ```
 */
export interface RerollSpec {
  readonly hit?: Reroll;
  readonly wound?: Reroll;
}

/**
 * How unsaved wounds are put on multi-wound models. @defaultValue 'rules'
 *
 * @example
 * ```ts
 * const inOrder: Allocation = 'sequential';
 * ```
 */
export type Allocation = 'rules' | 'sequential';
