/**
 * One line a player can read for a Kill Team fight, as the datacards print the profiles.
 *
 * @module
 */
import { weaponTitle } from '../summarize.js';
import type { KtFighter, KtFightScenario } from './types.js';

function fighterLine(f: KtFighter, fallback: string): string {
  const wounds = f.woundsLeft === f.wounds ? `W${f.wounds}` : `W${f.woundsLeft}/${f.wounds}`;
  const injured = 2 * f.woundsLeft < f.wounds ? ', injured' : '';
  const assists = f.assists > 0 ? `, ${f.assists} assisting` : '';
  const play = f.policy === 'optimal' ? f.objective : `${f.policy} heuristic`;
  return `${f.name ?? fallback} ${wounds}${injured}${assists} with ${weaponTitle(f.weapon)} (${play})`;
}

/**
 * The summary line of a validated Kill Team fight: the attacker, the defender, each with its
 * wounds, its melee weapon and what it plays for.
 *
 * @example
 * ```ts
 * summarizeFight(scenario);
 * // 'Intercessor W14 with Chainsword A5 3+ 4/5 (incapacitate) fights Warrior W10 with Blade A4 3+ 4/5, Balanced (survive)'
 * ```
 */
export function summarizeFight(s: KtFightScenario): string {
  return `${fighterLine(s.attacker, 'attacker')} fights ${fighterLine(s.defender, 'defender')}`;
}
