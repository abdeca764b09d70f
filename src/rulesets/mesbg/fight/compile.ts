/**
 * The MESBG fight compiled once into the plan both engines read (`exact.ts`, `sample.ts`):
 * each side's kinds of Duel dice (`duelDice.ts`), its Fight values (`heroicStrike.ts`), its
 * Heroes and their Might, and the To Wound rolls it makes when it wins (`strikes.ts`,
 * `woundPhase.ts`). Every check of the input happens here.
 *
 * @module
 */
import { InputError, TooLargeError } from '../../../errors.js';
import { duelScores, scoreChances } from './duelDice.js';
import type { FightValue } from './heroicStrike.js';
import { strikeRolls } from './strikes.js';
import type { FightModel, FightSide, MesbgFightScenario } from './types.js';
import { rollOffA, rollOffFacesA } from './whoWins.js';
import type { WoundPhase } from './woundPhase.js';

/**
 * One kind of Duel die of a side: the score of each natural roll, the chance of each score, how
 * many dice of it the side rolls, and the Hero whose Might may raise it (-1: none).
 *
 * @example
 * ```ts
 * const kind: DuelKind = { scores: duelScores(0, true), p: scoreChances(duelScores(0, true)), count: 3, hero: 0 };
 * ```
 */
export interface DuelKind {
  readonly scores: Int8Array;
  readonly p: Float64Array;
  readonly count: number;
  readonly hero: number;
}

/**
 * One side, compiled.
 *
 * @example
 * ```ts
 * compileFight(scenario).a.kinds.length; // the kinds of Duel dice of side A
 * ```
 */
export interface FightSidePlan {
  readonly label: string;
  readonly side: FightSide;
  readonly kinds: readonly DuelKind[];
  readonly fight: readonly FightValue[];
  readonly elven: boolean;
  /** Its banner re-rolls (a banner in range, and the banner decision is not `none`). */
  readonly banner: boolean;
  /** The indices of its models with Might. */
  readonly heroes: readonly number[];
  /** For each Hero, its Might + 1. */
  readonly mightRadix: readonly number[];
  /** The Might-left code with every point unspent. */
  readonly fullMight: number;
  readonly totalMight: number;
  /** Whether this side's Heroes spend Might in the Duel. */
  readonly duelMight: boolean;
  /** Its Strikes at the foe's target when it wins. */
  readonly phase: WoundPhase;
  /** The foe's model it strikes. */
  readonly target: FightModel;
}

/**
 * A fight compiled: both sides, the roll-off, and whether any Heroic Strike is declared.
 *
 * @example
 * ```ts
 * const plan: FightPlan = compileFight(scenario);
 * ```
 */
export interface FightPlan {
  readonly a: FightSidePlan;
  readonly b: FightSidePlan;
  /** P(A wins the roll-off). */
  readonly rollOffA: number;
  /** The faces of a D6 on which A wins the roll-off. */
  readonly rollOffFacesA: number;
  readonly heroicStrike: boolean;
  readonly scenario: MesbgFightScenario;
}

/**
 * The side that may spend Might in the Duel (`duelMight`; the scenario allows one at most), or
 * null.
 *
 * @internal
 * @example
 * ```ts
 * duelMightSide(compileFight(scenario))?.heroes.length;
 * ```
 */
export function duelMightSide(plan: FightPlan): FightSidePlan | null {
  return plan.a.duelMight ? plan.a : plan.b.duelMight ? plan.b : null;
}

/** At most this many kinds of Duel dice on one side (6^kinds states of its dice). */
const MAX_KINDS = 6;
/** At most this many Heroes with Might on the side that spends Might in the Duel. */
const MAX_DUEL_HEROES = 3;
/** At most this many Might-left codes in a wound phase. */
const MAX_MIGHT_CODES = 4096;

/**
 * Compile a validated fight scenario.
 *
 * @throws {InputError} naming the field: a `target` that is not an engaged model of the foe, a
 *   `duelMight` side without Might, a side with no engaged model; {@link TooLargeError} for more
 *   than 6 kinds of Duel dice on a side or more than 3 Heroes with Might on the Duel's Might side.
 * @example
 * ```ts
 * compileFight(parseScenario(json) as MesbgFightScenario).a.phase.rolls.length;
 * ```
 */
