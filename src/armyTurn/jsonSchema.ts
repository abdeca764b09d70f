/**
 * The JSON Schema of shooting analyses (`schema/shooting.schema.json`), generated from the
 * valibot schema of `schema.ts`. The parts shared with scenario files (attacker entries,
 * targets, dice...) are the scenario JSON Schema's own definitions, so the files cannot disagree
 * about them.
 *
 * @module
 */
import { type JsonSchema, toJsonSchema } from '@valibot/to-json-schema';
import { scenarioJsonSchema } from '../scenario/jsonSchema.js';
import { schemaDefinitions } from '../scenario/schema.js';
import { shootingAnalysisSchema } from './schema.js';

/** Where the schema is published (also its `$id`). */
const SCHEMA_ID = 'https://unpkg.com/mathhammer/schema/shooting.schema.json';

type Json = { [key: string]: unknown };

/**
 * The JSON Schema (draft-07) of shooting analyses: `ruleset` (one with volleys), `shooters`,
 * `targets`, `objective`, `depth`, `method`, `samples`, `seed` and the ruleset's scenario
 * options. Unique names and the names `canTarget` and `destroy` give are checked by
 * `parseShootingAnalysis` only. A fresh object on each call.
 *
 * @example
 * ```ts
 * shootingJsonSchema().title; // 'mathhammer shooting analysis'
 * ```
 */
export function shootingJsonSchema(): JsonSchema {
  const schema = toJsonSchema(shootingAnalysisSchema(), {
    target: 'draft-07',
    typeMode: 'input',
    definitions: schemaDefinitions(),
    ignoreActions: ['raw_check', 'partial_check', 'check'],
  }) as Json;
  // The scenario schema's definitions carry checks added by hand (dice patterns...).
  const scenarioDefs = (scenarioJsonSchema() as Json).$defs as Record<string, Json>;
  const defs = (schema.$defs ?? {}) as Record<string, Json>;
  for (const key of Object.keys(defs)) if (scenarioDefs[key]) defs[key] = scenarioDefs[key];
  return {
    $schema: schema.$schema,
    $id: SCHEMA_ID,
    title: 'mathhammer shooting analysis',
    description:
      "The army's shooting phase for mathhammer's planShooting and mathhammer plan (see docs/army-turn.md): shooters with their weapon entries, targets with their points, the objective.",
    ...Object.fromEntries(Object.entries(schema).filter(([k]) => k !== '$schema')),
  } as JsonSchema;
}
