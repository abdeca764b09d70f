/**
 * Imported units into scenarios and analyses: one unit's weapons against one enemy unit
 * (a `wh40k-10e` scenario), or a whole army against another (an analysis file: every unit a
 * profile, every enemy unit a target, for `compare` and `matrix`).
 *
 * @module
 */
import { InputError } from '../../errors.js';
import { type ArmyAnalysisJson, matrixUnits, uniqueNames } from '../matrix.js';
import type {
  Wh40kAttackerJson,
  Wh40kGroupJson,
  Wh40kScenarioJson,
  Wh40kTargetJson,
} from './types.js';
import { targetModels, type Wh40kUnit, type Wh40kWeapon } from './unit.js';

/**
 * Which weapons attack: the ranged ones (shooting), the melee ones (fight), or those named.
 *
 * @example
 * ```ts
 * const o: WeaponChoice = { phase: 'melee' };
 * ```
 */
export interface WeaponChoice {
  /** `'ranged'` (default) or `'melee'`. */
  readonly phase?: 'ranged' | 'melee';
  /** Only the weapons of these names (case-insensitive), of either kind. */
  readonly weapons?: readonly string[];
  /**
   * Leaders attached to the target unit (a roster that does not record the attachment): their
   * statlines join the target as leader groups, after its own (`docs/wh40k-10e/units.md`).
   */
  readonly attach?: readonly Wh40kUnit[];
}

/**
 * A target with leaders attached: the bodyguard's groups (its target, as one group if it is
 * one statline), then each leader's groups with the role `leader`. No roster format records
 * which unit a Leader leads (`docs/import.md`, "Attached Leaders"), so the caller names them.
 * Core Rules, "Leader": a CHARACTER unit with the Leader ability joins a Bodyguard unit and
 * they are one unit; each leader is one unit of the roster, attached once, never to itself.
 *
 * @throws {InputError} naming `attach` when a unit has no statline, a leader is the bodyguard
 *   itself or is given twice, a leader is not a CHARACTER, or the bodyguard already has a
 *   leader group.
 * @example
 * ```ts
 * attachedTarget(boyz, [warboss]).groups?.map((g) => g.role); // ['bodyguard', 'leader']
 * ```
 */
export function attachedTarget(
  bodyguard: Wh40kUnit,
  leaders: readonly Wh40kUnit[],
): Wh40kTargetJson {
  const refuse = (leader: Wh40kUnit, why: string): never => {
    throw new InputError(
      `attach: ${leader.name} cannot be attached to ${bodyguard.name}: ${why}`,
      'attach',
      leader.name,
    );
  };
  leaders.forEach((l, i) => {
    if (l === bodyguard) refuse(l, 'a unit cannot lead itself');
    if (leaders.indexOf(l) !== i) refuse(l, 'it is attached once only');
    if (!l.keywords.includes('character')) {
      refuse(l, 'it is not a CHARACTER (only a CHARACTER with the Leader ability leads a unit)');
    }
    if (!l.target) refuse(l, 'it has no statline (Unit profile)');
  });
  if (leaders.length > 0 && bodyguard.target?.groups?.some((g) => g.role === 'leader')) {
    refuse(leaders[0]!, 'it already has a Leader attached');
  }
  const asGroups = (t: Wh40kTargetJson): Wh40kGroupJson[] =>
    t.groups
      ? [...t.groups]
      : [
          {
            name: t.name ?? 'group',
            models: t.models!,
            toughness: t.toughness!,
            ...(t.save === undefined ? {} : { save: t.save }),
            ...(t.invulnerable === undefined ? {} : { invulnerable: t.invulnerable }),
            wounds: t.wounds!,
            ...(t.feelNoPain === undefined ? {} : { feelNoPain: t.feelNoPain }),
            keywords: t.keywords ?? [],
          },
        ];
  const own = unitTarget(bodyguard);
  const groups = [
    ...asGroups(own),
    ...leaders.flatMap((l) =>
      asGroups(unitTarget(l)).map((g) => ({ ...g, role: 'leader' as const })),
    ),
  ];
  // Results are reported by group name: a repeated name gets its place in the list.
  const named = groups.map((g, i) =>
    groups.findIndex((x) => x.name === g.name) === i ? g : { ...g, name: `${g.name} ${i + 1}` },
  );
  const stealth = own.stealth === true && leaders.every((l) => l.target?.stealth === true);
  return {
    name: [bodyguard.name, ...leaders.map((l) => l.name)].join(' + '),
    groups: named,
    ...(stealth ? { stealth: true } : {}),
  };
}

