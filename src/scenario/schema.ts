/**
 * The scenario format of `docs/scenario-format.md` as one valibot schema. It gives three
 * things that cannot drift apart: the TypeScript type of what users write
 * ({@link ScenarioInput}), the runtime check that turns plain JSON into the validated
 * {@link Scenario} of `types.ts` (defaults filled in, rules normalised), and the published
 * JSON Schema (`schema/scenario.schema.json`, see `jsonSchema.ts`).
 *
 * Every message here is written for a player reading it after the field path:
 * `target.groups[0].toughness: expected 1..10, got 0`.
 *
 * @module
 */
import * as v from 'valibot';
import { parseDice } from '../dice/parseDice.js';
import { InputError, show } from '../errors.js';
import { SCENARIO_LIMITS as L } from './limits.js';
import { didYouMean } from './suggest.js';
import type {
  MesbgAttacker,
  MesbgCombatModel,
  MesbgObstruction,
  MesbgScenario,
  MesbgTarget,
  RerollSpec,
  RuleInput,
  ScrollhammerAttacker,
  ScrollhammerFormation,
  ScrollhammerModelPosition,
  ScrollhammerScenario,
  ScrollhammerTarget,
  ScrollhammerTargetGroup,
} from './types.js';

// ---------------------------------------------------------------------------------------
// Rule names: one list per place a rule can be written. Add a rule by adding its name here
// (and, if it takes parameters, its parameter entries to RULE_PARAMETERS); the schema, the
// JSON Schema, the did-you-mean suggestions and the docs table follow.
// ---------------------------------------------------------------------------------------

/**
 * The special rules an attacker group may have (Scrollhammer), in kebab-case after the
 * rulebook's names.
 *
 * @example
 * ```ts
 * SCROLLHAMMER_ATTACKER_RULES.includes('critical-strike'); // true
 * ```
 */
export const SCROLLHAMMER_ATTACKER_RULES = [
  'critical-strike',
  'blind',
  'autohit',
  'fleshbane',
  'magical',
  'blast',
  'large-blast',
  'barrage',
  'backfire',
  'absorb-health',
  'absorb-magicka',
  'furious-charge',
  'frenzy',
] as const;

/**
 * The special rules a target group may have (Scrollhammer). `feel-no-pain` is the rule form
 * of the `feelNoPain` field: `"feel-no-pain"` is 5+, `{ "rule": "feel-no-pain", "on": 6 }`
 * is 6+; the parsed scenario carries it in `feelNoPain` only.
 *
 * @example
 * ```ts
 * SCROLLHAMMER_TARGET_RULES.includes('eternal-warrior'); // true
 * ```
 */
export const SCROLLHAMMER_TARGET_RULES = [
  'eternal-warrior',
  'dragonborn',
  'ethereal',
  'feel-no-pain',
  'chameleon',
] as const;

/**
 * A rule name of {@link SCROLLHAMMER_ATTACKER_RULES}.
 *
 * @example
 * ```ts
 * const rule: ScrollhammerAttackerRule = 'fleshbane';
 * ```
 */
export type ScrollhammerAttackerRule = (typeof SCROLLHAMMER_ATTACKER_RULES)[number];
/**
 * A rule name of {@link SCROLLHAMMER_TARGET_RULES}.
 *
 * @example
 * ```ts
 * const rule: ScrollhammerTargetRule = 'eternal-warrior';
 * ```
 */
export type ScrollhammerTargetRule = (typeof SCROLLHAMMER_TARGET_RULES)[number];

/** The roll a Feel No Pain needs when no number is given (`feelNoPain: true`). */
const FEEL_NO_PAIN_DEFAULT = 5;

// ---------------------------------------------------------------------------------------
// Field helpers: each carries its own message and a description that ends up in the JSON
// Schema (editors show it) and in "missing field" messages.
// ---------------------------------------------------------------------------------------

type AnyIssue = v.BaseIssue<unknown>;
type AnySchema = v.BaseSchema<unknown, unknown, AnyIssue>;

/** ` (write 4 for "4+")`-style hints for values a player would plausibly type. */
function hint(input: unknown): string {
  if (typeof input === 'string') {
    const plus = /^\s*(\d+)\s*\+{1,2}\s*$/.exec(input);
    if (plus) return ` (write ${plus[1]} for ${input.trim()})`;
    if (/^\s*-?\d+(\.\d+)?\s*$/.test(input)) return ' (a number, not a string: drop the quotes)';
  }
  return '';
}

/** `got 0`, `got "4+" (write 4 for 4+)`. */
function got(input: unknown): string {
  return `got ${show(input)}${hint(input)}`;
}

/**
 * A whole number in `min..max`. The range message is exactly `expected 1..10, got 0`; a
 * value of the wrong type or a fraction reads `expected a whole number 1..10, got 2.5`.
 */
function whole(min: number, max: number, description: string, range = `${min}..${max}`) {
  const typeMessage = (i: AnyIssue) => `expected a whole number ${range}, ${got(i.input)}`;
  const rangeMessage = (i: AnyIssue) => `expected ${range}, ${got(i.input)}`;
  return v.pipe(
    v.number(typeMessage),
    v.integer(typeMessage),
    v.minValue(min, rangeMessage),
    v.maxValue(max, rangeMessage),
    v.description(description),
  );
}

