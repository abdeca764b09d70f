/**
 * `mathhammer batch`: every unit of a catalogue (or of rosters) against a set of targets, one
 * row per unit x target, as JSON Lines or CSV (`src/import/batch.ts`), optionally one
 * shard of the rows; and `mathhammer merge`, the shards' outputs back into the whole.
 *
 * @module
 */
import { readFile } from 'node:fs/promises';
import {
  type BatchFormat,
  type BatchTarget,
  type BatchUnit,
  batchHeader,
  batchRows,
  formatBatchRow,
  mergeBatch,
} from '../import/batch.js';
import { catalogueUnit, readCatalogue } from '../import/catalogue.js';
import { ImportError } from '../import/errors.js';
import { unitAttackers } from '../import/wh40k/scenario.js';
import { wh40kUnit } from '../import/wh40k/unit.js';
import { SamplesSchema, SeedSchema } from '../scenario/schema.js';
import { parseScenario } from '../scenario/validate.js';
import { numberOption, parseOptions, UsageError } from './args.js';
import { readRosterFile } from './importCommand.js';
import { CliInputError, type CliIo } from './io.js';
import { isRosterPath } from './rosterPath.js';

/** `mathhammer batch --help`. */
export const BATCH_HELP = `Usage: mathhammer batch (--catalogue <file>... | --roster <file>...) --targets <file> [options]

Every unit against every target, one evaluation each (wh40k-10e), one row per
unit x target: mean and standard deviation of models slain, P(at least k slain),
P(wiped out), points efficiency (target points destroyed per attacker point).

Options:
  --catalogue <file>     a BSData catalogue (.cat, .gst; XML or JSON); repeat it for
                         the game system and the libraries the faction links
  --roster <file>        a roster (.ros, .rosz, New Recruit .json); repeatable
  --targets <file>       a JSON array of wh40k-10e targets, each with a "name" (and
                         "points"), or a roster whose units are the targets
  --melee                the units' melee weapons (default: ranged)
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
out (a note on standard error).
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

/** The targets: a JSON array of named targets, or a roster's units that have a statline. */
async function readTargets(path: string, io: CliIo): Promise<BatchTarget[]> {
  if (await isRosterPath(path)) {
    const r = await readRosterFile(path, io);
    return r.units.flatMap((u) =>
      u.target
        ? [
            {
              name: u.name,
              ...(u.points === undefined ? {} : { points: u.points }),
              target: u.target,
            },
          ]
        : [],
    );
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
  if (!Array.isArray(json) || json.length === 0) {
    throw new CliInputError(`${path}: expected a JSON array of targets, each with a "name"`);
  }
  return json.map((t: unknown, i) => {
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
    // The target checked once here, as a scenario checks it (its fields named in the message).
    parseScenario(
      {
        ruleset: 'wh40k-10e',
        attackers: [{ models: 1, attacks: 1, bs: 4, strength: 4, ap: 0, damage: 1, rules: [] }],
        target,
      },
      `${path}, targets[${i}]`,
    );
    return {
      name: o.name,
      ...(points === undefined ? {} : { points: points as number }),
      target: target as unknown as BatchTarget['target'],
    };
  });
}

/** The attacking units of the catalogues or rosters, with their weapons of the phase. */
async function readUnits(
  catalogues: readonly string[],
  rosters: readonly string[],
  melee: boolean,
  io: CliIo,
): Promise<{ units: BatchUnit[]; left: string[]; unreadable: string[] }> {
  const phase = melee ? 'melee' : 'ranged';
  const unreadable: string[] = [];
  const all: { name: string; points?: number; unit: Parameters<typeof unitAttackers>[0] }[] = [];
  if (catalogues.length > 0) {
    const files = await Promise.all(
      catalogues.map(async (f) => ({ source: f, data: await readBytes(f) })),
    );
    const cat = readCatalogue(files);
    for (const name of cat.unitNames) {
      try {
        // As a roster's units are read: a weapon's modes fire one at a time, the abilities that
        // state no condition apply (importRoster).
        const unit = wh40kUnit(catalogueUnit(cat, name), catalogues.at(-1), {
          modes: true,
          abilities: true,
        });
        all.push({ name, ...(unit.points === undefined ? {} : { points: unit.points }), unit });
      } catch (e) {
        // A unit the importer cannot read is left out with its reason, not the whole batch.
        if (!(e instanceof ImportError)) throw e;
        unreadable.push(e.message);
      }
    }
  }
  for (const path of rosters) {
    for (const unit of (await readRosterFile(path, io)).units) {
      all.push({
        name: unit.name,
        ...(unit.points === undefined ? {} : { points: unit.points }),
        // The batch evaluates wh40k-10e scenarios: a unit of another edition's roster gives
        // rows whose error says what its scenario lacks.
        unit: unit as Parameters<typeof unitAttackers>[0],
      });
    }
  }
  const units: BatchUnit[] = [];
  const left: string[] = [];
  for (const u of all) {
    const attackers = unitAttackers(u.unit, { phase });
    if (attackers.length === 0) left.push(u.name);
    else
      units.push({
        name: u.name,
        ...(u.points === undefined ? {} : { points: u.points }),
        attackers,
      });
  }
  return { units, left, unreadable };
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
  const targets = await readTargets(values.targets, io);
  const { units, left, unreadable } = await readUnits(
    catalogues,
    rosters,
    values.melee === true,
    io,
  );
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
