/**
 * `mathhammer run`: one scenario (a file, standard input or the built-in example) evaluated
 * exactly or by Monte Carlo (on worker threads when the run is long enough), printed as the
 * text report, JSON or an SVG chart. Loaded by the command line only for `run`.
 *
 * @module
 */

import { estimateCost } from '../cost/estimate.js';
import { formatCost } from '../cost/model.js';
import { chart, report } from '../report/index.js';
import { useColor } from '../report/style.js';
import { evaluateParsed } from '../scenario/evaluate.js';
import { summarizeScenario } from '../scenario/summarize.js';
import { parseScenario } from '../scenario/validate.js';
import { jsonTerminalSafe } from '../text/safe.js';
import {
  decimalNumber,
  METHOD_OPTIONS,
  merge,
  OUTPUT_OPTIONS,
  parseJson,
  parseOptions,
  runOverrides,
  UsageError,
} from './args.js';
import { DEFAULT_SCENARIO } from './defaultScenario.js';
import type { CliIo } from './io.js';

/**
 * Help of `mathhammer run`.
 *
 * @example
 * ```ts
 * io.stdout(RUN_HELP);
 * ```
 */
export const RUN_HELP = `Usage: mathhammer run [<scenario.json> | -] [options]

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

const RUN_OPTIONS = {
  ...METHOD_OPTIONS,
  workers: { type: 'string' },
  show: { type: 'string' },
  explain: { type: 'boolean' },
  ...OUTPUT_OPTIONS,
} as const;

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

/**
 * `mathhammer run [<scenario.json> | -] [options]`: evaluate one attack and print its report,
 * JSON or chart.
 *
 * @example
 * ```ts
 * await runCommand(['scenario.json', '--json'], io);
 * ```
 */
export async function runCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseOptions(args, RUN_OPTIONS);
  if (values.help) {
    io.stdout(RUN_HELP);
    return 0;
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
    return 0;
  }

  const status = scenario.method === 'monte-carlo' && io.stderrIsTTY && !values.quiet;
  if (status) {
    io.stderr(
      `sampling ${scenario.samples.toLocaleString('en-US')} attacks (seed ${scenario.seed ?? 0})...`,
    );
  }
  let result: ReturnType<typeof evaluateParsed>;
  try {
    // Worker threads (the same result for any number of them) for a Monte Carlo run, which
    // mathhammer/node spreads over threads when its engine cuts runs into chunks; it is
    // loaded only then, as it reads the whole core (every ruleset, analytics, JSON Schemas).
    const onProgress = status ? { onProgress: progressBar(io, scenario.seed ?? 0) } : {};
    const threads = workers !== 1 && scenario.method === 'monte-carlo';
    result = threads
      ? await (await import('../node/index.js')).evaluateParsedParallel(scenario, {
          ...(workers === undefined ? {} : { workers }),
          ...onProgress,
        })
      : evaluateParsed(scenario, onProgress);
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
    io.stdout(`${jsonTerminalSafe(JSON.stringify(result))}\n`);
  } else if (values.svg !== '-') {
    const color = useColor(io.env, io.stdoutIsTTY, values['no-color'] === true);
    io.stdout(report(result, { title: summary, color, quiet: values.quiet === true, ...show }));
  }
  return 0;
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
