/**
 * What the analytics read of Warhammer 40,000 10th edition (the ruleset contract's
 * `analytics`, `src/format/ruleset.ts`): its analysis files' parts, the size of a target
 * unit, turns (each turn the plan with its profiles repeated, `planTurns`), the
 * characteristics a sweep varies, and durability's reference weapons (`docs/analytics.md`,
 * "Durability"), which 11th edition shares.
 *
 * @module
 */
import {
  type RulesetAnalytics,
  type RulesetDurability,
  type SweepField,
  setField,
} from '../../format/ruleset.js';
import type { Wh40kResults } from './evaluate.js';
import type { Wh40kAttackerInput, Wh40kGroupInput } from './input.js';
import { wh40kTurns } from './turns.js';
import type { Wh40kAttacker, Wh40kScenario, Wh40kTarget } from './types.js';

/**
 * The characteristics a sweep varies in both editions: Toughness, save and Wounds of the
 * target unit; Strength (to 30, as Toughness) and attacks per model (a sweep's `shots`).
 *
 * @example
 * ```ts
 * wh40kSweep<Wh40kAttacker, Wh40kTarget>().toughness?.max; // 30
 * ```
 */
export function wh40kSweep<A extends Wh40kAttacker, T extends Wh40kTarget>(): {
  readonly [C in 'toughness' | 'save' | 'wounds' | 'strength' | 'shots']: SweepField<A, T>;
} {
  return {
    toughness: { max: 30, target: (t, value) => setField(t, 'toughness', value) },
    save: { target: (t, value) => setField(t, 'save', value) },
    wounds: { target: (t, value) => setField(t, 'wounds', value) },
    strength: { max: 30, attacker: (a, value) => setField(a, 'strength', value) },
    // The characteristic called shots elsewhere is attacks per model here.
    shots: { attacker: (a, value) => setField(a, 'attacks', value) },
  };
}

/**
 * Turn t is evaluated with t times the attacks (`planTurns`): 1 + 2 + ... + turns
 * evaluations' work.
 *
 * @example
 * ```ts
 * planTurnsWork(3); // 6
 * ```
 */
export const planTurnsWork = (turns: number): number => (turns * (turns + 1)) / 2;

/**
 * The built-in reference weapons: common profiles of the 10th edition, by name.
 *
 * @example
 * ```ts
 * const w: ReferenceWeapon = 'lascannon';
 * ```
 */
export type ReferenceWeapon =
  | 'lasgun'
  | 'boltgun'
  | 'bolt-rifle'
  | 'heavy-bolter'
  | 'plasma-gun'
  | 'melta-gun'
  | 'lascannon'
  | 'power-fist';

/**
 * The reference weapons' profiles (one model each; the threat sets the number of models).
 * Characteristics as the 10th edition datasheets give them (Astra Militarum lasgun; Space
 * Marine boltgun, bolt rifle, heavy bolter, plasma gun supercharged, melta gun at half range,
 * lascannon, power fist of a sergeant).
 *
 * @example
 * ```ts
 * REFERENCE_WEAPONS.lascannon.profile.strength; // 12
 * ```
 */
export const REFERENCE_WEAPONS: Readonly<
  Record<ReferenceWeapon, { readonly label: string; readonly profile: Wh40kAttackerInput }>
> = {
  lasgun: {
    label: 'lasgun (A1 BS4+ S3 AP0 D1, Rapid Fire 1 at half range)',
    profile: {
      attacks: 1,
      bs: 4,
      strength: 3,
      ap: 0,
      damage: 1,
      rules: [{ rule: 'rapid-fire', attacks: 1 }],
      halfRange: true,
    },
  },
  boltgun: {
    label: 'boltgun (A2 BS3+ S4 AP0 D1)',
    profile: { attacks: 2, bs: 3, strength: 4, ap: 0, damage: 1 },
  },
  'bolt-rifle': {
    label: 'bolt rifle (A2 BS3+ S4 AP-1 D1)',
    profile: { attacks: 2, bs: 3, strength: 4, ap: -1, damage: 1 },
  },
  'heavy-bolter': {
    label: 'heavy bolter (A3 BS4+ S5 AP-1 D2, Sustained Hits 1)',
    profile: {
      attacks: 3,
      bs: 4,
      strength: 5,
      ap: -1,
      damage: 2,
      rules: [{ rule: 'sustained-hits', hits: 1 }],
    },
  },
  'plasma-gun': {
    label: 'plasma gun, supercharged (A1 BS3+ S8 AP-3 D2)',
    profile: { attacks: 1, bs: 3, strength: 8, ap: -3, damage: 2 },
  },
  'melta-gun': {
    label: 'melta gun at half range (A1 BS3+ S9 AP-4 DD6, Melta 2)',
    profile: {
      attacks: 1,
      bs: 3,
      strength: 9,
      ap: -4,
      damage: 'D6',
      rules: [{ rule: 'melta', damage: 2 }],
      halfRange: true,
    },
  },
  lascannon: {
    label: 'lascannon (A1 BS3+ S12 AP-3 DD6+1)',
    profile: { attacks: 1, bs: 3, strength: 12, ap: -3, damage: 'D6+1' },
  },
  'power-fist': {
    label: 'power fist (A3 WS3+ S8 AP-2 D2)',
    profile: { attacks: 3, ws: 3, strength: 8, ap: -2, damage: 2 },
  },
};

/**
 * Durability in both editions (11th edition reads the reference weapons' fields unchanged):
 * the reference weapons, the threats of a unit given alone (ten bolt rifles, three heavy
 * bolters, two lascannons, three power fists), the AP varied as written (0 to -4), and a
 * unit's profile as T, Sv, invulnerable save, W and Feel No Pain.
 *
 * @example
 * ```ts
 * wh40kDurability.withAp(REFERENCE_WEAPONS.lascannon.profile, -1).ap; // -1
 * ```
 */
export const wh40kDurability: RulesetDurability<Wh40kAttackerInput, Partial<Wh40kGroupInput>> = {
  references: REFERENCE_WEAPONS,
  defaults: [
    ['bolt-rifle', 10],
    ['heavy-bolter', 3],
    ['lascannon', 2],
    ['power-fist', 3],
  ],
  penetration: 'AP',
  withAp: (a, ap) => ({ ...a, ap }),
  statline: (t) => `T${t.toughness}`,
  profile: (t) => [
    `T${t.toughness}`,
    t.save === undefined ? 'no save' : `Sv${t.save}+`,
    ...(t.invulnerable === undefined ? [] : [`${t.invulnerable}++`]),
    `W${t.wounds ?? 1}`,
    ...(t.feelNoPain === undefined ? [] : [`FNP ${t.feelNoPain}+`]),
  ],
};

/**
 * Warhammer 40,000 10th edition's analytics.
 *
 * @example
 * ```ts
 * wh40kAnalytics.size(target); // { models: 10, wounds: 10 }
 * ```
 */
export const wh40kAnalytics: RulesetAnalytics<Wh40kScenario, Wh40kResults> = {
  prefix: 'Wh40k',
  attackers: 'weapon profiles',
  size: (t) => ({ models: t.models, wounds: t.models * t.wounds }),
  turns: (s, turns) => ({ models: s.target.models, ...wh40kTurns(s, turns) }),
  turnsWork: planTurnsWork,
  durability: wh40kDurability as RulesetDurability,
  sweep: wh40kSweep(),
};
