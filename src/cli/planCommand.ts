/**
 * `mathhammer plan`: the army's shooting phase planned (`planShooting`, docs/army-turn.md), from
 * a shooting analysis file or from two army lists (`--roster mine --against theirs`): the first
 * steps of the best adaptive plan and the three values (adaptive, best fixed, greedy).
 *
 * @module
 */
import { planShooting } from '../armyTurn/planShooting.js';
import type {
  DecisionNode,
  ShootingObjective,
  ShootingPlan,
  ShootingStep,
} from '../armyTurn/types.js';
import { stepWords } from '../armyTurn/words.js';
import { rulesetTitle } from '../rulesets/index.js';
import { jsonTerminalSafe, terminalSafe } from '../text/safe.js';
import { parseJson, parseOptions, UsageError } from './args.js';
import { analysisOf, gameMismatch, readAnyRoster } from './importCommand.js';
import type { CliIo } from './io.js';

/**
 * The help of `mathhammer plan`.
 *
 * @example
 * ```ts
 * io.stdout(PLAN_HELP);
 * ```
 */
export const PLAN_HELP = `Usage: mathhammer plan <analysis.json | -> [options]
       mathhammer plan --roster <mine> --against <theirs> [options]
       mathhammer plan --event <roster> <roster>... [--shard i/N] [-o file]

The army's shooting phase planned (docs/army-turn.md): who shoots what, in what
order, adapting to the dice. Prints the first steps of the best adaptive plan
(each shooter's targets, then the next decision after each outcome) and three
values side by side: the best adaptive plan, the best plan declared up front
(every order and target), and the greedy plan (each unit in the listed order,
best for itself alone). Exact when the estimate fits the limits; otherwise the
labelled approximation (a rollout), which the output says is not the optimum.

The file is a shooting analysis (wh40k-10e, wh40k-11e or aos4): "shooters",
"targets", "objective"... (docs/army-turn.md). With --roster, the units of the
two army lists (.ros, .rosz, New Recruit .json) with ranged weapons.

Options:
  --roster <file>             my army list (instead of an analysis file)
  --against <file>            with --roster: the enemy's army list (default: my own)
  --shooters <names|all>      with --roster: my units that shoot, comma-separated (default: all)
  --targets <names|all>       with --roster: the enemy units, comma-separated (default: all)
  --objective <objective>     points (default), points-removed, destroy:<target>,
                              at-least:<points>
  --depth N                   decisions deep of the plan printed, 1..8 (default 2)
  --method <method>           auto (default), exact or rollout
  --samples N, --seed N       the approximation's Monte Carlo runs and seed
  --json                      print the whole plan as JSON
  -h, --help                  show this help

Every army list of an event against every other (--event): one row per
ordered pair (the lists' files, the ruleset, the method, the three values, the
first decision, or why the pair cannot be planned), in JSON Lines or CSV:
  --event                     the files given are the event's rosters
  --format jsonl|csv          the rows' format (default: jsonl)
  --shard <i>/<N>             only the i-th of N equal shares of the rows (i from
                              0); "mathhammer merge" puts the shards together
  -o, --output <file>         write the rows to <file> (default: standard output)

Examples:
  mathhammer plan --roster examples/rosters/strike-force.rosz --against examples/rosters/waaagh.json
  mathhammer plan shooting.json --objective destroy:Boyz --depth 3
  mathhammer plan --event lists/*.json --shard 0/4 -o cells-0.jsonl
`;

/** `--objective` read: `points`, `points-removed`, `destroy:NAME`, `at-least:N`. */
function objectiveOption(text: string): ShootingObjective {
  if (text === 'points' || text === 'points-removed') return text;
  if (text.startsWith('destroy:') && text.length > 8) return { destroy: text.slice(8) };
  const m = /^at-least:(\d+)$/.exec(text);
  if (m) return { atLeast: Number(m[1]) };
  throw new UsageError(
    `--objective: expected points, points-removed, destroy:<target> or at-least:<points>, got ${JSON.stringify(text)}`,
  );
}

/** A whole-number option, as the analysis's schema then checks its range. */
function wholeOption(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text))
    throw new UsageError(`--${name}: expected a whole number, got ${JSON.stringify(text)}`);
  return Number(text);
}

/** Names picked by `--shooters`/`--targets` (`all` or comma-separated), each one of `names`. */
function pick(
  option: string,
  text: string | undefined,
  names: readonly string[],
): readonly string[] {
  if (text === undefined || text === 'all') return names;
  const wanted = text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  for (const w of wanted) {
    if (!names.includes(w)) {
      throw new UsageError(
        `--${option}: no unit is named ${JSON.stringify(w)}; the units are ${names.map((n) => JSON.stringify(n)).join(', ')}`,
      );
    }
  }
  return wanted;
}