/** A D6 roll needed, 2..6 (4 for 4+). */
function roll(description: string) {
  return whole(2, 6, `${description}: the roll needed, 2..6 (4 for 4+)`);
}

/** One of a few strings, with a did-you-mean. */
function choice<const T extends readonly [string, ...string[]]>(options: T, description: string) {
  const list = options.map((o) => JSON.stringify(o)).join(' or ');
  return v.pipe(
    v.picklist(options, (i: AnyIssue) => {
      const s = typeof i.input === 'string' ? didYouMean(i.input, options) : undefined;
      return `expected ${list}, ${got(i.input)}${s ? ` (did you mean ${JSON.stringify(s)}?)` : ''}`;
    }),
    v.description(description),
  );
}

function bool(description: string) {
  return v.pipe(
    v.boolean((i: AnyIssue) => `expected true or false, ${got(i.input)}`),
    v.description(description),
  );
}

function text(max: number, description: string) {
  const message = (i: AnyIssue) =>
    `expected a string of at most ${max} characters, ${got(i.input)}`;
  return v.pipe(v.string(message), v.maxLength(max, message), v.description(description));
}

const nameSchema = text(L.nameLength, 'A name, shown in reports');

/** What a schema expects, for "missing field" messages: its description, else its type. */
function describeSchema(schema: AnySchema | undefined): string {
  if (!schema) return 'a value';
  const s = schema as AnySchema & { pipe?: readonly { type: string; description?: string }[] };
  const d = s.pipe?.find((a) => a.type === 'description')?.description;
  return d ?? schema.expects;
}

/**
 * A strict object: an unknown field is an error with a did-you-mean suggestion (or the list
 * of the fields allowed), a missing required field says what it should hold.
 */
function strict<const E extends v.ObjectEntries>(entries: E, what: string) {
  const keys = Object.keys(entries);
  return v.strictObject(entries, (issue: AnyIssue) => {
    const item = issue.path?.[0] as { origin?: string; key?: unknown; input?: unknown } | undefined;
    if (item?.origin === 'key') {
      if (Array.isArray(item.input)) return `expected ${what} (an object), got an array`;
      const key = String(item.key);
      if (issue.expected === 'never') {
        const s = didYouMean(key, keys);
        return s
          ? `unknown field ${show(key)}; did you mean ${JSON.stringify(s)}?`
          : `unknown field ${show(key)}; the fields of ${what} are ${keys.join(', ')}`;
      }
      return `missing; expected ${describeSchema(entries[key] as AnySchema | undefined)}`;
    }
    return `expected ${what} (an object), ${got(issue.input)}`;
  });
}

/** An array of 1..max items, each checked by `item`. */
function list<T extends AnySchema>(item: T, max: number, one: string, what: string) {
  return v.pipe(
    v.array(item, (i: AnyIssue) => `expected a list of ${what}, ${got(i.input)}`),
    v.minLength(1, `expected at least one ${one}, got none`),
    v.maxLength(max, (i: AnyIssue) => {
      const n = Array.isArray(i.input) ? i.input.length : '?';
      return `expected at most ${max} ${what}, got ${n}`;
    }),
    v.description(`A list of 1..${max} ${what}`),
  );
}

/** Drop keys whose value is `undefined`, so optional fields are absent, not undefined. */
type Defined<T> = { [K in keyof T]: Exclude<T[K], undefined> };
function compact<T extends object>(o: T): Defined<T> {
  const out: Record<string, unknown> = {};
  for (const [k, value] of Object.entries(o)) if (value !== undefined) out[k] = value;
  return out as Defined<T>;
}

// ---------------------------------------------------------------------------------------
// Dice and re-rolls
// ---------------------------------------------------------------------------------------

const DICE_DESCRIPTION =
  'Dice: a whole number, or dice notation such as "D6", "D3", "2D6", "D6+1", "2D3" (case-insensitive, spaces allowed)';

/**
 * A dice expression (`shots`): a whole number or dice notation, checked by the library's
 * own dice parser so its errors are the parser's.
 *
 * @example
 * ```ts
 * v.parse(DiceSchema, '2D6+1'); // '2D6+1'
 * v.safeParse(DiceSchema, '2D6++1').issues?.[0].message; // 'dice "2D6++1": unexpected "+" at position 5; expected a number'
 * ```
 */
export const DiceSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.maxLength(L.diceLength))], (i: AnyIssue) =>
    typeof i.input === 'string'
      ? `expected dice notation of at most ${L.diceLength} characters, ${got(i.input)}`
      : `expected a whole number or dice notation such as "D6" or "2D3", ${got(i.input)}`,
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    try {
      parseDice(dataset.value, 'shots');
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      // The dice parser names the field itself; the path is prefixed by parseScenario.
      addIssue({ message: e.message.replace(/^shots:\s*/, '') });
    }
  }),
  v.description(DICE_DESCRIPTION),
);

