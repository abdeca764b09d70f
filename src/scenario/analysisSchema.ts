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
import { objectsOnly, once, pathTo, unmarked } from '../format/fields.js';
import { SCENARIO_LIMITS as L } from '../format/limits.js';
import { parseWith } from '../format/parse.js';
import { didYouMean } from '../format/suggest.js';
import type { MesbgFightScenarioInput } from '../rulesets/mesbg/fight/input.js';
import { mesbgBuiltIn } from '../rulesets/mesbg/schema.js';
import {
  bestCover,
  closeCombatBsIssues,
  ScrollhammerScenarioSchema,
} from '../rulesets/scrollhammer/schema.js';
import { wh40kBuiltIn } from '../rulesets/wh40k-10e/schema.js';
import { wh40k11eBuiltIn } from '../rulesets/wh40k-11e/schema.js';
import type {
  Wh40k11eAttacker,
  Wh40k11eScenario,
  Wh40k11eTarget,
} from '../rulesets/wh40k-11e/types.js';
import type { RulesetName, RulesetTypes } from './rulesets.js';
import { ScrollhammerTargetSchema } from './schema.js';
import type {
  MesbgAttacker,
  MesbgTarget,
  RunOptions,
  ScrollhammerAttacker,
  ScrollhammerScenario,
  ScrollhammerTarget,
  Wh40kAttacker,
  Wh40kTarget,
} from './types.js';

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
// Types of the parsed analysis
// ---------------------------------------------------------------------------------------

/**
 * One named loadout of a Scrollhammer analysis: attacker groups, and their points cost.
 *
 * @example
 * ```ts
 * const p: ScrollhammerProfile = { name: 'Bowmen', points: 100, attackers: [parsedBowmen] };
 * ```
 */
export interface ScrollhammerProfile {
  /** The profile's name, unique in the analysis (default: its attackers' names, else `profile N`). */
  readonly name: string;
  /** What the profile costs; omitted: unknown (no points figures). */
  readonly points?: number;
  readonly attackers: readonly ScrollhammerAttacker[];
}

/**
 * One target of a Scrollhammer analysis: the target unit of the scenario format, its name
 * (always given once parsed) and its points cost.
 *
 * @example
 * ```ts
 * const t: ScrollhammerTargetEntry = { name: 'Draugr', points: 90, groups: [g], goneToGround: false };
 * ```
 */
export interface ScrollhammerTargetEntry extends ScrollhammerTarget {
  /** The target's name, unique in the analysis (default: `target N`). */
  readonly name: string;
  /** What the whole unit costs; omitted: unknown. */
  readonly points?: number;
}

/**
 * One named loadout of a MESBG analysis.
 *
 * @example
 * ```ts
 * const p: MesbgProfile = { name: 'Hunter Orcs', points: 40, attackers: [parsedOrcs] };
 * ```
 */
export interface MesbgProfile {
  readonly name: string;
  readonly points?: number;
  readonly attackers: readonly MesbgAttacker[];
}

/**
 * One target of a MESBG analysis: a MESBG target model with its name and points cost.
 *
 * @example
 * ```ts
 * const t: MesbgTargetEntry = { name: 'Bilbo', points: 60, defence: 3, wounds: 2 };
 * ```
 */
export interface MesbgTargetEntry extends MesbgTarget {
  readonly name: string;
  readonly points?: number;
}

/**
 * A validated Scrollhammer analysis: the scenario's options, the profiles and the targets.
 *
 * @example
 * ```ts
 * const a = parseAnalysis(json) as ScrollhammerAnalysis;
 * a.profiles.length; // 3
 * ```
 */
export interface ScrollhammerAnalysis extends RunOptions {
  readonly ruleset: 'scrollhammer';
  readonly phase: ScrollhammerScenario['phase'];
  readonly allocation: ScrollhammerScenario['allocation'];
  readonly profiles: readonly ScrollhammerProfile[];
  readonly targets: readonly ScrollhammerTargetEntry[];
}

/**
 * A validated MESBG analysis.
 *
 * @example
 * ```ts
 * const a = parseAnalysis(json) as MesbgAnalysis;
 * a.targets[0].defence; // 3
 * ```
 */
