/**
 * `mathhammer saves`: "across every save" for an aos4 or killteam scenario (`acrossSaves`,
 * `src/analytics/acrossSaves.ts`): mean damage, mean models slain and P(wipe) against saves 2+
 * to 6+ and none, without and with a ward (Kill Team: 2+ to 6+, in the open and in cover); a
 * table, `--json`, or an SVG line chart.
 *
 * @module
 */
import {
  type AcrossSaves,
  acrossSaves,
  acrossSavesChart,
  saveLabel,
} from '../analytics/acrossSaves.js';
import { renderLineChart } from '../analytics/svg.js';
import { makeStyle, useColor } from '../report/style.js';
import { parseScenario } from '../scenario/validate.js';
import { jsonTerminalSafe, terminalSafe } from '../text/safe.js';
import { parseJson } from './args.js';
import type { CliIo } from './io.js';
import { parseOptions, UsageError } from './usage.js';

/**
 * Help of `mathhammer saves`.
 *
 * @example
 * ```ts
 * io.stdout(SAVES_HELP);
 * ```
 */
export const SAVES_HELP = `Usage: mathhammer saves <scenario.json | -> [options]

Across every save: an aos4 scenario's mean damage (after the ward), mean models
slain and chance to wipe the target out, against saves 2+ to 6+ and no save,
without a ward and with one (docs/analytics.md, "Across every save"). A killteam
shooting attack: its target's Save 2+ to 6+, in the open and in cover.

Options:
  --ward N         the ward compared with none, 2..6 (default: the target's
                   ward, or 6; not for killteam)
  --attacker I     only this weapon profile (its index in "attackers", from 0)
  --svg FILE       write a line chart (SVG) of --figure; "-": standard output
  --figure NAME    the chart's figure: damage (default), slain or wipe
  --json           print the figures as JSON
  --no-color       no colours in the table
  -q, --quiet      no note on standard error
  -h, --help       show this help
`;

const FIGURES = ['damage', 'slain', 'wipe'] as const;

/** A whole number option in `min..max`. */
function wholeOption(name: string, text: string | undefined, min: number, max: number) {
  if (text === undefined) return undefined;
  const v = /^\s*\d{1,4}\s*$/.test(text) ? Number(text) : Number.NaN;
  if (!(v >= min && v <= max)) {
    throw new UsageError(
      `--${name}: expected a whole number ${min}..${max}, got ${JSON.stringify(text)}`,
    );
  }
  return v;
}

/** The table of the figures, one row per save. */
function formatSaves(a: AcrossSaves, color: boolean): string {
  const style = makeStyle(color);
  const f2 = (x: number) => x.toFixed(2).padStart(7);
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`.padStart(7);
  const lines = [
    style.bold(`${terminalSafe(a.attacker)} at ${terminalSafe(a.target)}: across every save`),
    '',
    `         ${a.columns[0].padEnd(27)}  ${a.columns[1]}`,
    `save     damage   slain    wipe    damage   slain    wipe`,
  ];
  a.saves.forEach((save, i) => {
    const o = a.withoutWard[i]!;
    const w = a.withWard[i]!;
    lines.push(
      `${saveLabel(save).padEnd(6)} ${f2(o.damage)} ${f2(o.slain)} ${pct(o.wipe)}  ${f2(w.damage)} ${f2(w.slain)} ${pct(w.wipe)}`,
    );
  });
  return `${lines.join('\n')}\n`;
}

/**
 * `mathhammer saves <scenario>`: see {@link SAVES_HELP}.
 *
 * @example
 * ```ts
 * await savesCommand(['examples/aos4-crit-mortal-vs-ward.json', '--ward', '5'], io);
 * ```
 */
export async function savesCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseOptions(args, {
    ward: { type: 'string' },
    attacker: { type: 'string' },
    svg: { type: 'string' },
    figure: { type: 'string' },
    json: { type: 'boolean' },
    'no-color': { type: 'boolean' },
    quiet: { type: 'boolean', short: 'q' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    io.stdout(SAVES_HELP);
    return 0;
  }
  if (positionals.length !== 1) {
    throw new UsageError(
      positionals.length === 0
        ? 'saves needs a scenario file (or "-" for standard input)'
        : `saves takes one file, got ${positionals.length}: ${positionals.join(' ')}`,
    );
  }
  if (values.json && values.svg === '-') {
    throw new UsageError('--json and --svg - both want standard output; give --svg a file name');
  }
  const figure = values.figure ?? 'damage';
  if (!(FIGURES as readonly string[]).includes(figure)) {
    throw new UsageError(`--figure: expected damage, slain or wipe, got ${JSON.stringify(figure)}`);
  }
  const ward = wholeOption('ward', values.ward, 2, 6);
  const attacker = wholeOption('attacker', values.attacker, 0, 9999);
  const file = positionals[0]!;
  const source = file === '-' ? 'standard input' : file;
  const scenario = parseScenario(parseJson(await io.readInput(file), source), source);
  const a = acrossSaves(scenario, {
    ...(ward === undefined ? {} : { ward }),
    ...(attacker === undefined ? {} : { attacker }),
  });
  if (values.svg !== undefined) {
    const chart = renderLineChart(acrossSavesChart(a, figure as (typeof FIGURES)[number]));
    if (values.svg === '-') io.stdout(chart);
    else {
      await io.writeOutput(values.svg, chart);
      if (!values.quiet) io.stderr(`wrote the chart to ${values.svg}\n`);
    }
  }
  if (values.json) io.stdout(`${jsonTerminalSafe(JSON.stringify(a))}\n`);
  else if (values.svg !== '-') {
    io.stdout(formatSaves(a, useColor(io.env, io.stdoutIsTTY, values['no-color'] === true)));
  }
  return 0;
}
