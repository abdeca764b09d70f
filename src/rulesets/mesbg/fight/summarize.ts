/**
 * One line a player can read for a fight, as they would say it at the table.
 *
 * @module
 */
import type { FightModel, FightSide, MesbgFightScenario } from './types.js';

function modelLine(m: FightModel): string {
  const parts = [m.name ?? 'model', `F${m.fight} A${m.attacks} S${m.strength} D${m.defence}`];
  if (m.wounds > 1) parts.push(`W${m.wounds}`);
  const mwf = [m.might, m.will, m.fate];
  if (mwf.some((x) => x > 0)) parts.push(`M/W/F ${mwf.join('/')}`);
  const extras: string[] = [];
  if (m.supporting) extras.push('supporting');
  if (m.twoHanded) extras.push('two-handed');
  if (m.bannerBearer) extras.push('banner bearer');
  if (m.elvenMade) extras.push('Elven-made');
  if (m.heroicStrike) extras.push('Heroic Strike');
  if (m.heroicDefence) extras.push('Heroic Defence');
  if (m.trapped) extras.push('Trapped');
  if (m.prone) extras.push('Prone');
  if (m.duelModifier) extras.push(`Duel ${m.duelModifier > 0 ? '+' : ''}${m.duelModifier}`);
  if (m.woundModifier) extras.push(`To Wound +${m.woundModifier}`);
  return `${parts.join(' ')}${extras.length ? ` (${extras.join(', ')})` : ''}`;
}

function sideLine(s: FightSide): string {
  const models = s.models.map(modelLine).join(' + ');
  const banner = s.banner ? ', with a banner' : '';
  return `${s.name ? `${s.name}: ` : ''}${models}${banner}`;
}

/**
 * A one-line summary of a fight: side A's models, side B's, and the banners.
 *
 * @example
 * ```ts
 * summarizeFight(scenario);
 * // 'Aragorn F6 A3 S4 D5 W3 M/W/F 3/3/3, fights Orc Captain F4 A2 S4 D5 W2 M/W/F 2/1/1'
 * ```
 */
export function summarizeFight(s: MesbgFightScenario): string {
  return `${sideLine(s.sideA)}, fights ${sideLine(s.sideB)}`;
}
