/**
 * Warhammer 40,000 11th edition's part of the scenario schema (`docs/scenario-format.md`,
 * "wh40k-11e"): 10th edition's attacker and target fields (taken from its schema, not
 * written again: units of several groups, weapon modes, pistols, Precision), 11th edition's
 * keyword list (Blast X, Cleave X, Psychic), Support characters among a unit's groups, and the
 * fields it adds: `lethalHits`, `plungingFire`, `skillModifier`, and the scenario's reading
 * options `bsModifiersClamped`, `devastatingIgnoresReduction`. Mechanics
 * and readings: `docs/wh40k-11e.md`.
 *
 * @module
 */
import * as v from 'valibot';
import {
  bool,
  choice,
  compact,
  fileEntries,
  list,
  normalRule,
  once,
  type RuleParameterTable,
  rules,
  runEntries,
  strict,
  whole,
} from '../../format/fields.js';
import { SCENARIO_LIMITS as L } from '../../format/limits.js';
import {
  modesSchema,
  RULE_PARAMETERS as TEN_PARAMETERS,
  WH40K_NO_NUMBER_KEYWORDS,
  WH40K_WEAPON_RULES,
  wh40kSchemas,
  wh40kTargetPipe,
  withNoNumberKeywords,
} from '../wh40k-10e/schema.js';
import { groupsSchema, UNIT_ROLES } from '../wh40k-10e/unit.js';
import type { Wh40k11eAttacker, Wh40k11eTarget } from './types.js';

/**
 * The weapon keywords of 11th edition this ruleset models, kebab-case: 10th edition's, and
 * `cleave` and `psychic`. `blast` may carry its X (`{ "rule": "blast", "attacks": 2 }`).
 *
 * @example
 * ```ts
 * WH40K_11E_WEAPON_RULES.includes('cleave'); // true
 * ```
 */
export const WH40K_11E_WEAPON_RULES = [...WH40K_WEAPON_RULES, 'cleave', 'psychic'] as const;

/**
 * The datasheet keywords that change no number in 11th edition: 10th edition's list
 * (`WH40K_NO_NUMBER_KEYWORDS`) but Psychic, which 11th edition models (`docs/wh40k-11e.md`,
 * "Keywords that change no number").
 *
 * @example
 * ```ts
 * WH40K_11E_NO_NUMBER_KEYWORDS.includes('psychic'); // false
 * ```
 */
export const WH40K_11E_NO_NUMBER_KEYWORDS: readonly string[] = WH40K_NO_NUMBER_KEYWORDS.filter(
  (k) => !(WH40K_11E_WEAPON_RULES as readonly string[]).includes(k),
);

/**
 * A keyword of {@link WH40K_11E_WEAPON_RULES}.
 *
 * @example
 * ```ts
 * const rule: Wh40k11eWeaponRule = 'psychic';
 * ```
 */
export type Wh40k11eWeaponRule =
  | (typeof WH40K_11E_WEAPON_RULES)[number]
  | (typeof WH40K_NO_NUMBER_KEYWORDS)[number];

/** The most attacks Blast X or Cleave X adds per five models. */
const X_LIMIT = 10;

/** Parameters of the keywords that carry a value: 10th edition's, Blast's X and Cleave's. */
const RULE_PARAMETERS = {
  ...TEN_PARAMETERS,
  blast: {
    attacks: v.optional(
      whole(1, X_LIMIT, `Blast X: attacks added per five target models, 1..${X_LIMIT} (default 1)`),
    ),
  },
  cleave: {
    attacks: whole(1, X_LIMIT, `Cleave X: attacks added per five target models, 1..${X_LIMIT}`),
  },
} as const satisfies RuleParameterTable;

/**
 * The 11th-edition schemas with the given keyword names (the built-in ones, or those plus
 * custom rules' names).
 *
 * @internal
 * @example
 * ```ts
 * wh40k11eSchemas(WH40K_11E_WEAPON_RULES).scenario;
 * ```
 */
