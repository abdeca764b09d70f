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
  ScrollhammerAttacker,
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
} as const satisfies Readonly<Record<string, v.ObjectEntries>>;
type RuleParameters = typeof RULE_PARAMETERS;

/** The object form of the rule `N`: `{ "rule": N }` plus its parameters, if any. */
type RuleObjectSchema<N extends string> = N extends keyof RuleParameters
  ? v.StrictObjectSchema<
      { readonly rule: v.LiteralSchema<N, undefined> } & RuleParameters[N],
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
      }
    }),
    v.description(`Special rules: ${names.join(', ')}`),
  );
}

function ruleName(r: string | { rule: string }): string {
  return typeof r === 'string' ? r : r.rule;
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

const attackerRules = rules(
  SCROLLHAMMER_ATTACKER_RULES,
  'attackers',
  SCROLLHAMMER_TARGET_RULES,
  'target groups',
);
const targetRules = rules(
  SCROLLHAMMER_TARGET_RULES,
  'target groups',
  SCROLLHAMMER_ATTACKER_RULES,
  'attackers',
);

const scrollhammerAttackerObject = strict(
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
  },
  'an attacker group',
);

/**
 * One Scrollhammer attacker group, defaults filled in, rules as names.
 *
 * @example
 * ```ts
 * v.parse(ScrollhammerAttackerSchema, { bs: 3, strength: 4, rules: [{ rule: 'blind' }] });
 * // { models: 1, bs: 3, shots: 1, strength: 4, ap: 0, rules: ['blind'], reroll: {} }
 * ```
 */
export const ScrollhammerAttackerSchema = v.pipe(
  scrollhammerAttackerObject,
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
      compact({ ...a, rules: a.rules.map(ruleName) as ScrollhammerAttackerRule[] }),
  ),
);

const feelNoPainField = v.pipe(
  v.union(
    [v.literal(true), v.literal(false), roll('Feel No Pain')],
    (i: AnyIssue) => `expected true (5+) or the roll needed 2..6, ${got(i.input)}`,
  ),
  v.description('Feel No Pain: true for 5+, or the roll needed 2..6'),
);

const scrollhammerTargetGroupObject = strict(
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

function feelNoPainOf(g: v.InferOutput<typeof scrollhammerTargetGroupObject>): {
  field: number | undefined;
  rule: number | undefined;
} {
  const f = g.feelNoPain;
  const field = f === true ? FEEL_NO_PAIN_DEFAULT : f === false ? undefined : f;
  let rule: number | undefined;
  for (const r of g.rules) {
    if (r === 'feel-no-pain') rule = FEEL_NO_PAIN_DEFAULT;
    else if (typeof r === 'object' && r.rule === 'feel-no-pain') {
      rule = 'on' in r && typeof r.on === 'number' ? r.on : FEEL_NO_PAIN_DEFAULT;
    }
  }
  return { field, rule };
}

/**
 * One group of a Scrollhammer target unit; the `feel-no-pain` rule becomes `feelNoPain`.
 *
 * @example
 * ```ts
 * v.parse(ScrollhammerTargetGroupSchema, { toughness: 4, rules: [{ rule: 'feel-no-pain', on: 6 }] });
 * // { models: 1, toughness: 4, wounds: 1, feelNoPain: 6, rules: [] }
 * ```
 */
export const ScrollhammerTargetGroupSchema = v.pipe(
  scrollhammerTargetGroupObject,
  v.forward(
    v.check((g) => {
      const { field, rule } = feelNoPainOf(g);
      return field === undefined || rule === undefined || field === rule;
    }, 'feelNoPain and the rule "feel-no-pain" disagree; give one of them'),
    ['feelNoPain'],
  ),
  v.transform((g): ScrollhammerTargetGroup => {
    const { field, rule } = feelNoPainOf(g);
    const names = g.rules.map(ruleName).filter((r) => r !== 'feel-no-pain');
    return compact({
      ...g,
      feelNoPain: field ?? rule,
      rules: names as ScrollhammerTargetRule[],
    });
  }),
);

/**
 * A Scrollhammer target unit.
 *
 * @example
 * ```ts
 * v.parse(ScrollhammerTargetSchema, { groups: [{ toughness: 4 }], cover: 4 });
 * // { groups: [{ models: 1, toughness: 4, wounds: 1, rules: [] }], cover: 4, goneToGround: false }
 * ```
 */
export const ScrollhammerTargetSchema = v.pipe(
  strict(
    {
      name: v.optional(nameSchema),
      groups: list(ScrollhammerTargetGroupSchema, L.targetGroups, 'target group', 'target groups'),
      cover: v.optional(roll('Cover save (shooting only)')),
      goneToGround: v.optional(
        bool('Gone to ground: cover one better, or 6+ without cover'),
        false,
      ),
    },
    'a target',
  ),
  v.description('The target unit: an object with "groups" (and "name", "cover", "goneToGround")'),
  v.transform((t): ScrollhammerTarget => compact(t)),
);

const scrollhammerScenarioObject = strict(
  {
    ...fileEntries,
    ruleset: v.pipe(v.literal('scrollhammer'), v.description('The ruleset: Scrollhammer')),
    phase: v.optional(
      choice(['shooting', 'close-combat'], 'The phase: "shooting" (default) or "close-combat"'),
      'shooting',
    ),
    attackers: list(
      ScrollhammerAttackerSchema,
      L.attackerGroups,
      'attacker group',
      'attacker groups',
    ),
    target: ScrollhammerTargetSchema,
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
export const ScenarioSchema = v.pipe(
  v.variant('ruleset', [scrollhammerScenarioObject, mesbgScenarioObject], (i: AnyIssue) => {
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
