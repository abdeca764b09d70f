/**
 * Analysis files: the scenario format plus a small addition for sets of profiles, read by
 * `compare`, `matchupMatrix`, `sweep` and `overTurns` (and the commands of the same names).
 *
 * An analysis file is a scenario file in which `attackers` may be replaced by `profiles` (a
 * list of named loadouts, each with its own `attackers` and an optional `points` cost) and
 * `target` by `targets` (a list of targets, each a target of the ruleset plus `name` and
 * `points`; a single `target` may have `points` too). Every other field (`ruleset`, `phase`, `allocation`, `method`, `samples`,
 * `seed`, `$schema`, `description`) is the scenario's, and a plain scenario file is an
 * analysis of one profile and one target.
 *
 * The parts are the scenario schema's own (`schema.ts`): attacker groups, targets, every
 * message and default. Only the lists, `points` and the checks between them are new here.
 *
 * @module
 */
import * as v from 'valibot';
import { ScenarioError, show } from '../errors.js';
import { compact, once, pathTo, strict } from '../format/fields.js';
import { SCENARIO_LIMITS as L } from '../format/limits.js';
import { parseWith } from '../format/parse.js';
import type { AnyRuleset, AttackScenario } from '../format/ruleset.js';
import { didYouMean } from '../format/suggest.js';
import { registeredRulesets, registryVersion, rulesetNamed } from '../rulesets/index.js';
import type { RulesetName, RulesetTypes, ScenarioOf } from './rulesets.js';

/** The attack scenario of the ruleset `R`. */
type AttackOf<R extends RulesetName> = AttackScenario<ScenarioOf<R>>;

/**
 * The limits of analysis files, beyond those of scenarios ({@link SCENARIO_LIMITS}).
 *
 * @example
 * ```ts
 * ANALYSIS_LIMITS.profiles; // 50: a matrix of at most 50 x 50 evaluations
 * ```
 */
export const ANALYSIS_LIMITS = {
  /** Profiles in `profiles`. */
  profiles: 50,
  /** Targets in `targets`. */
  targets: 50,
  /** Points cost of a profile or a target. */
  points: 100_000,
} as const;

// ---------------------------------------------------------------------------------------
// Types of the parsed analysis, derived from each ruleset's validated scenario
// ---------------------------------------------------------------------------------------

/**
 * One named loadout of an analysis of the attack scenario `S`: its attackers, and their
 * points cost.
 *
 * @example
 * ```ts
 * const p: ProfileOf<ScrollhammerScenario> = { name: 'Bowmen', points: 100, attackers: [parsedBowmen] };
 * ```
 */
export interface ProfileOf<S extends { readonly attackers: unknown }> {
  /** The profile's name, unique in the analysis (default: its attackers' names, else `profile N`). */
  readonly name: string;
  /** What the profile costs; omitted: unknown (no points figures). */
  readonly points?: number;
  readonly attackers: S['attackers'];
}

/**
 * One target of an analysis of the attack scenario `S`: the scenario's target, its name
 * (always given once parsed) and its points cost.
 *
 * @example
 * ```ts
 * const t: TargetEntryOf<MesbgScenario> = { name: 'Bilbo', points: 60, defence: 3, wounds: 2 };
 * ```
 */
export type TargetEntryOf<S extends { readonly target: unknown }> = S['target'] & {
  /** The target's name, unique in the analysis (default: `target N`). */
  readonly name: string;
  /** What the whole unit costs; omitted: unknown. */
  readonly points?: number;
};

/**
 * The validated analysis of an attack scenario `S` (each member of a union alike): the
 * scenario's options, the profiles and the targets.
 *
 * @example
 * ```ts
 * type A = AnalysisOfScenario<Aos4Scenario>; // { ruleset: 'aos4', phase, method, ..., profiles, targets }
 * ```
 */
export type AnalysisOfScenario<S> = S extends {
  readonly attackers: unknown;
  readonly target: unknown;
}
  ? Omit<S, 'attackers' | 'target'> & {
      readonly profiles: readonly ProfileOf<S>[];
      readonly targets: readonly TargetEntryOf<S>[];
    }
  : never;

