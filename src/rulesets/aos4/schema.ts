/**
 * Age of Sigmar 4th edition's part of the scenario schema (`docs/scenario-format.md`, "aos4"):
 * its weapon abilities, attacker profiles, the target unit and the scenario object. The whole
 * scenario schema (`src/scenario/schema.ts`) joins it with the other rulesets'. Mechanics and
 * readings: `docs/aos4.md`.
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
import type { Aos4Ability, Aos4Attacker, Aos4Reroll, Aos4Target } from './types.js';

/**
 * The weapon abilities of Age of Sigmar 4th edition this ruleset models, kebab-case. Anti-X
 * is written as an object: `{ "rule": "anti", "keyword": "hero" }` ("charge" for Anti-charge).
 *
 * @example
 * ```ts
 * AOS4_ABILITIES.includes('crit-mortal'); // true
 * ```
 */
export const AOS4_ABILITIES = [
  'crit-2-hits',
  'crit-auto-wound',
  'crit-mortal',
  'anti',
  'charge',
  'companion',
  'shoot-in-combat',
  'mortal-damage-on-charge',
] as const;

/** The three Crit abilities: a weapon has at most one. */
const CRITS: readonly string[] = ['crit-2-hits', 'crit-auto-wound', 'crit-mortal'];

/** The highest value of a whole-number modifier field (`hitModifier`, `woundModifier`, `saveModifier`). */
const MODIFIER_LIMIT = 10;

const keyword = v.pipe(
  text(40, 'A keyword, such as "hero", or "charge" for Anti-charge (compared in lower case)'),
  v.check((k) => k.length > 0, 'expected a keyword, got ""'),
  v.transform((k) => k.toLowerCase()),
);

const RULE_PARAMETERS = {
  anti: { keyword },
  'mortal-damage-on-charge': {
    roll: choice(
      ['per-model', 'one'],
      '"per-model": a dice for each model of the unit; "one": one dice for the unit',
    ),
    on: roll('the dice that inflicts the mortal damage, X+'),
    mortals: DiceSchema,
  },
} as const satisfies RuleParameterTable;

const rerollKind = choice(
  ['ones', 'failed'],
  '"ones": re-roll unmodified 1s; "failed": re-roll rolls that fail after modifiers',
);

const modifier = (what: string) =>
  whole(-MODIFIER_LIMIT, MODIFIER_LIMIT, `Added to the ${what} (see docs/aos4.md for the caps)`);

/**
 * The schemas of the aos4 ruleset: `attacker`, one weapon profile, defaults filled in;
 * `target`, the target unit; `scenario`, a whole `aos4` scenario object.
 *
 * @internal
 * @example
 * ```ts
 * v.parse(aos4BuiltIn().attacker, { hit: 3, wound: 4 }).rend; // 0
 * ```
 */
export const aos4BuiltIn = once(() => {
  const abilities = rules(AOS4_ABILITIES, RULE_PARAMETERS, 'aos4 attackers', [], '', {
    anti: 'keyword',
  });
  const attacker = v.pipe(
    strict(
      {
        name: v.optional(nameSchema),
        models: v.optional(
          whole(1, L.models, `Models with this weapon, 1..${L.models} (default 1)`),
          1,
        ),
        attacks: v.optional(DiceSchema, 1),
        hit: roll('To Hit'),
        wound: roll('To Wound'),
        rend: v.optional(whole(0, 6, 'Rend 0..6, subtracted from the save roll (default 0)'), 0),
        damage: v.optional(DiceSchema, 1),
        abilities: v.optional(abilities, () => []),
        champion: v.optional(
          bool('One of the models is the unit\u2019s champion: +1 attack with this weapon'),
          false,
        ),
        charged: v.optional(
          bool('The attacking unit charged this turn (Charge (+1 Damage))'),
          false,
        ),
        allOutAttack: v.optional(bool('All-out Attack: +1 to hit'), false),
        hitModifier: v.optional(modifier('Hit roll'), 0),
        woundModifier: v.optional(modifier('Wound roll'), 0),
        criticalHitOn: v.optional(
          roll('A critical hit on this unmodified roll or more (default 6)'),
          6,
        ),
        reroll: v.optional(
          v.pipe(
            strict(
              { hit: v.optional(rerollKind), wound: v.optional(rerollKind) },
              'a re-roll {"hit", "wound"}',
            ),
            v.transform((r): { hit?: Aos4Reroll; wound?: Aos4Reroll } => compact(r)),
          ),
          () => ({}),
        ),
      },
      'an aos4 attacker profile',
    ),
    v.forward(
      v.partialCheck(
        [['abilities']],
        (a) =>
          a.abilities.filter((r) => CRITS.includes(typeof r === 'string' ? r : r.rule)).length <= 1,
        'a weapon has at most one Crit ability (crit-2-hits, crit-auto-wound, crit-mortal)',
      ),
      ['abilities'],
    ),
    v.transform(
      (a): Aos4Attacker =>
        compact({ ...a, abilities: a.abilities.map((r) => normalRule(r) as Aos4Ability) }),
    ),
  );

  const target = v.pipe(
    strict(
      {
        name: v.optional(nameSchema),
        models: v.optional(whole(1, L.models, `Models in the unit, 1..${L.models} (default 1)`), 1),
        health: v.optional(whole(1, L.wounds, `Health per model, 1..${L.wounds} (default 1)`), 1),
        save: v.optional(roll('Save')),
        ward: v.optional(roll('Ward, rolled for each damage point')),
        keywords: v.optional(
          v.pipe(
            v.array(keyword, (i: AnyIssue) => `expected a list of keywords, ${got(i.input)}`),
            v.maxLength(L.rules, `expected at most ${L.rules} keywords`),
            v.description('Keywords of the unit that Anti-X reads, such as ["hero", "infantry"]'),
          ),
          () => [],
        ),
        charged: v.optional(bool('The unit charged this turn (Anti-charge)'), false),
        cover: v.optional(bool('In cover: -1 to be hit by shooting attacks'), false),
        allOutDefence: v.optional(bool('All-out Defence: +1 to save'), false),
        saveModifier: v.optional(modifier('save roll'), 0),
      },
      'an aos4 target unit',
    ),
    v.transform((t): Aos4Target => compact(t)),
  );

  const scenario = strict(
    {
      ...fileEntries,
      ruleset: v.pipe(
        v.literal('aos4'),
        v.description('The ruleset: Warhammer Age of Sigmar 4th edition'),
      ),
      phase: v.optional(
        choice(['melee', 'shooting'], 'The phase: "melee" (default) or "shooting" (cover applies)'),
        'melee',
      ),
      attackers: list(attacker, L.attackerGroups, 'attacker profile', 'attacker profiles'),
      target,
      ...runEntries,
    },
    'an aos4 scenario',
  );
  return { attacker, target, scenario };
});
