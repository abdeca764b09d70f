/**
 * The Duel alone (spec `mesbg-fight.md`, "The steps of a Fight", 1 to 5): who wins, with
 * Heroic Strike, banners and Might on the Duel, and nothing after. A Duel reads each model's
 * Fight, Attacks and the Duel's modifiers only, so Strength and Defence may be left out.
 *
 * @module
 */
import * as v from 'valibot';
import type { Dist } from '../../../dist/Dist.js';
import { fromWeights } from '../../../dist/fromWeights.js';
import { InputError, ScenarioError, show } from '../../../errors.js';
import { toScenarioIssues } from '../../../format/parse.js';
import { compileFight, duelMightSide } from './compile.js';
import { duelAlone } from './exact.js';
import { fightBuiltIn, fightDefaults } from './schema.js';
import type { FightModel, FightRules, MesbgFightScenario } from './types.js';

/**
 * One model in a Duel: Fight and Attacks, and what changes its Duel dice. Strength, Defence
 * and the rest of a fighting model's profile are accepted and not read.
 *
 * @example
 * ```ts
 * const aragorn: DuelModelInput = { name: 'Aragorn', fight: 6, attacks: 3, might: 3 };
 * ```
 */
export type DuelModelInput = Pick<FightModel, 'fight' | 'attacks'> &
  Partial<Omit<FightModel, 'fight' | 'attacks'>>;

/**
 * How a side's Heroes spend Might in a Duel: `win-duel` (the default) the least points that win
 * outright; `win-duel-chance` the least points that give the highest chance to win (buying a
 * roll-off when an outright win is out of reach); `none` nothing.
 *
 * @example
 * ```ts
 * const m: DuelMight = 'win-duel-chance';
 * ```
 */
export type DuelMight = 'win-duel' | 'win-duel-chance' | 'none';

/**
 * One side of a Duel.
 *
 * @example
 * ```ts
 * const side: DuelSideInput = { name: 'Gondor', banner: true, models: [{ fight: 4, attacks: 1 }] };
 * ```
 */
export interface DuelSideInput {
  readonly name?: string;
  /** A banner in range: one re-roll of one friendly Duel die. @defaultValue false */
  readonly banner?: boolean;
  /** How its Heroes spend Might in the Duel. @defaultValue 'win-duel' */
  readonly might?: DuelMight;
  readonly models: readonly DuelModelInput[];
}

/**
 * A Duel: two sides, and the fight's readings that reach the Duel.
 *
 * @example
 * ```ts
 * const duel: DuelInput = { sideA: { models: [{ fight: 5, attacks: 2 }] },
 *   sideB: { models: [{ fight: 4, attacks: 3 }] } };
 * ```
 */
export interface DuelInput {
  readonly sideA: DuelSideInput;
  readonly sideB: DuelSideInput;
  readonly rules?: Partial<Pick<FightRules, 'banner' | 'duelMight' | 'twoHandedSix'>>;
}

/**
 * Who wins a Duel, exactly: P(A wins), P(B wins) (no draw), the same without any Heroic
 * Strike when one is declared, and the Might the Duel's Might side spends.
 *
 * @example
 * ```ts
 * const r: DuelResult = evaluateDuel(duel);
 * r.winA + r.winB; // 1
 * ```
 */
export interface DuelResult {
  readonly winA: number;
  readonly winB: number;
  /** P(A wins) had no Hero struck heroically (present when one does). */
  readonly winAWithoutHeroicStrike?: number;
  /** The side whose Heroes may spend Might in the Duel. */
  readonly mightSide: 'a' | 'b' | 'none';
  /** The Might that side spends in the Duel. */
  readonly mightSpent: Dist;
}

const POLICY: Record<DuelMight, Pick<MesbgFightScenario['sideA'], 'might' | 'goal'>> = {
  'win-duel': { might: 'win-duel', goal: 'slay' },
  'win-duel-chance': { might: 'best', goal: 'win-duel-chance' },
  none: { might: 'wounds-only', goal: 'slay' },
};

/**
 * The Duel of `input` alone, exactly. Each side's `might` is how its Heroes spend in the Duel;
 * the readings are the fight's (`docs/mesbg.md`, "The Fight phase"), and so are the checks.
 *
 * @throws {ScenarioError} naming the field (`sideA.models[0].fight`...), for a value out of range
 *   or unknown; {@link InputError} for a side's `might` that is not a Duel policy;
 *   {@link TooLargeError} as {@link compileFight}.
 * @example
 * ```ts
 * evaluateDuel({ sideA: { models: [{ fight: 4, attacks: 1 }] },
 *   sideB: { models: [{ fight: 3, attacks: 1 }] } }).winA; // 0.5833333333333334 (21/36)
 * ```
 */
export function evaluateDuel(input: DuelInput): DuelResult {
  const plan = compileFight(duelScenario(input));
  const side = duelMightSide(plan);
  const { winA, spent } = duelAlone(plan, true);
  const heroic = plan.heroicStrike ? { winAWithoutHeroicStrike: duelAlone(plan, false).winA } : {};
  return {
    winA,
    winB: 1 - winA,
    ...heroic,
    mightSide: side === plan.a ? 'a' : side === plan.b ? 'b' : 'none',
    mightSpent: fromWeights(spent),
  };
}

/**
 * The fight scenario of a Duel: each side's Duel policy as a fight policy, and each model's
 * Strength and Defence, which no step of the Duel reads, at 1 where left out.
 */
function duelScenario(input: DuelInput): MesbgFightScenario {
  const side = (s: DuelSideInput, key: string) => {
    if (typeof s !== 'object' || s === null) {
      throw new InputError(`${key} must be a side { models: [...] }, got ${show(s)}`, key, s);
    }
    const might = s.might ?? 'win-duel';
    if (!(might in POLICY)) {
      throw new InputError(
        `${key}.might must be "win-duel", "win-duel-chance" or "none", got ${show(might)}`,
        `${key}.might`,
        might,
      );
    }
    const { might: _might, models, ...rest } = s;
    return {
      ...rest,
      ...POLICY[might],
      models: Array.isArray(models)
        ? models.map((m) => ({ strength: 1, defence: 1, ...m }))
        : models,
    };
  };
  const json = {
    ruleset: 'mesbg',
    phase: 'fight',
    sideA: side(input.sideA, 'sideA'),
    sideB: side(input.sideB, 'sideB'),
    rules: input.rules ?? {},
  };
  const r = v.safeParse(fightBuiltIn().scenario, json);
  if (!r.success) throw new ScenarioError(toScenarioIssues(r.issues), input);
  return fightDefaults(r.output);
}
