/** Small general plans for the engine tests: one builder with defaults, changed by overrides. */

import { parseDice } from '../../src/dice/index.js';
import type { AttackProfile, GeneralPlan, GroupDefence } from '../../src/plan/plan.js';
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

const hit3 = criticalTest(3);
const sustainedLethal = { extraHits: parseDice(1), autoWound: true };
const devastating = { noSave: true, mortal: null, damage: null, resolvedLast: true };
const W3 = [{ models: 2, wounds: 3 }];

/** Tiny plans, one per feature and interaction: the brute force and the chi-square tests read them. */
export const FEATURES: readonly (readonly [string, GeneralPlan])[] = [
  ['plain: one attack, 4+ / 4+, 4+ save, one model', plan([profile({ against: [defence(4)] })])],
  [
    'Sustained Hits 1 + Lethal Hits, two attacks',
    plan(
      [profile({ models: 2, hit: hit3, onCriticalHit: sustainedLethal, against: [defence(5)] })],
      [{ models: 3, wounds: 1 }],
    ),
  ],
  [
    'Sustained Hits D3 (extra hits as dice)',
    plan(
      [
        profile({
          hit: criticalTest(4),
          onCriticalHit: { extraHits: parseDice('D3'), autoWound: false },
        }),
      ],
      [{ models: 3, wounds: 1 }],
    ),
  ],
  [
    'critical hits on 5+ and critical wounds on 5+',
    plan(
      [
        profile({
          models: 2,
          hit: criticalTest(4, 5),
          wound: criticalTest(5, 5),
          onCriticalHit: sustainedLethal,
          onCriticalWound: devastating,
          against: [defence(3)],
        }),
      ],
      [{ models: 2, wounds: 2 }],
    ),
  ],
  [
    'non-critical re-rolls with automatic wounds and no save',
    plan(
      [
        profile({
          hit: criticalTest(3, 6, 'non-critical'),
          wound: criticalTest(4, 6, 'non-critical'),
          onCriticalHit: { extraHits: null, autoWound: true },
          onCriticalWound: { ...devastating, resolvedLast: false },
          against: [defence(3)],
        }),
      ],
      [{ models: 1, wounds: 2 }],
    ),
  ],
  [
    're-roll ones and failed',
    plan([
      profile({
        hit: criticalTest(3, 6, 'ones'),
        wound: criticalTest(5, 6, 'failed'),
        against: [{ ...defence(4), save: d6Test(4, 'ones') }],
      }),
    ]),
  ],
  [
    'damage dice with add, halve and reduce, and the target reduction',
    plan(
      [
        profile({
          hit: 'auto',
          damage: damage('D6', 2, true, 1),
          against: [{ ...defence(5), damageReduction: { halve: false, reduce: 1 } }],
        }),
      ],
      W3,
    ),
  ],
  [
    'Feel No Pain per point of damage',
    plan([profile({ hit: 'auto', damage: damage('D3'), against: [defence(6, 6, 5)] })], W3),
  ],
  [
    'D6 damage against 3-wound models, two attacks',
    plan([profile({ models: 2, hit: 'auto', wound: criticalTest(3), damage: damage('D6') })], W3),
  ],
  [
    'resolved last, with a critical damage of its own',
    plan(
      [
        profile({
          models: 2,
          hit: 'auto',
          wound: criticalTest(4),
          onCriticalWound: { ...devastating, damage: damage(3) },
          damage: damage(1),
          against: [defence(4)],
        }),
      ],
      W3,
    ),
  ],
  [
    'mortal wounds without spill-over, resolved last',
    plan(
      [
        profile({
          models: 2,
          hit: 'auto',
          wound: criticalTest(4),
          onCriticalWound: {
            noSave: true,
            mortal: { spill: false },
            damage: damage('D3'),
            resolvedLast: true,
          },
          against: [defence(5, 5, 6)],
        }),
      ],
      [{ models: 2, wounds: 2 }],
    ),
  ],
  [
    'mortal wounds with spill-over, after the other attacks',
    plan(
      [
        profile({
          models: 2,
          hit: 'auto',
          wound: criticalTest(4),
          onCriticalWound: {
            noSave: true,
            mortal: { spill: true },
            damage: damage('D3'),
            resolvedLast: false,
          },
          damage: damage(2),
          against: [defence(5, 5, 6)],
        }),
      ],
      [{ models: 2, wounds: 2 }],
    ),
  ],
  [
    'Feel No Pain ignored by critical wounds',
    plan(
      [
        profile({
          hit: 'auto',
          wound: criticalTest(3),
          onCriticalWound: {
            noSave: false,
            mortal: null,
            damage: damage(2),
            resolvedLast: false,
            ignoresFeelNoPain: true,
          },
          against: [defence(4, 5, 4)],
        }),
      ],
      [{ models: 1, wounds: 3 }],
    ),
  ],
  [
    'slays outright',
    plan(
      [
        profile({
          models: 2,
          hit: 'auto',
          damage: damage(1, 0, false, 0, true),
          against: [defence(4, 4, 5)],
        }),
      ],
      W3,
    ),
  ],
  [
    'several profiles in order, wound state carried',
    plan(
      [
        profile({ hit: 'auto', damage: damage(2), wound: criticalTest(3) }),
        profile({ hit: criticalTest(3), onCriticalHit: sustainedLethal, damage: damage('D3') }),
      ],
      W3,
    ),
  ],
  [
    'rules allocation: as many models slain as possible',
    plan(
      [profile({ models: 3, hit: 'auto', wound: criticalTest(3), damage: damage('D3') })],
      W3,
      'rules',
    ),
  ],
  [
    'rules with a resolved-last critical damage of its own',
    plan(
      [
        profile({
          models: 2,
          hit: 'auto',
          onCriticalWound: { ...devastating, damage: damage(2) },
        }),
      ],
      W3,
      'rules',
    ),
  ],
  [
    'attacks as dice',
    plan(
      [profile({ attacks: parseDice('D3'), hit: criticalTest(4), against: [defence(5)] })],
      [{ models: 2, wounds: 1 }],
    ),
  ],
  [
    'several groups, the round of the wound pool',
    plan(
      [
        profile(
          { models: 3, hit: 'auto', wound: criticalTest(3), against: [defence(3), defence(5)] },
          2,
        ),
      ],
      [
        { models: 1, wounds: 1 },
        { models: 1, wounds: 2 },
      ],
    ),
  ],
  [
    'several groups, critical wounds resolved last with no save',
    plan(
      [
        profile(
          {
            models: 2,
            hit: 'auto',
            wound: criticalTest(4),
            onCriticalWound: devastating,
            against: [defence(3), defence(5, 5, 5)],
          },
          2,
        ),
      ],
      [
        { models: 1, wounds: 2 },
        { models: 1, wounds: 1 },
      ],
    ),
  ],
  [
    'a critical hit inflicts mortal wounds instead of wounding',
    plan(
      [
        profile({
          models: 2,
          hit: criticalTest(4, 5),
          onCriticalHit: {
            extraHits: parseDice(1),
            autoWound: false,
            mortalWounds: parseDice('D3'),
          },
          damage: damage(2),
          against: [defence(5, 5, 6)],
        }),
      ],
      [{ models: 2, wounds: 2 }],
    ),
  ],
  [
    'critical hits with mortal wounds and critical wounds with spill-over',
    plan(
      [
        profile({
          hit: criticalTest(4),
          onCriticalHit: { extraHits: null, autoWound: false, mortalWounds: parseDice(1) },
          wound: criticalTest(4, 5),
          onCriticalWound: {
            noSave: true,
            mortal: { spill: true },
            damage: null,
            resolvedLast: false,
          },
          damage: damage('D3'),
          against: [defence(4, 4, 5)],
        }),
      ],
      [{ models: 1, wounds: 3 }],
      'rules',
    ),
  ],
  [
    'a group slain outright (no Feel No Pain) beside one that is not, D3 damage',
    plan(
      [
        profile(
          {
            models: 2,
            damage: damage('D3'),
            against: [{ ...defence(5, 5, 5), slay: true }, defence(4, 4, 5)],
          },
          2,
        ),
      ],
      [
        { models: 1, wounds: 3 },
        { models: 1, wounds: 2 },
      ],
    ),
  ],
  [
    'critical wounds of their own save and D3 damage ignoring Feel No Pain, mixed with ordinary ones in one chain, two groups',
    plan(
      [
        profile(
          {
            models: 3,
            wound: criticalTest(4, 5),
            onCriticalWound: {
              noSave: false,
              mortal: null,
              damage: damage('D3'),
              ignoresFeelNoPain: true,
              resolvedLast: false,
            },
            against: [defence(4, 6, 5), defence(3, 5, null)],
          },
          2,
        ),
      ],
      [
        { models: 1, wounds: 2 },
        { models: 2, wounds: 1 },
      ],
      'rules',
    ),
  ],
  [
    'self wounds on hit rolls of 1 after a re-roll of failed hits, the attacker saving',
    plan([
      profile({
        attacks: parseDice(2),
        hit: criticalTest(4, 7, 'failed'),
        selfWounds: { separateDie: false, save: d6Test(5), feelNoPain: d6Test(6) },
        against: [defence(4)],
      }),
    ]),
  ],
  [
    'self wounds on a die of their own, automatic hits',
    plan([
      profile({
        attacks: parseDice(2),
        hit: 'auto',
        selfWounds: { separateDie: true, save: none, feelNoPain: null },
      }),
    ]),
  ],
  [
    'restore and gain: two models, Lethal Hits (an automatic wound rolls no restore die)',
    plan(
      [
        profile({
          models: 2,
          hit: criticalTest(4, 6),
          onCriticalHit: { extraHits: null, autoWound: true },
          restore: d6Test(4),
          gain: { per: 2, test: d6Test(5) },
          against: [defence(5)],
        }),
      ],
      [{ models: 1, wounds: 2 }],
    ),
  ],
  [
    'spill-over: D3 damage at 2 models of 2 wounds, Feel No Pain 5+ per point',
    plan(
      [
        profile({
          hit: criticalTest(3),
          damage: damage('D3', 1),
          against: [defence(5, 5, 5)],
          spill: true,
        }),
      ],
      [{ models: 2, wounds: 2 }],
    ),
  ],
  [
    'spill-over with mortal wounds of a critical hit (not unsaved), then a plain profile after',
    plan(
      [
        profile({
          attacks: parseDice(2),
          hit: criticalTest(4, 5),
          onCriticalHit: {
            extraHits: null,
            autoWound: false,
            mortalWounds: parseDice(2),
            mortalCountsUnsaved: false,
          },
          damage: damage(2),
          against: [defence(4, 4, 6)],
          spill: true,
        }),
        profile({ damage: damage(2), against: [defence(4, 4, 6)] }),
      ],
      [{ models: 3, wounds: 3 }],
    ),
  ],
  [
    'spill-over, rules allocation: two hits of a critical hit, critical wounds mortal',
    plan(
      [
        profile({
          attacks: parseDice(2),
          onCriticalHit: { extraHits: parseDice(1), autoWound: false },
          onCriticalWound: {
            noSave: false,
            mortal: { spill: false },
            damage: null,
            resolvedLast: false,
          },
          damage: damage(3),
          against: [defence(5)],
          spill: true,
        }),
      ],
      [{ models: 2, wounds: 2 }],
      'rules',
    ),
  ],
  [
    'damage re-rolled below 3 (D3+1), with add and halve',
    plan(
      [
        profile({
          models: 2,
          hit: 'auto',
          damage: { ...damage('D3+1', 1, true), reroll: { below: 3 } },
          against: [defence(5)],
        }),
      ],
      W3,
    ),
  ],
  [
    'damage re-rolled on a 1, critical wounds as mortal wounds with spill-over',
    plan(
      [
        profile({
          hit: 'auto',
          wound: criticalTest(4, 5),
          damage: { ...damage('D6'), reroll: { below: 2 } },
          onCriticalWound: {
            noSave: true,
            mortal: { spill: true },
            damage: null,
            resolvedLast: true,
          },
          against: [defence(4, 4, 6)],
        }),
      ],
      W3,
    ),
  ],
  [
    'mortal wounds before the attacks: a D6 per model, 1 on a 4+, Feel No Pain 5+, then the attacks',
    plan(
      [
        profile({
          models: 2,
          damage: damage(2),
          mortalsBefore: { rolls: 2, test: d6Test(4), mortals: parseDice(1) },
          against: [defence(5, 5, 5)],
        }),
      ],
      [{ models: 2, wounds: 2 }],
    ),
  ],
  [
    'mortal wounds before the attacks: one D6, D3 on a 2+, a profile whose damage spills over',
    plan(
      [
        profile({
          damage: damage(2),
          spill: true,
          mortalsBefore: { rolls: 1, test: d6Test(2), mortals: parseDice('D3') },
          against: [defence(4, 4, 6)],
        }),
      ],
      W3,
    ),
  ],
  [
    'mortal wounds before the attacks, rules allocation, a second profile after',
    plan(
      [
        profile({ mortalsBefore: { rolls: 1, test: d6Test(3), mortals: parseDice('D3') } }),
        profile({ damage: damage('D3'), against: [defence(5)] }),
      ],
      [{ models: 2, wounds: 2 }],
      'rules',
    ),
  ],
];

