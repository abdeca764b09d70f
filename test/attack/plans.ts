/** Small general plans for the engine tests: one builder with defaults, changed by overrides. */
import type { AttackProfile, GeneralPlan, GroupDefence } from '../../src/attack/plan.js';
import { parseDice } from '../../src/dice/index.js';
import { criticalTest } from '../../src/rules/criticalTest.js';
import { d6Test } from '../../src/rules/d6Test.js';

export const none = d6Test(7);

/** A defence: save need (7: none), critical save need, Feel No Pain need (null: none). */
export function defence(save = 7, criticalSave = save, fnp: number | null = null): GroupDefence {
  return {
    save: d6Test(save),
    criticalSave: d6Test(criticalSave),
    feelNoPain: fnp === null ? null : d6Test(fnp),
  };
}

/** A profile: one model, one attack, 4+ to hit and wound, no triggers, damage 1, no save. */
export function profile(over: Partial<AttackProfile> = {}, groups = 1): AttackProfile {
  return {
    models: 1,
    attacks: parseDice(1),
    hit: criticalTest(4),
    onCriticalHit: { extraHits: null, autoWound: false },
    wound: criticalTest(4),
    onCriticalWound: { noSave: false, mortal: null, damage: null, resolvedLast: false },
    damage: { dice: parseDice(1), add: 0, halve: false, reduce: 0, slay: false },
    against: Array.from({ length: groups }, () => defence()),
    ...over,
  };
}

export function plan(
  profiles: AttackProfile[],
  groups: { models: number; wounds: number }[] = [{ models: 1, wounds: 1 }],
  allocation: GeneralPlan['allocation'] = 'sequential',
): GeneralPlan {
  return { profiles, groups, allocation };
}

export function damage(dice: string | number, add = 0, halve = false, reduce = 0, slay = false) {
  return { dice: parseDice(dice), add, halve, reduce, slay };
}
