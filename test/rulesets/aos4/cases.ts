/**
 * Tiny aos4 scenarios, one per ability and per modifier cap, and their interactions: the
 * brute force and the chi-square tests read them. Hand-written.
 */
import type { Aos4ScenarioInput } from '../../../src/rulesets/aos4/input.js';

type Attacker = Aos4ScenarioInput['attackers'][number];
type Target = Aos4ScenarioInput['target'];

/** One scenario: one attacker, at a target (defaults: one attack, 4+ / 4+, one model of Health 1). */
export function aos4(
  attackers: Partial<Attacker> | Partial<Attacker>[],
  target: Target = {},
  phase: 'melee' | 'shooting' = 'melee',
): Aos4ScenarioInput {
  const list = Array.isArray(attackers) ? attackers : [attackers];
  return {
    ruleset: 'aos4',
    phase,
    attackers: list.map((a) => ({ hit: 4, wound: 4, ...a })),
    target,
  };
}

const pair = { models: 2, health: 2 };

export const CASES: readonly (readonly [string, Aos4ScenarioInput])[] = [
  [
    'plain: 2 attacks, 3+ / 4+, Rend 1, 4+ save',
    aos4({ attacks: 2, hit: 3, rend: 1 }, { save: 4 }),
  ],
  ['Crit (2 Hits)', aos4({ attacks: 2, abilities: ['crit-2-hits'] }, { save: 5 })],
  [
    'Crit (Auto-wound)',
    aos4({ attacks: 2, wound: 5, abilities: ['crit-auto-wound'] }, { save: 4 }),
  ],
  [
    'Crit (Mortal) of Damage D3 against a ward 5+, 2 models of Health 2',
    aos4({ damage: 'D3', abilities: ['crit-mortal'] }, { ...pair, save: 3, ward: 5 }),
  ],
  [
    'critical hits on 5+ with Crit (Mortal), charged with Charge (+1 Damage)',
    aos4(
      { attacks: 2, criticalHitOn: 5, charged: true, abilities: ['crit-mortal', 'charge'] },
      pair,
    ),
  ],
  [
    'Anti-charge and Anti-HERO against a HERO that charged: +2 Rend',
    aos4(
      {
        attacks: 2,
        abilities: [
          { rule: 'anti', keyword: 'charge' },
          { rule: 'anti', keyword: 'HERO' },
        ],
      },
      { save: 3, keywords: ['hero'], charged: true },
    ),
  ],
  [
    'Anti-MONSTER against a target without the keyword: no Rend',
    aos4({ attacks: 2, abilities: [{ rule: 'anti', keyword: 'monster' }] }, { save: 3 }),
  ],
  ['spill-over: Damage 3 at 2 models of Health 2', aos4({ attacks: 2, damage: 3 }, pair)],
  [
    'ward per damage point: Damage 2 at Health 3, ward 4+',
    aos4({ attacks: 2, damage: 2 }, { models: 2, health: 3, ward: 4 }),
  ],
  ['champion: D3 attacks +1', aos4({ attacks: 'D3', champion: true }, { save: 5 })],
  [
    'hit modifier +2 (with All-out Attack) capped at +1',
    aos4({ attacks: 2, hit: 5, hitModifier: 1, allOutAttack: true }),
  ],
  [
    'hit modifier -3 capped at -1 (cover, shooting)',
    aos4({ attacks: 2, hit: 3, hitModifier: -2 }, { cover: true }, 'shooting'),
  ],
  ['cover ignored in melee', aos4({ attacks: 2, hit: 3 }, { cover: true })],
  ['wound modifier +2 capped at +1', aos4({ attacks: 2, wound: 3, woundModifier: 2 })],
  ['wound modifier -2 capped at -1', aos4({ attacks: 2, wound: 5, woundModifier: -2 })],
  [
    'save +2 (All-out Defence and +1) capped at +1, then Rend 2',
    aos4({ attacks: 2, rend: 2 }, { save: 3, allOutDefence: true, saveModifier: 1 }),
  ],
  [
    'a negative save modifier uncapped: -2 and Rend 1',
    aos4({ attacks: 2, rend: 1 }, { save: 2, saveModifier: -2 }),
  ],
  [
    'Companion: friendly +1s and the champion dropped, cover kept',
    aos4(
      {
        models: 2,
        hit: 4,
        hitModifier: 1,
        woundModifier: 1,
        allOutAttack: true,
        champion: true,
        abilities: ['companion'],
      },
      { cover: true, save: 6 },
      'shooting',
    ),
  ],
  [
    're-rolls: failed hits, 1s to wound, Crit (2 Hits)',
    aos4({ attacks: 2, reroll: { hit: 'failed', wound: 'ones' }, abilities: ['crit-2-hits'] }),
  ],
  [
    'two weapons into one pool: Damage 2 then Crit (Mortal) D3',
    aos4(
      [
        { name: 'blade', damage: 2 },
        { name: 'claws', hit: 3, damage: 'D3', abilities: ['crit-mortal'] },
      ],
      { models: 2, health: 3, save: 5, ward: 6 },
    ),
  ],
  [
    'mortal damage on a charge: a dice per model, 1 on a 4+, ward 5+, then the attacks',
    aos4(
      {
        models: 2,
        charged: true,
        abilities: [{ rule: 'mortal-damage-on-charge', roll: 'per-model', on: 4, mortals: 1 }],
      },
      { ...pair, save: 4, ward: 5 },
    ),
  ],
  [
    'mortal damage on a charge: one dice, D3 on a 2+, a champion; not charged, none',
    aos4(
      [
        {
          models: 2,
          champion: true,
          charged: true,
          abilities: [{ rule: 'mortal-damage-on-charge', roll: 'one', on: 2, mortals: 'D3' }],
        },
        { abilities: [{ rule: 'mortal-damage-on-charge', roll: 'one', on: 2, mortals: 'D3' }] },
      ],
      pair,
    ),
  ],
];