const rerollKind = choice(
  ['ones', 'failed'],
  '"ones": re-roll 1s; "failed": re-roll every failed die (once)',
);

/**
 * `reroll: { hit, wound }`, each `"ones"` or `"failed"`, both optional.
 *
 * @example
 * ```ts
 * v.parse(RerollSchema, { hit: 'ones' }); // { hit: 'ones' }
 * ```
 */
export const RerollSchema = v.pipe(
  strict(
    {
      hit: v.optional(rerollKind),
      wound: v.optional(rerollKind),
    },
    'a re-roll {"hit", "wound"}',
  ),
  v.transform((r): RerollSpec => compact(r)),
);

// ---------------------------------------------------------------------------------------
// Rules: a kebab-case name, or an object { "rule": name, ...parameters }.
// ---------------------------------------------------------------------------------------

/** Parameters of the parameterised rules, by rule name. */
const RULE_PARAMETERS = {
  'feel-no-pain': { on: v.optional(roll('Feel No Pain'), FEEL_NO_PAIN_DEFAULT) },
  'absorb-health': { on: roll('Absorb Health (X+)') },
  'absorb-magicka': {
    dice: whole(1, 10, 'Absorb Magicka (Y on an X+): Y, the power dice gained, 1..10'),
    on: roll('Absorb Magicka (Y on an X+): X'),
  },
  barrage: {
    indirect: v.optional(bool('Fired indirectly: full scatter, BS not subtracted (default false)')),
  },
} as const satisfies Readonly<Record<string, v.ObjectEntries>>;
type RuleParameters = typeof RULE_PARAMETERS;

/** The object form of the rule `N`: `{ "rule": N }` plus its parameters, if any. */
type RuleObjectSchema<N extends string> = N extends keyof RuleParameters
  ? v.StrictObjectSchema<
      Extract<
        { readonly rule: v.LiteralSchema<N, undefined> } & RuleParameters[N],
        v.ObjectEntries
      >,
      v.ErrorMessage<v.StrictObjectIssue>
    >
  : v.StrictObjectSchema<
      { readonly rule: v.LiteralSchema<N, undefined> },
      v.ErrorMessage<v.StrictObjectIssue>
    >;

function unknownRuleMessage(
  input: unknown,
  names: readonly string[],
  where: string,
  elsewhere: readonly string[],
  elsewhereName: string,
): string {
  if (typeof input !== 'string') {
    return `expected a rule name such as ${JSON.stringify(names[0])} or an object {"rule": ...}, ${got(input)}`;
  }
  if (elsewhere.includes(input))
    return `${show(input)} is a rule of ${elsewhereName}, not of ${where}`;
  const s = didYouMean(input, [...names, ...elsewhere]);
  if (s && elsewhere.includes(s) && !names.includes(s)) {
    return `unknown rule ${show(input)}; did you mean ${JSON.stringify(s)}? (a rule of ${elsewhereName}, not of ${where})`;
  }
  return s
    ? `unknown rule ${show(input)}; did you mean ${JSON.stringify(s)}?`
    : `unknown rule ${show(input)}; the rules of ${where} are ${names.join(', ')}`;
}

/**
 * A list of rules drawn from `names`; each may be written as a name or as an object with
 * `rule` (and, for parameterised rules, its parameters). A rule may appear once.
 */
function rules<const N extends readonly [string, ...string[]]>(
  names: N,
  where: string,
  elsewhere: readonly string[],
  elsewhereName: string,
) {
  const message = (i: AnyIssue) =>
    unknownRuleMessage(i.input, names, where, elsewhere, elsewhereName);
  const ruleMessage = (i: AnyIssue) =>
    i.input === undefined
      ? `missing; expected a rule name: ${names.join(', ')}`
      : unknownRuleMessage(i.input, names, where, elsewhere, elsewhereName);
  const parameters: Readonly<Record<string, v.ObjectEntries>> = RULE_PARAMETERS;
  // One strict object per rule; the cast names each object's type after its rule, which the
  // dynamic construction cannot tell the compiler.
  const objects = names.map((name) =>
    strict({ rule: v.literal(name), ...(parameters[name] ?? {}) }, `the rule ${name}`),
  ) as unknown as [RuleObjectSchema<N[number]>];
  const item = v.union(
    [v.picklist(names, message), v.variant('rule', objects, ruleMessage)],
    message,
  );
  return v.pipe(
    v.array(item, (i: AnyIssue) => `expected a list of rule names, ${got(i.input)}`),
    v.maxLength(L.rules, `expected at most ${L.rules} rules`),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const seen = new Set<string>();
      for (const r of dataset.value) {
        const name = ruleName(r);
        if (seen.has(name)) addIssue({ message: `the rule ${show(name)} is listed twice` });
        seen.add(name);
        const required = requiredParameters(name);
        if (typeof r === 'string' && required.length > 0) {
          addIssue({
            message: `the rule ${show(name)} needs its ${required.join(' and ')}: write it as {"rule": ${JSON.stringify(name)}, ${required.map((k) => `${JSON.stringify(k)}: ...`).join(', ')}}`,
          });
        }
      }
    }),
    v.description(`Special rules: ${names.join(', ')}`),
  );
}

