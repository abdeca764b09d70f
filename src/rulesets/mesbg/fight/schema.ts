/**
 * The MESBG fight's part of the scenario schema (`docs/mesbg.md`, "The Fight phase"): a
 * scenario of ruleset `mesbg` with `"phase": "fight"`, two sides of models, and the fight's
 * readings and decisions. Defaults that depend on the sides (which side spends Might in the
 * Duel, which model a side strikes) are filled in here.
 *
 * @module
 */
import * as v from 'valibot';
import {
  bool,
  choice,
  compact,
  fileEntries,
  list,
  nameSchema,
  once,
  runEntries,
  strict,
  whole,
} from '../../../format/fields.js';
import { SCENARIO_LIMITS as L } from '../../../format/limits.js';
import type { FightModel, FightRules, FightSide, MesbgFightScenario } from './types.js';

/** At most this many models on a side of one fight. */
const MAX_FIGHT_MODELS = 20;

/**
 * The fight's schemas, built on first use (a program that reads no MESBG fight never builds
 * them): `model`, one model in a fight; `rules`, the fight's readings and decisions (every
 * field optional); `scenario`, a whole MESBG fight scenario object, as written (its defaults
 * that depend on the sides are filled in by {@link fightDefaults}).
 *
 * @internal
 * @example
 * ```ts
 * v.parse(fightBuiltIn().model, { fight: 5, attacks: 2, strength: 4, defence: 5 }).wounds; // 1
 * v.parse(fightBuiltIn().rules, { fate: 'lethal' }).fate; // 'lethal'
 * ```
 */
export const fightBuiltIn = once(() => {
  /**
   * One model in a fight.
   *
   * @example
   * ```ts
   * v.parse(model, { fight: 5, attacks: 2, strength: 4, defence: 5 }).wounds; // 1
   * ```
   */
  const model = v.pipe(
    strict(
      {
        name: v.optional(nameSchema),
        fight: whole(1, 10, 'Fight value 1..10'),
        attacks: whole(1, 10, 'Attacks 1..10: Duel dice and Strikes'),
        strength: whole(1, 10, 'Strength 1..10'),
        defence: whole(1, 10, 'Defence 1..10'),
        wounds: v.optional(whole(1, L.wounds, `Wounds, 1..${L.wounds} (default 1)`), 1),
        might: v.optional(whole(0, 6, 'Might points 0..6 (default 0)'), 0),
        will: v.optional(whole(0, 6, 'Will points 0..6 (default 0; no Fight step uses them)'), 0),
        fate: v.optional(whole(0, 6, 'Fate points 0..6 (default 0)'), 0),
        supporting: v.optional(
          bool(
            'A supporting spear or pike: one Duel die, one Strike, never struck (default false)',
          ),
          false,
        ),
        twoHanded: v.optional(
          bool('A two-handed weapon: -1 on its Duel dice, +1 To Wound (default false)'),
          false,
        ),
        bannerBearer: v.optional(
          bool('Carries a banner: -1 on its Duel dice (default false)'),
          false,
        ),
        elvenMade: v.optional(
          bool('An Elven-made weapon: wins the roll-off on four faces (default false)'),
          false,
        ),
        duelModifier: v.optional(
          whole(-3, 3, 'Any other modifier on each Duel die, -3..3 (default 0)'),
          0,
        ),
        woundModifier: v.optional(
          whole(0, 3, 'Any other modifier on its To Wound dice, 0..3 (default 0)'),
          0,
        ),
        heroicStrike: v.optional(
          bool('Heroic Strike: Fight raised by one D6, to at most 10 (default false)'),
          false,
        ),
        heroicDefence: v.optional(
          bool('Heroic Defence: wounded only on natural 6s (default false)'),
          false,
        ),
        trapped: v.optional(
          bool('Trapped: each Strike against it is two To Wound rolls (default false)'),
          false,
        ),
        prone: v.optional(
          bool('Prone: each Strike against it is two To Wound rolls (default false)'),
          false,
        ),
        reroll: v.optional(
          v.pipe(
            strict(
              {
                wound: v.optional(
                  choice(
                    ['ones', 'failed'],
                    'Re-roll each To Wound die once: "failed" dice or natural "ones" (each die of 6+/X+ on its own)',
                  ),
                ),
              },
              'the re-rolls of a model in a fight',
            ),
            v.transform((r) => compact(r)),
          ),
        ),
      },
      'a model in a fight',
    ),
    v.transform((m): FightModel => compact(m)),
  );

  const side = strict(
    {
      name: v.optional(nameSchema),
      alignment: v.optional(
        choice(['good', 'evil'], 'Good or Evil: a label (each wins a roll-off on three faces)'),
      ),
      banner: v.optional(
        bool('A banner in range: one re-roll of one friendly Duel die (default false)'),
        false,
      ),
      target: v.optional(
        whole(
          0,
          MAX_FIGHT_MODELS - 1,
          "Index of the foe's model this side strikes (default: the foe's first engaged model)",
        ),
      ),
      might: v.optional(
        choice(
          ['win-duel', 'wounds-only', 'duel-only', 'best'],
          'How its Heroes spend Might: "win-duel" (default), "wounds-only", "duel-only" or "best"',
        ),
        'win-duel',
      ),
      goal: v.optional(
        choice(
          ['slay', 'survive', 'win-duel-chance'],
          'What the best Might policy maximises: "slay" (default), "survive" or "win-duel-chance"',
        ),
        'slay',
      ),
      models: list(model, MAX_FIGHT_MODELS, 'model', 'models'),
    },
    'a side of a fight',
  );

  /**
   * The fight's readings and decisions; every field optional.
   *
   * @example
   * ```ts
   * v.parse(rules, { fate: 'lethal' }).fate; // 'lethal'
   * ```
   */
  const rules = strict(
    {
      banner: v.optional(
        choice(
          ['best', 'none'],
          'Banners re-roll the die that most raises the chance ("best", default) or are unused ("none")',
        ),
      ),
      duelMight: v.optional(
        choice(
          ['a', 'b', 'none'],
          'The side whose Heroes may spend Might in the Duel (default: the first side with Might)',
        ),
      ),
      fate: v.optional(
        choice(['every', 'lethal'], 'Fate on "every" Wound (default) or only on a "lethal" one'),
      ),
      mightCarries: v.optional(
        bool('Might on the first die of 6+/X+ also counts on the second (default false)'),
      ),
      twoHandedSix: v.optional(
        choice(
          ['stays', 'drops'],
          'A two-handed natural 6 "stays" 6 (default) or "drops" to 5 (2018 wording)',
        ),
      ),
      countWounds: v.optional(
        choice(
          ['until-slain', 'all'],
          'Count Wounds "until-slain" (default: the rolls stop at the last Wound) or "all" rolled',
        ),
      ),
    },
    'the rules of a fight',
  );

  /**
   * A whole MESBG fight scenario object, as written (its defaults that depend on the sides are
   * filled in by {@link fightDefaults}).
   *
   * @example
   * ```ts
   * v.parse(scenario, { ruleset: 'mesbg', phase: 'fight',
   *   sideA: { models: [{ fight: 5, attacks: 2, strength: 4, defence: 5 }] },
   *   sideB: { models: [{ fight: 3, attacks: 1, strength: 3, defence: 4 }] } });
   * ```
   */
  const scenario = strict(
    {
      ...fileEntries,
      ruleset: v.pipe(
        v.literal('mesbg'),
        v.description('The ruleset: the Middle-earth Strategy Battle Game (MESBG)'),
      ),
      phase: v.pipe(
        v.literal('fight'),
        v.description('"fight": a Fight between side A and side B'),
      ),
      sideA: side,
      sideB: side,
      rules: v.optional(rules, () => ({})),
      ...runEntries,
    },
    'a MESBG fight scenario',
  );
  return { model, rules, scenario };
});

