/**
 * `mathhammer durability`: how a unit of wh40k-10e, wh40k-11e or aos4 holds against the usual
 * threats (`src/analytics/durability.ts`): P(destroyed) and models slain by each threat, the
 * single attacks needed to destroy it, and P(destroyed) by the threats' AP (Age of Sigmar:
 * Rend) from 0 to -4 (a table, and with `--svg` a chart).
 *
 * @module
 */
import {
  type AnyDurability,
  type DurabilityRuleset,
  durability,
  durabilityChart,
  durabilityRulesets,
  rulesetDurability,
  type Threat,
  threatOf,
} from '../analytics/durability.js';
import { renderLineChart } from '../analytics/svg.js';
import { InputError } from '../errors.js';
import type { RulesetDurability } from '../format/ruleset.js';
import { makeStyle, type Style, useColor } from '../report/style.js';
import { registeredRulesets, rulesetTitle } from '../rulesets/index.js';
import { jsonTerminalSafe, terminalSafe } from '../text/safe.js';
import { OUTPUT_OPTIONS, parseJson, parseOptions, UsageError } from './args.js';
import type { CliIo } from './io.js';

/**
 * The rulesets with durability, those that share one durability (both 40k editions) together:
 * their titles and their durability, in the registry's order.
 */
function durabilityGroups(): { titles: string[]; durability: RulesetDurability }[] {
  const groups: { titles: string[]; durability: RulesetDurability }[] = [];
  for (const r of registeredRulesets()) {
    const d = r.analytics?.durability;
    if (d === undefined) continue;
    const same = groups.find((g) => g.durability === d);
    if (same) same.titles.push(r.title);
    else groups.push({ titles: [r.title], durability: d });
  }
  return groups;
}

/** The rulesets as the help names them: `wh40k-10e, wh40k-11e or aos4`. */
function rulesetList(): string {
  const names = durabilityRulesets();
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/**
 * The help of `mathhammer durability`.
 *
 * @example
 * ```ts
 * io.stdout(DURABILITY_HELP);
 * ```
 */
export const DURABILITY_HELP = `Usage: mathhammer durability <scenario.json | -> [options]

How a unit holds: for each threat, P(the unit destroyed) and the mean models
slain; the single attacks of its weapon needed to destroy the unit (median,
mean, and the chance within 5, 10, 20 attacks); and P(destroyed) with the
threat's AP set to 0, -1, -2, -3, -4 (Rend, where the ruleset has it: set to 0
to 4). Exact.

The file is a ${rulesetList()} scenario: its "target" is the unit;
its "attackers", if any, are one threat (its "phase" too, where the ruleset has
one). --threat adds reference weapons of its ruleset; with neither, the threats are:
${durabilityGroups()
  .map(
    (g) =>
      `  ${g.titles.join(', ')}:\n    ${g.durability.defaults.map(([w, n]) => `${n} ${w}`).join(', ')}`,
  )
  .join('\n')}

Reference weapons (--threat NAME:MODELS, repeatable):
${durabilityGroups()
  .map(
    (g) =>
      `${g.titles.join(', ')}:\n${Object.entries(g.durability.references)
        .map(([k, w]) => `  ${k.padEnd(14)}${w.label}`)
        .join('\n')}`,
  )
  .join('\n')}

Options:
  --threat NAME:MODELS        a reference weapon carried by MODELS models
  --max-attacks N             count attacks needed up to N, 1..500 (default 200)
  --json                      print the result as JSON on standard output
  --svg <file>                also write the chart of P(destroyed) by AP
                              ("-": the chart on standard output, instead of the report)
  -q, --quiet                 no "wrote the chart" note
  --no-color                  no colour (so does the NO_COLOR environment variable)
  -h, --help                  show this help

Examples:
  mathhammer durability examples/wh40k-10e-intercessors-vs-boyz.json
  mathhammer durability unit.json --threat lascannon:2 --threat bolt-rifle:10 --svg ap.svg
  mathhammer durability aos-unit.json --threat heavy-melee:3
`;

/**
 * `mathhammer durability <file>`.
 *
 * @example
 * ```ts
 * await durabilityCommand(['unit.json', '--threat', 'lascannon:2'], io);
 * ```
 */
export async function durabilityCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseOptions(args, {
    ...OUTPUT_OPTIONS,
    threat: { type: 'string', multiple: true },
    'max-attacks': { type: 'string' },
  });
  if (values.help) {
    io.stdout(DURABILITY_HELP);
    return 0;
  }
  if (positionals.length !== 1) {
    throw new UsageError(
      positionals.length === 0
        ? `durability needs a ${rulesetList()} scenario file (or "-" for standard input)`
        : `durability takes one file, got ${positionals.length}: ${positionals.join(' ')}`,
    );
  }
  if (values.json && values.svg === '-') {
    throw new UsageError('--json and --svg - both want standard output; give --svg a file name');
  }
  const maxText = values['max-attacks'] ?? '200';
  const maxAttacks = /^\s*\d{1,4}\s*$/.test(maxText) ? Number(maxText) : Number.NaN;
  if (!(maxAttacks >= 1 && maxAttacks <= 500)) {
    throw new UsageError(
      `--max-attacks: expected a whole number 1..500, got ${JSON.stringify(maxText)}`,
    );
  }
  const file = positionals[0]!;
  const source = file === '-' ? 'standard input' : file;
  const raw = parseJson(await io.readInput(file), source, 'a scenario');
  const { ruleset, target, attackers, phase } = readFile(raw, source);
  const d = run(ruleset, target, attackers, values.threat ?? [], maxAttacks, phase);
  if (values.svg !== undefined) {
    const chart = renderLineChart(durabilityChart(d));
    if (values.svg === '-') io.stdout(chart);
    else {
      await io.writeOutput(values.svg, chart);
      if (!values.quiet) io.stderr(`wrote the chart to ${values.svg}\n`);
    }
  }
  if (values.json) io.stdout(`${jsonTerminalSafe(JSON.stringify(durabilityJson(d)))}\n`);
  else if (values.svg !== '-') {
    io.stdout(
      formatDurability(d, makeStyle(useColor(io.env, io.stdoutIsTTY, values['no-color'] === true))),
    );
  }
  return 0;
}

