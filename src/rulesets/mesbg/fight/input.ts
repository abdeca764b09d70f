/**
 * A MESBG fight as a user writes it (`docs/scenario-format.md`, the MESBG Fight phase): every
 * defaulted field optional. Written out by hand for small, readable declarations, from the
 * validated types of `./types.ts`; `test/scenario/schema.types.test.ts` pins that it accepts
 * nothing the schema rejects.
 *
 * @module
 */
import type { RunOptionsInput } from '../../scrollhammer/input.js';
import type { FightModel, FightRules, FightSide } from './types.js';

/** The characteristics a fighting model must give; the others have defaults. */
type RequiredModelFields = 'fight' | 'attacks' | 'strength' | 'defence';

/**
 * One model of a side, as written: Fight, Attacks, Strength and Defence; the rest default
 * (`FIGHT_MODEL_DEFAULTS`).
 *
 * @example
 * ```ts
 * const captain: FightModelInput = { name: 'Captain', fight: 4, attacks: 2, strength: 4, defence: 6, might: 2 };
 * ```
 */
export type FightModelInput = Pick<FightModel, RequiredModelFields> &
  Partial<Omit<FightModel, RequiredModelFields>>;

/**
 * One side of a fight, as written: its models, the rest defaulted.
 *
 * @example
 * ```ts
 * const side: FightSideInput = { models: [{ fight: 4, attacks: 1, strength: 3, defence: 4 }] };
 * ```
 */
export type FightSideInput = Partial<Omit<FightSide, 'models'>> & {
  readonly models: readonly FightModelInput[];
};

/**
 * A whole MESBG fight scenario, as written.
 *
 * @example
 * ```ts
 * const s: MesbgFightScenarioInput = { ruleset: 'mesbg', phase: 'fight',
 *   sideA: { models: [{ fight: 4, attacks: 1, strength: 3, defence: 4 }] },
 *   sideB: { models: [{ fight: 3, attacks: 1, strength: 3, defence: 4 }] } };
 * ```
 */
export interface MesbgFightScenarioInput extends RunOptionsInput {
  readonly ruleset: 'mesbg';
  readonly phase: 'fight';
  readonly sideA: FightSideInput;
  readonly sideB: FightSideInput;
  /** The fight's readings and decisions. @defaultValue {} */
  readonly rules?: Partial<FightRules>;
}
