/**
 * The compile step of Warhammer 40,000 10th edition: each attacker profile of the scenario
 * becomes a {@link WeaponDraft}, the keyword modules edit it (the weapon's keywords in the
 * order listed, then the `reroll` policies, then the target's Stealth and Benefit of Cover),
 * and the finished draft becomes one {@link AttackProfile} of the general attack plan through
 * the wound chart. A one-profile target is one group with `sequential` allocation (step 7); a
 * unit of several groups is taken in the order listed (`docs/wh40k-10e/units.md`). Source:
 * `docs/wh40k-10e.md`.
 *
 * @module
 */

import { parseDice } from '../../dice/parseDice.js';
import type { AttackProfile, GeneralPlan } from '../../plan/plan.js';
import { d6Test } from '../../rules/d6Test.js';
import { woundNeed } from './charts.js';
import { benefitOfCover } from './rules/benefitOfCover.js';
import { chargeRolls } from './rules/mortalWoundsOnCharge.js';
import { checkCriticalWoundMortals } from './rules/mortalWoundsOnCriticalWound.js';
import { rerolls } from './rules/reroll.js';
import { criticalTest, saveNeed } from './rules/rolls.js';
import { stealth } from './rules/stealth.js';
import type { WeaponDraft, Wh40kRule } from './rules/WeaponDraft.js';
import { wh40kRuleOf } from './rules.js';
import type { Wh40kAttacker, Wh40kScenario, Wh40kTarget } from './types.js';
import { groupsOf, unitDrafts, unitPlan, unitProfile } from './unit.js';

/**
 * The draft of one attacker profile at the target, before any keyword.
 *
 * @example
 * ```ts
 * baseDraft(scenario.attackers[0], scenario.target).skill; // 3 for bs 3
 * ```
 */
export function baseDraft(a: Wh40kAttacker, t: Wh40kTarget): WeaponDraft {
  return {
    melee: a.ws !== undefined,
    models: a.models,
    attacks: parseDice(a.attacks, 'attacks'),
    skill: a.ws ?? a.bs,
    autoHit: false,
    hitModifier: a.hitModifier,
    hitReroll: 'none',
    criticalHitOn: a.criticalHitOn,
    sustainedHits: null,
    lethalHits: false,
    strength: a.strength,
    toughness: t.toughness,
    woundModifier: a.woundModifier,
    woundReroll: 'none',
    criticalWoundOn: a.criticalWoundOn,
    devastatingWounds: false,
    ap: a.ap,
    save: t.save,
    saveModifier: 0,
    invulnerable: t.invulnerable,
    cover: false,
    ignoresCover: false,
    damage: parseDice(a.damage, 'damage'),
    damageAdd: 0,
    halveDamage: t.halveDamage,
    damageReduction: t.damageReduction,
    feelNoPain: t.feelNoPain,
    remainedStationary: a.remainedStationary,
    charged: a.charged,
    halfRange: a.halfRange,
    targetModels: t.models,
    targetKeywords: t.keywords,
  };
}

/**
 * The rule modules of one attacker profile, in the order they apply: its keywords as listed
 * (custom rules resolved by name), its re-roll policies, then the target's abilities.
 *
 * @example
 * ```ts
 * rulesOf(scenario.attackers[0], scenario.target, {}, 'attackers[0]').map((r) => r.name);
 * // ['lethal-hits', 'reroll']
 * ```
 */
export function rulesOf(
  a: Wh40kAttacker,
  t: Wh40kTarget,
  custom: Readonly<Record<string, Wh40kRule>>,
  field: string,
): Wh40kRule[] {
  const list = a.rules.map((r, i) => wh40kRuleOf(r, custom, `${field}.rules[${i}]`));
  list.push(rerolls(a.reroll));
  if (t.stealth) list.push(stealth);
  if (t.cover) list.push(benefitOfCover);
  return list;
}

/**
 * The finished draft as a profile of the general attack plan.
 *
 * @example
 * ```ts
 * profileOf(draft).wound.need; // the chart's roll, modified
 * ```
 */
export function profileOf(d: WeaponDraft, name?: string): AttackProfile {
  const save = d6Test(saveNeed(d.save, d.ap, d.saveModifier, d.invulnerable));
  return {
    ...(name === undefined ? {} : { name }),
    models: d.models,
    attacks: d.attacks,
    hit:
      d.autoHit || d.skill === undefined
        ? 'auto'
        : criticalTest(d.skill, d.hitModifier, d.hitReroll, d.criticalHitOn),
    onCriticalHit: {
      extraHits: d.sustainedHits,
      autoWound: d.lethalHits,
      ...(d.criticalHitMortals ? { mortalWounds: d.criticalHitMortals } : {}),
    },
    wound: criticalTest(
      woundNeed(d.strength, d.toughness),
      d.woundModifier,
      d.woundReroll,
      d.criticalWoundOn,
    ),
    onCriticalWound: d.criticalWoundMortals
      ? {
          noSave: true,
          mortal: { spill: true },
          damage: { dice: d.criticalWoundMortals, add: 0, halve: false, reduce: 0, slay: false },
          resolvedLast: true,
        }
      : {
          noSave: d.devastatingWounds,
          mortal: null,
          damage: null,
          resolvedLast: d.devastatingWounds,
        },
    damage: {
      dice: d.damage,
      add: d.damageAdd,
      halve: d.halveDamage,
      reduce: d.damageReduction,
      slay: false,
      ...(d.damageReroll ? { reroll: { below: d.damageReroll } } : {}),
    },
    against: [
      {
        save,
        criticalSave: save,
        feelNoPain: d.feelNoPain === undefined ? null : d6Test(d.feelNoPain),
      },
    ],
    ...(chargeRolls(d) ? { mortalsBefore: chargeRolls(d) } : {}),
  };
}

/**
 * Compile a validated scenario into the general attack plan. A one-profile target (or one
 * group) is one group with `sequential` allocation, as it always was; a unit of several
 * groups compiles each weapon against each group as a one-profile target of the unit's size,
 * Toughness and keywords (`unit.ts`), and the plan takes the groups in the order listed
 * (`groupOrder: 'listed'`), Precision weapons aimed at their character group.
 *
 * @param custom - Custom rule modules (`defineWh40kRule`) by the names the scenario lists.
 * @throws {InputError} naming the field, for a keyword combination that cannot be expressed
 *   (Rapid Fire D3 on D6 attacks), or a `precisionTarget` that names no leader group or is
 *   given to a weapon without Precision.
 * @example
 * ```ts
 * const plan = compileWh40k(parseScenario({ ruleset: 'wh40k-10e',
 *   attackers: [{ models: 10, attacks: 2, bs: 3, strength: 4 }], target: { models: 10, toughness: 4, save: 3 } }));
 * plan.allocation; // 'sequential'
 * ```
 */
export function compileWh40k(
  s: Wh40kScenario,
  custom: Readonly<Record<string, Wh40kRule>> = {},
): GeneralPlan {
  const groups = groupsOf(s.target);
  const profiles = s.attackers.map((a, i) => {
    const field = `attackers[${i}]`;
    const drafts = unitDrafts(s.target, a, (t) => {
      let draft = baseDraft(a, t);
      for (const rule of rulesOf(a, t, custom, field)) draft = rule.apply(draft);
      return draft;
    });
    checkCriticalWoundMortals(drafts[0]!, `${field}.rules`);
    return unitProfile(
      drafts.map((d) => profileOf(d, a.name)),
      groups,
      drafts[0]!.precision === true,
      a.precisionTarget,
      field,
    );
  });
  return unitPlan(profiles, s.target);
}
