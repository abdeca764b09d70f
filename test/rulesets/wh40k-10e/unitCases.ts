// Tiny wh40k-10e scenarios of units as they are fielded (../shared/spec/wh40k-units.md):
// mixed profiles, an attached Leader, Precision, a ranged-only invulnerable save in melee.
// Small enough for the die-by-die enumerator (enumerate.ts); read by the brute-force test and
// by the sampler's chi-square test (units.test.ts).
import type { Wh40kCase } from './cases.js';

type Wh40kInput = Wh40kCase['scenario'];

export const UNIT_CASES: readonly Wh40kCase[] = [
  {
    // A Leader of other Toughness and save behind two bodyguards: the Wound roll uses the
    // bodyguards' T4 for every attack (S4: 4+), never the Leader's T5 (which would be 5+).
    name: 'a Leader (T5, 2+, W3) behind two bodyguards (T4, 4+, W1)',
    scenario: {
      ruleset: 'wh40k-10e',
      attackers: [{ attacks: 2, bs: 3, strength: 4, ap: -1, damage: 2 }],
      target: {
        groups: [
          { name: 'Guard', models: 2, toughness: 4, save: 4, wounds: 1 },
          { name: 'Captain', toughness: 5, save: 2, wounds: 3, role: 'leader' },
        ],
      },
    },
  },
  {
    // A mixed-save unit: the 6+ models are listed first, so they take the attacks first.
    name: 'a mixed-save unit: two 6+ W1, then a 3+ W2 sergeant',
    scenario: {
      ruleset: 'wh40k-10e',
      attackers: [{ attacks: 3, strength: 4, damage: 1, rules: ['torrent'] }],
      target: {
        groups: [
          { name: 'Gretchin', models: 2, toughness: 3, save: 6, wounds: 1 },
          { name: 'Runtherd', toughness: 3, save: 3, wounds: 2, feelNoPain: 5 },
        ],
      },
    },
  },
  {
    // Precision attacks go to the Leader while he stands; the ordinary attacks after them go
    // to the bodyguard first.
    name: 'Precision, then ordinary attacks after it',
    scenario: {
      ruleset: 'wh40k-10e',
      attackers: [
        { name: 'sniper', strength: 4, damage: 2, rules: ['torrent', 'precision'] },
        { name: 'bolter', models: 2, strength: 4, rules: ['torrent'] },
      ],
      target: {
        groups: [
          { name: 'Guard', models: 1, toughness: 4, save: 5, wounds: 1 },
          { name: 'Captain', toughness: 4, save: 4, wounds: 3, role: 'leader' },
        ],
      },
    },
  },
  {
    // The Leader's invulnerable save is only against ranged attacks: in melee his armour (5+
    // at AP-2, from 3+) is all he has.
    name: 'a ranged-only invulnerable save in melee',
    scenario: {
      ruleset: 'wh40k-10e',
      attackers: [{ attacks: 2, ws: 3, strength: 5, ap: -2, damage: 1 }],
      target: {
        groups: [
          { name: 'Boy', toughness: 5, save: 5, wounds: 1 },
          {
            name: 'Warboss',
            toughness: 5,
            save: 3,
            invulnerable: 4,
            invulnerableAgainst: 'ranged',
            wounds: 2,
            role: 'leader',
          },
        ],
      },
    },
  },
  {
    // Majority Toughness (two T3 beasts to one T4 handler: T3), a Devastating Wounds weapon
    // whose critical wounds are resolved last, on the models left then.
    name: 'majority Toughness, Devastating Wounds resolved last across groups',
    scenario: {
      ruleset: 'wh40k-10e',
      attackers: [
        {
          models: 2,
          attacks: 1,
          bs: 4,
          strength: 3,
          damage: 1,
          rules: ['devastating-wounds'],
        },
      ],
      target: {
        groups: [
          { name: 'Handler', toughness: 4, save: 4, wounds: 1 },
          { name: 'Beasts', models: 2, toughness: 3, save: 6, wounds: 1 },
        ],
      },
    },
  },
  {
    // The attacker's abilities beside a unit of several groups: Critical Hits on 5+ (Lethal
    // Hits on them), +1 Damage after a re-rolled D3 of 1, each wound saved with the allocated
    // model's profile.
    name: 'critical hits on 5+, +1 Damage and a damage re-roll, at a Leader behind a bodyguard',
    scenario: {
      ruleset: 'wh40k-10e',
      attackers: [
        {
          models: 2,
          bs: 4,
          strength: 4,
          damage: 'D3',
          rules: [
            'lethal-hits',
            { rule: 'critical-hits', on: 5 },
            { rule: 'damage-bonus', damage: 1 },
            { rule: 'reroll-damage', below: 2 },
          ],
        },
      ],
      target: {
        groups: [
          { name: 'Guard', toughness: 4, save: 5, wounds: 2 },
          { name: 'Captain', toughness: 4, save: 3, wounds: 3, role: 'leader' },
        ],
      },
    },
  },
  {
    // Mortal wounds on a charge, then on a Critical Wound: one point at a time, spilling from
    // the bodyguard onto the Leader (his Feel No Pain per point).
    name: 'mortal wounds on a charge and on a Critical Wound spill from a bodyguard onto its Leader',
    scenario: {
      ruleset: 'wh40k-10e',
      attackers: [
        {
          attacks: 1,
          ws: 3,
          strength: 4,
          charged: true,
          rules: [
            { rule: 'mortal-wounds-on-charge', roll: 'one', on: 3, mortals: 'D3' },
            { rule: 'mortal-wounds-on-critical-wound', mortals: 2 },
          ],
        },
      ],
      target: {
        groups: [
          { name: 'Guard', toughness: 4, save: 4, wounds: 1 },
          { name: 'Captain', toughness: 4, save: 3, wounds: 3, feelNoPain: 5, role: 'leader' },
        ],
      },
    },
  },
];

/** The one-profile cases written as a one-group `groups` target: the same unit. */
export function asOneGroup(s: Wh40kInput): Wh40kInput {
  const { name, cover, stealth, ...group } = s.target as Record<string, unknown>;
  return {
    ...s,
    target: {
      ...(name === undefined ? {} : { name: name as string }),
      ...(cover === undefined ? {} : { cover: cover as boolean }),
      ...(stealth === undefined ? {} : { stealth: stealth as boolean }),
      groups: [group as { toughness: number }],
    },
  };
}

/** Five one-Wound models of Toughness 4, no save: every unsaved attack slays one. */
export const FIVE_T4 = { models: 5, toughness: 4 };

/**
 * A launcher with two modes, at {@link FIVE_T4}. "spread": 2 Torrent attacks at S4 (4+ to
 * wound, 1/2 each): mean slain 1, damage 1. "focus": 1 Torrent attack at S8 (2+ to wound,
 * 5/6): mean slain 5/6, damage 5/6.
 */
export const MODAL_LAUNCHER = {
  name: 'launcher',
  strength: 4,
  rules: ['torrent' as const],
  modes: [
    { name: 'spread', attacks: 2 },
    { name: 'focus', strength: 8 },
  ],
};