/** A listed-order plan: groups in the order given, characters flagged. */
function listedPlan(
  profiles: AttackProfile[],
  groups: { models: number; wounds: number; character?: boolean }[],
): GeneralPlan {
  return { profiles, groups, allocation: 'sequential', groupOrder: 'listed' };
}

/**
 * Tiny plans whose groups take attacks in the order listed (Warhammer 40,000 units of several
 * profiles, attached characters, Precision): the brute force and the chi-square tests read them.
 */
export const LISTED: readonly (readonly [string, GeneralPlan])[] = [
  [
    'listed: a mixed-save unit, the 5+ model first, damage 2',
    listedPlan(
      [profile({ models: 3, damage: damage(2), against: [defence(5), defence(3)] })],
      [
        { models: 1, wounds: 2 },
        { models: 1, wounds: 2 },
      ],
    ),
  ],
  [
    'listed: a leader (4+, FNP 5+) behind two bodyguards (5+), D3 damage',
    listedPlan(
      [
        profile({
          models: 2,
          hit: hit3,
          damage: damage('D3'),
          against: [defence(5), defence(4, 4, 5)],
        }),
      ],
      [
        { models: 2, wounds: 1 },
        { models: 1, wounds: 2, character: true },
      ],
    ),
  ],
  [
    'listed: Precision, then ordinary attacks after it',
    listedPlan(
      [
        profile({ models: 2, precision: 1, against: [defence(6), defence(4)] }, 2),
        profile({ models: 2, damage: damage(2), against: [defence(6), defence(4)] }, 2),
      ],
      [
        { models: 1, wounds: 2 },
        { models: 1, wounds: 2, character: true },
      ],
    ),
  ],
  [
    'listed: Devastating Wounds resolved last, two characters, Precision at the second',
    listedPlan(
      [
        profile({
          models: 2,
          onCriticalWound: devastating,
          precision: 2,
          against: [defence(4), defence(5), defence(3)],
        }),
        profile({ models: 2, against: [defence(4), defence(5), defence(3)] }),
      ],
      [
        { models: 1, wounds: 1 },
        { models: 1, wounds: 1, character: true },
        { models: 1, wounds: 2, character: true },
      ],
    ),
  ],
  [
    'listed: a damage re-roll (D3, a 1 re-rolled) at a leader (FNP 5+) behind a bodyguard',
    listedPlan(
      [
        profile({
          models: 2,
          damage: { ...damage('D3'), reroll: { below: 2 } },
          against: [defence(5), defence(4, 4, 5)],
        }),
      ],
      [
        { models: 1, wounds: 2 },
        { models: 1, wounds: 3, character: true },
      ],
    ),
  ],
  [
    'listed: mortal wounds (D3) on a critical hit spill from a bodyguard onto its leader (FNP 5+)',
    listedPlan(
      [
        profile({
          models: 2,
          hit: criticalTest(4, 5),
          onCriticalHit: {
            extraHits: parseDice(1),
            autoWound: false,
            mortalWounds: parseDice('D3'),
          },
          damage: damage(2),
          against: [defence(5), defence(4, 4, 5)],
        }),
      ],
      [
        { models: 1, wounds: 1 },
        { models: 1, wounds: 2, character: true },
      ],
    ),
  ],
  [
    'listed: critical wounds as mortal wounds with spill-over, a Precision profile, then another',
    listedPlan(
      [
        profile({
          hit: hit3,
          wound: criticalTest(4, 5),
          onCriticalWound: {
            noSave: true,
            mortal: { spill: true },
            damage: damage('D3'),
            resolvedLast: true,
          },
          precision: 1,
          against: [defence(4), defence(3)],
        }),
        profile({
          hit: hit3,
          onCriticalHit: {
            extraHits: null,
            autoWound: false,
            mortalWounds: parseDice(2),
            mortalCountsUnsaved: false,
          },
          against: [defence(4), defence(3)],
        }),
      ],
      [
        { models: 2, wounds: 1 },
        { models: 1, wounds: 2, character: true },
      ],
    ),
  ],
  [
    'listed: D3 mortal wounds before a Precision attack spill from the bodyguard onto the leader',
    listedPlan(
      [
        profile({
          precision: 1,
          damage: damage(2),
          mortalsBefore: { rolls: 1, test: d6Test(3), mortals: parseDice('D3') },
          against: [defence(5), defence(4, 4, 5)],
        }),
      ],
      [
        { models: 1, wounds: 1 },
        { models: 1, wounds: 2, character: true },
      ],
    ),
  ],
];
