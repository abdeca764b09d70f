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
  };
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

/** The minimum count of an entry in its parent (`min` constraint on selections), at least 1. */
function minimum(entry: BsNode): number {
  let min = 0;
  for (const c of children(entry, 'constraints')) {
    if (
      attr(c, 'type') === 'min' &&
      attr(c, 'field') === 'selections' &&
      attr(c, 'scope') === 'parent'
    ) {
      const v = Number(attr(c, 'value'));
      if (Number.isInteger(v) && v > min) min = v;
    }
  }
  return Math.max(1, min);
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
  steps: number;
  /**
   * The entries walked, each with the ways it was walked (count and level): links that form
   * a shared graph (entry A links B and C, both link D, and so on down) reach an entry by
   * many paths, as many as 2^depth; walked once each way, the work is linear in the file.
   */
  readonly walked: Map<BsNode, Set<string>>;
}

function addProfile(w: Walk, p: RosterProfile): void {
  const key = `${p.typeName}\u0000${p.name}`;
  const old = w.profiles.get(key);
  if (!old || old.count < p.count) w.profiles.set(key, p);
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
  const visit = (entry: BsNode, isLink: boolean, linkNode?: BsNode) => {
    const id = attr(entry, 'id');
    if (id && seen.has(id)) return;
    // Hidden content, or content shown only in some mode (Crusade, Legends options...), is
    // not part of the unit as picked.
    if (hidden(entry) || (linkNode && hidden(linkNode))) return;
    const type = attr(entry, 'type');
    const here = `${place} > ${type || 'group'} "${attr(linkNode ?? entry, 'name') || attr(entry, 'name')}"`;
    const n = type === 'model' ? minimum(linkNode ?? entry) : count;
    const level =
      type === 'model' || type === 'unit' ? 'model' : type === '' ? node.__level : 'wargear';
    // The same entry through the same link, at the same count and level, adds nothing new:
    // its profiles, rules and categories are kept by name, and its models are the same ones.
    const how = `${n}\u0000${String(level)}`;
    const ways = w.walked.get(linkNode ?? entry) ?? new Set<string>();
    if (ways.has(how)) return;
    ways.add(how);
    w.walked.set(linkNode ?? entry, ways);
    if (type === 'model') w.models += n;
    const next = new Set(seen);
    if (id) next.add(id);
    walk(w, { ...entry, __level: level }, n, here, next, depth + 1);
    // A link may carry its own profiles and categories too.
    if (isLink && linkNode) {
      for (const p of children(linkNode, 'profiles')) addProfile(w, readProfile(p, n, here));
    }
  };
  for (const e of children(node, 'selectionEntries')) visit(e, false);
  for (const g of children(node, 'selectionEntryGroups')) visit(g, false);
  for (const l of children(node, 'entryLinks')) {
    const target = w.cat.byId.get(attr(l, 'targetId'));
    if (target) visit(target, true, l);
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
  let points = 0;
  for (const c of children(entry, 'costs')) {
    if (/^(pts|points)$/i.test(attr(c, 'name').trim())) points += Number(attr(c, 'value')) || 0;
  }
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
