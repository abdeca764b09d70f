/**
 * Warhammer 40,000 10th edition's part of the scenario schema (`docs/scenario-format.md`,
 * "wh40k-10e"): its weapon keywords, attacker profiles, the target unit and the scenario
 * object. The whole scenario schema (`src/scenario/schema.ts`) joins it with the other
 * rulesets'. Mechanics and readings: `docs/wh40k-10e.md`.
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
  once,
  type RuleParameterTable,
  roll,
  rules,
  runEntries,
  strict,
  text,
  whole,
} from '../../format/fields.js';
import { SCENARIO_LIMITS as L } from '../../format/limits.js';
import type { RuleInput } from '../../format/types.js';
import type { Wh40kAttacker, Wh40kGroup, Wh40kMode, Wh40kReroll, Wh40kTarget } from './types.js';
import {
  groupsSchema,
  invulnerableAgainstSchema,
  keywordSchema as keyword,
  UNIT_ROLES,
  unitTarget,
} from './unit.js';

/**
 * The weapon keywords of Warhammer 40,000 10th edition this ruleset models, kebab-case. Those
 * with a value are written as objects: `{ "rule": "sustained-hits", "hits": 1 }`.
 *
 * @example
 * ```ts
 * WH40K_WEAPON_RULES.includes('lethal-hits'); // true
 * ```
 */
export const WH40K_WEAPON_RULES = [
  'blast',
  'rapid-fire',
  'torrent',
  'heavy',
  'sustained-hits',
  'lethal-hits',
  'lance',
  'anti',
  'twin-linked',
  'devastating-wounds',
  'ignores-cover',
  'melta',
  'precision',
  'critical-hits',
  'critical-wounds',
  'damage-bonus',
  'reroll-damage',
  'full-rerolls',
  'mortal-wounds-on-critical-hit',
  'mortal-wounds-on-critical-wound',
  'mortal-wounds-on-charge',
] as const;

/**
 * The datasheet keywords that change no number of an attack (Assault, Pistol, Hazardous, One
 * Shot, Indirect Fire, Extra Attacks, Psychic), kebab-case: a scenario accepts them beside
 * {@link WH40K_WEAPON_RULES}, so that a weapon's keyword line pastes as it stands, and the
 * result names them in `notes` as changing no number (`docs/wh40k-10e.md`, "Keywords that
 * change no number"; the modules: `rules/keywordsWithoutNumbers.ts`).
 *
 * @example
 * ```ts
 * WH40K_NO_NUMBER_KEYWORDS.includes('assault'); // true
 * ```
 */
export const WH40K_NO_NUMBER_KEYWORDS = [
  'assault',
  'pistol',
  'hazardous',
  'one-shot',
  'indirect-fire',
  'extra-attacks',
  'psychic',
] as const;

/**
 * An edition's keyword names and, after them, those of {@link WH40K_NO_NUMBER_KEYWORDS} it
 * does not model (11th edition models Psychic): the names its scenario's `rules` accept.
 *
 * @internal
 * @example
 * ```ts
 * withNoNumberKeywords(WH40K_WEAPON_RULES).includes('assault'); // true
 * ```
 */
export function withNoNumberKeywords<const N extends readonly [string, ...string[]]>(
  names: N,
): readonly [N[number], ...(N[number] | (typeof WH40K_NO_NUMBER_KEYWORDS)[number])[]] {
  const extra = WH40K_NO_NUMBER_KEYWORDS.filter((k) => !(names as readonly string[]).includes(k));
  return [...names, ...extra] as unknown as readonly [N[number], ...N[number][]];
}

/**
 * A keyword of {@link WH40K_WEAPON_RULES}, or one of {@link WH40K_NO_NUMBER_KEYWORDS}.
 *
 * @example
 * ```ts
 * const rule: Wh40kWeaponRule = 'devastating-wounds';
 * ```
 */
export type Wh40kWeaponRule =
  | (typeof WH40K_WEAPON_RULES)[number]
  | (typeof WH40K_NO_NUMBER_KEYWORDS)[number];

/** The fields of a one-profile target, which a target with `groups` gives per group. */
const ONE_PROFILE_FIELDS = [
  'models',
  'toughness',
  'save',
  'invulnerable',
  'invulnerableAgainst',
  'wounds',
  'feelNoPain',
  'keywords',
  'damageReduction',
  'halveDamage',
] as const;

