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
import { aos4ArmyAnalysis } from '../import/aos4/armyAnalysis.js';
import { aos4ArmyMatrix } from '../import/aos4/armyMatrix.js';
import {
  aos4UnitScenario,
  type ImportedAos4Roster,
  importAos4Roster,
} from '../import/aos4/importRoster.js';
import type { Aos4Unit } from '../import/aos4/unit.js';
import { armyMatrix11e } from '../import/armyMatrix11e.js';
import { gameOf, type RosterGame, rosterGame } from '../import/edition.js';
import { IMPORT_LIMITS, ImportError } from '../import/errors.js';
import {
  type ImportedKillTeam,
  importKillTeam,
  killTeamScenario,
} from '../import/killteam/importKillTeam.js';
import type { ArmyMatrix, ArmyMatrixCell, ArmyMatrixOptions } from '../import/matrix.js';
import { readDocument } from '../import/read.js';
import { readRoster } from '../import/roster.js';
import { attr } from '../import/tree.js';
import { armyMatrix } from '../import/wh40k/armyMatrix.js';
import { type ImportedRoster, importRoster } from '../import/wh40k/importRoster.js';
import { armyAnalysis, unitScenario, type WeaponChoice } from '../import/wh40k/scenario.js';
import { showRule, type Wh40kUnit } from '../import/wh40k/unit.js';
import {
  armyAnalysis11e,
  type ImportedRoster11e,
  importRoster11e,
  unitScenario11e,
} from '../import/wh40k11e/importRoster.js';
import type { Wh40k11eUnit } from '../import/wh40k11e/unit.js';
import { rulesetTitle } from '../rulesets/index.js';
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

Read a roster: a BattleScribe or New Recruit .ros (XML), .rosz (zipped) or
New Recruit .json export of Warhammer 40,000 (10th or 11th edition), Age of
Sigmar 4th edition or Kill Team (2024), as its game system names it; or a Kill
Team (2024) catalogue (.cat), every operative it lists. Lists every unit
(models, points, statline) and weapon (models carrying it, its characteristics,
its modes, keywords and abilities as scenario rules), and warns about every
keyword and ability that is not modelled. Writes scenario or analysis files of
that game: "wh40k-10e", "wh40k-11e", "aos4" or "killteam" (see docs/import.md).

