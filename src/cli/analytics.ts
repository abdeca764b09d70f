/**
 * The list-building commands: `mathhammer compare`, `matrix`, `sweep` and `turns`. Each reads
 * an analysis file (a scenario file, or one with `profiles` and `targets`), prints a table,
 * and can print JSON (`--json`) or write an SVG chart (`--svg`).
 *
 * @module
 */

import { compare, formatComparison } from '../analytics/compare.js';
import { matchupMatrix } from '../analytics/matrix.js';
import { type Metric, parseMetric } from '../analytics/metrics.js';
import { overTurns } from '../analytics/overTurns.js';
import type { SelectOptions } from '../analytics/pairs.js';
import { formatMatrix, formatSweep, formatTurns } from '../analytics/report.js';
import {
  compareChart,
  renderHeatmap,
  renderLineChart,
  sweepChart,
  turnsChart,
} from '../analytics/svg.js';
import {
  characteristicRange,
  SWEEP_CHARACTERISTICS,
  type SweepCharacteristic,
  sweep,
} from '../analytics/sweep.js';
import { MAX_TURNS } from '../analytics/turns.js';
import { InputError } from '../errors.js';
import { makeStyle, useColor } from '../report/style.js';
import { rulesetTitle } from '../rulesets/index.js';
import { type Analysis, parseAnalysis } from '../scenario/analysisSchema.js';
import { jsonTerminalSafe, terminalSafe } from '../text/safe.js';
import {
  METHOD_OPTIONS,
  merge,
  OUTPUT_OPTIONS,
  parseJson,
  parseOptions,
  runOverrides,
  UsageError,
} from './args.js';
import type { CliIo } from './io.js';
import { isRosterPath } from './rosterPath.js';

const ROSTER_HELP = `  --against <roster>          with a roster: the enemy roster (default: its own)
  --melee                     with a roster: melee weapons instead of ranged ones`;

const COMMON_HELP = `  --profile NAME              only this profile (repeat for several)
  --target NAME               only this target (repeat for several)
  --json                      print the result as JSON on standard output
  --svg <file>                also write an SVG chart to <file>
                              ("-": the chart on standard output, instead of the report)
  -q, --quiet                 no verdict and no "wrote the chart" note
  --no-color                  no colour (so does the NO_COLOR environment variable)
  -h, --help                  show this help`;

const METHOD_HELP = `  --method exact|monte-carlo  how to compute (default: the file's, else exact)
  --samples N                 Monte Carlo samples; implies --method monte-carlo
  --seed S                    Monte Carlo seed; implies --method monte-carlo`;

const FILE_HELP = `The file is a scenario file, or an analysis file: a scenario in which
"attackers" may be replaced by "profiles" (named loadouts with a points cost)
and "target" by "targets" (see docs/analytics.md).`;

const ROSTER_FILE_HELP = `It may also be a roster (.ros, .rosz, New Recruit .json): its units against
those of --against <roster> (default: its own), with ranged weapons or --melee
(see docs/import.md).`;

/**
 * Help texts of the analytics commands, by command.
 *
 * @example
 * ```ts
 * io.stdout(ANALYTICS_HELP.sweep);
 * ```
 */
