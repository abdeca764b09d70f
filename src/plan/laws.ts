/**
 * The per-attack laws of a profile, shared by the exact engine's paths: the chances of each
 * roll's outcomes, the damage of an unsaved attack after its modifiers, and what one wound
 * does to a model of each target group. Everything here follows the step list of
 * `plan.ts` (and of `docs/attack-plan.md`); the sampler rolls the same steps die by die.
 *
 * @module
 */
import { diceDist } from '../dice/index.js';
import { constant, type Dist, fromWeights, map, mixture, sumOf, thin } from '../dist/index.js';
import type { BlastPlan } from '../geometry/blastHits.js';
import { criticalChances } from '../rules/criticalTest.js';
import { type D6Test, passChance } from '../rules/d6Test.js';
import type { AttackProfile, DamageStep, GroupDefence, SelfWounds } from './plan.js';

/**
 * The damage of one unsaved attack after its modifiers, in the order of {@link DamageStep}:
 * `+add`, halved rounding up, `−reduce` to a minimum of 1 (a roll of 0 stays 0). The target's
 * own reduction, when given, follows in the same order. Shared by both engines.
 *
 * @example
 * ```ts
 * modifyDamage(3, { add: 2, halve: true, reduce: 1 }); // 2: 3 + 2 = 5, halved 3, minus 1
 * ```
 */
export function modifyDamage(
  roll: number,
  step: { readonly add?: number; readonly halve: boolean; readonly reduce: number },
): number {
  let v = roll + (step.add ?? 0);
  if (step.halve) v = Math.ceil(v / 2);
  if (step.reduce > 0 && v > 0) v = Math.max(1, v - step.reduce);
  return v;
}

/**
 * The law of a damage roll's total before its modifiers, after the step's re-roll: a total
 * below `reroll.below` is rolled again once, and the new total stands.
 *
 * @example
 * ```ts
 * rolledDamage({ dice: parseDice('D6'), add: 0, halve: false, reduce: 0, slay: false,
 *   reroll: { below: 2 } }).at(1); // 1/36: a 1, then a 1 again
 * ```
 */
export function rolledDamage(step: DamageStep): Dist {
  const roll = diceDist(step.dice);
  const below = step.reroll?.below;
  if (below === undefined) return roll;
  const p = roll.toArray();
  let again = 0;
  for (let v = 0; v < Math.min(below, p.length); v++) again += p[v]!;
  return fromWeights(Array.from(p, (q, v) => (v < below ? 0 : q) + again * q));
}

/**
 * The law of an attack's damage before Feel No Pain (points; `slay` is not read here): the
 * dice (re-rolled as the step says), the step's modifiers, then the target group's reduction
 * if given.
 *
 * @example
 * ```ts
 * damageLaw({ dice: parseDice('D6'), add: 0, halve: true, reduce: 0, slay: false }).mean(); // 2: 1,1,2,2,3,3
 * ```
 */
export function damageLaw(step: DamageStep, reduction?: GroupDefence['damageReduction']): Dist {
  return map(rolledDamage(step), (v) => {
    const own = modifyDamage(v, step);
    return reduction ? modifyDamage(own, reduction) : own;
  });
}

/**
 * The chance one attack wounds its own attacker ({@link SelfWounds}): `one`, the chance of
 * the 1 that triggers it, then the attacker's save and Feel No Pain both failed. Read by both
 * exact engines (the general one and the wound chain's).
 *
 * @example
 * ```ts
 * selfWoundChance({ separateDie: false, save: d6Test(7), feelNoPain: null }, 1 / 6); // 1/6
 * ```
 */
export function selfWoundChance(sw: SelfWounds, one: number): number {
  return one * (1 - passChance(sw.save)) * (1 - testChance(sw.feelNoPain));
}

/** The chance a D6 test (a save, Feel No Pain) passes; 0 for none. */
export function testChance(test: D6Test | null): number {
  return test === null ? 0 : passChance(test);
}

/**
 * What one wound (or one mortal point) does to a model of one group: the chance it is saved,
 * then its damage before and after Feel No Pain (per point), and whether it slays outright.
 *
 * @example
 * ```ts
 * const law: WoundLaw = { saved: 0.5, damage: constant(1), after: constant(1), slay: false };
 * ```
 */
export interface WoundLaw {
  readonly saved: number;
  /** Points of damage of an unsaved wound, before Feel No Pain. */
  readonly damage: Dist;
  /** Points after Feel No Pain. */
  readonly after: Dist;
  readonly slay: boolean;
}

/**
 * The kinds of allocation event a profile makes: an ordinary wound, a critical wound (its own
 * save, damage and Feel No Pain), a critical wound turned to mortal wounds without spill-over
 * (one damage event, no save), and one mortal point with spill-over.
 */
export type EventKind = 'ordinary' | 'critical' | 'mortal' | 'point';

/**
 * The law of an event of `kind` from profile `a` on a model of group `g` (`wounds` its Wounds).
 * A damage that slays outright counts the model's Wounds as its damage, and rolls no Feel No
 * Pain.
 *
 * @example
 * ```ts
 * woundLaw(profile, 0, 'ordinary', 2).saved; // the group's save chance
 * ```
 */
