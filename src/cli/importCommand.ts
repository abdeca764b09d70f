/**
 * `mathhammer import <roster>`: lists a roster's units and weapons as the importer reads
 * them, reports what is not modelled, and writes scenario or analysis files. Also the roster
 * inputs of `compare` and `matrix` ("my army against their army").
 *
 * Rosters are read from the file system as bytes (a `.rosz` is a zip archive); standard
 * input (`-`) takes a `.ros` or New Recruit JSON as text.
 *
 * @module
 */
import { IMPORT_LIMITS } from '../import/errors.js';
import { type ArmyMatrix, type ArmyMatrixCell, armyMatrix } from '../import/wh40k/armyMatrix.js';
import type { ImportedRoster } from '../import/wh40k/importRoster.js';
import { armyAnalysis, unitScenario, type WeaponChoice } from '../import/wh40k/scenario.js';
import type { Wh40kUnit } from '../import/wh40k/unit.js';
import {
  armyAnalysis11e,
  type ImportedRoster11e,
  importWh40kRoster,
  unitScenario11e,
} from '../import/wh40k11e/importRoster.js';
import type { Wh40k11eUnit } from '../import/wh40k11e/unit.js';
import { SamplesSchema, SeedSchema } from '../scenario/schema.js';
import { jsonTerminalSafe, terminalSafe } from '../text/safe.js';
import { numberOption, OUTPUT_OPTIONS, parseOptions, UsageError } from './args.js';
import { type CliIo, readFileBytes } from './io.js';

/**
 * Help of `mathhammer import`.
 *
 * @example
 * ```ts
 * io.stdout(IMPORT_HELP);
 * ```
 */
export const IMPORT_HELP = `Usage: mathhammer import <roster> [options]

Read a Warhammer 40,000 roster: a BattleScribe or New Recruit .ros (XML),
.rosz (zipped) or New Recruit .json export. Lists every unit (models, points,
statline) and weapon (models carrying it, A, BS/WS, S, AP, D, keywords as
scenario rules), and warns about every keyword and ability that is not
modelled. Writes scenario or analysis files of the edition the roster's game
system names: "wh40k-10e", or "wh40k-11e" for an 11th-edition roster (see
docs/import.md).

Options:
  --against <roster>          the enemy roster (default: the same roster)
  --melee                     melee weapons instead of ranged ones
  --analysis <file>           write an analysis file: every unit (a profile)
                              against every enemy unit (a target)
  --scenario <file>           write one scenario: --unit against --target
  --unit NAME                 the attacking unit of --scenario
  --target NAME               the target unit of --scenario (from --against)
  --weapon NAME               only this weapon (repeat for several)
  --json                      print the imported roster as JSON
  -q, --quiet                 no warnings
  --no-color                  accepted for symmetry; the listing has no colour
  -h, --help                  show this help

Examples:
  mathhammer import army.rosz
  mathhammer import army.rosz --against enemy.json --analysis army-vs-enemy.json
  mathhammer matrix army.rosz --against enemy.json --melee
`;

/**
 * Read a roster file (bytes from the file system, or text on standard input), with the
 * importer's size limit.
 *
 * @throws {CliInputError} if the file cannot be read; {@link ImportError} if it is not a roster.
 * @example
 * ```ts
 * const army = await readRosterFile('army.rosz', io);
 * ```
 */
export async function readRosterFile(
  path: string,
  io: CliIo,
): Promise<ImportedRoster | ImportedRoster11e> {
  if (path === '-') {
    return importWh40kRoster(await io.readInput('-'), { source: 'standard input' });
  }
  const bytes = await readFileBytes(
    path,
    IMPORT_LIMITS.bytes,
    `at most ${(IMPORT_LIMITS.bytes / 1024 / 1024).toFixed(1)} MiB for a roster`,
  );
  return importWh40kRoster(bytes, { source: path });
}

/** An 11th-edition roster (the others are 10th edition's). */
function is11e(r: ImportedRoster | ImportedRoster11e): r is ImportedRoster11e {
  return 'ruleset' in r && r.ruleset === 'wh40k-11e';
}

