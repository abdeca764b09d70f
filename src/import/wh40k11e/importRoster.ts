/**
 * `importRoster11e`: an 11th-edition roster (BattleScribe / New Recruit `.ros`, `.rosz`, or
 * New Recruit's JSON export) to 11th-edition units, and `unitScenario11e`, one unit's weapons
 * against another as a `wh40k-11e` scenario. The roster must name the 11th edition's game
 * system: a 10th-edition roster is refused here, as an 11th-edition one is by the 10th
 * edition's `importRoster`, so that no list is read under the wrong edition. Source:
 * `docs/wh40k-11e.md`, "Import".
 *
 * @module
 */

import { gameOf } from '../edition.js';
import { ImportError } from '../errors.js';
import { readUnits } from '../imported.js';
import type { ArmyAnalysisJson } from '../matrix.js';
import { readRoster } from '../roster.js';
import { type ImportedRoster, type ImportOptions, importRoster } from '../wh40k/importRoster.js';
import { armyAnalysis, unitScenario, type WeaponChoice } from '../wh40k/scenario.js';
import type { ImportWarning, Wh40kUnit } from '../wh40k/unit.js';
import type { Wh40k11eAttackerJson, Wh40k11eScenarioJson, Wh40k11eTargetJson } from './types.js';
import { type Wh40k11eUnit, wh40k11eUnit } from './unit.js';

/**
 * An imported 11th-edition roster.
 *
 * @example
 * ```ts
 * const r: ImportedRoster11e = importRoster11e(text);
 * r.ruleset; // 'wh40k-11e'
 * ```
 */
export interface ImportedRoster11e {
  readonly ruleset: 'wh40k-11e';
  readonly name: string;
  readonly gameSystem: string;
  readonly points?: number;
  readonly units: readonly Wh40k11eUnit[];
  readonly warnings: readonly ImportWarning[];
}

/**
 * Import an 11th-edition roster.
 *
 * @throws {ImportError} if the file is not a roster, is damaged, names another game system
 *   (a 10th-edition roster: use `importRoster`), or a profile cannot be read.
 * @example
 * ```ts
 * const army = importRoster11e(readFileSync('army.rosz'), { source: 'army.rosz' });
 * army.units.map((u) => u.target?.invulnerable);
 * ```
 */
export function importRoster11e(
  input: string | Uint8Array,
  options: ImportOptions = {},
): ImportedRoster11e {
  const source = options.source ?? 'input';
  const roster = readRoster(input, source);
  const edition = gameOf([roster.gameSystem, roster.gameSystemId], source);
  if (edition !== 'wh40k-11e') {
    throw new ImportError(
      source,
      '',
      `not an 11th-edition roster: its game system is ${JSON.stringify(roster.gameSystem)}${edition === 'wh40k-10e' ? ' (10th edition: read it with importRoster)' : ''}`,
    );
  }
  // A unit that cannot be read is left out with a warning, never the whole roster.
  const { units, left } = readUnits(roster.units, (u) => wh40k11eUnit(u, source));
  return {
    ruleset: 'wh40k-11e',
    name: roster.name,
    gameSystem: roster.gameSystem,
    ...(roster.points === undefined ? {} : { points: roster.points }),
    units,
    warnings: [...units.flatMap((u) => u.warnings), ...left],
  };
}

/**
 * A `wh40k-11e` scenario: the chosen weapons of `attacker` against `target`.
 *
 * @throws {InputError} if no weapon is chosen or the target has no statline.
 * @example
 * ```ts
 * const mine = importRoster11e(myText), theirs = importRoster11e(theirText);
 * evaluate(unitScenario11e(mine.units[0], theirs.units[2]));
 * ```
 */
export function unitScenario11e(
  attacker: Wh40k11eUnit,
  target: Wh40k11eUnit,
  choice: WeaponChoice = {},
): Wh40k11eScenarioJson {
  // 10th edition's builder reads only the weapons' names, kinds and attacker groups, and the
  // target, passing them through unchanged: the 11th-edition ones go through as they are.
  const ten = unitScenario(
    attacker as unknown as Wh40kUnit,
    target as unknown as Wh40kUnit,
    choice,
  );
  return { ...(ten as unknown as Omit<Wh40k11eScenarioJson, 'ruleset'>), ruleset: 'wh40k-11e' };
}

/**
 * An analysis file of a `wh40k-11e` army against another (for `compare`, `matrix`, `sweep`,
 * `turns`): every unit with a weapon of the phase a profile, every unit with a statline a
 * target, as 10th edition's `armyAnalysis` builds them.
 *
 * @example
 * ```ts
 * const a = armyAnalysis11e(mine.units, theirs.units, { phase: 'melee' });
 * a.ruleset; // 'wh40k-11e'
 * ```
 */
export type Wh40k11eAnalysisJson = ArmyAnalysisJson<
  'wh40k-11e',
  Wh40k11eAttackerJson,
  Wh40k11eTargetJson
>;

/**
 * The analysis of an 11th-edition army against another.
 *
 * @throws {InputError} if no unit has a weapon of the phase, or none a statline.
 * @example
 * ```ts
 * JSON.stringify(armyAnalysis11e(mine.units, theirs.units), null, 2);
 * ```
 */
export function armyAnalysis11e(
  mine: readonly Wh40k11eUnit[],
  theirs: readonly Wh40k11eUnit[] = mine,
  choice: WeaponChoice = {},
): Wh40k11eAnalysisJson {
  // As unitScenario11e: 10th edition's builder passes the units' parts through unchanged.
  const ten = armyAnalysis(
    mine as unknown as readonly Wh40kUnit[],
    theirs as unknown as readonly Wh40kUnit[],
    choice,
  );
  return { ...(ten as unknown as Omit<Wh40k11eAnalysisJson, 'ruleset'>), ruleset: 'wh40k-11e' };
}

/**
 * Import a Warhammer 40,000 roster of either edition, as the game system it names says: an
 * 11th-edition one with {@link importRoster11e}, any other with 10th edition's `importRoster`.
 *
 * @throws {ImportError} as the importer of its edition.
 * @example
 * ```ts
 * const r = importWh40kRoster(bytes, { source: 'army.rosz' });
 * 'ruleset' in r && r.ruleset === 'wh40k-11e';
 * ```
 */
export function importWh40kRoster(
  input: string | Uint8Array,
  options: ImportOptions = {},
): ImportedRoster | ImportedRoster11e {
  const roster = readRoster(input, options.source ?? 'input');
  return gameOf([roster.gameSystem, roster.gameSystemId], options.source ?? 'input') === 'wh40k-11e'
    ? importRoster11e(input, options)
    : importRoster(input, options);
}
