/**
 * What the analytics read of Age of Sigmar 4th edition (the ruleset contract's `analytics`,
 * `src/format/ruleset.ts`): its analysis files' parts, the size of a target unit (models x
 * Health), turns (the damage pool spilling over, `aos4Turns`), and the characteristics a sweep
 * varies: the target's save, ward and Health (a sweep's `wounds`), the attacks per model (a
 * sweep's `shots`); durability's reference weapons, varied by Rend (`docs/analytics.md`,
 * "Durability"), and "across every save" (the damage after the ward).
 *
 * @module
 */
import { type RulesetAnalytics, type RulesetDurability, setField } from '../../format/ruleset.js';
import type { Aos4Results } from './evaluate.js';
import type { Aos4AttackerInput, Aos4TargetInput } from './input.js';
import { aos4Turns } from './turns.js';
import type { Aos4Scenario } from './types.js';

/**
 * Age of Sigmar's built-in reference weapons, by name.
 *
 * @example
 * ```ts
 * const w: Aos4ReferenceWeapon = 'heavy-melee';
 * ```
 */
export type Aos4ReferenceWeapon =
  | 'light-melee'
  | 'elite-melee'
  | 'heavy-melee'
  | 'monster-melee'
  | 'light-missile'
  | 'war-machine';

/**
 * Age of Sigmar 4th edition's reference weapons: profiles of the shapes common on warscrolls,
 * written by their characteristics (not any one warscroll's; one model each, the threat sets
 * the number of models).
 *
 * @example
 * ```ts
 * AOS4_REFERENCE_WEAPONS['heavy-melee'].profile.rend; // 1
 * ```
 */
export const AOS4_REFERENCE_WEAPONS: Readonly<
  Record<Aos4ReferenceWeapon, { readonly label: string; readonly profile: Aos4AttackerInput }>
> = {
  'light-melee': {
    label: 'light melee (A2 4+/4+ Rend 0 D1)',
    profile: { attacks: 2, hit: 4, wound: 4, rend: 0, damage: 1 },
  },
  'elite-melee': {
    label: 'elite melee (A3 3+/3+ Rend 1 D1)',
    profile: { attacks: 3, hit: 3, wound: 3, rend: 1, damage: 1 },
  },
  'heavy-melee': {
    label: 'heavy melee (A2 3+/3+ Rend 1 D2)',
    profile: { attacks: 2, hit: 3, wound: 3, rend: 1, damage: 2 },
  },
  'monster-melee': {
    label: 'monster melee (A4 3+/2+ Rend 2 D3)',
    profile: { attacks: 4, hit: 3, wound: 2, rend: 2, damage: 'D3' },
  },
  'light-missile': {
    label: 'light missile (A1 4+/4+ Rend 0 D1)',
    profile: { attacks: 1, hit: 4, wound: 4, rend: 0, damage: 1 },
  },
  'war-machine': {
    label: 'war machine (A1 4+/2+ Rend 2 DD6)',
    profile: { attacks: 1, hit: 4, wound: 2, rend: 2, damage: 'D6' },
  },
};

/**
 * Durability in Age of Sigmar: its reference weapons, the threats of a unit given alone
 * (twenty light, five elite, three heavy melee models and one monster), the Rend set to minus
 * each AP value (0 to 4), the phase of the attacks (melee unless given), and a unit's profile
 * as Health, save and ward.
 *
 * @example
 * ```ts
 * aos4Durability.withAp(AOS4_REFERENCE_WEAPONS['heavy-melee'].profile, -2).rend; // 2
 * ```
 */
export const aos4Durability: RulesetDurability<Aos4AttackerInput, Partial<Aos4TargetInput>> = {
  references: AOS4_REFERENCE_WEAPONS,
  defaults: [
    ['light-melee', 20],
    ['elite-melee', 5],
    ['heavy-melee', 3],
    ['monster-melee', 1],
  ],
  penetration: 'Rend',
  withAp: (a, ap) => ({ ...a, rend: Math.abs(ap) }),
  scenario: (o) => ({ phase: o.phase ?? 'melee' }),
  statline: (t) => `Health ${t.health ?? 1}`,
  profile: (t) => [
    `Health ${t.health ?? 1}`,
    t.save === undefined ? 'no save' : `Sv${t.save}+`,
    ...(t.ward === undefined ? [] : [`Ward ${t.ward}+`]),
  ],
};

/**
 * Age of Sigmar 4th edition's analytics.
 *
 * @example
 * ```ts
 * aos4Analytics.size({ models: 5, health: 2, ... }); // { models: 5, wounds: 10 }
 * ```
 */
export const aos4Analytics: RulesetAnalytics<Aos4Scenario, Aos4Results> = {
  prefix: 'Aos4',
  attackers: 'weapon profiles',
  size: (t) => ({ models: t.models, wounds: t.models * t.health }),
  turns: (s, turns) => ({ models: s.target.models, ...aos4Turns(s, turns) }),
  durability: aos4Durability as RulesetDurability,
  // Every point of damage meets the save, then the ward (docs/aos4.md): its damage after both.
  acrossSaves: { damage: 'damageAfterWard' },
  sweep: {
    save: { target: (t, value) => setField(t, 'save', value) },
    ward: { target: (t, value) => setField(t, 'ward', value) },
    wounds: { target: (t, value) => setField(t, 'health', value) },
    shots: { attacker: (a, value) => setField(a, 'attacks', value) },
  },
};
