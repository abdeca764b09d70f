/**
 * One line a player can read for a Kill Team (2024) scenario, as a datacard would print it.
 *
 * @module
 */
import type { KtShootScenario, KtTarget, KtWeapon, KtWeaponRule } from './types.js';

const TITLES: Readonly<Record<Extract<KtWeaponRule, string>, string>> = {
  balanced: 'Balanced',
  brutal: 'Brutal',
  ceaseless: 'Ceaseless',
  hot: 'Hot',
  punishing: 'Punishing',
  relentless: 'Relentless',
  rending: 'Rending',
  saturate: 'Saturate',
  severe: 'Severe',
  shock: 'Shock',
  stun: 'Stun',
};

/**
 * A weapon rule as a datacard prints it: `Lethal 5+`, `Piercing Crits 1`, `Blast 2"`.
 *
 * @example
 * ```ts
 * weaponRuleTitle({ rule: 'lethal', x: 5 }); // 'Lethal 5+'
 * weaponRuleTitle('severe'); // 'Severe'
 * ```
 */
export function weaponRuleTitle(r: KtWeaponRule): string {
  if (typeof r === 'string') return TITLES[r];
  switch (r.rule) {
    case 'accurate':
      return `Accurate ${r.x}`;
    case 'devastating':
      return r.distance === undefined ? `Devastating ${r.x}` : `${r.distance}" Devastating ${r.x}`;
    case 'lethal':
      return `Lethal ${r.x}+`;
    case 'piercing':
      return `Piercing ${r.x}`;
    case 'piercing-crits':
      return `Piercing Crits ${r.x}`;
    case 'blast':
      return r.distance === undefined ? 'Blast' : `Blast ${r.distance}"`;
    case 'torrent':
      return r.distance === undefined ? 'Torrent' : `Torrent ${r.distance}"`;
  }
}

/**
 * A weapon profile as a datacard prints it: `Bolt rifle A4 3+ 3/4, Piercing Crits 1`.
 *
 * @example
 * ```ts
 * weaponTitle({ atk: 4, hit: 3, damage: 3, criticalDamage: 4, rules: [] }); // 'weapon A4 3+ 3/4'
 * ```
 */
export function weaponTitle(w: KtWeapon): string {
  const rules = w.rules.map(weaponRuleTitle);
  return `${w.name ?? 'weapon'} A${w.atk} ${w.hit}+ ${w.damage}/${w.criticalDamage}${rules.length > 0 ? `, ${rules.join(', ')}` : ''}`;
}

/** A target as the summary says it. */
function targetTitle(t: KtTarget, fallback: string): string {
  const where = [t.cover ? 'in cover' : '', t.obscured ? 'obscured' : ''].filter((x) => x);
  const wounds = t.woundsLeft === t.wounds ? `W${t.wounds}` : `W${t.woundsLeft}/${t.wounds}`;
  return `${t.name ?? fallback} ${wounds} Sv ${t.save}+${where.length > 0 ? ` (${where.join(', ')})` : ''}`;
}

/**
 * The summary line of a validated Kill Team shooting attack.
 *
 * @example
 * ```ts
 * summarizeShoot(parseScenario({ ruleset: 'killteam',
 *   attacker: { name: 'Intercessor', wounds: 14, save: 3, weapon: { name: 'Bolt rifle', atk: 4, hit: 3, damage: 3, criticalDamage: 4 } },
 *   target: { name: 'Trooper', wounds: 7, save: 5, cover: true } }) as KtShootScenario);
 * // 'Intercessor shoots Bolt rifle A4 3+ 3/4 at Trooper W7 Sv 5+ (in cover)'
 * ```
 */
export function summarizeShoot(s: KtShootScenario): string {
  const a = s.attacker;
  const injured = 2 * a.woundsLeft < a.wounds ? ' (injured)' : '';
  const targets = [
    targetTitle(s.target, 'target'),
    ...s.secondaryTargets.map((t, i) => targetTitle(t, `secondary target ${i + 1}`)),
  ];
  const aim = s.objective === 'incapacitate' ? ', choices aimed to incapacitate' : '';
  return `${a.name ?? 'shooter'}${injured} shoots ${weaponTitle(a.weapon)} at ${targets.join(', then ')}${aim}`;
}