/**
 * A validated analysis of the ruleset `R` (any ruleset by default), as {@link parseAnalysis}
 * returns it: the scenario's options, the profiles and the targets. It is itself a valid
 * analysis file: parsing it again gives it back unchanged. Analyses are of attacks, so a
 * MESBG Fight has none (`compareFights`, `sweepFight`).
 *
 * @example
 * ```ts
 * const a: Analysis = parseAnalysis({ ruleset: 'mesbg', attackers: [{ shootValue: 4, strength: 2 }], target: { defence: 3 } });
 * a.profiles[0].name; // 'profile 1'
 * ```
 */
export type Analysis<R extends RulesetName = RulesetName> = {
  [K in R]: AnalysisOfScenario<AttackOf<K>>;
}[R];

/**
 * A validated Scrollhammer analysis.
 *
 * @example
 * ```ts
 * const a = parseAnalysis(json) as ScrollhammerAnalysis;
 * ```
 */
export type ScrollhammerAnalysis = Analysis<'scrollhammer'>;
/**
 * A validated MESBG analysis (of the Shoot phase).
 *
 * @example
 * ```ts
 * const a = parseAnalysis(json) as MesbgAnalysis;
 * ```
 */
export type MesbgAnalysis = Analysis<'mesbg'>;
/**
 * A validated wh40k-10e analysis.
 *
 * @example
 * ```ts
 * const a = parseAnalysis(json) as Wh40kAnalysis;
 * ```
 */
export type Wh40kAnalysis = Analysis<'wh40k-10e'>;
/**
 * A validated wh40k-11e analysis.
 *
 * @example
 * ```ts
 * const a = parseAnalysis(json) as Wh40k11eAnalysis;
 * ```
 */
export type Wh40k11eAnalysis = Analysis<'wh40k-11e'>;
/**
 * A validated aos4 analysis.
 *
 * @example
 * ```ts
 * const a = parseAnalysis(json) as Aos4Analysis;
 * ```
 */
export type Aos4Analysis = Analysis<'aos4'>;
/**
 * One named loadout of a Scrollhammer analysis.
 *
 * @example
 * ```ts
 * const p: ScrollhammerProfile = { name: 'Bowmen', points: 100, attackers: [parsedBowmen] };
 * ```
 */
export type ScrollhammerProfile = ProfileOf<AttackOf<'scrollhammer'>>;
/**
 * One target of a Scrollhammer analysis.
 *
 * @example
 * ```ts
 * const t: ScrollhammerTargetEntry = { name: 'Draugr', points: 90, groups: [g], goneToGround: false };
 * ```
 */
export type ScrollhammerTargetEntry = TargetEntryOf<AttackOf<'scrollhammer'>>;
/**
 * One named loadout of a MESBG analysis.
 *
 * @example
 * ```ts
 * const p: MesbgProfile = { name: 'Hunter Orcs', points: 40, attackers: [parsedOrcs] };
 * ```
 */
export type MesbgProfile = ProfileOf<AttackOf<'mesbg'>>;
/**
 * One target of a MESBG analysis: a target model with its name and points cost.
 *
 * @example
 * ```ts
 * const t: MesbgTargetEntry = { name: 'Bilbo', points: 60, defence: 3, wounds: 2 };
 * ```
 */
export type MesbgTargetEntry = TargetEntryOf<AttackOf<'mesbg'>>;
/**
 * One named loadout of a wh40k-10e analysis.
 *
 * @example
 * ```ts
 * const p: Wh40kProfile = { name: 'Intercessors', points: 80, attackers: [parsedBoltRifles] };
 * ```
 */
export type Wh40kProfile = ProfileOf<AttackOf<'wh40k-10e'>>;
/**
 * One target of a wh40k-10e analysis.
 *
 * @example
 * ```ts
 * const t: Wh40kTargetEntry = { ...parsedBoyz, name: 'Ork Boyz', points: 85 };
 * ```
 */
export type Wh40kTargetEntry = TargetEntryOf<AttackOf<'wh40k-10e'>>;

/**
 * A profile of any ruleset.
 *
 * @example
 * ```ts
 * const names = parseAnalysis(json).profiles.map((p: Profile) => p.name);
 * ```
 */
export type Profile = Analysis['profiles'][number];
/**
 * A target entry of any ruleset.
 *
 * @example
 * ```ts
 * const costs = parseAnalysis(json).targets.map((t: TargetEntry) => t.points);
 * ```
 */
