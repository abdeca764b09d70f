/**
 * The `mathhammer` command line: `run`, `compare`, `matrix`, `sweep`, `turns`, `schema`,
 * `help`, `--version`. {@link runCli} takes
 * the arguments and a {@link CliIo} and returns the exit code, so the whole command line runs
 * in-process in tests as well as for real (`main.ts`).
 *
 * Exit codes: 0 success; 2 bad usage, an unreadable file or an invalid scenario (a message
 * on standard error, no stack trace); 1 an internal error (a bug: stack trace and a request
 * to report it).
 *
 * @module
 */

import { analysisJsonSchema } from '../analytics/analysisJsonSchema.js';
import { estimateCost } from '../cost/estimate.js';
import { formatCost } from '../cost/model.js';
import { MathhammerError } from '../errors.js';
import { evaluateParsedParallel } from '../node/index.js';
import { chart, report } from '../report/index.js';
import { useColor } from '../report/style.js';
import { evaluateParsed } from '../scenario/evaluate.js';
import { scenarioJsonSchema } from '../scenario/jsonSchema.js';
import { didYouMean } from '../scenario/suggest.js';
import { summarizeScenario } from '../scenario/summarize.js';
import { parseScenario } from '../scenario/validate.js';
import {
  ANALYTICS_HELP,
  compareCommand,
  matrixCommand,
  sweepCommand,
  turnsCommand,
} from './analytics.js';
import {
  decimalNumber,
  METHOD_OPTIONS,
  merge,
  OUTPUT_OPTIONS,
  parseJson,
  parseOptions,
  runOverrides,
  UsageError,
  unknownOption,
} from './args.js';
import { DEFAULT_SCENARIO } from './defaultScenario.js';
import { IMPORT_HELP, importCommand } from './importCommand.js';
import { CliInputError, type CliIo } from './io.js';

/**
 * Exit codes, as documented in docs/cli.md: 0 success, 1 internal error (a bug), 2 bad
 * usage or bad input.
 *
 * @example
 * ```ts
 * if ((await runCli(['run', 'x.json'], io)) === EXIT.usage) console.error('fix the file');
 * ```
 */
export const EXIT = { ok: 0, internal: 1, usage: 2 } as const;

export { UsageError };

const MAIN_HELP = `mathhammer: exact and Monte Carlo statistics for tabletop wargame attacks

Usage:
  mathhammer run [<scenario.json> | -] [options]   evaluate one attack
  mathhammer compare <file.json> [options]         compare loadouts, or targets
  mathhammer matrix <file.json> [options]          every profile against every target
  mathhammer sweep <file.json> --<char> <values>   vary one characteristic (Toughness...)
  mathhammer turns <file.json> [--turns N]         P(target destroyed within N turns)
  mathhammer import <roster> [options]             units and weapons of an army list
  mathhammer schema [--analysis]                   print the JSON Schema of scenario files
  mathhammer help [<command>]                      show help for a command

Options:
  -h, --help      show this help
  -v, --version   print the version

Run "mathhammer <command> --help" for the options of a command. "mathhammer
schema" prints the JSON Schema of scenario files; docs/scenario-format.md in the
repository describes them, and docs/analytics.md the analysis files of compare,
matrix, sweep and turns.

Exit codes: 0 success; 2 bad usage or bad scenario; 1 internal error (a bug).
`;

const RUN_HELP = `Usage: mathhammer run [<scenario.json> | -] [options]

Evaluate one attack described by a scenario file, or by standard input with "-"
(or redirected: mathhammer run < scenario.json). With no file and nothing on
standard input, runs a built-in example: 10 Bowmen shooting at 5 Draugr.

Options:
  --method exact|monte-carlo  how to compute (default: the scenario's, else exact)
  --samples N                 Monte Carlo samples, 1..1e9 (default 100000);
                              implies --method monte-carlo
  --seed S                    Monte Carlo seed, a whole number (default 0);
                              implies --method monte-carlo
  --explain                   print the estimated time and memory (and why a run
                              would be refused) instead of running it
  --workers N                 Monte Carlo threads, 1..256 (default: chosen from
                              the run's work and the CPUs, 1 for a short run);
                              the same result for every N
  --json                      print only the result, as JSON, on standard output
  --show <names>              only these results, comma-separated, in this order
                              (e.g. slain,woundsLost; default: all, slain first)
  --svg <file>                also write an SVG chart to <file>
                              ("-": the chart on standard output, instead of the report)
  -q, --quiet                 only the mean (+/- its standard error for Monte
                              Carlo, after a line with samples and seed) and sd
                              of each result; no status line
  --no-color                  no colour (so does the NO_COLOR environment variable)
  -h, --help                  show this help

Examples:
  mathhammer run examples/bowmen-vs-draugr.json
  mathhammer run scenario.json --samples 1e6 --seed 42 --json
  cat scenario.json | mathhammer run - --svg chart.svg
`;

