/**
 * `mathhammer batch`: every unit of a catalogue (or of rosters) against a set of targets, one
 * row per unit x target, as JSON Lines or CSV (`src/import/batch.ts`), optionally one
 * shard of the rows; and `mathhammer merge`, the shards' outputs back into the whole.
 *
 * @module
 */
import { readFile } from 'node:fs/promises';
import { type Aos4Unit, aos4Unit } from '../import/aos4/unit.js';
import {
  type BatchFormat,
  type BatchRuleset,
  type BatchTarget,
  type BatchUnit,
  batchHeader,
  batchRows,
  formatBatchRow,
  mergeBatch,
} from '../import/batch.js';
import {
  type Catalogue,
  catalogueGame,
  catalogueUnit,
  catalogueUnitSource,
  readCatalogue,
} from '../import/catalogue.js';
import { ImportError } from '../import/errors.js';
import { killTeamCatalogueOperatives } from '../import/killteam/importKillTeam.js';
import type { KtImportedOperative } from '../import/killteam/operative.js';
import { unitAttackers } from '../import/wh40k/scenario.js';
import { type Wh40kUnit, wh40kUnit } from '../import/wh40k/unit.js';
import type { Wh40k11eAttackerJson } from '../import/wh40k11e/types.js';
import { type Wh40k11eUnit, wh40k11eUnit } from '../import/wh40k11e/unit.js';
import { rulesetTitle } from '../rulesets/index.js';
import { SamplesSchema, SeedSchema } from '../scenario/schema.js';
import { parseScenario } from '../scenario/validate.js';
import { numberOption, parseOptions, UsageError } from './args.js';
import { readImportList } from './importCommand.js';
import { CliInputError, type CliIo } from './io.js';
import { isRosterPath } from './rosterPath.js';

/** `mathhammer batch --help`. */
export const BATCH_HELP = `Usage: mathhammer batch (--catalogue <file>... | --roster <file>...) --targets <file> [options]

Every unit against every target, one evaluation each in the units' game
(wh40k-10e, wh40k-11e, aos4 or killteam, read from the data), one row per unit
x target: the ruleset, mean and standard deviation of models slain, P(at least
k slain), P(wiped out), points efficiency (target points destroyed per attacker
point). Kill Team: a unit per operative and ranged weapon, each row one
shooting attack (models slain: the target incapacitated, 0 or 1).

Options:
  --catalogue <file>     a BSData catalogue (.cat, .gst; XML or JSON); repeat it for
                         the game system and the libraries the faction links
  --roster <file>        a roster (.ros, .rosz, New Recruit .json); repeatable
  --targets <file>       targets: {"ruleset": ..., "targets": [...]} (each with a
                         "name" and "points"), a plain array of targets of the
                         units' game, or a roster whose units are the targets
  --ruleset <name>       wh40k-10e, wh40k-11e, aos4 or killteam: say the game
                         (refused if the data names another); default: the game
                         the data names
  --melee                the units' melee weapons (default: ranged; aos4:
                         shooting; not for killteam)
  --format jsonl|csv     the rows' format (default: jsonl)
  --at-least <k,...>     the k of the P(at least k slain) columns (default: 1)
  --shard <i>/<N>        only the i-th of N equal shares of the rows (i from 0);
                         "mathhammer merge" puts the shards together
  --method exact|monte-carlo, --samples N, --seed N
                         how each pair is evaluated (default: exact)
  -o, --output <file>    write the rows there (default: standard output)
  -q, --quiet            no progress bar
  -h, --help             show this help

Units with no weapon of the phase, and units the importer cannot read, are left
out (a note on standard error naming the file that holds the unit). Units and
targets of different games are refused.
`;

/** `mathhammer merge --help`. */
export const MERGE_HELP = `Usage: mathhammer merge <file>... [-o <file>]

The outputs of "mathhammer batch --shard i/N", in any order, as the output of
the whole batch, byte for byte. Fails if a row is missing or repeated.

Options:
  -o, --output <file>    write there (default: standard output)
  -h, --help             show this help
`;

const OPTIONS = {
  catalogue: { type: 'string', multiple: true },
  ruleset: { type: 'string' },
  roster: { type: 'string', multiple: true },
  targets: { type: 'string' },
  melee: { type: 'boolean' },
  format: { type: 'string' },
  'at-least': { type: 'string' },
  shard: { type: 'string' },
  method: { type: 'string' },
  samples: { type: 'string' },
  seed: { type: 'string' },
  output: { type: 'string', short: 'o' },
  quiet: { type: 'boolean', short: 'q' },
  help: { type: 'boolean', short: 'h' },
} as const;

