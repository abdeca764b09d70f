/** Small fights for the tests: profiles with every default filled in. */
import {
  FIGHT_MODEL_DEFAULTS,
  type FightModel,
  type FightRules,
  type FightSide,
  type MesbgFightScenario,
} from '../../../../src/rulesets/mesbg/fight/types.js';

export type ModelInput = Partial<FightModel> &
  Pick<FightModel, 'fight' | 'attacks' | 'strength' | 'defence'>;

export function model(m: ModelInput): FightModel {
  return { ...FIGHT_MODEL_DEFAULTS, ...m };
}

export function side(models: ModelInput[], o: Partial<Omit<FightSide, 'models'>> = {}): FightSide {
  return {
    banner: false,
    target: 0,
    might: 'win-duel',
    goal: 'slay',
    ...o,
    models: models.map(model),
  };
}

export function fight(
  a: FightSide,
  b: FightSide,
  rules: Partial<FightRules> = {},
): MesbgFightScenario {
  const duelMight = a.models.some((m) => m.might > 0)
    ? 'a'
    : b.models.some((m) => m.might > 0)
      ? 'b'
      : 'none';
  return {
    ruleset: 'mesbg',
    phase: 'fight',
    method: 'exact',
    samples: 100_000,
    sideA: a,
    sideB: b,
    rules: {
      banner: 'best',
      duelMight,
      fate: 'every',
      mightCarries: false,
      twoHandedSix: 'stays',
      countWounds: 'until-slain',
      ...rules,
    },
  };
}

export const warrior = { fight: 3, attacks: 1, strength: 3, defence: 4 } as const;
export const orc = { fight: 3, attacks: 1, strength: 3, defence: 4 } as const;
export const hero = { fight: 5, attacks: 2, strength: 4, defence: 5, wounds: 2 } as const;

