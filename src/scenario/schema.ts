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
import { fightBuiltIn, fightDefaults } from '../rulesets/mesbg/fight/schema.js';
import { mesbgBuiltIn } from '../rulesets/mesbg/schema.js';
import {
  closeCombatBsIssues,
  SCROLLHAMMER_ATTACKER_RULES,
  SCROLLHAMMER_TARGET_RULES,
  ScrollhammerAttackerSchema,
  ScrollhammerScenarioSchema,
  ScrollhammerTargetGroupSchema,
  ScrollhammerTargetSchema,
  scrollhammerSchemas,
} from '../rulesets/scrollhammer/schema.js';
import { WH40K_WEAPON_RULES, wh40kBuiltIn, wh40kSchemas } from '../rulesets/wh40k-10e/schema.js';
import {
  WH40K_11E_WEAPON_RULES,
  wh40k11eBuiltIn,
  wh40k11eSchemas,
} from '../rulesets/wh40k-11e/schema.js';
import type { Wh40k11eScenario } from '../rulesets/wh40k-11e/types.js';
import { type AnyIssue, compact, DiceSchema, got, once, RerollSchema } from './fields.js';
import { didYouMean } from './suggest.js';
import type {
  MesbgFightScenario,
  MesbgScenario,
  Scenario,
  ScrollhammerScenario,
  Wh40kScenario,
} from './types.js';

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
export { DiceSchema, MethodSchema, RerollSchema, SamplesSchema, SeedSchema } from './fields.js';

// ---------------------------------------------------------------------------------------
// The whole scenario
// ---------------------------------------------------------------------------------------

const RULESETS = ['scrollhammer', 'mesbg', 'wh40k-10e', 'wh40k-11e'] as const;

/** MESBG's phases: the Shoot phase (no `phase`, or "shoot") and the Fight ("fight"). */
const mesbgPhases = once(() =>
  v.variant(
    'phase',
    [mesbgBuiltIn().scenario, fightBuiltIn().scenario],
    (i: AnyIssue) => `expected "shoot" or "fight", ${got(i.input)}`,
  ),
);

/** The rulesets' scenario objects, as the whole scenario schema chooses between them. */
type RulesetObjects = readonly [
  typeof ScrollhammerScenarioSchema,
  ReturnType<typeof mesbgPhases>,
  ReturnType<typeof wh40kBuiltIn>['scenario'],
  ReturnType<typeof wh40k11eBuiltIn>['scenario'],
];

/**
 * The scenario schema of one ruleset, for a scenario that names it: only that ruleset's
 * schemas are built. It gives the whole schema's output and messages: the whole schema's
 * choice by `ruleset` runs the one object whose name matches, the others' rejections of the
 * name leave no trace.
 */
const ONE_RULESET: { readonly [R in (typeof RULESETS)[number]]: () => typeof ScenarioSchema } = {
  // One object where the type lists three: the output type is the same union either way.
  scrollhammer: once(() =>
    scenarioSchema([ScrollhammerScenarioSchema] as unknown as RulesetObjects),
  ),
  mesbg: once(() => scenarioSchema([mesbgPhases()] as unknown as RulesetObjects)),
  'wh40k-10e': once(() => scenarioSchema([wh40kBuiltIn().scenario] as unknown as RulesetObjects)),
  'wh40k-11e': once(() =>
    scenarioSchema([wh40k11eBuiltIn().scenario] as unknown as RulesetObjects),
  ),
};

/**
 * The whole scenario schema, every ruleset built, for what names none of them (its message
 * lists them) and for the JSON Schema.
 *
 * @internal
 * @example
 * ```ts
 * toJsonSchema(wholeScenarioSchema(), { definitions: schemaDefinitions() });
 * ```
 */
export const wholeScenarioSchema = once(scenarioSchemaOf);

/**
 * The whole scenario format, every ruleset, discriminated by `ruleset`. Parse with
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
  return typeof ruleset === 'string' && Object.hasOwn(ONE_RULESET, ruleset)
    ? ONE_RULESET[ruleset as (typeof RULESETS)[number]]()
    : wholeScenarioSchema();
});

/**
 * The whole scenario schema with its full valibot type (the published {@link ScenarioSchema}
 * is typed by what it takes and gives, which keeps the declarations small).
 */
function scenarioSchemaOf() {
  return scenarioSchema([
    ScrollhammerScenarioSchema,
    mesbgPhases(),
    wh40kBuiltIn().scenario,
    wh40k11eBuiltIn().scenario,
  ]);
}

