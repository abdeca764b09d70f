// Tiny wh40k-11e scenarios, one per change of docs/wh40k-11e.md and per value of each reading
// option, small enough for the die-by-die enumerator (enumerate.ts). Read by the brute-force
// test (engine against enumerator, every result to 1e-12) and the sampler's chi-square test.
import type { ScenarioInput } from '../../../src/scenario/schema.js';

type Input = Extract<ScenarioInput, { ruleset: 'wh40k-11e' }>;
type Attacker = Input['attackers'][number];
type Target = Input['target'];

const scenario = (
  attackers: Attacker[],
  target: Target,
  options: Partial<Pick<Input, 'bsModifiersClamped' | 'devastatingIgnoresReduction'>> = {},
): Input => ({ ruleset: 'wh40k-11e', attackers, target, ...options });

/** A named tiny case. */
export interface Wh40k11eCase {
  readonly name: string;
  readonly scenario: Input;
}

const bolter: Attacker = { attacks: 2, bs: 3, strength: 4 };
const marines: Target = { models: 2, toughness: 4, save: 3, wounds: 2 };
const lethalDev: Attacker = {
  attacks: 2,
  bs: 3,
  strength: 4,
  damage: 2,
  rules: ['lethal-hits', 'devastating-wounds'],
};
const terminators: Target = { models: 1, toughness: 4, save: 2, invulnerable: 4, wounds: 3 };