export function wh40k11eSchemas(names: typeof WH40K_11E_WEAPON_RULES) {
  // 10th edition's fields and checks, with 11th edition's keywords in place of 10th's.
  // 10th edition's fields (weapon modes, pistols, Precision's target included), with 11th
  // edition's keywords and their parameters in place of 10th's.
  const ten = wh40kSchemas(
    names as unknown as typeof WH40K_WEAPON_RULES,
    RULE_PARAMETERS,
    'wh40k-11e',
  );
  const [tenAttacker, ...tenChecks] = ten.attacker.pipe;
  const weaponRules = rules(
    withNoNumberKeywords(names),
    RULE_PARAMETERS,
    'wh40k-11e attackers',
    [],
    '',
    { anti: 'keyword' },
  );
  const attackerObject = strict(
    {
      ...tenAttacker.entries,
      rules: v.optional(weaponRules, () => []),
      modes: v.optional(modesSchema(weaponRules)),
      lethalHits: v.optional(
        choice(
          ['always', 'never', 'best'],
          'Lethal Hits: "always" wound automatically on a Critical Hit, "never" roll to wound, "best" whichever slays more on average (default)',
        ),
        'best',
      ),
      plungingFire: v.optional(bool('Plunging fire: +1 to the BS (ranged attacks)'), false),
      skillModifier: v.optional(
        whole(-3, 3, 'Added to the BS/WS characteristic (+1 makes a 3+ a 2+), -3..3 (default 0)'),
        0,
      ),
    },
    'a wh40k-11e attacker profile',
  );
  // The checks between fields (bs or ws) are 10th edition's; the last item is its transform.
  const checks = tenChecks.slice(0, -1) as unknown as [];
  const attacker = v.pipe(
    attackerObject,
    ...checks,
    v.transform((a): Wh40k11eAttacker => compact({ ...a, rules: a.rules.map(normalRule) })),
  );

  const [tenTarget] = ten.target.pipe;
  const targetObject = strict(
    {
      ...tenTarget.entries,
      // 11th edition's groups may be Support characters too.
      groups: v.optional(groupsSchema(UNIT_ROLES['wh40k-11e'])),
      cover: v.optional(bool('Benefit of cover (ranged attacks: -1 to the BS)'), false),
      stealth: v.optional(bool('Stealth: the benefit of cover against ranged attacks'), false),
    },
    'a wh40k-11e target unit',
  );
  // 10th edition's defaults (models, wounds, keywords...), its check that toughness is given
  // (or groups, and then no one-profile field beside them), then the save's scope's default.
  const target = v.pipe(
    targetObject,
    wh40kTargetPipe<v.InferOutput<typeof targetObject>>(),
    v.transform(
      (t): Wh40k11eTarget => ({ ...t, invulnerableAgainst: t.invulnerableAgainst ?? 'all' }),
    ),
  );

  const scenario = strict(
    {
      ...fileEntries,
      ruleset: v.pipe(
        v.literal('wh40k-11e'),
        v.description('The ruleset: Warhammer 40,000 11th edition'),
      ),
      attackers: list(attacker, L.attackerGroups, 'attacker profile', 'attacker profiles'),
      target,
      pistols: ten.scenario.entries.pistols,
      bsModifiersClamped: v.optional(
        bool('Reading option: BS/WS modifiers inside the Hit roll -1..+1 clamp (default false)'),
        false,
      ),
      devastatingIgnoresReduction: v.optional(
        bool(
          "Reading option: Devastating Wounds' mortal wounds ignore the target's damage reduction (default false)",
        ),
        false,
      ),
      ...runEntries,
    },
    'a wh40k-11e scenario',
  );
  return { attacker, target, scenario };
}

/**
 * The schemas with the built-in keyword names, built on first use.
 *
 * @internal
 * @example
 * ```ts
 * v.parse(wh40k11eBuiltIn().attacker, { bs: 3, strength: 4 }).lethalHits; // 'best'
 * ```
 */
export const wh40k11eBuiltIn = once(() => wh40k11eSchemas(WH40K_11E_WEAPON_RULES));
