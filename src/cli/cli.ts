/**
 * The `mathhammer` command line: `run`, `schema`, `help`, `--version`. {@link runCli} takes
 * the arguments and a {@link CliIo} and returns the exit code, so the whole command line runs
 * in-process in tests as well as for real (`main.ts`).
 *
 * Exit codes: 0 success; 2 bad usage, an unreadable file or an invalid scenario (a message
 * on standard error, no stack trace); 1 an internal error (a bug: stack trace and a request
 * to report it).
 *
 * @module
 */
import { type ParseArgsConfig, parseArgs } from 'node:util';
import * as v from 'valibot';
import { MathhammerError } from '../errors.js';
import { evaluateParsed } from '../scenario/evaluate.js';
import { scenarioJsonSchema } from '../scenario/jsonSchema.js';
import { MethodSchema, SamplesSchema, SeedSchema } from '../scenario/schema.js';
import { didYouMean } from '../scenario/suggest.js';
import { summarizeScenario } from '../scenario/summarize.js';
import { parseScenario } from '../scenario/validate.js';
import { DEFAULT_SCENARIO } from './defaultScenario.js';
import { CliInputError, type CliIo } from './io.js';
import { describeJsonError } from './jsonError.js';
import { formatReport } from './report.js';
import { makeStyle, useColor } from './style.js';
import { renderSvg } from './svg.js';

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

/**
 * Bad usage of the command line (unknown option, missing value...): exit code 2.
 *
 * @example
 * ```ts
 * throw new UsageError('unknown command "rnu"; did you mean "run"?');
 * ```
 */
export class UsageError extends Error {
  override name = 'UsageError';
}

const MAIN_HELP = `mathhammer: exact and Monte Carlo statistics for tabletop wargame attacks

Usage:
  mathhammer run [<scenario.json> | -] [options]   evaluate one attack
  mathhammer schema                                print the JSON Schema of scenario files
  mathhammer help [<command>]                      show help for a command

Options:
  -h, --help      show this help
  -v, --version   print the version

Run "mathhammer run --help" for the options of run. "mathhammer schema" prints
the JSON Schema of scenario files; docs/scenario-format.md in the repository
describes them.

Exit codes: 0 success; 2 bad usage or bad scenario; 1 internal error (a bug).
`;

const RUN_HELP = `Usage: mathhammer run [<scenario.json> | -] [options]

Evaluate one attack described by a scenario file, or by standard input with "-".
With no file, runs a built-in example: 10 Bowmen shooting at 5 Draugr.

Options:
  --method exact|monte-carlo  how to compute (default: the scenario's, else exact)
  --samples N                 Monte Carlo samples, 1..1e9 (default 100000);
                              implies --method monte-carlo
  --seed S                    Monte Carlo seed, a whole number (default 0);
                              implies --method monte-carlo
  --json                      print only the result, as JSON, on standard output
  --svg <file>                also write an SVG chart to <file>
                              ("-": the chart on standard output, instead of the report)
  -q, --quiet                 only the mean and sd of each result; no status line
  --no-color                  no colour (so does the NO_COLOR environment variable)
  -h, --help                  show this help

Examples:
  mathhammer run examples/bowmen-vs-draugr.json
  mathhammer run scenario.json --samples 1e6 --seed 42 --json
  cat scenario.json | mathhammer run - --svg chart.svg
`;

const SCHEMA_HELP = `Usage: mathhammer schema

Print the JSON Schema (draft-07) of scenario files. The same file ships in the
package as schema/scenario.schema.json: point a scenario's "$schema" at it for
validation and completion in editors.
`;

const COMMANDS = ['run', 'schema', 'help'] as const;
const HELP: Record<(typeof COMMANDS)[number], string> = {
  run: RUN_HELP,
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

function unknownOption(option: string, known: readonly string[]): UsageError {
  const s = didYouMean(option.replace(/^-+/, '').replace(/=.*$/, ''), known);
  return new UsageError(`unknown option ${option}${s ? `; did you mean --${s}?` : ''}`);
}

const RUN_OPTIONS = {
  method: { type: 'string' },
  samples: { type: 'string' },
  seed: { type: 'string' },
  json: { type: 'boolean' },
  svg: { type: 'string' },
  quiet: { type: 'boolean', short: 'q' },
  'no-color': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** `parseArgs`, with its errors turned into usage errors that suggest the right option. */
function parse<const O extends NonNullable<ParseArgsConfig['options']>>(
  args: readonly string[],
  options: O,
) {
  try {
    return parseArgs({ args: [...args], options, allowPositionals: true, strict: true });
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS')) {
      const m = /option '([^']+)'/i.exec((e as Error).message);
      if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && m) {
        throw unknownOption(m[1]!, Object.keys(options));
      }
      throw new UsageError((e as Error).message.replace(/^\w/, (c) => c.toLowerCase()));
    }
    throw e;
  }
}

