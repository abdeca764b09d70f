/**
 * `mathhammer plan`: the army's shooting phase planned (docs/army-turn.md): from a shooting
 * analysis file, or from two army lists (`--against`), the best adaptive plan's first
 * decisions and the values of the adaptive, best fixed and greedy plans side by side.
 *
 * @module
 */
import type {
  DecisionNode,
  ShootingAnalysis,
  ShootingObjective,
  ShootingPlan,
  ShootingStep,
} from '../armyTurn/types.js';
import { InputError } from '../errors.js';
import { decisionLine } from '../report/formatReport.js';
import { makeStyle, type Style, useColor } from '../report/style.js';
import { rulesetTitle } from '../rulesets/index.js';
import { jsonTerminalSafe, terminalSafe } from '../text/safe.js';
import { OUTPUT_OPTIONS, parseJson, parseOptions, UsageError } from './args.js';
import type { CliIo } from './io.js';
import { isRosterPath } from './rosterPath.js';

/**
 * Help text of `mathhammer plan`.
 *
 * @example
 * ```ts
 * io.stdout(PLAN_HELP);
 * ```
 */
export const PLAN_HELP = `Usage: mathhammer plan <roster> --against <roster> [options]
       mathhammer plan <analysis.json | -> [options]
       mathhammer plan --event <roster> <roster>... [--shard i/N] [-o file]

The army's shooting phase, planned exactly: which unit shoots next, at what,
seeing every result before the next is declared. Prints the best adaptive
plan's first decisions, with each outcome's probability, and the values of the
best adaptive plan, the best fixed plan (everything declared up front) and the
greedy plan (each unit in turn, best for itself alone) side by side
(docs/army-turn.md).

The input is a roster (.ros, .rosz, New Recruit .json), whose units with
ranged weapons shoot at the units of --against <roster>, or a shooting
analysis file (docs/army-turn.md; "mathhammer schema --shooting").

Options:
  --against <roster>          with a roster: the enemy roster (required)
  --shooter NAME              with a roster: only this unit shoots (repeatable;
                              default: every unit with a ranged weapon)
  --target NAME               with a roster: only this enemy unit is a target
                              (repeatable; default: every unit)
  --objective O               points (default: points of units destroyed),
                              points-removed, destroy:NAME, at-least:N
  --depth N                   decisions shown, 1..6 (default: the file's, else 2)
  --method auto|exact|rollout auto (default): exact when the estimate fits,
                              else the labelled rollout approximation
  --samples N                 the rollout's Monte Carlo runs
  --seed S                    the rollout's seed
  --json                      print the plan as JSON on standard output
  --no-color                  no colour (so does the NO_COLOR environment variable)
  -h, --help                  show this help

Every army list of an event against every other (--event): one row per
ordered pair (the lists' files, the ruleset, the method, the three values, the
first decision, or why the pair cannot be planned), in JSON Lines or CSV:
  --event                     the positionals are the event's rosters
  --format jsonl|csv          the rows' format (default: jsonl)
  --shard <i>/<N>             only the i-th of N equal shares of the rows (i from
                              0); "mathhammer merge" puts the shards together
  -o, --output <file>         write the rows to <file> (default: standard output)

Examples:
  mathhammer plan examples/rosters/strike-force.rosz --against examples/rosters/waaagh.json
  mathhammer plan army.rosz --against enemy.json --objective destroy:Boyz --depth 3
  mathhammer plan examples/army-turn/lascannons.json --json
  mathhammer plan --event lists/*.json --shard 0/8 -o cells-0.jsonl
`;

const PLAN_OPTIONS = {
  ...OUTPUT_OPTIONS,
  against: { type: 'string' },
  shooter: { type: 'string', multiple: true },
  target: { type: 'string', multiple: true },
  objective: { type: 'string' },
  depth: { type: 'string' },
  method: { type: 'string' },
  samples: { type: 'string' },
  seed: { type: 'string' },
  event: { type: 'boolean' },
  format: { type: 'string' },
  shard: { type: 'string' },
  output: { type: 'string', short: 'o' },
} as const;

/**
 * `mathhammer plan`: reads the analysis (or builds it from two rosters), plans the phase and
 * prints the plan (or its JSON).
 *
 * @returns the exit code (0)
 * @throws {UsageError} for bad options; {@link InputError} for a bad analysis
 * @example
 * ```ts
 * await planCommand(['army.rosz', '--against', 'enemy.json'], io);
 * ```
 */