/** The issue path of one key of an object being transformed (valibot's path item). */
function pathOf(dataset: { value: object }, key: string) {
  return [
    {
      type: 'object' as const,
      origin: 'value' as const,
      input: dataset.value as Record<string, unknown>,
      key,
      value: (dataset.value as Record<string, unknown>)[key],
    },
  ] as [v.ObjectPathItem];
}

/**
 * The checks and defaults of a target after its fields are read, for the scenario's target
 * and the analyses' target entries alike (other fields, such as `points`, are kept): a
 * one-profile target gets its defaults; a target with `groups` gets its unit-level fields
 * from them (`unit.ts`), and may not give a one-profile field beside them.
 *
 * @internal
 * @example
 * ```ts
 * v.pipe(object, wh40kTargetPipe<v.InferOutput<typeof object>>());
 * ```
 */
export function wh40kTargetPipe<T extends Readonly<Record<string, unknown>>>() {
  return v.rawTransform<T, Wh40kTarget>(({ dataset, addIssue, NEVER }) => {
    const t = dataset.value as T & {
      readonly groups?: readonly Wh40kGroup[];
      readonly toughnessRule?: 'majority' | 'highest';
      readonly name?: string;
      readonly cover: boolean;
      readonly stealth: boolean;
    };
    const issue = (key: string, message: string) => {
      addIssue({ message, path: pathOf(dataset, key) });
      return NEVER;
    };
    if (t.groups === undefined) {
      if (t.toughness === undefined) {
        return issue(
          'toughness',
          'missing; expected toughness 1..30 (or "groups", the unit\'s groups of models)',
        );
      }
      if (t.toughnessRule !== undefined) {
        return issue('toughnessRule', 'only with "groups" (a unit of several profiles)');
      }
      return compact({
        ...t,
        models: t.models ?? 1,
        wounds: t.wounds ?? 1,
        keywords: t.keywords ?? [],
        damageReduction: t.damageReduction ?? 0,
        halveDamage: t.halveDamage ?? false,
      }) as unknown as Wh40kTarget;
    }
    const { groups, toughnessRule, name, cover, stealth, ...rest } = t;
    const unit = unitTarget(compact({ name, groups, toughnessRule, cover, stealth }));
    // The unit-level fields are the groups' (`unitTarget`): a parsed target carries them, so
    // that a parsed scenario parses again unchanged (docs/scenario-format.md, "The parsed
    // scenario"); written by hand, they are only accepted where they say what the groups do.
    for (const key of ONE_PROFILE_FIELDS) {
      if (t[key] === undefined) continue;
      if (!sameValue(t[key], unit[key])) {
        return issue(
          key,
          `give it on each group: with "groups", the target's fields are per group (the groups give ${key} ${describe(unit[key])}, got ${describe(t[key])})`,
        );
      }
    }
    const others = Object.fromEntries(
      Object.entries(rest).filter(
        ([key]) => !(ONE_PROFILE_FIELDS as readonly string[]).includes(key),
      ),
    );
    return { ...others, ...unit } as Wh40kTarget;
  });
}

/** Two field values alike: numbers, strings and booleans by value, lists element by element. */
function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  }
  return a === b;
}

/** A field value as a message prints it (`none` for an absent one). */
function describe(value: unknown): string {
  return value === undefined ? 'none' : JSON.stringify(value);
}

/** The most modes of one weapon. */
const MAX_MODES = 6;

/** The highest value of a whole-number modifier field (`hitModifier`, `woundModifier`). */
const MODIFIER_LIMIT = 10;
/** Strength and Toughness: the datasheets stay far below. */
const CHARACTERISTIC_LIMIT = 30;

/**
 * Parameters of the keywords that carry a value (11th edition reuses them).
 *
 * @internal
 * @example
 * ```ts
 * Object.keys(RULE_PARAMETERS); // ['sustained-hits', 'rapid-fire', 'melta', 'anti']
 * ```
 */