/** Every mechanic alone and combined, in fights of 1 v 1, 2 v 1 and 3 v 1. */
export const BRUTE_CASES: [string, MesbgFightScenario][] = [
  ['1 v 1 plain', fight(side([warrior]), side([orc]))],
  ['1 v 1 higher Fight', fight(side([{ ...warrior, fight: 4 }]), side([orc]))],
  [
    '1 v 1 two-handed (natural 6 stays)',
    fight(side([{ ...warrior, attacks: 2, twoHanded: true }]), side([orc])),
  ],
  [
    '1 v 1 two-handed (natural 6 drops)',
    fight(side([{ ...warrior, attacks: 2, twoHanded: true }]), side([orc]), {
      twoHandedSix: 'drops',
    }),
  ],
  ['1 v 1 Elven-made weapon', fight(side([{ ...warrior, elvenMade: true }]), side([orc]))],
  [
    '1 v 1 both Elven-made',
    fight(side([{ ...warrior, elvenMade: true }]), side([{ ...orc, elvenMade: true }])),
  ],
  [
    '1 v 1 banner A',
    fight(side([{ ...warrior, attacks: 2 }], { banner: true }), side([{ ...orc, attacks: 2 }])),
  ],
  [
    '1 v 1 banner B',
    fight(side([{ ...warrior, attacks: 2 }]), side([{ ...orc, attacks: 2 }], { banner: true })),
  ],
  [
    '1 v 1 two banners',
    fight(
      side([{ ...warrior, attacks: 2 }], { banner: true }),
      side([{ ...orc, attacks: 2 }], { banner: true }),
    ),
  ],
  [
    '1 v 1 banner bearer',
    fight(side([{ ...warrior, attacks: 2, bannerBearer: true }], { banner: true }), side([orc])),
  ],
  ['1 v 1 Trapped target', fight(side([warrior]), side([{ ...orc, trapped: true }]))],
  [
    '1 v 1 Prone and Trapped',
    fight(side([warrior]), side([{ ...orc, trapped: true, prone: true }])),
  ],
  [
    '1 v 1 two-dice entry',
    fight(side([{ ...warrior, strength: 2, attacks: 2 }]), side([{ ...orc, defence: 7 }])),
  ],
  [
    '1 v 1 cannot wound',
    fight(side([{ ...warrior, strength: 1 }]), side([{ ...orc, defence: 9 }])),
  ],
  ['Hero Might v orc', fight(side([{ ...hero, might: 2 }]), side([orc]))],
  [
    'Hero Might wounds-only',
    fight(side([{ ...hero, might: 2 }], { might: 'wounds-only' }), side([orc])),
  ],
  [
    'Hero Might duel-only',
    fight(side([{ ...hero, might: 2 }], { might: 'duel-only' }), side([orc])),
  ],
  [
    'Hero Might 6+/X+ per die',
    fight(side([{ ...hero, strength: 2, might: 3 }]), side([{ ...orc, defence: 7, fight: 6 }])),
  ],
  [
    'Hero Might 6+/X+ carried',
    fight(side([{ ...hero, strength: 2, might: 3 }]), side([{ ...orc, defence: 7, fight: 6 }]), {
      mightCarries: true,
    }),
  ],
  ['Fate every', fight(side([orc, orc]), side([{ ...hero, attacks: 1, defence: 4, fate: 2 }]))],
  [
    'Fate lethal',
    fight(side([orc, orc]), side([{ ...hero, attacks: 1, defence: 4, fate: 2 }]), {
      fate: 'lethal',
    }),
  ],
  [
    'Heroic Strike',
    fight(
      side([{ ...hero, fight: 4, heroicStrike: true }]),
      side([{ ...orc, fight: 7, attacks: 2 }]),
    ),
  ],
  [
    'Heroic Defence',
    fight(
      side([{ ...warrior, strength: 5 }]),
      side([{ ...hero, attacks: 1, heroicDefence: true }]),
    ),
  ],
  [
    'Heroic Defence two-dice',
    fight(
      side([{ ...warrior, strength: 2 }]),
      side([{ ...hero, attacks: 1, defence: 7, heroicDefence: true }]),
    ),
  ],
  [
    '2 v 1 spear support',
    fight(
      side([warrior, { ...warrior, fight: 4, supporting: true }]),
      side([{ ...orc, attacks: 2 }]),
    ),
  ],
  [
    '2 v 1 two-handed + sword',
    fight(side([warrior, { ...warrior, twoHanded: true }]), side([{ ...orc, attacks: 2 }])),
  ],
  [
    '3 v 1 against a Hero',
    fight(side([orc, orc, { ...orc, supporting: true }]), side([{ ...hero, might: 1, fate: 1 }])),
  ],
  [
    '3 v 1 everything',
    fight(
      side(
        [
          { ...hero, attacks: 1, might: 2, fate: 1, heroicStrike: true },
          { ...warrior, twoHanded: true },
          { ...warrior, supporting: true },
        ],
        {
          banner: true,
        },
      ),
      side([{ ...hero, attacks: 1, fight: 6, fate: 1, elvenMade: true }], { target: 0 }),
    ),
  ],
  [
    '1 v 1 B spends Duel Might',
    fight(
      side([{ ...hero, attacks: 2, might: 1 }]),
      side([{ ...hero, attacks: 1, might: 2 }], { banner: true }),
      { duelMight: 'b' },
    ),
  ],
  [
    '2 v 1 two Heroes with Might',
    fight(
      side([
        { ...hero, attacks: 1, might: 1 },
        { ...hero, attacks: 1, fight: 4, might: 2 },
      ]),
      side([{ ...orc, fight: 5, attacks: 2 }]),
    ),
  ],
  [
    'To Wound re-roll failed',
    fight(side([{ ...warrior, attacks: 2, reroll: { wound: 'failed' } }]), side([orc])),
  ],
  [
    'To Wound re-roll ones, two-dice entry',
    fight(
      side([{ ...warrior, strength: 2, attacks: 2, reroll: { wound: 'ones' } }]),
      side([{ ...orc, defence: 7 }]),
    ),
  ],
  [
    'To Wound re-roll failed, two-dice entry, Might per die',
    fight(
      side([{ ...hero, attacks: 1, strength: 2, might: 2, reroll: { wound: 'failed' } }]),
      side([{ ...orc, defence: 8, fight: 6 }]),
    ),
  ],
  [
    'To Wound re-roll failed, Might carried',
    fight(
      side([{ ...hero, attacks: 1, strength: 2, might: 2, reroll: { wound: 'failed' } }]),
      side([{ ...orc, defence: 7, fight: 6 }]),
      { mightCarries: true },
    ),
  ],
  [
    'To Wound re-roll against Heroic Defence and Fate',
    fight(
      side([{ ...warrior, strength: 5, attacks: 2, reroll: { wound: 'failed' } }]),
      side([{ ...hero, attacks: 1, heroicDefence: true, fate: 1 }]),
    ),
  ],
  [
    'count every Wound',
    fight(side([{ ...warrior, attacks: 3, strength: 5 }]), side([orc]), { countWounds: 'all' }),
  ],
  [
    'count every Wound, Might, Fate and re-rolls',
    fight(
      side([{ ...hero, attacks: 2, strength: 3, might: 1, reroll: { wound: 'ones' } }]),
      side([{ ...hero, attacks: 1, defence: 4, wounds: 1, fate: 1 }]),
      { countWounds: 'all' },
    ),
  ],
  [
    'win-duel-chance buys roll-offs',
    fight(
      side([{ ...hero, attacks: 1, might: 2 }], { might: 'best', goal: 'win-duel-chance' }),
      side([{ ...orc, fight: 5, attacks: 2 }]),
    ),
  ],
  [
    'win-duel-chance, then the best To Wound spend and re-rolls',
    fight(
      side([{ ...hero, attacks: 2, might: 2, reroll: { wound: 'failed' } }], {
        might: 'best',
        goal: 'win-duel-chance',
      }),
      side([{ ...orc, fight: 5, attacks: 1, defence: 6 }], { banner: true }),
    ),
  ],
  [
    'win-duel-chance for B, A cannot wound',
    fight(
      side([{ ...orc, strength: 1, attacks: 2 }]),
      side([{ ...hero, attacks: 1, defence: 9, might: 2 }], {
        might: 'best',
        goal: 'win-duel-chance',
      }),
      { duelMight: 'b' },
    ),
  ],
];