async function readBytes(path: string): Promise<Uint8Array> {
  try {
    return await readFile(path);
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    throw new CliInputError(
      `cannot read ${JSON.stringify(path)}: ${code === 'ENOENT' ? 'no such file' : e instanceof Error ? e.message : String(e)}`,
    );
  }
}

/**
 * `--shard i/N` (also `mathhammer plan --event`'s).
 *
 * @throws {UsageError} naming the option and the text
 * @example
 * ```ts
 * shardOption('1/4'); // { index: 1, count: 4 }
 * ```
 */
export function shardOption(text: string): { index: number; count: number } {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = m ? Number(m[1]) : Number.NaN;
  const count = m ? Number(m[2]) : Number.NaN;
  if (!m || count < 1 || index >= count) {
    throw new UsageError(
      `--shard: expected i/N with 0 <= i < N (the shard's index from 0, and the number of shards), got ${JSON.stringify(text)}`,
    );
  }
  return { index, count };
}

/** `--at-least 1,3,5`. */
function atLeastOption(text: string): number[] {
  const ks = text.split(',').map((x) => Number(x.trim()));
  const bad = ks.find((k) => !(Number.isInteger(k) && k >= 1));
  if (bad !== undefined || ks.length === 0) {
    throw new UsageError(
      `--at-least: expected whole numbers >= 1 separated by commas, got ${JSON.stringify(text)}`,
    );
  }
  return ks;
}

/** The rulesets `--ruleset` names. */
const RULESETS: readonly BatchRuleset[] = ['wh40k-10e', 'wh40k-11e', 'aos4', 'killteam'];

/** `--ruleset`. */
function rulesetOption(text: string): BatchRuleset {
  const r = RULESETS.find((x) => x === text.trim());
  if (r === undefined) {
    throw new UsageError(
      `--ruleset: expected one of ${RULESETS.join(', ')} (the rulesets with a catalogue format), got ${JSON.stringify(text)}`,
    );
  }
  return r;
}

/** A game named with its ruleset's title, for messages. */
function titled(r: BatchRuleset): string {
  return `${r} (${rulesetTitle(r)})`;
}

/** One game for two things, or a usage error naming both. */
function sameRuleset(a: BatchRuleset, what: string, b: BatchRuleset, other: string): void {
  if (a !== b) {
    throw new UsageError(
      `${what} (${titled(a)}) and ${other} (${titled(b)}) are of different games: a batch evaluates units and targets of one game`,
    );
  }
}

/** A minimal attacker of each ruleset, to check a target the way a scenario checks it. */
const PROBE: Readonly<Record<BatchRuleset, object>> = {
  'wh40k-10e': {
    attackers: [{ models: 1, attacks: 1, bs: 4, strength: 4, ap: 0, damage: 1, rules: [] }],
  },
  'wh40k-11e': {
    attackers: [{ models: 1, attacks: 1, bs: 4, strength: 4, ap: 0, damage: 1, rules: [] }],
  },
  aos4: { attackers: [{ models: 1, attacks: 1, hit: 4, wound: 4 }] },
  // A Kill Team shooting attack: one operative with one weapon.
  killteam: {
    attacker: { wounds: 1, save: 4, weapon: { atk: 1, hit: 4, damage: 1, criticalDamage: 1 } },
  },
};

/**
 * The targets: a roster's units that have a statline (in the roster's game), or a JSON file:
 * `{ "ruleset": ..., "targets": [...] }` (the targets of that ruleset), or an array of targets
 * of the units' ruleset. Each target needs a `name` (and may have `points`), and is checked
 * as a scenario of its ruleset checks it.
 */