/** A weapon's names a choice may give: its own, and each mode's profile (with its mode fixed). */
function pick(w: Wh40kWeapon, name: string): Wh40kWeapon | undefined {
  const want = name.trim().toLowerCase();
  if (w.name.toLowerCase() === want) return w;
  const m = w.modes?.find(
    (x) =>
      x.profile.replace(/^\s*\u27a4\s*/, '').toLowerCase() === want ||
      x.profile.toLowerCase() === want,
  );
  return m === undefined ? undefined : { ...w, attacker: { ...w.attacker, mode: m.name } };
}

function chosen(unit: Wh40kUnit, choice: WeaponChoice): readonly Wh40kWeapon[] {
  if (choice.weapons && choice.weapons.length > 0) {
    const names = choice.weapons;
    const missing = names.find((n) => !unit.weapons.some((w) => pick(w, n)));
    if (missing !== undefined) {
      throw new InputError(
        `unitScenario: ${unit.name} has no weapon ${JSON.stringify(missing)}; its weapons: ${unit.weapons.map((w) => w.name).join(', ') || 'none'}`,
        'weapons',
        missing,
      );
    }
    // In the unit's order; a weapon named by one of its modes fires that mode.
    return unit.weapons.flatMap((w) => {
      const n = names.find((x) => pick(w, x));
      return n === undefined ? [] : [pick(w, n)!];
    });
  }
  const phase = choice.phase ?? 'ranged';
  return unit.weapons.filter((w) => w.kind === phase);
}

/**
 * The attacker groups of a unit: one per chosen weapon profile, in the roster's order.
 *
 * @example
 * ```ts
 * unitAttackers(unit, { phase: 'melee' }).map((a) => a.name);
 * ```
 */
export function unitAttackers(unit: Wh40kUnit, choice: WeaponChoice = {}): Wh40kAttackerJson[] {
  return chosen(unit, choice).map((w) => w.attacker);
}

/**
 * The target of a unit, or an error saying it has no statline.
 *
 * @throws {InputError} if the unit has no statline.
 * @example
 * ```ts
 * unitTarget(unit); // { name: 'Boyz', models: 10, toughness: 5, save: 5, wounds: 1, keywords: ['infantry', 'mob'] }
 * ```
 */
export function unitTarget(unit: Wh40kUnit): Wh40kTargetJson {
  if (!unit.target) {
    throw new InputError(
      `unitScenario: ${unit.name} has no statline (Unit profile) to be a target`,
      'target',
      unit.name,
    );
  }
  return unit.target;
}

/**
 * A `wh40k-10e` scenario: the chosen weapons of `attacker` against `target`.
 *
 * @param attacker - the attacking unit.
 * @param target - the target unit.
 * @param choice - the weapons: `{ phase: 'ranged' }` (default), `{ phase: 'melee' }`, or by name.
 * @throws {InputError} if no weapon is chosen or the target has no statline.
 * @example
 * ```ts
 * const mine = importRoster(myText), theirs = importRoster(theirText);
 * const s = unitScenario(mine.units[0], theirs.units[2]);
 * evaluate(s); // once the wh40k-10e ruleset is present
 * ```
 */
