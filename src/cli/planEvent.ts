/**
 * `mathhammer plan --event`: every army list of an event against every other, each cell the
 * shooting phase's three values (docs/army-turn.md), one row per ordered pair, in JSON Lines
 * or CSV, sharded as `mathhammer batch` is (`--shard i/N`; `mathhammer merge` puts the shards
 * back together byte for byte: docs/batch.md, "Shards").
 *
 * @module
 */
import { planShooting } from '../armyTurn/index.js';
import { stepWords } from '../armyTurn/words.js';
import { MathhammerError } from '../errors.js';
import { batchShard, csvField } from '../import/batch.js';
import { type AnyRoster, analysisOf, gameMismatch, readAnyRoster } from './importCommand.js';
import type { CliIo } from './io.js';
import { UsageError } from './usage.js';

/**
 * One cell of the event matrix: the army list `mine` shooting at `theirs`. The values are
 * `planShooting`'s for every unit of `mine` with a ranged weapon against every unit of
 * `theirs`; a pair that cannot be planned (lists of two games, no unit that shoots) has its
 * `error` and no values.
 *
 * @example
 * ```ts
 * const r: PlanRow = { row: 0, mine: 'a.json', theirs: 'b.json', ruleset: 'wh40k-10e', method: 'exact',
 *   adaptive: 53.9, standardError: null, fixed: 48.1, greedy: 53.9, first: 'Predator: Lascannon at Deffkopta', error: null };
 * ```
 */
export interface PlanRow {
  /** Its number in the whole matrix, from 0: `mine`-major, `theirs` skipping `mine`. */
  readonly row: number;
  readonly mine: string;
  readonly theirs: string;
  readonly ruleset: string | null;
  /** `'exact'`, or `'rollout'`: the labelled approximation (its value has a standard error). */
  readonly method: 'exact' | 'rollout' | null;
  /** The best adaptive plan's value (the objective's). */
  readonly adaptive: number | null;
  /** The rollout's standard error of `adaptive`; null when exact. */
  readonly standardError: number | null;
  /** The best fixed plan's value. */
  readonly fixed: number | null;
  /** The greedy plan's value. */
  readonly greedy: number | null;
  /** The adaptive plan's first decision, in words. */
  readonly first: string | null;
  readonly error: string | null;
}

const CSV_HEADER = `${['row', 'mine', 'theirs', 'ruleset', 'method', 'adaptive', 'standard_error', 'fixed', 'greedy', 'first', 'error'].join(',')}\n`;

/** A row as a line of the format, its line end included. */
function formatRow(r: PlanRow, format: 'jsonl' | 'csv'): string {
  if (format === 'jsonl') return `${JSON.stringify(r)}\n`;
  const fields = [r.row, r.mine, r.theirs, r.ruleset, r.method, r.adaptive, r.standardError];
  return `${[...fields, r.fixed, r.greedy, r.first, r.error].map(csvField).join(',')}\n`;
}

/** The planner's fields of every cell. */
export interface EventOptions {
  readonly objective?: unknown;
  readonly method?: string;
  readonly samples?: number;
  readonly seed?: number;
}

/** One cell, planned; a pair that cannot be is a row with its error. */
function planRow(
  row: number,
  [mineName, mine]: readonly [string, AnyRoster],
  [theirsName, theirs]: readonly [string, AnyRoster],
  options: EventOptions,
): PlanRow {
  const base = { row, mine: mineName, theirs: theirsName };
  const none = {
    ruleset: null,
    method: null,
    adaptive: null,
    standardError: null,
    fixed: null,
    greedy: null,
    first: null,
  };
  const mismatch = gameMismatch(mine, theirs);
  if (mismatch !== undefined) return { ...base, ...none, error: mismatch };
  try {
    const a = analysisOf(mine, theirs, 'ranged');
    const plan = planShooting({
      ruleset: a.ruleset,
      shooters: a.profiles.map((p) => ({ name: p.name, attackers: p.attackers })),
      targets: a.targets,
      depth: 1,
      ...options,
    });
    return {
      ...base,
      ruleset: plan.ruleset,
      method: plan.adaptive.method,
      adaptive: plan.adaptive.value,
      standardError: plan.adaptive.standardError ?? null,
      fixed: plan.fixed.value,
      greedy: plan.greedy.value,
      first: stepWords(plan.adaptive.tree.step),
      error: null,
    };
  } catch (e) {
    // A pair that cannot be planned is a row that says why; anything else is a bug.
    if (!(e instanceof MathhammerError || e instanceof UsageError)) throw e;
    return { ...base, ...none, error: e.message };
  }
}

/**
 * The event matrix's rows (or one shard of them), as text of the format: every roster against
 * every other, in the order given.
 *
 * @throws {UsageError} for fewer than two rosters
 * @example
 * ```ts
 * io.stdout(await eventMatrix(['a.json', 'b.json'], { format: 'csv' }, {}, io));
 * ```
 */
export async function eventMatrix(
  paths: readonly string[],
  output: {
    readonly format: 'jsonl' | 'csv';
    readonly shard?: { readonly index: number; readonly count: number };
  },
  options: EventOptions,
  io: CliIo,
): Promise<string> {
  if (paths.length < 2) {
    throw new UsageError(
      `--event needs the rosters of at least two army lists, got ${paths.length}`,
    );
  }
  const rosters: (readonly [string, AnyRoster])[] = [];
  for (const p of paths) rosters.push([p, await readAnyRoster(p, io)]);
  const total = rosters.length * (rosters.length - 1);
  const { from, to } = output.shard
    ? batchShard(total, output.shard.index, output.shard.count)
    : { from: 0, to: total };
  let text = output.format === 'csv' ? CSV_HEADER : '';
  for (let n = from; n < to; n++) {
    // Row n: list i against the (n mod (k-1))-th of the others.
    const i = Math.floor(n / (rosters.length - 1));
    const k = n % (rosters.length - 1);
    const j = k < i ? k : k + 1;
    text += formatRow(planRow(n, rosters[i]!, rosters[j]!, options), output.format);
  }
  return text;
}
