/**
 * A game-neutral roster unit ({@link RosterUnit}) as a 10th edition unit: its statline (M,
 * T, SV, W, LD, OC, invulnerable save), its `wh40k-10e` target, and one attacker group per
 * weapon profile, with every keyword and ability the ruleset does not model reported by
 * name.
 *
 * Profile types are those of the BSData 10th edition game system: `Unit` (M, T, SV, W, LD,
 * OC), `Ranged Weapons` and `Melee Weapons` (Range, A, BS or WS, S, AP, D, Keywords),
 * `Abilities`, matched by name or by the game system's type id.
 *
 * @module
 */
import { parseDice } from '../../dice/parseDice.js';
import { InputError } from '../../errors.js';
import { ImportError } from '../errors.js';
import type { ImportWarning } from '../imported.js';
import type { RosterProfile, RosterUnit } from '../roster.js';
import { abilityRules } from './abilityPhrases.js';
import { parseWeaponKeywords, type WeaponKeywords } from './keywords.js';
import { namedByBearer, pistolBearers } from './pistols.js';
import type {
  Wh40kAttackerJson,
  Wh40kGroupJson,
  Wh40kModeJson,
  Wh40kRuleJson,
  Wh40kTargetJson,
} from './types.js';
import {
  applyWargearSaves,
  type GrantedSave,
  readWargearSave,
  sharedStart as shared,
} from './wargearSaves.js';

/**
 * Profile type ids of the BSData `wh40k-10e` game system, for files whose profiles carry a
 * `typeId` but no `typeName`.
 *
 * @example
 * ```ts
 * WH40K_PROFILE_TYPES.unit; // 'c547-1836-d8a-ff4f'
 * ```
 */
export const WH40K_PROFILE_TYPES = {
  unit: 'c547-1836-d8a-ff4f',
  ranged: 'f77d-b953-8fa4-b762',
  melee: '8a40-4aaa-c780-9046',
  abilities: '9cc3-6d83-4dd3-9b64',
} as const;

export type { ImportWarning } from '../imported.js';

/**
 * A 10th edition statline as read: M and LD/OC kept as facts of the unit, T, SV, W and the
 * invulnerable save feed the target.
 *
 * @example
 * ```ts
 * const s: Wh40kStats = { move: '6"', toughness: 4, save: 3, wounds: 2, leadership: 6, objectiveControl: 2 };
 * ```
 */
export interface Wh40kStats {
  /** As written (`6"`, `20+"`); `-` when the profile gives none. */
  readonly move: string;
  readonly toughness: number;
  /** 2..6 for 2+..6+; omitted: none. */
  readonly save?: number;
  readonly wounds: number;
  readonly leadership?: number;
  readonly objectiveControl?: number;
  readonly invulnerable?: number;
  readonly feelNoPain?: number;
}

/**
 * One firing mode of an imported weapon: the profile as named in the file, and its range and
 * keywords as written.
 *
 * @example
 * ```ts
 * const m: Wh40kWeaponMode = { name: 'supercharge', profile: '➤ Plasma gun - supercharge', range: '24"', keywords: ['Rapid Fire 1', 'Hazardous'] };
 * ```
 */
export interface Wh40kWeaponMode {
  /** The mode's name, as the scenario's `mode` names it (`supercharge`). */
  readonly name: string;
  /** The profile's name in the file (`➤ Plasma gun - supercharge`). */
  readonly profile: string;
  readonly range: string;
  readonly keywords: readonly string[];
}

/**
 * One weapon of a unit, as a scenario attacker group: one profile, or a weapon of several
 * profiles (its firing modes, `modes`), of which a volley fires one.
 *
 * @example
 * ```ts
 * unit.weapons.filter((w) => w.kind === 'ranged').map((w) => w.attacker);
 * ```
 */
export interface Wh40kWeapon {
  readonly name: string;
  readonly kind: 'ranged' | 'melee';
  /** Range as written (`24"`, `Melee`); a weapon with modes: its first mode's. */
  readonly range: string;
  /** Keywords as written on the profile; a weapon with modes: its first mode's. */
  readonly keywords: readonly string[];
  /** The weapon's firing modes, when its profiles are modes of one weapon ("➤" in the data). */
  readonly modes?: readonly Wh40kWeaponMode[];
  readonly attacker: Wh40kAttackerJson;
}

/**
 * An ability whose text reads as attacker rules (`abilityPhrases.ts`): applied to the unit's
 * weapons of the kind it names when it states no condition, else only reported.
 *
 * @example
 * ```ts
 * const a: Wh40kAbilityReading = { name: 'Unerring Aim', rules: [{ rule: 'critical-hits', on: 5 }], weapons: 'ranged', applied: true };
 * ```
 */
