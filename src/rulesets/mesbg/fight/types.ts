/**
 * The validated MESBG fight scenario, as the fight engines receive it: every default of
 * `docs/mesbg.md` ("The Fight phase") filled in. Source of every field: the project's spec,
 * `mesbg-fight.md` (copied to `test/fixtures/spec/mesbg-fight.md`).
 *
 * @module
 */
import type { RunOptions } from '../../../format/types.js';

/**
 * One model in a fight (spec, "The steps of a Fight"): its profile, its weapon and the
 * states the spec takes as inputs.
 *
 * @example
 * ```ts
 * const aragorn: FightModel = { ...FIGHT_MODEL_DEFAULTS, name: 'Aragorn', fight: 6, attacks: 3,
 *   strength: 4, defence: 5, wounds: 3, might: 3, will: 3, fate: 3 };
 * ```
 */
export interface FightModel {
  readonly name?: string;
  /** Fight value 1..10: breaks a tie on the Duel dice. */
  readonly fight: number;
  /** Attacks 1..10: Duel dice and Strikes (a supporting model rolls one of each). */
  readonly attacks: number;
  /** Strength 1..10 of its Strikes. */
  readonly strength: number;
  /** Defence 1..10. */
  readonly defence: number;
  /** Wounds. @defaultValue 1 */
  readonly wounds: number;
  /** Might points (a Hero). @defaultValue 0 */
  readonly might: number;
  /** Will points: carried in the profile; no Fight step uses them. @defaultValue 0 */
  readonly will: number;
  /** Fate points (a Hero). @defaultValue 0 */
  readonly fate: number;
  /** A supporting spear or pike: one Duel die, one Strike, never struck. @defaultValue false */
  readonly supporting: boolean;
  /** A two-handed weapon: -1 on its Duel dice, +1 To Wound. @defaultValue false */
  readonly twoHanded: boolean;
  /** It carries a banner: -1 on its Duel dice. @defaultValue false */
  readonly bannerBearer: boolean;
  /** An Elven-made weapon: the roll-off is won on four faces. @defaultValue false */
  readonly elvenMade: boolean;
  /** Any other modifier on each of its Duel dice, -3..3. @defaultValue 0 */
  readonly duelModifier: number;
  /** Any other modifier on its To Wound dice, 0..3. @defaultValue 0 */
  readonly woundModifier: number;
  /** Heroic Strike: Fight raised by one D6, to at most 10. @defaultValue false */
  readonly heroicStrike: boolean;
  /** Heroic Defence: wounded only on natural 6s. @defaultValue false */
  readonly heroicDefence: boolean;
  /** Trapped: every Strike against it is two To Wound rolls. @defaultValue false */
  readonly trapped: boolean;
  /** Prone: the same as Trapped (the two do not add up). @defaultValue false */
  readonly prone: boolean;
  /**
   * A special rule that re-rolls its To Wound dice: `wound` re-rolls each failed die (`failed`)
   * or each natural 1 (`ones`) once, each die of a two-dice entry on its own (spec, step 7).
   * @defaultValue no re-roll
   */
  readonly reroll?: { readonly wound?: 'ones' | 'failed' };
}

/**
 * How a side's Heroes spend their Might (spec, "Player decisions"):
 * - `win-duel` (the default): in the Duel only the least that turns a loss or a roll-off into a
 *   win; the rest on To Wound dice, on a failed die when the points make it pass;
 * - `wounds-only`: never in the Duel;
 * - `duel-only`: as `win-duel` in the Duel, never on To Wound dice;
 * - `best`: the exact optimum for the side's `goal`.
 *
 * @example
 * ```ts
 * const policy: MightPolicy = 'best';
 * ```
 */
export type MightPolicy = 'win-duel' | 'wounds-only' | 'duel-only' | 'best';

/**
 * What the best Might policy maximises: `slay` P(the model the side strikes is slain),
 * `survive` P(the side's model struck by the foe survives), `win-duel-chance` P(the side wins
 * the Duel) (buying roll-offs as well as outright wins, the least points for the most chance;
 * the Might left then goes on To Wound dice as `slay` would spend it).
 *
 * @example
 * ```ts
 * const goal: MightGoal = 'win-duel-chance';
 * ```
 */
