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
import type { Wh40kAttackerJson, Wh40kTargetJson } from './types.js';

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
  readonly kind: 'keyword' | 'ability' | 'statline' | 'weapon';
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

function readWeapon(
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
  let invulnerable: number | undefined;
  const invulnerables: { value: number; place: string }[] = [];
  let feelNoPain: number | undefined;
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
    } else if (STEALTH.test(name.trim())) stealth = true;
    else return false;
    return true;
  };
  const unmodelled = new Set<string>();
  for (const p of unit.profiles) {
    const t = typeOf(p);
    if (t === 'unit') statlines.push(p);
    else if (t === 'ranged' || t === 'melee') {
      try {
        weapons.push(readWeapon(unit, p, t, source, warn));
      } catch (e) {
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
  if (statlines.length > 0) {
    // The statline of most models is the unit's; a unit of mixed statlines is reported.
    const main = statlines.reduce((a, b) => (b.count > a.count ? b : a));
    // A unit of several models may state a save per model (a character and its retinue): the
    // one nearest the main statline in the roster's tree is the target's.
    const shared = (a: string, b: string) => {
      let i = 0;
      while (i < a.length && a[i] === b[i]) i++;
      return i;
    };
    const nearest = invulnerables.reduce<{ value: number; place: string } | undefined>(
      (best, x) =>
        !best || shared(x.place, main.place) > shared(best.place, main.place) ? x : best,
      undefined,
    );
    invulnerable = nearest?.value;
    if (new Set(invulnerables.map((x) => x.value)).size > 1) {
      warn({
        unit: unit.name,
        kind: 'statline',
        name: 'Invulnerable Save',
        message: `${unit.name}: invulnerable saves differ between its models (${invulnerables.map((x) => `${x.value}+`).join(', ')}); the target uses ${invulnerable}+`,
      });
    }
    const distinct = new Set(statlines.map((s) => JSON.stringify(s.characteristics)));
    if (distinct.size > 1) {
      warn({
        unit: unit.name,
        kind: 'statline',
        name: main.name,
        message: `${unit.name}: models with different statlines (${statlines.map((s) => s.name).join(', ')}); the target uses ${main.name}'s for all ${unit.models} models`,
      });
    }
    const invText =
      optionalChar(main, 'InvSv') ?? optionalChar(main, 'ISV') ?? optionalChar(main, 'Inv');
    if (invText !== undefined) {
      const inv = roll(main, source, 'InvSv', invText, true);
      if (inv !== undefined) invulnerable = Math.min(invulnerable ?? 7, inv);
    }
    const ld = optionalChar(main, 'LD');
    const oc = optionalChar(main, 'OC');
    const save = roll(main, source, 'SV', char(main, 'SV', source), true);
    stats = {
      move: char(main, 'M', source),
      toughness: whole(main, source, 'T', char(main, 'T', source), 1, 30),
      ...(save === undefined ? {} : { save }),
      wounds: whole(main, source, 'W', char(main, 'W', source), 1, 100),
      ...(ld === undefined
        ? {}
        : { leadership: whole(main, source, 'LD', ld.replace('+', ''), 2, 12) }),
      ...(oc === undefined ? {} : { objectiveControl: whole(main, source, 'OC', oc, 0, 100) }),
      ...(invulnerable === undefined ? {} : { invulnerable }),
      ...(feelNoPain === undefined ? {} : { feelNoPain }),
    };
  } else {
    warn({
      unit: unit.name,
      kind: 'statline',
      name: unit.name,
      message: `${unit.name}: no Unit profile (M, T, SV, W, LD, OC): it can attack but not be a target`,
    });
  }
  const target: Wh40kTargetJson | undefined = stats && {
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
  };
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