export type TargetEntry = Analysis['targets'][number];

// ---------------------------------------------------------------------------------------
// The schema: the scenario schema's own parts, lists of them, and `points`.
// ---------------------------------------------------------------------------------------

type AnyIssue = v.BaseIssue<unknown>;

const pointsMessage = (i: AnyIssue) =>
  `expected a whole number of points 1..${ANALYSIS_LIMITS.points}, got ${show(i.input)}`;

/**
 * `points`: what a profile or a target costs, a whole number 1..100000.
 *
 * @example
 * ```ts
 * v.safeParse(PointsSchema, 0).issues?.[0].message; // 'expected a whole number of points 1..100000, got 0'
 * ```
 */
export const PointsSchema: v.GenericSchema<number> = v.pipe(
  v.number(pointsMessage),
  v.integer(pointsMessage),
  v.minValue(1, pointsMessage),
  v.maxValue(ANALYSIS_LIMITS.points, pointsMessage),
  v.description(`Points cost, 1..${ANALYSIS_LIMITS.points}`),
);

const nameSchema = v.pipe(
  v.string(
    (i: AnyIssue) =>
      `expected a string of at most ${L.nameLength} characters, got ${show(i.input)}`,
  ),
  v.maxLength(L.nameLength, `expected a string of at most ${L.nameLength} characters`),
  v.description('A name, unique in the file: reports, --profile and --target use it'),
);

function list(item: v.GenericSchema, max: number, what: string): v.GenericSchema {
  return v.pipe(
    v.array(item, (i: AnyIssue) => `expected a list of ${what}, got ${show(i.input)}`),
    v.minLength(1, `expected at least one of the ${what}, got none`),
    v.maxLength(max, (i: AnyIssue) => {
      const n = Array.isArray(i.input) ? i.input.length : '?';
      return `expected at most ${max} ${what}, got ${n}`;
    }),
    v.description(`A list of 1..${max} ${what}`),
  );
}

/** The default description of a target entry: a unit with a points cost. */
const UNIT = 'A target unit of the scenario format, with a points cost for the whole unit';

/** A schema as the analysis reads a scenario's: an object's entries, or a pipe's items. */
interface SchemaShape {
  readonly entries?: v.ObjectEntries;
  readonly pipe?: readonly SchemaShape[];
  readonly type: string;
}

/**
 * A ruleset's analysis object and its named parts, from its scenario object: the scenario's
 * own `attackers` (a profile's) and `target` (a target entry's: its object with `points`
 * added, then the actions of its pipe, which give its defaults and checks), the scenario's
 * other fields as they are, then the lists.
 */
function analysisPartsOf(ruleset: AnyRuleset) {
  const analytics = ruleset.analytics!;
  const scenario = (analytics.scenario?.() ?? ruleset.schema.scenario()) as unknown as SchemaShape;
  const { attackers, target, ...rest } = scenario.entries ?? {};
  if (!attackers || !target) {
    throw new Error(
      `internal error: the ruleset ${ruleset.name}'s analytics need a scenario object with attackers and target`,
    );
  }
  const targetShape = target as unknown as SchemaShape;
  const [object, ...actions] = targetShape.pipe ?? [targetShape];
  const profile = v.pipe(
    strict(
      { name: v.optional(nameSchema), points: v.optional(PointsSchema), attackers },
      'a profile',
    ),
    v.description(`A loadout: its ${analytics.attackers}, a name and a points cost`),
  );
  const targetEntry = v.pipe(
    strict({ ...object!.entries, points: v.optional(PointsSchema) }, 'a target'),
    v.description(analytics.target ?? UNIT),
    // The target's own defaults and checks, as in a scenario's target (its description aside).
    ...(actions.filter((x) => x.type !== 'description') as unknown as []),
  ) as v.GenericSchema;
  const title = ruleset.title;
  const object_ = strict(
    {
      ...rest,
      attackers: v.optional(attackers),
      profiles: v.optional(list(profile, ANALYSIS_LIMITS.profiles, 'profiles')),
      target: v.optional(targetEntry),
      targets: v.optional(list(targetEntry, ANALYSIS_LIMITS.targets, 'targets')),
    },
    `${/^[aeiou]/i.test(title) ? 'an' : 'a'} ${title} analysis`,
  );
  return {
    object: object_ as unknown as v.VariantOptions<'ruleset'>[number],
    definitions: {
      [`${analytics.prefix}Profile`]: profile,
      [`${analytics.prefix}TargetEntry`]: targetEntry,
    } as Record<string, v.GenericSchema>,
  };
}

