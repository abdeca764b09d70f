/**
 * The shooting analysis format (`docs/army-turn.md`): a ruleset's attacker entries and targets
 * as its scenario format writes them, grouped into shooters and targets, with the planner's own
 * fields. The parts are each ruleset's own scenario schema's, for every registered ruleset that
 * gives volleys (`RulesetDefinition.volley`), so no ruleset is named here. Errors name the field.
 *
 * @module
 */
import * as v from 'valibot';
import { InputError, show } from '../errors.js';
import {
  type AnyIssue,
  choice,
  fileEntries,
  list,
  nameSchema,
  once,
  pathTo,
  SeedSchema,
  strict,
  whole,
} from '../format/fields.js';
import { parseWith } from '../format/parse.js';
import type { AnyRuleset } from '../format/ruleset.js';
import { didYouMean } from '../format/suggest.js';
import { registeredRulesets, registryVersion, rulesetNamed } from '../rulesets/index.js';
import type { ShootingAnalysis } from './types.js';

/**
 * The limits of a shooting analysis: the planner's states are sets of shooters left, so their
 * number is bounded, and its assignments grow as (targets + 1) ^ entries.
 *
 * @example
 * ```ts
 * SHOOTING_LIMITS.shooters; // 16
 * ```
 */
export const SHOOTING_LIMITS = {
  /** Shooters in `shooters`. */
  shooters: 16,
  /** Weapon entries of one shooter. */
  entries: 8,
  /** Targets in `targets`. */
  targets: 12,
  /** Points of a target. */
  points: 100_000,
  /** Decisions deep of the decision tree. */
  depth: 8,
  /** Monte Carlo runs of the approximation. */
  samples: 1_000_000,
} as const;

const L = SHOOTING_LIMITS;

/** A schema as read here: an object's entries, or a pipe's items. */
interface SchemaShape {
  readonly entries?: v.ObjectEntries;
  readonly pipe?: readonly SchemaShape[];
  readonly type: string;
}

const pointsMessage = (i: AnyIssue) =>
  `expected a whole number of points 0..${L.points}, got ${show(i.input)}`;
const points = v.pipe(
  v.number(pointsMessage),
  v.integer(pointsMessage),
  v.minValue(0, pointsMessage),
  v.maxValue(L.points, pointsMessage),
  v.description(`What the whole unit is worth, 0..${L.points} (default 0)`),
);

const objectiveSchema = v.union(
  [
    v.picklist(['points', 'points-removed']),
    strict(
      { destroy: v.pipe(nameSchema, v.description('The target to destroy, by name')) },
      'a destroy objective',
    ),
    strict(
      { atLeast: whole(0, 50 * L.points, 'Points to destroy at least', `0..${50 * L.points}`) },
      'an atLeast objective',
    ),
  ],
  (i: AnyIssue) =>
    `expected "points", "points-removed", {"destroy": "<target>"} or {"atLeast": N}, got ${show(i.input)}`,
);

/** The shooting analysis object of one ruleset with volleys. */
function partsOf(ruleset: AnyRuleset) {
  const scenario = (ruleset.analytics?.scenario?.() ??
    ruleset.schema.scenario()) as unknown as SchemaShape;
  const {
    attackers,
    target,
    method: _method,
    samples: _samples,
    seed: _seed,
    $schema: _s,
    description: _d,
    ...rest
  } = scenario.entries ?? {};
  if (!attackers || !target) {
    throw new Error(
      `internal error: the ruleset ${ruleset.name}'s scenario object has no attackers or target`,
    );
  }
  const targetShape = target as unknown as SchemaShape;
  const [object, ...actions] = targetShape.pipe ?? [targetShape];
  const shooter = strict(
    {
      name: nameSchema,
      attackers,
      canTarget: v.optional(
        v.pipe(
          v.array(
            nameSchema,
            (i: AnyIssue) => `expected a list of target names, got ${show(i.input)}`,
          ),
          v.description('The targets it can see, by name (default: all)'),
        ),
      ),
    },
    'a shooter',
  );
  const targetEntry = v.pipe(
    strict({ ...object!.entries, name: nameSchema, points: v.optional(points) }, 'a target'),
    ...(actions.filter((x) => x.type !== 'description') as unknown as []),
  ) as v.GenericSchema;
  return strict(
    {
      ...fileEntries,
      ...rest,
      shooters: list(shooter, L.shooters, 'shooter', 'shooters'),
      targets: list(targetEntry, L.targets, 'target', 'targets'),
      objective: v.optional(objectiveSchema, 'points'),
      depth: v.optional(
        whole(1, L.depth, `Decisions deep of the tree, 1..${L.depth} (default 2)`),
        2,
      ),
      method: v.optional(
        choice(
          ['auto', 'exact', 'rollout'],
          '"auto" (default): exact when it fits the limits, else the rollout; "exact"; "rollout"',
        ),
        'auto',
      ),
      samples: v.optional(
        whole(1, L.samples, `Monte Carlo runs of the rollout, 1..${L.samples} (default 2000)`),
        2000,
      ),
      seed: v.optional(SeedSchema, 0),
    },
    `a ${ruleset.name} shooting analysis`,
  ) as unknown as v.VariantOptions<'ruleset'>[number];
}

/** A parsed analysis before the cross-field checks, as they read it. */
interface RawShooting {
  readonly ruleset: string;
  readonly shooters: readonly {
    readonly name: string;
    readonly attackers: readonly object[];
    readonly canTarget?: readonly string[];
  }[];
  readonly targets: readonly { readonly name: string }[];
  readonly objective: unknown;
  readonly [field: string]: unknown;
}

type AddIssue = (info: { message: string; path: [v.IssuePathItem, ...v.IssuePathItem[]] }) => void;

