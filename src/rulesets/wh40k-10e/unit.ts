/**
 * A Warhammer 40,000 target unit as it is fielded: groups of models of one profile each, with
 * their role (bodyguard, leader, support), in the order the defender allocates. Shared by the
 * editions, which differ only where this module takes the edition as a parameter: the roles a
 * group may have ({@link UNIT_ROLES}: `support` is 11th edition's), and how each edition
 * compiles one weapon against one group (the `draft` callback of {@link unitDrafts}). The rest is
 * one: the schema of a group, the unit's Toughness and keywords, the allocation order, and the
 * step that turns a unit into the general plan's groups and each weapon's defence by group,
 * with `groupOrder: 'listed'` (the listed-order allocation machine, `src/allocation/listed.ts`).
 * Precision aims the weapon's attacks at one character group until it is destroyed: 10th
 * edition's reading and 11th edition's rule give the same allocation here
 * (`docs/wh40k-10e/precision.md`, `docs/wh40k-11e/precision.md`).
 *
 * Source: `../shared/spec/wh40k-units.md`, "The target unit: allocation groups"; the Leader
 * rule (Bodyguard's Toughness) and the allocation rules are paraphrased in
 * `docs/wh40k-10e/units.md`.
 *
 * @module
 */
import * as v from 'valibot';
import { InputError, show } from '../../errors.js';
import {
  type AnyIssue,
  bool,
  choice,
  compact,
  got,
  list,
  nameSchema,
  roll,
  strict,
  text,
  whole,
} from '../../format/fields.js';
import { SCENARIO_LIMITS as L } from '../../format/limits.js';
import type { AttackProfile, GeneralPlan, GroupDefence, TargetGroup } from '../../plan/plan.js';
import type { Wh40kGroup, Wh40kRole, Wh40kTarget } from './types.js';

/** Strength and Toughness: the datasheets stay far below. */
const CHARACTERISTIC_LIMIT = 30;

/**
 * The roles a group may have, by edition: 11th edition adds Support characters
 * (`../shared/spec/wh40k-units.md`, "The target unit: allocation groups").
 *
 * @example
 * ```ts
 * groupsSchema(UNIT_ROLES['wh40k-11e']);
 * ```
 */
export const UNIT_ROLES = {
  'wh40k-10e': ['bodyguard', 'leader'],
  'wh40k-11e': ['bodyguard', 'leader', 'support'],
} as const satisfies Readonly<Record<string, readonly [Wh40kRole, ...Wh40kRole[]]>>;
/** The most groups of a unit (a unit, its sergeant, beasts, two attached characters...). */
export const MAX_UNIT_GROUPS = 8;

/**
 * A keyword as written: compared in lower case.
 *
 * @example
 * ```ts
 * v.parse(keywordSchema, 'INFANTRY'); // 'infantry'
 * ```
 */
export const keywordSchema = v.pipe(
  text(40, 'A keyword, such as "infantry" (compared in lower case)'),
  v.check((k) => k.length > 0, 'expected a keyword, got ""'),
  v.transform((k) => k.toLowerCase()),
);

const keywords = v.pipe(
  v.array(keywordSchema, (i: AnyIssue) => `expected a list of keywords, ${got(i.input)}`),
  v.maxLength(L.rules, `expected at most ${L.rules} keywords`),
  v.description('Keywords of the models that Anti-X reads, such as ["infantry"]'),
);

/**
 * `invulnerableAgainst`: the attacks an invulnerable save is allowed against.
 *
 * @example
 * ```ts
 * v.parse(invulnerableAgainstSchema, 'ranged'); // 'ranged'
 * ```
 */
export const invulnerableAgainstSchema = choice(
  ['all', 'ranged', 'melee'],
  'The attacks the invulnerable save is allowed against: "all" (default), "ranged" or "melee"',
);

/**
 * The schema of one group of a target unit, with the roles an edition allows.
 *
 * @example
 * ```ts
 * v.parse(groupSchema(['bodyguard', 'leader']), { toughness: 4, save: 3, wounds: 2 }).role; // 'bodyguard'
 * ```
 */
