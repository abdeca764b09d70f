/**
 * Whole catalogues in one run: every unit of a list (a faction's catalogue, or rosters) against
 * every target of a set, one evaluation per pair in the units' own ruleset (`wh40k-10e`,
 * `wh40k-11e`, `aos4` or `killteam`, each row saying which), written as one row per unit x target: the
 * mean and standard deviation of the models slain, P(at least k slain) for the k asked for,
 * P(wiped out), and the points efficiency (the target's points destroyed on average, per
 * point of the attacking unit). A unit and a target of different rulesets are refused by
 * name: one game's unit against another game's statline has no meaning.
 *
 * **Shards.** The rows are numbered in one order (unit by unit, each against every target in
 * turn); {@link batchShard} `i` of `N` is the contiguous `i`-th of `N` near-equal ranges of
 * them. Each row carries its number (`row`), so {@link mergeBatch} puts the outputs of any
 * number of shards, given in any order, back into the unsharded output, byte for byte, and
 * says which rows are missing or repeated. So any batch engine can split a catalogue: a
 * Kubernetes Indexed Job (`examples/k8s/batch-indexed-job.yaml`), a CI matrix, GNU parallel,
 * a Slurm array.
 *
 * The units and targets are plain JSON (the importer's `unitAttackers` and `unitTarget` give
 * them from a roster or a catalogue: the command line's `mathhammer batch` does), so this
 * module loads no army-list parser.
 *
 * @module
 */
import { InputError, ScenarioError, show } from '../errors.js';
import type {
  Aos4AttackerInput,
  Aos4ScenarioInput,
  Aos4TargetInput,
} from '../rulesets/aos4/input.js';
import type {
  KtShooterInput,
  KtShootScenarioInput,
  KtTargetInput,
} from '../rulesets/killteam/input.js';
import { evaluate } from '../scenario/evaluate.js';
import { jsonTerminalSafe, terminalSafe } from '../text/safe.js';
import type { Wh40kAttackerJson, Wh40kScenarioJson, Wh40kTargetJson } from './wh40k/types.js';
import { targetModels } from './wh40k/unit.js';
import type {
  Wh40k11eAttackerJson,
  Wh40k11eScenarioJson,
  Wh40k11eTargetJson,
} from './wh40k11e/types.js';

/**
 * The rulesets a batch evaluates in: those with a catalogue format the importers read.
 *
 * @example
 * ```ts
 * const r: BatchRuleset = 'aos4';
 * ```
 */
export type BatchRuleset = 'wh40k-10e' | 'wh40k-11e' | 'aos4' | 'killteam';

/**
 * An attacking unit of a batch: its name, its points if known, its ruleset (`wh40k-10e` when
 * not given) and its weapons as the attacker groups of a scenario of that ruleset; an `aos4`
 * unit says its phase (`'melee'`, the default, or `'shooting'`). A `killteam` unit is one
 * operative with one ranged weapon (a Kill Team shooting attack is made with one weapon): a
 * batch of a team has a unit per operative and weapon.
 *
 * @example
 * ```ts
 * const u: BatchUnit = { name: 'Intercessor Squad', points: 80, attackers: unitAttackers(unit) };
 * const v: BatchUnit = { name: 'Vindictors', ruleset: 'aos4', phase: 'melee', attackers: [{ models: 5, attacks: 2, hit: 3, wound: 3, rend: 1 }] };
 * const k: BatchUnit = { name: 'Trooper, Hot-shot lasgun', ruleset: 'killteam', attacker: { wounds: 8, save: 4, weapon: { atk: 4, hit: 3, damage: 3, criticalDamage: 4 } } };
 * ```
 */
export type BatchUnit =
  | {
      readonly name: string;
      readonly points?: number;
      readonly ruleset?: 'wh40k-10e';
      readonly attackers: readonly Wh40kAttackerJson[];
    }
  | {
      readonly name: string;
      readonly points?: number;
      readonly ruleset: 'wh40k-11e';
      readonly attackers: readonly Wh40k11eAttackerJson[];
    }
  | {
      readonly name: string;
      readonly points?: number;
      readonly ruleset: 'aos4';
      readonly phase?: 'melee' | 'shooting';
      readonly attackers: readonly Aos4AttackerInput[];
    }
  | {
      readonly name: string;
      readonly points?: number;
      readonly ruleset: 'killteam';
      readonly attacker: KtShooterInput;
    };

/**
 * A target of a batch: a target of its ruleset (`wh40k-10e` when not given), with its
 * points if known.
 *
 * @example
 * ```ts
 * const t: BatchTarget = { name: 'GEQ', points: 60, target: { models: 10, toughness: 3, wounds: 1, save: 5, keywords: ['infantry'] } };
 * const a: BatchTarget = { name: 'Save 4+, Health 2', ruleset: 'aos4', target: { models: 5, health: 2, save: 4 } };
 * const k: BatchTarget = { name: 'Trooper', ruleset: 'killteam', target: { wounds: 7, save: 5 } };
 * ```
 */