/** A parsed analysis object before {@link toAnalysis}, as the checks read it. */
interface RawAnalysis {
  readonly ruleset: string;
  readonly attackers?: readonly object[];
  readonly profiles?: readonly { readonly name?: string; readonly attackers: readonly object[] }[];
  readonly target?: object;
  readonly targets?: readonly { readonly name?: string }[];
  readonly [field: string]: unknown;
}

/** One of `single` or `many` is required, not both. */
function oneOf(
  a: RawAnalysis,
  add: (info: { message: string; path: [v.IssuePathItem, ...v.IssuePathItem[]] }) => void,
  single: 'attackers' | 'target',
  many: 'profiles' | 'targets',
  what: string,
): void {
  const has1 = a[single] !== undefined;
  const hasN = a[many] !== undefined;
  if (has1 && hasN) {
    add({
      message: `give ${single} or ${many}, not both (${many} is a list of ${what}, each with its own ${single === 'attackers' ? 'attackers' : 'fields'})`,
      path: pathTo(a, many),
    });
  } else if (!has1 && !hasN) {
    add({
      message: `missing; expected ${many} (a list of ${what}) or ${single}`,
      path: pathTo(a, many),
    });
  }
}

/** Names must be unique: they identify profiles and targets in reports and options. */
function uniqueNames(
  a: RawAnalysis,
  add: (info: { message: string; path: [v.IssuePathItem, ...v.IssuePathItem[]] }) => void,
): void {
  for (const key of ['profiles', 'targets'] as const) {
    const names = new Map<string, number>();
    const entries = (a[key] ?? []) as readonly { name?: string }[];
    entries.forEach((e, i) => {
      const name = e.name ?? defaultName(key, i);
      const first = names.get(name);
      if (first !== undefined) {
        add({
          message: `the name ${show(name)} is also ${key}[${first}]'s; give each a name of its own`,
          path: pathTo(a, key, i, 'name'),
        });
      } else names.set(name, i);
    });
  }
}

/**
 * The ruleset's checks across fields (its schema part's `check`, as on a scenario), on the
 * scenario of each profile: an issue's path is put under `profiles[i]`.
 */
function rulesetChecks(
  a: RawAnalysis,
  add: (info: { message: string; path: [v.IssuePathItem, ...v.IssuePathItem[]] }) => void,
): void {
  const check = rulesetNamed(a.ruleset)?.schema.check;
  if (!check) return;
  const { profiles, targets, ...scenario } = a;
  const target = a.target ?? targets?.[0];
  const run = (attackers: readonly object[], prefix: (string | number)[]) =>
    check({ ...scenario, attackers, target } as never, (info) => {
      const [, ...inner] = info.path;
      add({
        message: info.message,
        path: [...pathTo(a, ...prefix), info.path[0], ...inner] as [
          v.IssuePathItem,
          ...v.IssuePathItem[],
        ],
      });
    });
  if (a.attackers) run(a.attackers, []);
  profiles?.forEach((p, i) => {
    run(p.attackers, ['profiles', i]);
  });
}

function defaultName(key: 'profiles' | 'targets', i: number): string {
  return `${key === 'profiles' ? 'profile' : 'target'} ${i + 1}`;
}

/** A profile's name: its own, else its attackers' names joined with " + ", else `profile N`. */
function profileName(
  p: { readonly name?: string | undefined; readonly attackers: readonly { name?: string }[] },
  i: number,
): string {
  if (p.name !== undefined) return p.name;
  const names = p.attackers.map((a) => a.name);
  return names.every((n) => n !== undefined) ? names.join(' + ') : defaultName('profiles', i);
}