/** Both rosters of one edition, or a usage error naming the two. */
function sameEdition(
  mine: ImportedRoster | ImportedRoster11e,
  theirs: ImportedRoster | ImportedRoster11e,
): void {
  if (is11e(mine) !== is11e(theirs)) {
    throw new UsageError(
      `--against: the two rosters are of different editions (${mine.gameSystem || 'unknown'}, ${theirs.gameSystem || 'unknown'})`,
    );
  }
}

function printWarnings(
  io: CliIo,
  rosters: readonly (ImportedRoster | ImportedRoster11e)[],
  notes: readonly string[] = [],
): void {
  for (const r of rosters) {
    for (const w of r.warnings) io.stderr(`mathhammer: warning: ${terminalSafe(w.message)}\n`);
  }
  for (const n of notes) io.stderr(`mathhammer: note: ${terminalSafe(n)}\n`);
}

/** The options of compare and matrix that a roster input reads. */
interface RosterValues {
  readonly against?: string | undefined;
  readonly melee?: boolean | undefined;
  readonly profile?: readonly string[] | undefined;
  readonly target?: readonly string[] | undefined;
  readonly json?: boolean | undefined;
  readonly svg?: string | undefined;
  readonly quiet?: boolean | undefined;
  readonly metric?: string | undefined;
  readonly method?: string | undefined;
  readonly samples?: string | undefined;
  readonly seed?: string | undefined;
}

function only<T>(
  list: readonly T[],
  names: readonly string[] | undefined,
  name: (t: T) => string,
  option: string,
): T[] {
  if (!names || names.length === 0) return [...list];
  return names.map((n) => {
    const found = list.find((x) => name(x).toLowerCase() === n.trim().toLowerCase());
    if (found === undefined) {
      throw new UsageError(
        `--${option}: no unit ${JSON.stringify(n)}; the units: ${list.map(name).join(', ')}`,
      );
    }
    return found;
  });
}

const f2 = (x: number) => x.toFixed(2);
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/**
 * `compare` and `matrix` with a roster: its units (ranged weapons, or `--melee`) against the
 * units of `--against` (default: its own), each cell the mean models slain, the mean wounds
 * lost and P(the unit destroyed) of one evaluation. `--profile` and `--target` pick units;
 * `compare` lists one column (one target) or one row (one attacking unit).
 *
 * @example
 * ```ts
 * await rosterCommand('matrix', ['army.rosz'], { against: 'enemy.json' }, io);
 * ```
 */