export function groupSchema(roles: readonly [Wh40kRole, ...Wh40kRole[]]) {
  return v.pipe(
    strict(
      {
        name: v.optional(nameSchema),
        models: v.optional(
          whole(1, L.models, `Models of this profile, 1..${L.models} (default 1)`),
          1,
        ),
        toughness: whole(1, CHARACTERISTIC_LIMIT, `Toughness 1..${CHARACTERISTIC_LIMIT}`),
        save: v.optional(roll('Armour save')),
        invulnerable: v.optional(roll('Invulnerable save (ignores AP)')),
        invulnerableAgainst: v.optional(invulnerableAgainstSchema, 'all'),
        wounds: v.optional(whole(1, L.wounds, `Wounds per model, 1..${L.wounds} (default 1)`), 1),
        feelNoPain: v.optional(roll('Feel No Pain, per point of damage')),
        keywords: v.optional(keywords, () => []),
        damageReduction: v.optional(
          whole(0, 10, 'Damage reduction: -N Damage per attack, to a minimum of 1 (default 0)'),
          0,
        ),
        halveDamage: v.optional(bool('Damage halved, rounding up (before the reduction)'), false),
        role: v.optional(
          choice(roles, `The group's role: ${roles.map((r) => `"${r}"`).join(', ')}`),
          'bodyguard',
        ),
      },
      'a group of a wh40k target unit',
    ),
    v.transform((g): Wh40kGroup => compact(g) as Wh40kGroup),
  );
}

/**
 * The list of groups of a unit: 1 to {@link MAX_UNIT_GROUPS}, names different, at least one
 * bodyguard group.
 *
 * @example
 * ```ts
 * v.parse(groupsSchema(['bodyguard', 'leader']), [{ toughness: 4 }]).length; // 1
 * ```
 */
export function groupsSchema(roles: readonly [Wh40kRole, ...Wh40kRole[]]) {
  return v.pipe(
    list(groupSchema(roles), MAX_UNIT_GROUPS, 'group', 'groups'),
    v.check(
      (gs) => gs.some((g) => g.role === 'bodyguard'),
      'expected at least one group with role "bodyguard" (a character is attached to a unit)',
    ),
    v.check((gs) => {
      const names = gs.map((g, i) => groupName(g, i));
      return new Set(names).size === names.length;
    }, 'expected groups of different names (results are reported by group name)'),
  );
}

/**
 * The name a group's results are reported by: its `name`, or `group 1`, `group 2`...
 *
 * @example
 * ```ts
 * groupName({ models: 1 }, 0); // 'group 1'
 * ```
 */
export function groupName(g: { readonly name?: string }, i: number): string {
  return g.name ?? `group ${i + 1}`;
}

/**
 * The Toughness the unit's Wound rolls use: with a leader or support group, the bodyguard
 * models' (the Leader rule: for every attack of the volley, even once they are destroyed);
 * among bodyguard groups of different Toughness, the Toughness of most models (ties to the
 * highest), or the highest with `rule: 'highest'` (`../shared/spec/wh40k-units.md`, item 1).
 *
 * @example
 * ```ts
 * unitToughness([{ models: 2, toughness: 4, role: 'bodyguard' }, { models: 1, toughness: 5, role: 'leader' }]); // 4
 * ```
 */
export function unitToughness(
  groups: readonly Pick<Wh40kGroup, 'models' | 'toughness' | 'role'>[],
  rule: 'majority' | 'highest' = 'majority',
): number {
  const guards = groups.filter((g) => g.role === 'bodyguard');
  const counted = guards.length > 0 ? guards : groups;
  if (rule === 'highest') return Math.max(...counted.map((g) => g.toughness));
  const models = new Map<number, number>();
  for (const g of counted) models.set(g.toughness, (models.get(g.toughness) ?? 0) + g.models);
  let best = 0;
  let most = -1;
  for (const [t, n] of models) {
    if (n > most || (n === most && t > best)) {
      best = t;
      most = n;
    }
  }
  return best;
}

/**
 * A validated target with `groups`: the unit-level fields filled in from its groups (total
 * models, the unit's Toughness, the union of keywords, the first group's other fields).
 *
 * @throws {InputError} naming the field when a one-profile field is given beside `groups`.
 * @example
 * ```ts
 * unitTarget({ groups, cover: false, stealth: false }).models; // the total
 * ```
 */
