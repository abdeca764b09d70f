/**
 * One line a player can read for a wh40k-10e scenario, as a datasheet would say it.
 *
 * @module
 */
import type { RuleInput } from '../../format/types.js';
import type { Wh40kAttacker, Wh40kReroll, Wh40kScenario, Wh40kTarget } from './types.js';

/** `lethal-hits` -> `Lethal Hits`; `{ rule: 'anti', keyword: 'infantry', on: 4 }` -> `Anti-Infantry 4+`. */
function keyword(rule: RuleInput): string {
  const name = typeof rule === 'string' ? rule : rule.rule;
  const words = name
    .split('-')
    .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(name === 'twin-linked' ? '-' : ' ');
  if (typeof rule === 'string') return words;
  if (name === 'anti') {
    const k = String(rule.keyword);
    return `Anti-${k[0]!.toUpperCase()}${k.slice(1)} ${rule.on}+`;
  }
  if (name === 'sustained-hits') return `${words} ${rule.hits}`;
  if (name === 'rapid-fire') return `${words} ${rule.attacks}`;
  if (name === 'melta') return `${words} ${rule.damage}`;
  return words;
}

/** `A2`, but `A D6`: dice after a space, as datasheets print them. */
function characteristic(label: string, value: number | string): string {
  return typeof value === 'number' ? `${label}${value}` : `${label} ${value}`;
}

function reroll(what: string, r: Wh40kReroll | undefined): string {
  if (r === undefined) return '';
  const which = r === 'ones' ? '1s' : r === 'failed' ? 'failed rolls' : 'non-critical rolls';
  return `re-roll ${which} to ${what}`;
}

/**
 * The summary of one attacker profile, as a datasheet would say it.
 *
 * @example
 * ```ts
 * summarizeWh40kAttacker(scenario.attackers[0]); // '10 Intercessors BS3+ A2 S4 AP-1 D1 Lethal Hits'
 * ```
 */
export function summarizeWh40kAttacker(a: Wh40kAttacker): string {
  const skill = a.ws !== undefined ? `WS${a.ws}+` : a.bs !== undefined ? `BS${a.bs}+` : '';
  const profile = [
    `${a.models} ${a.name ?? (a.models === 1 ? 'model' : 'models')}`,
    skill,
    characteristic('A', a.attacks),
    `S${a.strength}`,
    `AP${a.ap}`,
    characteristic('D', a.damage),
    ...a.rules.map(keyword),
  ].filter(Boolean);
  const more = [reroll('hit', a.reroll.hit), reroll('wound', a.reroll.wound)];
  if (a.hitModifier) more.push(`${a.hitModifier > 0 ? '+' : ''}${a.hitModifier} to hit`);
  if (a.woundModifier) more.push(`${a.woundModifier > 0 ? '+' : ''}${a.woundModifier} to wound`);
  if (a.criticalHitOn !== 6) more.push(`critical hits on ${a.criticalHitOn}+`);
  if (a.criticalWoundOn !== 6) more.push(`critical wounds on ${a.criticalWoundOn}+`);
  if (a.remainedStationary) more.push('stationary');
  if (a.charged) more.push('charged');
  if (a.halfRange) more.push('within half range');
  const extra = more.filter(Boolean);
  return `${profile.join(' ')}${extra.length ? `, ${extra.join(', ')}` : ''}`;
}

/**
 * The summary of the target unit: its models and characteristics, then its situation.
 *
 * @example
 * ```ts
 * summarizeWh40kTarget(scenario.target); // '10 Ork Boyz T5 W1 5+'
 * ```
 */
export function summarizeWh40kTarget(t: Wh40kTarget): string {
  const saves = [
    t.save !== undefined ? `${t.save}+` : '',
    t.invulnerable !== undefined ? `${t.invulnerable}++` : '',
  ]
    .filter(Boolean)
    .join(' / ');
  const parts = [
    `${t.models} ${t.name ?? (t.models === 1 ? 'model' : 'models')}`,
    `T${t.toughness}`,
    `W${t.wounds}`,
    saves,
    t.feelNoPain !== undefined ? `FNP ${t.feelNoPain}+` : '',
    t.keywords.length ? `(${t.keywords.join(', ')})` : '',
  ].filter(Boolean);
  const more: string[] = [];
  if (t.cover) more.push('in cover');
  if (t.stealth) more.push('Stealth');
  if (t.halveDamage) more.push('damage halved');
  if (t.damageReduction) more.push(`-${t.damageReduction} Damage`);
  return `${parts.join(' ')}${more.length ? `, ${more.join(', ')}` : ''}`;
}

/**
 * The summary line of a validated wh40k-10e scenario.
 *
 * @example
 * ```ts
 * summarizeWh40k(parseScenario({ ruleset: 'wh40k-10e',
 *   attackers: [{ name: 'Intercessors', models: 10, attacks: 2, bs: 3, strength: 4, ap: -1, rules: ['lethal-hits'] }],
 *   target: { name: 'Ork Boyz', models: 10, toughness: 5, save: 5 } }) as Wh40kScenario);
 * // '10 Intercessors BS3+ A2 S4 AP-1 D1 Lethal Hits, at 10 Ork Boyz T5 W1 5+'
 * ```
 */
export function summarizeWh40k(s: Wh40kScenario): string {
  return `${s.attackers.map(summarizeWh40kAttacker).join(' + ')}, at ${summarizeWh40kTarget(s.target)}`;
}