function ruleName(r: string | { rule: string }): string {
  return typeof r === 'string' ? r : r.rule;
}

/** The parameters a rule cannot do without (those with no default). */
function requiredParameters(name: string): string[] {
  const entries: v.ObjectEntries | undefined = (
    RULE_PARAMETERS as Readonly<Record<string, v.ObjectEntries>>
  )[name];
  if (!entries) return [];
  return Object.entries(entries)
    .filter(([, schema]) => schema.type !== 'optional')
    .map(([key]) => key);
}

/**
 * A rule as the parsed scenario carries it: its name, or `{ rule, ...parameters }` when it
 * has parameters (unset optional parameters dropped).
 */
function normalRule(r: string | { readonly rule: string }): RuleInput {
  if (typeof r === 'string') return r;
  const o = compact(r as Record<string, unknown>) as { rule: string };
  return Object.keys(o).length > 1 ? o : o.rule;
}

// ---------------------------------------------------------------------------------------
// Run options shared by both rulesets
// ---------------------------------------------------------------------------------------

/**
 * `method`: `"exact"` or `"monte-carlo"` (the command line checks `--method` with it).
 *
 * @example
 * ```ts
 * v.safeParse(MethodSchema, 'montecarlo').issues?.[0].message;
 * // 'expected "exact" or "monte-carlo", got "montecarlo" (did you mean "monte-carlo"?)'
 * ```
 */
export const MethodSchema = choice(
  ['exact', 'monte-carlo'],
  '"exact" (default): exact probabilities; "monte-carlo": seeded random sampling',
);

/**
 * `samples`: a whole number 1..1e9 (the command line checks `--samples` with it).
 *
 * @example
 * ```ts
 * v.safeParse(SamplesSchema, 0).issues?.[0].message; // 'expected 1..1e9, got 0'
 * ```
 */
export const SamplesSchema = whole(
  1,
  L.samples,
  'Monte Carlo samples, 1..1e9 (default 100000)',
  '1..1e9',
);

/**
 * `seed`: a whole number 0..2^53-1, what the random generator accepts (the command line
 * checks `--seed` with it).
 *
 * @example
 * ```ts
 * v.safeParse(SeedSchema, 1.5).issues?.[0].message; // 'expected a whole number 0..2^53-1, got 1.5'
 * ```
 */
export const SeedSchema = whole(
  0,
  L.seed,
  'Monte Carlo seed: a whole number 0..2^53-1 (default 0); the same seed gives the same result',
  '0..2^53-1',
);

const runEntries = {
  method: v.optional(MethodSchema, 'exact'),
  samples: v.optional(SamplesSchema, 100_000),
  seed: v.optional(SeedSchema),
} as const;

const fileEntries = {
  $schema: v.optional(text(L.textLength, 'The JSON Schema of this file (ignored)')),
  description: v.optional(text(L.textLength, 'What this scenario is (ignored by the engines)')),
} as const;

// ---------------------------------------------------------------------------------------
// Scrollhammer
// ---------------------------------------------------------------------------------------

const feelNoPainField = v.pipe(
  v.union(
    [v.literal(true), v.literal(false), roll('Feel No Pain')],
    (i: AnyIssue) => `expected true (5+) or the roll needed 2..6, ${got(i.input)}`,
  ),
  v.description('Feel No Pain: true for 5+, or the roll needed 2..6'),
);

/** `feelNoPain: true` is 5+, `false` none. */
function feelNoPainValue(f: boolean | number | undefined): number | undefined {
  return f === true ? FEEL_NO_PAIN_DEFAULT : f === false ? undefined : f;
}

/** A cover save, or a list of them (one per source: the best applies). */
const coverField = v.pipe(
  v.union(
    [roll('Cover save'), v.pipe(v.array(roll('Cover save')), v.minLength(1), v.maxLength(L.rules))],
    (i: AnyIssue) =>
      typeof i.input === 'number' && Number.isInteger(i.input)
        ? `expected 2..6, ${got(i.input)}`
        : `expected the cover save 2..6, or a list of the saves of every source of cover (the best applies), ${got(i.input)}`,
  ),
  v.description(
    'Cover save 2..6 (shooting only), or a list of every source of cover (the best applies)',
  ),
);

const inches = (min: number, max: number, description: string) =>
  v.pipe(
    v.number((i: AnyIssue) => `expected a number of inches ${min}..${max}, ${got(i.input)}`),
    v.minValue(min, (i: AnyIssue) => `expected ${min}..${max} inches, ${got(i.input)}`),
    v.maxValue(max, (i: AnyIssue) => `expected ${min}..${max} inches, ${got(i.input)}`),
    v.description(description),
  );
const baseMmField = v.pipe(
  v.number((i: AnyIssue) => `expected a base diameter in millimetres 10..200, ${got(i.input)}`),
  v.minValue(10, (i: AnyIssue) => `expected 10..200 mm, ${got(i.input)}`),
  v.maxValue(200, (i: AnyIssue) => `expected 10..200 mm, ${got(i.input)}`),
  v.description('Base diameter in millimetres, 10..200 (25 for a 25 mm base)'),
);

