/**
 * One line a player can read for a wh40k-10e scenario, as a datasheet would say it.
 *
 * @module
 */
import type { RuleInput } from '../../format/types.js';
import type {
  Wh40kAttacker,
  Wh40kGroup,
  Wh40kMode,
  Wh40kReroll,
  Wh40kScenario,
  Wh40kTarget,
} from './types.js';

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

/** The characteristics and keywords of a profile, as a datasheet prints them after its name. */
function profileOf(a: Wh40kAttacker): string {
  const skill = a.ws !== undefined ? `WS${a.ws}+` : a.bs !== undefined ? `BS${a.bs}+` : '';
  return [
    skill,
    characteristic('A', a.attacks),
    `S${a.strength}`,
    `AP${a.ap}`,
    characteristic('D', a.damage),
    ...a.rules.map(keyword),
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The profile a weapon with modes fires in mode `m`: the entry's characteristics replaced by
 * the mode's (`docs/wh40k-10e/weapon-choices.md`, as `applyChoices` fires it).
 */
function inMode(a: Wh40kAttacker, m: Wh40kMode): Wh40kAttacker {
  const { name: _name, ...mode } = m;
  return { ...a, ...mode } as Wh40kAttacker;
}

/**
 * The summary of one attacker profile, as a datasheet would say it. A weapon with firing
 * modes reads as the mode it fires (its name in brackets), or, left to `"best"`, as every
 * mode's profile with "best of" (which one fired is the result's `decisions`): never the
 * entry's characteristics that no mode fires as they are.
 *
 * @example
 * ```ts
 * summarizeWh40kAttacker(scenario.attackers[0]); // '10 Intercessors BS3+ A2 S4 AP-1 D1 Lethal Hits'
 * // a plasma gun left to "best":
 * // '1 plasma gun, best of: standard BS3+ A1 S7 AP-2 D1 or supercharge BS3+ A1 S8 AP-3 D2'
 * ```
 */
export function summarizeWh40kAttacker(a: Wh40kAttacker): string {
  const who = `${a.models} ${a.name ?? (a.models === 1 ? 'model' : 'models')}`;
  const fired = a.modes?.find((m) => m.name === a.mode);
  let profile: string;
  if (a.modes && fired === undefined) {
    profile = `${who}, best of: ${a.modes.map((m) => `${m.name} ${profileOf(inMode(a, m))}`).join(' or ')}`;
  } else {
    const mode = a.mode === undefined || a.mode === 'best' ? '' : ` (${a.mode})`;
    profile = `${who}${mode} ${profileOf(fired ? inMode(a, fired) : a)}`;
  }
  const more = [reroll('hit', a.reroll.hit), reroll('wound', a.reroll.wound)];
  if (a.hitModifier) more.push(`${a.hitModifier > 0 ? '+' : ''}${a.hitModifier} to hit`);
  if (a.woundModifier) more.push(`${a.woundModifier > 0 ? '+' : ''}${a.woundModifier} to wound`);
  if (a.criticalHitOn !== 6) more.push(`critical hits on ${a.criticalHitOn}+`);
  if (a.criticalWoundOn !== 6) more.push(`critical wounds on ${a.criticalWoundOn}+`);
  if (a.remainedStationary) more.push('stationary');
  if (a.charged) more.push('charged');
  if (a.halfRange) more.push('within half range');
  if (a.pistol) more.push('Pistol');
  const extra = more.filter(Boolean);
  return `${profile}${extra.length ? `, ${extra.join(', ')}` : ''}`;
}

/**
 * The attackers of a scenario in one line. Profiles the importer names `Unit, weapon` (one
 * unit's weapons, `src/import/wh40k/scenario.ts`) are said once under the unit's name, so
 * that a unit's weapons do not read as separate units: `Deff Dread: 1 Skorcha ... + 1 Rokkit
 * launcha ...`.
 *
 * @example
 * ```ts
 * summarizeWh40kAttackers(s.attackers, summarizeWh40kAttacker);
 * ```
 */
export function summarizeWh40kAttackers<A extends Wh40kAttacker>(
  attackers: readonly A[],
  one: (a: A) => string,
): string {
  const unitOf = (a: A) => {
    const i = a.name?.indexOf(', ') ?? -1;
    return i > 0 ? a.name!.slice(0, i) : undefined;
  };
  const runs: { unit: string | undefined; members: A[] }[] = [];
  for (const a of attackers) {
    const unit = unitOf(a);
    const last = runs[runs.length - 1];
    if (unit !== undefined && last?.unit === unit) last.members.push(a);
    else runs.push({ unit, members: [a] });
  }
  return runs
    .map(({ unit, members }) =>
      unit === undefined || members.length === 1
        ? members.map(one).join(' + ')
        : `${unit}: ${members.map((a) => one({ ...a, name: a.name!.slice(unit.length + 2) })).join(' + ')}`,
    )
    .join(' + ');
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
  const groups = t.groups ?? [];
  const parts =
    groups.length > 1
      ? [
          `${t.name ?? 'unit'}: ${groups.map(groupLine).join(' and ')}`,
          t.keywords.length ? `(${t.keywords.join(', ')})` : '',
        ]
      : [
          `${t.models} ${t.name ?? (t.models === 1 ? 'model' : 'models')}`,
          profileLine(t),
          t.keywords.length ? `(${t.keywords.join(', ')})` : '',
        ];
  const more: string[] = [];
  if (t.cover) more.push('in cover');
  if (t.stealth) more.push('Stealth');
  if (groups.length <= 1) {
    if (t.halveDamage) more.push('damage halved');
    if (t.damageReduction) more.push(`-${t.damageReduction} Damage`);
  }
  return `${parts.filter(Boolean).join(' ')}${more.length ? `, ${more.join(', ')}` : ''}`;
}

/** A profile's Toughness, Wounds, saves and Feel No Pain: `T4 W2 3+ / 4++ FNP 5+`. */
function profileLine(
  p: Pick<Wh40kGroup, 'toughness' | 'wounds' | 'save' | 'invulnerable' | 'feelNoPain'>,
): string {
  const saves = [
    p.save !== undefined ? `${p.save}+` : '',
    p.invulnerable !== undefined ? `${p.invulnerable}++` : '',
  ]
    .filter(Boolean)
    .join(' / ');
  return [
    `T${p.toughness}`,
    `W${p.wounds}`,
    saves,
    p.feelNoPain !== undefined ? `FNP ${p.feelNoPain}+` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * One group of a unit of several (`docs/wh40k-10e/units.md`): its models, name and profile,
 * its role when it is not a bodyguard, and its own damage modifiers.
 */
function groupLine(g: Wh40kGroup, i: number): string {
  const more = [
    g.role === 'bodyguard' ? '' : g.role,
    g.halveDamage ? 'damage halved' : '',
    g.damageReduction ? `-${g.damageReduction} Damage` : '',
  ].filter(Boolean);
  const name = g.name ?? `group ${i + 1}`;
  return `${g.models} ${name} ${profileLine(g)}${more.length ? ` (${more.join(', ')})` : ''}`;
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
  return `${summarizeWh40kAttackers(s.attackers, summarizeWh40kAttacker)}, at ${summarizeWh40kTarget(s.target)}`;
}