type ParsedFight = v.InferOutput<ReturnType<typeof fightBuiltIn>['scenario']>;
type SideInput = ParsedFight['sideA'];

function sideOf(s: SideInput, foe: SideInput): FightSide {
  const target =
    s.target ??
    Math.max(
      0,
      foe.models.findIndex((m) => !m.supporting),
    );
  return compact({ ...s, target }) as FightSide;
}

/**
 * Fill in the defaults of a parsed fight that depend on the sides: the side that spends Might
 * in the Duel (the first with Might, else none) and the model each side strikes (the foe's
 * first engaged model).
 *
 * @internal
 * @example
 * ```ts
 * fightDefaults(v.parse(fightBuiltIn().scenario, json)).rules.duelMight; // 'a'
 * ```
 */
export function fightDefaults(s: ParsedFight): MesbgFightScenario {
  const mightOf = (side: SideInput) => side.models.some((m) => m.might > 0);
  const r = s.rules;
  const rules: FightRules = {
    banner: r.banner ?? 'best',
    duelMight: r.duelMight ?? (mightOf(s.sideA) ? 'a' : mightOf(s.sideB) ? 'b' : 'none'),
    fate: r.fate ?? 'every',
    mightCarries: r.mightCarries ?? false,
    twoHandedSix: r.twoHandedSix ?? 'stays',
    countWounds: r.countWounds ?? 'until-slain',
  };
  const { $schema: _schema, description: _description, ...rest } = s;
  return compact({
    ...rest,
    sideA: sideOf(s.sideA, s.sideB),
    sideB: sideOf(s.sideB, s.sideA),
    rules,
  }) as MesbgFightScenario;
}
