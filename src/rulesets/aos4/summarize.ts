/**
 * One line a player can read for an aos4 scenario, as a warscroll would say it.
 *
 * @module
 */
import type { Aos4Ability, Aos4Scenario } from './types.js';

const TITLES: Readonly<Record<Exclude<Aos4Ability, object>, string>> = {
  'crit-2-hits': 'Crit (2 Hits)',
  'crit-auto-wound': 'Crit (Auto-wound)',
  'crit-mortal': 'Crit (Mortal)',
  charge: 'Charge (+1 Damage)',
  companion: 'Companion',
  'shoot-in-combat': 'Shoot in Combat',
};

/**
 * An ability as a warscroll prints it: `Crit (Mortal)`, `Anti-HERO (+1 Rend)`.
 *
 * @example
 * ```ts
 * abilityTitle({ rule: 'anti', keyword: 'hero' }); // 'Anti-HERO (+1 Rend)'
 * abilityTitle('charge'); // 'Charge (+1 Damage)'
 * ```
 */
export function abilityTitle(a: Aos4Ability): string {
  if (typeof a === 'string') return TITLES[a];
  if (a.rule === 'mortal-damage-on-charge') {
    const each = a.roll === 'per-model' ? 'a dice per model' : 'one dice';
    return `Mortal damage on a charge (${each}, ${a.mortals} on ${a.on}+)`;
  }
  const x = a.keyword === 'charge' ? 'charge' : a.keyword.toUpperCase();
  return `Anti-${x} (+1 Rend)`;
}

/**
 * The summary line of a validated aos4 scenario.
 *
 * @example
 * ```ts
 * summarizeAos4(parseScenario({ ruleset: 'aos4',
 *   attackers: [{ name: 'Vindictors', models: 5, attacks: 2, hit: 3, wound: 3, rend: 1, champion: true }],
 *   target: { name: 'Gutrippaz', models: 10, health: 1, save: 5 } }) as Aos4Scenario);
 * // '5 Vindictors A2 3+ / 3+ Rend 1 D1, champion, at 10 Gutrippaz Health 1 5+'
 * ```
 */
export function summarizeAos4(s: Aos4Scenario): string {
  const attackers = s.attackers.map((a) => {
    const profile = [
      `${a.models} ${a.name ?? (a.models === 1 ? 'model' : 'models')}`,
      `A${typeof a.attacks === 'number' ? a.attacks : ` ${a.attacks}`}`,
      `${a.hit}+ / ${a.wound}+`,
      `Rend ${a.rend}`,
      `D${typeof a.damage === 'number' ? a.damage : ` ${a.damage}`}`,
      ...a.abilities.map(abilityTitle),
    ];
    const more: string[] = [];
    if (a.champion) more.push('champion');
    if (a.charged) more.push('charged');
    if (a.allOutAttack) more.push('All-out Attack');
    if (a.hitModifier) more.push(`${a.hitModifier > 0 ? '+' : ''}${a.hitModifier} to hit`);
    if (a.woundModifier) more.push(`${a.woundModifier > 0 ? '+' : ''}${a.woundModifier} to wound`);
    if (a.criticalHitOn !== 6) more.push(`critical hits on ${a.criticalHitOn}+`);
    if (a.reroll.hit)
      more.push(`re-roll ${a.reroll.hit === 'ones' ? '1s' : 'failed rolls'} to hit`);
    if (a.reroll.wound)
      more.push(`re-roll ${a.reroll.wound === 'ones' ? '1s' : 'failed rolls'} to wound`);
    return `${profile.join(' ')}${more.length ? `, ${more.join(', ')}` : ''}`;
  });
  const t = s.target;
  const parts = [
    `${t.models} ${t.name ?? (t.models === 1 ? 'model' : 'models')}`,
    `Health ${t.health}`,
    t.save !== undefined ? `${t.save}+` : 'no save',
    t.ward !== undefined ? `Ward ${t.ward}+` : '',
    t.keywords.length ? `(${t.keywords.join(', ')})` : '',
  ].filter(Boolean);
  const more: string[] = [];
  if (t.charged) more.push('charged');
  if (t.cover) more.push('in cover');
  if (t.allOutDefence) more.push('All-out Defence');
  if (t.saveModifier) more.push(`${t.saveModifier > 0 ? '+' : ''}${t.saveModifier} to save`);
  const phase = s.phase === 'shooting' ? ' (shooting)' : '';
  return `${attackers.join(' + ')}, at ${parts.join(' ')}${more.length ? `, ${more.join(', ')}` : ''}${phase}`;
}