function toAnalysis(raw: RawAnalysis): Analysis {
  const {
    $schema: _schema,
    description: _description,
    attackers,
    profiles,
    target,
    targets,
    ...rest
  } = raw;
  const ps = (profiles ?? [{ attackers: attackers! }]) as readonly {
    name?: string;
    points?: number;
    attackers: readonly { name?: string }[];
  }[];
  const ts = (targets ?? [target!]) as readonly { name?: string; points?: number }[];
  return compact({
    ...rest,
    profiles: ps.map((p, i) =>
      compact({ name: profileName(p, i), points: p.points, attackers: p.attackers }),
    ),
    targets: ts.map((t, i) => compact({ ...t, name: t.name ?? defaultName('targets', i) })),
  }) as unknown as Analysis;
}

/**
 * The analysis schema and its named parts over the registry as it is now: every registered
 * ruleset that has analytics (the ruleset contract's `analytics`), built on first use and
 * rebuilt when a ruleset is registered or unregistered.
 */
let built: { readonly version: number; readonly build: () => ReturnType<typeof buildAnalysis> } = {
  version: -1,
  build: () => buildAnalysis(),
};

function analysisOfRegistry(): ReturnType<typeof buildAnalysis> {
  const version = registryVersion();
  if (built.version !== version) built = { version, build: once(buildAnalysis) };
  return built.build();
}

function buildAnalysis() {
  // A ruleset whose analytics have no analysis files (`files: false`) has no part here.
  const rulesets = registeredRulesets().filter(
    (r) => r.analytics !== undefined && r.analytics.files !== false,
  );
  const names = rulesets.map((r) => r.name);
  const parts = rulesets.map(analysisPartsOf);
  const schema = v.pipe(
    v.variant(
      'ruleset',
      parts.map((p) => p.object),
      (i: AnyIssue) => {
        const input = i.input;
        const expected = names.map((r) => `"${r}"`).join(' or ');
        if (input === undefined) return `missing; expected ${expected}`;
        const s = typeof input === 'string' ? didYouMean(input, names) : undefined;
        return `expected ${expected}, got ${show(input)}${s ? ` (did you mean ${JSON.stringify(s)}?)` : ''}`;
      },
    ),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const a = dataset.value as RawAnalysis;
      oneOf(a, addIssue, 'attackers', 'profiles', 'profiles');
      oneOf(a, addIssue, 'target', 'targets', 'targets');
      uniqueNames(a, addIssue);
      rulesetChecks(a, addIssue);
    }),
    v.transform((raw) => toAnalysis(raw as RawAnalysis)),
  );
  const definitions: Record<string, v.GenericSchema> = {};
  for (const p of parts) Object.assign(definitions, p.definitions);
  return { schema, definitions: { ...definitions, Points: PointsSchema } };
}

/**
 * The analysis format, every ruleset with analytics: the scenario format where `attackers`
 * may be replaced by `profiles` and `target` by `targets`. Parse with {@link parseAnalysis}.
 * Built on its first use, not at import.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * v.parse(AnalysisSchema, { ruleset: 'mesbg', profiles: [{ name: 'Orcs', attackers: [{ shootValue: 5, strength: 2 }] }], target: { defence: 3 } });
 * ```
 */
export const AnalysisSchema: v.GenericSchema<unknown, Analysis> = v.lazy(
  () => analysisOfRegistry().schema as unknown as v.GenericSchema<unknown, Analysis>,
);

/**
 * The analysis schema, built (on first use): what {@link AnalysisSchema} runs, and what the
 * JSON Schema is made from.
 *
 * @internal
 * @example
 * ```ts
 * toJsonSchema(wholeAnalysisSchema(), { definitions: analysisDefinitions() });
 * ```
 */
export function wholeAnalysisSchema(): v.GenericSchema {
  return analysisOfRegistry().schema;
}

/**
 * The analysis form of a ruleset's scenario input `I`: `attackers` or named `profiles`,
 * `target` or named `targets`, the rest as in the scenario. Derived from the scenario input,
 * so every ruleset of `RulesetTypes` has its analysis input with no entry of its own.
 *
 * @example
 * ```ts
 * const a: AnalysisOf<MesbgScenarioInput> = { ruleset: 'mesbg', attackers: [{ shootValue: 4, strength: 2 }],
 *   targets: [{ name: 'Bilbo', points: 60, defence: 3 }] };
 * ```
 */
export type AnalysisOf<I extends { readonly attackers: unknown; readonly target: unknown }> = Omit<
  I,
  'attackers' | 'target'
