/**
 * The JSON Schema of scenario files, generated from the valibot schema so the two cannot
 * disagree. It is shipped as `schema/scenario.schema.json` (editors validate and complete
 * scenario files with it) and printed by `mathhammer schema`.
 *
 * @module
 */
import { type JsonSchema, toJsonSchema } from '@valibot/to-json-schema';
import { SCENARIO_LIMITS as L } from '../format/limits.js';
import { registeredRulesets } from '../rulesets/index.js';
import { schemaDefinitions, wholeScenarioSchema } from './schema.js';

/** Where the schema is published (also its `$id`). */
const SCHEMA_ID = 'https://unpkg.com/mathhammer/schema/scenario.schema.json';

/**
 * A pattern for dice notation, for editors only: the runtime check is the library's dice
 * parser, which is the authority (it also bounds the sizes).
 */
const DICE_PATTERN = '^\\s*(\\d+\\s*)?[dD]\\s*\\d+\\s*([+-]\\s*\\d+\\s*)?$|^\\s*\\d+\\s*$';

type Json = { [key: string]: unknown };

/**
 * The JSON Schema (draft-07) of scenario files: both rulesets, strict objects
 * (`additionalProperties: false`), every range, default and rule name, with a description on
 * every field. Checks JSON Schema cannot express simply (dice notation beyond a pattern,
 * a rule listed twice, `feelNoPain` agreeing with the `feel-no-pain` rule) are made by
 * `parseScenario` only. A fresh object on each call.
 *
 * @example
 * ```ts
 * const schema = scenarioJsonSchema();
 * schema.$schema; // 'http://json-schema.org/draft-07/schema#'
 * JSON.stringify(schema, null, 2); // the contents of schema/scenario.schema.json
 * ```
 */
export function scenarioJsonSchema(): JsonSchema {
  const schema = toJsonSchema(wholeScenarioSchema(), {
    target: 'draft-07',
    typeMode: 'input',
    definitions: schemaDefinitions(),
    // Checks made in code: the dice parser, duplicate rules, field combinations.
    ignoreActions: ['raw_check', 'partial_check', 'check'],
  }) as Json;
  // A ruleset with several phases (MESBG: shoot and fight) is a nested choice: published flat,
  // one object per (ruleset, phase), so that editors and readers see every scenario form.
  schema.oneOf = (schema.oneOf as Json[]).flatMap((o) => (o.oneOf as Json[] | undefined) ?? [o]);
  const defs = schema.$defs as Record<string, Json>;
  // What each ruleset's part says that valibot's conversion cannot (Scrollhammer: bs, hitOn
  // or autohit; MESBG: an obstruction's wounds need its defence).
  for (const r of registeredRulesets()) r.schema.jsonSchema?.(defs);
  const dice = defs.Dice!;
  defs.Dice = {
    description: dice.description,
    anyOf: [
      { type: 'integer', minimum: 0 },
      { type: 'string', maxLength: L.diceLength, pattern: DICE_PATTERN },
    ],
  };
  return {
    $schema: schema.$schema,
    $id: SCHEMA_ID,
    title: 'mathhammer scenario',
    // Every registered ruleset by its title: the file's description never lags behind them.
    description: `One attack (or a MESBG fight) in ${registeredRulesets()
      .map((r) => r.title)
      .join(
        ', ',
      )}, for mathhammer (see docs/scenario-format.md). Add "$schema" pointing at this file for completion in editors.`,
    ...Object.fromEntries(Object.entries(schema).filter(([k]) => k !== '$schema')),
  } as JsonSchema;
}