export const ANALYTICS_HELP = {
  compare: `Usage: mathhammer compare <file.json | -> [options]

Compare several profiles against one target, or one profile against several
targets: mean, sd, P(wiped out), points per point, P(at least k) for every k;
which is best, by how much, and where the ranking by mean differs from the
ranking by P(at least k).
${FILE_HELP}
${ROSTER_FILE_HELP}

Options:
${METHOD_HELP}
${ROSTER_HELP}
${COMMON_HELP}

Examples:
  mathhammer compare examples/analytics/loadouts.json
  mathhammer compare examples/analytics/loadouts.json --target Draugr --svg compare.svg
`,
  matrix: `Usage: mathhammer matrix <file.json | -> [options]

Every profile against every target, one figure per cell, the best against each
target marked "*"; --svg draws it as a heat map. --json gives every figure of
every cell.
${FILE_HELP}
${ROSTER_FILE_HELP}

Options:
  --metric M                  the figure: mean (default), sd, wipe,
                              at-least-K (P(at least K slain)), kills-per-100,
                              points-slain, points-per-point,
                              wounds-lost, points-wounds-lost
${METHOD_HELP}
${ROSTER_HELP}
${COMMON_HELP}

Examples:
  mathhammer matrix examples/analytics/loadouts.json --metric wipe
  mathhammer matrix examples/analytics/loadouts.json --svg matrix.svg
`,
  sweep: `Usage: mathhammer sweep <file.json | -> --<characteristic> <values> [options]

Vary one characteristic over a range and evaluate every profile against every
target at each value: "what is this weapon good against".
${FILE_HELP}

Characteristics (give one), with values as a range, a list, or both
("3..8", "2+..none", "1,2,4", "8..3"):
  --toughness V   Toughness of the target, 1..10 (Scrollhammer; 1..30 wh40k-10e)
  --save V        armour save of the target, 2..6 or none (Scrollhammer)
  --ward V        ward save of the target, 2..6 or none (Scrollhammer)
  --wounds V      Wounds of the target's models, 1..100
  --defence V     Defence of the target, 1..10 (MESBG)
  --bs V          Ballistic Skill of the attackers, 1..10 (replaces hitOn)
  --shoot-value V Shoot Value of the attackers, 2..6 (MESBG)
  --strength V    Strength of the attackers, 1..10 (1..30 wh40k-10e)
  --ap V          Armour Piercing of the attackers, 0..10 (Scrollhammer)
  --shots V       shots (or attacks) per model of the attackers, 0..1000

Options:
  --metric M                  the figure: mean (default), sd, wipe, at-least-K,
                              kills-per-100, points-slain, points-per-point,
                              wounds-lost, points-wounds-lost
${METHOD_HELP}
${COMMON_HELP}

Examples:
  mathhammer sweep examples/analytics/loadouts.json --target Draugr --toughness 3..8
  mathhammer sweep examples/analytics/loadouts.json --target Draugr --save 2..none --svg sweep.svg
`,
  turns: `Usage: mathhammer turns <file.json | -> [--turns N] [options]

The same attack repeated turn after turn, exactly: P(the target destroyed
within t turns) and the mean models slain after t turns, for t = 1..N. The
state carries over (models left, damage on a wounded model); see
docs/analytics.md. Always exact; a Scrollhammer target must be one group.
${FILE_HELP}

Options:
  --turns N                   number of turns, 1..${MAX_TURNS} (default 3)
${COMMON_HELP}

Examples:
  mathhammer turns examples/analytics/loadouts.json --target Draugr --turns 5
`,
} as const;

/** Options of compare and matrix for a roster input (see importCommand.ts). */
const ROSTER_OPTIONS = {
  against: { type: 'string' },
  melee: { type: 'boolean' },
} as const;

const COMMON_OPTIONS = {
  profile: { type: 'string', multiple: true },
  target: { type: 'string', multiple: true },
  ...OUTPUT_OPTIONS,
} as const;

/** CLI option name -> characteristic. */
const CHARACTERISTIC_OPTIONS: Readonly<Record<string, SweepCharacteristic>> = {
  toughness: 'toughness',
  save: 'save',
  ward: 'ward',
  wounds: 'wounds',
  defence: 'defence',
  bs: 'bs',
  'shoot-value': 'shootValue',
  strength: 'strength',
  ap: 'ap',
  shots: 'shots',
};

const SWEEP_OPTIONS = {
  ...COMMON_OPTIONS,
  ...METHOD_OPTIONS,
  metric: { type: 'string' },
  ...(Object.fromEntries(
    Object.keys(CHARACTERISTIC_OPTIONS).map((k) => [k, { type: 'string' }]),
  ) as Record<keyof typeof CHARACTERISTIC_OPTIONS, { type: 'string' }>),
} as const;

