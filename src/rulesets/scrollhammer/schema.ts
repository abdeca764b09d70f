/**
 * Scrollhammer's part of the scenario schema (`docs/scenario-format.md`): its rule names,
 * attacker groups, target groups, target unit and scenario object. The whole scenario schema
 * (`src/scenario/schema.ts`) joins it with the other rulesets'.
 *
 * @module
 */
import * as v from 'valibot';
import {
  type AnyIssue,
  bool,
  choice,
  compact,
  DiceSchema,
  fileEntries,
  got,
  list,
  nameSchema,
  normalRule,
  pathTo,
  RerollSchema,
  type RuleParameterTable,
  roll,
  ruleName,
  rules,
  runEntries,
  strict,
  whole,
} from '../../format/fields.js';
import { SCENARIO_LIMITS as L } from '../../format/limits.js';
import { SCROLLHAMMER_ATTACKER_RULES, SCROLLHAMMER_TARGET_RULES } from './ruleNames.js';
import type {
  ScrollhammerAttacker,
  ScrollhammerFormation,
  ScrollhammerModelPosition,
  ScrollhammerTarget,
  ScrollhammerTargetGroup,
} from './types.js';

// ---------------------------------------------------------------------------------------
// Rule names: one list per place a rule can be written. Add a rule by adding its name here
// (and, if it takes parameters, its parameter entries to RULE_PARAMETERS); the schema, the
// JSON Schema, the did-you-mean suggestions and the docs table follow.
// ---------------------------------------------------------------------------------------

export {
  SCROLLHAMMER_ATTACKER_RULES,
  SCROLLHAMMER_TARGET_RULES,
  type ScrollhammerAttackerRule,
  type ScrollhammerTargetRule,
} from './ruleNames.js';

/** The roll a Feel No Pain needs when no number is given (`feelNoPain: true`). */
const FEEL_NO_PAIN_DEFAULT = 5;

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
} as const satisfies RuleParameterTable;

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

/**
 * The cover save that applies: the best (lowest) of a list of sources, as the target's
 * `cover` field reads it in a scenario and in an analysis file's targets alike.
 *
 * @example
 * ```ts
 * bestCover([5, 4]); // 4
 * ```
 */
export function bestCover(cover: number | readonly number[] | undefined): number | undefined {
  return typeof cover === 'number' ? cover : cover && Math.min(...cover);
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
export const ScrollhammerFormationSchema: v.GenericSchema<unknown, ScrollhammerFormation> = v.pipe(
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
export function scrollhammerSchemas(
  attackerNames: typeof SCROLLHAMMER_ATTACKER_RULES,
  targetNames: typeof SCROLLHAMMER_TARGET_RULES,
  targetOnly: readonly string[],
  attackerOnly: readonly string[],
) {
  const attackerRules = rules(
    attackerNames,
    RULE_PARAMETERS,
    'attackers',
    targetOnly,
    'target groups',
  );
  const targetRules = rules(
    targetNames,
    RULE_PARAMETERS,
    'target groups',
    attackerOnly,
    'attackers',
  );

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
      aimAt: v.optional(
        v.pipe(
          strict(
            {
              x: inches(-1000, 1000, 'the centre hole, inches'),
              y: inches(-1000, 1000, 'the centre hole, inches'),
            },
            'a point {"x", "y"}',
          ),
          v.description(
            "Blast weapons: the marker's centre hole, inches in the formation's coordinates, over the aimed model's base (default: the point there with the most expected hits)",
          ),
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
      character: v.optional(
        bool(
          'Characters: wounds reach them only when no other model of their Wounds is left, and are spread to slay as few as possible (default false)',
        ),
      ),
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
        // `false` says "no Feel No Pain": the rule in the list contradicts it.
        if (g.feelNoPain === false) return rule === undefined;
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
          cover: bestCover(t.cover),
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

/**
 * In close combat the To Hit roll is `hitOn`, the roll needed (`docs/scenario-format.md`,
 * the attacker's `hitOn`: used instead of `bs` in close combat): Ballistic Skill reads the
 * shooting chart, so a close-combat attacker with `bs` is refused, naming the field, rather
 * than rolled on that chart. Reports each such attacker's `bs` at `[...at, 'attackers', i, 'bs']`.
 *
 * @example
 * ```ts
 * closeCombatBsIssues({ phase: 'close-combat', attackers: [{ bs: 3 }] }, [], add);
 * // add({ message: 'close combat rolls To Hit on hitOn ...', path: attackers[0].bs })
 * ```
 */
export function closeCombatBsIssues(
  s: { readonly phase: string; readonly attackers: readonly { readonly bs?: number }[] },
  at: readonly (string | number)[],
  root: unknown,
  add: (info: { message: string; path: [v.IssuePathItem, ...v.IssuePathItem[]] }) => void,
): void {
  if (s.phase !== 'close-combat') return;
  s.attackers.forEach((a, i) => {
    if (a.bs === undefined) return;
    add({
      message: `close combat rolls To Hit on hitOn (the roll needed, 2..6), not on Ballistic Skill; give hitOn instead of bs, got bs ${a.bs}`,
      path: pathTo(root, ...at, 'attackers', i, 'bs'),
    });
  });
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

/**
 * A whole Scrollhammer scenario object, with the built-in rule names.
 *
 * @internal
 * @example
 * ```ts
 * v.parse(ScrollhammerScenarioSchema, { ruleset: 'scrollhammer', attackers: [{ bs: 3, strength: 4 }], target: { groups: [{ toughness: 4 }] } });
 * ```
 */
export const ScrollhammerScenarioSchema = SCROLLHAMMER.scenario;