export interface MesbgAnalysis extends RunOptions {
  readonly ruleset: 'mesbg';
  readonly profiles: readonly MesbgProfile[];
  readonly targets: readonly MesbgTargetEntry[];
}

/**
 * One named loadout of a wh40k-10e analysis: weapon profiles, and their points cost.
 *
 * @example
 * ```ts
 * const p: Wh40kProfile = { name: 'Intercessors', points: 80, attackers: [parsedBoltRifles] };
 * ```
 */
export interface Wh40kProfile {
  readonly name: string;
  readonly points?: number;
  readonly attackers: readonly Wh40kAttacker[];
}

/**
 * One target of a wh40k-10e analysis: a target unit with its name and points cost.
 *
 * @example
 * ```ts
 * const t: Wh40kTargetEntry = { ...parsedBoyz, name: 'Ork Boyz', points: 85 };
 * ```
 */
export interface Wh40kTargetEntry extends Wh40kTarget {
  readonly name: string;
  readonly points?: number;
}

/**
 * A validated wh40k-10e analysis.
 *
 * @example
 * ```ts
 * const a = parseAnalysis(json) as Wh40kAnalysis;
 * a.targets[0].toughness; // 5
 * ```
 */
export interface Wh40kAnalysis extends RunOptions {
  readonly ruleset: 'wh40k-10e';
  readonly profiles: readonly Wh40kProfile[];
  readonly targets: readonly Wh40kTargetEntry[];
}

/**
 * Any validated analysis, as {@link parseAnalysis} returns it. It is itself a valid analysis
 * file: parsing it again gives it back unchanged.
 *
 * @example
 * ```ts
 * const a: Analysis = parseAnalysis({ ruleset: 'mesbg', attackers: [{ shootValue: 4, strength: 2 }], target: { defence: 3 } });
 * a.profiles[0].name; // 'profile 1'
 * ```
 */
export type Analysis = ScrollhammerAnalysis | MesbgAnalysis | Wh40kAnalysis | Wh40k11eAnalysis;

/**
 * A validated wh40k-11e analysis: 11th edition's weapon profiles and target units, and the
 * scenario's reading options.
 *
 * @example
 * ```ts
 * const a = parseAnalysis(json) as Wh40k11eAnalysis;
 * a.bsModifiersClamped; // false
 * ```
 */
export interface Wh40k11eAnalysis
  extends RunOptions,
    Pick<Wh40k11eScenario, 'bsModifiersClamped' | 'devastatingIgnoresReduction'> {
  readonly ruleset: 'wh40k-11e';
  readonly profiles: readonly {
    readonly name: string;
    readonly points?: number;
    readonly attackers: readonly Wh40k11eAttacker[];
  }[];
  readonly targets: readonly (Wh40k11eTarget & {
    readonly name: string;
    readonly points?: number;
  })[];
}

/**
 * A profile of either ruleset.
 *
 * @example
 * ```ts
 * const names = parseAnalysis(json).profiles.map((p: Profile) => p.name);
 * ```
 */
export type Profile = Analysis['profiles'][number];
/**
 * A target entry of either ruleset.
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

/** What a schema expects, for "missing field" messages: its description, else its type. */
function describeSchema(schema: unknown): string {
  const s = schema as
    | { expects?: string; pipe?: readonly { type: string; description?: string }[] }
    | undefined;
  const d = s?.pipe?.find((a) => a.type === 'description')?.description;
  return (d ?? s?.expects ?? 'a value').replace(/^A(n?) /, 'a$1 ');
}