export async function rosterCommand(
  command: 'compare' | 'matrix',
  positionals: readonly string[],
  values: RosterValues,
  io: CliIo,
): Promise<number> {
  if (positionals.length !== 1) {
    throw new UsageError(
      `${command} takes one roster, got ${positionals.length}: ${positionals.join(' ')} (give the enemy with --against)`,
    );
  }
  if (values.svg !== undefined)
    throw new UsageError(`--svg: ${command} draws no chart of a roster yet; use --json`);
  const metric = values.metric === undefined ? undefined : rosterMetric(values.metric);
  const file = positionals[0]!;
  const read = await readRosterFile(file, io);
  if (is11e(read)) {
    throw new UsageError(
      `${command} with a roster reads 10th-edition rosters; ${file} is an 11th-edition one: write its analysis with "mathhammer import ${file} --analysis army.json", then run "mathhammer ${command} army.json"`,
    );
  }
  const mine = read;
  const against = values.against === undefined ? mine : await readRosterFile(values.against, io);
  sameEdition(mine, against);
  const theirs = against as ImportedRoster;
  const phase = values.melee ? 'melee' : 'ranged';
  const attackers = only(mine.units, values.profile, (u) => u.name, 'profile');
  const targets = only(theirs.units, values.target, (u) => u.name, 'target');
  const method =
    values.method ??
    (values.samples !== undefined || values.seed !== undefined ? 'monte-carlo' : 'exact');
  if (method !== 'exact' && method !== 'monte-carlo') {
    throw new UsageError(`--method: expected exact or monte-carlo, got ${JSON.stringify(method)}`);
  }
  // Read as `run` reads them: decimal digits only (`0x10` is not 16), within the format's range.
  const samples =
    values.samples === undefined
      ? undefined
      : numberOption('samples', values.samples, SamplesSchema);
  const seed =
    values.seed === undefined ? undefined : numberOption('seed', values.seed, SeedSchema);
  const m = armyMatrix(attackers, targets, {
    phase,
    method,
    ...(samples === undefined ? {} : { samples }),
    ...(seed === undefined ? {} : { seed }),
  });
  if (command === 'compare' && m.attackers.length > 1 && m.targets.length > 1) {
    throw new UsageError(
      `compare takes several units against one target, or one unit against several targets; ${m.attackers.length} units and ${m.targets.length} targets: choose with --target NAME or --profile NAME, or see them all with "mathhammer matrix"`,
    );
  }
  if (!values.quiet) printWarnings(io, theirs === mine ? [mine] : [mine, theirs], m.skipped);
  if (values.json) {
    io.stdout(`${jsonTerminalSafe(JSON.stringify({ ruleset: 'wh40k-10e', ...m }))}\n`);
    return 0;
  }
  const head = `${mine.name || file} (${phase} weapons) against ${theirs.name || values.against || file}: wh40k-10e, ${method === 'exact' ? 'exact' : `Monte Carlo: ${samples ?? 100000} samples, seed ${seed ?? 0}`}`;
  const tName = (t: ArmyMatrix['targets'][number]) => `${t.name} (${t.models})`;
  const lines = [
    head,
    metric
      ? `Each cell: ${metric.title}`
      : 'Each cell: models slain / wounds lost (means), P(unit destroyed)',
    '',
  ];
  if (command === 'compare') {
    const byTarget = m.targets.length === 1;
    const rows = byTarget
      ? m.attackers.map((a, i) => [a.name, m.cells[i]![0]!] as const)
      : m.targets.map((t, j) => [tName(t), m.cells[0]![j]!] as const);
    lines[0] = `${head}\n${byTarget ? `against ${tName(m.targets[0]!)}` : `${m.attackers[0]!.name} against each unit`}`;
    const w = Math.max(...rows.map(([n]) => n.length));
    lines.push(
      `${''.padEnd(w)}  ${'slain'.padStart(7)}  ${'wounds'.padStart(7)}  ${'P(destroyed)'.padStart(12)}`,
    );
    for (const [n, c] of rows)
      lines.push(
        `${n.padEnd(w)}  ${f2(c.slain).padStart(7)}  ${f2(c.woundsLost).padStart(7)}  ${pct(c.wipe).padStart(12)}`,
      );
  } else {
    const cell = (c: ArmyMatrixCell) =>
      metric ? metric.show(c) : `${f2(c.slain)} / ${f2(c.woundsLost)}, ${pct(c.wipe)}`;
    const cols = m.targets.map(tName);
    const w0 = Math.max(...m.attackers.map((a) => a.name.length));
    const widths = cols.map((c, j) =>
      Math.max(c.length, ...m.cells.map((row) => cell(row[j]!).length)),
    );
    lines.push(`${''.padEnd(w0)}  ${cols.map((c, j) => c.padStart(widths[j]!)).join('  ')}`);
    m.attackers.forEach((a, i) => {
      lines.push(
        `${a.name.padEnd(w0)}  ${m.cells[i]!.map((c, j) => cell(c).padStart(widths[j]!)).join('  ')}`,
      );
    });
  }
  // The names are the rosters': escapes in them are shown, never obeyed.
  io.stdout(terminalSafe(`${lines.join('\n')}\n`));
  return 0;
}

const IMPORT_OPTIONS = {
  against: { type: 'string' },
  melee: { type: 'boolean' },
  analysis: { type: 'string' },
  scenario: { type: 'string' },
  unit: { type: 'string' },
  target: { type: 'string' },
  weapon: { type: 'string', multiple: true },
  ...OUTPUT_OPTIONS,
} as const;

