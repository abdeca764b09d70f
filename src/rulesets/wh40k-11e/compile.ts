/**
 * The compile step of Warhammer 40,000 11th edition: each attacker profile becomes a
 * {@link Draft11e} (10th edition's draft and 11th edition's fields), the keyword modules edit
 * it (the weapon's keywords in the order listed, the re-roll policies, plunging fire, then the
 * target's invulnerable save scope, Stealth and the benefit of cover), and the finished draft
 * becomes one profile of the general attack plan: 10th edition's `profileOf`, with 11th
 * edition's Hit roll, Devastating Wounds as mortal wounds and the Lethal Hits choice. The target
 * is a unit of one or several groups, compiled as 10th edition's (`../wh40k-10e/unit.ts`: each
 * weapon against each group, the groups in the order listed, Leaders and Support characters
 * behind the bodyguard, Precision). Sources: `docs/wh40k-11e.md`, `docs/wh40k-11e/units.md`.
 *
 * @module
 */

import { InputError } from '../../errors.js';
import { ruleName } from '../../format/fields.js';
import type { AttackProfile, GeneralPlan } from '../../plan/plan.js';
import { baseDraft, profileOf } from '../wh40k-10e/compile.js';
import { checkCriticalWoundMortals } from '../wh40k-10e/rules/mortalWoundsOnCriticalWound.js';
import { rerolls } from '../wh40k-10e/rules/reroll.js';
import type { Wh40kRule } from '../wh40k-10e/rules/WeaponDraft.js';
import { groupsOf, unitDrafts, unitPlan, unitProfile } from '../wh40k-10e/unit.js';
import { benefitOfCover } from './rules/benefitOfCover.js';
import { type Draft11e, from10e, type Wh40k11eRule } from './rules/Draft.js';
import { hitTest } from './rules/hitRoll.js';
import { invulnerableSave } from './rules/invulnerableSave.js';
import { plungingFire } from './rules/plungingFire.js';
import { stealth } from './rules/stealth.js';
import { wh40k11eRuleOf } from './rules.js';
import type { Wh40k11eAttacker, Wh40k11eScenario, Wh40k11eTarget } from './types.js';

/**
 * The draft of one attacker profile at the target, before any keyword: 10th edition's, the
 * scenario's `hitModifier` and `skillModifier` split into their helpful and harmful parts,
 * and the target's cover.
 *
 * @example
 * ```ts
 * baseDraft11e({ ...bolters, hitModifier: -1 }, boyz).hitPenalty; // -1
 * ```
 */
export function baseDraft11e(a: Wh40k11eAttacker, t: Wh40k11eTarget): Draft11e {
  return {
    ...baseDraft(a, t),
    hitModifier: Math.max(0, a.hitModifier),
    hitPenalty: Math.min(0, a.hitModifier),
    skillBonus: Math.max(0, a.skillModifier),
    skillPenalty: Math.min(0, a.skillModifier),
    psychic: false,
    cover: t.cover,
  };
}

/**
 * The rule modules of one attacker profile, in the order they apply.
 *
 * @throws {InputError} naming the field for Cleave on a ranged profile, or plunging fire on a
 *   melee one.
 * @example
 * ```ts
 * rulesOf11e(attacker, target, {}, 'attackers[0]').map((r) => r.name);
 * // ['lethal-hits', 'reroll', 'benefit-of-cover']
 * ```
 */
export function rulesOf11e(
  a: Wh40k11eAttacker,
  t: Wh40k11eTarget,
  custom: Readonly<Record<string, Wh40kRule>>,
  field: string,
): Wh40k11eRule[] {
  const melee = a.ws !== undefined;
  const list = a.rules.map((r, i) => {
    if (!melee && ruleName(r) === 'cleave') {
      throw new InputError(
        `${field}.rules[${i}]: Cleave is an ability of melee weapons; give the profile ws, not bs`,
        `${field}.rules[${i}]`,
        r,
      );
    }
    return wh40k11eRuleOf(r, custom, `${field}.rules[${i}]`);
  });
  list.push(from10e(rerolls(a.reroll)));
  if (a.plungingFire) {
    if (melee) {
      throw new InputError(
        `${field}.plungingFire: plunging fire improves ranged attacks only; this profile is melee (ws)`,
        `${field}.plungingFire`,
        true,
      );
    }
    list.push(plungingFire);
  }
  if (t.invulnerableAgainst !== 'all') list.push(invulnerableSave(t.invulnerableAgainst));
  if (t.stealth) list.push(stealth);
  list.push(benefitOfCover);
  return list;
}

/**
 * The finished drafts of a validated scenario: per attacker profile, in order, one per group
 * of the target (in the order listed; a one-profile target is one group), each compiled
 * against that group seen as a one-profile target of the whole unit (10th edition's
 * `unitDrafts`: the unit's size, Toughness, keywords and cover, the group's saves).
 *
 * @example
 * ```ts
 * draftsOf11e(scenario)[0][0].skillPenalty; // -1 in cover
 * ```
 */
