// Small shooting attacks for the brute force and the sampler: each weapon rule alone, the
// rules that interact together, and the situations (cover, obscured, injured, Saturate).
import type { KtShootScenarioInput, KtTargetInput } from '../../../src/rulesets/killteam/input.js';
import type { KtObjective, KtWeaponRule } from '../../../src/rulesets/killteam/types.js';
import type { BruteShot } from './bruteForce.js';

export interface Case {
  readonly name: string;
  readonly atk: number;
  readonly hit: number;
  readonly damage: number;
  readonly criticalDamage: number;
  readonly rules: readonly KtWeaponRule[];
  readonly injured?: boolean;
  readonly target: { save: number; wounds: number; cover?: boolean; obscured?: boolean };
  readonly objective?: KtObjective;
}

export function scenarioOf(c: Case): KtShootScenarioInput {
  const target: KtTargetInput = {
    wounds: c.target.wounds,
    save: c.target.save,
    cover: c.target.cover ?? false,
    obscured: c.target.obscured ?? false,
  };
  return {
    ruleset: 'killteam',
    attacker: {
      wounds: 10,
      woundsLeft: c.injured ? 4 : 10,
      save: 3,
      weapon: {
        atk: c.atk,
        hit: c.hit,
        damage: c.damage,
        criticalDamage: c.criticalDamage,
        rules: c.rules,
      },
    },
    target,
    objective: c.objective ?? 'damage',
  };
}

export function bruteOf(c: Case): BruteShot {
  return {
    atk: c.atk,
    hit: c.hit,
    damage: c.damage,
    criticalDamage: c.criticalDamage,
    rules: c.rules,
    injured: c.injured ?? false,
    save: c.target.save,
    woundsLeft: c.target.wounds,
    cover: c.target.cover ?? false,
    obscured: c.target.obscured ?? false,
    objective: c.objective ?? 'damage',
  };
}

const t4 = { save: 4, wounds: 7 };
const base = { atk: 3, hit: 4, damage: 3, criticalDamage: 4 } as const;

export const CASES: readonly Case[] = [
  { name: 'plain', ...base, rules: [], target: t4 },
  { name: 'cover', ...base, rules: [], target: { ...t4, cover: true } },
  { name: 'obscured', ...base, rules: [], target: { ...t4, obscured: true } },
  { name: 'injured', ...base, rules: [], injured: true, target: t4 },
  { name: 'injured 6+ hits on 6s only', ...base, hit: 6, rules: [], injured: true, target: t4 },
  { name: 'accurate 1', ...base, rules: [{ rule: 'accurate', x: 1 }], target: t4 },
  {
    name: 'accurate 2 with severe, devastating',
    ...base,
    rules: [{ rule: 'accurate', x: 2 }, 'severe', { rule: 'devastating', x: 3 }],
    target: t4,
  },
  { name: 'balanced', ...base, rules: ['balanced'], target: t4 },
  { name: 'ceaseless', ...base, rules: ['ceaseless'], target: t4 },
  { name: 'ceaseless + balanced', ...base, rules: ['ceaseless', 'balanced'], target: t4 },
  { name: 'relentless', ...base, rules: ['relentless'], target: t4 },
  {
    name: 'relentless, lethal 5+, incapacitate',
    ...base,
    rules: ['relentless', { rule: 'lethal', x: 5 }],
    target: { save: 3, wounds: 7 },
    objective: 'incapacitate',
  },
  { name: 'devastating 2', ...base, rules: [{ rule: 'devastating', x: 2 }], target: t4 },
  {
    name: 'devastating with a distance',
    ...base,
    rules: [{ rule: 'devastating', x: 1, distance: 1 }],
    target: t4,
  },
  { name: 'lethal 5+', ...base, rules: [{ rule: 'lethal', x: 5 }], target: t4 },
  { name: 'lethal 5+ at hit 6+', ...base, hit: 6, rules: [{ rule: 'lethal', x: 5 }], target: t4 },
  {
    name: 'piercing 1',
    ...base,
    rules: [{ rule: 'piercing', x: 1 }],
    target: { ...t4, cover: true },
  },
  {
    name: 'piercing 3 removes cover',
    ...base,
    rules: [{ rule: 'piercing', x: 3 }],
    target: { ...t4, cover: true },
  },
  { name: 'piercing crits 2', ...base, rules: [{ rule: 'piercing-crits', x: 2 }], target: t4 },
  {
    name: 'piercing 1 and piercing crits 2',
    ...base,
    rules: [
      { rule: 'piercing', x: 1 },
      { rule: 'piercing-crits', x: 2 },
    ],
    target: t4,
  },
  { name: 'punishing', ...base, rules: ['punishing'], target: t4 },
  { name: 'rending', ...base, rules: ['rending'], target: t4 },
  {
    name: 'punishing + rending + accurate',
    ...base,
    rules: ['punishing', 'rending', { rule: 'accurate', x: 1 }],
    target: t4,
  },
  {
    name: 'severe + piercing crits',
    ...base,
    rules: ['severe', { rule: 'piercing-crits', x: 1 }],
    target: t4,
  },
  {
    name: 'severe + rending + punishing',
    ...base,
    rules: ['severe', 'rending', 'punishing'],
    target: t4,
  },
  { name: 'saturate in cover', ...base, rules: ['saturate'], target: { ...t4, cover: true } },
  { name: 'stun', ...base, rules: ['stun', 'severe'], target: t4 },
  {
    name: 'obscured with rending, devastating, severe',
    ...base,
    rules: ['rending', 'severe', { rule: 'devastating', x: 2 }, { rule: 'piercing-crits', x: 1 }],
    target: { ...t4, obscured: true },
  },
  {
    name: 'incapacitate: 2 wounds, save 3+ in cover',
    ...base,
    rules: ['balanced', 'rending'],
    target: { save: 3, wounds: 4, cover: true },
    objective: 'incapacitate',
  },
  {
    name: 'incapacitate, ceaseless, lethal 5+',
    ...base,
    rules: ['ceaseless', { rule: 'lethal', x: 5 }, 'severe'],
    target: { save: 5, wounds: 6 },
    objective: 'incapacitate',
  },
  {
    name: 'hit 2+, save 2+, 5/6',
    atk: 2,
    hit: 2,
    damage: 5,
    criticalDamage: 6,
    rules: ['rending', 'punishing'],
    target: { save: 2, wounds: 9 },
  },
];
