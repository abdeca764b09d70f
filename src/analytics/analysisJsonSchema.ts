/**
 * The JSON Schema of analysis files (`schema/analysis.schema.json`, `mathhammer schema
 * --analysis`), generated from the valibot schema of `analysisSchema.ts`. The parts shared
 * with scenario files (attacker groups, targets, dice...) are the scenario JSON Schema's own
 * definitions, so the two files cannot disagree about them.
 *
 * @module
 */
import { type JsonSchema, toJsonSchema } from '@valibot/to-json-schema';
import { analysisDefinitions, wholeAnalysisSchema } from '../scenario/analysisSchema.js';
import { scenarioJsonSchema } from '../scenario/jsonSchema.js';
import { schemaDefinitions } from '../scenario/schema.js';

/** Where the schema is published (also its `$id`). */
const SCHEMA_ID = 'https://unpkg.com/mathhammer/schema/analysis.schema.json';

type Json = { [key: string]: unknown };

/**
 * The JSON Schema (draft-07) of analysis files: a scenario file in which `attackers` may be
 * replaced by `profiles` and `target` by `targets` (exactly one of each pair), profiles and
 * targets with a `points` cost. Unique names are checked by `parseAnalysis` only. A fresh
 * object on each call.
 *
 * @example
 * ```ts
 * const schema = analysisJsonSchema();
 * schema.title; // 'mathhammer analysis'
 * ```
 */
export function analysisJsonSchema(): JsonSchema {
  const schema = toJsonSchema(wholeAnalysisSchema(), {
    target: 'draft-07',
    typeMode: 'input',
    definitions: { ...schemaDefinitions(), ...analysisDefinitions() },
    ignoreActions: ['raw_check', 'partial_check', 'check'],
  }) as Json;
  // The scenario schema's definitions carry checks added by hand (bs or hitOn, dice
  // patterns...): use them, not the plain generated ones.
  const scenarioDefs = (scenarioJsonSchema() as Json).$defs as Record<string, Json>;
  const defs = schema.$defs as Record<string, Json>;
  for (const key of Object.keys(defs)) if (scenarioDefs[key]) defs[key] = scenarioDefs[key];
  // Exactly one of attackers/profiles, and of target/targets, in each ruleset's object.
  const variants = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  for (const o of variants ?? []) {
    o.anyOf = [
      { required: ['attackers', 'target'] },
      { required: ['attackers', 'targets'] },
      { required: ['profiles', 'target'] },
      { required: ['profiles', 'targets'] },
    ];
    o.not = {
      anyOf: [{ required: ['attackers', 'profiles'] }, { required: ['target', 'targets'] }],
    };
  }
  return {
    $schema: schema.$schema,
    $id: SCHEMA_ID,
    title: 'mathhammer analysis',
    description:
      'Profiles and targets for mathhammer compare, matrix, sweep and turns (see docs/analytics.md): a scenario file in which "attackers" may be replaced by "profiles" and "target" by "targets".',
    ...Object.fromEntries(Object.entries(schema).filter(([k]) => k !== '$schema')),
  } as JsonSchema;
}
