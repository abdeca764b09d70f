/**
 * A MESBG scenario as a user writes it (`docs/scenario-format.md`): every defaulted field
 * optional. Written out by hand for small, readable declarations;
 * `test/scenario/inputTypes.test.ts` pins that they accept exactly what the schema accepts.
 *
 * @module
 */
import type { DiceInput, RerollSpec } from '../../domain/types.js';
import type { RunOptionsInput } from '../scrollhammer/input.js';
import type { MesbgObstruction, MesbgSide } from './types.js';

/**
 * One group of MESBG shooters, as written.
 *
 * @example
 * ```ts
 * const hama: MesbgAttackerInput = { name: 'Háma', shootValue: 3, strength: 2 };
 * ```
 */
export interface MesbgAttackerInput {
  readonly name?: string;
  /** @defaultValue 1 */
  readonly models?: number;
  /** The Shoot Value, 2..6 (4 for 4+). */
  readonly shootValue: number;
  /** Strength 1..10. */
  readonly strength: number;
  /** Moved this turn (not over half its Move): Shoot Value one worse. @defaultValue false */
  readonly moved?: boolean;
  /** Obstructions In The Way, each passed on a 4+. @defaultValue 0 */
  readonly inTheWay?: number;
  /** @defaultValue 1 */
  readonly shots?: DiceInput;
  /** @defaultValue {} */
  readonly reroll?: RerollSpec;
  /** Good or Evil; omitted: Good for the check that Good models never risk a friendly model. */
  readonly side?: MesbgSide;
  /** The obstructions In The Way one by one, closest to the shooters first. */
  readonly obstructions?: readonly MesbgObstruction[];
}

/**
 * The MESBG target model, as written.
 *
 * @example
 * ```ts
 * const target: MesbgTargetInput = { name: 'Thorin', defence: 7, wounds: 3, combat: { defence: 5 } };
 * ```
 */
export interface MesbgTargetInput {
  readonly name?: string;
  /** Defence 1..10. */
  readonly defence: number;
  /** @defaultValue 1 */
  readonly wounds?: number;
  /** The shooters' friendly model the target is Engaged in Combat with. */
  readonly combat?: { readonly name?: string; readonly defence: number; readonly wounds?: number };
}

/**
 * A MESBG scenario as written.
 *
 * @example
 * ```ts
 * const s: MesbgScenarioInput = { ruleset: 'mesbg', attackers: [{ shootValue: 4, strength: 2 }], target: { defence: 3 } };
 * ```
 */
export interface MesbgScenarioInput extends RunOptionsInput {
  readonly ruleset: 'mesbg';
  /** The Shoot phase (a fight is `MesbgFightScenarioInput`). @defaultValue 'shoot' */
  readonly phase?: 'shoot';
  readonly attackers: readonly MesbgAttackerInput[];
  readonly target: MesbgTargetInput;
}