export async function planCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseOptions(args, PLAN_OPTIONS);
  if (values.help) {
    io.stdout(PLAN_HELP);
    return 0;
  }
  if (values.svg !== undefined) throw new UsageError('plan draws no chart: --svg is not an option');
  if (values.event) return eventCommand(positionals, values, io);
  for (const o of ['format', 'shard', 'output'] as const) {
    if (values[o] !== undefined) throw new UsageError(`--${o} is for --event`);
  }
  if (positionals.length !== 1) {
    throw new UsageError(
      positionals.length === 0
        ? 'plan needs a roster (with --against) or a shooting analysis file (or "-" for standard input)'
        : `plan takes one file, got ${positionals.length}: ${positionals.join(' ')}`,
    );
  }
  const file = positionals[0]!;
  const roster = file !== '-' && (await isRosterPath(file));
  let analysis: Record<string, unknown>;
  if (roster) {
    if (values.against === undefined) {
      throw new UsageError(`plan: ${file} is a roster; --against <roster> names the enemy's`);
    }
    analysis = await rosterAnalysis(file, values.against, values.shooter, values.target, io);
  } else {
    for (const o of ['against', 'shooter', 'target'] as const) {
      if (values[o] !== undefined) {
        throw new UsageError(
          `--${o} is for rosters (.ros, .rosz, New Recruit .json); ${file} is not one`,
        );
      }
    }
    const source = file === '-' ? 'standard input' : file;
    const raw = parseJson(await io.readInput(file), source, 'a shooting analysis');
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      throw new InputError(`${source}: a shooting analysis is a JSON object`, '', raw);
    }
    analysis = raw as Record<string, unknown>;
  }
  analysis = { ...analysis, ...planOverrides(values) };
  const { planShooting } = await import('../armyTurn/index.js');
  const plan = planShooting(analysis);
  if (values.json) {
    io.stdout(`${jsonTerminalSafe(JSON.stringify(plan))}\n`);
    return 0;
  }
  const style = makeStyle(useColor(io.env, io.stdoutIsTTY, values['no-color'] === true));
  io.stdout(formatPlan(plan, analysis as unknown as ShootingAnalysis, style));
  return 0;
}

/** `--event`: the event matrix's rows, or a shard of them. */
async function eventCommand(
  rosters: readonly string[],
  values: {
    readonly format?: string | undefined;
    readonly shard?: string | undefined;
    readonly output?: string | undefined;
    readonly against?: string | undefined;
    readonly json?: boolean | undefined;
  } & Parameters<typeof planOverrides>[0],
  io: CliIo,
): Promise<number> {
  if (values.against !== undefined || values.json) {
    throw new UsageError(
      '--event takes the rosters as its files: --against and --json are not for it',
    );
  }
  const format = values.format ?? 'jsonl';
  if (format !== 'jsonl' && format !== 'csv') {
    throw new UsageError(`--format: expected jsonl or csv, got ${JSON.stringify(format)}`);
  }
  const { shardOption } = await import('./batchCommand.js');
  const { eventMatrix } = await import('./planEvent.js');
  const text = await eventMatrix(
    rosters,
    { format, ...(values.shard === undefined ? {} : { shard: shardOption(values.shard) }) },
    planOverrides(values),
    io,
  );
  if (values.output === undefined) io.stdout(text);
  else await io.writeOutput(values.output, text);
  return 0;
}

/** The shooting analysis of two rosters: the units of `mine` with ranged weapons at `theirs`. */
async function rosterAnalysis(
  file: string,
  against: string,
  shooters: readonly string[] | undefined,
  targets: readonly string[] | undefined,
  io: CliIo,
): Promise<Record<string, unknown>> {
  const { readAnyRoster, rosterAnalysisOf } = await import('./importCommand.js');
  const [mine, theirs] = await Promise.all([readAnyRoster(file, io), readAnyRoster(against, io)]);
  const a = rosterAnalysisOf(mine, theirs, 'ranged');
  const profiles: readonly { readonly name: string; readonly attackers: readonly object[] }[] =
    a.profiles;
  const pickedShooters = pick(profiles, shooters, '--shooter', file);
  const pickedTargets = pick<{ readonly name: string }>(a.targets, targets, '--target', against);
  if (pickedShooters.length === 0) {
    throw new UsageError(`plan: no unit of ${file} has a ranged weapon`);
  }
  if (pickedTargets.length === 0) throw new UsageError(`plan: ${against} has no unit to shoot at`);
  return {
    ruleset: a.ruleset,
    shooters: pickedShooters.map((p) => ({ name: p.name, attackers: p.attackers })),
    targets: pickedTargets,
  };
}