/** The whole scenario schema around the rulesets' scenario objects (built-in or with custom rules). */
function scenarioSchema(rulesets: RulesetObjects) {
  return v.pipe(
    v.variant('ruleset', rulesets, (i: AnyIssue) => {
      const input = i.input;
      // A MESBG scenario with a phase that is neither: the issue is about "phase".
      if ((i.path?.[0] as { key?: unknown } | undefined)?.key === 'phase') {
        return `expected "shoot" or "fight", ${got(input)}`;
      }
      const expected = RULESETS.map((r) => `"${r}"`).join(' or ');
      if (input === undefined) return `missing; expected ${expected}`;
      const s = typeof input === 'string' ? didYouMean(input, RULESETS) : undefined;
      return `expected ${expected}, ${got(input)}${s ? ` (did you mean ${JSON.stringify(s)}?)` : ''}`;
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (dataset.typed && dataset.value.ruleset === 'scrollhammer') {
        closeCombatBsIssues(dataset.value, [], dataset.value, addIssue);
      }
    }),
    v.transform((s): Scenario => {
      if ('phase' in s && s.phase === 'fight') return fightDefaults(s);
      const { $schema: _schema, description: _description, ...rest } = s;
      return compact(rest) as
        | ScrollhammerScenario
        | MesbgScenario
        | MesbgFightScenario
        | Wh40kScenario
        | Wh40k11eScenario;
    }),
  );
}

/** Kebab-case, as every rule name: `rending-arrows`. */
const RULE_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** The last schema built with custom rules, and its names: list builders reuse one set. */
let lastCustom: { readonly key: string; readonly schema: typeof ScenarioSchema } | undefined;

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
  const builtIn: readonly string[] = [
    ...SCROLLHAMMER_ATTACKER_RULES,
    ...SCROLLHAMMER_TARGET_RULES,
    ...WH40K_11E_WEAPON_RULES,
  ];
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
  const key = [...names].sort().join(' ');
  if (lastCustom?.key === key) return lastCustom.schema;
  // The lists hold more names than their types say: the parsed rules are strings either way.
  const attacker = [
    ...SCROLLHAMMER_ATTACKER_RULES,
    ...names,
  ] as unknown as typeof SCROLLHAMMER_ATTACKER_RULES;
  const target = [
    ...SCROLLHAMMER_TARGET_RULES,
    ...names,
  ] as unknown as typeof SCROLLHAMMER_TARGET_RULES;
  const scrollhammer = scrollhammerSchemas(
    attacker,
    target,
    SCROLLHAMMER_TARGET_RULES,
    SCROLLHAMMER_ATTACKER_RULES,
  ).scenario;
  const wh40k = wh40kSchemas([
    ...WH40K_WEAPON_RULES,
    ...names,
  ] as unknown as typeof WH40K_WEAPON_RULES).scenario;
  const wh40k11e = wh40k11eSchemas([
    ...WH40K_11E_WEAPON_RULES,
    ...names,
  ] as unknown as typeof WH40K_11E_WEAPON_RULES).scenario;
  const schema = scenarioSchema([scrollhammer, mesbgPhases(), wh40k, wh40k11e]);
  lastCustom = { key, schema };
  return schema;
}

export type { MesbgScenarioInput } from '../rulesets/mesbg/input.js';
export type { ScrollhammerScenarioInput } from '../rulesets/scrollhammer/input.js';
export type { ScenarioInput } from './rulesets.js';

/**
 * What the schema itself accepts, as valibot infers it: the hand-written input types
 * (`ScenarioInput` and each ruleset's) must accept the same (test/scenario/schema.types.test.ts).
 *
 * @internal
 * @example
 * ```ts
 * const s: InferredScenarioInput = { ruleset: 'mesbg', attackers: [{ shootValue: 4, strength: 2 }], target: { defence: 3 } };
 * ```
 */
export type InferredScenarioInput = v.InferInput<ReturnType<typeof scenarioSchemaOf>>;

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
export function schemaDefinitions() {
  const mesbg = mesbgBuiltIn();
  const wh40k = wh40kBuiltIn();
  const wh40k11e = wh40k11eBuiltIn();
  return {
    ScrollhammerAttacker: ScrollhammerAttackerSchema,
    ScrollhammerTargetGroup: ScrollhammerTargetGroupSchema,
    ScrollhammerTarget: ScrollhammerTargetSchema,
    MesbgAttacker: mesbg.attacker,
    MesbgTarget: mesbg.target,
    MesbgObstruction: mesbg.obstruction,
    MesbgCombatModel: mesbg.combatModel,
    Wh40kAttacker: wh40k.attacker,
    Wh40kTarget: wh40k.target,
    Wh40k11eAttacker: wh40k11e.attacker,
    Wh40k11eTarget: wh40k11e.target,
    Dice: DiceSchema,
    Reroll: RerollSchema,
  } as const;
}