/** Strict objects with the scenario schema's messages: unknown fields get a suggestion. */
function strict<const E extends v.ObjectEntries>(entries: E, what: string) {
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
        return `missing; expected ${describeSchema(entries[key])}`;
      }
      return `expected ${what} (an object), got ${show(unmarked(issue.input))}`;
    }),
  );
}

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
export const PointsSchema = v.pipe(
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

function list<T extends v.GenericSchema>(item: T, max: number, what: string) {
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

/** A profile of a ruleset: its attackers (the scenario's own schema), a name and points. */
function profileSchema<const A extends v.GenericSchema>(attackers: A, what: string) {
  return v.pipe(
    strict(
      { name: v.optional(nameSchema), points: v.optional(PointsSchema), attackers },
      'a profile',
    ),
    v.description(`A loadout: its ${what}, a name and a points cost`),
  );
}

/** A target of a ruleset (the scenario's own target object) with its points cost. */
function targetEntrySchema<const E extends v.ObjectEntries>(entries: E, description: string) {
  return v.pipe(
    strict({ ...entries, points: v.optional(PointsSchema) }, 'a target'),
    v.description(description),
  );
}

/** The analysis object of a ruleset: its scenario's options, then the lists. */
function analysisObject<
  const R extends v.ObjectEntries,
  const A extends v.GenericSchema,
  const P extends v.GenericSchema,
  const T extends v.GenericSchema,
>(rest: R, attackers: A, profile: P, target: T, what: string) {
  return strict(
    {
      ...rest,
      attackers: v.optional(attackers),
      profiles: v.optional(list(profile, ANALYSIS_LIMITS.profiles, 'profiles')),
      target: v.optional(target),
      targets: v.optional(list(target, ANALYSIS_LIMITS.targets, 'targets')),
    },
    what,
  );
}

/**
 * The rulesets' analysis objects and their named parts, built on first use (from the
 * rulesets' scenario schemas, themselves built on first use): a program that parses no
 * analysis never builds them.
 */
const analysisParts = once(() => {
  // The scenario objects of both rulesets, as the scenario schema defines them.
  // (MESBG's are its Shoot phase's: an analysis is of shooting.)
  const [scrollhammerScenario, mesbgScenario, wh40kScenario, wh40k11eScenario] = [
    ScrollhammerScenarioSchema,
    mesbgBuiltIn().scenario,
    wh40kBuiltIn().scenario,
    wh40k11eBuiltIn().scenario,
  ];
  const {
    attackers: scrollhammerAttackers,
    target: _scrollhammerTarget,
    ...scrollhammerRest
  } = scrollhammerScenario.entries;
  const { attackers: mesbgAttackers, target: _mesbgTarget, ...mesbgRest } = mesbgScenario.entries;
  const { attackers: wh40kAttackers, target: _wh40kTarget, ...wh40kRest } = wh40kScenario.entries;
  const {
    attackers: wh40k11eAttackers,
    target: _wh40k11eTarget,
    ...wh40k11eRest
  } = wh40k11eScenario.entries;

  const UNIT = 'A target unit of the scenario format, with a points cost for the whole unit';
  const ScrollhammerProfileSchema = profileSchema(scrollhammerAttackers, 'attacker groups');
  const MesbgProfileSchema = profileSchema(mesbgAttackers, 'attacker groups');
  const Wh40kProfileSchema = profileSchema(wh40kAttackers, 'weapon profiles');
  const ScrollhammerTargetEntrySchema = v.pipe(
    targetEntrySchema(ScrollhammerTargetSchema.pipe[0].entries, UNIT),
    // A list of cover saves reads as the best of them, as in a scenario's target.
    v.transform((t) => compact({ ...t, cover: bestCover(t.cover) })),
  );
  const MesbgTargetEntrySchema = targetEntrySchema(
    mesbgBuiltIn().target.pipe[0].entries,
    'A target model of the scenario format, with a points cost',
  );
  const Wh40kTargetEntrySchema = targetEntrySchema(wh40kBuiltIn().target.pipe[0].entries, UNIT);
  const Wh40k11eProfileSchema = profileSchema(wh40k11eAttackers, 'weapon profiles');
  const Wh40k11eTargetEntrySchema = targetEntrySchema(
    wh40k11eBuiltIn().target.pipe[0].entries,
    UNIT,
  );

  const scrollhammerAnalysisObject = analysisObject(
    scrollhammerRest,
    scrollhammerAttackers,
    ScrollhammerProfileSchema,
    ScrollhammerTargetEntrySchema,
    'a Scrollhammer analysis',
  );
  const mesbgAnalysisObject = analysisObject(
    mesbgRest,
    mesbgAttackers,
    MesbgProfileSchema,
    MesbgTargetEntrySchema,
    'a MESBG analysis',
  );
  const wh40kAnalysisObject = analysisObject(
    wh40kRest,
    wh40kAttackers,
    Wh40kProfileSchema,
    Wh40kTargetEntrySchema,
    'a wh40k-10e analysis',
  );
  const wh40k11eAnalysisObject = analysisObject(
    wh40k11eRest,
    wh40k11eAttackers,
    Wh40k11eProfileSchema,
    Wh40k11eTargetEntrySchema,
    'a wh40k-11e analysis',
  );
  return {
    scrollhammerAnalysisObject,
    mesbgAnalysisObject,
    wh40kAnalysisObject,
    wh40k11eAnalysisObject,
    definitions: {
      ScrollhammerProfile: ScrollhammerProfileSchema,
      ScrollhammerTargetEntry: ScrollhammerTargetEntrySchema,
      MesbgProfile: MesbgProfileSchema,
      MesbgTargetEntry: MesbgTargetEntrySchema,
      Wh40kProfile: Wh40kProfileSchema,
      Wh40kTargetEntry: Wh40kTargetEntrySchema,
      Wh40k11eProfile: Wh40k11eProfileSchema,
      Wh40k11eTargetEntry: Wh40k11eTargetEntrySchema,
      Points: PointsSchema,
    },
  } as const;
});

type AnalysisParts = ReturnType<typeof analysisParts>;
type RawAnalysis =
  | v.InferOutput<AnalysisParts['scrollhammerAnalysisObject']>
  | v.InferOutput<AnalysisParts['mesbgAnalysisObject']>
  | v.InferOutput<AnalysisParts['wh40kAnalysisObject']>
  | v.InferOutput<AnalysisParts['wh40k11eAnalysisObject']>;

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

/** Drop keys whose value is `undefined`. */
function compact<T extends object>(o: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, value] of Object.entries(o)) if (value !== undefined) out[k] = value;
  return out as T;
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

const RULESETS = ['scrollhammer', 'mesbg', 'wh40k-10e', 'wh40k-11e'] as const;

/**
 * The analysis format, both rulesets: the scenario format where `attackers` may be replaced
 * by `profiles` and `target` by `targets`. Parse with {@link parseAnalysis}. Built on its
 * first use, not at import.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * v.parse(AnalysisSchema, { ruleset: 'mesbg', profiles: [{ name: 'Orcs', attackers: [{ shootValue: 5, strength: 2 }] }], target: { defence: 3 } });
 * ```
 */
export const AnalysisSchema: v.GenericSchema<unknown, Analysis> = v.lazy(() =>
  wholeAnalysisSchema(),
);

/**
 * The analysis schema, built (on first use), with its full valibot type: what
 * {@link AnalysisSchema} runs, and what the JSON Schema is made from.
 *
 * @internal
 * @example
 * ```ts
 * toJsonSchema(wholeAnalysisSchema(), { definitions: analysisDefinitions() });
 * ```
 */
export const wholeAnalysisSchema = once(() => {
  const parts = analysisParts();
  return v.pipe(
    v.variant(
      'ruleset',
      [
        parts.scrollhammerAnalysisObject,
        parts.mesbgAnalysisObject,
        parts.wh40kAnalysisObject,
        parts.wh40k11eAnalysisObject,
      ],
      (i: AnyIssue) => {
        const input = i.input;
        const expected = RULESETS.map((r) => `"${r}"`).join(' or ');
        if (input === undefined) return `missing; expected ${expected}`;
        const s = typeof input === 'string' ? didYouMean(input, RULESETS) : undefined;
        return `expected ${expected}, got ${show(input)}${s ? ` (did you mean ${JSON.stringify(s)}?)` : ''}`;
      },
    ),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const a = dataset.value;
      oneOf(a, addIssue, 'attackers', 'profiles', 'profiles');
      oneOf(a, addIssue, 'target', 'targets', 'targets');
      uniqueNames(a, addIssue);
      if (a.ruleset === 'scrollhammer') {
        if (a.attackers)
          closeCombatBsIssues({ phase: a.phase, attackers: a.attackers }, [], a, addIssue);
        a.profiles?.forEach((p, i) => {
          closeCombatBsIssues(
            { phase: a.phase, attackers: p.attackers },
            ['profiles', i],
            a,
            addIssue,
          );
        });
      }
    }),
    v.transform(toAnalysis),
  );
});

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
  [K in R]: AnalysisOf<Exclude<RulesetTypes[K]['input'], MesbgFightScenarioInput>>;
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
export function analysisDefinitions() {
  return analysisParts().definitions;
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