/** The units named (each must exist), or all of them. */
function pick<U extends { readonly name: string }>(
  units: readonly U[],
  names: readonly string[] | undefined,
  option: string,
  file: string,
): readonly U[] {
  if (names === undefined) return units;
  return names.map((n) => {
    const u = units.find((x) => x.name === n);
    if (u === undefined) {
      throw new UsageError(
        `${option}: ${file} has no unit ${JSON.stringify(n)} that can take part (it has: ${units.map((x) => x.name).join(', ') || 'none'})`,
      );
    }
    return u;
  });
}

/** The analysis fields the options set. */
function planOverrides(values: {
  readonly objective?: string | undefined;
  readonly depth?: string | undefined;
  readonly method?: string | undefined;
  readonly samples?: string | undefined;
  readonly seed?: string | undefined;
}): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  if (values.objective !== undefined) o.objective = objectiveOption(values.objective);
  if (values.depth !== undefined) o.depth = wholeOption('--depth', values.depth);
  if (values.method !== undefined) {
    if (!['auto', 'exact', 'rollout'].includes(values.method)) {
      throw new UsageError(
        `--method: expected auto, exact or rollout, got ${JSON.stringify(values.method)}`,
      );
    }
    o.method = values.method;
  }
  if (values.samples !== undefined) o.samples = wholeOption('--samples', values.samples);
  if (values.seed !== undefined) o.seed = wholeOption('--seed', values.seed);
  return o;
}

/** A whole number option, its range checked by the analysis's own schema. */
function wholeOption(name: string, text: string): number {
  if (!/^\s*\d{1,10}\s*$/.test(text)) {
    throw new UsageError(`${name}: expected a whole number, got ${JSON.stringify(text)}`);
  }
  return Number(text);
}

/** `--objective`: points, points-removed, destroy:NAME, at-least:N. */
function objectiveOption(text: string): ShootingObjective {
  if (text === 'points' || text === 'points-removed') return text;
  const destroy = /^destroy:(.+)$/.exec(text);
  if (destroy) return { destroy: destroy[1]! };
  const atLeast = /^at-least:(\d+(?:\.\d+)?)$/.exec(text);
  if (atLeast) return { atLeast: Number(atLeast[1]) };
  throw new UsageError(
    `--objective: expected points, points-removed, destroy:NAME or at-least:N, got ${JSON.stringify(text)}`,
  );
}

/** The objective's value in words, for the table's heading. */
function objectiveWords(o: ShootingObjective): string {
  if (o === 'points') return 'expected points destroyed';
  if (o === 'points-removed') return 'expected points removed';
  if ('destroy' in o) return `P(${terminalSafe(o.destroy)} destroyed)`;
  return `P(at least ${o.atLeast} points destroyed)`;
}

/** A value as the objective reads it: points to 1 decimal, probabilities to 3 (or 3 digits). */
function valueText(o: ShootingObjective, v: number): string {
  if (o === 'points' || o === 'points-removed') return v.toFixed(1);
  return v !== 0 && Math.abs(v) < 0.001 ? v.toPrecision(3) : v.toFixed(3);
}

/** One shooter's declaration in words: `Hellblasters: Plasma incinerator at Boyz`. */
function stepText(step: ShootingStep): string {
  const byTarget = new Map<string, string[]>();
  for (const a of step.assignment) {
    const key = a.target ?? '';
    byTarget.set(key, [...(byTarget.get(key) ?? []), terminalSafe(a.entry)]);
  }
  const parts = [...byTarget].map(([t, entries]) =>
    t === '' ? `holds ${entries.join(', ')}` : `${entries.join(', ')} at ${terminalSafe(t)}`,
  );
  return `${terminalSafe(step.shooter)}: ${parts.join('; ') || 'holds fire'}`;
}

/** `(value)` after a decision or an outcome, when the plan is exact (the rollout has none). */
function valueNote(o: ShootingObjective, v: number | undefined): string {
  return v === undefined ? '' : `  (${valueText(o, v)})`;
}