Options:
  --against <roster>          the enemy roster (default: the same roster)
  --melee                     melee weapons instead of ranged ones (Age of
                              Sigmar: the combat phase, not the shooting phase;
                              Kill Team: a fight, each side's melee weapon)
  --analysis <file>           write an analysis file: every unit (a profile)
                              against every enemy unit (a target)
  --scenario <file>           write one scenario: --unit against --target
  --unit NAME                 the attacking unit of --scenario
  --target NAME               the target unit of --scenario (from --against)
  --weapon NAME               only this weapon (repeat for several); a mode's
                              profile ("Missile launcher - krak") fires that mode;
                              Kill Team: the operative's weapon, and in a fight
                              a second --weapon for the target's
  --attach NAME               a Leader of --against attached to --target (repeat
                              for several; rosters do not record attachments)
  --json                      print the imported roster as JSON
  -q, --quiet                 no warnings, and each roster's heading line only
  --no-color                  accepted for symmetry; the listing has no colour
  -h, --help                  show this help

Examples:
  mathhammer import army.rosz
  mathhammer import army.rosz --against enemy.json --analysis army-vs-enemy.json
  mathhammer import army.rosz --scenario s.json --unit A --target B --attach C
  mathhammer matrix army.rosz --against enemy.json --melee
`;

/**
 * A roster as its game reads it: a Warhammer 40,000 roster of either edition, or an Age of
 * Sigmar 4th-edition one.
 *
 * @example
 * ```ts
 * const r: AnyRoster = await readAnyRoster('army.rosz', io);
 * if (r.game === 'aos4') r.roster.units[0]!.ward;
 * ```
 */
export type AnyRoster =
  | { readonly game: 'wh40k-10e'; readonly roster: ImportedRoster }
  | { readonly game: 'wh40k-11e'; readonly roster: ImportedRoster11e }
  | { readonly game: 'aos4'; readonly roster: ImportedAos4Roster };

/**
 * Read a roster file (bytes from the file system, or text on standard input), with the
 * importer's size limit, as the game its game system names (`rosterGame`; a roster naming no
 * game it knows is read as 10th edition's, as before editions were told apart).
 *
 * @throws {CliInputError} if the file cannot be read; {@link ImportError} if it is not a roster.
 * @example
 * ```ts
 * const army = await readAnyRoster('army.rosz', io);
 * ```
 */
export async function readAnyRoster(path: string, io: CliIo): Promise<AnyRoster> {
  const { input, source } = await readListInput(path, io);
  return rosterOf(input, source);
}

/** A list file's bytes (or standard input's text), within the importer's size limit. */
async function readListInput(
  path: string,
  io: CliIo,
): Promise<{ input: string | Uint8Array; source: string }> {
  const source = path === '-' ? 'standard input' : path;
  const input =
    path === '-'
      ? await io.readInput('-')
      : await readFileBytes(
          path,
          IMPORT_LIMITS.bytes,
          `at most ${(IMPORT_LIMITS.bytes / 1024 / 1024).toFixed(1)} MiB for a roster`,
        );
  return { input, source };
}

/** A roster read as the game its game system names (see {@link readAnyRoster}). */
function rosterOf(input: string | Uint8Array, source: string): AnyRoster {
  const read = readRoster(input, source);
  // A game or edition the importers do not read is refused by name (gameOf).
  const game: RosterGame = gameOf([read.gameSystem, read.gameSystemId], source) ?? 'wh40k-10e';
  switch (game) {
    case 'killteam':
      throw new ImportError(
        source,
        '',
        `a Kill Team roster (game system ${JSON.stringify(read.gameSystem)}): "mathhammer import" and "mathhammer batch" read Kill Team; compare, matrix and plan do not`,
      );
    case 'aos4':
      return { game, roster: importAos4Roster(input, { source }) };
    case 'wh40k-11e':
      return { game, roster: importRoster11e(input, { source }) };
    default:
      return { game, roster: importRoster(input, { source }) };
  }
}

/**
 * A list `mathhammer import` reads: a roster of any game ({@link AnyRoster}), or a Kill Team
 * (2024) roster or catalogue (its operatives).
 *
 * @example
 * ```ts
 * const l: ImportList = await readImportList('2024 - Kasrkin.cat', io);
 * if (l.game === 'killteam') l.roster.units[0]!.weapons;
 * ```
 */
export type ImportList =
  | AnyRoster
  | { readonly game: 'killteam'; readonly roster: ImportedKillTeam };

/**
 * Whether a document's game system (a roster's, a catalogue's `gameSystemId`, a game system's
 * own) names Kill Team (2024): its importer reads catalogues as well as rosters.
 */
function isKillTeam(input: string | Uint8Array, source: string): boolean {
  const { root, node } = readDocument(input, source);
  const names =
    root === 'roster'
      ? [attr(node, 'gameSystemName'), attr(node, 'gameSystemId')]
      : root === 'catalogue'
        ? [attr(node, 'gameSystemId')]
        : root === 'gameSystem'
          ? [attr(node, 'name'), attr(node, 'id')]
          : [];
  return names.some((n) => n !== '' && rosterGame(n) === 'killteam');
}

/**
 * Read the file `mathhammer import` is given: a Kill Team (2024) roster or catalogue as its
 * operatives, any other roster as {@link readAnyRoster} reads it.
 *
 * @throws {CliInputError} if the file cannot be read; {@link ImportError} if it is not a list.
 * @example
 * ```ts
 * const team = await readImportList('2024 - Kasrkin.cat', io);
 * ```
 */
export async function readImportList(path: string, io: CliIo): Promise<ImportList> {
  const { input, source } = await readListInput(path, io);
  if (isKillTeam(input, source)) {
    return { game: 'killteam', roster: importKillTeam(input, { source }) };
  }
  return rosterOf(input, source);
}

/**
 * Why two rosters cannot be set against each other: they are of different games or editions
 * (each named by its game system and its ruleset's title); nothing when they are of one.
 *
 * @example
 * ```ts
 * gameMismatch(mine, theirs); // 'the two rosters are of different editions (...)'
 * ```
 */
export function gameMismatch(mine: ImportList, theirs: ImportList): string | undefined {
  if (mine.game === theirs.game) return undefined;
  const what =
    mine.game.startsWith('wh40k') && theirs.game.startsWith('wh40k') ? 'editions' : 'games';
  return `the two rosters are of different ${what} (${mine.roster.gameSystem || 'unknown'}: ${rulesetTitle(mine.game)}; ${theirs.roster.gameSystem || 'unknown'}: ${rulesetTitle(theirs.game)})`;
}

/** Both rosters of one game and edition, or a usage error naming the two. */
function sameGame(mine: ImportList, theirs: ImportList): void {
  const mismatch = gameMismatch(mine, theirs);
  if (mismatch !== undefined) throw new UsageError(`--against: ${mismatch}`);
}

function printWarnings(
  io: CliIo,
  rosters: readonly ImportList['roster'][],
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

/** Units picked by `--profile` / `--target` names (all of them without). */
function picked<U extends { readonly name: string }>(
  units: readonly U[],
  names: readonly string[] | undefined,
  option: string,
): U[] {
  return only(units, names, (u) => u.name, option);
}

/** The roster matrix of two rosters of one game, with the units `--profile`/`--target` pick. */
function rosterMatrix(
  mine: AnyRoster,
  theirs: AnyRoster,
  values: RosterValues,
  options: ArmyMatrixOptions,
): ArmyMatrix {
  if (mine.game === 'aos4' && theirs.game === 'aos4') {
    return aos4ArmyMatrix(
      picked<Aos4Unit>(mine.roster.units, values.profile, 'profile'),
      picked<Aos4Unit>(theirs.roster.units, values.target, 'target'),
      options,
    );
  }
  if (mine.game === 'wh40k-11e' && theirs.game === 'wh40k-11e') {
    return armyMatrix11e(
      picked<Wh40k11eUnit>(mine.roster.units, values.profile, 'profile'),
      picked<Wh40k11eUnit>(theirs.roster.units, values.target, 'target'),
      options,
    );
  }
  return armyMatrix(
    picked<Wh40kUnit>((mine.roster as ImportedRoster).units, values.profile, 'profile'),
    picked<Wh40kUnit>((theirs.roster as ImportedRoster).units, values.target, 'target'),
    options,
  );
}

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
  const mine = await readAnyRoster(file, io);
  const against = values.against === undefined ? mine : await readAnyRoster(values.against, io);
  sameGame(mine, against);
  const phase = values.melee ? 'melee' : 'ranged';
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
  const options: ArmyMatrixOptions = {
    phase,
    method,
    ...(samples === undefined ? {} : { samples }),
    ...(seed === undefined ? {} : { seed }),
  };
  const m = rosterMatrix(mine, against, values, options);
  const theirs = against.roster;
  if (command === 'compare' && m.attackers.length > 1 && m.targets.length > 1) {
    throw new UsageError(
      `compare takes several units against one target, or one unit against several targets; ${m.attackers.length} units and ${m.targets.length} targets: choose with --target NAME or --profile NAME, or see them all with "mathhammer matrix"`,
    );
  }
  if (!values.quiet) {
    printWarnings(io, against === mine ? [mine.roster] : [mine.roster, theirs], m.skipped);
  }
  if (values.json) {
    io.stdout(`${jsonTerminalSafe(JSON.stringify({ ruleset: mine.game, ...m }))}\n`);
    return 0;
  }
  const head = `${mine.roster.name || file} (${phase} weapons) against ${theirs.name || values.against || file}: ${rulesetTitle(mine.game)}, ${method === 'exact' ? 'exact' : `Monte Carlo: ${samples ?? 100000} samples, seed ${seed ?? 0}`}`;
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
  attach: { type: 'string', multiple: true },
  ...OUTPUT_OPTIONS,
} as const;

function findUnit<U extends { readonly name: string }>(
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
    // A unit of several statlines: a line per group, with the saves its wargear gives it.
    for (const g of u.target?.groups ?? []) {
      lines.push(
        `  group ${g.name ?? ''}: ${g.models}x T${g.toughness} SV${roll(g.save)}${g.invulnerable === undefined ? '' : ` ${g.invulnerable}++`} W${g.wounds}${g.feelNoPain === undefined ? '' : ` FNP${g.feelNoPain}+`}`,
      );
    }
    // A weapon of several modes is listed a line per mode: "Missile launcher: krak".
    const rows = u.weapons.flatMap((w) =>
      w.attacker.modes
        ? w.attacker.modes.map((m) => ({
            kind: w.kind,
            name: `${w.name}: ${m.name}`,
            a: { ...w.attacker, ...m },
          }))
        : [{ kind: w.kind, name: w.name, a: w.attacker }],
    );
    const width = Math.max(0, ...rows.map((w) => w.name.length));
    for (const { kind, name, a } of rows) {
      const skill = a.bs !== undefined ? `BS${a.bs}+` : a.ws !== undefined ? `WS${a.ws}+` : 'auto';
      const rules = a.rules.map(showRule);
      lines.push(
        `  ${kind.padEnd(6)} ${name.padEnd(width)}  ${String(a.models).padStart(3)}x  A${dice(a.attacks)} ${skill} S${a.strength} AP${a.ap} D${dice(a.damage)}${rules.length > 0 ? `  ${rules.join(', ')}` : ''}`,
      );
    }
    const read = 'abilityRules' in u ? (u.abilityRules ?? []).filter((x) => x.applied) : [];
    for (const x of read) {
      lines.push(
        `  ability ${x.name}: ${x.rules.map(showRule).join(', ')} on its ${x.weapons === 'all' ? '' : `${x.weapons} `}weapons`,
      );
    }
  }
  lines.push('', warningsLine(r.warnings.length));
  // The names are the roster's: escapes in them are shown, never obeyed.
  return terminalSafe(`${lines.join('\n')}\n`);
}

/**
 * The listing of an Age of Sigmar roster: a line per unit (models, Health, Save, Ward,
 * champion), a line per weapon (models carrying it, Atk, Hit, Wnd, Rnd, Dmg, abilities).
 *
 * @example
 * ```ts
 * io.stdout(formatAos4Roster(importAos4Roster(text)));
 * ```
 */
export function formatAos4Roster(r: ImportedAos4Roster): string {
  const lines: string[] = [
    `${r.name || 'Roster'}: ${r.gameSystem || 'unknown game system'}${r.points === undefined ? '' : `, ${r.points} pts`}, ${r.units.length} units`,
  ];
  for (const u of r.units) {
    lines.push('');
    lines.push(
      `${u.name}${u.points === undefined ? '' : ` (${u.points} pts)`}: ${u.models} model${u.models === 1 ? '' : 's'}, Health ${u.health} Save ${roll(u.save)}${u.ward === undefined ? '' : ` Ward ${u.ward}+`}${u.champion ? ', champion' : ''}`,
    );
    if (u.keywords.length > 0) lines.push(`  keywords: ${u.keywords.join(', ')}`);
    const width = Math.max(0, ...u.weapons.map((w) => w.name.length));
    for (const w of u.weapons) {
      const a = w.attacker;
      const abilities = (a.abilities ?? []).map((x) =>
        typeof x === 'string' ? x : `${x.rule} ${x.keyword}`,
      );
      lines.push(
        `  ${w.kind.padEnd(6)} ${w.name.padEnd(width)}  ${String(a.models).padStart(3)}x  Atk${dice(a.attacks ?? 1)} Hit${a.hit}+ Wnd${a.wound}+ Rnd${a.rend ?? 0} Dmg${dice(a.damage ?? 1)}${a.champion ? '  champion' : ''}${abilities.length > 0 ? `  ${abilities.join(', ')}` : ''}`,
      );
    }
  }
  lines.push('', warningsLine(r.warnings.length));
  // The names are the roster's: escapes in them are shown, never obeyed.
  return terminalSafe(`${lines.join('\n')}\n`);
}

/** The closing line of a listing. */
function warningsLine(n: number): string {
  return n === 0
    ? 'Everything read is modelled.'
    : `${n} warning${n === 1 ? '' : 's'}: not modelled (see standard error)`;
}

/**
 * The listing of a Kill Team list: a line per operative (APL, Move, Save, Wounds), a line per
 * weapon (ATK, HIT, DMG, and its WR as the data gives it).
 *
 * @example
 * ```ts
 * io.stdout(formatKillTeam(importKillTeam(bytes, { source: 'Kasrkin.cat' })));
 * ```
 */
export function formatKillTeam(r: ImportedKillTeam): string {
  const lines: string[] = [
    `${r.name || 'Roster'}: ${r.gameSystem || 'unknown game system'}, ${r.units.length} operative${r.units.length === 1 ? '' : 's'}`,
  ];
  for (const o of r.units) {
    lines.push('');
    lines.push(
      `${o.name}: APL ${o.apl}, Move ${o.move || '-'}, Save ${o.save}+, Wounds ${o.wounds}`,
    );
    const width = Math.max(0, ...o.weapons.map((w) => w.name.length));
    for (const w of o.weapons) {
      const x = w.weapon;
      lines.push(
        `  ${w.kind.padEnd(6)} ${w.name.padEnd(width)}  ATK ${x.atk} HIT ${x.hit}+ DMG ${x.damage}/${x.criticalDamage}${w.wr === '' || w.wr === '-' ? '' : `  ${w.wr}`}`,
      );
    }
  }
  lines.push('', warningsLine(r.warnings.length));
  // The names are the data's: escapes in them are shown, never obeyed.
  return terminalSafe(`${lines.join('\n')}\n`);
}

/** The listing of a list of any game. */
function listing(r: ImportList): string {
  if (r.game === 'killteam') return formatKillTeam(r.roster);
  return r.game === 'aos4' ? formatAos4Roster(r.roster) : formatRoster(r.roster);
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
  if (values.attach !== undefined && values.scenario === undefined) {
    throw new UsageError('--attach names Leaders attached to the --target of --scenario');
  }
  const file = positionals[0]!;
  const mine = await readImportList(file, io);
  const theirs = values.against === undefined ? mine : await readImportList(values.against, io);
  sameGame(mine, theirs);
  const phase = values.melee ? 'melee' : 'ranged';
  const notes: string[] = [];
  if (mine.game === 'killteam' || theirs.game === 'killteam') {
    if (values.analysis !== undefined) {
      throw new UsageError(
        '--analysis: not for Kill Team; write one attack with --scenario, or every operative against reference targets with "mathhammer batch"',
      );
    }
    if (values.attach !== undefined) throw new UsageError('--attach: Kill Team has no Leaders');
  }
  if (values.analysis !== undefined && mine.game !== 'killteam' && theirs.game !== 'killteam') {
    const { skipped, ...a } = analysisOf(mine, theirs, phase);
    notes.push(...(skipped ?? []));
    await io.writeOutput(values.analysis, `${JSON.stringify(a, null, 2)}\n`);
    notes.push(
      `wrote ${a.profiles.length} units against ${a.targets.length} units to ${values.analysis}`,
    );
  }
  if (values.scenario !== undefined) {
    const where = values.against ?? file;
    const choice: WeaponChoice = values.weapon ? { weapons: values.weapon } : { phase };
    const { scenario, unit, target } =
      mine.game === 'killteam' && theirs.game === 'killteam'
        ? killTeamScenarioOf(mine.roster, theirs.roster, values, file, where)
        : scenarioOf(mine as AnyRoster, theirs as AnyRoster, values, choice, file, where);
    await io.writeOutput(values.scenario, `${JSON.stringify(scenario, null, 2)}\n`);
    notes.push(`wrote ${unit} against ${target} to ${values.scenario}`);
  }
  if (values.json) {
    io.stdout(
      `${jsonTerminalSafe(JSON.stringify(values.against === undefined ? mine.roster : { roster: mine.roster, against: theirs.roster }))}\n`,
    );
  } else {
    // Quiet: each roster's heading line (name, game, points, units), not its whole listing.
    const shown = (r: ImportList) => (values.quiet ? `${listing(r).split('\n')[0]}\n` : listing(r));
    io.stdout(shown(mine));
    if (theirs !== mine) io.stdout(values.quiet ? shown(theirs) : `\n${listing(theirs)}`);
  }
  if (!values.quiet) {
    printWarnings(io, theirs === mine ? [mine.roster] : [mine.roster, theirs.roster], notes);
  }
  return 0;
}

/**
 * The analysis file of two rosters of one game (a roster of one game against another's is
 * refused before this), in the game's importer: the phase's weapons (Age of Sigmar: the
 * shooting phase, or the combat phase with `"melee"`).
 *
 * @example
 * ```ts
 * const a = analysisOf(await readAnyRoster('army.rosz', io), enemy, 'ranged');
 * ```
 */
export function analysisOf(mine: AnyRoster, theirs: AnyRoster, phase: 'ranged' | 'melee') {
  if (mine.game === 'aos4' && theirs.game === 'aos4') {
    // The combat phase with --melee, else the shooting phase, as for --scenario.
    return aos4ArmyAnalysis(mine.roster.units, theirs.roster.units, {
      phase: phase === 'melee' ? 'melee' : 'shooting',
    });
  }
  return mine.game === 'wh40k-11e' && theirs.game === 'wh40k-11e'
    ? armyAnalysis11e(mine.roster.units, theirs.roster.units, { phase })
    : armyAnalysis((mine.roster as ImportedRoster).units, (theirs.roster as ImportedRoster).units, {
        phase,
      });
}

/** The values of `import` that `--scenario` reads. */
interface ScenarioValues {
  readonly unit?: string | undefined;
  readonly target?: string | undefined;
  readonly weapon?: readonly string[] | undefined;
  readonly attach?: readonly string[] | undefined;
  readonly melee?: boolean | undefined;
}

/**
 * The Kill Team scenario of `--unit` against `--target`: a shooting attack with the weapon
 * `--weapon` names (needed when the operative has several ranged weapons), or with `--melee`
 * a fight, a second `--weapon` naming the target's melee weapon when it has several.
 */
function killTeamScenarioOf(
  mine: ImportedKillTeam,
  theirs: ImportedKillTeam,
  values: ScenarioValues,
  file: string,
  where: string,
): { scenario: object; unit: string; target: string } {
  const a = findUnit(mine, values.unit!, 'unit', file);
  const b = findUnit(theirs, values.target!, 'target', where);
  const weapons = values.weapon ?? [];
  const most = values.melee ? 2 : 1;
  if (weapons.length > most) {
    throw new UsageError(
      `--weapon: ${values.melee ? "a fight takes the operative's melee weapon and the target's" : 'a shooting attack takes one weapon'}, got ${weapons.length}: ${weapons.join(', ')}`,
    );
  }
  try {
    const scenario = killTeamScenario(a, b, {
      phase: values.melee ? 'fight' : 'shoot',
      ...(weapons[0] === undefined ? {} : { weapon: weapons[0] }),
      ...(weapons[1] === undefined ? {} : { targetWeapon: weapons[1] }),
    });
    const weapon = scenario.attacker.weapon;
    return { scenario, unit: `${a.name} (${weapon.name})`, target: b.name };
  } catch (e) {
    // The weapon is chosen on the command line: the message says so (its place names the
    // option, "weapon" or "targetWeapon", the first or the second --weapon).
    if (e instanceof ImportError) throw new UsageError(`--weapon: ${e.message}`);
    throw e;
  }
}

/**
 * The scenario of `--unit` (of the roster) against `--target` (of `--against`), with the
 * Leaders `--attach` names (of `--against`) attached to the target.
 */
function scenarioOf(
  mine: AnyRoster,
  theirs: AnyRoster,
  values: ScenarioValues,
  choice: WeaponChoice,
  file: string,
  where: string,
): { scenario: object; unit: string; target: string } {
  const attach = values.attach ?? [];
  if (mine.game === 'aos4' && theirs.game === 'aos4') {
    if (attach.length > 0) {
      throw new UsageError('--attach: Age of Sigmar units take no attached Leaders');
    }
    const a = findUnit(mine.roster, values.unit!, 'unit', file);
    const b = findUnit(theirs.roster, values.target!, 'target', where);
    return {
      scenario: aos4UnitScenario(aos4Weapons(a, choice), b, {
        phase:
          (choice.weapons ? aos4Weapons(a, choice).weapons[0]!.kind : choice.phase) === 'melee'
            ? 'melee'
            : 'shooting',
      }),
      unit: a.name,
      target: b.name,
    };
  }
  if (mine.game === 'wh40k-11e' && theirs.game === 'wh40k-11e') {
    if (attach.length > 0) {
      throw new UsageError(
        '--attach: wh40k-11e takes a target of one profile (no attached Leaders) yet',
      );
    }
    const a = findUnit(mine.roster, values.unit!, 'unit', file);
    const b = findUnit(theirs.roster, values.target!, 'target', where);
    return { scenario: unitScenario11e(a, b, choice), unit: a.name, target: b.name };
  }
  const units = (mine.roster as ImportedRoster).units;
  const enemy = (theirs.roster as ImportedRoster).units;
  const a = findUnit({ units }, values.unit!, 'unit', file);
  const b = findUnit({ units: enemy }, values.target!, 'target', where);
  const leaders = attach.map((n) => findUnit({ units: enemy }, n, 'attach', where));
  return {
    scenario: unitScenario(a, b, { ...choice, ...(leaders.length > 0 ? { attach: leaders } : {}) }),
    unit: a.name,
    target: leaders.length > 0 ? [b.name, ...leaders.map((l) => l.name)].join(' + ') : b.name,
  };
}

/** An Age of Sigmar unit with only the weapons `--weapon` names (all of them without). */
function aos4Weapons(u: Aos4Unit, choice: WeaponChoice): Aos4Unit {
  if (!choice.weapons) return u;
  const want = choice.weapons.map((w) => w.trim().toLowerCase());
  const missing = want.find((w) => !u.weapons.some((x) => x.name.toLowerCase() === w));
  if (missing !== undefined) {
    throw new UsageError(
      `--weapon: ${u.name} has no weapon ${JSON.stringify(missing)}; its weapons: ${u.weapons.map((w) => w.name).join(', ') || 'none'}`,
    );
  }
  const weapons = u.weapons.filter((w) => want.includes(w.name.toLowerCase()));
  if (new Set(weapons.map((w) => w.kind)).size > 1) {
    throw new UsageError(
      `--weapon: ${weapons.map((w) => `${w.name} (${w.kind})`).join(', ')}: one attack is made with weapons of one kind, melee or ranged`,
    );
  }
  return { ...u, weapons };
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