export function compileFight(s: MesbgFightScenario): FightPlan {
  const might = (side: FightSide) => side.models.some((m) => m.might > 0);
  if (s.rules.duelMight !== 'none') {
    const side = s.rules.duelMight === 'a' ? s.sideA : s.sideB;
    if (!might(side)) {
      throw new InputError(
        `rules.duelMight: side ${s.rules.duelMight.toUpperCase()} has no model with Might`,
        'rules.duelMight',
        s.rules.duelMight,
      );
    }
  }
  const a = compileSide(s, 'sideA', s.sideA, s.sideB, s.rules.duelMight === 'a');
  const b = compileSide(s, 'sideB', s.sideB, s.sideA, s.rules.duelMight === 'b');
  return {
    a,
    b,
    rollOffA: rollOffA(a.elven, b.elven),
    rollOffFacesA: rollOffFacesA(a.elven, b.elven),
    heroicStrike: [...a.fight, ...b.fight].some((f) => f.heroicStrike),
    scenario: s,
  };
}

function compileSide(
  s: MesbgFightScenario,
  key: 'sideA' | 'sideB',
  side: FightSide,
  foe: FightSide,
  duelMight: boolean,
): FightSidePlan {
  if (!side.models.some((m) => !m.supporting)) {
    throw new InputError(
      `${key}.models: a side needs at least one engaged model (every model is supporting)`,
      `${key}.models`,
      side.models,
    );
  }
  const target = foe.models[side.target];
  if (target === undefined || target.supporting) {
    throw new InputError(
      `${key}.target must be the index of an engaged (not supporting) model of the other side, got ${side.target}`,
      `${key}.target`,
      side.target,
    );
  }
  const heroes: number[] = [];
  side.models.forEach((m, i) => {
    if (m.might > 0) heroes.push(i);
  });
  const spends = duelMight && side.might !== 'wounds-only';
  if (spends && heroes.length > MAX_DUEL_HEROES) {
    throw new TooLargeError(
      `${key}: ${heroes.length} Heroes with Might spending it in the Duel; the exact engine takes at most ${MAX_DUEL_HEROES}`,
    );
  }
  const mightRadix = heroes.map((i) => side.models[i]!.might + 1);
  let fullMight = 0;
  let stride = 1;
  for (let h = 0; h < heroes.length; h++) {
    fullMight += (mightRadix[h]! - 1) * stride;
    stride *= mightRadix[h]!;
  }
  if (stride > MAX_MIGHT_CODES) {
    throw new TooLargeError(
      `${key}: the Heroes' Might gives ${stride} combinations of points left; at most ${MAX_MIGHT_CODES}`,
    );
  }
  // Dice alike form one kind; on the Duel's Might side each Hero's dice are a kind of their own.
  const kinds: { key: string; mod: number; keep: boolean; hero: number; count: number }[] = [];
  side.models.forEach((m, i) => {
    const mod = (m.twoHanded ? -1 : 0) + (m.bannerBearer ? -1 : 0) + m.duelModifier;
    const keep = m.twoHanded && s.rules.twoHandedSix === 'stays';
    const hero = spends ? heroes.indexOf(i) : -1;
    const k = `${mod} ${keep} ${hero}`;
    const dice = m.supporting ? 1 : m.attacks;
    const found = kinds.find((x) => x.key === k);
    if (found) found.count += dice;
    else kinds.push({ key: k, mod, keep, hero, count: dice });
  });
  if (kinds.length > MAX_KINDS) {
    throw new TooLargeError(
      `${key}: ${kinds.length} kinds of Duel dice (different modifiers or Heroes); the exact engine takes at most ${MAX_KINDS}`,
    );
  }
  const policy = side.might;
  const rolls = strikeRolls(side.models, heroes, target);
  return {
    label: side.name ?? (key === 'sideA' ? 'A' : 'B'),
    side,
    kinds: kinds.map((k) => {
      const scores = duelScores(k.mod, k.keep);
      return { scores, p: scoreChances(scores), count: k.count, hero: k.hero };
    }),
    fight: side.models.map((m) => ({ fight: m.fight, heroicStrike: m.heroicStrike })),
    elven: side.models.some((m) => m.elvenMade),
    banner: side.banner && s.rules.banner === 'best',
    heroes,
    mightRadix,
    fullMight,
    totalMight: heroes.reduce((n, i) => n + side.models[i]!.might, 0),
    duelMight: spends,
    target,
    phase: {
      rolls,
      wounds: target.wounds,
      counted:
        s.rules.countWounds === 'all' ? Math.max(target.wounds, rolls.length) : target.wounds,
      fate: target.fate,
      fatePolicy: s.rules.fate,
      mightRadix,
      carries: s.rules.mightCarries,
      useMight: policy !== 'duel-only',
    },
  };
}