const modelPositionSchema = v.pipe(
  strict(
    {
      x: inches(-1000, 1000, 'Base centre, inches'),
      y: inches(-1000, 1000, 'Base centre, inches'),
      baseMm: v.optional(baseMmField),
    },
    'a model position {"x", "y"}',
  ),
  v.transform((p): ScrollhammerModelPosition => compact(p)),
);

/**
 * Where the target's models stand (for Blast, Large Blast and Barrage weapons): ranks of
 * `files` models `gap` inches apart, or every model's `positions`.
 *
 * @example
 * ```ts
 * v.parse(ScrollhammerFormationSchema, { files: 5 }); // { files: 5, baseMm: 25, gap: 1 }
 * ```
 */
export const ScrollhammerFormationSchema = v.pipe(
  strict(
    {
      files: v.optional(whole(1, L.models, `Models per rank, 1..${L.models}`)),
      positions: v.optional(
        v.pipe(
          v.array(
            modelPositionSchema,
            (i: AnyIssue) => `expected a list of positions {"x", "y"}, ${got(i.input)}`,
          ),
          v.minLength(1, 'expected at least one position, got none'),
          v.maxLength(L.models, `expected at most ${L.models} positions`),
          v.description("Every model's base centre in inches, in the order of the groups"),
        ),
      ),
      baseMm: v.optional(baseMmField, 25),
      gap: v.optional(
        inches(0, 12, 'Ranks and files: inches between neighbouring bases, 0..12 (default 1)'),
      ),
    },
    'a formation',
  ),
  v.forward(
    v.partialCheck(
      [['files'], ['positions']],
      (f) => (f.files === undefined) !== (f.positions === undefined),
      'give files (ranks and files) or positions (every model placed), one of them',
    ),
    ['files'],
  ),
  v.forward(
    v.partialCheck(
      [['positions'], ['gap']],
      (f) => f.positions === undefined || f.gap === undefined,
      'gap is for ranks and files; with positions, place each model',
    ),
    ['gap'],
  ),
  v.description(
    'Where the models stand, for blast markers: {"files", "baseMm", "gap"} or {"positions", "baseMm"}',
  ),
  v.transform(
    (f): ScrollhammerFormation =>
      compact({ ...f, gap: f.files !== undefined ? (f.gap ?? 1) : undefined }),
  ),
);

/**
 * The Scrollhammer part of the schema for a given set of rule names: the built-in names for
 * {@link ScenarioSchema}, more for custom rules ({@link scenarioSchemaWithRules}).
 */
