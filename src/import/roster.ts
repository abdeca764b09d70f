/**
 * BattleScribe / New Recruit rosters (`.ros`, `.rosz`, New Recruit's JSON export) read into
 * game-neutral units: each unit's name, points, model count, categories, rule and ability
 * names, and every profile with its characteristics and how many models carry it.
 *
 * The roster format: a `roster` holds `forces` (which may nest further forces); a force holds
 * `selections`; a selection (`type` `unit`, `model` or `upgrade`, `number` of them) holds
 * `profiles` (each with `characteristics`), `rules`, `categories`, `costs` and further
 * `selections`. A nested selection's `number` is its total under its parent (ten bolt rifles
 * for ten marines), so a profile is carried by its holder's `number` models.
 *
 * Ability descriptions are rules text: the first roll threshold in one ("4+") is read, for the
 * invulnerable save and Feel No Pain abilities that state it there, and the text is handed to
 * the game's importer (`text`) to read the phrasings it models; no game's unit keeps it.
 *
 * @module
 */
import { SCENARIO_LIMITS } from '../format/limits.js';
import { IMPORT_LIMITS, ImportError } from './errors.js';
import { readDocument } from './read.js';
import { attr, type BsNode, children, textOf } from './tree.js';
import { ABILITY_NAMES_LENGTH } from './xml.js';

/**
 * One profile of a unit: its type (`Unit`, `Ranged Weapons`, `Melee Weapons`, `Abilities`...),
 * its characteristics by name (never a description), and how many models carry it.
 *
 * @example
 * ```ts
 * const p: RosterProfile = { name: 'Bolt rifle', typeName: 'Ranged Weapons', typeId: 'f77d-b953-8fa4-b762',
 *   characteristics: { Range: '24"', A: '2', BS: '3+', S: '4', AP: '-1', D: '1', Keywords: 'Assault, Heavy' },
 *   count: 10, place: 'unit "Intercessor Squad" > profile "Bolt rifle"' };
 * ```
 */
export interface RosterProfile {
  readonly name: string;
  readonly typeName: string;
  readonly typeId: string;
  /** Characteristic values by name, trimmed; descriptions are left out. */
  readonly characteristics: Readonly<Record<string, string>>;
  /** A roll threshold stated in the description (`4` for "... a 4+ ..."), if any. */
  readonly roll?: number;
  /**
   * The attacks a description says it is limited to, when it names one kind only: `'ranged'`
   * or `'melee'` (an invulnerable save "against ranged attacks", 11th edition's `InSv` with
   * an asterisk). Read like `roll`: a fact, never the text.
   */
  readonly against?: 'ranged' | 'melee';
  /**
   * The description (rules text), for the game's importer to read the phrasings it models
   * (`src/import/wh40k/abilityPhrases.ts`). Never printed, never kept in the game's units:
   * the text belongs to its publisher.
   */
  readonly text?: string;
  /** Models carrying it (its selection's `number`; the unit's models for a unit's own profile). */
  readonly count: number;
  /**
   * A catalogue unit's weapon option: the choice it is one option of (the place of the
   * catalogue's group), when the unit's models carry one of several options: the game's
   * reader makes the options of one choice modes of one weapon, never fired together.
   */
  readonly choice?: string;
  /**
   * The selections that carry it, when several do (one profile of the unit, their `count`s
   * added): each one's place and models, in the roster's order. Omitted: `place` and `count`.
   */
  readonly carriers?: readonly { readonly place: string; readonly count: number }[];
  /** Where it is, for messages: `force "..." > unit "..." > profile "..."`. */
  readonly place: string;
}

/**
 * One unit of a roster, game-neutral.
 *
 * @example
 * ```ts
 * const u = readRoster(text).units[0];
 * u.name; u.models; u.points; u.categories; // 'Intercessor Squad', 5, 80, ['Infantry', ...]
 * ```
 */
