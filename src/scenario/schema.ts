/**
 * The scenario format of `docs/scenario-format.md` as one valibot schema, joined from each
 * ruleset's part (the `schema.ts` of each folder under `src/rulesets/`). It gives three
 * things that cannot drift apart: the TypeScript type of what users write
 * ({@link ScenarioInput}), the runtime check that turns plain JSON into the validated
 * {@link Scenario} of `types.ts` (defaults filled in, rules normalised), and the published
 * JSON Schema (`schema/scenario.schema.json`, see `jsonSchema.ts`).
 *
 * The field helpers and their messages are in `fields.ts`.
 *
 * @module
 */

import * as v from 'valibot';
import { InputError, show } from '../errors.js';
import { DiceSchema, RerollSchema } from '../format/fields.js';
import type { AnyRuleset } from '../format/ruleset.js';
import { scenarioSchemaOf } from '../format/schema.js';
import { registeredRulesets, registryVersion, rulesetNamed } from '../rulesets/index.js';
import type { Scenario } from './types.js';

export {
  DiceSchema,
  MethodSchema,
  RerollSchema,
  SamplesSchema,
  SeedSchema,
} from '../format/fields.js';
export {
  SCROLLHAMMER_ATTACKER_RULES,
  SCROLLHAMMER_TARGET_RULES,
  type ScrollhammerAttackerRule,
  ScrollhammerAttackerSchema,
  ScrollhammerFormationSchema,
  ScrollhammerTargetGroupSchema,
  type ScrollhammerTargetRule,
  ScrollhammerTargetSchema,
} from '../rulesets/scrollhammer/schema.js';
export {
  WH40K_WEAPON_RULES,
  Wh40kRerollSchema,
  type Wh40kWeaponRule,
} from '../rulesets/wh40k-10e/schema.js';

// ---------------------------------------------------------------------------------------
// The whole scenario
// ---------------------------------------------------------------------------------------

/** Schemas built over the registry, dropped when a ruleset is registered or unregistered. */
let built: {
  readonly version: number;
  whole?: ReturnType<typeof scenarioSchemaOf>;
  readonly one: WeakMap<AnyRuleset, ReturnType<typeof scenarioSchemaOf>>;
  custom?: { readonly key: string; readonly schema: ReturnType<typeof scenarioSchemaOf> };
} = { version: -1, one: new WeakMap() };

/** The cache of schemas for the registry as it is now. */
function cache(): typeof built {
  const version = registryVersion();
  if (built.version !== version) built = { version, one: new WeakMap() };
  return built;
}

/** Every registered ruleset's name, in order: the message about an unknown one lists them. */
function names(): string[] {
  return registeredRulesets().map((r) => r.name);
}

/**
 * The scenario schema of one ruleset, for a scenario that names it: only that ruleset's
 * schemas are built. It gives the whole schema's output and messages: the whole schema's
 * choice by `ruleset` runs the one object whose name matches, the others' rejections of the
 * name leave no trace.
 */
function oneRuleset(ruleset: AnyRuleset): ReturnType<typeof scenarioSchemaOf> {
  const c = cache();
  let schema = c.one.get(ruleset);
  if (!schema) {
    schema = scenarioSchemaOf([ruleset], names());
    c.one.set(ruleset, schema);
  }
  return schema;
}

/**
 * The whole scenario schema, every registered ruleset built, for what names none of them
 * (its message lists them) and for the JSON Schema.
 *
 * @internal
 * @example
 * ```ts
 * toJsonSchema(wholeScenarioSchema(), { definitions: schemaDefinitions() });
 * ```
 */
export function wholeScenarioSchema(): ReturnType<typeof scenarioSchemaOf> {
  const c = cache();
  c.whole ??= scenarioSchemaOf(registeredRulesets());
  return c.whole;
}

/**
 * The whole scenario format, every registered ruleset, discriminated by `ruleset`. Parse with
 * `parseScenario` (which adds the hostile-input guard and the error formatting); use the
 * schema directly to compose it into your own valibot schemas. A ruleset's part is built
 * when a scenario of that ruleset is first parsed, not at import.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * const s = v.parse(ScenarioSchema, { ruleset: 'mesbg', attackers: [{ shootValue: 4, strength: 2 }], target: { defence: 3 } });
 * s.attackers[0].models; // 1
 * ```
 */
export const ScenarioSchema: v.GenericSchema<unknown, Scenario> = v.lazy((input) => {
  const ruleset =
    typeof input === 'object' && input !== null
      ? (input as { ruleset?: unknown }).ruleset
      : undefined;
  const known = typeof ruleset === 'string' ? rulesetNamed(ruleset) : undefined;
  return known ? oneRuleset(known) : wholeScenarioSchema();
}) as unknown as v.GenericSchema<unknown, Scenario>;

/** Kebab-case, as every rule name: `rending-arrows`. */
const RULE_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/**
 * {@link ScenarioSchema} that also accepts custom rule names, in attacker and target group
 * rule lists alike (a custom rule is code, `defineRule`, given to `evaluate` by name). The
 * did-you-mean suggestions and the "listed twice" check cover them as the built-in names.
 * With no names it is {@link ScenarioSchema} itself.
 *
 * @param names - The custom rule names: kebab-case, none a built-in rule's name.
 * @throws {InputError} for a name that is not kebab-case or is a built-in rule's, naming
 *   `rules["<name>"]`.
 * @example
 * ```ts
 * const schema = scenarioSchemaWithRules(['rending-arrows']);
 * v.parse(schema, { ruleset: 'scrollhammer', attackers: [{ bs: 3, strength: 4, rules: ['rending-arrows'] }],
 *   target: { groups: [{ toughness: 4 }] } }).attackers[0].rules; // ['rending-arrows']
 * ```
 */
export function scenarioSchemaWithRules(names: readonly string[]): typeof ScenarioSchema {
  if (names.length === 0) return ScenarioSchema;
  const rulesets = registeredRulesets();
  const builtIn = rulesets.flatMap((r) => r.rules);
  for (const name of names) {
    if (typeof name !== 'string' || !RULE_NAME.test(name)) {
      throw new InputError(
        `rules: a custom rule's name must be kebab-case (like "rending-arrows"), got ${show(name)}`,
        `rules[${JSON.stringify(name)}]`,
        name,
      );
    }
    if (builtIn.includes(name)) {
      throw new InputError(
        `rules[${JSON.stringify(name)}]: ${show(name)} is a built-in rule; give your rule another name`,
        `rules[${JSON.stringify(name)}]`,
        name,
      );
    }
  }
  const c = cache();
  const key = [...names].sort().join(' ');
  if (c.custom?.key !== key) {
    c.custom = { key, schema: scenarioSchemaOf(rulesets, undefined, names) };
  }
  return c.custom.schema as unknown as typeof ScenarioSchema;
}

export type { MesbgScenarioInput } from '../rulesets/mesbg/input.js';
export type { ScrollhammerScenarioInput } from '../rulesets/scrollhammer/input.js';
export type { ScenarioInput } from './rulesets.js';

/**
 * The named parts of the schema, for the JSON Schema's definitions (`#/$defs/...`): every
 * ruleset's schemas, built.
 *
 * @internal
 * @example
 * ```ts
 * toJsonSchema(wholeScenarioSchema(), { definitions: schemaDefinitions() });
 * ```
 */
export function schemaDefinitions(): Readonly<Record<string, v.GenericSchema>> {
  const definitions: Record<string, v.GenericSchema> = {};
  for (const r of registeredRulesets()) Object.assign(definitions, r.schema.definitions?.());
  return { ...definitions, Dice: DiceSchema, Reroll: RerollSchema };
}
