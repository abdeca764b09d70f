/**
 * What every command of the command line shares: usage errors and option parsing with
 * suggestions (from `usage.ts`), number options checked by the scenario's own schema, reading
 * JSON input, and the run options (`--method`, `--samples`, `--seed`) that override a file's.
 *
 * @module
 */
import * as v from 'valibot';
import { MethodSchema, SamplesSchema, SeedSchema } from '../scenario/schema.js';
import { describeJsonError, duplicateJsonKey } from '../text/jsonError.js';
import { CliInputError } from './io.js';
import { UsageError } from './usage.js';

export { parseOptions, UsageError, unknownOption } from './usage.js';

/**
 * The options of every command that evaluates: how (`--method`, `--samples`, `--seed`).
 *
 * @example
 * ```ts
 * parseOptions(args, { ...METHOD_OPTIONS, ...OUTPUT_OPTIONS });
 * ```
 */
export const METHOD_OPTIONS = {
  method: { type: 'string' },
  samples: { type: 'string' },
  seed: { type: 'string' },
} as const;

/**
 * The options of every command that reports: what and where (`--json`, `--svg`, `--quiet`,
 * `--no-color`, `--help`).
 *
 * @example
 * ```ts
 * parseOptions(args, { ...METHOD_OPTIONS, ...OUTPUT_OPTIONS });
 * ```
 */
export const OUTPUT_OPTIONS = {
  json: { type: 'boolean' },
  svg: { type: 'string' },
  quiet: { type: 'boolean', short: 'q' },
  'no-color': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/**
 * A number option checked by the scenario's own schema: `--samples: expected 1..1e9, got 0`.
 *
 * @example
 * ```ts
 * numberOption('samples', '1e6', SamplesSchema); // 1000000
 * ```
 */
export function numberOption(
  name: string,
  text: string,
  schema: typeof SamplesSchema | typeof SeedSchema,
): number {
  const n = decimalNumber(text);
  const r = v.safeParse(schema, Number.isNaN(n) ? text : n);
  if (!r.success) throw new UsageError(`--${name}: ${r.issues[0].message}`);
  return r.output;
}

/**
 * Decimal numbers as a person writes them: `10000`, `1e6`, `2.5`; not `0x10` nor `0b1`, nor
 * with spaces around (`' 7 '` is a quoting slip, not a seed).
 */
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * A command-line number in decimal notation, or `NaN`. `Number()` alone reads `0x10`, `0o20`
 * and `0b10000` as 16, so a typo'd or hexadecimal seed would silently mean another seed.
 *
 * @example
 * ```ts
 * decimalNumber('1e6');  // 1000000
 * decimalNumber('0x10'); // NaN
 * ```
 */
export function decimalNumber(text: string): number {
  return DECIMAL.test(text) ? Number(text) : Number.NaN;
}

/**
 * Parse JSON; a syntax error says where: `x.json: not valid JSON: line 3, column 1: unexpected "}"`.
 *
 * @example
 * ```ts
 * parseJson(await io.readInput(file), file);
 * ```
 */
export function parseJson(text: string, source: string, what = 'a JSON scenario'): unknown {
  if (text.trim() === '') throw new CliInputError(`${source}: the file is empty, expected ${what}`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    const where = describeJsonError(text);
    const fallback = (e instanceof Error ? e.message : String(e)).split('\n')[0];
    throw new CliInputError(`${source}: not valid JSON: ${where ?? fallback}`);
  }
  // JSON.parse keeps the last of two equal field names without a word: refuse instead.
  const twice = duplicateJsonKey(text);
  if (twice) {
    throw new CliInputError(
      `${source}: line ${twice.line}, column ${twice.column}: the field ${JSON.stringify(twice.key)} is given twice in the same object; give it once`,
    );
  }
  return value;
}

/**
 * The options `--method`, `--samples`, `--seed`, as parsed by `parseArgs`.
 *
 * @example
 * ```ts
 * const o: RunOptionValues = { method: 'exact' };
 * ```
 */
export interface RunOptionValues {
  readonly method?: string | undefined;
  readonly samples?: string | undefined;
  readonly seed?: string | undefined;
}

/**
 * The fields `--method`, `--samples` and `--seed` put over a file's: `--samples` or `--seed`
 * imply Monte Carlo, and are an error with `--method exact`.
 *
 * @example
 * ```ts
 * runOverrides({ samples: '1e6' }); // { samples: 1000000, method: 'monte-carlo' }
 * ```
 */
export function runOverrides(values: RunOptionValues): Record<string, unknown> {
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
  return overrides;
}

/**
 * Put `overrides` over a JSON object (anything else is left for the schema to reject).
 *
 * @example
 * ```ts
 * merge({ ruleset: 'mesbg' }, { method: 'exact' }); // { ruleset: 'mesbg', method: 'exact' }
 * ```
 */
export function merge(raw: unknown, overrides: Record<string, unknown>): unknown {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw)
    ? { ...raw, ...overrides }
    : raw;
}
