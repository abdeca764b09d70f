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
import { ImportError } from '../errors.js';
import { readRoster } from '../roster.js';
import type { ImportOptions } from '../wh40k/importRoster.js';
import { unitScenario, type WeaponChoice } from '../wh40k/scenario.js';
import type { ImportWarning, Wh40kUnit } from '../wh40k/unit.js';
import { wh40kEdition } from './edition.js';
import type { Wh40k11eScenarioJson } from './types.js';
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
  const edition = wh40kEdition(roster.gameSystem);
  if (edition !== 'wh40k-11e') {
    throw new ImportError(
      source,
      '',
      `not an 11th-edition roster: its game system is ${JSON.stringify(roster.gameSystem)}${edition === 'wh40k-10e' ? ' (10th edition: read it with importRoster)' : ''}`,
    );
  }
  const units = roster.units.map((u) => wh40k11eUnit(u, source));
  return {
    ruleset: 'wh40k-11e',
    name: roster.name,
    gameSystem: roster.gameSystem,
    ...(roster.points === undefined ? {} : { points: roster.points }),
    units,
    warnings: units.flatMap((u) => u.warnings),
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