function scrollhammerSchemas(
  attackerNames: typeof SCROLLHAMMER_ATTACKER_RULES,
  targetNames: typeof SCROLLHAMMER_TARGET_RULES,
  targetOnly: readonly string[],
  attackerOnly: readonly string[],
) {
  const attackerRules = rules(attackerNames, 'attackers', targetOnly, 'target groups');
  const targetRules = rules(targetNames, 'target groups', attackerOnly, 'attackers');

  const attackerObject = strict(
    {
      name: v.optional(nameSchema),
      models: v.optional(
        whole(1, L.models, `Models in the group that attack, 1..${L.models} (default 1)`),
        1,
      ),
      bs: v.optional(whole(1, 10, 'Ballistic Skill 1..10; required unless hitOn or autohit')),
      hitOn: v.optional(roll('To Hit, used instead of bs')),
      shots: v.optional(DiceSchema, 1),
      strength: whole(1, 10, 'Strength 1..10'),
      ap: v.optional(whole(0, L.ap, `Armour Piercing 0..${L.ap} (default 0)`), 0),
      rules: v.optional(attackerRules, () => []),
      reroll: v.optional(RerollSchema, () => ({})),
      charging: v.optional(
        bool('Charged or Counter-Attacked this turn (close combat): Furious Charge'),
      ),
      aim: v.optional(
        whole(
          0,
          L.models * L.targetGroups,
          "Blast weapons: the target's model (0-based, in the formation) the marker is placed over",
        ),
      ),
      save: v.optional(roll("The attackers' own armour save (Backfire)")),
      ward: v.optional(roll("The attackers' own ward save (Backfire)")),
      feelNoPain: v.optional(feelNoPainField),
    },
    'an attacker group',
  );

  const attacker = v.pipe(
    attackerObject,
    v.forward(
      v.partialCheck(
        [['bs'], ['hitOn'], ['rules']],
        (a) =>
          a.bs !== undefined ||
          a.hitOn !== undefined ||
          a.rules.some((r) => ruleName(r) === 'autohit'),
        'missing; expected Ballistic Skill 1..10 (or hitOn 2..6, or the rule "autohit")',
      ),
      ['bs'],
    ),
    v.forward(
      v.partialCheck(
        [['bs'], ['hitOn']],
        (a) => a.bs === undefined || a.hitOn === undefined,
        'give bs or hitOn, not both (hitOn is the roll needed, used instead of bs)',
      ),
      ['hitOn'],
    ),
    v.transform(
      (a): ScrollhammerAttacker =>
        compact({
          ...a,
          rules: a.rules.map(normalRule),
          feelNoPain: feelNoPainValue(a.feelNoPain),
        }),
    ),
  );

  const groupObject = strict(
    {
      name: v.optional(nameSchema),
      models: v.optional(whole(1, L.models, `Models in the group, 1..${L.models} (default 1)`), 1),
      toughness: whole(1, 10, 'Toughness 1..10'),
      wounds: v.optional(whole(1, L.wounds, `Wounds per model, 1..${L.wounds} (default 1)`), 1),
      save: v.optional(roll('Armour save')),
      ward: v.optional(roll('Ward save')),
      feelNoPain: v.optional(feelNoPainField),
      rules: v.optional(targetRules, () => []),
    },
    'a target group',
  );

  const feelNoPainOf = (
    g: v.InferOutput<typeof groupObject>,
  ): { field: number | undefined; rule: number | undefined } => {
    const field = feelNoPainValue(g.feelNoPain);
    let rule: number | undefined;
    for (const r of g.rules) {
      if (r === 'feel-no-pain') rule = FEEL_NO_PAIN_DEFAULT;
      else if (typeof r === 'object' && r.rule === 'feel-no-pain') {
        rule = 'on' in r && typeof r.on === 'number' ? r.on : FEEL_NO_PAIN_DEFAULT;
      }
    }
    return { field, rule };
  };

  const group = v.pipe(
    groupObject,
    v.forward(
      v.check((g) => {
        const { field, rule } = feelNoPainOf(g);
        return field === undefined || rule === undefined || field === rule;
      }, 'feelNoPain and the rule "feel-no-pain" disagree; give one of them'),
      ['feelNoPain'],
    ),
    v.transform((g): ScrollhammerTargetGroup => {
      const { field, rule } = feelNoPainOf(g);
      return compact({
        ...g,
        feelNoPain: field ?? rule,
        rules: g.rules.filter((r) => ruleName(r) !== 'feel-no-pain').map(normalRule),
      });
    }),
  );

  const target = v.pipe(
    strict(
      {
        name: v.optional(nameSchema),
        groups: list(group, L.targetGroups, 'target group', 'target groups'),
        cover: v.optional(coverField),
        goneToGround: v.optional(
          bool('Gone to ground: cover one better, or 6+ without cover'),
          false,
        ),
        interveningModels: v.optional(
          bool('Partially hidden by models of a third unit: a 4+ cover save (shooting only)'),
        ),
        formation: v.optional(ScrollhammerFormationSchema),
      },
      'a target',
    ),
    v.description(
      'The target unit: an object with "groups" (and "name", "cover", "goneToGround", "interveningModels", "formation")',
    ),
    v.transform(
      (t): ScrollhammerTarget =>
        compact({
          ...t,
          cover: typeof t.cover === 'number' ? t.cover : t.cover && Math.min(...t.cover),
        }),
    ),
  );

  const scenario = strict(
    {
      ...fileEntries,
      ruleset: v.pipe(v.literal('scrollhammer'), v.description('The ruleset: Scrollhammer')),
      phase: v.optional(
        choice(['shooting', 'close-combat'], 'The phase: "shooting" (default) or "close-combat"'),
        'shooting',
      ),
      attackers: list(attacker, L.attackerGroups, 'attacker group', 'attacker groups'),
      target,
      allocation: v.optional(
        choice(
          ['rules', 'sequential'],
          'Wound allocation: "rules" (default: as many models slain as possible) or "sequential"',
        ),
        'rules',
      ),
      ...runEntries,
    },
    'a Scrollhammer scenario',
  );
  return { attacker, group, target, scenario };
}

const SCROLLHAMMER = scrollhammerSchemas(
  SCROLLHAMMER_ATTACKER_RULES,
  SCROLLHAMMER_TARGET_RULES,
  SCROLLHAMMER_TARGET_RULES,
  SCROLLHAMMER_ATTACKER_RULES,
);

/**
 * One Scrollhammer attacker group, defaults filled in, rules as names (or, with parameters,
 * as `{ rule, ...parameters }`).
 *
 * @example
 * ```ts
 * v.parse(ScrollhammerAttackerSchema, { bs: 3, strength: 4, rules: [{ rule: 'blind' }] });
 * // { models: 1, bs: 3, shots: 1, strength: 4, ap: 0, rules: ['blind'], reroll: {} }
 * ```
 */
export const ScrollhammerAttackerSchema = SCROLLHAMMER.attacker;

/**
 * One group of a Scrollhammer target unit; the `feel-no-pain` rule becomes `feelNoPain`.
 *
 * @example
 * ```ts
 * v.parse(ScrollhammerTargetGroupSchema, { toughness: 4, rules: [{ rule: 'feel-no-pain', on: 6 }] });
 * // { models: 1, toughness: 4, wounds: 1, feelNoPain: 6, rules: [] }
 * ```
 */
export const ScrollhammerTargetGroupSchema = SCROLLHAMMER.group;