/** The durability of the file's unit: its threats, or the options', or the defaults. */
function run(
  ruleset: DurabilityRuleset,
  target: object,
  attackers: object[] | undefined,
  options: readonly string[],
  maxAttacks: number,
  phase: 'melee' | 'shooting' | undefined,
): AnyDurability {
  const rules = rulesetDurability(ruleset);
  const example = rules.defaults[0] ?? [Object.keys(rules.references)[0] ?? 'weapon', 1];
  const threats: Threat<object>[] = [
    ...(attackers ? [{ name: "the scenario's attackers", attackers }] : []),
    ...options.map((t) =>
      threatOption(t, (w, n) => threatOf(rules.references, w, n), `${example[0]}:${example[1]}`),
    ),
  ];
  if (threats.length === 0) {
    threats.push(...rules.defaults.map(([w, n]) => threatOf(rules.references, w, n)));
  }
  // The overloads type each ruleset's target and threats; the ruleset is read from the file.
  return durability(target as never, threats as never, {
    ruleset: ruleset as never,
    maxAttacks,
    ...(phase === undefined ? {} : { phase }),
  }) as AnyDurability;
}

function readFile(
  raw: unknown,
  source: string,
): {
  ruleset: DurabilityRuleset;
  target: object;
  attackers: object[] | undefined;
  phase: 'melee' | 'shooting' | undefined;
} {
  const o = raw as {
    ruleset?: unknown;
    target?: unknown;
    attackers?: unknown;
    attacker?: unknown;
    phase?: unknown;
  };
  if (
    typeof raw !== 'object' ||
    raw === null ||
    Array.isArray(raw) ||
    !durabilityRulesets().includes(o.ruleset as string)
  ) {
    throw new UsageError(
      `${source}: durability reads a ${rulesetList()} scenario ({"ruleset": ${JSON.stringify(durabilityRulesets()[0])}, "target": {...}}), got ${typeof raw === 'object' && raw !== null && 'ruleset' in raw ? `ruleset ${JSON.stringify(o.ruleset)}` : 'no ruleset'}`,
    );
  }
  // A scenario the ruleset's durability cannot read (a Kill Team fight) is refused by it.
  try {
    rulesetDurability(o.ruleset as string).check?.(raw as object);
  } catch (e) {
    if (e instanceof InputError) throw new UsageError(`${source}: ${e.message}`);
    throw e;
  }
  if (typeof o.target !== 'object' || o.target === null) {
    throw new UsageError(`${source}: target: missing; durability needs the unit as "target"`);
  }
  // A scenario of one attacker (a Kill Team shooting attack's `attacker`) is a threat of one.
  const attackers =
    Array.isArray(o.attackers) && o.attackers.length > 0
      ? o.attackers
      : typeof o.attacker === 'object' && o.attacker !== null && !Array.isArray(o.attacker)
        ? [o.attacker]
        : undefined;
  const phase = o.phase === 'melee' || o.phase === 'shooting' ? o.phase : undefined;
  return { ruleset: o.ruleset as DurabilityRuleset, target: o.target, attackers, phase };
}

function threatOption<T>(
  text: string,
  make: (weapon: string, models: number) => T,
  example: string,
): T {
  const m = /^([a-z-]+):(\d{1,4})$/.exec(text.trim());
  if (!m) {
    throw new UsageError(
      `--threat: expected NAME:MODELS such as ${example}, got ${JSON.stringify(text)}`,
    );
  }
  try {
    return make(m[1]!, Number(m[2]));
  } catch (e) {
    if (e instanceof InputError) throw new UsageError(`--threat: ${e.message}`);
    throw e;
  }
}

/**
 * The unit's profile in one line, as its ruleset prints a profile (40k's T, Sv, W, FNP; Age of
 * Sigmar's Health, Save, Ward); a unit of several statlines group by group.
 */