export function draftsOf11e(
  s: Wh40k11eScenario,
  custom: Readonly<Record<string, Wh40kRule>> = {},
): Draft11e[][] {
  return s.attackers.map((a, i) =>
    unitDrafts(s.target, a, (groupTarget) => {
      // The group's target keeps the unit's 11th-edition fields; its save's scope is the group's.
      const t = groupTarget as Wh40k11eTarget;
      let draft = baseDraft11e(a, t);
      for (const rule of rulesOf11e(a, t, custom, `attackers[${i}]`)) draft = rule.apply(draft);
      checkCriticalWoundMortals(draft, `attackers[${i}].rules`);
      return draft;
    }),
  );
}

/**
 * A finished draft as a profile of the general plan, with Lethal Hits used (`lethal`) or
 * declined. Devastating Wounds: a Critical Wound becomes mortal wounds equal to the damage,
 * without spill-over (at most one model), allocated after the profile's other attacks; the
 * target's damage modifiers change the damage first, unless `devastatingIgnoresReduction`.
 *
 * @example
 * ```ts
 * profileOf11e(draft, scenario, true).onCriticalHit.autoWound; // true for a Lethal Hits weapon
 * ```
 */
export function profileOf11e(
  d: Draft11e,
  s: Pick<Wh40k11eScenario, 'bsModifiersClamped' | 'devastatingIgnoresReduction'>,
  lethal: boolean,
  name?: string,
): AttackProfile {
  const p = profileOf({ ...d, lethalHits: d.lethalHits && lethal }, name);
  const hit =
    d.autoHit || d.skill === undefined
      ? 'auto'
      : hitTest({ ...d, skill: d.skill }, s.bsModifiersClamped);
  if (!d.devastatingWounds) return { ...p, hit };
  const apart = s.devastatingIgnoresReduction && (d.halveDamage || d.damageReduction > 0);
  return {
    ...p,
    hit,
    onCriticalWound: { noSave: true, mortal: { spill: false }, damage: null, resolvedLast: true },
    ...(apart
      ? {
          damage: { ...p.damage, halve: false, reduce: 0 },
          against: p.against.map((g) => ({
            ...g,
            damageReduction: { halve: d.halveDamage, reduce: d.damageReduction },
          })),
        }
      : {}),
  };
}

/**
 * One attacker profile's plan profile at a unit of several groups whose Devastating Wounds'
 * mortal wounds are reduced by the target's damage modifiers (the default reading): the plan
 * reduces mortal wounds by the weapon's damage step only, so the groups' modifiers, when they
 * are all the same, go back on the weapon's damage.
 *
 * @throws {InputError} naming `target.groups` when the groups' damage modifiers differ: which
 *   group's would reduce the mortal wounds depends on the allocation, which the plan does not
 *   model for mortal wounds.
 */
function mortalsReduced(
  p: AttackProfile,
  drafts: readonly Draft11e[],
  s: Wh40k11eScenario,
): AttackProfile {
  const d = drafts[0]!;
  if (drafts.length === 1 || !d.devastatingWounds || s.devastatingIgnoresReduction) return p;
  const same = drafts.every(
    (g) => g.halveDamage === d.halveDamage && g.damageReduction === d.damageReduction,
  );
  if (!same) {
    throw new InputError(
      'target.groups: the groups have different damage reduction (halveDamage, damageReduction), which would change the mortal wounds of Devastating Wounds by the model they go to; not modelled: give the groups the same, or set "devastatingIgnoresReduction": true',
      'target.groups',
      drafts.map((g) => g.damageReduction),
    );
  }
  return {
    ...p,
    damage: { ...p.damage, halve: d.halveDamage, reduce: d.damageReduction },
    against: p.against.map(({ damageReduction: _, ...g }) => g),
  };
}

/**
 * The general plan of a scenario with Lethal Hits used or declined per profile (`lethal[i]`;
 * a profile without Lethal Hits ignores it), from the drafts of {@link draftsOf11e} (the first
 * profiles', for the decision's prefixes): one group with `sequential` allocation, or a unit
 * of several groups in the order listed (10th edition's `unitPlan`).
 *
 * @throws {InputError} naming the field for a `precisionTarget` that names no character group
 *   or is given to a weapon without Precision.
 * @example
 * ```ts
 * planOf11e(scenario, draftsOf11e(scenario), [false]).profiles[0].onCriticalHit.autoWound; // false
 * ```
 */
export function planOf11e(
  s: Wh40k11eScenario,
  drafts: readonly (readonly Draft11e[])[],
  lethal: readonly boolean[],
): GeneralPlan {
  const groups = groupsOf(s.target);
  const profiles = drafts.map((perGroup, i) => {
    const a = s.attackers[i]!;
    const profile = unitProfile(
      perGroup.map((d) => profileOf11e(d, s, lethal[i]!, a.name)),
      groups,
      perGroup[0]!.precision === true,
      a.precisionTarget,
      `attackers[${i}]`,
    );
    return mortalsReduced(profile, perGroup, s);
  });
  return unitPlan(profiles, s.target);
}