export type BatchTarget =
  | {
      readonly name: string;
      readonly points?: number;
      readonly ruleset?: 'wh40k-10e';
      readonly target: Wh40kTargetJson;
    }
  | {
      readonly name: string;
      readonly points?: number;
      readonly ruleset: 'wh40k-11e';
      readonly target: Wh40k11eTargetJson;
    }
  | {
      readonly name: string;
      readonly points?: number;
      readonly ruleset: 'aos4';
      readonly target: Aos4TargetInput;
    }
  | {
      readonly name: string;
      readonly points?: number;
      readonly ruleset: 'killteam';
      readonly target: KtTargetInput;
    };

/**
 * A batch unit's or target's ruleset, `wh40k-10e` when it names none.
 *
 * @example
 * ```ts
 * batchRuleset({ name: 'GEQ', target: geq }); // 'wh40k-10e'
 * ```
 */
export function batchRuleset(x: BatchUnit | BatchTarget): BatchRuleset {
  return x.ruleset ?? 'wh40k-10e';
}

/**
 * Options of {@link batchRows}.
 *
 * @example
 * ```ts
 * const o: BatchOptions = { atLeast: [1, 3], shard: { index: 0, count: 4 } };
 * ```
 */
export interface BatchOptions {
  /** `'exact'` (default) or seeded `'monte-carlo'`. */
  readonly method?: 'exact' | 'monte-carlo';
  readonly samples?: number;
  readonly seed?: number;
  /** The k of the P(at least k models slain) columns, whole numbers >= 1. @defaultValue [1] */
  readonly atLeast?: readonly number[];
  /** Only this shard's rows ({@link batchShard}). @defaultValue every row */
  readonly shard?: { readonly index: number; readonly count: number };
  /** Called after each row with the rows done and the rows of this run (shard). */
  readonly onRow?: (done: number, total: number) => void;
}

/**
 * One row: a unit against a target. Numbers are null when the pair could not be evaluated
 * (`error` says why: a weapon the ruleset cannot express, a run too large...).
 *
 * @example
 * ```ts
 * row.mean; // mean models slain
 * ```
 */
export interface BatchRow {
  /** The row's number in the unsharded order, from 0. */
  readonly row: number;
  readonly unit: string;
  readonly target: string;
  /** The ruleset the pair was evaluated in (the unit's and the target's). */
  readonly ruleset: BatchRuleset;
  readonly mean: number | null;
  readonly sd: number | null;
  /** P(at least k slain), in the order of `atLeast`. */
  readonly atLeast: readonly (number | null)[];
  /** P(every model of the target slain). */
  readonly wiped: number | null;
  /** Target points destroyed on average (mean slain / models x points), per attacker point. */
  readonly efficiency: number | null;
  readonly error: string | null;
}

/**
 * Rows `from` to `to` (excluded) of shard `index` of `count` over `rows` rows: contiguous,
 * near-equal ranges, in order.
 *
 * @throws {InputError} unless 0 <= index < count and count is a whole number >= 1.
 * @example
 * ```ts
 * batchShard(10, 1, 3); // { from: 3, to: 6 }
 * ```
 */
export function batchShard(
  rows: number,
  index: number,
  count: number,
): { from: number; to: number } {
  if (!(Number.isInteger(count) && count >= 1)) {
    throw new InputError(
      `shard: the count must be a whole number >= 1, got ${show(count)}`,
      'shard',
      count,
    );
  }
  if (!(Number.isInteger(index) && index >= 0 && index < count)) {
    throw new InputError(
      `shard: the index must be a whole number from 0 to ${count - 1}, got ${show(index)}`,
      'shard',
      index,
    );
  }
  return { from: Math.floor((index * rows) / count), to: Math.floor(((index + 1) * rows) / count) };
}

function checkAtLeast(atLeast: readonly number[]): void {
  for (const k of atLeast) {
    if (!(Number.isInteger(k) && k >= 1)) {
      throw new InputError(
        `atLeast: each k must be a whole number >= 1, got ${show(k)}`,
        'atLeast',
        k,
      );
    }
  }
}

/**
 * Every unit and target of one ruleset, or an error naming the first unit or target of
 * another: a pair of two games is refused before any row, not written as rows of errors.
 */
