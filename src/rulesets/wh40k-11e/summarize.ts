/**
 * One line a player can read for a wh40k-11e scenario: 10th edition's words for the
 * characteristics and keywords they share (`summarizeWh40kAttacker`, `summarizeWh40kTarget`),
 * then 11th edition's additions.
 *
 * @module
 */
import type { RuleInput } from '../../format/types.js';
import {
  summarizeWh40kAttacker,
  summarizeWh40kAttackers,
  summarizeWh40kTarget,
} from '../wh40k-10e/summarize.js';
import type { Wh40k11eAttacker, Wh40k11eScenario } from './types.js';

/** Blast X and Cleave X as their names with X (`blast-2` reads "Blast 2"); others as they are. */
function withX(rule: RuleInput): RuleInput {
  if (typeof rule === 'object' && (rule.rule === 'blast' || rule.rule === 'cleave')) {
    return rule.attacks === undefined ? rule.rule : `${rule.rule}-${rule.attacks}`;
  }
  return rule;
}

function attacker(a: Wh40k11eAttacker): string {
  const more: string[] = [];
  if (a.plungingFire) more.push('plunging fire');
  if (a.skillModifier) {
    const sign = a.skillModifier > 0 ? '+' : '';
    more.push(`${sign}${a.skillModifier} to ${a.ws === undefined ? 'BS' : 'WS'}`);
  }
  if (a.lethalHits !== 'best' && a.rules.includes('lethal-hits')) {
    more.push(`Lethal Hits ${a.lethalHits}`);
  }
  const ten = summarizeWh40kAttacker({ ...a, rules: a.rules.map(withX) });
  return more.length ? `${ten}, ${more.join(', ')}` : ten;
}

/**
 * The summary line of a validated wh40k-11e scenario.
 *
 * @example
 * ```ts
 * summarizeWh40k11e(parseScenario({ ruleset: 'wh40k-11e',
 *   attackers: [{ models: 5, attacks: 2, bs: 3, strength: 4, plungingFire: true }],
 *   target: { models: 10, toughness: 4, save: 3, cover: true } }) as Wh40k11eScenario);
 * // '5 models BS3+ A2 S4 AP0 D1, plunging fire, at 10 models T4 W1 3+, in cover'
 * ```
 */
export function summarizeWh40k11e(s: Wh40k11eScenario): string {
  const t = s.target;
  const target = [
    summarizeWh40kTarget(t),
    t.invulnerable !== undefined && t.invulnerableAgainst !== 'all'
      ? `invulnerable save against ${t.invulnerableAgainst} attacks only`
      : '',
    s.bsModifiersClamped ? 'BS modifiers clamped' : '',
    s.devastatingIgnoresReduction ? 'Devastating Wounds ignore damage reduction' : '',
  ].filter(Boolean);
  return `${summarizeWh40kAttackers(s.attackers, attacker)}, at ${target.join(', ')}`;
}