type CommonValues = {
  against?: string | undefined;
  melee?: boolean | undefined;
  profile?: string[] | undefined;
  target?: string[] | undefined;
  json?: boolean | undefined;
  svg?: string | undefined;
  quiet?: boolean | undefined;
  'no-color'?: boolean | undefined;
  method?: string | undefined;
  samples?: string | undefined;
  seed?: string | undefined;
};

/** The file, read and validated, with the run options put over it. */
async function readAnalysis(
  command: string,
  positionals: readonly string[],
  values: CommonValues,
  io: CliIo,
): Promise<Analysis> {
  if (positionals.length !== 1) {
    throw new UsageError(
      positionals.length === 0
        ? `${command} needs an analysis or scenario file (or "-" for standard input)`
        : `${command} takes one file, got ${positionals.length}: ${positionals.join(' ')}`,
    );
  }
  if (values.json && values.svg === '-') {
    throw new UsageError('--json and --svg - both want standard output; give --svg a file name');
  }
  const file = positionals[0]!;
  const source = file === '-' ? 'standard input' : file;
  if (values.against !== undefined || values.melee) {
    throw new UsageError(
      `--against and --melee are for rosters (.ros, .rosz, New Recruit .json); ${file} is not one`,
    );
  }
  const raw = parseJson(await io.readInput(file), source, 'a JSON analysis or scenario');
  // A fight is no attack of profiles against targets: say so, rather than the schema's
  // "expected "shoot"" about its phase.
  const r = raw as { ruleset?: unknown; phase?: unknown } | null;
  // A scenario of a "fight" phase (MESBG's): whatever its ruleset says, not an attack.
  if (typeof r === 'object' && r !== null && r.phase === 'fight') {
    throw new UsageError(
      `${source} is a MESBG fight ("phase": "fight"); ${command} takes attacks (profiles against targets). Run the fight with "mathhammer run ${file}"; compare, sweep and repeat fights with the library's compareFights, sweepFight and fightsUntilSlain (docs/mesbg.md, "The Fight phase")`,
    );
  }
  const a = parseAnalysis(merge(raw, runOverrides(values)), source);
  // The text report prints names on a terminal: escapes in them are shown, not obeyed. JSON
  // keeps them as written (JSON.stringify escapes every control character).
  return values.json ? a : terminalSafeNames(a);
}

/** The analysis with its profile and target names made safe for a terminal. */
function terminalSafeNames(a: Analysis): Analysis {
  return {
    ...a,
    profiles: a.profiles.map((p) => ({ ...p, name: terminalSafe(p.name) })),
    targets: a.targets.map((t) => ({ ...t, name: terminalSafe(t.name) })),
  } as Analysis;
}

function selection(values: CommonValues): SelectOptions {
  // The text report's analysis holds its names made safe (`terminalSafeNames`): a name given
  // whole, escapes and all, is looked up as made safe too (terminalSafe leaves safe text as is).
  const safe = (names: string[]) => (values.json ? names : names.map(terminalSafe));
  return {
    ...(values.profile ? { profiles: safe(values.profile) } : {}),
    ...(values.target ? { targets: safe(values.target) } : {}),
  };
}

/** A library error about an option's value, said as the option's. */
function asOption<T>(option: string, f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof InputError) {
      throw new UsageError(`--${option}: ${e.message.replace(/^[\w]+: /, '')}`);
    }
    throw e;
  }
}

/** Print the report, the JSON or the chart, as the options say. */
async function output(
  io: CliIo,
  values: CommonValues,
  a: Analysis,
  json: object,
  report: (style: ReturnType<typeof makeStyle>) => string,
  svg: () => string,
): Promise<number> {
  if (values.svg !== undefined) {
    const chart = svg();
    if (values.svg === '-') io.stdout(chart);
    else {
      await io.writeOutput(values.svg, chart);
      if (!values.quiet) io.stderr(`wrote the chart to ${values.svg}\n`);
    }
  }
  if (values.json) {
    const head = {
      ruleset: a.ruleset,
      method: a.method,
      seed: a.method === 'monte-carlo' ? (a.seed ?? 0) : null,
      samples: a.method === 'monte-carlo' ? a.samples : null,
    };
    io.stdout(
      `${jsonTerminalSafe(JSON.stringify({ ...head, ...JSON.parse(JSON.stringify(json)) }))}\n`,
    );
  } else if (values.svg !== '-') {
    io.stdout(report(makeStyle(useColor(io.env, io.stdoutIsTTY, values['no-color'] === true))));
  }
  return 0;
}

