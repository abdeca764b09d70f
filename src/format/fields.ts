/**
 * The building blocks of every ruleset's part of the scenario schema: fields that carry their
 * own message and description (the JSON Schema shows it, "missing field" messages quote it),
 * dice, re-rolls, rule lists and the run options every scenario shares.
 *
 * Every message here is written for a player reading it after the field path:
 * `target.groups[0].toughness: expected 1..10, got 0`.
 *
 * @module
 */
import * as v from 'valibot';
import { parseDice } from '../dice/parseDice.js';
import type { RerollSpec } from '../domain/types.js';
import { InputError, show } from '../errors.js';
import { SCENARIO_LIMITS as L } from './limits.js';
import { didYouMean } from './suggest.js';
import type { RuleInput } from './types.js';

// ---------------------------------------------------------------------------------------
// Field helpers: each carries its own message and a description that ends up in the JSON
// Schema (editors show it) and in "missing field" messages.
// ---------------------------------------------------------------------------------------

export type AnyIssue = v.BaseIssue<unknown>;
export type AnySchema = v.BaseSchema<unknown, unknown, AnyIssue>;

/**
 * A value built on its first use, then kept: a ruleset's schemas are built when a scenario of
 * that ruleset is first parsed, not when the library is imported (building them all cost about
 * 4 ms of every cold start; docs/benchmarks.md, "Cold start").
 *
 * @example
 * ```ts
 * const schemas = once(() => wh40kSchemas(WH40K_WEAPON_RULES));
 * schemas() === schemas(); // true: built once
 * ```
 */
export function once<T>(build: () => T): () => T {
  let built: { readonly value: T } | undefined;
  return () => {
    built ??= { value: build() };
    return built.value;
  };
}

/** ` (write 4 for "4+")`-style hints for values a player would plausibly type. */
export function hint(input: unknown): string {
  if (typeof input === 'string') {
    const plus = /^\s*(\d+)\s*\+{1,2}\s*$/.exec(input);
    if (plus) return ` (write ${plus[1]} for ${input.trim()})`;
    if (/^\s*-?\d+(\.\d+)?\s*$/.test(input)) return ' (a number, not a string: drop the quotes)';
  }
  return '';
}

/** `got 0`, `got "4+" (write 4 for 4+)`. */
export function got(input: unknown): string {
  return `got ${show(input)}${hint(input)}`;
}

/**
 * A whole number in `min..max`. The range message is exactly `expected 1..10, got 0`; a
 * value of the wrong type or a fraction reads `expected a whole number 1..10, got 2.5`.
 */