/** A number option checked by the scenario's own schema: `--samples: expected 1..1e9, got 0`. */
function numberOption(
  name: string,
  text: string,
  schema: typeof SamplesSchema | typeof SeedSchema,
): number {
  const trimmed = text.trim();
  const n = trimmed === '' ? Number.NaN : Number(trimmed);
  const r = v.safeParse(schema, Number.isNaN(n) ? text : n);
  if (!r.success) throw new UsageError(`--${name}: ${r.issues[0].message}`);
  return r.output;
}

async function schema(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parse(args, { help: { type: 'boolean', short: 'h' } });
  if (values.help) {
    io.stdout(SCHEMA_HELP);
    return EXIT.ok;
  }
  if (positionals.length > 0) throw new UsageError('schema takes no arguments');
  io.stdout(`${JSON.stringify(scenarioJsonSchema(), null, 2)}\n`);
  return EXIT.ok;
}

/** Parse JSON; a syntax error says where: `x.json: not valid JSON: line 3, column 1: unexpected "}"`. */
function parseJson(text: string, source: string): unknown {
  if (text.trim() === '')
    throw new CliInputError(`${source}: the file is empty, expected a JSON scenario`);
  try {
    return JSON.parse(text);
  } catch (e) {
    const where = describeJsonError(text);
    const fallback = (e instanceof Error ? e.message : String(e)).split('\n')[0];
    throw new CliInputError(`${source}: not valid JSON: ${where ?? fallback}`);
  }
}

async function run(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parse(args, RUN_OPTIONS);
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
  const overrides: Record<string, unknown> = {};
  if (values.method !== undefined) {
    const r = v.safeParse(MethodSchema, values.method);
    if (!r.success) throw new UsageError(`--method: ${r.issues[0].message}`);
    overrides.method = r.output;
  }
  if (values.samples !== undefined)
    overrides.samples = numberOption('samples', values.samples, SamplesSchema);
  if (values.seed !== undefined) overrides.seed = numberOption('seed', values.seed, SeedSchema);
  if (overrides.samples !== undefined || overrides.seed !== undefined) {
    if (overrides.method === 'exact') {
      throw new UsageError('--samples and --seed are for --method monte-carlo, not exact');
    }
    overrides.method = 'monte-carlo';
  }

  // The scenario: a file, standard input, or the built-in example.
  const file = positionals[0];
  const source = file === undefined ? 'built-in scenario' : file === '-' ? 'standard input' : file;
  const raw = file === undefined ? DEFAULT_SCENARIO : parseJson(await io.readInput(file), source);
  const merged =
    typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? { ...raw, ...overrides } : raw;
  const scenario = parseScenario(merged, source);
  const summary = summarizeScenario(scenario);

  const status = scenario.method === 'monte-carlo' && io.stderrIsTTY && !values.quiet;
  if (status) {
    io.stderr(
      `sampling ${scenario.samples.toLocaleString('en-US')} attacks (seed ${scenario.seed ?? 0})...`,
    );
  }
  let result: ReturnType<typeof evaluateParsed>;
  try {
    result = evaluateParsed(scenario);
  } finally {
    if (status) io.stderr('\r\u001b[K');
  }

  if (values.svg !== undefined) {
    const svg = renderSvg(result, summary);
    if (values.svg === '-') io.stdout(svg);
    else {
      await io.writeOutput(values.svg, svg);
      if (!values.quiet) io.stderr(`wrote the chart to ${values.svg}\n`);
    }
  }
  if (values.json) {
    io.stdout(`${JSON.stringify(result)}\n`);
  } else if (values.svg !== '-') {
    const style = makeStyle(useColor(io.env, io.stdoutIsTTY, values['no-color'] === true));
    io.stdout(formatReport(result, summary, style, values.quiet === true));
  }
  return EXIT.ok;
}
