/** Attacks exercising every Scrollhammer rule, shared by the brute-force and sampler tests. */
import type { ScrollhammerEvaluation } from '../../../src/rulesets/scrollhammer/evaluate.js';
import { attack, attacker, group } from './attack.js';

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
};