async function readTargets(
  path: string,
  unitsRuleset: BatchRuleset,
  unitsFrom: string,
  io: CliIo,
): Promise<{ ruleset: BatchRuleset; targets: BatchTarget[] }> {
  if (await isRosterPath(path)) {
    const r = await readImportList(path, io);
    sameRuleset(unitsRuleset, unitsFrom, r.game, `--targets ${path}`);
    if (r.game === 'killteam') {
      // Each operative as a target: its Save and Wounds.
      const targets = r.roster.units.map(
        (o): BatchTarget => ({ name: o.name, ruleset: 'killteam', target: o.operative }),
      );
      return { ruleset: r.game, targets };
    }
    const targets: BatchTarget[] = [];
    for (const u of r.roster.units) {
      if (!u.target) continue;
      const base = { name: u.name, ...(u.points === undefined ? {} : { points: u.points }) };
      targets.push({ ...base, ruleset: r.game, target: u.target } as BatchTarget);
    }
    return { ruleset: r.game, targets };
  }
  let json: unknown;
  try {
    json = JSON.parse(await io.readInput(path));
  } catch (e) {
    if (e instanceof CliInputError) throw e;
    throw new CliInputError(
      `cannot read ${JSON.stringify(path)}: not JSON: ${(e as Error).message}`,
    );
  }
  let ruleset = unitsRuleset;
  let list = json;
  if (typeof json === 'object' && json !== null && !Array.isArray(json)) {
    const o = json as { ruleset?: unknown; targets?: unknown };
    if (typeof o.ruleset !== 'string' || !RULESETS.includes(o.ruleset as BatchRuleset)) {
      throw new CliInputError(
        `${path}: ruleset: expected one of ${RULESETS.join(', ')}, got ${JSON.stringify(o.ruleset)}`,
      );
    }
    ruleset = o.ruleset as BatchRuleset;
    sameRuleset(unitsRuleset, unitsFrom, ruleset, `--targets ${path}`);
    list = o.targets;
  }
  if (!Array.isArray(list) || list.length === 0) {
    throw new CliInputError(
      `${path}: expected a JSON array of targets, each with a "name" (or { "ruleset": ..., "targets": [...] })`,
    );
  }
  const targets = list.map((t: unknown, i): BatchTarget => {
    const o = t as { name?: unknown; points?: unknown } | null;
    if (typeof o !== 'object' || o === null || typeof o.name !== 'string') {
      throw new CliInputError(`${path}: targets[${i}].name: expected a string`);
    }
    if (o.points !== undefined && !(typeof o.points === 'number' && o.points >= 0)) {
      throw new CliInputError(
        `${path}: targets[${i}].points: expected a number >= 0, got ${JSON.stringify(o.points)}`,
      );
    }
    const { points, ...target } = o as Record<string, unknown>;
    // The target checked once here, as a scenario of its ruleset checks it (its fields named
    // in the message): an Age of Sigmar target given to a 40k batch fails on its fields.
    parseScenario({ ruleset, ...PROBE[ruleset], target }, `${path}, targets[${i}]`);
    return {
      name: o.name,
      ...(points === undefined ? {} : { points: points as number }),
      ruleset,
      target,
    } as BatchTarget;
  });
  return { ruleset, targets };
}

/** A unit read in its game, before its weapons of the phase are picked. */
type ReadUnit =
  | { readonly game: 'wh40k-10e'; readonly unit: Wh40kUnit }
  | { readonly game: 'wh40k-11e'; readonly unit: Wh40k11eUnit }
  | { readonly game: 'aos4'; readonly unit: Aos4Unit }
  | { readonly game: 'killteam'; readonly unit: KtImportedOperative };

/**
 * A unit as the batch's rows take it: its weapons of the phase, in its ruleset; a Kill Team
 * operative a unit per ranged weapon (its attack is made with one). Empty: no weapon of the
 * phase.
 */
function batchUnits(r: ReadUnit, melee: boolean): BatchUnit[] {
  if (r.game === 'killteam') {
    const o = r.unit;
    return o.weapons
      .filter((w) => w.kind === 'ranged')
      .map((w) => ({
        name: `${o.name}, ${w.name}`,
        ruleset: 'killteam',
        attacker: { ...o.operative, weapon: w.weapon },
      }));
  }
  const one = batchUnit(r, melee);
  return one === undefined ? [] : [one];
}