export const RULE_PARAMETERS = {
  'sustained-hits': { hits: DiceSchema },
  'rapid-fire': { attacks: DiceSchema },
  melta: { damage: whole(1, 20, 'Melta X: the damage added within half range, 1..20') },
  anti: {
    keyword,
    on: roll('Anti-KEYWORD X+: the unmodified Wound roll that is a Critical Wound'),
  },
  'critical-hits': { on: roll('Critical Hits on an unmodified X+ (an ability)') },
  'critical-wounds': { on: roll('Critical Wounds on an unmodified X+ (an ability)') },
  'damage-bonus': { damage: whole(1, 20, '+X Damage (an ability), 1..20') },
  'reroll-damage': {
    below: v.pipe(
      v.union(
        [
          whole(2, 100, "Re-roll a damage roll whose total is below X, 2..100 (a D6's 1: 2)"),
          v.literal('best'),
        ],
        (i: AnyIssue) => `expected a whole number 2..100 or "best", ${got(i.input)}`,
      ),
      v.description(
        'Re-roll a damage roll whose total is below X, 2..100 (a D6\'s 1: 2), or "best": the threshold (or none) that slays the most, chosen when the scenario is evaluated',
      ),
    ),
  },
  'mortal-wounds-on-critical-hit': { mortals: DiceSchema },
  'mortal-wounds-on-critical-wound': { mortals: DiceSchema },
  'mortal-wounds-on-charge': {
    roll: choice(
      ['per-model', 'one'],
      '"per-model": one D6 for each model of the unit; "one": one D6 for the unit',
    ),
    on: roll('the D6 that inflicts the mortal wounds, X+'),
    mortals: DiceSchema,
  },
} as const satisfies RuleParameterTable;

const rerollKind = choice(
  ['ones', 'failed', 'non-critical'],
  '"ones": re-roll 1s; "failed": re-roll failed rolls; "non-critical": re-roll every roll that is not a critical',
);

/**
 * `reroll: { hit, wound }`, each `"ones"`, `"failed"` or `"non-critical"`.
 *
 * @example
 * ```ts
 * v.parse(Wh40kRerollSchema, { wound: 'non-critical' }); // { wound: 'non-critical' }
 * ```
 */
export const Wh40kRerollSchema = v.pipe(
  strict(
    { hit: v.optional(rerollKind), wound: v.optional(rerollKind) },
    'a re-roll {"hit", "wound"}',
  ),
  v.transform((r): { hit?: Wh40kReroll; wound?: Wh40kReroll } => compact(r)),
);

/**
 * `modes`: the firing modes of one weapon, each its name and the characteristics that differ
 * from the weapon's entry, its keywords read by `weaponRules` (the edition's).
 *
 * @internal
 * @example
 * ```ts
 * v.parse(modesSchema(weaponRules), [{ name: 'frag', rules: ['blast'] }, { name: 'krak', strength: 9 }]);
 * ```
 */
export function modesSchema<R extends v.GenericSchema>(weaponRules: R) {
  const mode = v.pipe(
    strict(
      {
        name: nameSchema,
        attacks: v.optional(DiceSchema),
        bs: v.optional(roll('Ballistic Skill (a ranged attack)')),
        ws: v.optional(roll('Weapon Skill (a melee attack)')),
        strength: v.optional(whole(1, CHARACTERISTIC_LIMIT, `Strength 1..${CHARACTERISTIC_LIMIT}`)),
        ap: v.optional(whole(-6, 0, 'Armour Penetration -6..0, negative as on the datasheet')),
        damage: v.optional(DiceSchema),
        rules: v.optional(weaponRules),
      },
      'a weapon mode {"name", and the characteristics that differ}',
    ),
    v.transform((m) => {
      const listed = m.rules as readonly RuleInput[] | undefined;
      return compact({ ...m, ...(listed ? { rules: listed.map(normalRule) } : {}) }) as Wh40kMode;
    }),
  );
  return v.pipe(
    list(mode, MAX_MODES, 'mode', 'modes'),
    v.check(
      (ms) => new Set(ms.map((m) => m.name)).size === ms.length,
      'expected modes of different names',
    ),
  );
}

/**
 * The schemas with the given keyword names (the built-in ones, or those plus custom rules'
 * names), and the keywords' parameters (11th edition gives its own table).
 *
 * @internal
 * @example
 * ```ts
 * wh40kSchemas([...WH40K_WEAPON_RULES, 'my-rule'] as unknown as typeof WH40K_WEAPON_RULES).scenario;
 * ```
 */