/** Names unique, `canTarget` and `destroy` naming targets, and the ruleset's own checks. */
function crossChecks(a: RawShooting, add: AddIssue): void {
  for (const key of ['shooters', 'targets'] as const) {
    const seen = new Map<string, number>();
    a[key].forEach((e, i) => {
      const first = seen.get(e.name);
      if (first !== undefined) {
        add({
          message: `the name ${show(e.name)} is also ${key}[${first}]'s; give each a name of its own`,
          path: pathTo(a, key, i, 'name'),
        });
      } else seen.set(e.name, i);
    });
  }
  const names = a.targets.map((t) => t.name);
  const unknown = (name: string) => {
    const s = didYouMean(name, names);
    return `no target is named ${show(name)}${s ? ` (did you mean ${JSON.stringify(s)}?)` : `; the targets are ${names.map((n) => JSON.stringify(n)).join(', ')}`}`;
  };
  a.shooters.forEach((s, i) => {
    if (s.attackers.length > L.entries) {
      add({
        message: `expected at most ${L.entries} weapon entries in a shooter (each is sent at a target or held), got ${s.attackers.length}`,
        path: pathTo(a, 'shooters', i, 'attackers'),
      });
    }
    s.canTarget?.forEach((name, k) => {
      if (!names.includes(name))
        add({ message: unknown(name), path: pathTo(a, 'shooters', i, 'canTarget', k) });
    });
  });
  const o = a.objective;
  if (typeof o === 'object' && o !== null && 'destroy' in o) {
    const name = (o as { destroy: string }).destroy;
    if (!names.includes(name))
      add({ message: unknown(name), path: pathTo(a, 'objective', 'destroy') });
  }
  // The ruleset's checks across fields, on each shooter's scenario against the first target.
  const check = rulesetNamed(a.ruleset)?.schema.check;
  if (!check) return;
  const { shooters, targets, objective: _o, depth: _d, ...scenario } = a;
  shooters.forEach((s, i) => {
    check({ ...scenario, attackers: s.attackers, target: targets[0] } as never, (info) => {
      // Put the issue under the shooter whose scenario it is (a target's under shooters[i]
      // too: the check read that shooter's scenario at the first target).
      add({
        message: info.message,
        path: [...pathTo(a, 'shooters', i), ...info.path] as [
          v.IssuePathItem,
          ...v.IssuePathItem[],
        ],
      });
    });
  });
}

function build() {
  const rulesets = registeredRulesets().filter((r) => r.volley !== undefined);
  const names = rulesets.map((r) => r.name);
  return v.pipe(
    v.variant('ruleset', rulesets.map(partsOf), (i: AnyIssue) => {
      const expected = names.map((r) => `"${r}"`).join(' or ');
      if (i.input === undefined)
        return `missing; expected ${expected} (a ruleset whose volleys the planner reads)`;
      const s = typeof i.input === 'string' ? didYouMean(i.input, names) : undefined;
      return `expected ${expected} (a ruleset whose volleys the planner reads), got ${show(i.input)}${s ? ` (did you mean ${JSON.stringify(s)}?)` : ''}`;
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (dataset.typed) crossChecks(dataset.value as RawShooting, addIssue);
    }),
  );
}

let built = { version: -1, build: once(build) };

/**
 * The valibot schema of shooting analyses over the registry as it is now (every registered
 * ruleset with volleys), built on first use and rebuilt when the registry changes.
 *
 * @example
 * ```ts
 * v.safeParse(shootingAnalysisSchema(), json).success;
 * ```
 */
export function shootingAnalysisSchema(): v.GenericSchema<unknown, unknown> {
  const version = registryVersion();
  if (built.version !== version) built = { version, build: once(build) };
  return built.build() as unknown as v.GenericSchema<unknown, unknown>;
}

/**
 * A shooting analysis validated, its defaults filled in: `objective` `'points'`, `depth` 2,
 * `method` `'auto'`, `samples` 2000, `seed` 0, each shooter's attackers and each target as the
 * ruleset's scenario format fills them.
 *
 * @param input - The analysis, as from `JSON.parse`.
 * @param source - Where it came from (a file name), at the start of the error message.
 * @throws {ScenarioError} listing every problem, each with its path (`shooters[1].canTarget[0]`).
 * @example
 * ```ts
 * const a = parseShootingAnalysis({ ruleset: 'wh40k-10e', shooters: [...], targets: [...] });
 * a.depth; // 2
 * ```
 */
export function parseShootingAnalysis(input: unknown, source?: string): ParsedShooting {
  if (typeof input === 'object' && input !== null && !Array.isArray(input)) {
    const ruleset = (input as { ruleset?: unknown }).ruleset;
    const known = typeof ruleset === 'string' ? rulesetNamed(ruleset) : undefined;
    if (known && !known.volley) {
      throw new InputError(
        `ruleset: ${show(ruleset)} gives no volleys from any state of its target, so its shooting cannot be planned (rulesets with volleys: ${registeredRulesets()
          .filter((r) => r.volley)
          .map((r) => r.name)
          .join(', ')})`,
        'ruleset',
        ruleset,
      );
    }
  }
  return parseWith(shootingAnalysisSchema, input, source, {
    what: 'a shooting analysis',
  }) as ParsedShooting;
}

/**
 * A validated shooting analysis: every default filled in.
 *
 * @example
 * ```ts
 * const a: ParsedShooting = parseShootingAnalysis(json);
 * ```
 */
export type ParsedShooting = ShootingAnalysis & {
  readonly objective: NonNullable<ShootingAnalysis['objective']>;
  readonly depth: number;
  readonly method: NonNullable<ShootingAnalysis['method']>;
  readonly samples: number;
  readonly seed: number;
};