/** The shooting analysis of two army lists: my units with ranged weapons at theirs. */
async function rosterAnalysis(
  values: Record<string, string | boolean | undefined>,
  io: CliIo,
): Promise<Record<string, unknown>> {
  const mine = await readAnyRoster(values.roster as string, io);
  const theirs =
    values.against === undefined ? mine : await readAnyRoster(values.against as string, io);
  const mismatch = gameMismatch(mine, theirs);
  if (mismatch !== undefined) throw new UsageError(`--against: ${mismatch}`);
  // The game's importer builds it (the shooting phase: ranged weapons).
  const a = analysisOf(mine, theirs, 'ranged');
  const {
    profiles,
    targets,
    skipped: _skipped,
    description: _d,
    ...rest
  } = a as unknown as {
    profiles: { name: string; attackers: object[] }[];
    targets: { name: string }[];
    skipped?: unknown;
    description?: string;
  } & Record<string, unknown>;
  const shooters = pick(
    'shooters',
    values.shooters as string | undefined,
    profiles.map((p) => p.name),
  );
  const aimed = pick(
    'targets',
    values.targets as string | undefined,
    targets.map((t) => t.name),
  );
  return {
    ...rest,
    shooters: profiles
      .filter((p) => shooters.includes(p.name))
      .map((p) => ({ name: p.name, attackers: p.attackers })),
    targets: targets.filter((t) => aimed.includes(t.name)),
  };
}

/** `Eradicator Squad: Melta rifle -> Deff Dread; Combi-weapon holds`. */
const stepLine = (step: ShootingStep) => stepWords(step, '->');

/** The tree as indented lines: each decision, then each branch's probability and label. */
function treeLines(node: DecisionNode, level: number, out: string[]): void {
  const pad = '   '.repeat(level);
  out.push(`${pad}${level + 1}. ${stepLine(node.step)}`);
  // The likeliest outcomes (the branches come likeliest first), the rest in one line: a volley
  // at a large unit has an outcome per model count, most of them too rare to plan on; --json
  // has them all.
  const shown = node.branches.filter((b, i) => i < SHOWN_BRANCHES && b.probability >= 0.005);
  for (const b of shown) {
    const value = b.value === undefined ? '' : `  (expected in the end: ${b.value.toFixed(2)})`;
    out.push(`${pad}   ${percent(b.probability)}  ${b.label}${value}`);
    if (b.next) treeLines(b.next, level + 1, out);
  }
  const rest = node.branches.slice(shown.length);
  if (rest.length > 0) {
    const p = rest.reduce((sum, b) => sum + b.probability, 0);
    out.push(`${pad}   ${percent(p)}  ${rest.length} other outcome${rest.length === 1 ? '' : 's'}`);
  }
}

/** The outcomes of a decision printed one by one. */
const SHOWN_BRANCHES = 4;

/** A probability as a percentage, aligned: ` 30.0%`. */
function percent(p: number): string {
  return `${(p * 100).toFixed(1).padStart(5)}%`;
}

/** The plan as text: its first steps, then the three values. */
function planText(plan: ShootingPlan): string {
  const o = plan.objective;
  const what =
    o === 'points'
      ? 'expected points destroyed'
      : o === 'points-removed'
        ? 'expected points removed'
        : 'destroy' in o
          ? `P(${o.destroy} destroyed)`
          : `P(at least ${o.atLeast} points destroyed)`;
  const a = plan.adaptive;
  const lines = [
    `Shooting plan (${rulesetTitle(plan.ruleset)}), objective: ${what}`,
    '',
    'First steps of the best adaptive plan:',
  ];
  treeLines(a.tree, 0, lines);
  lines.push('', 'Values:');
  const v = (x: number) => x.toFixed(3);
  lines.push(
    `  adaptive  ${v(a.value)}${a.exact ? '  exact' : `  ± ${v(a.standardError ?? 0)} (${a.note ?? 'approximation'})`}`,
  );
  lines.push(
    `  fixed     ${v(plan.fixed.value)}  ${plan.fixed.exact ? 'best over every order and target' : 'best found by local search (not proven the best)'}`,
  );
  lines.push(
    `  greedy    ${v(plan.greedy.value)}${plan.greedy.exact ? '' : `  ± ${v(plan.greedy.standardError ?? 0)} (Monte Carlo)`}`,
  );
  lines.push('', 'Best fixed plan:');
  plan.fixed.plan.forEach((s, i) => {
    lines.push(`  ${i + 1}. ${stepLine(s)}`);
  });
  if (a.exact) {
    lines.push(
      '',
      `Adapting to the dice is worth ${v(a.value - plan.fixed.value)} over the best fixed plan; the greedy plan (no lookahead, the listed order) falls ${v(a.value - plan.greedy.value)} short of the adaptive one.`,
    );
  }
  return `${terminalSafe(lines.join('\n'))}\n`;
}

