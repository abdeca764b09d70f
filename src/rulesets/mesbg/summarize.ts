/**
 * MESBG's one-line Shoot-phase scenario summary (`summarizeScenario` of the scenario layer;
 * the Fight's is `fight/summarize.ts`).
 *
 * @module
 */
import { count, rerolls } from '../../format/summary.js';
import type { MesbgScenario } from './types.js';

/**
 * The summary of a validated MESBG Shoot-phase scenario: the shooters joined with `+`, then
 * the target.
 *
 * @example
 * ```ts
 * summarizeMesbg(parseScenario(json) as MesbgScenario); // '1 Háma Shoot 3+ S2, at Hill Tribesman D3 W1'
 * ```
 */
export function summarizeMesbg(s: MesbgScenario): string {
  const attackers = s.attackers.map((a) => {
    const parts = [count(a.models, a.name, 'model'), `Shoot ${a.shootValue}+`];
    if (a.moved) parts.push('(moved)');
    if (a.shots !== 1) parts.push(`${a.shots} shots`);
    parts.push(`S${a.strength}`);
    const inTheWay = a.obstructions?.length || a.inTheWay;
    if (inTheWay) parts.push(`(${inTheWay} in the way)`);
    const more = rerolls(a.reroll);
    return `${parts.join(' ')}${more.length ? `, ${more.join(', ')}` : ''}`;
  });
  const t = s.target;
  const combat = t.combat
    ? `, in combat with ${t.combat.name ?? 'a friendly model'} D${t.combat.defence}`
    : '';
  return `${attackers.join(' + ')}, at ${t.name ?? 'the target'} D${t.defence} W${t.wounds}${combat}`;
}