const SCHEMA_HELP = `Usage: mathhammer schema [--analysis]

Print the JSON Schema (draft-07) of scenario files. The same file ships in the
package as schema/scenario.schema.json: point a scenario's "$schema" at it for
validation and completion in editors.

Options:
  --analysis   the JSON Schema of analysis files (compare, matrix, sweep,
               turns) instead: schema/analysis.schema.json
`;

const COMMANDS = [
  'run',
  'compare',
  'matrix',
  'sweep',
  'turns',
  'import',
  'schema',
  'help',
] as const;
const HELP: Record<(typeof COMMANDS)[number], string> = {
  run: RUN_HELP,
  ...ANALYTICS_HELP,
  import: IMPORT_HELP,
  schema: SCHEMA_HELP,
  help: MAIN_HELP,
};

/**
 * Run the command line with `argv` (without `node` and the script) and return the exit
 * code. Never throws: every error becomes a message on standard error and an exit code.
 *
 * @example
 * ```ts
 * process.exitCode = await runCli(['run', 'scenario.json', '--json'], nodeIo());
 * ```
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    return await dispatch(argv, io);
  } catch (e) {
    if (e instanceof UsageError) {
      io.stderr(`mathhammer: ${e.message}\nRun "mathhammer --help" for usage.\n`);
      return EXIT.usage;
    }
    if (e instanceof CliInputError || e instanceof MathhammerError) {
      io.stderr(`mathhammer: ${e.message}\n`);
      return EXIT.usage;
    }
    const detail = e instanceof Error ? (e.stack ?? `${e.name}: ${e.message}`) : String(e);
    io.stderr(
      `mathhammer: internal error\n${detail}\n\nThis is a bug in mathhammer ${io.version}: please report this bug${io.bugs ? ` at ${io.bugs}` : ''},\nwith the command you ran and the scenario file.\n`,
    );
    return EXIT.internal;
  }
}

async function dispatch(argv: readonly string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined) {
    io.stderr(MAIN_HELP);
    return EXIT.usage;
  }
  if (command === '-h' || command === '--help') {
    io.stdout(MAIN_HELP);
    return EXIT.ok;
  }
  if (command === '-v' || command === '--version') {
    io.stdout(`${io.version}\n`);
    return EXIT.ok;
  }
  switch (command) {
    case 'run':
      return run(rest, io);
    case 'compare':
      return compareCommand(rest, io);
    case 'matrix':
      return matrixCommand(rest, io);
    case 'sweep':
      return sweepCommand(rest, io);
    case 'turns':
      return turnsCommand(rest, io);
    case 'import':
      return importCommand(rest, io);
    case 'schema':
      return schema(rest, io);
    case 'help': {
      const topic = rest[0];
      if (topic === undefined) io.stdout(MAIN_HELP);
      else if ((COMMANDS as readonly string[]).includes(topic)) io.stdout(HELP[topic as 'run']);
      else throw unknownCommand(topic);
      return EXIT.ok;
    }
    default:
      throw unknownCommand(command);
  }
}

function unknownCommand(command: string): UsageError {
  if (command.startsWith('-')) return unknownOption(command, ['help', 'version']);
  const s = didYouMean(command, COMMANDS);
  return new UsageError(
    `unknown command ${JSON.stringify(command)}${s ? `; did you mean "${s}"?` : `; the commands are ${COMMANDS.join(', ')}`}`,
  );
}

const RUN_OPTIONS = {
  ...METHOD_OPTIONS,
  workers: { type: 'string' },
  show: { type: 'string' },
  explain: { type: 'boolean' },
  ...OUTPUT_OPTIONS,
} as const;

async function schema(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseOptions(args, {
    analysis: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    io.stdout(SCHEMA_HELP);
    return EXIT.ok;
  }
  if (positionals.length > 0) throw new UsageError('schema takes no arguments');
  const json = values.analysis ? analysisJsonSchema() : scenarioJsonSchema();
  io.stdout(`${JSON.stringify(json, null, 2)}\n`);
  return EXIT.ok;
}

/** `--show slain,woundsLost`: result names, comma-separated (checked against the result). */
function showOption(text: string): string[] {
  const names = text
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x !== '');
  if (names.length === 0) {
    throw new UsageError(
      `--show: expected result names such as slain,woundsLost, got ${JSON.stringify(text)}`,
    );
  }
  return names;
}