export function wh40kSchemas(
  names: typeof WH40K_WEAPON_RULES,
  parameters: RuleParameterTable = RULE_PARAMETERS,
  ruleset = 'wh40k-10e',
) {
  // Typed with 10th edition's table: an edition with its own (11th edition's Blast X, Cleave X)
  // gives its own `rules` and `modes` fields their types (`modesSchema`). The keywords that
  // change no number are accepted too (11th edition passes its own list in `names`).
  const weaponRules = rules(
    withNoNumberKeywords(names),
    parameters as typeof RULE_PARAMETERS,
    `${ruleset} attackers`,
    [],
    '',
    { anti: 'keyword' },
  );
  const attacker = v.pipe(
    strict(
      {
        name: v.optional(nameSchema),
        models: v.optional(
          whole(1, L.models, `Models with this weapon, 1..${L.models} (default 1)`),
          1,
        ),
        attacks: v.optional(DiceSchema, 1),
        bs: v.optional(roll('Ballistic Skill (a ranged attack)')),
        ws: v.optional(roll('Weapon Skill (a melee attack)')),
        strength: whole(1, CHARACTERISTIC_LIMIT, `Strength 1..${CHARACTERISTIC_LIMIT}`),
        ap: v.optional(whole(-6, 0, 'Armour Penetration -6..0, negative as on the datasheet'), 0),
        damage: v.optional(DiceSchema, 1),
        rules: v.optional(weaponRules, () => []),
        reroll: v.optional(Wh40kRerollSchema, () => ({})),
        hitModifier: v.optional(
          whole(
            -MODIFIER_LIMIT,
            MODIFIER_LIMIT,
            'Added to the Hit roll (the sum of modifiers is clamped to -1..+1)',
          ),
          0,
        ),
        woundModifier: v.optional(
          whole(
            -MODIFIER_LIMIT,
            MODIFIER_LIMIT,
            'Added to the Wound roll (the sum of modifiers is clamped to -1..+1)',
          ),
          0,
        ),
        criticalHitOn: v.optional(
          roll('A Critical Hit on this unmodified roll or more (default 6)'),
          6,
        ),
        criticalWoundOn: v.optional(
          roll('A Critical Wound on this unmodified roll or more (default 6)'),
          6,
        ),
        remainedStationary: v.optional(bool('Remained Stationary this turn (Heavy)'), false),
        charged: v.optional(bool('Made a charge move this turn (Lance)'), false),
        halfRange: v.optional(bool('Within half range (Rapid Fire, Melta)'), false),
        precisionTarget: v.optional(
          v.union(
            [nameSchema, whole(0, 7, 'a group index')],
            (i: AnyIssue) =>
              `expected the name or index of a leader group of the target, ${got(i.input)}`,
          ),
        ),
        modes: v.optional(modesSchema(weaponRules)),
        mode: v.optional(text(L.nameLength, 'The mode fired: a name of `modes`, or "best"')),
        pistol: v.optional(
          bool(
            'A Pistol: its models fire it instead of their other ranged weapons (the scenario\'s "pistols")',
          ),
        ),
        bearer: v.optional(
          text(
            L.nameLength,
            'The models that carry this weapon, by a name: the entries of one bearer are the same models, each bearer makes its own pistol choice (omitted: one set with the other entries without a bearer)',
          ),
        ),
      },
      'a wh40k-10e attacker profile',
    ),
    v.forward(
      v.partialCheck(
        [['modes'], ['mode']],
        (a) =>
          a.mode === undefined ||
          a.mode === 'best' ||
          (a.modes ?? []).some((m) => m.name === a.mode),
        'expected "best" or the name of one of the weapon\'s modes',
      ),
      ['mode'],
    ),
    v.forward(
      v.partialCheck(
        [['bs'], ['ws']],
        (a) => a.bs === undefined || a.ws === undefined,
        'give bs (a ranged attack) or ws (a melee attack), not both',
      ),
      ['ws'],
    ),
    v.forward(
      v.partialCheck(
        [['bs'], ['ws'], ['rules']],
        (a) =>
          a.bs !== undefined ||
          a.ws !== undefined ||
          a.rules.some((r) => (typeof r === 'string' ? r : r.rule) === 'torrent'),
        'missing; expected bs (a ranged attack) or ws (a melee attack), 2..6 (3 for 3+); only a torrent weapon may give neither',
      ),
      ['bs'],
    ),
    v.transform((a): Wh40kAttacker => compact({ ...a, rules: a.rules.map(normalRule) })),
  );

  const targetObject = strict(
    {
      name: v.optional(nameSchema),
      models: v.optional(whole(1, L.models, `Models in the unit, 1..${L.models} (default 1)`)),
      toughness: v.optional(whole(1, CHARACTERISTIC_LIMIT, `Toughness 1..${CHARACTERISTIC_LIMIT}`)),
      save: v.optional(roll('Armour save')),
      invulnerable: v.optional(roll('Invulnerable save (ignores AP)')),
      invulnerableAgainst: v.optional(invulnerableAgainstSchema),
      wounds: v.optional(whole(1, L.wounds, `Wounds per model, 1..${L.wounds} (default 1)`)),
      feelNoPain: v.optional(roll('Feel No Pain, per point of damage')),
      keywords: v.optional(
        v.pipe(
          v.array(keyword, (i: AnyIssue) => `expected a list of keywords, ${got(i.input)}`),
          v.maxLength(L.rules, `expected at most ${L.rules} keywords`),
          v.description('Keywords of the unit that Anti-X reads, such as ["infantry"]'),
        ),
      ),
      cover: v.optional(bool('Benefit of Cover (ranged attacks: +1 to the armour save)'), false),
      stealth: v.optional(bool('Stealth: -1 to be hit by ranged attacks'), false),
      damageReduction: v.optional(
        whole(0, 10, 'Damage reduction: -N Damage per attack, to a minimum of 1 (default 0)'),
      ),
      halveDamage: v.optional(bool('Damage halved, rounding up (before the reduction)')),
      groups: v.optional(groupsSchema(UNIT_ROLES['wh40k-10e'])),
      toughnessRule: v.optional(
        choice(
          ['majority', 'highest'],
          'Bodyguard groups of different Toughness: "majority" (default; ties to the highest) or "highest"',
        ),
      ),
    },
    'a wh40k-10e target unit',
  );
  const target = v.pipe(targetObject, wh40kTargetPipe<v.InferOutput<typeof targetObject>>());

  const scenario = strict(
    {
      ...fileEntries,
      ruleset: v.pipe(
        v.literal('wh40k-10e'),
        v.description('The ruleset: Warhammer 40,000 10th edition'),
      ),
      attackers: list(attacker, L.attackerGroups, 'attacker profile', 'attacker profiles'),
      target,
      pistols: v.optional(pistolsSchema()),
      ...runEntries,
    },
    'a wh40k-10e scenario',
  );
  return { attacker, target, scenario };
}

