/**
 * The code of docs/custom-ruleset.md, sections 1 and 2, as on the page: Skirmish d6 compiled
 * into a general plan, and its three weapon traits. Read by the page's tests
 * (test/docs/attackPlanDocs.test.ts, test/pipeline/customRuleset.test.ts).
 */
import {
  type AttackProfile,
  applyProfileRules,
  criticalTest,
  d6Test,
  defineProfileRule,
  type GeneralPlan,
  parseDice,
} from '../../src/engine.js';

/** Skirmish d6: to wound, the attacker's Power against the target's Toughness. */
function toWound(power: number, toughness: number): number {
  if (power >= 2 * toughness) return 2;
  if (power > toughness) return 3;
  if (power === toughness) return 4;
  return power * 2 <= toughness ? 6 : 5;
}

export interface Fighter {
  readonly models: number;
  readonly attacks: string | number;
  readonly skill: number;
  readonly power: number;
  readonly damage: string | number;
}
export interface Target {
  readonly models: number;
  readonly toughness: number;
  readonly armour: number;
  readonly wounds: number;
}

export function compile(
  f: Fighter,
  t: Target,
  rules: readonly ReturnType<typeof defineProfileRule>[],
): GeneralPlan {
  const profile: AttackProfile = {
    models: f.models,
    attacks: parseDice(f.attacks),
    hit: criticalTest(f.skill),
    onCriticalHit: { extraHits: null, autoWound: false },
    wound: criticalTest(toWound(f.power, t.toughness)),
    onCriticalWound: { noSave: false, mortal: null, damage: null, resolvedLast: false },
    damage: { dice: parseDice(f.damage), add: 0, halve: false, reduce: 0, slay: false },
    against: [{ save: d6Test(t.armour), criticalSave: d6Test(t.armour), feelNoPain: null }],
  };
  return {
    profiles: [applyProfileRules(profile, rules)],
    groups: [{ models: t.models, wounds: t.wounds }],
    allocation: 'sequential',
  };
}

export const deadly = defineProfileRule({
  name: 'deadly',
  citation: 'Skirmish d6, "Weapon traits": a critical hit wounds automatically',
  apply: (p) => ({ ...p, onCriticalHit: { ...p.onCriticalHit, autoWound: true } }),
});
export const flurry = defineProfileRule({
  name: 'flurry',
  citation: 'Skirmish d6, "Weapon traits": a critical hit scores two hits',
  apply: (p) => ({ ...p, onCriticalHit: { ...p.onCriticalHit, extraHits: parseDice(1) } }),
});
export const brutal = defineProfileRule({
  name: 'brutal',
  citation: 'Skirmish d6, "Weapon traits": a critical hit inflicts a mortal wound',
  apply: (p) => ({ ...p, onCriticalHit: { ...p.onCriticalHit, mortalWounds: parseDice(1) } }),
});

export const raiders: Fighter = { models: 5, attacks: 3, skill: 4, power: 4, damage: 1 };
export const ogres: Target = { models: 3, toughness: 5, armour: 4, wounds: 3 };
