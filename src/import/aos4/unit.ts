/**
 * A game-neutral roster or catalogue unit ({@link RosterUnit}) as an Age of Sigmar
 * 4th-edition unit: its Health, Save, Ward, keywords, champion, its `aos4` target and one
 * attacker profile per weapon, with every ability the ruleset does not model named in a
 * warning.
 *
 * Profile types are those of the community data project's AoS 4 game system: `Unit` (Move,
 * Health, Save, Control), `Melee Weapon` and `Ranged Weapon` (Rng, Atk, Hit, Wnd, Rnd, Dmg,
 * Ability), matched by name or by the game system's type id. The ward is the keyword
 * `WARD (5+)` (or an ability named "Ward (5+)"); the champion, the keyword `CHAMPION`.
 * Mechanics: `docs/aos4.md`; the importer: `docs/import.md`, "Age of Sigmar 4th edition".
 *
 * @module
 */
import { parseDice } from '../../dice/parseDice.js';
import { InputError } from '../../errors.js';
import type { Aos4AttackerInput, Aos4TargetInput } from '../../rulesets/aos4/input.js';
import { ImportError } from '../errors.js';
import type { ImportWarning } from '../imported.js';
import type { RosterProfile, RosterUnit } from '../roster.js';
import { parseWeaponAbilities, plainText } from './abilities.js';

/**
 * Profile type ids of the AoS 4 game system, for files whose profiles carry a `typeId` but no
 * `typeName`.
 *
 * @example
 * ```ts
 * AOS4_PROFILE_TYPES.unit; // 'ff03-376e-972f-8ab2'
 * ```
 */
export const AOS4_PROFILE_TYPES = {
  unit: 'ff03-376e-972f-8ab2',
  melee: '9074-76b6-9e2f-81e3',
  ranged: '1fd-a42f-41d3-fe05',
  manifestation: '1287-3a-9799-7e40',
} as const;

/**
 * One weapon profile of a unit, as an `aos4` attacker profile.
 *
 * @example
 * ```ts
 * const w: Aos4Weapon = { name: 'Stormspear', kind: 'melee', models: 5, attacker: { name: 'Vindictors, Stormspear', models: 5, attacks: 2, hit: 3, wound: 3, rend: 1 } };
 * ```
 */
export interface Aos4Weapon {
  readonly name: string;
  readonly kind: 'melee' | 'ranged';
  /** Models carrying it. */
  readonly models: number;
  readonly attacker: Aos4AttackerInput;
}

/**
 * An imported Age of Sigmar unit.
 *
 * @example
 * ```ts
 * const u: Aos4Unit = aos4Unit(rosterUnit);
 * u.target; // { name: 'Vindictors', models: 5, health: 2, save: 3, keywords: [...] }
 * ```
 */
export interface Aos4Unit {
  readonly name: string;
  readonly models: number;
  readonly health: number;
  /** 2..6; absent: none. */
  readonly save?: number;
  /** 2..6; absent: none. */
  readonly ward?: number;
  readonly champion: boolean;
  /** The unit's keywords, in lower case. */
  readonly keywords: readonly string[];
  readonly points?: number;
  readonly target: Aos4TargetInput;
  readonly weapons: readonly Aos4Weapon[];
  readonly warnings: readonly ImportWarning[];
}

/**
 * Options of {@link aos4Unit}.
 *
 * @example
 * ```ts
 * aos4Unit(catalogueUnit(cat, 'Vindictors'), { reinforced: true }).models; // 10
 * ```
 */
export interface Aos4UnitOptions {
  /** The file's name, for messages. @defaultValue 'input' */
  readonly source?: string;
  /**
   * The unit is Reinforced: twice its models. For a catalogue unit (read at its minimum
   * size); a roster already counts its models.
   * @defaultValue false
   */
  readonly reinforced?: boolean;
}

function isType(p: RosterProfile, name: string, id: string): boolean {
  return p.typeName.toLowerCase() === name.toLowerCase() || p.typeId === id;
}

/** A characteristic by name (case-insensitive). */
function char(p: RosterProfile, name: string): string | undefined {
  const key = Object.keys(p.characteristics).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : p.characteristics[key];
}

/** `3+` -> 3; `-` or absent -> undefined. */
function rollOf(text: string | undefined, what: string, p: RosterProfile, source: string) {
  const t = plainText(text ?? '');
  if (t === '' || t === '-') return undefined;
  const m = /^([2-6])\+$/.exec(t);
  if (!m) {
    throw new ImportError(
      source,
      p.place,
      `${what}: expected a roll 2+..6+, got ${JSON.stringify(t)}`,
    );
  }
  return Number(m[1]);
}

function wholeOf(text: string | undefined, what: string, p: RosterProfile, source: string) {
  const t = plainText(text ?? '');
  if (t === '-' || t === '') return 0;
  if (!/^\d{1,3}$/.test(t)) {
    throw new ImportError(
      source,
      p.place,
      `${what}: expected a whole number, got ${JSON.stringify(t)}`,
    );
  }
  return Number(t);
}

