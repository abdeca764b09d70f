/** Attacks exercising every Scrollhammer rule, shared by the brute-force and sampler tests. */

import type { ScrollhammerEvaluation } from '../../../src/rulesets/scrollhammer/evaluate.js';
import { defineRule } from '../../../src/rulesets/scrollhammer/rules/ShotDraft.js';
import { attack, attacker, group } from './attack.js';

/** A custom rule module (defineRule), as a list builder would add one. */
const rendingArrows = defineRule({
  name: 'rending-arrows',
  citation: 'house rule: +1 AP',
  apply: (d) => ({ ...d, ap: d.ap + 1 }),
});

/** One model on a 1-inch base, or models stacked on one spot: hits do not depend on direction. */
const stack = (n: number) => ({
  positions: Array.from({ length: n }, () => ({ x: 0, y: 0 })),
  baseMm: 25.4,
});

export const ruleCases: Record<string, ScrollhammerEvaluation> = {
  'plain BS3 S4 vs T4 4+': attack(
    [attacker({ models: 3, bs: 3, strength: 4 })],
    [group({ models: 2, toughness: 4, save: 4 })],
  ),
  'BS7 re-roll of 1s needing 5+': attack(
    [attacker({ shots: 3, bs: 7, strength: 5 })],
    [group({ models: 2, toughness: 5, save: 6 })],
  ),
  're-roll failed hits and wound 1s': attack(
    [attacker({ shots: 3, bs: 2, strength: 3, reroll: { hit: 'failed', wound: 'ones' } })],
    [group({ models: 2, toughness: 3 })],
  ),
  'blind hitOn and autohit': attack(
    [
      attacker({ shots: 2, hitOn: 4, strength: 4, rules: ['blind'] }),
      attacker({ shots: 1, strength: 3, rules: ['autohit'] }),
    ],
    [group({ models: 2, toughness: 3 })],
  ),
  'critical strike vs W2 FNP, rules': attack(
    [attacker({ shots: 3, bs: 4, strength: 4, ap: 1, rules: ['critical-strike'] })],
    [group({ models: 2, toughness: 4, wounds: 2, save: 4, feelNoPain: 6 })],
  ),
  'critical strike vs W2 FNP, sequential': attack(
    [attacker({ shots: 3, bs: 4, strength: 4, ap: 1, rules: ['critical-strike'] })],
    [group({ models: 2, toughness: 4, wounds: 2, save: 4, feelNoPain: 6 })],
    { allocation: 'sequential' },
  ),
  'critical strike vs W4, rules': attack(
    [
      attacker({
        shots: 4,
        bs: 5,
        strength: 6,
        rules: ['critical-strike'],
        reroll: { wound: 'failed' },
      }),
    ],
    [group({ models: 2, toughness: 4, wounds: 4 })],
  ),
  'instant death vs W3 with ward and FNP': attack(
    [attacker({ shots: 'D3', bs: 4, strength: 8, ap: 3 })],
    [group({ models: 2, toughness: 4, wounds: 3, save: 3, ward: 5, feelNoPain: 5 })],
  ),
  'eternal warrior stops instant death': attack(
    [attacker({ shots: 2, bs: 4, strength: 8 })],
    [group({ models: 1, toughness: 4, wounds: 2, rules: ['eternal-warrior'] })],
  ),
  'dragonborn stops instant death, sequential': attack(
    [attacker({ shots: 2, bs: 4, strength: 8 })],
    [group({ models: 2, toughness: 4, wounds: 2, rules: ['dragonborn'] })],
    { allocation: 'sequential' },
  ),
  'fleshbane against the chart -': attack(
    [attacker({ shots: 3, bs: 3, strength: 1, rules: ['fleshbane'] })],
    [group({ models: 2, toughness: 8, save: 5 })],
  ),
  'ethereal against mundane and magical': attack(
    [
      attacker({ shots: 2, bs: 3, strength: 4 }),
      attacker({ shots: 1, bs: 3, strength: 4, rules: ['magical'] }),
    ],
    [group({ models: 2, toughness: 3, rules: ['ethereal'] })],
  ),
  'gone to ground in cover': attack(
    [attacker({ shots: 3, bs: 3, strength: 4 })],
    [group({ models: 2, toughness: 3, save: 5 })],
    { cover: 5, goneToGround: true },
  ),
  'gone to ground without cover, FNP as a rule': attack(
    [attacker({ shots: 2, bs: 4, strength: 5 })],
    [group({ models: 2, toughness: 4, rules: [{ rule: 'feel-no-pain', on: 4 }] })],
    { goneToGround: true },
  ),
  'close combat: hitOn, no cover': attack(
    [attacker({ models: 2, shots: 2, hitOn: 3, strength: 4, rules: ['fleshbane'] })],
    [group({ models: 2, toughness: 5, save: 6 })],
    { cover: 3, phase: 'close-combat' },
  ),
  'mixed unit: majority toughness, own saves, two Wounds classes, rules': attack(
    [
      attacker({ shots: 3, bs: 3, strength: 4, rules: ['critical-strike'] }),
      attacker({ shots: 1, bs: 4, strength: 8 }),
    ],
    [
      group({ models: 2, toughness: 3, save: 5 }),
      group({ models: 1, toughness: 5, wounds: 2, save: 3, feelNoPain: 5 }),
    ],
  ),
  'mixed unit, sequential': attack(
    [attacker({ shots: 4, bs: 3, strength: 4, rules: ['critical-strike'] })],
    [
      group({ models: 1, toughness: 3, wounds: 2, save: 5 }),
      group({ models: 2, toughness: 4, wounds: 2, save: 4 }),
    ],
    { allocation: 'sequential' },
  ),
  // Issue 8
  "backfire with the firer's save and Feel No Pain": attack(
    [attacker({ shots: 2, bs: 3, strength: 4, rules: ['backfire'], save: 4, feelNoPain: 5 })],
    [group({ models: 2, toughness: 4, save: 5 })],
  ),
  "backfire after a re-roll of failed hits, and BS 7's own re-roll": attack(
    [
      attacker({ shots: 2, bs: 3, strength: 4, rules: ['backfire'], reroll: { hit: 'failed' } }),
      attacker({ shots: 1, bs: 7, strength: 4, rules: ['backfire'], ward: 5 }),
    ],
    [group({ models: 2, toughness: 4 })],
  ),
  'absorb health and absorb magicka': attack(
    [
      attacker({
        models: 2,
        shots: 2,
        bs: 3,
        strength: 4,
        rules: [
          { rule: 'absorb-health', on: 4 },
          { rule: 'absorb-magicka', dice: 2, on: 5 },
        ],
      }),
    ],
    [group({ models: 2, toughness: 4, save: 5 })],
  ),
  'close combat: furious charge across the instant death line, frenzy, chameleon': attack(
    [
      attacker({
        shots: 1,
        hitOn: 4,
        strength: 3,
        charging: true,
        rules: ['furious-charge', 'frenzy'],
      }),
    ],
    [group({ models: 2, toughness: 2, wounds: 2, rules: ['chameleon'] })],
    { phase: 'close-combat' },
  ),
  'intervening models, gone to ground': attack(
    [attacker({ shots: 3, bs: 3, strength: 4 })],
    [group({ models: 2, toughness: 3, save: 5 })],
    { interveningModels: true, goneToGround: true },
  ),
  'custom rule module': attack(
    [attacker({ shots: 3, bs: 3, strength: 4, rules: [rendingArrows] })],
    [group({ models: 2, toughness: 4, save: 4 })],
  ),
  'blast on one model, BS 2, a Miss re-rolled, backfire': attack(
    [
      attacker({
        shots: 2,
        bs: 2,
        strength: 4,
        rules: ['blast', 'backfire'],
        reroll: { hit: 'failed' },
        // The hole over the base's centre: the brute force needs hits that do not depend on
        // the direction of the scatter.
        aimAt: { x: 0, y: 0 },
      }),
    ],
    [group({ models: 1, toughness: 4, wounds: 2, save: 5 })],
    { formation: stack(1) },
  ),
  'large blast on three models stacked on one spot': attack(
    [
      attacker({
        bs: 3,
        strength: 5,
        rules: ['large-blast', 'critical-strike'],
        aimAt: { x: 0, y: 0 },
      }),
    ],
    [group({ models: 3, toughness: 4, save: 4 })],
    { formation: stack(3) },
  ),
  'autohit blast, a second model out of reach, absorb magicka': attack(
    [
      attacker({
        shots: 2,
        strength: 4,
        rules: ['blast', 'autohit', { rule: 'absorb-magicka', dice: 1, on: 4 }],
      }),
    ],
    [group({ models: 2, toughness: 4 })],
    {
      formation: {
        positions: [
          { x: 0, y: 0 },
          { x: 40, y: 0 },
        ],
        baseMm: 25,
      },
    },
  ),
  // 000, "Assign Unsaved Wounds": characters take wounds only when no other model of their
  // Wounds is left, and need not stack them (the obligation binds "models that are not
  // characters"): Multiple Wounds (D3) make stacking matter.
  'one character among W2 models, critical strike, rules': attack(
    [attacker({ shots: 4, strength: 4, rules: ['autohit', 'critical-strike'] })],
    [
      group({ models: 1, toughness: 4, wounds: 2, save: 5 }),
      group({ models: 1, toughness: 4, wounds: 2, save: 3, character: true }),
    ],
  ),
  // The owner "chooses the order in which the wounds are assigned": of a 2 and two 1s, a 1
  // and then the 2 on the guard, the last 1 on the character (docs/rules/allocation.md).
  'a guard and a character of 2 Wounds, instant death among wounds of 1, rules': attack(
    [
      attacker({ shots: 2, strength: 4, rules: ['autohit'] }),
      attacker({ shots: 1, strength: 8, rules: ['autohit'] }),
    ],
    [
      group({ models: 1, toughness: 4, wounds: 2, save: 5 }),
      group({ models: 1, toughness: 4, wounds: 2, save: 4, character: true }),
    ],
  ),
  'a guard and two characters of 3 Wounds, critical strike and instant death, rules': attack(
    [
      attacker({ shots: 3, strength: 4, rules: ['autohit', 'critical-strike'] }),
      attacker({ shots: 1, strength: 8, rules: ['autohit'] }),
    ],
    [
      group({ models: 2, toughness: 4, wounds: 3, character: true }),
      group({ models: 1, toughness: 4, wounds: 3, save: 5 }),
    ],
  ),
  'two characters and a W2 model, critical strike, sequential': attack(
    [attacker({ shots: 4, strength: 4, rules: ['autohit', 'critical-strike'] })],
    [
      group({ models: 1, toughness: 4, wounds: 2 }),
      group({ models: 2, toughness: 4, wounds: 2, save: 4, character: true }),
    ],
    { allocation: 'sequential' },
  ),
  'one character among W3 models, critical strike, sequential': attack(
    [attacker({ shots: 4, strength: 4, rules: ['autohit', 'critical-strike'] })],
    [
      group({ models: 1, toughness: 4, wounds: 3, save: 4, character: true }),
      group({ models: 1, toughness: 4, wounds: 3 }),
    ],
    { allocation: 'sequential' },
  ),
  'two W2 characters alone, critical strike, rules': attack(
    [attacker({ shots: 4, strength: 4, rules: ['autohit', 'critical-strike'] })],
    [group({ models: 2, toughness: 4, wounds: 2, save: 5, character: true })],
  ),
  'two W3 characters with a W1 model, critical strike, rules': attack(
    [attacker({ shots: 4, bs: 2, strength: 4, rules: ['critical-strike'] })],
    [
      group({ models: 1, toughness: 4, wounds: 1 }),
      group({ models: 2, toughness: 4, wounds: 3, character: true }),
    ],
  ),
  // 004, "Blast and Large Blast": "You may position it to attempt to put over certain other
  // models". 2.3" apart, reach 1.5 + 14/25.4 = 2.05": over A's centre only A; the hole moved
  // within A's base towards B covers both: 2 hits every time.
  'autohit blast moved within the aimed base over two 28 mm models 2.3 inches apart': attack(
    [attacker({ strength: 4, rules: ['blast', 'autohit'] })],
    [group({ models: 2, toughness: 4 })],
    {
      formation: {
        positions: [
          { x: 0, y: 0 },
          { x: 2.3, y: 0 },
        ],
        baseMm: 28,
      },
    },
  ),
};