export function unitTarget(t: {
  readonly name?: string | undefined;
  readonly groups: readonly Wh40kGroup[];
  readonly toughnessRule?: 'majority' | 'highest' | undefined;
  readonly cover: boolean;
  readonly stealth: boolean;
}): Wh40kTarget {
  const first = t.groups[0]!;
  const keywordSet = [...new Set(t.groups.flatMap((g) => g.keywords))];
  return compact({
    name: t.name,
    models: t.groups.reduce((n, g) => n + g.models, 0),
    toughness: unitToughness(t.groups, t.toughnessRule),
    save: first.save,
    invulnerable: first.invulnerable,
    invulnerableAgainst: first.invulnerableAgainst,
    wounds: first.wounds,
    feelNoPain: first.feelNoPain,
    keywords: keywordSet,
    cover: t.cover,
    stealth: t.stealth,
    damageReduction: first.damageReduction,
    halveDamage: first.halveDamage,
    groups: t.groups,
    toughnessRule: t.toughnessRule,
  }) as Wh40kTarget;
}

/**
 * The groups of a target: its `groups`, or the one-profile target as one bodyguard group.
 *
 * @example
 * ```ts
 * groupsOf({ models: 10, toughness: 5, wounds: 1, keywords: [], ... }).length; // 1
 * ```
 */
export function groupsOf(t: Wh40kTarget): readonly Wh40kGroup[] {
  if (t.groups) return t.groups;
  return [
    compact({
      name: t.name,
      models: t.models,
      toughness: t.toughness,
      save: t.save,
      invulnerable: t.invulnerable,
      invulnerableAgainst: t.invulnerableAgainst ?? 'all',
      wounds: t.wounds,
      feelNoPain: t.feelNoPain,
      keywords: t.keywords,
      damageReduction: t.damageReduction,
      halveDamage: t.halveDamage,
      role: 'bodyguard',
    }) as Wh40kGroup,
  ];
}

/**
 * One group seen as a one-profile target of the whole unit's size, Toughness and keywords,
 * for the weapon drafts: its saves (the invulnerable save left out when not allowed against
 * this attack), Feel No Pain and damage modifiers.
 *
 * @example
 * ```ts
 * groupAsTarget(target, target.groups[1], true).invulnerable; // undefined for a ranged-only save
 * ```
 */
export function groupAsTarget(t: Wh40kTarget, g: Wh40kGroup, melee: boolean): Wh40kTarget {
  const allowed =
    g.invulnerableAgainst === 'all' || g.invulnerableAgainst === (melee ? 'melee' : 'ranged');
  return compact({
    ...t,
    save: g.save,
    invulnerable: allowed ? g.invulnerable : undefined,
    invulnerableAgainst: g.invulnerableAgainst,
    wounds: g.wounds,
    feelNoPain: g.feelNoPain,
    damageReduction: g.damageReduction,
    halveDamage: g.halveDamage,
  }) as Wh40kTarget;
}

/**
 * The plan's groups of a unit: models, Wounds, characters (leader and support groups).
 *
 * @example
 * ```ts
 * planGroups(groups); // [{ models: 10, wounds: 1, character: false }, { models: 1, wounds: 6, character: true }]
 * ```
 */
export function planGroups(groups: readonly Wh40kGroup[]): TargetGroup[] {
  return groups.map((g) => ({
    models: g.models,
    wounds: g.wounds,
    character: g.role !== 'bodyguard',
  }));
}

/**
 * The group index a Precision weapon aims at: `precisionTarget` (a group name or index), else
 * the first leader or support group; null when the unit has no character group.
 *
 * @throws {InputError} naming `field` when `precisionTarget` names no character group.
 * @example
 * ```ts
 * precisionIndex(groups, undefined, 'attackers[0].precisionTarget'); // 1
 * ```
 */
export function precisionIndex(
  groups: readonly Wh40kGroup[],
  target: string | number | undefined,
  field: string,
): number | null {
  if (target === undefined) {
    const i = groups.findIndex((g) => g.role !== 'bodyguard');
    return i < 0 ? null : i;
  }
  const i =
    typeof target === 'number' ? target : groups.findIndex((g, k) => groupName(g, k) === target);
  if (!(i >= 0 && i < groups.length && groups[i]!.role !== 'bodyguard')) {
    const names = groups
      .map((g, k) => [g, k] as const)
      .filter(([g]) => g.role !== 'bodyguard')
      .map(([g, k]) => JSON.stringify(groupName(g, k)));
    throw new InputError(
      `${field}: expected the name or index of a leader or support group (${names.join(', ') || 'the target has none'}), got ${show(target)}`,
      field,
      target,
    );
  }
  return i;
}

