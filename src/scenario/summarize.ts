/**
 * One line a player can read for a scenario, as they would say it at the table.
 *
 * @module
 */

import { summarizeFight } from '../rulesets/mesbg/fight/summarize.js';
import {
  SCROLLHAMMER_ATTACKER_RULES,
  SCROLLHAMMER_TARGET_RULES,
} from '../rulesets/scrollhammer/ruleNames.js';
import { summarizeWh40k } from '../rulesets/wh40k-10e/summarize.js';
import { WH40K_11E_WEAPON_RULES } from '../rulesets/wh40k-11e/schema.js';
import { summarizeWh40k11e } from '../rulesets/wh40k-11e/summarize.js';
import type { ScenarioInput } from './rulesets.js';
import type {
  MesbgScenario,
  RerollSpec,
  RuleInput,
  Scenario,
  ScrollhammerScenario,
  ScrollhammerTargetGroup,
} from './types.js';
import { parseScenario } from './validate.js';

/**
 * A one-line, player-readable summary of a scenario (validated, or as written: it is then
 * validated first, throwing a `ScenarioError` when it is not valid): the attackers (count, name,
 * To Hit, shots, Strength, AP, rules, re-rolls), then the target (count, name, Toughness or
 * Defence, Wounds, saves as `4+` armour / `6++` ward, Feel No Pain, rules, cover). Attacker
 * groups are joined with `+`.
 *
 * @example
 * ```ts
 * summarizeScenario(parseScenario({
 *   ruleset: 'scrollhammer',
 *   attackers: [{ name: 'Bowmen', models: 10, bs: 3, strength: 4, ap: 1, rules: ['critical-strike'] }],
 *   target: { name: 'Draugr', groups: [{ models: 5, toughness: 4, wounds: 2, save: 4, ward: 6, feelNoPain: 5 }] },
 * }));
 * // '10 Bowmen BS3, S4 AP1 Critical Strike, at 5 Draugr T4 W2 4+ / 6++ FNP 5+'
 * ```
 */
export function summarizeScenario(s: Scenario | ScenarioInput<string>): string {
  try {
    return summarizeValid(s as Scenario);
  } catch (e) {
    // Not a validated scenario (defaults missing, or not a scenario at all): validate it, so
    // the caller gets the library's ScenarioError naming the field, never a TypeError. The
    // rule names are not checked here: a summary only titles them.
    if (!(e instanceof TypeError)) throw e;
    return summarizeValid(parseScenario(s, undefined, { rules: ruleNamesIn(s) }));
  }
}

function summarizeValid(s: Scenario): string {
  if (s.ruleset === 'wh40k-10e') return summarizeWh40k(s);
  if (s.ruleset === 'wh40k-11e') return summarizeWh40k11e(s);
  if (s.ruleset === 'scrollhammer') return summarizeScrollhammer(s);
  return s.phase === 'fight' ? summarizeFight(s) : summarizeMesbg(s);
}

/** Every rule name a raw scenario lists that is not a built-in one (custom rules). */
function ruleNamesIn(s: unknown): string[] {
  const builtIn: readonly string[] = [
    ...SCROLLHAMMER_ATTACKER_RULES,
    ...SCROLLHAMMER_TARGET_RULES,
    ...WH40K_11E_WEAPON_RULES,
  ];
  const names = new Set<string>();
  const lists: unknown[] = [];
  const o = s as { attackers?: unknown; target?: { groups?: unknown } } | null;
  if (Array.isArray(o?.attackers)) lists.push(...o.attackers);
  if (Array.isArray(o?.target?.groups)) lists.push(...o.target.groups);
  for (const x of lists) {
    const rules = (x as { rules?: unknown } | null)?.rules;
    if (!Array.isArray(rules)) continue;
    for (const r of rules) {
      const name = typeof r === 'string' ? r : (r as { rule?: unknown } | null)?.rule;
      if (typeof name === 'string' && /^[a-z][a-z0-9-]*$/.test(name) && !builtIn.includes(name))
        names.add(name);
    }
  }
  return [...names];
}

/**
 * `critical-strike` -> `Critical Strike`; parameters as the rulebook writes them:
 * `Absorb Health (4+)`, `Absorb Magicka (2 on a 5+)`, `Barrage (indirect)`.
 */
function title(rule: RuleInput): string {
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

function count(models: number, name: string | undefined, fallback: string): string {
  return `${models} ${name ?? (models === 1 ? fallback : `${fallback}s`)}`;
}

function rerolls(r: RerollSpec): string[] {
  const out: string[] = [];
  if (r.hit) out.push(`re-roll ${r.hit === 'ones' ? '1s' : 'failed rolls'} to hit`);
  if (r.wound) out.push(`re-roll ${r.wound === 'ones' ? '1s' : 'failed rolls'} to wound`);
  return out;
}

function summarizeScrollhammer(s: ScrollhammerScenario): string {
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

function summarizeMesbg(s: MesbgScenario): string {
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
