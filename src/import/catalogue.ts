/**
 * BSData catalogues (`.cat`, `.gst`, as XML, or the JSON layout of the newer data
 * repositories with values under `$text`): an index of the units they define, and a unit
 * picked by name as a game-neutral {@link RosterUnit}, as if a roster held it at its
 * minimum size.
 *
 * A catalogue describes choices, not a list: a unit entry holds its model entries (with
 * `min` constraints), weapon options, and links (`entryLinks`, `infoLinks`) to shared entries
 * and profiles, in the same file or in the game system and library files given with it.
 * Picking a unit resolves the links, takes each model entry at its minimum count (at least
 * 1), and lists every weapon option as carried by the models of its model entry: choose the
 * weapons with the scenario helpers. Only names, characteristics and numbers are read.
 *
 * @module
 */
import { gameOf, type RosterGame } from './edition.js';
import { IMPORT_LIMITS, ImportError } from './errors.js';
import { readDocument } from './read.js';
import { type RosterProfile, type RosterUnit, readProfile } from './roster.js';
import { attr, type BsNode, children } from './tree.js';

/**
 * A file given to {@link readCatalogue}: its text or bytes and its name.
 *
 * @example
 * ```ts
 * const f: CatalogueFile = { source: 'Orks.cat', data: readFileSync('Orks.cat') };
 * ```
 */
export interface CatalogueFile {
  readonly source: string;
  readonly data: string | Uint8Array;
}

/**
 * The units of one or more catalogue files, by name, with what is needed to resolve links.
 *
 * @example
 * ```ts
 * const cat = readCatalogue([{ source: 'wh40k.gst', data: gst }, { source: 'Orks.cat', data: cat }]);
 * cat.unitNames; // ['Boyz', 'Deff Dread', ...]
 * ```
 */
export interface Catalogue {
  /** Names of the files' roots (catalogue or game system names). */
  readonly names: readonly string[];
  /**
   * Each file's game system, as it names it: a game system file its own id and name, a
   * catalogue the `gameSystemId` it is written for ({@link catalogueGame} reads the game).
   */
  readonly gameSystems: readonly {
    readonly source: string;
    readonly id: string;
    readonly name: string;
  }[];
  /** Names of the unit entries (type `unit`, or `model` for single models), sorted. */
  readonly unitNames: readonly string[];
  /** @internal entries, profiles, rules and categories by id. */
  readonly byId: ReadonlyMap<string, BsNode>;
  /** @internal unit entries by lower-case name. */
  readonly units: ReadonlyMap<string, BsNode>;
  /** @internal the file each unit entry came from. */
  readonly sources: ReadonlyMap<BsNode, string>;
  /**
   * @internal the points of the catalogues' own links to a unit entry (the AoS 4 data keeps a
   * unit's cost on the faction's entry link to its library entry), by the entry's id: the
   * first file's link wins.
   */
  readonly linkPoints: ReadonlyMap<string, number>;
}

const ENTRY_LISTS = ['selectionEntries', 'sharedSelectionEntries'] as const;

/**
 * Read catalogue files (`.cat`, `.gst`, `.catz`; XML or JSON) into one index. Give the game
 * system and library catalogues along with the faction's so that shared profiles resolve.
 *
 * @throws {ImportError} if a file is not a catalogue or game system, or cannot be read.
 * @example
 * ```ts
 * const cat = readCatalogue([{ source: 'Orks.cat', data: readFileSync('Orks.cat') }]);
 * ```
 */
