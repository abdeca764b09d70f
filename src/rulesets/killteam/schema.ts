/**
 * Kill Team (2024)'s part of the scenario schema (`docs/scenario-format.md`, "killteam"): its
 * weapon rules, the operative and weapon shared by every phase, the target of a shooting
 * attack and the shooting scenario object. Mechanics and readings: `docs/killteam.md`.
 *
 * @module
 */
import * as v from 'valibot';
import {
  type AnyIssue,
  bool,
  choice,
  compact,
  fileEntries,
  got,
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
import { readDatacardRules } from './datacard.js';
import { KT_WEAPON_RULE_NAMES } from './rules.js';
import type { KtOperative, KtShooter, KtTarget, KtWeapon, KtWeaponRule } from './types.js';

/**
 * The most attack dice of a weapon (the largest profiles have 6 or 7).
 *
 * @example
 * ```ts
 * MAX_ATK; // 20
 * ```
 */
export const MAX_ATK = 20;
/**
 * The most Damage of a success (normal or critical), and Devastating's x.
 *
 * @example
 * ```ts
 * MAX_DAMAGE; // 20
 * ```
 */
export const MAX_DAMAGE = 20;
/**
 * The most secondary targets of one Blast or Torrent shot.
 *
 * @example
 * ```ts
 * MAX_SECONDARY_TARGETS; // 10
 * ```
 */
export const MAX_SECONDARY_TARGETS = 10;

const distance = whole(1, 12, 'The distance in inches (read, not checked: there is no board)');

const RULE_PARAMETERS = {
  accurate: {
    x: whole(1, 6, 'Accurate x: dice retained as normal successes without rolling, 1..6'),
  },
  devastating: {
    x: whole(
      1,
      MAX_DAMAGE,
      `Devastating x: damage of each retained critical success, 1..${MAX_DAMAGE}`,
    ),
    distance: v.optional(distance),
  },
  lethal: { x: whole(2, 6, 'Lethal x+: successes of x or more are critical, 2..6 (5 for 5+)') },
  piercing: { x: whole(1, 3, 'Piercing x: defence dice removed, 1..3') },
  'piercing-crits': {
    x: whole(
      1,
      3,
      'Piercing Crits x: defence dice removed when a critical success is retained, 1..3',
    ),
  },
  blast: { distance: v.optional(distance) },
  torrent: { distance: v.optional(distance) },
} as const satisfies RuleParameterTable;

/**
 * The schemas of the killteam ruleset, built on first use: `weaponRules`, a weapon's rule
 * list; `weapon`, a weapon profile; `operative`, an operative's stats; `shooter`, an operative
 * with its ranged weapon; `target`, an operative shot at; `shoot`, a whole shooting scenario.
 * The fight (`./fight/`) builds its sides from `operative` and `weapon`.
 *
 * @internal
 * @example
 * ```ts
 * v.parse(killteamBuiltIn().weapon, { atk: 4, hit: 3, damage: 3, criticalDamage: 4 }).rules; // []
 * ```
 */
export const killteamBuiltIn = once(() => {
  const weaponRules = rules(KT_WEAPON_RULE_NAMES, RULE_PARAMETERS, 'Kill Team weapons', [], '');
  const weaponEntries = {
    name: v.optional(nameSchema),
    atk: whole(1, MAX_ATK, `Atk: attack dice, 1..${MAX_ATK}`),
    hit: roll('Hit'),
    damage: whole(0, MAX_DAMAGE, `Damage of a normal success, 0..${MAX_DAMAGE}`),
    criticalDamage: whole(0, MAX_DAMAGE, `Damage of a critical success, 0..${MAX_DAMAGE}`),
    rules: v.optional(weaponRules, () => []),
    wr: v.optional(
      text(
        L.textLength,
        'The weapon rules as a datacard prints them ("Range 8", Hot, Lethal 5+, Piercing 1"), added to rules',
      ),
    ),
  };
  const weaponObject = strict(weaponEntries, 'a Kill Team weapon profile');
  const weapon = v.pipe(
    weaponObject,
    // The datacard's text: a rule it does not know, or one also in `rules`, is refused at `wr`.
    v.rawCheck<v.InferOutput<typeof weaponObject>>(({ dataset, addIssue }) => {
      if (!dataset.typed || dataset.value.wr === undefined) return;
      const w = dataset.value;
      const at = (message: string) =>
        addIssue({
          message,
          path: [{ type: 'object', origin: 'value', input: w, key: 'wr', value: w.wr }],
        });
      const read = readDatacardRules(w.wr!);
      if ('unknown' in read) {
        at(
          `unknown weapon rule ${JSON.stringify(read.unknown)}: a datacard's rules are those of docs/killteam.md, or Range, Heavy, Silent, Limited, Seek (which change no number of an attack)`,
        );
        return;
      }
      const listed = new Set(w.rules.map((r) => (typeof r === 'string' ? r : r.rule)));
      for (const r of read.rules) {
        const name = typeof r === 'string' ? r : r.rule;
        if (listed.has(name)) at(`the rule ${JSON.stringify(name)} is in both rules and wr`);
        listed.add(name);
      }
    }),
    v.transform((w): KtWeapon => {
      const { wr, ...rest } = w;
      const read = wr === undefined ? undefined : readDatacardRules(wr);
      const fromCard = read && 'rules' in read ? read.rules : [];
      return compact({
        ...rest,
        rules: [...w.rules.map((r) => normalRule(r) as KtWeaponRule), ...fromCard],
      });
    }),
  );
  const operativeEntries = {
    name: v.optional(nameSchema),
    wounds: whole(1, L.wounds, `Wounds (its starting wounds), 1..${L.wounds}`),
    woundsLeft: v.optional(
      whole(1, L.wounds, 'The wounds it has left, 1..wounds (default: all; injured below half)'),
    ),
    save: roll('Save'),
    apl: v.optional(whole(1, 6, 'APL, 1..6')),
  };
  /** Refuses more wounds left than Wounds, at the field. */
  const woundsLeft = <T extends { wounds: number; woundsLeft?: number | undefined }>() =>
    v.rawCheck<T>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const o = dataset.value;
      if (o.woundsLeft !== undefined && o.woundsLeft > o.wounds) {
        addIssue({
          message: `expected at most its wounds (${o.wounds}), got ${o.woundsLeft}`,
          path: [
            { type: 'object', origin: 'value', input: o, key: 'woundsLeft', value: o.woundsLeft },
          ],
        });
      }
    });
  const operativeObject = strict(operativeEntries, 'a Kill Team operative');
  const operative = v.pipe(
    operativeObject,
    woundsLeft<v.InferOutput<typeof operativeObject>>(),
    v.transform((o): KtOperative => compact({ ...o, woundsLeft: o.woundsLeft ?? o.wounds })),
  );
  const shooterObject = strict(
    { ...operativeEntries, weapon },
    'a Kill Team operative with its ranged weapon',
  );
  const shooter = v.pipe(
    shooterObject,
    woundsLeft<v.InferOutput<typeof shooterObject>>(),
    v.transform((o): KtShooter => compact({ ...o, woundsLeft: o.woundsLeft ?? o.wounds })),
  );
  const targetObject = strict(
    {
      ...operativeEntries,
      cover: v.optional(bool('In cover: one normal save retained without rolling'), false),
      obscured: v.optional(
        bool('Obscured: its critical hits retained as normal, one success discarded'),
        false,
      ),
    },
    'a Kill Team target operative',
  );
  const target = v.pipe(
    targetObject,
    woundsLeft<v.InferOutput<typeof targetObject>>(),
    v.transform((o): KtTarget => compact({ ...o, woundsLeft: o.woundsLeft ?? o.wounds })),
  );
  const shoot = strict(
    {
      ...fileEntries,
      ruleset: v.pipe(v.literal('killteam'), v.description('The ruleset: Kill Team (2024)')),
      phase: v.optional(
        v.pipe(v.literal('shoot'), v.description('"shoot" (default): a shooting attack')),
        'shoot',
      ),
      attacker: shooter,
      target,
      secondaryTargets: v.optional(
        v.pipe(
          v.array(target, (i: AnyIssue) => `expected a list of target operatives, ${got(i.input)}`),
          v.maxLength(
            MAX_SECONDARY_TARGETS,
            `expected at most ${MAX_SECONDARY_TARGETS} secondary targets`,
          ),
          v.description('Secondary targets of a Blast or Torrent weapon, each shot in turn'),
        ),
        () => [],
      ),
      objective: v.optional(
        choice(
          ['damage', 'incapacitate'],
          'What the players\u2019 choices aim at: "damage" (default): expected damage; "incapacitate": the chance to incapacitate',
        ),
        'damage',
      ),
      ...runEntries,
    },
    'a killteam scenario',
  );
  return { weaponRules, weapon, operative, shooter, target, shoot };
});