/**
 * One attack profile against every group of a unit, from one profile per group (each
 * compiled against that group as a one-profile target): the first's rolls, and each group's
 * defence, its damage modifiers moved from the weapon's damage to the group's defence.
 *
 * @throws {InputError} naming `field` when the Hit or Wound roll differs between groups (a
 *   custom rule that reads a model's profile): the unit's rolls are one.
 * @example
 * ```ts
 * const profile = acrossGroups(perGroup, 'attackers[0]');
 * profile.against.length; // the unit's groups
 * ```
 */
export function acrossGroups(perGroup: readonly AttackProfile[], field: string): AttackProfile {
  const first = perGroup[0]!;
  const rolls = (p: AttackProfile) =>
    JSON.stringify([
      p.models,
      p.attacks,
      p.hit,
      p.onCriticalHit,
      p.wound,
      p.onCriticalWound,
      p.damage.dice,
      p.damage.add,
      p.damage.slay,
    ]);
  perGroup.forEach((p, g) => {
    if (rolls(p) !== rolls(first)) {
      throw new InputError(
        `${field}: a rule gives the groups of the target unit different Hit or Wound rolls (group ${g + 1}); a unit's rolls are the same for all its models`,
        field,
        g,
      );
    }
  });
  // A profile whose damage modifiers already sit on its defence (11th edition's Devastating
  // Wounds ignoring them) keeps them there.
  const against: GroupDefence[] = perGroup.map((p) => ({
    ...p.against[0]!,
    damageReduction: p.against[0]!.damageReduction ?? {
      halve: p.damage.halve,
      reduce: p.damage.reduce,
    },
  }));
  return { ...first, damage: { ...first.damage, halve: false, reduce: 0 }, against };
}

/**
 * One weapon's drafts against every group of the target, in the order listed: `draft` (the
 * edition's compile of a weapon at a one-profile target) applied to each group seen as a
 * one-profile target of the whole unit ({@link groupAsTarget}).
 *
 * @example
 * ```ts
 * unitDrafts(scenario.target, attacker, (t) => baseDraft(attacker, t)).length; // the groups
 * ```
 */
export function unitDrafts<D>(
  t: Wh40kTarget,
  a: { readonly ws?: number | undefined },
  draft: (groupTarget: Wh40kTarget) => D,
): D[] {
  return groupsOf(t).map((g) => draft(groupAsTarget(t, g, a.ws !== undefined)));
}

/**
 * One weapon's profile of the general plan from its profiles against each group
 * ({@link unitDrafts}, compiled): the one profile of a one-group target, else one profile
 * across the groups ({@link acrossGroups}), a Precision weapon aimed at its character group
 * ({@link precisionIndex}).
 *
 * @throws {InputError} naming `field.precisionTarget` when it is given to a weapon without
 *   Precision or names no character group.
 * @example
 * ```ts
 * unitProfile(perGroup, groupsOf(target), false, undefined, 'attackers[0]');
 * ```
 */
export function unitProfile(
  perGroup: readonly AttackProfile[],
  groups: readonly Wh40kGroup[],
  precise: boolean,
  precisionTarget: string | number | undefined,
  field: string,
): AttackProfile {
  if (precisionTarget !== undefined && !precise) {
    throw new InputError(
      `${field}.precisionTarget: only for a weapon with Precision (add "precision" to its rules), got ${show(precisionTarget)}`,
      `${field}.precisionTarget`,
      precisionTarget,
    );
  }
  if (groups.length === 1) return perGroup[0]!;
  const profile = acrossGroups(perGroup, field);
  const target = precise
    ? precisionIndex(groups, precisionTarget, `${field}.precisionTarget`)
    : null;
  return target === null ? profile : { ...profile, precision: target };
}

/**
 * The general plan of a volley at a unit: a one-profile target (or one group) is one group
 * with `sequential` allocation, as it always was; a unit of several groups is taken in the
 * order listed (`groupOrder: 'listed'`).
 *
 * @example
 * ```ts
 * unitPlan(profiles, scenario.target).groupOrder; // 'listed' for a unit of several groups
 * ```
 */
export function unitPlan(profiles: readonly AttackProfile[], t: Wh40kTarget): GeneralPlan {
  const groups = groupsOf(t);
  if (groups.length === 1) {
    return { profiles, groups: [{ models: t.models, wounds: t.wounds }], allocation: 'sequential' };
  }
  return { profiles, groups: planGroups(groups), allocation: 'sequential', groupOrder: 'listed' };
}