export function readCatalogue(files: readonly CatalogueFile[]): Catalogue {
  const byId = new Map<string, BsNode>();
  const units = new Map<string, BsNode>();
  const sources = new Map<BsNode, string>();
  const names: string[] = [];
  const gameSystems: { source: string; id: string; name: string }[] = [];
  const linkPoints = new Map<string, number>();
  for (const f of files) {
    const doc = readDocument(f.data, f.source);
    if (doc.root !== 'catalogue' && doc.root !== 'gameSystem') {
      throw new ImportError(
        f.source,
        '',
        `not a catalogue: the document is ${doc.root === 'json' ? 'JSON without "catalogue" or "gameSystem"' : `a <${doc.root}>`}, expected <catalogue> or <gameSystem>${doc.root === 'roster' ? ' (read rosters with importRoster)' : ''}`,
      );
    }
    names.push(attr(doc.node, 'name'));
    gameSystems.push(
      doc.root === 'gameSystem'
        ? { source: f.source, id: attr(doc.node, 'id'), name: attr(doc.node, 'name') }
        : { source: f.source, id: attr(doc.node, 'gameSystemId'), name: '' },
    );
    // Index every node with an id (entries, groups, profiles, rules, categories).
    const work: [BsNode, number][] = [[doc.node, 0]];
    let count = 0;
    while (work.length > 0) {
      const [n, depth] = work.pop()!;
      if (++count > IMPORT_LIMITS.nodes || depth > IMPORT_LIMITS.depth) {
        throw new ImportError(f.source, '', 'too many or too deeply nested entries');
      }
      const id = attr(n, 'id');
      if (id !== '' && !byId.has(id)) byId.set(id, n);
      for (const v of Object.values(n)) {
        if (Array.isArray(v))
          for (const c of v)
            if (typeof c === 'object' && c !== null) work.push([c as BsNode, depth + 1]);
      }
    }
    for (const l of children(doc.node, 'entryLinks')) {
      const pts = pointsOf(l);
      const id = attr(l, 'targetId');
      if (pts > 0 && id !== '' && !linkPoints.has(id)) linkPoints.set(id, pts);
    }
    for (const list of ENTRY_LISTS) {
      for (const e of children(doc.node, list)) {
        const type = attr(e, 'type');
        if (type === 'unit' || type === 'model') {
          const key = attr(e, 'name').trim().toLowerCase();
          if (!units.has(key)) {
            units.set(key, e);
            sources.set(e, f.source);
          }
        }
      }
    }
  }
  return {
    names,
    gameSystems,
    unitNames: [...units.values()].map((e) => attr(e, 'name')).sort((a, b) => a.localeCompare(b)),
    byId,
    units,
    sources,
    linkPoints,
  };
}

/** The points (`pts` or `points` costs) an entry or link states itself, 0 when none. */
function pointsOf(node: BsNode): number {
  let points = 0;
  for (const c of children(node, 'costs')) {
    if (/^(pts|points)$/i.test(attr(c, 'name').trim())) points += Number(attr(c, 'value')) || 0;
  }
  return points;
}

/**
 * The game the catalogue's files are written for, read from their game systems (the ids and
 * names of the community data: `rosterGame`), or `undefined` when none names a game the
 * importers know (a hand-made catalogue: the caller's default applies).
 *
 * @throws {ImportError} when a file names a game or edition the importers do not read (9th
 *   edition, Age of Sigmar 3), or two files name different games (naming both files).
 * @example
 * ```ts
 * catalogueGame(readCatalogue([{ source: 'Warhammer 40,000.json', data }])); // 'wh40k-11e'
 * ```
 */
export function catalogueGame(cat: Catalogue): RosterGame | undefined {
  let found: { game: RosterGame; source: string } | undefined;
  for (const g of cat.gameSystems) {
    const game = gameOf([g.id, g.name], g.source);
    if (game === undefined) continue;
    if (found !== undefined && found.game !== game) {
      throw new ImportError(
        g.source,
        '',
        `a catalogue of ${game}, given with ${found.source}, a catalogue of ${found.game}: give the files of one game`,
      );
    }
    found ??= { game, source: g.source };
  }
  return found?.game;
}