export interface RosterUnit {
  readonly name: string;
  /** The name the player gave it, if any. */
  readonly customName?: string;
  /** Points (`pts` costs of the unit and everything in it), if the roster has them. */
  readonly points?: number;
  /** Models in the unit: the `number` of its model selections (1 for a single model). */
  readonly models: number;
  /** Category (keyword) names, as in the roster: `Infantry`, `Faction: Adeptus Astartes`. */
  readonly categories: readonly string[];
  /** Names of the rules attached to the unit and its selections (never their text). */
  readonly rules: readonly string[];
  readonly profiles: readonly RosterProfile[];
  /**
   * The unit's model selections by name, with the models of each (selections of one name
   * added up), in the file's order: what tells the models of each statline apart when the
   * statlines sit on the unit itself (a New Recruit roster of Wolf Guard Headtakers: 3
   * "Wolf Guard Headtaker", 3 "Hunting Wolf"). Absent when the unit has none.
   */
  readonly modelSelections?: readonly { readonly name: string; readonly count: number }[];
  /** The force (catalogue) it belongs to. */
  readonly force: string;
  /** Where it is, for messages. */
  readonly place: string;
}

/**
 * A roster: its name, game system, points and units.
 *
 * @example
 * ```ts
 * const r = readRoster(bytes, 'army.rosz');
 * r.units.length; // 12
 * ```
 */
export interface Roster {
  readonly name: string;
  readonly gameSystem: string;
  /** The game system's id (`gameSystemId`), '' when the file has none. */
  readonly gameSystemId: string;
  readonly points?: number;
  readonly units: readonly RosterUnit[];
}

/** The most points one cost may be: a whole army is a few thousand. */
const MAX_POINTS = 1_000_000;

/**
 * The `pts` cost of one selection (its own, not its children's): a decimal number within
 * {@link MAX_POINTS} (BattleScribe writes `80.0`), so that no sum of them is Infinity.
 */
function points(node: BsNode, source: string, place: string): number {
  let sum = 0;
  for (const c of children(node, 'costs')) {
    const name = attr(c, 'name').trim().toLowerCase();
    const type = attr(c, 'typeId');
    if (name === 'pts' || name === 'points' || type === 'points') {
      const raw = attr(c, 'value');
      const v = /^-?\d{1,7}(\.\d*)?$/.test(raw.trim()) ? Number(raw) : Number.NaN;
      if (!(Math.abs(v) <= MAX_POINTS)) {
        throw new ImportError(
          source,
          place,
          `cost "${attr(c, 'name')}" must be a number -${MAX_POINTS}..${MAX_POINTS}, got ${JSON.stringify(raw)}`,
        );
      }
      sum += v;
    }
  }
  return sum;
}

/**
 * The selection's `number`, a whole number from 0 in decimal digits (a missing one is 1):
 * `Number()` alone reads `0x10` as 16 and `1e3` as 1000.
 */
function numberOf(node: BsNode, source: string, place: string): number {
  const raw = attr(node, 'number');
  if (raw === '') return 1;
  const n = /^\d{1,6}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(n) || n < 0 || n > 100_000) {
    throw new ImportError(
      source,
      place,
      `number must be a whole number 0..100000, got ${JSON.stringify(raw)}`,
    );
  }
  return n;
}

const ROLL = /(\d)\s*\+/;

/**
 * A profile element as a {@link RosterProfile}: its characteristics without descriptions,
 * the roll threshold a description or the name states, `count` models, its place. Shared by
 * the roster and catalogue readers.
 *
 * @internal
 * @example
 * ```ts
 * readProfile({ name: 'Bolt rifle', typeName: 'Ranged Weapons', characteristics: [{ name: 'A', $text: '2' }] }, 5, 'unit "X"');
 * ```
 */