export function woundLaw(a: AttackProfile, g: number, kind: EventKind, wounds: number): WoundLaw {
  const d = a.against[g]!;
  const cw = a.onCriticalWound;
  const fnp = kind !== 'ordinary' && cw.ignoresFeelNoPain ? 0 : testChance(d.feelNoPain);
  if (kind === 'point') {
    const one = constant(1);
    return { saved: 0, damage: one, after: thin(one, 1 - fnp), slay: false };
  }
  const step = kind === 'ordinary' ? a.damage : (cw.damage ?? a.damage);
  if (kind === 'mortal') {
    const points = damageLaw(step);
    return { saved: 0, damage: points, after: thin(points, 1 - fnp), slay: false };
  }
  const save = kind === 'ordinary' ? d.save : cw.noSave ? null : d.criticalSave;
  if (step.slay || d.slay === true) {
    // Slain outright: the model's Wounds, before and after Feel No Pain (it is not rolled).
    return {
      saved: testChance(save),
      damage: constant(wounds),
      after: constant(wounds),
      slay: true,
    };
  }
  const damage = damageLaw(step, d.damageReduction);
  return { saved: testChance(save), damage, after: thin(damage, 1 - fnp), slay: false };
}

/**
 * An event's allocation outcome for a model of `wounds` Wounds: entry 0 the chance it does
 * nothing (saved, or no damage left after Feel No Pain), entry k the chance it does k damage
 * (damage at or beyond the model's Wounds, or slaying outright, is entry `wounds`). The
 * outcome vector {@link allocationStep} reads.
 *
 * @example
 * ```ts
 * allocationOutcome(law, 3); // Float64Array of length 4
 * ```
 */
export function allocationOutcome(law: WoundLaw, wounds: number): Float64Array {
  const q = new Float64Array(wounds + 1);
  const hit = 1 - law.saved;
  q[0] = law.saved;
  if (law.slay) {
    q[wounds]! += hit;
    return q;
  }
  const after = law.after.toArray();
  for (let k = 0; k < after.length; k++) q[Math.min(k, wounds)]! += hit * after[k]!;
  return q;
}

/**
 * The chances and counts of one attack of a profile, before any target group is read.
 *
 * @example
 * ```ts
 * const o = profileOdds(profile); o.hit; // [miss, ordinary hit, critical hit]
 * ```
 */
export interface ProfileOdds {
  /** Attacks of the whole profile: `models` rolls of `attacks`. */
  readonly attacks: Dist;
  /** [miss, hit (not critical), critical hit]. */
  readonly hit: readonly [number, number, number];
  /** Extra hits of one critical hit (constant 0 when none). */
  readonly extra: Dist;
  /** [fail, wound (not critical), critical wound] of one wound roll. */
  readonly wound: readonly [number, number, number];
  /** What a critical wound becomes: see {@link EventKind} (`point`: mortal with spill-over). */
  readonly criticalKind: 'critical' | 'mortal' | 'point';
  /** Whether critical wounds wait until the profile's other attacks are allocated. */
  readonly pending: boolean;
  /** Mortal wounds a critical hit inflicts instead of rolling to wound; null: none. */
  readonly hitMortal: Dist | null;
  /** Hits by blast marker: the marker (each attack's hits are the models under it); null: a hit roll. */
  readonly marker: BlastPlan | null;
  /** The mortal points of {@link AttackProfile.mortalsBefore} in all, before Feel No Pain; null: none. */
  readonly before: Dist | null;
}

/**
 * The {@link ProfileOdds} of a profile.
 *
 * @example
 * ```ts
 * profileOdds(bolters).wound; // [1/2, 1/3, 1/6] for a 4+ wound roll
 * ```
 */
export function profileOdds(a: AttackProfile): ProfileOdds {
  const cw = a.onCriticalWound;
  const criticalKind = cw.mortal === null ? 'critical' : cw.mortal.spill ? 'point' : 'mortal';
  return {
    attacks: sumOf(diceDist(a.attacks), a.models),
    // A blast marker's hits are ordinary: each attack "hits", its number of hits is the marker's.
    hit: a.hit === 'auto' || 'marker' in a.hit ? [0, 1, 0] : criticalChances(a.hit),
    extra: diceDist(a.onCriticalHit.extraHits ?? 0),
    wound: criticalChances(a.wound),
    criticalKind,
    pending: criticalKind === 'point' || cw.resolvedLast,
    hitMortal: a.onCriticalHit.mortalWounds ? diceDist(a.onCriticalHit.mortalWounds) : null,
    marker: a.hit !== 'auto' && 'marker' in a.hit ? a.hit.marker : null,
    before: mortalsBeforeLaw(a),
  };
}

/**
 * The law of the mortal points of a profile's {@link AttackProfile.mortalsBefore}, before Feel
 * No Pain: the sum over its rolls of a passed test's mortal wounds (0 on a failed one).
 *
 * @example
 * ```ts
 * mortalsBeforeLaw({ ...profile, mortalsBefore: { rolls: 1, test: d6Test(2), mortals: parseDice('D3') } })?.mean(); // 5/6 × 2
 * ```
 */
export function mortalsBeforeLaw(a: AttackProfile): Dist | null {
  const m = a.mortalsBefore;
  if (m === undefined || m === null) return null;
  const p = passChance(m.test);
  const one = mixture([
    { weight: 1 - p, dist: constant(0) },
    { weight: p, dist: diceDist(m.mortals) },
  ]);
  return sumOf(one, m.rolls);
}