/**
 * The file that holds a unit of the catalogue (the one its entry came from), for messages
 * about that unit; the catalogue's names when there is no such unit.
 *
 * @example
 * ```ts
 * catalogueUnitSource(cat, 'Immortals'); // 'Necrons.cat'
 * ```
 */
export function catalogueUnitSource(cat: Catalogue, name: string): string {
  const entry = cat.units.get(name.trim().toLowerCase());
  return (entry && cat.sources.get(entry)) ?? cat.names.join(', ');
}

/**
 * The `min` or `max` constraint of an entry or group on its selections in its parent, or
 * `undefined` without one.
 */
function bound(entry: BsNode, type: 'min' | 'max'): number | undefined {
  let found: number | undefined;
  for (const c of children(entry, 'constraints')) {
    if (
      attr(c, 'type') === type &&
      attr(c, 'field') === 'selections' &&
      attr(c, 'scope') === 'parent'
    ) {
      const v = Number(attr(c, 'value'));
      if (Number.isInteger(v) && v >= 0) found = type === 'min' ? Math.max(found ?? 0, v) : v;
    }
  }
  return found;
}

/** The minimum count of an entry in its parent (`min` constraint on selections), at least 1. */
function minimum(entry: BsNode): number {
  return Math.max(1, bound(entry, 'min') ?? 0);
}

/** A weapon profile, of any game (`Ranged Weapons`, `Melee Weapon`...): what a choice picks. */
function isWeapon(p: RosterProfile): boolean {
  return /weapon/i.test(p.typeName);
}

/** The unit, a model or a group of theirs: not wargear (whose categories and rules describe weapons). */
function abilitiesLevel(node: BsNode): boolean {
  return node.__level !== 'wargear';
}

/** Hidden, or hidden by a modifier (shown only under some condition). */
function hidden(node: BsNode): boolean {
  if (attr(node, 'hidden') === 'true') return true;
  return children(node, 'modifiers').some(
    (m) =>
      attr(m, 'field') === 'hidden' && attr(m, 'type') === 'set' && attr(m, 'value') === 'true',
  );
}

interface Walk {
  readonly cat: Catalogue;
  readonly source: string;
  readonly profiles: Map<string, RosterProfile>;
  readonly rules: Set<string>;
  readonly categories: Set<string>;
  models: number;
  /** Points of the model entries taken (a cost kept per model), times their models. */
  points: number;
  steps: number;
  /**
   * The entries walked, each with the ways it was walked (count and level): links that form
   * a shared graph (entry A links B and C, both link D, and so on down) reach an entry by
   * many paths, as many as 2^depth; walked once each way, the work is linear in the file.
   */
  readonly walked: Map<BsNode, Set<string>>;
}

function addProfile(w: Walk, p: RosterProfile): void {
  const key = `${p.typeName}\u0000${p.name}\u0000${p.choice ?? ''}`;
  const old = w.profiles.get(key);
  if (!old || old.count < p.count) w.profiles.set(key, p);
}

/** A walk of its own for one option of a choice, sharing the catalogue and the step count. */
function subWalk(w: Walk): Walk {
  return {
    ...w,
    profiles: new Map(),
    rules: new Set(),
    categories: new Set(),
    models: 0,
    points: 0,
    walked: new Map(),
  };
}

/** One member of a group: an entry, or the entry a link of the group points to. */
interface Member {
  readonly entry: BsNode;
  readonly link?: BsNode;
}

/** The visible members of a group, links resolved. */
function members(w: Walk, group: BsNode): Member[] {
  const out: Member[] = [];
  for (const e of children(group, 'selectionEntries')) if (!hidden(e)) out.push({ entry: e });
  for (const l of children(group, 'entryLinks')) {
    const target = w.cat.byId.get(attr(l, 'targetId'));
    if (target && !hidden(target) && !hidden(l)) out.push({ entry: target, link: l });
  }
  return out;
}