export function readProfile(p: BsNode, count: number, place: string): RosterProfile {
  const name = attr(p, 'name');
  const characteristics: Record<string, string> = {};
  let roll: number | undefined;
  let against: 'ranged' | 'melee' | undefined;
  let text: string | undefined;
  for (const c of children(p, 'characteristics')) {
    const key = attr(c, 'name');
    const value = textOf(c);
    // A weapon's "Ability" of a few words (Age of Sigmar's "Crit (Mortal), Companion") names
    // its abilities, as a Keywords characteristic does: kept. Longer, it is rules text.
    if (/^ability$/i.test(key) && value.length <= ABILITY_NAMES_LENGTH) {
      characteristics[key] = value;
      continue;
    }
    if (/^(description|effect|ability)$/i.test(key)) {
      // Rules text: keep only a threshold it states, and the one kind of attack it names.
      const m = ROLL.exec(value);
      if (m && roll === undefined) roll = Number(m[1]);
      const ranged = /\branged\b/i.test(value);
      const melee = /\bmelee\b/i.test(value);
      if (ranged !== melee && against === undefined) against = ranged ? 'ranged' : 'melee';
      text = text === undefined ? value : `${text}\n${value}`;
      continue;
    }
    characteristics[key] = value;
  }
  const nameRoll = ROLL.exec(name);
  if (nameRoll) roll = Number(nameRoll[1]);
  return {
    name,
    typeName: attr(p, 'typeName'),
    typeId: attr(p, 'typeId'),
    characteristics,
    ...(roll === undefined ? {} : { roll }),
    ...(against === undefined ? {} : { against }),
    ...(text === undefined || text === '' ? {} : { text }),
    count,
    place: `${place} > profile "${name}"`,
  };
}

interface Collect {
  profiles: Map<string, RosterProfile>;
  rules: Set<string>;
  categories: Set<string>;
  points: number;
  modelCount: number;
  hasModels: boolean;
  /** Models by model selection name. */
  modelNames: Map<string, number>;
}

function addProfile(into: Collect, p: RosterProfile): void {
  const key = `${p.typeName}\u0000${p.name}\u0000${JSON.stringify(p.characteristics)}`;
  const old = into.profiles.get(key);
  // Which selections carry it is kept: the importers read each model's weapons (its pistols).
  const carriers = [...(old?.carriers ?? (old ? [{ place: old.place, count: old.count }] : []))];
  into.profiles.set(
    key,
    old
      ? {
          ...old,
          count: old.count + p.count,
          carriers: [...carriers, { place: p.place, count: p.count }],
        }
      : p,
  );
}

/**
 * Walk a unit's selections. `holderCount` is the number of models a profile found on this
 * selection belongs to; `null` for the unit itself (its models, known only at the end).
 */
function walkUnit(
  sel: BsNode,
  into: Collect,
  unitProfiles: BsNode[],
  count: number | null,
  place: string,
  source: string,
  depth: number,
): void {
  if (depth > IMPORT_LIMITS.depth)
    throw new ImportError(source, place, 'selections nested too deep');
  into.points += points(sel, source, place);
  // A unit's keywords are its own, its models' and its wargear's (a jump pack's FLY); a
  // weapon's categories ("Ranged Weapon", "Damage Dx Weapon") describe the weapon, not the unit.
  const weapon =
    attr(sel, 'type') === 'upgrade' &&
    children(sel, 'profiles').some((p) => /weapon/i.test(attr(p, 'typeName')));
  if (!weapon) {
    for (const c of children(sel, 'categories')) into.categories.add(attr(c, 'name'));
  }
  // Rules of the unit and its models are its abilities; those of its wargear explain weapon
  // keywords (read from the Keywords characteristic instead).
  if (attr(sel, 'type') !== 'upgrade') {
    for (const r of children(sel, 'rules')) into.rules.add(attr(r, 'name'));
  }
  for (const p of children(sel, 'profiles')) {
    if (count === null) unitProfiles.push(p);
    else addProfile(into, readProfile(p, count, place));
  }
  for (const s of children(sel, 'selections')) {
    const name = attr(s, 'name');
    const here = `${place} > ${attr(s, 'type') || 'selection'} "${name}"`;
    const n = numberOf(s, source, here);
    if (attr(s, 'type') === 'model') {
      into.modelCount += n;
      into.hasModels = true;
      into.modelNames.set(name, (into.modelNames.get(name) ?? 0) + n);
    }
    walkUnit(s, into, unitProfiles, n, here, source, depth + 1);
  }
}