/**
 * A Scrollhammer target unit; a list of cover saves becomes the best of them.
 *
 * @example
 * ```ts
 * v.parse(ScrollhammerTargetSchema, { groups: [{ toughness: 4 }], cover: [5, 4] });
 * // { groups: [{ models: 1, toughness: 4, wounds: 1, rules: [] }], cover: 4, goneToGround: false }
 * ```
 */
export const ScrollhammerTargetSchema = SCROLLHAMMER.target;

const scrollhammerScenarioObject = SCROLLHAMMER.scenario;

// ---------------------------------------------------------------------------------------
// MESBG
// ---------------------------------------------------------------------------------------

/**
 * One obstruction In The Way (MESBG): terrain, or with `defence` a model wounded as normal
 * when the shot hits it.
 *
 * @example
 * ```ts
 * v.parse(MesbgObstructionSchema, { name: 'Bain', defence: 5, friendly: true });
 * ```
 */
export const MesbgObstructionSchema = v.pipe(
  strict(
    {
      name: v.optional(
        text(L.nameLength, 'A name: obstructions with the same name are the same model'),
      ),
      defence: v.optional(whole(1, 10, 'Defence 1..10 of a model In The Way; omitted: terrain')),
      wounds: v.optional(
        whole(1, L.wounds, `Wounds of that model, 1..${L.wounds} (only with defence; default 1)`),
      ),
      friendly: v.optional(
        bool("The model is on the shooters' side (only with defence; default false)"),
      ),
    },
    'an obstruction',
  ),
  v.forward(
    v.partialCheck(
      [['defence'], ['wounds']],
      (o) => o.defence !== undefined || o.wounds === undefined,
      'wounds is for a model In The Way: give its defence too (without defence it is terrain)',
    ),
    ['wounds'],
  ),
  v.forward(
    v.partialCheck(
      [['defence'], ['friendly']],
      (o) => o.defence !== undefined || o.friendly !== true,
      'a friendly model In The Way needs its defence',
    ),
    ['friendly'],
  ),
  v.transform((o): MesbgObstruction => compact(o)),
);

/**
 * One group of MESBG shooters.
 *
 * @example
 * ```ts
 * v.parse(MesbgAttackerSchema, { shootValue: 4, strength: 2 });
 * // { models: 1, shootValue: 4, strength: 2, moved: false, inTheWay: 0, shots: 1, reroll: {} }
 * ```
 */
export const MesbgAttackerSchema = v.pipe(
  strict(
    {
      name: v.optional(nameSchema),
      models: v.optional(whole(1, L.models, `Models that shoot, 1..${L.models} (default 1)`), 1),
      shootValue: roll('Shoot Value'),
      strength: whole(1, 10, 'Strength 1..10'),
      moved: v.optional(
        bool('Moved this turn, not over half its Move: Shoot Value one worse'),
        false,
      ),
      inTheWay: v.optional(
        whole(0, L.inTheWay, `Obstructions In The Way, 0..${L.inTheWay}, each passed on a 4+`),
        0,
      ),
      shots: v.optional(DiceSchema, 1),
      reroll: v.optional(RerollSchema, () => ({})),
      side: v.optional(
        choice(
          ['good', 'evil'],
          'Good or Evil; omitted: Good for the check that Good models never risk a friendly model',
        ),
      ),
      obstructions: v.optional(
        v.pipe(
          v.array(
            MesbgObstructionSchema,
            (i: AnyIssue) => `expected a list of obstructions, ${got(i.input)}`,
          ),
          v.maxLength(
            L.inTheWay,
            (i: AnyIssue) =>
              `expected at most ${L.inTheWay} obstructions, got ${Array.isArray(i.input) ? i.input.length : '?'}`,
          ),
          v.description('The obstructions In The Way one by one, closest to the shooters first'),
        ),
      ),
    },
    'a MESBG attacker group',
  ),
  v.forward(
    v.partialCheck(
      [['inTheWay'], ['obstructions']],
      (a) =>
        a.obstructions === undefined || a.inTheWay === 0 || a.inTheWay === a.obstructions.length,
      'with obstructions, inTheWay must be left out (0) or equal to the number of obstructions',
    ),
    ['inTheWay'],
  ),
  v.transform((a): MesbgAttacker => compact(a)),
);

/**
 * The shooters' friendly model in the combat a MESBG target is Engaged in.
 *
 * @example
 * ```ts
 * v.parse(MesbgCombatModelSchema, { name: 'Goblin', defence: 4 }); // { name: 'Goblin', defence: 4, wounds: 1 }
 * ```
 */
export const MesbgCombatModelSchema = v.pipe(
  strict(
    {
      name: v.optional(nameSchema),
      defence: whole(1, 10, 'Defence 1..10'),
      wounds: v.optional(whole(1, L.wounds, `Wounds, 1..${L.wounds} (default 1)`), 1),
    },
    'a model in the combat',
  ),
  v.description(
    'The friendly model in the combat, hit instead of the target on a 1-3 (Evil shooters only)',
  ),
  v.transform((m): MesbgCombatModel => compact(m)),
);