/**
 * The scenario's pistol choice (`docs/wh40k-10e/weapon-choices.md`): `"pistols"`, `"others"`
 * or `"best"` for every set of models with a pistol and another ranged weapon, or an object of
 * those by bearer (`attackers[i].bearer`); which bearers it may name is checked with the
 * attackers (`choices.ts`).
 */
function pistolsSchema() {
  const one = choice(['pistols', 'others', 'best'], 'The pistol choice of one bearer');
  const settings = ['pistols', 'others', 'best'];
  const issue = (i: AnyIssue) => {
    const o = i.input;
    const bad =
      typeof o === 'object' && o !== null && !Array.isArray(o)
        ? Object.entries(o).find(([, x]) => !settings.includes(x as string))
        : undefined;
    return bad === undefined
      ? `expected "pistols", "others", "best", or an object of those by bearer, ${got(o)}`
      : `expected "pistols", "others" or "best" for each bearer; bearer ${JSON.stringify(bad[0])}: ${got(bad[1])}`;
  };
  return v.pipe(
    v.union(
      [
        one,
        v.pipe(
          v.record(nameSchema, one, issue),
          v.check(
            (o) => Object.keys(o).length <= L.attackerGroups,
            `expected at most ${L.attackerGroups} bearers`,
          ),
        ),
      ],
      issue,
    ),
    v.description(
      'Models fire their pistols ("pistols") or their other ranged weapons ("others"), or the better ("best", the default): one setting for every set of models with the choice, or an object by bearer such as {"Sergeant": "pistols"} (the sets not named: "best")',
    ),
  );
}

/**
 * The schemas with the built-in keyword names, built on first use (a program that reads no
 * wh40k-10e scenario never builds them): `attacker`, one attacker profile, defaults filled
 * in; `target`, the target unit; `scenario`, a whole `wh40k-10e` scenario object.
 *
 * @internal
 * @example
 * ```ts
 * v.parse(wh40kBuiltIn().attacker, { bs: 3, strength: 4 }).attacks; // 1
 * v.parse(wh40kBuiltIn().target, { toughness: 4 }).wounds; // 1
 * ```
 */
export const wh40kBuiltIn = once(() => wh40kSchemas(WH40K_WEAPON_RULES));