function checkRulesets(units: readonly BatchUnit[], targets: readonly BatchTarget[]): void {
  const first = units[0] ?? targets[0];
  if (first === undefined) return;
  const want = batchRuleset(first);
  const odd =
    units.find((u) => batchRuleset(u) !== want) ?? targets.find((t) => batchRuleset(t) !== want);
  if (odd !== undefined) {
    const which = units.includes(odd as BatchUnit) ? 'unit' : 'target';
    throw new InputError(
      `batch: ${which} ${JSON.stringify(odd.name)} is of ${batchRuleset(odd)}, ${JSON.stringify(first.name)} of ${want}: a batch evaluates units and targets of one ruleset`,
      'ruleset',
      batchRuleset(odd),
    );
  }
}

/**
 * Evaluate every unit against every target (or one shard of the pairs), one row each, in
 * order, in the units' ruleset. Cost: one evaluation per row (exact by default:
 * milliseconds for most units; see `docs/benchmarks.md`, "Whole catalogues").
 *
 * @throws {InputError} for bad options, or units and targets of different rulesets (naming
 *   one of each); a pair that fails gives a row with its `error`.
 * @example
 * ```ts
 * for (const r of batchRows(units, targets)) console.log(r.unit, r.target, r.mean);
 * ```
 */
export function* batchRows(
  units: readonly BatchUnit[],
  targets: readonly BatchTarget[],
  options: BatchOptions = {},
): Generator<BatchRow> {
  const atLeast = options.atLeast ?? [1];
  checkAtLeast(atLeast);
  checkRulesets(units, targets);
  const total = units.length * targets.length;
  const { from, to } = options.shard
    ? batchShard(total, options.shard.index, options.shard.count)
    : { from: 0, to: total };
  const run = {
    ...(options.method === undefined ? {} : { method: options.method }),
    ...(options.samples === undefined ? {} : { samples: options.samples }),
    ...(options.seed === undefined ? {} : { seed: options.seed }),
  };
  for (let row = from; row < to; row++) {
    const u = units[Math.floor(row / targets.length)]!;
    const t = targets[row % targets.length]!;
    yield evaluateRow(row, u, t, atLeast, run);
    options.onRow?.(row - from + 1, to - from);
  }
}

/** The run options a batch passes to each scenario. */
interface RunFields {
  readonly method?: 'exact' | 'monte-carlo';
  readonly samples?: number;
  readonly seed?: number;
}

/** The scenario of a pair, in its ruleset (checked alike by {@link checkRulesets}). */
function scenarioOf(
  u: BatchUnit,
  t: BatchTarget,
  run: RunFields,
): Wh40kScenarioJson | Wh40k11eScenarioJson | Aos4ScenarioInput | KtShootScenarioInput {
  if (u.ruleset === 'killteam') {
    // The shooting attack's results count the operatives incapacitated (`slain`, 0 or 1): the
    // players' choices aim at that, the figure each row gives (docs/killteam.md, objective).
    const target = t.target as KtTargetInput;
    return { ruleset: 'killteam', attacker: u.attacker, target, objective: 'incapacitate', ...run };
  }
  if (u.ruleset === 'aos4') {
    const target = t.target as Aos4TargetInput;
    return { ruleset: 'aos4', phase: u.phase ?? 'melee', attackers: u.attackers, target, ...run };
  }
  if (u.ruleset === 'wh40k-11e') {
    const target = t.target as Wh40k11eTargetJson;
    return { ruleset: 'wh40k-11e', attackers: u.attackers, target, ...run };
  }
  const target = t.target as Wh40kTargetJson;
  return { ruleset: 'wh40k-10e', attackers: u.attackers, target, ...run };
}

/**
 * The models of a target: a 40k unit of several groups counts the models of all of them;
 * an Age of Sigmar target's `models` is 1 when not given (its schema's default).
 */
function batchTargetModels(t: BatchTarget): number {
  if (t.ruleset === 'aos4') return t.target.models ?? 1;
  // A Kill Team target is one operative.
  if (t.ruleset === 'killteam') return 1;
  return targetModels(t.target as Wh40kTargetJson);
}

function evaluateRow(
  row: number,
  u: BatchUnit,
  t: BatchTarget,
  atLeast: readonly number[],
  run: RunFields,
): BatchRow {
  const ruleset = batchRuleset(u);
  const base = { row, unit: u.name, target: t.name, ruleset };
  try {
    const slain = evaluate(scenarioOf(u, t, run)).results.slain!;
    const mean = slain.mean();
    const models = batchTargetModels(t);
    const efficiency =
      u.points !== undefined && u.points > 0 && t.points !== undefined
        ? ((mean / models) * t.points) / u.points
        : null;
    return {
      ...base,
      mean,
      sd: Math.sqrt(slain.variance()),
      atLeast: atLeast.map((k) => slain.atLeast(k)),
      wiped: slain.atLeast(models),
      efficiency,
      error: null,
    };
  } catch (e) {
    if (!(e instanceof Error) || e.name === 'Error' || e.name === 'TypeError') throw e;
    return {
      ...base,
      mean: null,
      sd: null,
      atLeast: atLeast.map(() => null),
      wiped: null,
      efficiency: null,
      // A scenario refused names each field and why, not only "invalid scenario"; any other
      // message is kept whole, on one line.
      error:
        e instanceof ScenarioError && e.issues.length > 0
          ? e.issues.map((i) => `${i.path || '(scenario)'}: ${i.message}`).join('; ')
          : e.message
              .split('\n')
              .map((l) => l.trim())
              .filter((l) => l !== '')
              .join('; '),
    };
  }
}