/**
 * A MESBG target model.
 *
 * @example
 * ```ts
 * v.parse(MesbgTargetSchema, { defence: 3 }); // { defence: 3, wounds: 1 }
 * ```
 */
export const MesbgTargetSchema = v.pipe(
  strict(
    {
      name: v.optional(nameSchema),
      defence: whole(1, 10, 'Defence 1..10'),
      wounds: v.optional(whole(1, L.wounds, `Wounds, 1..${L.wounds} (default 1)`), 1),
      combat: v.optional(MesbgCombatModelSchema),
    },
    'a MESBG target',
  ),
  v.description('The target model: an object with "defence" (and "name", "wounds", "combat")'),
  v.transform((t): MesbgTarget => compact(t)),
);

const mesbgScenarioObject = strict(
  {
    ...fileEntries,
    ruleset: v.pipe(
      v.literal('mesbg'),
      v.description('The ruleset: the Middle-earth Strategy Battle Game (MESBG)'),
    ),
    attackers: list(MesbgAttackerSchema, L.attackerGroups, 'attacker group', 'attacker groups'),
    target: MesbgTargetSchema,
    ...runEntries,
  },
  'a MESBG scenario',
);

// ---------------------------------------------------------------------------------------
// The whole scenario
// ---------------------------------------------------------------------------------------

const RULESETS = ['scrollhammer', 'mesbg'] as const;

/**
 * The whole scenario format, both rulesets, discriminated by `ruleset`. Parse with
 * `parseScenario` (which adds the hostile-input guard and the error formatting); use the
 * schema directly to compose it into your own valibot schemas.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * const s = v.parse(ScenarioSchema, { ruleset: 'mesbg', attackers: [{ shootValue: 4, strength: 2 }], target: { defence: 3 } });
 * s.attackers[0].models; // 1
 * ```
 */
export const ScenarioSchema = scenarioSchema(scrollhammerScenarioObject);

/** The whole scenario schema around a Scrollhammer scenario object (built-in or with custom rules). */
function scenarioSchema(scrollhammer: typeof scrollhammerScenarioObject) {
  return v.pipe(
    v.variant('ruleset', [scrollhammer, mesbgScenarioObject], (i: AnyIssue) => {
      const input = i.input;
      if (input === undefined)
        return `missing; expected ${RULESETS.map((r) => `"${r}"`).join(' or ')}`;
      const s = typeof input === 'string' ? didYouMean(input, RULESETS) : undefined;
      return `expected "scrollhammer" or "mesbg", ${got(input)}${s ? ` (did you mean ${JSON.stringify(s)}?)` : ''}`;
    }),
    v.transform((s): ScrollhammerScenario | MesbgScenario => {
      const { $schema: _schema, description: _description, ...rest } = s;
      return compact(rest) as ScrollhammerScenario | MesbgScenario;
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
  const builtIn: readonly string[] = [...SCROLLHAMMER_ATTACKER_RULES, ...SCROLLHAMMER_TARGET_RULES];
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
  const schema = scenarioSchema(scrollhammer);
  lastCustom = { key, schema };
  return schema;
}

/**
 * What a scenario file may contain: the type to write scenarios in TypeScript, with every
 * default optional.
 *
 * @example
 * ```ts
 * const s: ScenarioInput = { ruleset: 'mesbg', attackers: [{ shootValue: 4, strength: 2 }], target: { defence: 3 } };
 * ```
 */
export type ScenarioInput = v.InferInput<typeof ScenarioSchema>;

/**
 * A Scrollhammer scenario as written.
 *
 * @example
 * ```ts
 * const s: ScrollhammerScenarioInput = { ruleset: 'scrollhammer', attackers: [{ bs: 3, strength: 4 }], target: { groups: [{ toughness: 4 }] } };
 * ```
 */
export type ScrollhammerScenarioInput = v.InferInput<typeof scrollhammerScenarioObject>;

/**
 * A MESBG scenario as written.
 *
 * @example
 * ```ts
 * const s: MesbgScenarioInput = { ruleset: 'mesbg', attackers: [{ shootValue: 4, strength: 2 }], target: { defence: 3 } };
 * ```
 */
export type MesbgScenarioInput = v.InferInput<typeof mesbgScenarioObject>;

/**
 * The named parts of the schema, for the JSON Schema's definitions (`#/$defs/...`).
 *
 * @internal
 * @example
 * ```ts
 * toJsonSchema(ScenarioSchema, { definitions: SCHEMA_DEFINITIONS });
 * ```
 */
export const SCHEMA_DEFINITIONS = {
  ScrollhammerAttacker: ScrollhammerAttackerSchema,
  ScrollhammerTargetGroup: ScrollhammerTargetGroupSchema,
  ScrollhammerTarget: ScrollhammerTargetSchema,
  MesbgAttacker: MesbgAttackerSchema,
  MesbgTarget: MesbgTargetSchema,
  MesbgObstruction: MesbgObstructionSchema,
  MesbgCombatModel: MesbgCombatModelSchema,
  Dice: DiceSchema,
  Reroll: RerollSchema,
} as const;