/** A unit of a game of groups of models: its weapons of the phase, in its ruleset. */
function batchUnit(
  r: Exclude<ReadUnit, { game: 'killteam' }>,
  melee: boolean,
): BatchUnit | undefined {
  const base = {
    name: r.unit.name,
    ...(r.unit.points === undefined ? {} : { points: r.unit.points }),
  };
  const phase = melee ? 'melee' : 'ranged';
  if (r.game === 'aos4') {
    const attackers = r.unit.weapons.filter((w) => w.kind === phase).map((w) => w.attacker);
    return attackers.length === 0
      ? undefined
      : { ...base, ruleset: 'aos4', phase: melee ? 'melee' : 'shooting', attackers };
  }
  // 11th edition's units have 10th edition's shape, their attackers 11th edition's rules
  // (as unitScenario11e builds its scenario from them).
  const attackers = unitAttackers(r.unit as Wh40kUnit, { phase });
  if (attackers.length === 0) return undefined;
  return r.game === 'wh40k-11e'
    ? { ...base, ruleset: 'wh40k-11e', attackers: attackers as unknown as Wh40k11eAttackerJson[] }
    : { ...base, ruleset: 'wh40k-10e', attackers };
}

/** A catalogue unit read in its game, `source` the file that holds it. */
function catalogueUnitIn(
  game: Exclude<BatchRuleset, 'killteam'>,
  cat: Catalogue,
  name: string,
): ReadUnit {
  const source = catalogueUnitSource(cat, name);
  const unit = catalogueUnit(cat, name);
  switch (game) {
    case 'aos4':
      return { game, unit: aos4Unit(unit, { source }) };
    case 'wh40k-11e':
      return { game, unit: wh40k11eUnit(unit, source) };
    default:
      // As a roster's units are read: a weapon's modes fire one at a time, the abilities
      // that state no condition apply (importRoster).
      return { game, unit: wh40kUnit(unit, source, { modes: true, abilities: true }) };
  }
}

/**
 * The attacking units of the catalogues or rosters, in their game (read from the data, or
 * `--ruleset`; all of one game), with their weapons of the phase.
 */
async function readUnits(
  catalogues: readonly string[],
  rosters: readonly string[],
  ruleset: BatchRuleset | undefined,
  melee: boolean,
  io: CliIo,
): Promise<{
  ruleset: BatchRuleset;
  from: string;
  units: BatchUnit[];
  left: string[];
  unreadable: string[];
}> {
  const unreadable: string[] = [];
  const all: ReadUnit[] = [];
  let game = ruleset;
  let from = '--ruleset';
  if (catalogues.length > 0) {
    const files = await Promise.all(
      catalogues.map(async (f) => ({ source: f, data: await readBytes(f) })),
    );
    const cat = readCatalogue(files);
    const named = catalogueGame(cat);
    if (named !== undefined && game !== undefined) {
      sameRuleset(named, `--catalogue ${catalogues.join(', ')}`, game, from);
    }
    // A catalogue naming no game the importers know (a hand-made one) is read as 10th
    // edition's, as a roster naming none is.
    game = named ?? game ?? 'wh40k-10e';
    from = `--catalogue ${catalogues.join(', ')}`;
    if (game === 'killteam') {
      const read = killTeamCatalogueOperatives(cat);
      for (const w of read.left) unreadable.push(w.message);
      for (const unit of read.units) all.push({ game, unit });
    }
    for (const name of game === 'killteam' ? [] : cat.unitNames) {
      try {
        all.push(catalogueUnitIn(game as Exclude<BatchRuleset, 'killteam'>, cat, name));
      } catch (e) {
        // A unit the importer cannot read is left out with its reason (naming the file that
        // holds it), not the whole batch.
        if (!(e instanceof ImportError)) throw e;
        unreadable.push(e.message);
      }
    }
  }
  for (const path of rosters) {
    const r = await readImportList(path, io);
    if (game !== undefined) sameRuleset(r.game, `--roster ${path}`, game, from);
    game = r.game;
    from = `--roster ${path}`;
    for (const w of r.roster.warnings) if (w.kind === 'unit') unreadable.push(w.message);
    for (const unit of r.roster.units) all.push({ game: r.game, unit } as ReadUnit);
  }
  const units: BatchUnit[] = [];
  const left: string[] = [];
  if (melee && game === 'killteam') {
    throw new UsageError(
      '--melee: a Kill Team batch is of shooting attacks (a fight needs the target\'s melee weapon: write one with "mathhammer import --scenario --melee")',
    );
  }
  for (const u of all) {
    const b = batchUnits(u, melee);
    if (b.length === 0) left.push(u.unit.name);
    else units.push(...b);
  }
  return { ruleset: game ?? 'wh40k-10e', from, units, left, unreadable };
}