> &
  (
    | { readonly attackers: I['attackers']; readonly profiles?: never }
    | {
        readonly profiles: readonly {
          readonly name?: string;
          readonly points?: number;
          readonly attackers: I['attackers'];
        }[];
        readonly attackers?: never;
      }
  ) &
  (
    | {
        // A single target may carry its points too (docs/analytics.md, "Points").
        readonly target: I['target'] & { readonly points?: number };
        readonly targets?: never;
      }
    | {
        readonly targets: readonly (I['target'] & {
          readonly name?: string;
          readonly points?: number;
        })[];
        readonly target?: never;
      }
  );

/**
 * What an analysis file may contain, as a TypeScript type (every default optional), for any
 * ruleset (or the rulesets `R`).
 *
 * @example
 * ```ts
 * const a: AnalysisInput = {
 *   ruleset: 'scrollhammer',
 *   profiles: [{ name: 'Bowmen', points: 100, attackers: [{ models: 10, bs: 3, strength: 3 }] }],
 *   targets: [{ name: 'Draugr', points: 90, groups: [{ models: 5, toughness: 4, save: 4 }] }],
 * };
 * ```
 */
export type AnalysisInput<R extends RulesetName = RulesetName> = {
  // Analyses are of attacks: a MESBG fight has its own tools (compareFights, sweepFight).
  [K in R]: AnalysisOf<AttackScenario<RulesetTypes[K]['input']>>;
}[R];

/**
 * The parts of the analysis schema named in its JSON Schema (`#/$defs/...`), beside those of
 * the scenario schema.
 *
 * @internal
 * @example
 * ```ts
 * toJsonSchema(wholeAnalysisSchema(), { definitions: { ...schemaDefinitions(), ...analysisDefinitions() } });
 * ```
 */
export function analysisDefinitions(): Readonly<Record<string, v.GenericSchema>> {
  return analysisOfRegistry().definitions;
}

/**
 * Parse and validate an analysis file (or a plain scenario, which is an analysis of one
 * profile and one target): defaults filled in as for scenarios, every profile and target
 * named, `attackers` and `target` turned into one-element `profiles` and `targets`. The same
 * guard against hostile input as {@link parseScenario} runs first.
 *
 * @param input - The analysis: a plain object, as from `JSON.parse`.
 * @param source - Where it came from (a file name), put at the start of the error message.
 * @throws {@link ScenarioError} listing every problem found (up to 20), each with its path,
 *   e.g. `profiles[1].attackers[0].bs: expected 1..10, got 0`.
 * @example
 * ```ts
 * const a = parseAnalysis({
 *   ruleset: 'scrollhammer',
 *   profiles: [
 *     { name: 'Bowmen', points: 100, attackers: [{ models: 10, bs: 3, strength: 3 }] },
 *     { name: 'Crossbows', points: 120, attackers: [{ models: 10, bs: 3, strength: 4, ap: 1 }] },
 *   ],
 *   target: { name: 'Draugr', groups: [{ models: 5, toughness: 4, save: 4 }] },
 * });
 * a.targets[0].name; // 'Draugr'
 * ```
 */
export function parseAnalysis(input: unknown, source?: string): Analysis {
  return markParsed(
    parseWith(AnalysisSchema, input, source, { what: 'an analysis', keepUndefined: true }),
  );
}

/** The analyses made by {@link parseAnalysis} (or derived from one by the library). */
const PARSED = new WeakSet<object>();

/**
 * Record that an analysis is valid: made by {@link parseAnalysis}, or derived from one by the
 * library with values it checked. Returns it.
 *
 * @internal
 * @example
 * ```ts
 * const selected = markParsed({ ...analysis, profiles: analysis.profiles.slice(0, 1) });
 * ```
 */
export function markParsed<T extends Analysis>(a: T): T {
  PARSED.add(a);
  return a;
}

/**
 * Whether a value is an analysis already validated (see {@link markParsed}), so that it need
 * not be checked again. A look-alike object is not: only validation makes one.
 *
 * @internal
 * @example
 * ```ts
 * isParsedAnalysis(parseAnalysis(json)); // true
 * isParsedAnalysis(JSON.parse(JSON.stringify(parseAnalysis(json)))); // false
 * ```
 */
export function isParsedAnalysis(a: unknown): a is Analysis {
  return typeof a === 'object' && a !== null && PARSED.has(a);
}