export interface Wh40kAbilityReading {
  readonly name: string;
  readonly rules: readonly Wh40kRuleJson[];
  /** The attacks it names: ranged or melee ones, or every attack. */
  readonly weapons: 'ranged' | 'melee' | 'all';
  /** Whether the rules were added to the weapons (false: the text states a condition). */
  readonly applied: boolean;
}

/**
 * One imported 10th edition unit.
 *
 * @example
 * ```ts
 * const u = importRoster(text).units[0];
 * u.target; // { name: 'Intercessor Squad', models: 5, toughness: 4, save: 3, wounds: 2, keywords: ['infantry', ...] }
 * ```
 */
export interface Wh40kUnit {
  readonly name: string;
  readonly points?: number;
  readonly models: number;
  /** Lower-case keywords (categories, without `Faction:` ones). */
  readonly keywords: readonly string[];
  /** The statline; omitted if the unit has none (it can attack, not be a target). */
  readonly stats?: Wh40kStats;
  /** The unit as a scenario target; omitted without a statline. */
  readonly target?: Wh40kTargetJson;
  readonly weapons: readonly Wh40kWeapon[];
  /** Names of the abilities and rules read (modelled or not). */
  readonly abilities: readonly string[];
  /** The abilities whose text reads as attacker rules (applied or not). */
  readonly abilityRules?: readonly Wh40kAbilityReading[];
  readonly warnings: readonly ImportWarning[];
}

/**
 * Options of {@link wh40kUnit}.
 *
 * @example
 * ```ts
 * wh40kUnit(rosterUnit, 'army.ros', { modes: true, abilities: true });
 * ```
 */
export interface Wh40kUnitOptions {
  /**
   * Read the profiles of one weapon marked "➤" (`➤ Plasma gun - standard`,
   * `➤ Plasma gun - supercharge`) as the modes of one attacker entry, of which a volley fires
   * one (`docs/wh40k-10e/weapon-choices.md`); off, each profile is an attacker of its own, all
   * fired. Both editions' roster readers and `mathhammer batch` read them as modes.
   * @defaultValue false
   */
  readonly modes?: boolean;
  /**
   * Read the common phrasings of attacker abilities from their text (`abilityPhrases.ts`) and
   * apply those that state no condition to the unit's weapons; off, every such ability is
   * named as not modelled. 10th edition's `importRoster` reads them; the 11th edition's reader
   * sets its weapons' rules from 11th edition's keywords, so it leaves them off.
   * @defaultValue false
   */
  readonly abilities?: boolean;
}

function typeOf(p: RosterProfile): 'unit' | 'ranged' | 'melee' | 'abilities' | 'other' {
  const n = p.typeName.trim().toLowerCase();
  if (n === 'unit' || p.typeId === WH40K_PROFILE_TYPES.unit) return 'unit';
  if (n === 'ranged weapons' || p.typeId === WH40K_PROFILE_TYPES.ranged) return 'ranged';
  if (n === 'melee weapons' || p.typeId === WH40K_PROFILE_TYPES.melee) return 'melee';
  if (n === 'abilities' || p.typeId === WH40K_PROFILE_TYPES.abilities) return 'abilities';
  return 'other';
}

/** A characteristic, required; case-insensitive name. */
function char(p: RosterProfile, name: string, source: string): string {
  const key = Object.keys(p.characteristics).find((k) => k.toLowerCase() === name.toLowerCase());
  const v = key === undefined ? undefined : p.characteristics[key];
  if (v === undefined || v === '') {
    throw new ImportError(source, p.place, `missing characteristic ${name}`);
  }
  return v;
}

function optionalChar(p: RosterProfile, name: string): string | undefined {
  const key = Object.keys(p.characteristics).find((k) => k.toLowerCase() === name.toLowerCase());
  const v = key === undefined ? undefined : p.characteristics[key];
  return v === undefined || v === '' ? undefined : v;
}

/**
 * A characteristic the engine does not use (M, LD, OC): absent, empty or a dash ("-", an
 * aircraft's OC) is `undefined`, never a reason to drop the unit.
 */
function factChar(p: RosterProfile, name: string): string | undefined {
  const v = optionalChar(p, name);
  return v === undefined || /^[-–—]$/.test(v.trim()) ? undefined : v;
}

function bad(p: RosterProfile, source: string, name: string, value: string, want: string): never {
  throw new ImportError(
    source,
    p.place,
    `characteristic ${name} must be ${want}, got ${JSON.stringify(value)}`,
  );
}