/**
 * The options of a choice merged into the walk: the default option's content whole (its
 * abilities and statlines are the unit's as picked), and the weapons of every option, the
 * ones not shared by all options marked as one choice (`choice`: the group's place), so that
 * the game's reader makes them modes of one weapon, never fired together.
 */
function mergeChoice(w: Walk, options: readonly Walk[], chosen: Walk, key: string): void {
  const weaponNames = options.map(
    (o) => new Set([...o.profiles.values()].filter(isWeapon).map((p) => p.name)),
  );
  const common = (name: string) => weaponNames.every((n) => n.has(name));
  for (const p of chosen.profiles.values()) {
    if (!isWeapon(p) || common(p.name)) addProfile(w, p);
  }
  for (const o of options) {
    for (const p of o.profiles.values()) {
      if (isWeapon(p) && !common(p.name)) addProfile(w, p.choice ? p : { ...p, choice: key });
    }
  }
  for (const r of chosen.rules) w.rules.add(r);
  for (const c of chosen.categories) w.categories.add(c);
  w.models += chosen.models;
  w.points += chosen.points;
}

/**
 * Walk a group at the unit's minimum size, when it says what that is:
 *
 * - a group of model entries with a minimum ("5-10 Immortals": at least 5) gives each model
 *   entry its own minimum and the rest of the group's to its default entry (the group's
 *   `defaultSelectionEntryId`, else the first); the other model entries are alternatives of
 *   the default (a Necron Warrior with a gauss flayer or a gauss reaper; a Heavy Destroyer
 *   with one gun or the other): their weapons become a choice;
 * - a group of one option (at most 1 selection: "Weapons", gauss blaster or tesla carbine)
 *   is a choice of its options' weapons, each model carrying the one chosen.
 *
 * Returns false for any other group, walked as before (every option listed).
 */
function walkGroup(
  w: Walk,
  group: BsNode,
  link: BsNode | undefined,
  count: number,
  place: string,
  seen: Set<string>,
  depth: number,
  level: unknown,
): boolean {
  // A group of groups is walked as before: its members are not all here.
  if (children(group, 'selectionEntryGroups').length > 0) return false;
  const list = members(w, group);
  const models = list.filter((m) => attr(m.entry, 'type') === 'model');
  const min = bound(link ?? group, 'min') ?? bound(group, 'min');
  const max = bound(link ?? group, 'max') ?? bound(group, 'max');
  const defaultId =
    attr(link ?? group, 'defaultSelectionEntryId') || attr(group, 'defaultSelectionEntryId');
  const isDefault = (m: Member) =>
    defaultId !== '' &&
    (attr(m.entry, 'id') === defaultId || attr(m.link ?? {}, 'id') === defaultId);
  const walkMember = (into: Walk, m: Member, n: number) =>
    visit(into, m.entry, m.link, count, n, place, seen, depth, level);
  if (models.length > 0 && models.length === list.length && min !== undefined) {
    const own = models.map((m) => bound(m.link ?? m.entry, 'min') ?? 0);
    const rest = Math.max(0, min - own.reduce((a, b) => a + b, 0));
    const chosen = models.find(isDefault) ?? models[0]!;
    const alternatives = models.filter((m, i) => m !== chosen && own[i] === 0);
    for (const [i, m] of models.entries()) {
      if (m === chosen || own[i] === 0) continue;
      walkMember(w, m, own[i]!);
    }
    const n = own[models.indexOf(chosen)]! + rest;
    if (n === 0) return true;
    if (alternatives.length === 0 || rest === 0) {
      walkMember(w, chosen, n);
      return true;
    }
    const options = [chosen, ...alternatives].map((m) => {
      const sub = subWalk(w);
      walkMember(sub, m, m === chosen ? n : rest);
      w.steps = sub.steps;
      return sub;
    });
    mergeChoice(w, options, options[0]!, place);
    return true;
  }
  if (models.length === 0 && max === 1 && list.length >= 2) {
    const options = list.map((m) => {
      const sub = subWalk(w);
      walkMember(sub, m, count);
      w.steps = sub.steps;
      return sub;
    });
    // Without a default, an option the group requires (at least 1) is its first; an optional
    // one (at least 0) adds no ability unless chosen.
    const chosenAt = list.findIndex(isDefault);
    const chosen = chosenAt >= 0 ? options[chosenAt]! : (min ?? 0) >= 1 ? options[0]! : subWalk(w);
    mergeChoice(w, options, chosen, place);
    return true;
  }
  return false;
}