/**
 * Blast and Barrage attacks whose hits depend on the scatter's direction: too many outcomes to
 * enumerate, so the sampler is held against the exact engine on them (sampler.test.ts).
 */
export const geometryCases: Record<string, ScrollhammerEvaluation> = {
  'large blast on a 2 x 5 block, BS 3, two shots': attack(
    [attacker({ shots: 2, bs: 3, strength: 4, rules: ['large-blast'] })],
    [group({ models: 10, toughness: 4, save: 5 })],
    { formation: { files: 5, baseMm: 25, gap: 1 } },
  ),
  'blast on a mixed unit, aimed at the champion, backfire and absorb health': attack(
    [
      attacker({
        models: 2,
        bs: 4,
        strength: 5,
        aim: 5,
        rules: ['blast', 'backfire', { rule: 'absorb-health', on: 3 }],
        save: 5,
      }),
    ],
    [
      group({ models: 5, toughness: 3, save: 5 }),
      group({ models: 1, toughness: 4, wounds: 3, save: 3 }),
    ],
    { formation: { files: 3, baseMm: 32, gap: 0.5 } },
  ),
  'multiple barrage, indirect large blasts from 3 models': attack(
    [
      attacker({
        models: 3,
        bs: 3,
        strength: 6,
        rules: ['large-blast', { rule: 'barrage', indirect: true }],
      }),
    ],
    [group({ models: 8, toughness: 4, save: 4 })],
    { formation: { files: 4, baseMm: 25, gap: 1 } },
  ),
  'blast with a re-roll, the hole placed by hand at the edge of a base': attack(
    [
      attacker({
        models: 2,
        bs: 3,
        strength: 4,
        rules: ['blast'],
        reroll: { hit: 'failed' },
        aimAt: { x: 1.76, y: 0.3 },
      }),
    ],
    [group({ models: 6, toughness: 3, save: 5 })],
    { formation: { files: 3, baseMm: 32, gap: 1 } },
  ),
};
