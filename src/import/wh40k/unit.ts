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
import type { RosterProfile, RosterUnit } from '../roster.js';
import { parseWeaponKeywords, type WeaponKeywords } from './keywords.js';
import type { Wh40kAttackerJson, Wh40kGroupJson, Wh40kTargetJson } from './types.js';

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

/**
 * Something read but not modelled, or read with a choice made: reported to the user, never
 * silent. `kind` says what: a weapon keyword, a unit ability or rule, or the statline.
 *
 * @example
 * ```ts
 * const w: ImportWarning = { unit: 'Intercessor Squad', kind: 'keyword', name: 'Assault', message: '...' };
 * ```
 */
export interface ImportWarning {
  readonly unit: string;
  readonly kind: 'keyword' | 'ability' | 'statline' | 'weapon' | 'profile';
  /** The keyword, ability or weapon named. */
  readonly name: string;
  /** One line for the user. */
  readonly message: string;
}

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
 * One weapon profile of a unit, as a scenario attacker group.
 *
 * @example
 * ```ts
 * unit.weapons.filter((w) => w.kind === 'ranged').map((w) => w.attacker);
 * ```
 */
export interface Wh40kWeapon {
  readonly name: string;
  readonly kind: 'ranged' | 'melee';
  /** Range as written (`24"`, `Melee`). */
  readonly range: string;
  /** Keywords as written on the profile. */
  readonly keywords: readonly string[];
  readonly attacker: Wh40kAttackerJson;
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
  readonly warnings: readonly ImportWarning[];
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

/** The length of the common beginning of two places in the roster's tree. */
function shared(a: string, b: string): number {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i;
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

/** Abilities the target models: the invulnerable save, Feel No Pain, Stealth. */
const INVULNERABLE = /invulnerable save/i;
const FEEL_NO_PAIN = /feel no pain/i;
const STEALTH = /^stealth$/i;

/**
 * A roster unit as a 10th edition unit.
 *
 * @param unit - the unit, from {@link readRoster} or a catalogue.
 * @param source - the file, for messages.
 * @throws {ImportError} if a weapon or statline profile misses a characteristic or has one
 *   that cannot be read (naming the file, unit and profile).
 * @example
 * ```ts
 * const u = wh40kUnit(readRoster(text).units[0], 'army.ros');
 * u.weapons.map((w) => w.attacker.name);
 * ```
 */
export function wh40kUnit(unit: RosterUnit, source = 'input'): Wh40kUnit {
  const warnings: ImportWarning[] = [];
  const warn = (w: ImportWarning) => warnings.push(w);
  const weapons: Wh40kWeapon[] = [];
  const statlines: RosterProfile[] = [];
  const abilities = new Set<string>();
  const invulnerables: { value: number; place: string }[] = [];
  let feelNoPain: number | undefined;
  const feelNoPains: { value: number; place: string }[] = [];
  let stealth = false;
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
        weapons.push(readWeapon(unit, p, t, source, warn));
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
      if (!ability(p.name, p.roll, p.place)) unmodelled.add(p.name);
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
    const ld = optionalChar(main.profile, 'LD');
    const oc = optionalChar(main.profile, 'OC');
    const first = read(main);
    stats = {
      move: char(main.profile, 'M', source),
      ...first,
      ...(ld === undefined
        ? {}
        : { leadership: whole(main.profile, source, 'LD', ld.replace('+', ''), 2, 12) }),
      ...(oc === undefined
        ? {}
        : { objectiveControl: whole(main.profile, source, 'OC', oc, 0, 100) }),
    };
    groups = found.map((g) => ({
      name: g.profile.name,
      models: g.models,
      ...read(g),
      keywords,
    }));
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
    warnings,
  };
}