/** `--workers N`: a whole number from 1 to 256. */
function workersOption(text: string): number {
  const n = decimalNumber(text);
  if (!(Number.isInteger(n) && n >= 1 && n <= 256)) {
    throw new UsageError(
      `--workers: expected a whole number from 1 to 256, got ${JSON.stringify(text)}`,
    );
  }
  return n;
}

async function run(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseOptions(args, RUN_OPTIONS);
  if (values.help) {
    io.stdout(RUN_HELP);
    return EXIT.ok;
  }
  if (positionals.length > 1) {
    throw new UsageError(
      `run takes one scenario file, got ${positionals.length}: ${positionals.join(' ')}`,
    );
  }
  if (values.json && values.svg === '-') {
    throw new UsageError('--json and --svg - both want standard output; give --svg a file name');
  }

  // Options that override the scenario's own method, samples and seed.
  const overrides = runOverrides(values);
  // Omitted: chosen from the run's work (mathhammer/node's chooseWorkers).
  const workers = values.workers === undefined ? undefined : workersOption(values.workers);

  // The scenario: a file, standard input (`-`, or redirected), or the built-in example. With
  // no file, standard input that is not a terminal is read; if it holds nothing (a closed or
  // empty input, as under a process manager), the built-in example runs.
  const named = positionals[0];
  const piped = named === undefined && io.stdinIsTTY === false ? await io.readInput('-') : '';
  const file = named ?? (piped.trim() !== '' ? '-' : undefined);
  const source = file === undefined ? 'built-in scenario' : file === '-' ? 'standard input' : file;
  const raw =
    file === undefined
      ? DEFAULT_SCENARIO
      : parseJson(file === '-' && named === undefined ? piped : await io.readInput(file), source);
  const show = values.show === undefined ? {} : { show: showOption(values.show) };
  const scenario = parseScenario(merge(raw, overrides), source);
  const summary = summarizeScenario(scenario);
  if (values.explain) {
    // The estimate the run is accepted or refused by, without running it.
    const cost = estimateCost(scenario);
    io.stdout(values.json ? `${JSON.stringify({ cost })}\n` : formatCost(cost));
    return EXIT.ok;
  }

  const status = scenario.method === 'monte-carlo' && io.stderrIsTTY && !values.quiet;
  if (status) {
    io.stderr(
      `sampling ${scenario.samples.toLocaleString('en-US')} attacks (seed ${scenario.seed ?? 0})...`,
    );
  }
  let result: ReturnType<typeof evaluateParsed>;
  try {
    // Worker threads: the same result for any number of them.
    const onProgress = status ? { onProgress: progressBar(io, scenario.seed ?? 0) } : {};
    result =
      workers === 1
        ? evaluateParsed(scenario, onProgress)
        : await evaluateParsedParallel(scenario, {
            ...(workers === undefined ? {} : { workers }),
            ...onProgress,
          });
  } finally {
    if (status) io.stderr('\r\u001b[K');
  }

  if (values.svg !== undefined) {
    const svg = chart(result, { title: summary, ...show });
    if (values.svg === '-') io.stdout(svg);
    else {
      await io.writeOutput(values.svg, svg);
      if (!values.quiet) io.stderr(`wrote the chart to ${values.svg}\n`);
    }
  }
  if (values.json) {
    io.stdout(`${JSON.stringify(result)}\n`);
  } else if (values.svg !== '-') {
    const color = useColor(io.env, io.stdoutIsTTY, values['no-color'] === true);
    io.stdout(report(result, { title: summary, color, quiet: values.quiet === true, ...show }));
  }
  return EXIT.ok;
}

/**
 * A progress bar on standard error, redrawn after each chunk of samples:
 * `sampling [############------------] 50% of 1,000,000 attacks (seed 0)`.
 *
 * @example
 * ```ts
 * evaluateParsed(scenario, { onProgress: progressBar(io, 0) });
 * ```
 */
export function progressBar(io: CliIo, seed: number): (done: number, total: number) => void {
  const WIDTH = 24;
  return (done, total) => {
    const filled = Math.round((done / total) * WIDTH);
    io.stderr(
      `\r\u001b[Ksampling [${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${Math.floor((100 * done) / total)}% of ${total.toLocaleString('en-US')} attacks (seed ${seed})`,
    );
  };
}