export const CASES: readonly Wh40k11eCase[] = [
  { name: 'plain profile', scenario: scenario([bolter], marines) },
  {
    name: 'Lethal Hits always',
    scenario: scenario([{ ...bolter, rules: ['lethal-hits'], lethalHits: 'always' }], marines),
  },
  {
    name: 'Lethal Hits never',
    scenario: scenario([{ ...bolter, rules: ['lethal-hits'], lethalHits: 'never' }], marines),
  },
  {
    name: 'Lethal Hits best with Devastating Wounds',
    scenario: scenario([lethalDev], terminators),
  },
  {
    name: 'Lethal Hits best with Sustained Hits 1 and Anti-infantry 4+',
    scenario: scenario(
      [
        {
          attacks: 2,
          bs: 4,
          strength: 3,
          rules: [
            'lethal-hits',
            { rule: 'sustained-hits', hits: 1 },
            { rule: 'anti', keyword: 'infantry', on: 4 },
            'devastating-wounds',
          ],
        },
      ],
      { ...marines, keywords: ['infantry'] },
    ),
  },
  {
    name: 'Devastating Wounds: D3 mortal wounds on one model, excess lost, FNP per point',
    scenario: scenario(
      [{ attacks: 1, bs: 3, strength: 4, damage: 'D3', rules: ['devastating-wounds'] }],
      {
        models: 2,
        toughness: 4,
        save: 3,
        wounds: 2,
        feelNoPain: 5,
      },
    ),
  },
  {
    name: 'Devastating Wounds, damage halved and -1 (reduction applies)',
    scenario: scenario(
      [{ attacks: 2, bs: 3, strength: 4, damage: 4, rules: ['devastating-wounds'] }],
      { models: 1, toughness: 4, save: 3, wounds: 6, halveDamage: true, damageReduction: 1 },
    ),
  },
  {
    name: 'Devastating Wounds, damage halved and -1, devastatingIgnoresReduction',
    scenario: scenario(
      [{ attacks: 2, bs: 3, strength: 4, damage: 4, rules: ['devastating-wounds'] }],
      { models: 1, toughness: 4, save: 3, wounds: 6, halveDamage: true, damageReduction: 1 },
      { devastatingIgnoresReduction: true },
    ),
  },
  {
    name: 'Blast against 5 models',
    scenario: scenario([{ attacks: 1, bs: 4, strength: 5, rules: ['blast'] }], {
      models: 5,
      toughness: 3,
      save: 6,
    }),
  },
  {
    name: 'Blast 2 against 5 models',
    scenario: scenario(
      [{ attacks: 1, bs: 4, strength: 5, rules: [{ rule: 'blast', attacks: 2 }] }],
      {
        models: 5,
        toughness: 3,
      },
    ),
  },
  {
    name: 'Cleave 1 against 5 models',
    scenario: scenario(
      [{ attacks: 1, ws: 3, strength: 5, rules: [{ rule: 'cleave', attacks: 1 }] }],
      {
        models: 5,
        toughness: 5,
        save: 5,
      },
    ),
  },
  { name: 'cover worsens BS 3+ to 4+', scenario: scenario([bolter], { ...marines, cover: true }) },
  {
    name: 'cover and Stealth: one benefit',
    scenario: scenario([bolter], { ...marines, cover: true, stealth: true }),
  },
  { name: 'Stealth gives cover', scenario: scenario([bolter], { ...marines, stealth: true }) },
  {
    name: 'cover against melee: no effect',
    scenario: scenario([{ attacks: 2, ws: 3, strength: 4 }], { ...marines, cover: true }),
  },
  {
    name: 'Ignores Cover',
    scenario: scenario([{ ...bolter, rules: ['ignores-cover'] }], { ...marines, cover: true }),
  },
  {
    name: 'Psychic ignores cover and a -1 to hit, keeps plunging fire',
    scenario: scenario([{ ...bolter, rules: ['psychic'], hitModifier: -1, plungingFire: true }], {
      ...marines,
      cover: true,
    }),
  },
  {
    name: 'plunging fire BS 3+ to 2+',
    scenario: scenario([{ ...bolter, plungingFire: true }], marines),
  },
  {
    name: 'BS 5+, cover and -1 BS, +1 to hit (unclamped reading)',
    scenario: scenario([{ attacks: 2, bs: 5, strength: 4, skillModifier: -1, hitModifier: 1 }], {
      ...marines,
      cover: true,
    }),
  },
  {
    name: 'BS 5+, cover and -1 BS, +1 to hit, bsModifiersClamped',
    scenario: scenario(
      [{ attacks: 2, bs: 5, strength: 4, skillModifier: -1, hitModifier: 1 }],
      { ...marines, cover: true },
      { bsModifiersClamped: true },
    ),
  },
  {
    name: 'BS 6+ in cover: hits on 6s only; critical hits on 5+',
    scenario: scenario([{ attacks: 2, bs: 6, strength: 4, criticalHitOn: 5 }], {
      ...marines,
      cover: true,
    }),
  },
  {
    name: 'Heavy, remained stationary, and plunging fire',
    scenario: scenario(
      [
        {
          attacks: 2,
          bs: 4,
          strength: 4,
          rules: ['heavy'],
          remainedStationary: true,
          plungingFire: true,
        },
      ],
      marines,
    ),
  },
  {
    name: 'ranged-only invulnerable save against a melee attack',
    scenario: scenario([{ attacks: 2, ws: 3, strength: 4, ap: -3 }], {
      ...terminators,
      invulnerableAgainst: 'ranged',
    }),
  },
  {
    name: 'ranged-only invulnerable save against a ranged attack',
    scenario: scenario([{ attacks: 2, bs: 3, strength: 4, ap: -3 }], {
      ...terminators,
      invulnerableAgainst: 'ranged',
    }),
  },
  {
    name: 'melee-only invulnerable save against a ranged attack',
    scenario: scenario([{ attacks: 2, bs: 3, strength: 4, ap: -3 }], {
      ...terminators,
      invulnerableAgainst: 'melee',
    }),
  },
  {
    name: 'two profiles, best Lethal Hits each in turn',
    scenario: scenario(
      [
        { ...lethalDev, attacks: 1 },
        { attacks: 1, bs: 3, strength: 4, damage: 2, rules: ['lethal-hits'] },
      ],
      terminators,
    ),
  },
  {
    name: 'twin-linked, re-roll 1s to hit, torrent and melta unchanged',
    scenario: scenario(
      [
        { attacks: 1, bs: 3, strength: 4, rules: ['twin-linked'], reroll: { hit: 'ones' } },
        {
          attacks: 1,
          strength: 4,
          damage: 1,
          halfRange: true,
          rules: ['torrent', { rule: 'melta', damage: 1 }],
        },
      ],
      marines,
    ),
  },
  {
    name: 'Lance charged, Rapid Fire 1 within half range: unchanged',
    scenario: scenario(
      [
        { attacks: 1, ws: 4, strength: 4, charged: true, rules: ['lance'] },
        {
          attacks: 1,
          bs: 4,
          strength: 3,
          halfRange: true,
          rules: [{ rule: 'rapid-fire', attacks: 1 }],
        },
      ],
      marines,
    ),
  },
  {
    name: 'mortal wounds (D3) on a Critical Hit, then on a Critical Wound (2): spilling over',
    scenario: scenario(
      [
        {
          attacks: 1,
          bs: 3,
          strength: 4,
          rules: [{ rule: 'mortal-wounds-on-critical-hit', mortals: 'D3' }],
        },
        {
          attacks: 1,
          bs: 3,
          strength: 4,
          rules: [{ rule: 'mortal-wounds-on-critical-wound', mortals: 2 }],
        },
      ],
      { ...marines, feelNoPain: 5 },
    ),
  },
  {
    name: 'mortal wounds on a charge: a D6 per model, 1 on a 4+, then the attacks',
    scenario: scenario(
      [
        {
          models: 2,
          attacks: 1,
          ws: 3,
          strength: 4,
          charged: true,
          rules: [{ rule: 'mortal-wounds-on-charge', roll: 'per-model', on: 4, mortals: 1 }],
        },
      ],
      { models: 2, toughness: 4, wounds: 2 },
    ),
  },
];