export type MightGoal = 'slay' | 'survive' | 'win-duel-chance';

/**
 * One side of a fight.
 *
 * @example
 * ```ts
 * const side: FightSide = { name: 'Gondor', banner: true, target: 0, might: 'win-duel',
 *   goal: 'slay', models: [aragorn] };
 * ```
 */
export interface FightSide {
  readonly name?: string;
  /** Good or Evil: a label (each side wins a roll-off on three faces). */
  readonly alignment?: 'good' | 'evil';
  /** A banner in range: one re-roll of one friendly Duel die. @defaultValue false */
  readonly banner: boolean;
  /** The index of the foe's model this side strikes when it wins. @defaultValue the first engaged model */
  readonly target: number;
  /** How the side's Heroes spend Might. @defaultValue 'win-duel' */
  readonly might: MightPolicy;
  /** What `best` maximises, and the goal reported beside the default. @defaultValue 'slay' */
  readonly goal: MightGoal;
  readonly models: readonly FightModel[];
}

/**
 * The fight-wide readings and decisions (spec, "Player decisions" and "Readings chosen").
 *
 * @example
 * ```ts
 * const rules: FightRules = { banner: 'best', duelMight: 'a', fate: 'every',
 *   mightCarries: false, twoHandedSix: 'stays', countWounds: 'until-slain' };
 * ```
 */
export interface FightRules {
  /** `best`: each banner re-rolls the die that most raises its side's chance; `none`: banners unused. @defaultValue 'best' */
  readonly banner: 'best' | 'none';
  /** The one side whose Heroes may spend Might in the Duel. @defaultValue the first side with Might, else 'none' */
  readonly duelMight: 'a' | 'b' | 'none';
  /** Fate on `every` wound, or only on a `lethal` one. @defaultValue 'every' */
  readonly fate: 'every' | 'lethal';
  /** Might on the first die of a 6+/X+ roll also counts on the second (ourz). @defaultValue false */
  readonly mightCarries: boolean;
  /** A two-handed weapon's natural 6 `stays` 6, or `drops` to 5 (2018 wording). @defaultValue 'stays' */
  readonly twoHandedSix: 'stays' | 'drops';
  /**
   * `until-slain`: the winner's To Wound rolls stop when the model it strikes is slain, so
   * Wounds are counted up to its last (spec, step 10); `all`: every Strike is still rolled and
   * every Wound it would cause counted (as engines that roll every Strike do), the Strikes after
   * the model is slain with no Might nor Fate spent on them. Slain, Fate and Might are the same
   * either way. @defaultValue 'until-slain'
   */
  readonly countWounds: 'until-slain' | 'all';
}

/**
 * A MESBG fight scenario: side A against side B.
 *
 * @example
 * ```ts
 * const s: MesbgFightScenario = { ruleset: 'mesbg', phase: 'fight', method: 'exact', samples: 100000,
 *   sideA: side, sideB: other, rules: { banner: 'best', duelMight: 'a', fate: 'every',
 *   mightCarries: false, twoHandedSix: 'stays', countWounds: 'until-slain' } };
 * ```
 */
export interface MesbgFightScenario extends RunOptions {
  readonly ruleset: 'mesbg';
  readonly phase: 'fight';
  readonly sideA: FightSide;
  readonly sideB: FightSide;
  readonly rules: FightRules;
}

/**
 * Every optional field of {@link FightModel} at its default.
 *
 * @example
 * ```ts
 * const orc: FightModel = { ...FIGHT_MODEL_DEFAULTS, fight: 3, attacks: 1, strength: 3, defence: 4 };
 * ```
 */
export const FIGHT_MODEL_DEFAULTS = {
  wounds: 1,
  might: 0,
  will: 0,
  fate: 0,
  supporting: false,
  twoHanded: false,
  bannerBearer: false,
  elvenMade: false,
  duelModifier: 0,
  woundModifier: 0,
  heroicStrike: false,
  heroicDefence: false,
  trapped: false,
  prone: false,
} as const;