/**
 * `mathhammer compare <file>`.
 *
 * @example
 * ```ts
 * await compareCommand(['loadouts.json', '--target', 'Draugr'], io);
 * ```
 */
export async function compareCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseOptions(args, {
    ...COMMON_OPTIONS,
    ...METHOD_OPTIONS,
    ...ROSTER_OPTIONS,
  });
  if (values.help) {
    io.stdout(ANALYTICS_HELP.compare);
    return 0;
  }
  if (await isRosterPath(positionals[0])) {
    return (await import('./importCommand.js')).rosterCommand('compare', positionals, values, io);
  }
  const a = await readAnalysis('compare', positionals, values, io);
  const profiles = values.profile?.length ?? a.profiles.length;
  const targets = values.target?.length ?? a.targets.length;
  if (profiles > 1 && targets > 1) {
    throw new UsageError(
      `compare takes several profiles against one target, or one profile against several targets; ${positionals[0]} has ${profiles} profiles and ${targets} targets: choose with --target NAME or --profile NAME, or see them all with "mathhammer matrix"`,
    );
  }
  const c = compare(a, selection(values));
  return output(
    io,
    values,
    a,
    c,
    (style) => formatComparison(c, a, style, values.quiet === true),
    () =>
      renderLineChart(
        compareChart(
          c,
          c.by === 'profiles'
            ? `P(at least k models slain): ${c.entries.length} profiles against ${c.best.target}`
            : `P(at least k models slain): ${c.best.profile} against ${c.entries.length} targets`,
        ),
      ),
  );
}

/**
 * `mathhammer matrix <file>`.
 *
 * @example
 * ```ts
 * await matrixCommand(['loadouts.json', '--metric', 'wipe'], io);
 * ```
 */
export async function matrixCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseOptions(args, {
    ...COMMON_OPTIONS,
    ...METHOD_OPTIONS,
    ...ROSTER_OPTIONS,
    metric: { type: 'string' },
  });
  if (values.help) {
    io.stdout(ANALYTICS_HELP.matrix);
    return 0;
  }
  if (await isRosterPath(positionals[0])) {
    return (await import('./importCommand.js')).rosterCommand('matrix', positionals, values, io);
  }
  const metric: Metric = asOption('metric', () => parseMetric(values.metric ?? 'mean'));
  const a = await readAnalysis('matrix', positionals, values, io);
  const m = matchupMatrix(a, selection(values));
  return output(
    io,
    values,
    a,
    { metric, ...m.toJSON() },
    (style) => formatMatrix(m, metric, a, style),
    () => renderHeatmap(m, metric),
  );
}

/**
 * `1..3` -> [1, 2, 3]; `2+..none` -> [2, 3, 4, 5, 6, null]; `1,4` -> [1, 4]; `8..3` counts
 * down. Numbers may carry a `+` (`4+`); `none` (or `-`) is no save.
 */
function parseValues(
  option: string,
  text: string,
  c: SweepCharacteristic,
  ruleset: Analysis['ruleset'],
): (number | null)[] {
  const spec = characteristicRange(c, ruleset);
  const bad = (why: string) =>
    new UsageError(
      `--${option}: ${why}; expected values ${spec.min}..${spec.max}${spec.none ? ' or none' : ''}, as a range or a list such as ${spec.none ? '2..none' : `${spec.min}..${Math.min(spec.max, spec.min + 5)}`} or ${spec.min},${spec.min + 1}`,
    );
  const value = (token: string): number | null => {
    const t = token.trim().toLowerCase();
    if (spec.none && (t === 'none' || t === '-')) return null;
    const m = /^(\d{1,4})\+?$/.exec(t);
    if (!m) throw bad(`cannot read ${JSON.stringify(token.trim())}`);
    const v = Number(m[1]);
    if (v < spec.min || v > spec.max) throw bad(`${v} is out of range`);
    return v;
  };
  const out: (number | null)[] = [];
  for (const part of text.split(',')) {
    const range = part.split('..');
    if (range.length === 1) out.push(value(range[0]!));
    else if (range.length === 2) {
      const from = value(range[0]!);
      const to = value(range[1]!);
      if (from === null) throw bad('a range cannot start at none');
      const end = to ?? spec.max;
      const step = end >= from ? 1 : -1;
      for (let v = from; step > 0 ? v <= end : v >= end; v += step) out.push(v);
      if (to === null) out.push(null);
    } else throw bad(`cannot read ${JSON.stringify(part)}`);
  }
  if (out.length > 100) throw bad(`${out.length} values, at most 100`);
  return out;
}

