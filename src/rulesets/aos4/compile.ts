/**
 * The compile step of Age of Sigmar 4th edition: each attacker profile becomes an
 * {@link Aos4Draft}, the ability modules edit it, and the finished draft becomes one or two
 * profiles of the general attack plan (two when the champion's +1 attack applies: the champion
 * and the other models). The target is one group of `health`-point models; every profile's
 * damage spills over (`spill`: the damage pool allocated point by point, step 7), the ward is
 * the plan's roll per damage point (step 6). Source: `docs/aos4.md`.
 *
 * @module
 */

import { type DiceExpression, parseDice } from '../../dice/parseDice.js';
import type { AttackProfile, GeneralPlan } from '../../plan/plan.js';
import { criticalTest } from '../../rules/criticalTest.js';
import { d6Test } from '../../rules/d6Test.js';
import type { Aos4Draft } from './rules/Aos4Draft.js';
import { rollNeed, saveNeed } from './rules/rolls.js';
import { aos4RulesOf } from './rules.js';
import type { Aos4Attacker, Aos4Scenario, Aos4Target } from './types.js';

/**
 * The draft of one attacker profile at the target, before any ability.
 *
 * @example
 * ```ts
 * aos4Draft(scenario.attackers[0], scenario.target, 'melee').hit; // 3 for hit 3
 * ```
 */
export function aos4Draft(a: Aos4Attacker, t: Aos4Target, phase: Aos4Scenario['phase']): Aos4Draft {
  return {
    shooting: phase === 'shooting',
    models: a.models,
    attacks: parseDice(a.attacks, 'attacks'),
    champion: a.champion,
    hit: a.hit,
    hitBonus: Math.max(0, a.hitModifier),
    hitMalus: Math.min(0, a.hitModifier),
    hitReroll: a.reroll.hit ?? 'none',
    criticalHitOn: a.criticalHitOn,
    critTwoHits: false,
    critAutoWound: false,
    critMortal: false,
    wound: a.wound,
    woundBonus: Math.max(0, a.woundModifier),
    woundMalus: Math.min(0, a.woundModifier),
    woundReroll: a.reroll.wound ?? 'none',
    rend: a.rend,
    save: t.save,
    saveBonus: Math.max(0, t.saveModifier),
    saveMalus: Math.min(0, t.saveModifier),
    ward: t.ward,
    damage: parseDice(a.damage, 'damage'),
    damageAdd: 0,
    companion: false,
    charged: a.charged,
    targetCharged: t.charged,
    targetCover: t.cover,
    targetKeywords: t.keywords,
  };
}

/** Dice plus a constant (the champion's +1 attack, Charge's +1 Damage). */
function plus(e: DiceExpression, n: number): DiceExpression {
  return n === 0 ? e : { ...e, modifier: e.modifier + n };
}

/**
 * The finished draft as profiles of the general plan: one, or the champion's and the other
 * models' when the champion's +1 attack applies (not with Companion).
 *
 * @example
 * ```ts
 * aos4Profiles(draft).length; // 2 with a champion among several models
 * ```
 */
export function aos4Profiles(d: Aos4Draft, name?: string): AttackProfile[] {
  // Companion: the friendly bonuses do not apply (harmful modifiers and re-rolls still do).
  const hitBonus = d.companion ? 0 : d.hitBonus;
  const woundBonus = d.companion ? 0 : d.woundBonus;
  const hitNeed = rollNeed(d.hit, hitBonus, d.hitMalus);
  const woundNeed = rollNeed(d.wound, woundBonus, d.woundMalus);
  const save = d6Test(saveNeed(d.save, d.rend, d.saveBonus, d.saveMalus));
  const damage = plus(d.damage, d.damageAdd);
  const base: AttackProfile = {
    ...(name === undefined ? {} : { name }),
    models: d.models,
    attacks: d.attacks,
    hit: { ...criticalTest(hitNeed, d.criticalHitOn, d.hitReroll) },
    onCriticalHit: {
      extraHits: d.critTwoHits ? parseDice(1) : null,
      autoWound: d.critAutoWound,
      ...(d.critMortal ? { mortalWounds: damage, mortalCountsUnsaved: false } : {}),
    },
    wound: criticalTest(woundNeed, 6, d.woundReroll),
    onCriticalWound: { noSave: false, mortal: null, damage: null, resolvedLast: false },
    damage: { dice: d.damage, add: d.damageAdd, halve: false, reduce: 0, slay: false },
    against: [
      {
        save,
        criticalSave: save,
        feelNoPain: d.ward === undefined ? null : d6Test(d.ward),
      },
    ],
    spill: true,
  };
  // Mortal damage on a charge: the unit's dice, rolled once, before the first profile's attacks.
  const c = d.chargeMortals;
  const before =
    c && d.charged
      ? { rolls: c.perModel ? d.models : 1, test: d6Test(c.on), mortals: c.mortals }
      : null;
  const first = before ? { ...base, mortalsBefore: before } : base;
  if (!d.champion || d.companion) return [first];
  const champion = { ...first, models: 1, attacks: plus(d.attacks, 1) };
  return d.models === 1 ? [champion] : [champion, { ...base, models: d.models - 1 }];
}

/**
 * Compile a validated aos4 scenario into the general attack plan.
 *
 * @example
 * ```ts
 * const plan = compileAos4(parseScenario({ ruleset: 'aos4',
 *   attackers: [{ models: 10, attacks: 2, hit: 3, wound: 4 }], target: { models: 5, health: 2, save: 4 } }) as Aos4Scenario);
 * plan.profiles[0].spill; // true
 * ```
 */
export function compileAos4(s: Aos4Scenario): GeneralPlan {
  const profiles = s.attackers.flatMap((a) => {
    let draft = aos4Draft(a, s.target, s.phase);
    for (const rule of aos4RulesOf(a, s.target)) draft = rule.apply(draft);
    return aos4Profiles(draft, a.name);
  });
  return {
    profiles,
    groups: [{ models: s.target.models, wounds: s.target.health }],
    allocation: 'sequential',
  };
}