function readUnit(sel: BsNode, force: string, source: string): RosterUnit {
  const name = attr(sel, 'name');
  const type = attr(sel, 'type');
  const place = `force "${force}" > ${type} "${name}"`;
  const into: Collect = {
    profiles: new Map(),
    rules: new Set(),
    categories: new Set(),
    points: 0,
    modelCount: 0,
    hasModels: false,
    modelNames: new Map(),
  };
  const own: BsNode[] = [];
  walkUnit(sel, into, own, null, place, source, 0);
  const models =
    type === 'model' ? numberOf(sel, source, place) : into.hasModels ? into.modelCount : 1;
  // Refused here, naming the unit, rather than by a scenario built from it later.
  if (models > SCENARIO_LIMITS.models) {
    throw new ImportError(
      source,
      place,
      `${models} models, more than the ${SCENARIO_LIMITS.models} a unit may have`,
    );
  }
  // The unit's own profiles (a single-model unit's weapons, a unit's statline) are carried by
  // all its models.
  const ownProfiles = new Map<string, RosterProfile>();
  const ownInto: Collect = { ...into, profiles: ownProfiles };
  for (const p of own) addProfile(ownInto, readProfile(p, models, place));
  const customName = attr(sel, 'customName');
  return {
    name,
    ...(customName ? { customName } : {}),
    ...(into.points > 0 ? { points: into.points } : {}),
    models,
    categories: [...into.categories].filter((c) => c !== ''),
    rules: [...into.rules].filter((r) => r !== ''),
    profiles: [...ownProfiles.values(), ...into.profiles.values()],
    ...(into.modelNames.size > 0
      ? { modelSelections: [...into.modelNames].map(([n, count]) => ({ name: n, count })) }
      : {}),
    force,
    place,
  };
}

/**
 * Read a roster: a `.ros` (XML), a `.rosz` (the same, zipped) or New Recruit's JSON export,
 * given as text or as the file's bytes.
 *
 * Units are the force's selections of type `unit` or `model` (a single-model unit); the
 * other top-level selections (detachment, battle size, enhancements) are not units.
 *
 * @param input - the file's text or bytes.
 * @param source - the file's name, for messages (default `'input'`).
 * @throws {ImportError} if the input is not a roster (naming what it is), is damaged, or
 *   breaks a limit; the message names the file and the place.
 * @example
 * ```ts
 * const r = readRoster(readFileSync('army.rosz'), 'army.rosz');
 * r.units.map((u) => `${u.name} x${u.models}`);
 * ```
 */
export function readRoster(input: string | Uint8Array, source = 'input'): Roster {
  const doc = readDocument(input, source);
  if (doc.root !== 'roster') {
    throw new ImportError(
      source,
      '',
      doc.root === 'json'
        ? 'not a roster: expected a JSON object with "roster" (a New Recruit export)'
        : `not a roster: the document is a <${doc.root}>${doc.root === 'catalogue' || doc.root === 'gameSystem' ? ' (pick units from it with readCatalogue)' : ''}, expected <roster>`,
    );
  }
  const r = doc.node;
  const units: RosterUnit[] = [];
  const forces = [...children(r, 'forces')];
  let guard = 0;
  while (forces.length > 0) {
    if (++guard > IMPORT_LIMITS.nodes) throw new ImportError(source, '', 'too many forces');
    const f = forces.shift()!;
    const fname = attr(f, 'catalogueName') || attr(f, 'name') || 'force';
    for (const s of children(f, 'selections')) {
      const type = attr(s, 'type');
      if (type === 'unit' || type === 'model') units.push(readUnit(s, fname, source));
    }
    forces.push(...children(f, 'forces'));
  }
  const total = points(r, source, 'roster');
  return {
    name: attr(r, 'name'),
    gameSystem: attr(r, 'gameSystemName'),
    gameSystemId: attr(r, 'gameSystemId'),
    ...(total > 0 ? { points: total } : {}),
    units,
  };
}
