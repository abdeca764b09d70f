/**
 * MESBG's part of the scenario schema (`docs/scenario-format.md`): attacker groups,
 * obstructions, the target model and the scenario object. The whole scenario schema
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
  once,
  RerollSchema,
  roll,
  runEntries,
  strict,
  text,
  whole,
} from '../../format/fields.js';
import { SCENARIO_LIMITS as L } from '../../format/limits.js';
import type { MesbgAttacker, MesbgCombatModel, MesbgObstruction, MesbgTarget } from './types.js';

// ---------------------------------------------------------------------------------------
// MESBG
// ---------------------------------------------------------------------------------------

/**
 * MESBG's schemas, built on first use (a program that reads no MESBG scenario never builds
 * them): `obstruction`, one obstruction In The Way (terrain, or with `defence` a model wounded
 * as normal when the shot hits it); `attacker`, one group of shooters; `combatModel`, the
 * shooters' friendly model in the combat a target is Engaged in; `target`, the target model;
 * `scenario`, a whole MESBG Shoot phase scenario object.
 *
 * @internal
 * @example
 * ```ts
 * v.parse(mesbgBuiltIn().attacker, { shootValue: 4, strength: 2 });
 * // { models: 1, shootValue: 4, strength: 2, moved: false, inTheWay: 0, shots: 1, reroll: {} }
 * v.parse(mesbgBuiltIn().target, { defence: 3 }); // { defence: 3, wounds: 1 }
 * ```
 */
export const mesbgBuiltIn = once(() => {
  /**
   * One obstruction In The Way (MESBG): terrain, or with `defence` a model wounded as normal
   * when the shot hits it.
   *
   * @example
   * ```ts
   * v.parse(obstruction, { name: 'Bain', defence: 5, friendly: true });
   * ```
   */
  const obstruction = v.pipe(
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
   * v.parse(attacker, { shootValue: 4, strength: 2 });
   * // { models: 1, shootValue: 4, strength: 2, moved: false, inTheWay: 0, shots: 1, reroll: {} }
   * ```
   */
  const attacker = v.pipe(
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
              obstruction,
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
   * v.parse(combatModel, { name: 'Goblin', defence: 4 }); // { name: 'Goblin', defence: 4, wounds: 1 }
   * ```
   */
  const combatModel = v.pipe(
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
   * v.parse(target, { defence: 3 }); // { defence: 3, wounds: 1 }
   * ```
   */
  const target = v.pipe(
    strict(
      {
        name: v.optional(nameSchema),
        defence: whole(1, 10, 'Defence 1..10'),
        wounds: v.optional(whole(1, L.wounds, `Wounds, 1..${L.wounds} (default 1)`), 1),
        combat: v.optional(combatModel),
      },
      'a MESBG target',
    ),
    v.description('The target model: an object with "defence" (and "name", "wounds", "combat")'),
    v.transform((t): MesbgTarget => compact(t)),
  );

  /**
   * A whole MESBG scenario object.
   *
   * @example
   * ```ts
   * v.parse(scenario, { ruleset: 'mesbg', attackers: [{ shootValue: 4, strength: 2 }], target: { defence: 3 } });
   * ```
   */
  const scenario = strict(
    {
      ...fileEntries,
      ruleset: v.pipe(
        v.literal('mesbg'),
        v.description('The ruleset: the Middle-earth Strategy Battle Game (MESBG)'),
      ),
      // A fight scenario says "phase": "fight" (src/rulesets/mesbg/fight/schema.ts); shooting
      // may say "shoot", or nothing.
      phase: v.optional(
        v.pipe(v.literal('shoot'), v.description('"shoot" (default): the Shoot phase')),
      ),
      attackers: list(attacker, L.attackerGroups, 'attacker group', 'attacker groups'),
      target: target,
      ...runEntries,
    },
    'a MESBG scenario',
  );
  return { obstruction, attacker, combatModel, target, scenario };
});
