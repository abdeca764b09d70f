/**
 * `mathhammer schema`: the JSON Schema of scenario files (or of analysis files), built from
 * the valibot schemas. Loaded by the command line only for `schema`, with the JSON Schema
 * builder (`@valibot/to-json-schema`).
 *
 * @module
 */

import { analysisJsonSchema } from '../analytics/analysisJsonSchema.js';
import { scenarioJsonSchema } from '../scenario/jsonSchema.js';
import type { CliIo } from './io.js';
import { parseOptions, UsageError } from './usage.js';

/**
 * Help of `mathhammer schema`.
 *
 * @example
 * ```ts
 * io.stdout(SCHEMA_HELP);
 * ```
 */
export const SCHEMA_HELP = `Usage: mathhammer schema [--analysis]

Print the JSON Schema (draft-07) of scenario files. The same file ships in the
package as schema/scenario.schema.json: point a scenario's "$schema" at it for
validation and completion in editors.

Options:
  --analysis   the JSON Schema of analysis files (compare, matrix, sweep,
               turns) instead: schema/analysis.schema.json
`;

/**
 * `mathhammer schema [--analysis]`: the JSON Schema of scenario (or analysis) files.
 *
 * @example
 * ```ts
 * await schemaCommand(['--analysis'], io);
 * ```
 */
export async function schemaCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseOptions(args, {
    analysis: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    io.stdout(SCHEMA_HELP);
    return 0;
  }
  if (positionals.length > 0) throw new UsageError('schema takes no arguments');
  const json = values.analysis ? analysisJsonSchema() : scenarioJsonSchema();
  io.stdout(`${JSON.stringify(json, null, 2)}\n`);
  return 0;
}
