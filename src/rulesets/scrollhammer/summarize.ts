/**
 * Scrollhammer's one-line scenario summary (`summarizeScenario` of the scenario layer).
 *
 * @module
 */
import { count, rerolls } from '../../format/summary.js';
import type { RuleInput } from '../../format/types.js';
import type { ScrollhammerScenario, ScrollhammerTargetGroup } from './types.js';

/**
 * The summary of a validated Scrollhammer scenario: attackers (count, name, To Hit, shots,
 * Strength, AP, rules, re-rolls) joined with `+`, then the target.
 *
 * @example
 * ```ts
 * summarizeScrollhammer(parseScenario(bowmen) as ScrollhammerScenario);
 * // '10 Bowmen BS3, S4 AP1 Critical Strike, at 5 Draugr T4 W2 4+ / 6++ FNP 5+'
 * ```
 */
export function summarizeScrollhammer(s: ScrollhammerScenario): string {
  const shooting = s.phase === 'shooting';
  const per = shooting ? 'shots' : 'attacks';
  const attackers = s.attackers.map((a) => {
    const autohit = a.rules.some((r) => (typeof r === 'string' ? r : r.rule) === 'autohit');
    const hit = autohit ? '' : a.hitOn !== undefined ? ` hits on ${a.hitOn}+` : ` BS${a.bs}`;
    const shots = a.shots === 1 ? '' : ` ${a.shots} ${per}`;
    const weapon = [`S${a.strength}`, a.ap ? `AP${a.ap}` : '', ...a.rules.map(title)].filter(
      Boolean,
    );
    const more = rerolls(a.reroll);
    if (a.aim !== undefined) more.push(`aimed at model ${a.aim}`);
    if (a.aimAt !== undefined) more.push(`centre hole at (${a.aimAt.x}, ${a.aimAt.y})`);
    if (a.charging) more.push('charging');
    const own = [
      a.save !== undefined ? `${a.save}+` : '',
      a.ward !== undefined ? `${a.ward}++` : '',
      a.feelNoPain !== undefined ? `FNP ${a.feelNoPain}+` : '',
    ].filter(Boolean);
    if (own.length) more.push(`own saves ${own.join(' / ')}`);
    return `${count(a.models, a.name, 'model')}${hit}${shots}, ${weapon.join(' ')}${more.length ? `, ${more.join(', ')}` : ''}`;
  });
  const t = s.target;
  const single = t.groups.length === 1;
  const groups = t.groups.map((g) => group(g, single ? (g.name ?? t.name) : g.name));
  let target = single
    ? groups[0]!
    : `${t.name ? `${t.name} (` : ''}${groups.join(', ')}${t.name ? ')' : ''}`;
  if (t.cover !== undefined && shooting) target += `, in ${t.cover}+ cover`;
  if (t.interveningModels && shooting) target += ', behind intervening models';
  if (t.goneToGround) target += ', gone to ground';
  const f = t.formation;
  if (f?.files !== undefined) {
    target += `, in ranks of ${f.files} (${f.baseMm} mm bases ${f.gap ?? 1}" apart)`;
  } else if (f?.positions) target += `, placed model by model`;
  const how = shooting ? 'at' : 'in close combat with';
  const allocation = s.allocation === 'sequential' ? ', wounds allocated in order' : '';
  return `${attackers.join(' + ')}, ${how} ${target}${allocation}`;
}

function group(g: ScrollhammerTargetGroup, name: string | undefined): string {
  const parts = [count(g.models, name, 'model'), `T${g.toughness}`, `W${g.wounds}`];
  const saves = [
    g.save !== undefined ? `${g.save}+` : '',
    g.ward !== undefined ? `${g.ward}++` : '',
  ]
    .filter(Boolean)
    .join(' / ');
  if (saves) parts.push(saves);
  if (g.feelNoPain !== undefined) parts.push(`FNP ${g.feelNoPain}+`);
  if (g.character) parts.push(g.models === 1 ? '(character)' : '(characters)');
  parts.push(...g.rules.map(title));
  return parts.join(' ');
}

/**
 * `critical-strike` -> `Critical Strike`; parameters as the rulebook writes them:
 * `Absorb Health (4+)`, `Absorb Magicka (2 on a 5+)`, `Barrage (indirect)`.
 */
export function title(rule: RuleInput): string {
  const name = typeof rule === 'string' ? rule : rule.rule;
  const words = name
    .split('-')
    .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(' ');
  if (typeof rule === 'string') return words;
  if (name === 'absorb-health') return `${words} (${rule.on}+)`;
  if (name === 'absorb-magicka') return `${words} (${rule.dice} on a ${rule.on}+)`;
  if (name === 'barrage' && rule.indirect === true) return `${words} (indirect)`;
  return words;
}
