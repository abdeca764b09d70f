/**
 * The Kill Team fight's part of the scenario schema (`docs/killteam/fight.md`;
 * `docs/scenario-format.md`, "killteam"): a scenario of ruleset `killteam` with `"phase":
 * "fight"`, the attacker and the defender, each an operative with its melee weapon (the
 * ruleset's weapon schema, `../schema.ts`), its objective and its policy.
 *
 * @module
 */
import * as v from 'valibot';
import {
  choice,
  compact,
  fileEntries,
  nameSchema,
  once,
  pathTo,
  roll,
  runEntries,
  strict,
  whole,
} from '../../../format/fields.js';
import { SCENARIO_LIMITS as L } from '../../../format/limits.js';
import type { AddIssue } from '../../../format/ruleset.js';
import { killteamBuiltIn } from '../schema.js';
import { KT_SHOOTING_ONLY_RULES } from './compile.js';
import type { FightObjective, FightPolicy, KtFighter, KtFightScenario } from './types.js';

const OBJECTIVES = [
  'incapacitate',
  'net-damage',
  'survive',
] as const satisfies readonly FightObjective[];
const POLICIES = [
  'optimal',
  'strike',
  'block',
  'strike-if-kills',
  'max-damage',
] as const satisfies readonly FightPolicy[];

/**
 * The fight's schemas, built on first use: `fighter`, an operative in a fight with its melee
 * weapon (its objective and policy left unset when not written: {@link fightDefaults} fills
 * them by its role); `scenario`, a whole Kill Team fight.
 *
 * @internal
 * @example
 * ```ts
 * v.parse(fightBuiltIn().fighter, { wounds: 7, weapon: { atk: 3, hit: 4, damage: 3, criticalDamage: 4 } }).woundsLeft; // 7
 * ```
 */
export const fightBuiltIn = once(() => {
  const kt = killteamBuiltIn();
  const fighter = v.pipe(
    strict(
      {
        name: v.optional(nameSchema),
        wounds: whole(1, L.wounds, `Wounds (its starting wounds), 1..${L.wounds}`),
        woundsLeft: v.optional(
          whole(
            1,
            L.wounds,
            'The wounds it has left, 1..wounds (default: all; injured below half)',
          ),
        ),
        save: v.optional(roll('Save (carried; no step of the fight reads it)')),
        apl: v.optional(whole(1, 6, 'APL, 1..6 (carried; Stun is reported, not applied)')),
        weapon: kt.weapon,
        assists: v.optional(
          whole(
            0,
            4,
            'Friendly operatives assisting it, 0..4: each improves its Hit stat by 1, to 2+ at best (default 0)',
          ),
        ),
        objective: v.optional(
          choice(
            OBJECTIVES,
            'What its choices serve: "incapacitate" (default for the attacker), "survive" (default for the defender) or "net-damage" (damage dealt minus taken)',
          ),
        ),
        policy: v.optional(
          choice(
            POLICIES,
            'How it chooses: "optimal" (default), or a heuristic: "strike", "block" (parry first), "strike-if-kills", "max-damage"',
          ),
        ),
      },
      'an operative in a Kill Team fight, with its melee weapon',
    ),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const o = dataset.value;
      if (o.woundsLeft !== undefined && o.woundsLeft > o.wounds) {
        addIssue({
          message: `expected at most its wounds (${o.wounds}), got ${o.woundsLeft}`,
          path: pathTo(o, 'woundsLeft'),
        });
      }
    }),
  );
  const scenario = strict(
    {
      ...fileEntries,
      ruleset: v.pipe(v.literal('killteam'), v.description('The ruleset: Kill Team (2024)')),
      phase: v.pipe(
        v.literal('fight'),
        v.description('"fight": the attacker fights the defender, which fights back'),
      ),
      attacker: fighter,
      defender: fighter,
      ...runEntries,
    },
    'a Kill Team fight scenario',
  );
  return { fighter, scenario };
});

type ParsedFight = v.InferOutput<ReturnType<typeof fightBuiltIn>['scenario']>;

function fighterOf(f: ParsedFight['attacker'], objective: FightObjective): KtFighter {
  return compact({
    ...f,
    woundsLeft: f.woundsLeft ?? f.wounds,
    assists: f.assists ?? 0,
    objective: f.objective ?? objective,
    policy: f.policy ?? 'optimal',
  }) as KtFighter;
}

/**
 * Fill in the defaults of a parsed fight that depend on the role: the attacker plays to
 * incapacitate, the defender to survive (the zero-sum reading of a fight,
 * `docs/killteam/fight.md`, "Objectives"), both `optimal`, with all their wounds left.
 *
 * @internal
 * @example
 * ```ts
 * fightDefaults(v.parse(fightBuiltIn().scenario, json)).defender.objective; // 'survive'
 * ```
 */
export function fightDefaults(s: ParsedFight): KtFightScenario {
  const { $schema: _schema, description: _description, ...rest } = s;
  return compact({
    ...rest,
    attacker: fighterOf(s.attacker, 'incapacitate'),
    defender: fighterOf(s.defender, 'survive'),
  }) as KtFightScenario;
}

/**
 * The fight's checks across fields: a melee weapon's rule that acts only in a shooting attack
 * is refused at its place in the list.
 *
 * @internal
 * @example
 * ```ts
 * checkFight(scenario, (issue) => issues.push(issue));
 * ```
 */
export function checkFight(scenario: object, addIssue: AddIssue): void {
  const s = scenario as KtFightScenario;
  for (const role of ['attacker', 'defender'] as const) {
    s[role].weapon.rules.forEach((r, i) => {
      const name = typeof r === 'string' ? r : r.rule;
      if (KT_SHOOTING_ONLY_RULES.includes(name)) {
        addIssue({
          message: `${JSON.stringify(name)} acts only in a shooting attack: a melee weapon cannot use it`,
          path: pathTo(scenario, role, 'weapon', 'rules', i),
        });
      }
    });
  }
}