export function whole(min: number, max: number, description: string, range = `${min}..${max}`) {
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
export function roll(description: string) {
  return whole(2, 6, `${description}: the roll needed, 2..6 (4 for 4+)`);
}

/** One of a few strings, with a did-you-mean. */
export function choice<const T extends readonly [string, ...string[]]>(
  options: T,
  description: string,
) {
  const list = options.map((o) => JSON.stringify(o)).join(' or ');
  return v.pipe(
    v.picklist(options, (i: AnyIssue) => {
      const s = typeof i.input === 'string' ? didYouMean(i.input, options) : undefined;
      return `expected ${list}, ${got(i.input)}${s ? ` (did you mean ${JSON.stringify(s)}?)` : ''}`;
    }),
    v.description(description),
  );
}

export function bool(description: string) {
  return v.pipe(
    v.boolean((i: AnyIssue) => `expected true or false, ${got(i.input)}`),
    v.description(description),
  );
}

export function text(max: number, description: string) {
  const message = (i: AnyIssue) =>
    `expected a string of at most ${max} characters, ${got(i.input)}`;
  return v.pipe(v.string(message), v.maxLength(max, message), v.description(description));
}

export const nameSchema = text(L.nameLength, 'A name, shown in reports');

/** What a schema expects, for "missing field" messages: its description, else its type. */
export function describeSchema(schema: AnySchema | undefined): string {
  if (!schema) return 'a value';
  const s = schema as AnySchema & { pipe?: readonly { type: string; description?: string }[] };
  const d = s.pipe?.find((a) => a.type === 'description')?.description;
  return d ?? schema.expects;
}

/** Stands for an array given where an object is expected, while the object schema runs. */
const AN_ARRAY = Symbol('an array');

/**
 * A strict object: an unknown field is an error with a did-you-mean suggestion (or the list
 * of the fields allowed), a missing required field says what it should hold.
 */
export function strict<const E extends v.ObjectEntries>(entries: E, what: string) {
  const keys = Object.keys(entries);
  return objectsOnly(
    v.strictObject(entries, (issue: AnyIssue) => {
      const item = issue.path?.[0] as
        | { origin?: string; key?: unknown; input?: unknown }
        | undefined;
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
      return `expected ${what} (an object), ${got(unmarked(issue.input))}`;
    }),
  );
}

/**
 * The input an object schema's message should show: an array refused by {@link objectsOnly}
 * reaches the message as a marker, shown as "an array".
 *
 * @example
 * ```ts
 * show(unmarked(issue.input)); // 'an array' for `[]`
 * ```
 */
export function unmarked(input: unknown): unknown {
  return input === AN_ARRAY ? [] : input;
}

/**
 * A strict object schema that refuses arrays. Valibot reads any `typeof "object"` value as an
 * object, so an empty list `[]` passed where an object of optional fields is expected (a
 * re-roll, an obstruction) was read as `{}` without a word. The schema and its JSON Schema
 * are unchanged; only its run sees an array as what it is, and its message says "got an
 * array".
 *
 * @example
 * ```ts
 * v.safeParse(objectsOnly(v.strictObject({ hit: v.optional(v.string()) })), []).success; // false
 * ```
 */
export function objectsOnly<
  S extends v.StrictObjectSchema<v.ObjectEntries, v.ErrorMessage<v.StrictObjectIssue> | undefined>,
>(schema: S): S {
  const run = schema['~run'];
  return {
    ...schema,
    '~run'(dataset, config) {
      const input = dataset.value;
      if (!Array.isArray(input)) return run.call(this, dataset, config);
      const out = run.call(this, { value: AN_ARRAY }, config);
      for (const issue of out.issues ?? []) {
        if (issue.input === AN_ARRAY) (issue as { input: unknown }).input = input;
      }
      return out;
    },
  };
}

/** An array of 1..max items, each checked by `item`. */
export function list<T extends AnySchema>(item: T, max: number, one: string, what: string) {
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
export type Defined<T> = { [K in keyof T]: Exclude<T[K], undefined> };
export function compact<T extends object>(o: T): Defined<T> {
  const out: Record<string, unknown> = {};
  for (const [k, value] of Object.entries(o)) if (value !== undefined) out[k] = value;
  return out as Defined<T>;
}

// ---------------------------------------------------------------------------------------
// Dice and re-rolls
// ---------------------------------------------------------------------------------------

export const DICE_DESCRIPTION =
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

export const rerollKind = choice(
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

/** Parameters of a ruleset's parameterised rules, by rule name. */
export type RuleParameterTable = Readonly<Record<string, v.ObjectEntries>>;

/** The object form of the rule `N`: `{ "rule": N }` plus its parameters `P[N]`, if any. */
type RuleObjectSchema<N extends string, P> = N extends keyof P
  ? v.StrictObjectSchema<
      Extract<{ readonly rule: v.LiteralSchema<N, undefined> } & P[N], v.ObjectEntries>,
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
 * `rule` (and, for parameterised rules, its parameters from `table`). A rule may appear once,
 * except a rule of `repeatable`, which may appear again with a different value of the
 * parameter named there (Warhammer 40,000's Anti-X: once per keyword).
 */
export function rules<
  const N extends readonly [string, ...string[]],
  const P extends RuleParameterTable,
>(
  names: N,
  table: P,
  where: string,
  elsewhere: readonly string[],
  elsewhereName: string,
  repeatable: Readonly<Record<string, string>> = {},
) {
  const message = (i: AnyIssue) =>
    unknownRuleMessage(i.input, names, where, elsewhere, elsewhereName);
  const ruleMessage = (i: AnyIssue) =>
    i.input === undefined
      ? `missing; expected a rule name: ${names.join(', ')}`
      : unknownRuleMessage(i.input, names, where, elsewhere, elsewhereName);
  const parameters: RuleParameterTable = table;
  // One strict object per rule; the cast names each object's type after its rule, which the
  // dynamic construction cannot tell the compiler.
  const objects = names.map((name) =>
    strict({ rule: v.literal(name), ...(parameters[name] ?? {}) }, `the rule ${name}`),
  ) as unknown as [RuleObjectSchema<N[number], P>];
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
      // Each item is a name or an object whose `rule` is one (the generic parameters hide it).
      for (const r of dataset.value as readonly (string | { readonly rule: string })[]) {
        const name = ruleName(r);
        const by = repeatable[name];
        const value =
          by !== undefined && typeof r === 'object'
            ? (r as Record<string, unknown>)[by]
            : undefined;
        const id = by === undefined ? name : `${name} ${JSON.stringify(value)}`;
        if (seen.has(id)) {
          addIssue({
            message:
              by === undefined
                ? `the rule ${show(name)} is listed twice`
                : `the rule ${show(name)} is listed twice with ${by} ${show(value)}`,
          });
        }
        seen.add(id);
        const required = requiredParameters(table, name);
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

/** The name of a rule as written: the string, or the object's `rule`. */
export function ruleName(r: string | { readonly rule: string }): string {
  return typeof r === 'string' ? r : r.rule;
}

/** The parameters a rule cannot do without (those with no default). */
function requiredParameters(table: RuleParameterTable, name: string): string[] {
  const entries: v.ObjectEntries | undefined = table[name];
  if (!entries) return [];
  return Object.entries(entries)
    .filter(([, schema]) => schema.type !== 'optional')
    .map(([key]) => key);
}

/**
 * A rule as the parsed scenario carries it: its name, or `{ rule, ...parameters }` when it
 * has parameters (unset optional parameters dropped).
 */
export function normalRule(r: string | { readonly rule: string }): RuleInput {
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

export const runEntries = {
  method: v.optional(MethodSchema, 'exact'),
  samples: v.optional(SamplesSchema, 100_000),
  seed: v.optional(SeedSchema),
} as const;

export const fileEntries = {
  $schema: v.optional(text(L.textLength, 'The JSON Schema of this file (ignored)')),
  description: v.optional(text(L.textLength, 'What this scenario is (ignored by the engines)')),
} as const;

/**
 * The issue path to `input[keys[0]][keys[1]]...`, for checks that look at several fields at
 * once (the message is then reported at the field it names).
 *
 * @example
 * ```ts
 * addIssue({ message: 'expected ...', path: pathTo(scenario, 'attackers', 0, 'bs') });
 * ```
 */
export function pathTo(
  input: unknown,
  ...keys: (string | number)[]
): [v.IssuePathItem, ...v.IssuePathItem[]] {
  const items: v.IssuePathItem[] = [];
  let cur = input as Record<string | number, unknown> | undefined;
  for (const key of keys) {
    const value = cur?.[key];
    items.push(
      typeof key === 'number'
        ? { type: 'array', origin: 'value', input: cur as unknown as unknown[], key, value }
        : { type: 'object', origin: 'value', input: cur as Record<string, unknown>, key, value },
    );
    cur = value as Record<string | number, unknown> | undefined;
  }
  return items as [v.IssuePathItem, ...v.IssuePathItem[]];
}