/** `"4"` -> 4, within a range. */
function whole(
  p: RosterProfile,
  source: string,
  name: string,
  value: string,
  min: number,
  max: number,
): number {
  const t = value.replace(/["”]/g, '').trim();
  if (!/^-?\d{1,3}$/.test(t)) bad(p, source, name, value, `a whole number ${min}..${max}`);
  const n = Number(t);
  if (n < min || n > max) bad(p, source, name, value, `a whole number ${min}..${max}`);
  return n;
}

/** `"3+"` -> 3; `"-"`/`"N/A"` -> undefined when `optional`. */
function roll(
  p: RosterProfile,
  source: string,
  name: string,
  value: string,
  optional: boolean,
): number | undefined {
  const t = value.trim();
  // "-", "N/A", or a 7+ that no roll can pass: none.
  if (optional && /^(-|–|n\/a|none|7\+)$/i.test(t)) return undefined;
  const m = /^([1-6])\+?$/.exec(t);
  if (!m) bad(p, source, name, value, `a roll 2+..6+${optional ? ' or "-"' : ''}`);
  const n = Number(m[1]);
  // A 1+ is as good as a 2+: an unmodified 1 always fails.
  return Math.max(2, n);
}

/** Dice characteristic: a number, or canonical notation. */
function dice(p: RosterProfile, source: string, name: string, value: string): number | string {
  try {
    const d = parseDice(value, name);
    return d.count === 0 ? d.modifier : d.text;
  } catch (e) {
    if (e instanceof InputError) {
      throw new ImportError(
        source,
        p.place,
        `characteristic ${name}: ${e.message.replace(/^[^:]*: /, '')}`,
      );
    }
    throw e;
  }
}

/**
 * A weapon value the scenario cannot hold though it is the game's notation: dice in S or AP
 * (`2D6`, `D6+6`), or a value given elsewhere (`*`, `User`). The weapon is left out with a
 * warning; anything else unreadable is an error.
 */
class Unrepresentable extends Error {}

function representable(name: string, value: string): void {
  if (/^(\*|user|x)$/i.test(value.trim()) || (/^(S|AP)$/.test(name) && /d/i.test(value))) {
    throw new Unrepresentable(`${name} ${JSON.stringify(value)}`);
  }
}

/**
 * A weapon characteristic that cannot be read (published data with AP "4" for "-4", a typo):
 * the weapon is left out with a warning naming the file, unit, weapon and value, never the
 * whole roster.
 */
class BadWeaponValue extends Error {}

function readWeapon(
  unit: RosterUnit,
  p: RosterProfile,
  kind: 'ranged' | 'melee',
  source: string,
  warn: (w: ImportWarning) => void,
): Wh40kWeapon {
  try {
    return readWeaponProfile(unit, p, kind, source, warn);
  } catch (e) {
    if (e instanceof ImportError && !(e instanceof BadWeaponValue)) {
      throw new BadWeaponValue(e.message);
    }
    throw e;
  }
}

function readWeaponProfile(
  unit: RosterUnit,
  p: RosterProfile,
  kind: 'ranged' | 'melee',
  source: string,
  warn: (w: ImportWarning) => void,
): Wh40kWeapon {
  const range = optionalChar(p, 'Range') ?? (kind === 'melee' ? 'Melee' : '');
  const kwText = optionalChar(p, 'Keywords') ?? '';
  let kw: WeaponKeywords;
  try {
    kw = parseWeaponKeywords(kwText, 'Keywords');
  } catch (e) {
    if (e instanceof InputError) throw new ImportError(source, p.place, e.message);
    throw e;
  }
  for (const name of ['A', 'S', 'AP', 'D']) {
    const v = optionalChar(p, name);
    if (v !== undefined) representable(name, v);
  }
  const skillName = kind === 'ranged' ? 'BS' : 'WS';
  const skillText = char(p, skillName, source);
  const torrent = kw.rules.includes('torrent');
  const skill = roll(p, source, skillName, skillText, torrent);
  const apText = char(p, 'AP', source);
  const ap = /^(-|–|0)$/.test(apText.trim()) ? 0 : whole(p, source, 'AP', apText, -6, 0);
  const attacker: Wh40kAttackerJson = {
    name: `${unit.name}, ${p.name}`,
    models: p.count,
    attacks: dice(p, source, 'A', char(p, 'A', source)),
    ...(skill === undefined ? {} : kind === 'ranged' ? { bs: skill } : { ws: skill }),
    strength: whole(p, source, 'S', char(p, 'S', source), 1, 30),
    ap,
    damage: dice(p, source, 'D', char(p, 'D', source)),
    rules: kw.rules,
    ...(kw.pistol && kind === 'ranged' ? { pistol: true } : {}),
  };
  for (const name of kw.unmodelled) {
    warn({
      unit: unit.name,
      kind: 'keyword',
      name,
      message: `${unit.name}: ${p.name}: weapon keyword "${name}" is not modelled`,
    });
  }
  return {
    name: p.name,
    kind,
    range,
    keywords: kwText
      .split(',')
      .map((k) => k.trim())
      .filter((k) => k !== '' && k !== '-'),
    attacker,
  };
}

/**
 * The longest name of a choice spelled out by its options: with the unit's name it stays
 * within the scenario's 100 characters of an attacker's name (`src/format/limits.ts`).
 */
const CHOICE_NAME_LENGTH = 48;

/** The modes a weapon may have in a scenario (the `wh40k-10e` schema's `modes`, at most 6). */
const MAX_CHOICE_MODES = 6;

/** The marker of a weapon's several profiles in the BSData 10th edition data: one is fired. */
const MODE_MARK = /^\s*\u27a4\s*/;
/** `Plasma gun - supercharge`, `Plasma pistol- supercharge`: the weapon, then the mode. */
const MODE_SPLIT = /^(.*\S)(?:\s+[-\u2013]\s*|\s*[-\u2013]\s+)(\S.*)$/;

/**
 * A profile's weapon and mode names, when its name marks it as one of several profiles of a
 * weapon: `➤ Plasma gun - supercharge` is the `supercharge` mode of `Plasma gun`. A marked
 * profile with no mode in its name (a data slip) is a mode named as the whole profile.
 */
function modeName(profile: string): { weapon: string; mode: string } | undefined {
  if (!MODE_MARK.test(profile)) return undefined;
  const plain = profile.replace(MODE_MARK, '').trim();
  const m = MODE_SPLIT.exec(plain);
  return m ? { weapon: m[1]!, mode: m[2]! } : { weapon: plain, mode: plain };
}

/**
 * The weapons with their marked profiles grouped: the profiles of one weapon ("➤", the same
 * weapon name, of one selection and kind, carried by the same models) become one attacker
 * entry with `modes`, listed where its first profile was (Core Rules, "weapons with more than
 * one profile": one profile is selected each time the weapon attacks;
 * `../shared/spec/wh40k-units.md`, "weapons a model may choose between").
 */
function groupModes(
  unit: RosterUnit,
  read: readonly { weapon: Wh40kWeapon; profile: RosterProfile }[],
  warn: (w: ImportWarning) => void,
): Wh40kWeapon[] {
  const holder = (p: RosterProfile) => p.place.slice(0, p.place.lastIndexOf(' > profile '));
  const keyOf = (x: (typeof read)[number]) => {
    // A catalogue's weapon options of one choice (gauss blaster or tesla carbine): one weapon.
    if (x.profile.choice !== undefined) {
      return ['choice', x.profile.choice, x.weapon.kind, x.profile.count].join('\u0000');
    }
    const m = modeName(x.profile.name);
    return m === undefined
      ? undefined
      : [holder(x.profile), x.weapon.kind, x.profile.count, m.weapon.toLowerCase()].join('\u0000');
  };
  /** A mode's weapon and mode names: a choice's option is a mode named as its profile. */
  const namesOf = (p: RosterProfile) => {
    if (p.choice === undefined) return modeName(p.name)!;
    const plain = p.name.replace(MODE_MARK, '').trim();
    return { weapon: plain, mode: plain };
  };
  const groups = new Map<string, (typeof read)[number][]>();
  for (const x of read) {
    const k = keyOf(x);
    if (k !== undefined) groups.set(k, [...(groups.get(k) ?? []), x]);
  }
  const out: Wh40kWeapon[] = [];
  for (const x of read) {
    const k = keyOf(x);
    const group = k === undefined ? undefined : groups.get(k)!;
    if (group === undefined || group.length < 2) {
      out.push(x.weapon);
      continue;
    }
    if (group[0] !== x) continue;
    if (x.profile.choice !== undefined && group.length > MAX_CHOICE_MODES) {
      // More options than a weapon may have modes: the first (the catalogue's default) is
      // carried, the others named, never fired together with it.
      out.push(x.weapon);
      warn({
        unit: unit.name,
        kind: 'weapon',
        name: x.weapon.name,
        message: `${unit.name}: a choice of ${group.length} weapons, more than the ${MAX_CHOICE_MODES} modes a weapon may have: "${x.weapon.name}" is carried, ${group
          .slice(1)
          .map((g) => JSON.stringify(g.weapon.name))
          .join(', ')} left out`,
      });
      continue;
    }
    const names = new Set<string>();
    const modes = group.map((g) => {
      const m = namesOf(g.profile);
      // Two modes of one name (a data slip): the second is told apart by its place.
      let name = m.mode;
      for (let i = 2; names.has(name.toLowerCase()); i++) name = `${m.mode} ${i}`;
      names.add(name.toLowerCase());
      return { g, name };
    });
    const pistols = new Set(group.map((g) => g.weapon.attacker.pistol === true));
    const first = group[0]!.weapon;
    // A choice is named by its options ("Gauss blaster or Tesla carbine"; many options by the
    // first and their number, so that the name stays a name), a weapon's modes by the weapon.
    const options = [...new Set(group.map((g) => namesOf(g.profile).weapon))];
    const joined = options.join(' or ');
    const weapon =
      group[0]!.profile.choice === undefined
        ? modeName(group[0]!.profile.name)!.weapon
        : joined.length <= CHOICE_NAME_LENGTH
          ? joined
          : `${options[0]} or ${options.length - 1} other${options.length > 2 ? 's' : ''}`;
    if (pistols.size > 1) {
      warn({
        unit: unit.name,
        kind: 'weapon',
        name: weapon,
        message: `${unit.name}: weapon "${weapon}": some modes are Pistols and some not; it is read as a Pistol`,
      });
    }
    const { name: _n, pistol: _p, ...base } = first.attacker;
    out.push({
      name: weapon,
      kind: first.kind,
      range: first.range,
      keywords: first.keywords,
      modes: modes.map(({ g, name }) => ({
        name,
        profile: g.profile.name,
        range: g.weapon.range,
        keywords: g.weapon.keywords,
      })),
      attacker: {
        name: `${unit.name}, ${weapon}`,
        ...base,
        ...(pistols.has(true) ? { pistol: true } : {}),
        modes: modes.map(({ g, name }): Wh40kModeJson => {
          const a = g.weapon.attacker;
          return {
            name,
            attacks: a.attacks,
            ...(a.bs === undefined ? {} : { bs: a.bs }),
            ...(a.ws === undefined ? {} : { ws: a.ws }),
            strength: a.strength,
            ap: a.ap,
            damage: a.damage,
            rules: a.rules,
          };
        }),
      },
    });
  }
  return out;
}

/**
 * The attacks an ability's text names ("makes a ranged attack", "a melee attack"), and
 * whether it states a condition the importer does not check: a target ("that targets"), a
 * leader ("while ... leading"), a choice ("select"), a time ("until", "once per"), a range
 * ("within"), or any "if" / "while".
 */
function abilityScope(text: string): { weapons: 'ranged' | 'melee' | 'all'; conditional: boolean } {
  const t = text.toLowerCase().replace(/\s+/g, ' ');
  const ranged = /\branged attack/.test(t);
  const melee = /\bmelee attack/.test(t);
  return {
    weapons: ranged === melee ? 'all' : ranged ? 'ranged' : 'melee',
    conditional:
      /\b(if|while|whilst|that targets?|targets? (?:a|an|one|that)|select|selected|until|once per|within|instead|when)\b/.test(
        t,
      ),
  };
}

/** A rule's name, as `rules` lists it (a string, or an object's `rule`). */
const ruleName = (r: Wh40kRuleJson) => (typeof r === 'string' ? r : r.rule);

/** Rules added to a list: those of a name it already has are left out. */
function withRules(
  rules: readonly Wh40kRuleJson[],
  more: readonly Wh40kRuleJson[],
): Wh40kRuleJson[] {
  return [...rules, ...more.filter((r) => !rules.some((x) => ruleName(x) === ruleName(r)))];
}

/**
 * A scenario rule as the user reads it: `heavy`, `melta 2`, `anti infantry 4+`,
 * `critical-hits 5+`, `damage-bonus +1`, `reroll-damage below 2`; either edition's rules.
 *
 * @example
 * ```ts
 * showRule({ rule: 'anti', keyword: 'infantry', on: 4 }); // 'anti infantry 4+'
 * ```
 */
export function showRule(r: string | { readonly rule: string }): string {
  if (typeof r === 'string') return r;
  const o = r as { readonly rule: string; readonly keyword?: string; readonly on?: number };
  if (o.on !== undefined)
    return `${o.rule}${o.keyword === undefined ? '' : ` ${o.keyword}`} ${o.on}+`;
  const v = Object.entries(r).find(([k]) => k !== 'rule')?.[1];
  if (v === undefined) return o.rule;
  return `${o.rule} ${o.rule === 'damage-bonus' ? `+${v}` : o.rule === 'reroll-damage' ? `below ${v}` : v}`;
}

/**
 * Models of a target: its `models`, or the sum of its groups'.
 *
 * @example
 * ```ts
 * targetModels({ groups: [{ models: 9, ... }, { models: 1, ... }] }); // 10
 * ```
 */
export function targetModels(t: Wh40kTargetJson): number {
  return t.models ?? (t.groups ?? []).reduce((n, g) => n + g.models, 0);
}

/** A name's words in lower case and in the singular: "Hunting Wolves" -> "hunting wolf". */
function singular(name: string): string {
  return name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '')
    .map((w) =>
      w.endsWith('ves')
        ? `${w.slice(0, -3)}f`
        : w.endsWith('ies')
          ? `${w.slice(0, -3)}y`
          : w.endsWith('s') && !w.endsWith('ss')
            ? w.slice(0, -1)
            : w,
    )
    .join(' ');
}

/**
 * The models of each statline from the unit's model selections, when the statlines do not
 * count them (they sit on the unit itself, each counted at all its models: a New Recruit
 * roster of Wolf Guard Headtakers) and each is named like model selections of its own
 * ("Wolf Guard Headtakers" and 3 "Wolf Guard Headtaker"; "Hunting Wolves" and 3 "Hunting
 * Wolf") that together make the unit's models. Anything else is left as read: the caller
 * warns where the file itself does not say.
 */
function countBySelections(
  found: { profile: RosterProfile; models: number }[],
  unit: RosterUnit,
): void {
  const total = found.reduce((n, g) => n + g.models, 0);
  if (found.length < 2 || total === unit.models || !unit.modelSelections) return;
  const names = found.map((g) => singular(g.profile.name));
  if (new Set(names).size !== names.length) return;
  const counts = names.map((n) =>
    unit
      .modelSelections!.filter((m) => singular(m.name) === n)
      .reduce((sum, m) => sum + m.count, 0),
  );
  if (counts.some((c) => c === 0) || counts.reduce((a, b) => a + b, 0) !== unit.models) return;
  for (const [i, g] of found.entries()) g.models = counts[i]!;
}

/** Abilities the target models: the invulnerable save, Feel No Pain, Stealth. */
const INVULNERABLE = /invulnerable save/i;
const FEEL_NO_PAIN = /feel no pain/i;
const STEALTH = /^stealth$/i;

/**
 * A roster unit as a 10th edition unit.
 *
 * @param unit - the unit, from {@link readRoster} or a catalogue.
 * @param source - the file, for messages.
 * @param options - read weapon modes and abilities' text as 10th edition's `importRoster`
 *   does (`{ modes: true, abilities: true }`); both off by default.
 * @throws {ImportError} if a weapon or statline profile misses a characteristic or has one
 *   that cannot be read (naming the file, unit and profile).
 * @example
 * ```ts
 * const u = wh40kUnit(readRoster(text).units[0], 'army.ros', { modes: true, abilities: true });
 * u.weapons.map((w) => w.attacker.name);
 * ```
 */
export function wh40kUnit(
  unit: RosterUnit,
  source = 'input',
  options: Wh40kUnitOptions = {},
): Wh40kUnit {
  const warnings: ImportWarning[] = [];
  const warn = (w: ImportWarning) => warnings.push(w);
  const read: { weapon: Wh40kWeapon; profile: RosterProfile }[] = [];
  const readings: { name: string; rules: Wh40kRuleJson[]; text: string }[] = [];
  const statlines: RosterProfile[] = [];
  const abilities = new Set<string>();
  const invulnerables: { value: number; place: string }[] = [];
  let feelNoPain: number | undefined;
  const feelNoPains: { value: number; place: string }[] = [];
  let stealth = false;
  const granted: GrantedSave[] = [];
  const ability = (name: string, value: number | undefined, place = unit.place) => {
    abilities.add(name);
    // A save or Feel No Pain of 7+ or worse is no roll the rules have (Core Rules: Saving
    // Throws, Feel No Pain: 2+ to 6+): refused, never passed on to a target it would break.
    if ((INVULNERABLE.test(name) || FEEL_NO_PAIN.test(name)) && value !== undefined && value > 6) {
      throw new ImportError(source, place, `ability "${name}": ${value}+ is not a roll 2+..6+`);
    }
    if (INVULNERABLE.test(name) && value !== undefined) {
      invulnerables.push({ value: Math.max(2, value), place });
    } else if (FEEL_NO_PAIN.test(name) && value !== undefined) {
      feelNoPain = Math.min(feelNoPain ?? 7, Math.max(2, value));
      feelNoPains.push({ value: Math.max(2, value), place });
    } else if (STEALTH.test(name.trim())) stealth = true;
    else return false;
    return true;
  };
  const unmodelled = new Set<string>();
  const otherTypes = new Set<string>();
  for (const p of unit.profiles) {
    const t = typeOf(p);
    if (t === 'unit') statlines.push(p);
    else if (t === 'ranged' || t === 'melee') {
      try {
        read.push({ weapon: readWeapon(unit, p, t, source, warn), profile: p });
      } catch (e) {
        if (e instanceof BadWeaponValue) {
          warn({
            unit: unit.name,
            kind: 'weapon',
            name: p.name,
            message: `${unit.name}: weapon "${p.name}" is left out: ${e.message}`,
          });
          continue;
        }
        if (!(e instanceof Unrepresentable)) throw e;
        warn({
          unit: unit.name,
          kind: 'weapon',
          name: p.name,
          message: `${unit.name}: weapon "${p.name}" is left out: ${e.message} is not modelled`,
        });
      }
    } else if (t === 'abilities') {
      if (ability(p.name, p.roll, p.place)) continue;
      // Wargear or an ability granting a save its text states plainly ("the bearer has a 4+
      // invulnerable save"): given to its bearers or its unit once the groups are known.
      const save = p.text === undefined ? undefined : readWargearSave(p.text);
      if (save !== undefined) {
        abilities.add(p.name);
        granted.push({ name: p.name, save, count: p.count, place: p.place });
        continue;
      }
      // The common phrasings of attacker abilities (docs/import.md, "Abilities read from their
      // text"); any other ability is named as not modelled.
      const rules = options.abilities ? (abilityRules(p.text ?? '').rules as Wh40kRuleJson[]) : [];
      if (rules.length > 0) readings.push({ name: p.name, rules, text: p.text ?? '' });
      else unmodelled.add(p.name);
    } else if (!otherTypes.has(p.typeName || p.typeId)) {
      // A profile type the ruleset does not model (C'tan Powers, Shadow Form...): named once.
      otherTypes.add(p.typeName || p.typeId);
      warn({
        unit: unit.name,
        kind: 'profile',
        name: p.typeName || p.typeId,
        message: `${unit.name}: profiles of type "${p.typeName || p.typeId}" are not modelled (${p.name})`,
      });
    }
  }
  for (const r of unit.rules) {
    const m = /(\d)\+/.exec(r);
    if (!ability(r, m ? Number(m[1]) : undefined)) unmodelled.add(r);
  }
  for (const name of unmodelled) {
    warn({
      unit: unit.name,
      kind: 'ability',
      name,
      message: `${unit.name}: ability "${name}" is not modelled`,
    });
  }
  const abilityReadings: Wh40kAbilityReading[] = [];
  for (const r of readings) {
    if (abilityReadings.some((a) => a.name === r.name)) continue;
    abilities.add(r.name);
    const scope = abilityScope(r.text);
    abilityReadings.push({
      name: r.name,
      rules: r.rules,
      weapons: scope.weapons,
      applied: !scope.conditional,
    });
    if (scope.conditional) {
      // Whether it applies (a target, a leader, a turn) is the player's to say.
      warn({
        unit: unit.name,
        kind: 'ability',
        name: r.name,
        message: `${unit.name}: ability "${r.name}" is not modelled as written: it reads as ${r.rules.map(showRule).join(', ')} under a condition not checked; add the rules to the attacker where it applies`,
      });
    }
  }
  const applied = abilityReadings.filter((a) => a.applied);
  const armed = read.map((x) => {
    const more = applied
      .filter((a) => a.weapons === 'all' || a.weapons === x.weapon.kind)
      .flatMap((a) => a.rules);
    if (more.length === 0) return x;
    const a = x.weapon.attacker;
    return { ...x, weapon: { ...x.weapon, attacker: { ...a, rules: withRules(a.rules, more) } } };
  });
  // A model's pistols or its other guns: per model selection, never for MONSTER or VEHICLE
  // models (pistols.ts).
  const carried = pistolBearers(unit, armed);
  const weapons = namedByBearer(
    options.modes ? groupModes(unit, carried, warn) : carried.map((x) => x.weapon),
  );
  const keywords = unit.categories
    .filter((c) => !/^faction:/i.test(c))
    .map((c) => c.trim().toLowerCase())
    .filter((c, i, all) => c !== '' && all.indexOf(c) === i);
  let stats: Wh40kStats | undefined;
  let groups: Wh40kGroupJson[] = [];
  if (statlines.length > 0) {
    // One group per distinct statline, never merged into the majority's
    // (docs/import.md, "Units of several statlines").
    const found: { profile: RosterProfile; models: number; places: string[] }[] = [];
    for (const p of statlines) {
      const key = JSON.stringify(p.characteristics);
      const same = found.find((g) => JSON.stringify(g.profile.characteristics) === key);
      if (same) {
        same.models += p.count;
        same.places.push(p.place);
      } else found.push({ profile: p, models: p.count, places: [p.place] });
    }
    countBySelections(found, unit);
    // The rank and file first (most models), then the others as listed: the order the
    // defender allocates by default.
    found.sort((a, b) => b.models - a.models);
    const main = found[0]!;
    const total = found.reduce((n, g) => n + g.models, 0);
    if (found.length > 1 && total !== unit.models) {
      // A statline on the unit itself counts all its models: the others' are taken from it.
      const rest = total - main.models;
      if (main.models === unit.models && unit.models - rest >= 1) main.models = unit.models - rest;
      else {
        warn({
          unit: unit.name,
          kind: 'statline',
          name: main.profile.name,
          message: `${unit.name}: the models of its statlines (${found.map((g) => `${g.models} ${g.profile.name}`).join(', ')}) do not add up to its ${unit.models} models; the first group takes the difference`,
        });
        main.models = Math.max(1, main.models + unit.models - total);
      }
    }
    /** The value an ability gives a group: from the abilities nearest its statline(s) in the tree. */
    const nearestTo = (places: readonly string[], list: { value: number; place: string }[]) => {
      let best: number | undefined;
      for (const x of list) {
        const mine = Math.max(...places.map((p) => shared(x.place, p)));
        const most = Math.max(
          ...found.map((g) => Math.max(...g.places.map((p) => shared(x.place, p)))),
        );
        if (mine === most) best = Math.min(best ?? 7, x.value);
      }
      return best;
    };
    const read = (g: (typeof found)[number]) => {
      const p = g.profile;
      const invText = optionalChar(p, 'InvSv') ?? optionalChar(p, 'ISV') ?? optionalChar(p, 'Inv');
      let inv = nearestTo(g.places, invulnerables);
      if (invText !== undefined) {
        const v = roll(p, source, 'InvSv', invText, true);
        if (v !== undefined) inv = Math.min(inv ?? 7, v);
      }
      const fnp = nearestTo(g.places, feelNoPains);
      const save = roll(p, source, 'SV', char(p, 'SV', source), true);
      return {
        toughness: whole(p, source, 'T', char(p, 'T', source), 1, 30),
        ...(save === undefined ? {} : { save }),
        ...(inv === undefined ? {} : { invulnerable: inv }),
        wounds: whole(p, source, 'W', char(p, 'W', source), 1, 100),
        ...(fnp === undefined ? {} : { feelNoPain: fnp }),
      };
    };
    // M, LD and OC are facts of the unit the engine does not use: a dash or none is kept as
    // none (an aircraft's OC "-"), never a reason to leave the unit out.
    const ld = factChar(main.profile, 'LD');
    const oc = factChar(main.profile, 'OC');
    const first = read(main);
    stats = {
      move: factChar(main.profile, 'M') ?? '-',
      ...first,
      ...(ld === undefined
        ? {}
        : { leadership: whole(main.profile, source, 'LD', ld.replace('+', ''), 2, 12) }),
      ...(oc === undefined
        ? {}
        : { objectiveControl: whole(main.profile, source, 'OC', oc, 0, 100) }),
    };
    groups = applyWargearSaves(
      found.map((g) => ({
        name: g.profile.name,
        models: g.models,
        ...read(g),
        keywords,
        places: g.places,
      })),
      granted,
    ).map(({ places: _, ...g }) => g);
    // A unit of one group takes the saves its wargear grants on its statline.
    const only = groups.length === 1 ? groups[0]! : undefined;
    if (only !== undefined) {
      stats = {
        ...stats,
        ...(only.invulnerable === undefined ? {} : { invulnerable: only.invulnerable }),
        ...(only.feelNoPain === undefined ? {} : { feelNoPain: only.feelNoPain }),
      };
    }
  } else {
    warn({
      unit: unit.name,
      kind: 'statline',
      name: unit.name,
      message: `${unit.name}: no Unit profile (M, T, SV, W, LD, OC): it can attack but not be a target`,
    });
  }
  const target: Wh40kTargetJson | undefined =
    stats &&
    (groups.length > 1
      ? {
          name: unit.customName ?? unit.name,
          // Names tell the groups' results apart: a repeated one gets its place in the list.
          groups: groups.map((g, i) =>
            groups.findIndex((x) => x.name === g.name) === i
              ? g
              : { ...g, name: `${g.name} ${i + 1}` },
          ),
          ...(stealth ? { stealth: true } : {}),
        }
      : {
          name: unit.customName ?? unit.name,
          models: unit.models,
          toughness: stats.toughness,
          ...(stats.save === undefined ? {} : { save: stats.save }),
          // Kept even when no better than the armour save: AP worsens only the armour save.
          ...(stats.invulnerable === undefined ? {} : { invulnerable: stats.invulnerable }),
          wounds: stats.wounds,
          ...(stats.feelNoPain === undefined ? {} : { feelNoPain: stats.feelNoPain }),
          keywords,
          ...(stealth ? { stealth: true } : {}),
        });
  return {
    name: unit.customName ?? unit.name,
    ...(unit.points === undefined ? {} : { points: unit.points }),
    models: unit.models,
    keywords,
    ...(stats ? { stats } : {}),
    ...(target ? { target } : {}),
    weapons,
    abilities: [...abilities],
    ...(abilityReadings.length > 0 ? { abilityRules: abilityReadings } : {}),
    warnings,
  };
}