/** The decision tree, indented: each decision, then its outcome classes and what follows. */
function treeLines(
  node: DecisionNode,
  o: ShootingObjective,
  style: Style,
  indent: string,
  out: string[],
): void {
  out.push(`${indent}${style.bold(stepText(node.step))}${valueNote(o, node.value)}`);
  // The likeliest outcomes (the branches come likeliest first), the rest in one line: a volley
  // at a large unit has an outcome per model count, most of them too rare to plan on.
  const shown = node.branches.filter((b, i) => i < SHOWN_BRANCHES && b.probability >= 0.005);
  for (const b of shown) {
    out.push(
      `${indent}  ${percent(b.probability)}  ${terminalSafe(b.label)}${valueNote(o, b.value)}`,
    );
    if (b.next) treeLines(b.next, o, style, `${indent}         `, out);
  }
  const rest = node.branches.slice(shown.length);
  if (rest.length > 0) {
    const p = rest.reduce((sum, b) => sum + b.probability, 0);
    out.push(
      `${indent}  ${percent(p)}  ${rest.length} other outcome${rest.length === 1 ? '' : 's'}`,
    );
  }
}

/** The outcomes of a decision printed one by one; `--json` has them all. */
const SHOWN_BRANCHES = 4;

/** A probability as a percentage, aligned: ` 30.0%`. */
function percent(p: number): string {
  return `${(100 * p).toFixed(1).padStart(5)}%`;
}

/**
 * The plan as `mathhammer plan` prints it: the three values side by side, what adapting is
 * worth, the adaptive plan's decision tree, and the weapon choices decided.
 *
 * @example
 * ```ts
 * io.stdout(formatPlan(planShooting(analysis), analysis, makeStyle(false)));
 * ```
 */
export function formatPlan(plan: ShootingPlan, analysis: ShootingAnalysis, style: Style): string {
  const o = plan.objective;
  const out: string[] = [];
  out.push(
    style.bold(
      `Shooting phase: ${analysis.shooters.length} units against ${analysis.targets.length} (${rulesetTitle(plan.ruleset)})`,
    ),
  );
  const estimate = (v: number, se: number | undefined) =>
    se === undefined ? valueText(o, v) : `${valueText(o, v)} ± ${valueText(o, se)}`;
  const rows: [string, string, string][] = [
    [
      'best adaptive plan',
      estimate(plan.adaptive.value, plan.adaptive.standardError),
      plan.adaptive.exact ? 'exact optimum' : 'rollout estimate: NOT the exact optimum',
    ],
    [
      'best fixed plan',
      valueText(o, plan.fixed.value),
      plan.fixed.exact
        ? 'exact, best of every order'
        : 'exact value of a local search: not proven best',
    ],
    [
      'greedy plan',
      estimate(plan.greedy.value, plan.greedy.standardError),
      plan.greedy.exact ? 'exact' : 'Monte Carlo estimate',
    ],
  ];
  const width = Math.max(...rows.map((r) => r[1].length), objectiveWords(o).length);
  out.push(`${''.padEnd(20)}${objectiveWords(o).padStart(width)}`);
  for (const [name, v, how] of rows) out.push(`${name.padEnd(20)}${v.padStart(width)}  ${how}`);
  const worth = plan.adaptive.value - plan.fixed.value;
  out.push(
    `Adapting to the dice is worth ${worth >= 0 ? '+' : ''}${valueText(o, worth)} over the best fixed plan${plan.adaptive.exact && plan.fixed.exact ? '' : ' (estimated)'}.`,
  );
  if (plan.adaptive.note) out.push(terminalSafe(plan.adaptive.note));
  out.push(
    '',
    style.bold(
      plan.adaptive.exact
        ? 'The plan (each outcome with its probability, and the value from there):'
        : "The rollout's first decisions (each outcome with its probability):",
    ),
  );
  treeLines(plan.adaptive.tree, o, style, '', out);
  out.push('', style.bold('The best fixed plan, in order:'));
  plan.fixed.plan.forEach((s, i) => out.push(`${i + 1}. ${stepText(s)}`));
  if (plan.decisions.length > 0) {
    out.push('', style.bold('Weapon choices left to "best", decided in the volleys:'));
    for (const d of plan.decisions) {
      for (const c of d.decisions) {
        out.push(
          `${terminalSafe(d.shooter)} at ${terminalSafe(d.target)}: ${terminalSafe(decisionLine(c))}`,
        );
      }
    }
  }
  return `${out.join('\n')}\n`;
}