/** The analysis fields that the options set, for one plan or every cell of `--event`. */
function planOverrides(values: {
  readonly objective?: string | undefined;
  readonly depth?: string | undefined;
  readonly method?: string | undefined;
  readonly samples?: string | undefined;
  readonly seed?: string | undefined;
}): Record<string, unknown> {
  const depth = wholeOption('depth', values.depth);
  const samples = wholeOption('samples', values.samples);
  const seed = wholeOption('seed', values.seed);
  return {
    ...(values.objective === undefined ? {} : { objective: objectiveOption(values.objective) }),
    ...(depth === undefined ? {} : { depth }),
    ...(values.method === undefined ? {} : { method: values.method }),
    ...(samples === undefined ? {} : { samples }),
    ...(seed === undefined ? {} : { seed }),
  };
}

/** `--event`: the event matrix's rows, or one shard of them. */
async function eventCommand(
  rosters: readonly string[],
  values: Parameters<typeof planOverrides>[0] & {
    readonly format?: string | undefined;
    readonly shard?: string | undefined;
    readonly output?: string | undefined;
    readonly roster?: string | undefined;
    readonly against?: string | undefined;
    readonly json?: boolean | undefined;
  },
  io: CliIo,
): Promise<number> {
  if (values.roster !== undefined || values.against !== undefined || values.json) {
    throw new UsageError(
      '--event takes the rosters as its files: --roster, --against and --json are not for it',
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

/**
 * `mathhammer plan <file>` or `mathhammer plan --roster <mine> --against <theirs>`.
 *
 * @example
 * ```ts
 * await planCommand(['--roster', 'mine.rosz', '--against', 'theirs.rosz'], io);
 * ```
 */
export async function planCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseOptions(args, {
    roster: { type: 'string' },
    against: { type: 'string' },
    shooters: { type: 'string' },
    targets: { type: 'string' },
    objective: { type: 'string' },
    depth: { type: 'string' },
    method: { type: 'string' },
    samples: { type: 'string' },
    seed: { type: 'string' },
    json: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
    event: { type: 'boolean' },
    format: { type: 'string' },
    shard: { type: 'string' },
    output: { type: 'string', short: 'o' },
  });
  if (values.help) {
    io.stdout(PLAN_HELP);
    return 0;
  }
  if (values.event) return eventCommand(positionals, values, io);
  for (const o of ['format', 'shard', 'output'] as const) {
    if (values[o] !== undefined) throw new UsageError(`--${o} is for --event`);
  }
  let analysis: Record<string, unknown>;
  if (values.roster !== undefined) {
    if (positionals.length > 0) {
      throw new UsageError(
        `plan takes an analysis file or --roster, not both (got ${positionals.join(' ')})`,
      );
    }
    analysis = await rosterAnalysis(values, io);
  } else {
    if (
      values.against !== undefined ||
      values.shooters !== undefined ||
      values.targets !== undefined
    ) {
      throw new UsageError(
        '--against, --shooters and --targets are for --roster; an analysis file lists its own',
      );
    }
    if (positionals.length !== 1) {
      throw new UsageError(
        positionals.length === 0
          ? 'plan needs a shooting analysis file (or "-"), or --roster <mine> --against <theirs>'
          : `plan takes one file, got ${positionals.length}: ${positionals.join(' ')}`,
      );
    }
    const file = positionals[0]!;
    const source = file === '-' ? 'standard input' : file;
    analysis = parseJson(await io.readInput(file), source, 'a shooting analysis') as Record<
      string,
      unknown
    >;
  }
  const plan = planShooting({ ...analysis, ...planOverrides(values) });
  if (values.json) {
    const d = plan.adaptive.pointsDestroyed;
    const pointsDestroyed: { points: number; probability: number }[] = [];
    for (let k = 0; k <= d.max; k++)
      if (d.at(k) > 0) pointsDestroyed.push({ points: k, probability: d.at(k) });
    const json = { ...plan, adaptive: { ...plan.adaptive, pointsDestroyed } };
    io.stdout(`${jsonTerminalSafe(JSON.stringify(json))}\n`);
    return 0;
  }
  io.stdout(planText(plan));
  return 0;
}