/**
 * `mathhammer batch`.
 *
 * @example
 * ```ts
 * await batchCommand(['--catalogue', 'wh40k.gst', '--catalogue', 'Orks.cat', '--targets', 'targets.json'], io);
 * ```
 */
export async function batchCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseOptions(args, OPTIONS);
  if (values.help) {
    io.stdout(BATCH_HELP);
    return 0;
  }
  if (positionals.length > 0) {
    throw new UsageError(
      `batch takes no file without an option, got ${positionals.join(' ')} (--catalogue or --roster?)`,
    );
  }
  const catalogues = values.catalogue ?? [];
  const rosters = values.roster ?? [];
  if (catalogues.length + rosters.length === 0) {
    throw new UsageError(
      'batch needs the units: --catalogue <file> (repeat it) or --roster <file>',
    );
  }
  if (values.targets === undefined) throw new UsageError('batch needs --targets <file>');
  const format = values.format ?? 'jsonl';
  if (format !== 'jsonl' && format !== 'csv') {
    throw new UsageError(`--format: expected jsonl or csv, got ${JSON.stringify(format)}`);
  }
  const method = values.method;
  if (method !== undefined && method !== 'exact' && method !== 'monte-carlo') {
    throw new UsageError(`--method: expected exact or monte-carlo, got ${JSON.stringify(method)}`);
  }
  const atLeast = values['at-least'] === undefined ? [1] : atLeastOption(values['at-least']);
  const shard = values.shard === undefined ? undefined : shardOption(values.shard);
  const { ruleset, from, units, left, unreadable } = await readUnits(
    catalogues,
    rosters,
    values.ruleset === undefined ? undefined : rulesetOption(values.ruleset),
    values.melee === true,
    io,
  );
  const { targets } = await readTargets(values.targets, ruleset, from, io);
  for (const why of unreadable) io.stderr(`mathhammer: warning: unit left out: ${why}\n`);
  if (!values.quiet && left.length > 0) {
    io.stderr(
      `mathhammer: note: ${left.length} unit(s) without ${values.melee ? 'melee' : 'ranged'} weapons left out: ${left.join(', ')}\n`,
    );
  }
  const bar = !values.quiet && io.stderrIsTTY;
  let shown = -1;
  const out: string[] = format === 'csv' ? [batchHeader(atLeast)] : [];
  for (const row of batchRows(units, targets, {
    atLeast,
    ...(method === undefined ? {} : { method }),
    ...(values.samples === undefined
      ? {}
      : { samples: numberOption('samples', values.samples, SamplesSchema) }),
    ...(values.seed === undefined ? {} : { seed: numberOption('seed', values.seed, SeedSchema) }),
    ...(shard === undefined ? {} : { shard }),
    ...(bar
      ? {
          onRow: (done: number, total: number) => {
            const percent = Math.floor((100 * done) / total);
            if (percent === shown) return;
            shown = percent;
            const filled = Math.round((24 * done) / total);
            io.stderr(
              `\r\u001b[Kbatch [${'#'.repeat(filled)}${'-'.repeat(24 - filled)}] ${percent}% of ${total} rows`,
            );
          },
        }
      : {}),
  })) {
    out.push(formatBatchRow(row, format as BatchFormat, atLeast));
  }
  if (bar) io.stderr('\r\u001b[K');
  const text = out.join('');
  if (values.output === undefined) io.stdout(text);
  else await io.writeOutput(values.output, text);
  return 0;
}

/**
 * `mathhammer merge`.
 *
 * @example
 * ```ts
 * await mergeCommand(['rows-0.jsonl', 'rows-1.jsonl', '-o', 'rows.jsonl'], io);
 * ```
 */
export async function mergeCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseOptions(args, {
    output: { type: 'string', short: 'o' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    io.stdout(MERGE_HELP);
    return 0;
  }
  if (positionals.length === 0) throw new UsageError("merge needs the shards' output files");
  const texts = await Promise.all(positionals.map((p) => io.readInput(p)));
  // CSV starts with its header; JSON Lines with an object (or is empty).
  const format: BatchFormat = texts.some((t) => t.startsWith('row,')) ? 'csv' : 'jsonl';
  const text = mergeBatch(texts, format);
  if (values.output === undefined) io.stdout(text);
  else await io.writeOutput(values.output, text);
  return 0;
}