export function unitScenario(
  attacker: Wh40kUnit,
  target: Wh40kUnit,
  choice: WeaponChoice = {},
): Wh40kScenarioJson {
  const attackers = unitAttackers(attacker, choice);
  if (attackers.length === 0) {
    throw new InputError(
      `unitScenario: ${attacker.name} has no ${choice.phase ?? 'ranged'} weapon; its weapons: ${attacker.weapons.map((w) => `${w.name} (${w.kind})`).join(', ') || 'none'}`,
      'phase',
      choice.phase ?? 'ranged',
    );
  }
  return {
    ruleset: 'wh40k-10e',
    description: `${attacker.name} (${choice.weapons?.join(', ') ?? choice.phase ?? 'ranged'}) against ${target.name}`,
    attackers,
    target:
      choice.attach && choice.attach.length > 0
        ? attachedTarget(target, choice.attach)
        : unitTarget(target),
  };
}

/**
 * One profile of an army analysis: a unit's chosen weapons.
 *
 * @example
 * ```ts
 * armyAnalysis(mine, theirs).profiles[0].attackers.length; // the unit's ranged weapons
 * ```
 */
export interface Wh40kProfileJson {
  readonly name: string;
  readonly points?: number;
  readonly attackers: readonly Wh40kAttackerJson[];
}

/**
 * An analysis file of a `wh40k-10e` army against another.
 *
 * @example
 * ```ts
 * JSON.stringify(armyAnalysis(mine.units, theirs.units), null, 2);
 * ```
 */
export type Wh40kAnalysisJson = ArmyAnalysisJson<'wh40k-10e', Wh40kAttackerJson, Wh40kTargetJson>;

/**
 * "My army against their army": every unit of `mine` with a weapon of the phase is a
 * profile (all its weapons of that phase), every unit of `theirs` with a statline a target.
 * The result is an analysis file for `compare`, `matchupMatrix` and the commands of the same
 * names (names made unique, points kept). Units that cannot take part are listed in
 * `skipped` (not part of the analysis format: drop it before writing, or keep it as a note).
 *
 * @param mine - the attacking units.
 * @param theirs - the target units (default: `mine`, every unit against its own army).
 * @throws {InputError} if no unit can attack, none can be a target, or either side has more
 *   than the analysis limit (50).
 * @example
 * ```ts
 * const a = armyAnalysis(importRoster(mine).units, importRoster(theirs).units, { phase: 'ranged' });
 * matchupMatrix(parseAnalysis(a)); // once the wh40k-10e ruleset is present
 * ```
 */
export function armyAnalysis(
  mine: readonly Wh40kUnit[],
  theirs: readonly Wh40kUnit[] = mine,
  choice: WeaponChoice = {},
): Wh40kAnalysisJson {
  const phase = choice.phase ?? 'ranged';
  const { attackers, targets, skipped } = matrixUnits(
    {
      name: (u: Wh40kUnit) => u.name,
      attacks: (u: Wh40kUnit) => chosen(u, { ...choice, weapons: [] }).length > 0,
      models: (u: Wh40kUnit) => (u.target === undefined ? undefined : targetModels(u.target)),
    },
    mine,
    theirs,
    phase,
    'armyAnalysis',
  );
  const pNames = uniqueNames(attackers.map((u) => u.name));
  const tNames = uniqueNames(targets.map((u) => u.name));
  return {
    ruleset: 'wh40k-10e',
    description: `${attackers.length} units (${choice.phase ?? 'ranged'} weapons) against ${targets.length} units`,
    profiles: attackers.map((u, i) => ({
      name: pNames[i]!,
      ...(u.points === undefined ? {} : { points: u.points }),
      attackers: unitAttackers(u, { ...choice, weapons: [] }),
    })),
    targets: targets.map((u, i) => ({
      ...u.target!,
      name: tNames[i]!,
      ...(u.points === undefined ? {} : { points: u.points }),
    })),
    ...(skipped.length > 0 ? { skipped } : {}),
  };
}