/**
 * Visit a child (an entry, a group, or the target of a link) at `forced` models when given (a
 * model entry of a group with a minimum), else at its own minimum (a model) or its parent's
 * `count`.
 */
function visit(
  w: Walk,
  entry: BsNode,
  linkNode: BsNode | undefined,
  count: number,
  forced: number | undefined,
  place: string,
  seen: Set<string>,
  depth: number,
  parentLevel: unknown,
): void {
  const id = attr(entry, 'id');
  if (id && seen.has(id)) return;
  // Hidden content, or content shown only in some mode (Crusade, Legends options...), is
  // not part of the unit as picked.
  if (hidden(entry) || (linkNode && hidden(linkNode))) return;
  const type = attr(entry, 'type');
  const here = `${place} > ${type || 'group'} "${attr(linkNode ?? entry, 'name') || attr(entry, 'name')}"`;
  const n = forced ?? (type === 'model' ? minimum(linkNode ?? entry) : count);
  const level =
    type === 'model' || type === 'unit' ? 'model' : type === '' ? parentLevel : 'wargear';
  // The same entry through the same link, at the same count and level, adds nothing new:
  // its profiles, rules and categories are kept by name, and its models are the same ones.
  const how = `${n}\u0000${String(level)}`;
  const ways = w.walked.get(linkNode ?? entry) ?? new Set<string>();
  if (ways.has(how)) return;
  ways.add(how);
  w.walked.set(linkNode ?? entry, ways);
  const next = new Set(seen);
  if (id) next.add(id);
  if (type === '' && walkGroup(w, entry, linkNode, n, here, next, depth + 1, level)) return;
  if (type === 'model') {
    w.models += n;
    // A cost kept on the model entry is per model (the Lokhust Heavy Destroyers' 55 each).
    w.points += n * (pointsOf(entry) + (linkNode ? pointsOf(linkNode) : 0));
  }
  walk(w, { ...entry, __level: level }, n, here, next, depth + 1);
  // A link may carry its own profiles and categories too.
  if (linkNode) {
    for (const p of children(linkNode, 'profiles')) addProfile(w, readProfile(p, n, here));
  }
}

/**
 * Walk an entry (or group): its profiles and links at `count` models, its child entries.
 * `seen` holds the ids on the current path, so a link cycle ends.
 */
function walk(
  w: Walk,
  node: BsNode,
  count: number,
  place: string,
  seen: Set<string>,
  depth: number,
): void {
  if (++w.steps > IMPORT_LIMITS.nodes || depth > 64) {
    throw new ImportError(w.source, place, 'entries linked too deeply or too many times');
  }
  for (const p of children(node, 'profiles')) addProfile(w, readProfile(p, count, place));
  // Rules of the unit and its models are its abilities; those of its wargear explain weapon
  // keywords (read from the Keywords characteristic instead).
  const abilities = abilitiesLevel(node);
  if (abilities) for (const r of children(node, 'rules')) w.rules.add(attr(r, 'name'));
  for (const c of abilitiesLevel(node) ? children(node, 'categoryLinks') : []) {
    const name = attr(c, 'name') || attr(w.cat.byId.get(attr(c, 'targetId')) ?? {}, 'name');
    if (name) w.categories.add(name);
  }
  for (const link of children(node, 'infoLinks')) {
    const target = w.cat.byId.get(attr(link, 'targetId'));
    const type = attr(link, 'type');
    if (type === 'profile' && target) addProfile(w, readProfile(target, count, place));
    else if (type === 'rule' && abilities) {
      w.rules.add(attr(target ?? link, 'name') || attr(link, 'name'));
    }
  }
  const level = node.__level;
  for (const e of children(node, 'selectionEntries')) {
    visit(w, e, undefined, count, undefined, place, seen, depth, level);
  }
  for (const g of children(node, 'selectionEntryGroups')) {
    visit(w, g, undefined, count, undefined, place, seen, depth, level);
  }
  for (const l of children(node, 'entryLinks')) {
    const target = w.cat.byId.get(attr(l, 'targetId'));
    if (target) visit(w, target, l, count, undefined, place, seen, depth, level);
  }
}