function findUnit<U extends Wh40kUnit | Wh40k11eUnit>(
  r: { readonly units: readonly U[] },
  name: string,
  option: string,
  file: string,
): U {
  const u = r.units.find((x) => x.name.toLowerCase() === name.trim().toLowerCase());
  if (!u) {
    throw new UsageError(
      `--${option}: no unit ${JSON.stringify(name)} in ${file}; its units: ${r.units.map((x) => x.name).join(', ')}`,
    );
  }
  return u;
}

const roll = (n: number | undefined) => (n === undefined ? '-' : `${n}+`);
/** ` (ranged)` for an invulnerable save good against one kind of attack only (11th edition). */
const scopeOf = (u: Wh40kUnit | Wh40k11eUnit) => {
  const t = u.target as { readonly invulnerableAgainst?: string } | undefined;
  return t?.invulnerableAgainst === undefined ? '' : ` (${t.invulnerableAgainst})`;
};

/** A characteristic as on a datasheet, dice set apart: `A2`, `A D6`. */
const dice = (v: number | string) => (typeof v === 'number' ? String(v) : ` ${v}`);

/**
 * The listing of one roster: a line per unit, a line per weapon.
 *
 * @example
 * ```ts
 * io.stdout(formatRoster(importRoster(text)));
 * ```
 */
export function formatRoster(r: ImportedRoster | ImportedRoster11e): string {
  const lines: string[] = [
    `${r.name || 'Roster'}: ${r.gameSystem || 'unknown game system'}${r.points === undefined ? '' : `, ${r.points} pts`}, ${r.units.length} units`,
  ];
  for (const u of r.units) {
    const s = u.stats;
    lines.push('');
    lines.push(
      `${u.name}${u.points === undefined ? '' : ` (${u.points} pts)`}: ${u.models} model${u.models === 1 ? '' : 's'}` +
        (s
          ? `, M${s.move} T${s.toughness} SV${roll(s.save)}${s.invulnerable === undefined ? '' : ` ${s.invulnerable}++${scopeOf(u)}`} W${s.wounds}${s.leadership === undefined ? '' : ` LD${s.leadership}+`}${s.objectiveControl === undefined ? '' : ` OC${s.objectiveControl}`}${s.feelNoPain === undefined ? '' : ` FNP${s.feelNoPain}+`}`
          : ', no statline'),
    );
    if (u.keywords.length > 0) lines.push(`  keywords: ${u.keywords.join(', ')}`);
    const width = Math.max(0, ...u.weapons.map((w) => w.name.length));
    for (const w of u.weapons) {
      const a = w.attacker;
      const skill = a.bs !== undefined ? `BS${a.bs}+` : a.ws !== undefined ? `WS${a.ws}+` : 'auto';
      const rules = a.rules.map((x) =>
        typeof x === 'string'
          ? x
          : `${x.rule} ${'keyword' in x ? `${x.keyword} ${x.on}+` : Object.values(x)[1]}`,
      );
      lines.push(
        `  ${w.kind.padEnd(6)} ${w.name.padEnd(width)}  ${String(a.models).padStart(3)}x  A${dice(a.attacks)} ${skill} S${a.strength} AP${a.ap} D${dice(a.damage)}${rules.length > 0 ? `  ${rules.join(', ')}` : ''}`,
      );
    }
  }
  const n = r.warnings.length;
  lines.push(
    '',
    n === 0
      ? 'Everything read is modelled.'
      : `${n} warning${n === 1 ? '' : 's'}: not modelled (see standard error)`,
  );
  // The names are the roster's: escapes in them are shown, never obeyed.
  return terminalSafe(`${lines.join('\n')}\n`);
}

/**
 * `mathhammer import <roster>`.
 *
 * @example
 * ```ts
 * await importCommand(['army.rosz', '--analysis', 'army.json'], io);
 * ```
 */