/**
 * The output formats: JSON Lines (one object per row) or CSV (a header line, then a line per
 * row, RFC 4180 quoting).
 *
 * @example
 * ```ts
 * const f: BatchFormat = 'csv';
 * ```
 */
export type BatchFormat = 'jsonl' | 'csv';

/**
 * The CSV header of rows with these `atLeast` columns.
 *
 * @example
 * ```ts
 * batchHeader([1, 3]); // 'row,unit,target,ruleset,mean,sd,p_at_least_1,p_at_least_3,p_wiped,efficiency,error\n'
 * ```
 */
export function batchHeader(atLeast: readonly number[] = [1]): string {
  const k = atLeast.map((x) => `p_at_least_${x}`);
  return `${['row', 'unit', 'target', 'ruleset', 'mean', 'sd', ...k, 'p_wiped', 'efficiency', 'error'].join(',')}\n`;
}

/**
 * One CSV field: empty for null, quoted when it holds a quote, a comma or a line end.
 *
 * @example
 * ```ts
 * csvField('Boyz, with a Nob'); // '"Boyz, with a Nob"'
 * ```
 */
export function csvField(v: string | number | null): string {
  if (v === null) return '';
  if (typeof v === 'number') return String(v);
  // Names are the data's: escapes in them are shown, never obeyed (src/text/safe.ts).
  const safe = terminalSafe(v);
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * One row as a line of the format (its line end included). In JSON Lines the `atLeast`
 * probabilities are the object `atLeast: { "1": p, "3": p }`.
 *
 * @example
 * ```ts
 * formatBatchRow(row, 'jsonl', [1]); // '{"row":0,"unit":"Intercessors",...}\n'
 * ```
 */
export function formatBatchRow(
  r: BatchRow,
  format: BatchFormat,
  atLeast: readonly number[] = [1],
): string {
  if (format === 'csv') {
    return `${[r.row, r.unit, r.target, r.ruleset, r.mean, r.sd, ...r.atLeast, r.wiped, r.efficiency, r.error].map(csvField).join(',')}\n`;
  }
  const k = Object.fromEntries(atLeast.map((x, i) => [String(x), r.atLeast[i] ?? null]));
  return `${jsonTerminalSafe(JSON.stringify({ ...r, atLeast: k }))}\n`;
}

/**
 * Shards' outputs, in any order, as the unsharded output, byte for byte: the rows sorted by
 * their number (CSV: one header, which every shard must share).
 *
 * @throws {InputError} when a row is missing (rows 0 to the largest must all be there), a
 *   row number repeats, or the shards' CSV headers differ.
 * @example
 * ```ts
 * mergeBatch([shard1, shard0], 'csv') === whole; // true
 * ```
 */
export function mergeBatch(outputs: readonly string[], format: BatchFormat): string {
  let header: string | null = null;
  const rows = new Map<number, string>();
  for (const [i, text] of outputs.entries()) {
    const lines = text.split('\n');
    if (lines.at(-1) === '') lines.pop();
    let start = 0;
    if (format === 'csv') {
      const h = `${lines[0] ?? ''}\n`;
      if (header !== null && h !== header) {
        throw new InputError(
          `merge: output ${i + 1} has another CSV header: ${lines[0]}`,
          'header',
          lines[0],
        );
      }
      header = h;
      start = 1;
    }
    for (let l = start; l < lines.length; l++) {
      const line = lines[l]!;
      const n =
        format === 'csv'
          ? Number(line.slice(0, line.indexOf(',')))
          : (JSON.parse(line) as BatchRow).row;
      if (!Number.isInteger(n) || n < 0) {
        throw new InputError(
          `merge: output ${i + 1}, line ${l + 1} has no row number`,
          'row',
          line,
        );
      }
      if (rows.has(n)) throw new InputError(`merge: row ${n} is in two outputs`, 'row', n);
      rows.set(n, `${line}\n`);
    }
  }
  const out: string[] = header === null ? [] : [header];
  for (let n = 0; n < rows.size; n++) {
    const line = rows.get(n);
    if (line === undefined) {
      throw new InputError(
        `merge: row ${n} is missing (a shard not given, or not finished)`,
        'row',
        n,
      );
    }
    out.push(line);
  }
  return out.join('');
}
