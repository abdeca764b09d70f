// Tiny wh40k-11e scenarios of units as they are fielded (../shared/spec/wh40k-units.md; 11th
// edition's Precision as docs/wh40k-11e/precision.md reads it): an attached Leader, a mixed
// save, Precision, a ranged-only invulnerable save in melee, a Support character, and the
// 11th-edition keywords (Devastating Wounds as mortal wounds, Lethal Hits "best", cover on
// BS) at a unit of several groups. Small enough for the die-by-die enumerator (enumerate.ts);
// read by the brute-force test and the sampler's chi-square test.
import type { Wh40k11eCase } from './cases.js';

type Input = Wh40k11eCase['scenario'];
type Target = Input['target'];

const scenario = (
  attackers: Input['attackers'],
  target: Target,
  options: Partial<Pick<Input, 'devastatingIgnoresReduction'>> = {},
): Input => ({ ruleset: 'wh40k-11e', attackers, target, ...options });

/** Two bodyguards (T4, 4+, W1) and a Leader of other Toughness and save (T5, 2+, W3). */
const guardAndCaptain: Target = {
  groups: [
    { name: 'Guard', models: 2, toughness: 4, save: 4, wounds: 1 },
    { name: 'Captain', toughness: 5, save: 2, wounds: 3, role: 'leader' },
  ],
};

export const UNIT_CASES: readonly Wh40k11eCase[] = [
  {
    // The Wound roll uses the bodyguards' T4 for every attack (S4: 4+), never the Captain's T5.
    name: 'a Leader (T5, 2+, W3) behind two bodyguards (T4, 4+, W1)',
    scenario: scenario([{ attacks: 2, bs: 3, strength: 4, ap: -1, damage: 2 }], guardAndCaptain),
  },
  {
    // The 6+ models are listed first, so they take the attacks first; the sergeant's FNP 5+.
    name: 'a mixed-save unit: two 6+ W1, then a 3+ W2 sergeant with Feel No Pain 5+',
    scenario: scenario([{ attacks: 3, strength: 4, rules: ['torrent'] }], {
      groups: [
        { name: 'Gretchin', models: 2, toughness: 3, save: 6, wounds: 1 },
        { name: 'Runtherd', toughness: 3, save: 3, wounds: 2, feelNoPain: 5 },
      ],
    }),
  },
  {
    // 11th edition's Precision: the Captain is selected and takes the Precision profile's
    // attacks while he stands; the ordinary profile after it goes to the bodyguard first.
    name: 'Precision (11th edition) then an ordinary profile, at a Leader behind bodyguards',
    scenario: scenario(
      [
        { attacks: 2, strength: 4, damage: 2, rules: ['torrent', 'precision'] },
        { attacks: 1, strength: 4, damage: 1, rules: ['torrent'] },
      ],
      {
        groups: [
          { name: 'Guard', models: 2, toughness: 4, wounds: 1 },
          { name: 'Captain', toughness: 5, save: 4, wounds: 3, role: 'leader' },
        ],
      },
    ),
  },
  {
    // InSv 4+ against ranged attacks only: a melee AP-3 attack meets the 6+ armour save only.
    name: 'a ranged-only invulnerable save against a melee attack, per group',
    scenario: scenario([{ attacks: 2, ws: 3, strength: 5, ap: -3, damage: 2 }], {
      groups: [
        { name: 'Guard', models: 1, toughness: 4, save: 3, wounds: 2 },
        {
          name: 'Shield-captain',
          toughness: 4,
          save: 3,
          invulnerable: 4,
          invulnerableAgainst: 'ranged',
          wounds: 3,
          role: 'leader',
        },
      ],
    }),
  },
  {
    // A Leader and a Support character behind one bodyguard; Precision selects the Support
    // group by name (precisionTarget).
    name: 'a Support character selected by Precision, a Leader and a bodyguard',
    scenario: scenario(
      [
        {
          attacks: 2,
          strength: 4,
          damage: 2,
          rules: ['torrent', 'precision'],
          precisionTarget: 'Apothecary',
        },
      ],
      {
        groups: [
          { name: 'Guard', toughness: 4, wounds: 1 },
          { name: 'Lieutenant', toughness: 4, wounds: 3, role: 'leader' },
          { name: 'Apothecary', toughness: 4, save: 5, wounds: 2, role: 'support' },
        ],
      },
    ),
  },
  {
    // Devastating Wounds with Precision: the mortal wounds of a Critical Wound belong to the
    // Precision step and go to the selected character while he stands (one model at most).
    name: 'Precision with Devastating Wounds: mortal wounds on the selected character',
    scenario: scenario(
      [{ attacks: 2, bs: 4, strength: 4, damage: 2, rules: ['precision', 'devastating-wounds'] }],
      {
        groups: [
          { name: 'Guard', toughness: 4, save: 3, wounds: 2 },
          { name: 'Captain', toughness: 4, save: 2, wounds: 3, role: 'leader' },
        ],
      },
    ),
  },
  {
    // The Lethal Hits decision against a unit: "best" decided by the mean slain of the unit.
    name: 'Lethal Hits best with Devastating Wounds at a Leader behind a bodyguard, in cover',
    scenario: scenario(
      [{ attacks: 2, bs: 3, strength: 4, damage: 2, rules: ['lethal-hits', 'devastating-wounds'] }],
      {
        cover: true,
        groups: [
          { name: 'Guard', toughness: 4, save: 2, wounds: 2 },
          { name: 'Captain', toughness: 5, save: 2, invulnerable: 4, wounds: 3, role: 'leader' },
        ],
      },
    ),
  },
  {
    // Groups with the same damage reduction: the mortal wounds are reduced as the damage is.
    name: 'Devastating Wounds at groups of the same -1 Damage (reduction applies)',
    scenario: scenario(
      [{ attacks: 2, bs: 3, strength: 4, damage: 2, rules: ['devastating-wounds'] }],
      {
        groups: [
          { name: 'Guard', toughness: 4, save: 3, wounds: 2, damageReduction: 1 },
          { name: 'Captain', toughness: 4, save: 3, wounds: 2, damageReduction: 1, role: 'leader' },
        ],
      },
    ),
  },
  {
    // devastatingIgnoresReduction: groups of different reduction, the mortal wounds unreduced.
    name: "Devastating Wounds ignoring the groups' different damage reduction",
    scenario: scenario(
      [{ attacks: 2, bs: 3, strength: 4, damage: 2, rules: ['devastating-wounds'] }],
      {
        groups: [
          { name: 'Guard', toughness: 4, save: 3, wounds: 2 },
          { name: 'Captain', toughness: 4, save: 3, wounds: 3, halveDamage: true, role: 'leader' },
        ],
      },
      { devastatingIgnoresReduction: true },
    ),
  },
  {
    // Two bodyguard groups of different Toughness and Blast counting every model of the unit.
    name: 'Blast against a unit of 5 in two bodyguard groups (majority Toughness)',
    scenario: scenario([{ attacks: 1, bs: 4, strength: 4, rules: ['blast'] }], {
      groups: [
        { name: 'Boyz', models: 4, toughness: 5, save: 6, wounds: 1 },
        { name: 'Nob', toughness: 5, save: 5, wounds: 2 },
      ],
    }),
  },
];