export async function importCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseOptions(args, IMPORT_OPTIONS);
  if (values.help) {
    io.stdout(IMPORT_HELP);
    return 0;
  }
  if (positionals.length !== 1) {
    throw new UsageError(
      positionals.length === 0
        ? 'import needs a roster file (.ros, .rosz or New Recruit .json)'
        : `import takes one roster, got ${positionals.length}: ${positionals.join(' ')} (give the enemy with --against)`,
    );
  }
  if (values.scenario !== undefined && (values.unit === undefined || values.target === undefined)) {
    throw new UsageError(
      '--scenario needs --unit NAME (the attacker) and --target NAME (the target)',
    );
  }
  if (values.svg !== undefined)
    throw new UsageError(
      'import draws no chart: --svg is for run, compare, matrix, sweep and turns',
    );
  const file = positionals[0]!;
  const mine = await readRosterFile(file, io);
  const theirs = values.against === undefined ? mine : await readRosterFile(values.against, io);
  sameEdition(mine, theirs);
  const phase = values.melee ? 'melee' : 'ranged';
  const notes: string[] = [];
  if (values.analysis !== undefined) {
    const { skipped, ...a } =
      is11e(mine) && is11e(theirs)
        ? armyAnalysis11e(mine.units, theirs.units, { phase })
        : armyAnalysis((mine as ImportedRoster).units, (theirs as ImportedRoster).units, { phase });
    notes.push(...(skipped ?? []));
    await io.writeOutput(values.analysis, `${JSON.stringify(a, null, 2)}\n`);
    notes.push(
      `wrote ${a.profiles.length} units against ${a.targets.length} units to ${values.analysis}`,
    );
  }
  if (values.scenario !== undefined) {
    const choice: WeaponChoice = values.weapon ? { weapons: values.weapon } : { phase };
    const where = values.against ?? file;
    let s: object;
    let u: { readonly name: string };
    let t: { readonly name: string };
    if (is11e(mine) && is11e(theirs)) {
      const [a, b] = [
        findUnit(mine, values.unit!, 'unit', file),
        findUnit(theirs, values.target!, 'target', where),
      ];
      [s, u, t] = [unitScenario11e(a, b, choice), a, b];
    } else {
      const a = findUnit(mine as ImportedRoster, values.unit!, 'unit', file);
      const b = findUnit(theirs as ImportedRoster, values.target!, 'target', where);
      [s, u, t] = [unitScenario(a, b, choice), a, b];
    }
    await io.writeOutput(values.scenario, `${JSON.stringify(s, null, 2)}\n`);
    notes.push(`wrote ${u.name} against ${t.name} to ${values.scenario}`);
  }
  if (values.json) {
    io.stdout(
      `${jsonTerminalSafe(JSON.stringify(values.against === undefined ? mine : { roster: mine, against: theirs }))}\n`,
    );
  } else {
    io.stdout(formatRoster(mine));
    if (theirs !== mine) io.stdout(`\n${formatRoster(theirs)}`);
  }
  if (!values.quiet) printWarnings(io, theirs === mine ? [mine] : [mine, theirs], notes);
  return 0;
}

/**
 * The one figure a roster matrix cell shows with `--metric`: `mean` (models slain), `wipe`
 * (P(the unit destroyed)), `wounds-lost`, `at-least-K` (P(at least K models slain)),
 * `characters` (leader models slain).
 */
function rosterMetric(name: string): { title: string; show: (c: ArmyMatrixCell) => string } {
  const k = /^at-least-(\d{1,4})$/.exec(name);
  if (k) {
    const n = Number(k[1]);
    return { title: `P(at least ${n} models slain)`, show: (c) => pct(c.atLeast[n] ?? 0) };
  }
  switch (name) {
    case 'mean':
      return { title: 'models slain (mean)', show: (c) => f2(c.slain) };
    case 'wipe':
      return { title: 'P(unit destroyed)', show: (c) => pct(c.wipe) };
    case 'wounds-lost':
      return { title: 'wounds lost (mean)', show: (c) => f2(c.woundsLost) };
    case 'characters':
      return {
        title: 'leader models slain (mean; - without a leader)',
        show: (c) => (c.charactersSlain === undefined ? '-' : f2(c.charactersSlain)),
      };
  }
  throw new UsageError(
    `--metric: with a roster, expected mean, wipe, wounds-lost, at-least-K or characters, got ${JSON.stringify(name)}`,
  );
}