function profileLine(d: AnyDurability): string {
  const rules = rulesetDurability(d.ruleset);
  const t = d.target as { groups?: readonly { models?: number; name?: string }[] };
  if (t.groups !== undefined) {
    return t.groups
      .map((g) =>
        [`${g.models ?? 1} ${terminalSafe(g.name ?? 'models')}`, ...rules.profile(g)].join(' '),
      )
      .join(', ');
  }
  return [`${d.models} model${d.models === 1 ? '' : 's'}`, ...rules.profile(d.target)].join(' ');
}

const pct = (p: number) =>
  p > 0 && p < 0.0005 ? '<0.1%' : p < 1 && p > 0.9995 ? '>99.9%' : `${(p * 100).toFixed(1)}%`;

/**
 * The text report of a durability.
 *
 * @example
 * ```ts
 * formatDurability(durability(unit, threats), makeStyle(false));
 * ```
 */
export function formatDurability(d: AnyDurability, style: Style): string {
  const name = terminalSafe(d.target.name ?? 'the unit');
  const lines = [
    style.bold(`Durability of ${name} (${profileLine(d)})`),
    style.dim(`${rulesetTitle(d.ruleset)}, exact`),
    '',
  ];
  const width = Math.min(60, Math.max(6, ...d.threats.map((x) => terminalSafe(x.name).length)));
  const cell = (s: string) => terminalSafe(s).slice(0, width).padEnd(width);
  // The mean damage dealt, where the ruleset reports it (Kill Team's operatives).
  const damage = d.threats.some((x) => x.meanDamage !== undefined);
  lines.push(
    style.bold(
      `${'threat'.padEnd(width)}  P(destroyed)  mean slain${damage ? '  mean damage' : ''}  attacks to destroy: median  mean  within 5/10/20`,
    ),
  );
  for (const x of d.threats) {
    const a = x.attacksNeeded;
    const within = (n: number) => (a ? pct(a.p.slice(0, n).reduce((s, q) => s + q, 0)) : '-');
    const median = a ? (a.median === undefined ? `>${a.p.length}` : String(a.median)) : '-';
    const mean = a?.mean === undefined ? '-' : a.mean.toFixed(1);
    lines.push(
      `${cell(x.name)}  ${pct(x.destroyed).padStart(12)}  ${x.meanSlain.toFixed(2).padStart(10)}${damage ? `  ${(x.meanDamage ?? Number.NaN).toFixed(2).padStart(11)}` : ''}  ${median.padStart(26)}  ${mean.padStart(4)}  ${[5, 10, 20].map(within).join(' / ')}`,
    );
  }
  const what = rulesetDurability(d.ruleset).penetration;
  // Rend is written as the positive number taken off the save ("Rend 1", as its threats are
  // written); the library's AP -1 is Rend 1.
  const level = (ap: number) => (what === 'AP' ? String(ap) : String(-ap));
  lines.push(
    '',
    style.bold(`P(destroyed) with the threat's ${what} set to ${d.aps.map(level).join(', ')}`),
  );
  // A column as wide as its heading and a space ("Piercing 1" is wider than "AP -1").
  const column = Math.max(9, ...d.aps.map((ap) => `${what} ${level(ap)}`.length + 1));
  lines.push(
    style.bold(
      `${'threat'.padEnd(width)}${d.aps.map((ap) => `${what} ${level(ap)}`.padStart(column)).join('')}`,
    ),
  );
  for (const x of d.threats) {
    lines.push(`${cell(x.name)}${x.byAp.map((b) => pct(b.destroyed).padStart(column)).join('')}`);
  }
  lines.push(
    '',
    style.dim(
      damage
        ? 'Attacks to destroy: shooting attacks of the threat\'s weapon, each one operative\'s whole attack, the wounds lost carried; "-" for a threat of several profiles. Mean damage: dealt in all, not capped by the wounds left.'
        : 'Attacks to destroy: single attacks of the threat\'s weapon (one model, its Attacks replaced), the wound state carried; "-" for a threat of several profiles. A mean "-" beside a median: more than one volley in a million needs more attacks than are counted, and a mean without them would be too low.',
    ),
  );
  return `${lines.join('\n')}\n`;
}

/**
 * A durability as JSON (`--json`).
 *
 * @example
 * ```ts
 * JSON.stringify(durabilityJson(d));
 * ```
 */
export function durabilityJson(d: AnyDurability): object {
  return {
    ruleset: d.ruleset,
    method: 'exact',
    target: d.target,
    models: d.models,
    aps: d.aps,
    threats: d.threats.map((x) => ({
      name: x.name,
      destroyed: x.destroyed,
      meanSlain: x.meanSlain,
      ...(x.meanDamage === undefined ? {} : { meanDamage: x.meanDamage }),
      slain: { p: Array.from(x.slain.toArray()), mean: x.meanSlain },
      attacksNeeded: x.attacksNeeded,
      byAp: x.byAp,
    })),
  };
}