/**
 * `mathhammer sweep <file> --toughness 3..8`.
 *
 * @example
 * ```ts
 * await sweepCommand(['loadouts.json', '--save', '2..none'], io);
 * ```
 */
export async function sweepCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseOptions(args, SWEEP_OPTIONS);
  if (values.help) {
    io.stdout(ANALYTICS_HELP.sweep);
    return 0;
  }
  const given = Object.keys(CHARACTERISTIC_OPTIONS).filter(
    (k) => (values as Record<string, unknown>)[k] !== undefined,
  );
  if (given.length !== 1) {
    throw new UsageError(
      given.length === 0
        ? `sweep needs one characteristic to vary: ${Object.keys(CHARACTERISTIC_OPTIONS)
            .map((k) => `--${k}`)
            .join(', ')}`
        : `sweep varies one characteristic at a time, got ${given.map((k) => `--${k}`).join(' and ')}`,
    );
  }
  const option = given[0]!;
  const metric: Metric = asOption('metric', () => parseMetric(values.metric ?? 'mean'));
  const a = await readAnalysis('sweep', positionals, values, io);
  const c = CHARACTERISTIC_OPTIONS[option]!;
  if (!SWEEP_CHARACTERISTICS[c].rulesets.includes(a.ruleset)) {
    const usable = Object.entries(CHARACTERISTIC_OPTIONS)
      .filter(([, k]) => SWEEP_CHARACTERISTICS[k].rulesets.includes(a.ruleset))
      .map(([o]) => `--${o}`);
    throw new UsageError(
      `--${option}: ${SWEEP_CHARACTERISTICS[c].label} is not a characteristic of ${rulesetTitle(a.ruleset)}; sweep one of ${usable.join(', ')}`,
    );
  }
  const list = parseValues(option, (values as Record<string, string>)[option]!, c, a.ruleset);
  const s = sweep(a, { ...selection(values), characteristic: c, values: list });
  return output(
    io,
    values,
    a,
    { metric, ...s.toJSON() },
    (style) => formatSweep(s, metric, a, style),
    () => renderLineChart(sweepChart(s, metric)),
  );
}

/**
 * `mathhammer turns <file> --turns 5`.
 *
 * @example
 * ```ts
 * await turnsCommand(['loadouts.json', '--turns', '5'], io);
 * ```
 */
export async function turnsCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseOptions(args, {
    ...COMMON_OPTIONS,
    turns: { type: 'string' },
  });
  if (values.help) {
    io.stdout(ANALYTICS_HELP.turns);
    return 0;
  }
  const text = values.turns ?? '3';
  const turns = /^\s*\d{1,4}\s*$/.test(text) ? Number(text) : Number.NaN;
  if (!(Number.isInteger(turns) && turns >= 1 && turns <= MAX_TURNS)) {
    throw new UsageError(
      `--turns: expected a whole number 1..${MAX_TURNS}, got ${JSON.stringify(text)}`,
    );
  }
  const a = await readAnalysis('turns', positionals, values, io);
  const t = overTurns(a, { ...selection(values), turns });
  return output(
    io,
    values,
    { ...a, method: 'exact' },
    t,
    (style) => formatTurns(t, a, style),
    () => renderLineChart(turnsChart(t)),
  );
}