function diceOf(text: string | undefined, what: string, p: RosterProfile, source: string) {
  const t = plainText(text ?? '');
  try {
    const e = parseDice(/^\d+$/.test(t) ? Number(t) : t, what);
    return e.count === 0 ? e.modifier : t;
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    throw new ImportError(
      source,
      p.place,
      `${what}: expected a number or dice, got ${JSON.stringify(t)}`,
    );
  }
}

/**
 * An imported roster or catalogue unit as an Age of Sigmar 4th-edition unit.
 *
 * @throws {ImportError} naming the file and the place, when the unit has no Unit profile or a
 *   characteristic cannot be read.
 * @example
 * ```ts
 * const u = aos4Unit(readRoster(text).units[0]!);
 * u.weapons.map((w) => w.attacker); // one aos4 attacker profile per weapon
 * ```
 */
export function aos4Unit(u: RosterUnit, options: Aos4UnitOptions = {}): Aos4Unit {
  const source = options.source ?? 'input';
  const warnings: ImportWarning[] = [];
  const warn = (kind: ImportWarning['kind'], name: string, message: string) =>
    warnings.push({ unit: u.name, kind, name, message: `${u.name}: ${message}` });
  const statline = u.profiles.find(
    (p) =>
      isType(p, 'Unit', AOS4_PROFILE_TYPES.unit) ||
      isType(p, 'Manifestation', AOS4_PROFILE_TYPES.manifestation),
  );
  if (!statline) {
    throw new ImportError(
      source,
      u.place,
      'no Unit (or Manifestation) profile: expected Move, Health, Save, Control',
    );
  }
  const models = u.models * (options.reinforced ? 2 : 1);
  const health = wholeOf(char(statline, 'Health'), 'Health', statline, source);
  if (health < 1) throw new ImportError(source, statline.place, 'Health: expected 1 or more');
  const save = rollOf(char(statline, 'Save'), 'Save', statline, source);
  const keywords = u.categories.map((c) => plainText(c).toLowerCase());
  // The ward: a keyword "WARD (5+)", or an ability or rule so named.
  let ward: number | undefined;
  for (const name of [...keywords, ...u.rules, ...u.profiles.map((p) => p.name)]) {
    const m = /^ward \(([2-6])\+\)$/i.exec(plainText(name));
    if (m) ward = Math.min(ward ?? 7, Number(m[1]));
  }
  const champion = keywords.includes('champion');
  const keep = keywords.filter((k) => !/^ward \(/.test(k) && k !== 'champion');
  const target: Aos4TargetInput = {
    name: u.name,
    models,
    health,
    ...(save === undefined ? {} : { save }),
    ...(ward === undefined ? {} : { ward }),
    keywords: keep,
  };
  const weaponProfiles = u.profiles.filter(
    (p) =>
      isType(p, 'Melee Weapon', AOS4_PROFILE_TYPES.melee) ||
      isType(p, 'Ranged Weapon', AOS4_PROFILE_TYPES.ranged),
  );
  // The champion's +1 attack goes on each weapon it uses: read as the weapons most models
  // carry (the champion is one of the unit's ordinary models; a special weapon is not its).
  const most = Math.max(0, ...weaponProfiles.map((p) => p.count));
  const weapons = weaponProfiles.map((p): Aos4Weapon => {
    const kind = isType(p, 'Melee Weapon', AOS4_PROFILE_TYPES.melee) ? 'melee' : 'ranged';
    const hit = rollOf(char(p, 'Hit'), 'Hit', p, source);
    const wound = rollOf(char(p, 'Wnd'), 'Wnd', p, source);
    if (hit === undefined || wound === undefined) {
      throw new ImportError(source, p.place, 'Hit and Wnd: expected rolls 2+..6+');
    }
    const read = parseWeaponAbilities(char(p, 'Ability') ?? '');
    for (const n of read.notModelled) {
      warn('keyword', n, `weapon ability "${n}" of ${p.name} is not modelled`);
    }
    const carried = p.count * (options.reinforced ? 2 : 1);
    const isChampion = champion && p.count === most;
    return {
      name: p.name,
      kind,
      models: carried,
      attacker: {
        name: `${u.name}, ${p.name}`,
        models: carried,
        attacks: diceOf(char(p, 'Atk'), 'Atk', p, source),
        hit,
        wound,
        rend: wholeOf(char(p, 'Rnd'), 'Rnd', p, source),
        damage: diceOf(char(p, 'Dmg'), 'Dmg', p, source),
        ...(read.abilities.length > 0 ? { abilities: read.abilities } : {}),
        ...(isChampion ? { champion: true } : {}),
      },
    };
  });
  for (const r of u.rules) warn('ability', r, `rule "${r}" is not modelled`);
  for (const p of u.profiles) {
    // The statline, the weapons, the ward and the champion are read above.
    if (p === statline || weaponProfiles.includes(p) || /^(ward \(|champion$)/i.test(p.name)) {
      continue;
    }
    warn('ability', p.name, `ability "${p.name}" (${p.typeName}) is not modelled`);
  }
  return {
    name: u.name,
    models,
    health,
    ...(save === undefined ? {} : { save }),
    ...(ward === undefined ? {} : { ward }),
    champion,
    keywords: keep,
    ...(u.points === undefined ? {} : { points: u.points }),
    target,
    weapons,
    warnings,
  };
}
