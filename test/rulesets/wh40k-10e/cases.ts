// Tiny wh40k-10e scenarios, one per keyword and per interaction the spec lists, small enough
// for the die-by-die enumerator (enumerate.ts). Read by the brute-force test (engine against
// enumerator, every result to 1e-12) and by the sampler's chi-square test.
import type { ScenarioInput } from '../../../src/scenario/schema.js';

type Wh40kInput = Extract<ScenarioInput, { ruleset: 'wh40k-10e' }>;
type Attacker = Wh40kInput['attackers'][number];
type Target = Wh40kInput['target'];

const scenario = (attackers: Attacker[], target: Target): Wh40kInput => ({
  ruleset: 'wh40k-10e',
  attackers,
  target,
});

/** A named tiny case. */
export interface Wh40kCase {
  readonly name: string;
  readonly scenario: Wh40kInput;
}

const bolter: Attacker = { attacks: 2, bs: 3, strength: 4, ap: 0, damage: 1 };
const marines: Target = { models: 2, toughness: 4, save: 3, wounds: 2 };

export const KEYWORD_CASES: readonly Wh40kCase[] = [
  { name: 'plain profile', scenario: scenario([bolter], marines) },
  {
    name: 'blast: +1 attack per five target models',
    scenario: scenario([{ attacks: 1, bs: 4, strength: 5, rules: ['blast'] }], {
      models: 5,
      toughness: 3,
      save: 6,
    }),
  },
  {
    name: 'rapid fire 1 within half range',
    scenario: scenario(
      [
        {
          attacks: 1,
          bs: 3,
          strength: 4,
          halfRange: true,
          rules: [{ rule: 'rapid-fire', attacks: 1 }],
        },
      ],
      marines,
    ),
  },
  {
    name: 'rapid fire D3 out of half range adds nothing',
    scenario: scenario(
      [{ attacks: 1, bs: 3, strength: 4, rules: [{ rule: 'rapid-fire', attacks: 'D3' }] }],
      marines,
    ),
  },
  {
    name: 'torrent',
    scenario: scenario([{ attacks: 'D3', strength: 4, rules: ['torrent'] }], marines),
  },
  {
    name: 'heavy, stationary (clamped with hitModifier +1)',
    scenario: scenario(
      [
        {
          attacks: 2,
          bs: 4,
          strength: 4,
          hitModifier: 1,
          remainedStationary: true,
          rules: ['heavy'],
        },
      ],
      { models: 3, toughness: 4 },
    ),
  },
  {
    name: 'stealth against ranged, BS 6+: only criticals hit',
    scenario: scenario([{ attacks: 3, bs: 6, strength: 4 }], {
      models: 3,
      toughness: 4,
      stealth: true,
    }),
  },
  {
    name: 'stealth does not touch melee',
    scenario: scenario([{ attacks: 2, ws: 4, strength: 4 }], {
      models: 3,
      toughness: 4,
      stealth: true,
    }),
  },
  {
    name: 'sustained hits 1',
    scenario: scenario(
      [{ attacks: 2, bs: 4, strength: 4, rules: [{ rule: 'sustained-hits', hits: 1 }] }],
      { models: 4, toughness: 4 },
    ),
  },
  {
    name: 'sustained hits D3',
    scenario: scenario(
      [{ attacks: 1, bs: 4, strength: 4, rules: [{ rule: 'sustained-hits', hits: 'D3' }] }],
      { models: 4, toughness: 4 },
    ),
  },
  {
    name: 'lethal hits',
    scenario: scenario([{ attacks: 2, bs: 3, strength: 3, rules: ['lethal-hits'] }], {
      models: 2,
      toughness: 6,
      save: 4,
    }),
  },
  {
    name: 'sustained hits 1 + lethal hits',
    scenario: scenario(
      [
        {
          attacks: 2,
          bs: 4,
          strength: 4,
          rules: ['lethal-hits', { rule: 'sustained-hits', hits: 1 }],
        },
      ],
      { models: 5, toughness: 4 },
    ),
  },
  {
    name: 'critical hits on 5+ with lethal and sustained',
    scenario: scenario(
      [
        {
          attacks: 2,
          bs: 4,
          strength: 4,
          criticalHitOn: 5,
          rules: ['lethal-hits', { rule: 'sustained-hits', hits: 1 }],
        },
      ],
      { models: 5, toughness: 4 },
    ),
  },
  {
    name: 'lance when charged, wound modifiers clamped',
    scenario: scenario(
      [{ attacks: 2, ws: 3, strength: 4, charged: true, woundModifier: 1, rules: ['lance'] }],
      { models: 2, toughness: 5, save: 4 },
    ),
  },
  {
    name: 'wound modifier -2 clamped to -1',
    scenario: scenario([{ attacks: 2, ws: 3, strength: 4, woundModifier: -2 }], {
      models: 2,
      toughness: 4,
    }),
  },
  {
    name: 'anti-infantry 4+',
    scenario: scenario(
      [{ attacks: 2, bs: 3, strength: 3, rules: [{ rule: 'anti', keyword: 'infantry', on: 4 }] }],
      { models: 2, toughness: 8, save: 3, keywords: ['infantry'] },
    ),
  },
  {
    name: 'anti-vehicle does nothing to infantry; two anti keywords',
    scenario: scenario(
      [
        {
          attacks: 2,
          bs: 3,
          strength: 3,
          rules: [
            { rule: 'anti', keyword: 'vehicle', on: 2 },
            { rule: 'anti', keyword: 'infantry', on: 5 },
          ],
        },
      ],
      { models: 2, toughness: 8, keywords: ['infantry'] },
    ),
  },
  {
    name: 'anti-infantry 4+ with devastating wounds (no invulnerable save)',
    scenario: scenario(
      [
        {
          attacks: 2,
          bs: 3,
          strength: 3,
          damage: 2,
          rules: ['devastating-wounds', { rule: 'anti', keyword: 'infantry', on: 4 }],
        },
      ],
      { models: 2, toughness: 4, save: 2, invulnerable: 4, wounds: 2, keywords: ['infantry'] },
    ),
  },
  {
    name: 'twin-linked',
    scenario: scenario([{ attacks: 2, bs: 3, strength: 4, rules: ['twin-linked'] }], {
      models: 2,
      toughness: 5,
    }),
  },
  {
    name: 'twin-linked with re-roll wound ones (still once)',
    scenario: scenario(
      [{ attacks: 2, ws: 3, strength: 4, reroll: { wound: 'ones' }, rules: ['twin-linked'] }],
      { models: 2, toughness: 5 },
    ),
  },
  {
    name: 'devastating wounds: resolved last, D2 on 2-wound models',
    scenario: scenario(
      [{ attacks: 2, bs: 3, strength: 4, damage: 'D3', rules: ['devastating-wounds'] }],
      { models: 2, toughness: 4, save: 3, invulnerable: 4, wounds: 2 },
    ),
  },
  {
    name: 'non-critical re-rolls with lethal and devastating',
    scenario: scenario(
      [
        {
          attacks: 1,
          bs: 3,
          strength: 4,
          reroll: { hit: 'non-critical', wound: 'non-critical' },
          rules: ['lethal-hits', 'devastating-wounds'],
        },
      ],
      { models: 2, toughness: 4, save: 3 },
    ),
  },
  {
    name: 'failed re-rolls read the modified roll',
    scenario: scenario(
      [
        {
          attacks: 1,
          bs: 4,
          strength: 4,
          hitModifier: -1,
          reroll: { hit: 'failed', wound: 'ones' },
        },
      ],
      { models: 3, toughness: 4, save: 6 },
    ),
  },
  {
    name: 'ignores cover',
    scenario: scenario([{ attacks: 2, bs: 3, strength: 4, ap: -1, rules: ['ignores-cover'] }], {
      models: 2,
      toughness: 4,
      save: 4,
      cover: true,
    }),
  },
  {
    name: 'cover at AP 0 for a 3+ save: no benefit',
    scenario: scenario([{ attacks: 2, bs: 3, strength: 4 }], {
      models: 2,
      toughness: 4,
      save: 3,
      cover: true,
    }),
  },
  {
    name: 'cover at AP -1 for a 3+ save',
    scenario: scenario([{ attacks: 2, bs: 3, strength: 4, ap: -1 }], {
      models: 2,
      toughness: 4,
      save: 3,
      cover: true,
    }),
  },
  {
    name: 'cover in melee: no benefit',
    scenario: scenario([{ attacks: 2, ws: 3, strength: 4, ap: -1 }], {
      models: 2,
      toughness: 4,
      save: 4,
      cover: true,
    }),
  },
  {
    name: 'invulnerable against AP',
    scenario: scenario([{ attacks: 2, bs: 3, strength: 5, ap: -3 }], {
      models: 2,
      toughness: 4,
      save: 3,
      invulnerable: 5,
    }),
  },
  {
    name: 'melta 2 within half range',
    scenario: scenario(
      [
        {
          attacks: 1,
          bs: 3,
          strength: 9,
          damage: 'D3',
          halfRange: true,
          rules: [{ rule: 'melta', damage: 2 }],
        },
      ],
      { models: 1, toughness: 9, save: 3, wounds: 6 },
    ),
  },
  {
    name: 'melta, halving and -1 damage, in that order',
    scenario: scenario(
      [
        {
          attacks: 1,
          strength: 9,
          damage: 'D3',
          halfRange: true,
          rules: ['torrent', { rule: 'melta', damage: 2 }],
        },
      ],
      { models: 1, toughness: 9, wounds: 6, halveDamage: true, damageReduction: 1 },
    ),
  },
  {
    name: 'damage reduction to a minimum of 1',
    scenario: scenario([{ attacks: 2, bs: 3, strength: 8, damage: 'D3' }], {
      models: 1,
      toughness: 4,
      wounds: 4,
      damageReduction: 1,
    }),
  },
  {
    name: 'feel no pain per point of damage',
    scenario: scenario([{ attacks: 1, strength: 8, damage: 3, rules: ['torrent'] }], {
      models: 1,
      toughness: 4,
      wounds: 3,
      feelNoPain: 5,
    }),
  },
  {
    name: 'feel no pain with excess damage lost per model',
    scenario: scenario([{ attacks: 2, strength: 8, damage: 2, rules: ['torrent'] }], {
      models: 2,
      toughness: 4,
      wounds: 3,
      feelNoPain: 6,
    }),
  },
  {
    name: 'D6 damage against 3-wound models',
    scenario: scenario([{ attacks: 2, strength: 8, damage: 'D6', rules: ['torrent'] }], {
      models: 2,
      toughness: 4,
      wounds: 3,
    }),
  },
  {
    name: 'torrent with sustained hits (no critical hits)',
    scenario: scenario(
      [{ attacks: 2, strength: 4, rules: ['torrent', { rule: 'sustained-hits', hits: 2 }] }],
      { models: 2, toughness: 4, save: 5 },
    ),
  },
  {
    name: 'several groups in order, wounds carried',
    scenario: scenario(
      [
        { name: 'first', attacks: 1, bs: 3, strength: 8, damage: 2 },
        { name: 'second', attacks: 1, ws: 4, strength: 4, damage: 1, rules: ['lethal-hits'] },
      ],
      { models: 2, toughness: 4, save: 5, wounds: 3 },
    ),
  },
  {
    name: 'two models attacking, D2 attacks each, critical wounds on 5+',
    scenario: scenario(
      [
        {
          models: 2,
          attacks: 'D2',
          strength: 4,
          criticalWoundOn: 5,
          rules: ['torrent', 'devastating-wounds'],
        },
      ],
      {
        models: 1,
        toughness: 4,
        save: 2,
        wounds: 3,
      },
    ),
  },
  {
    name: 'critical hits on 5+ as an ability, with Sustained Hits 1',
    // One attack plays every branch of the ability (a 5 or a 6 critical, its extra hit wounded
    // and saved, two damage slaying a model); attacks added together are 'sustained hits 1'.
    scenario: scenario(
      [
        {
          attacks: 1,
          bs: 3,
          strength: 4,
          rules: [
            { rule: 'critical-hits', on: 5 },
            { rule: 'sustained-hits', hits: 1 },
          ],
        },
      ],
      marines,
    ),
  },
  {
    name: 'critical wounds on 5+ as an ability, with Devastating Wounds',
    scenario: scenario(
      [
        {
          attacks: 2,
          bs: 3,
          strength: 4,
          damage: 2,
          rules: [{ rule: 'critical-wounds', on: 5 }, 'devastating-wounds'],
        },
      ],
      marines,
    ),
  },
  {
    name: '+1 Damage and a damage re-roll below 3 (D3)',
    scenario: scenario(
      [
        {
          attacks: 2,
          bs: 3,
          strength: 5,
          damage: 'D3',
          rules: [
            { rule: 'damage-bonus', damage: 1 },
            { rule: 'reroll-damage', below: 3 },
          ],
        },
      ],
      { models: 2, toughness: 4, save: 4, wounds: 3 },
    ),
  },
  {
    name: 'the full re-roll buff',
    // One attack plays every branch (a failed Hit and a failed Wound roll re-rolled, a success
    // kept); attacks added together are 'plain profile' and the re-roll cases above.
    scenario: scenario([{ attacks: 1, bs: 4, strength: 4, rules: ['full-rerolls'] }], marines),
  },
  {
    name: 'mortal wounds (D3) on a Critical Hit, spilling over, Feel No Pain',
    scenario: scenario(
      [
        {
          attacks: 2,
          bs: 3,
          strength: 4,
          rules: [{ rule: 'mortal-wounds-on-critical-hit', mortals: 'D3' }],
        },
      ],
      { models: 2, toughness: 4, save: 3, wounds: 2, feelNoPain: 5 },
    ),
  },
  {
    name: 'mortal wounds (D3) on a Critical Wound, spilling over',
    scenario: scenario(
      [
        {
          attacks: 2,
          bs: 3,
          strength: 4,
          damage: 2,
          rules: [{ rule: 'mortal-wounds-on-critical-wound', mortals: 'D3' }],
        },
      ],
      { models: 2, toughness: 4, save: 3, wounds: 2 },
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
  {
    name: 'mortal wounds on a charge: one D6, D3 on a 2+; not charged, none',
    scenario: scenario(
      [
        {
          attacks: 1,
          ws: 3,
          strength: 4,
          charged: true,
          rules: [{ rule: 'mortal-wounds-on-charge', roll: 'one', on: 2, mortals: 'D3' }],
        },
        {
          attacks: 1,
          ws: 3,
          strength: 4,
          rules: [{ rule: 'mortal-wounds-on-charge', roll: 'one', on: 2, mortals: 'D3' }],
        },
      ],
      { models: 3, toughness: 4, save: 4, wounds: 1 },
    ),
  },
];