/**
 * A unit of the catalogue, by name (case-insensitive), as a roster unit at its minimum size.
 *
 * @param cat - from {@link readCatalogue}.
 * @param name - the unit's name.
 * @throws {ImportError} if there is no unit of that name (with the closest names).
 * @example
 * ```ts
 * const unit = wh40kUnit(catalogueUnit(cat, 'Boyz'), 'Orks.cat');
 * ```
 */
export function catalogueUnit(cat: Catalogue, name: string): RosterUnit {
  const entry = cat.units.get(name.trim().toLowerCase());
  if (!entry) {
    const want = name.trim().toLowerCase();
    const close = cat.unitNames.filter(
      (n) => n.toLowerCase().includes(want) || want.includes(n.toLowerCase()),
    );
    throw new ImportError(
      cat.names.join(', '),
      '',
      `no unit named ${JSON.stringify(name)}${
        close.length > 0
          ? `; did you mean ${close
              .slice(0, 5)
              .map((n) => JSON.stringify(n))
              .join(', ')}?`
          : ` (${cat.unitNames.length} units)`
      }`,
    );
  }
  const source = cat.sources.get(entry) ?? 'catalogue';
  const unitName = attr(entry, 'name');
  const place = `${attr(entry, 'type')} "${unitName}"`;
  const w: Walk = {
    cat,
    source,
    profiles: new Map(),
    rules: new Set(),
    categories: new Set(),
    models: 0,
    points: 0,
    steps: 0,
    walked: new Map(),
  };
  const single = attr(entry, 'type') === 'model';
  // The unit's own profiles are carried by all its models: counted once the models are known.
  const own = new Map<string, RosterProfile>();
  const ownWalk: Walk = { ...w, profiles: own, walked: new Map() };
  walk(
    ownWalk,
    { ...entry, selectionEntries: [], selectionEntryGroups: [], entryLinks: [] },
    0,
    place,
    new Set(),
    0,
  );
  walk(
    w,
    {
      selectionEntries: children(entry, 'selectionEntries'),
      selectionEntryGroups: children(entry, 'selectionEntryGroups'),
      entryLinks: children(entry, 'entryLinks'),
    },
    0,
    place,
    new Set([attr(entry, 'id')]),
    0,
  );
  const models = single ? 1 : Math.max(1, w.models);
  // The cost wherever the data keeps it: on the unit entry, on its model entries (per model),
  // or on the faction's link to it (the AoS 4 data's library units).
  const points = pointsOf(entry) + w.points + (cat.linkPoints.get(attr(entry, 'id')) ?? 0);
  // Count 0 marks a profile outside any model entry: carried by all the unit's models.
  const profiles = [...own.values(), ...w.profiles.values()].map((p) =>
    p.count === 0 ? { ...p, count: models } : p,
  );
  return {
    name: unitName,
    ...(points > 0 ? { points } : {}),
    models,
    categories: [...new Set([...ownWalk.categories, ...w.categories])],
    rules: [...new Set([...ownWalk.rules, ...w.rules])].filter((r) => r !== ''),
    profiles,
    force: cat.names.join(', '),
    place,
  };
}
