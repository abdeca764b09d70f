/**
 * "My army against their army" for Warhammer 40,000 11th edition: 10th edition's roster matrix
 * (`wh40k/armyMatrix.ts`) with each cell a `wh40k-11e` evaluation of the scenario
 * `unitScenario11e` builds, its weapon choices made by 11th edition's "best"
 * (`bestWh40k11eWeapons`) and named in the cell. A module of its own: the 11th-edition importer builds on 10th
 * edition's, never the other way.
 *
 * @module
 */

import { bestWh40k11eWeapons } from '../rulesets/wh40k-11e/evaluate.js';
import type { Wh40k11eScenario } from '../rulesets/wh40k-11e/types.js';
import type { ArmyMatrix, ArmyMatrixOptions, MatrixGame } from './matrix.js';
import { unitMatrix } from './matrix.js';
import { namedWeaponChoices, WH40K_UNITS } from './wh40k/armyMatrix.js';
import { unitScenario11e } from './wh40k11e/importRoster.js';
import type { Wh40k11eUnit } from './wh40k11e/unit.js';

/**
 * 10th edition's `armyMatrix` for 11th-edition units (`importRoster11e`): each cell a `wh40k-11e`
 * evaluation.
 *
 * @throws {InputError} no attacker, no target, over 50 of either.
 * @example
 * ```ts
 * const m = armyMatrix11e(importRoster11e(a).units, importRoster11e(b).units, { phase: 'melee' });
 * ```
 */
export function armyMatrix11e(
  mine: readonly Wh40k11eUnit[],
  theirs: readonly Wh40k11eUnit[] = mine,
  options: ArmyMatrixOptions = {},
): ArmyMatrix {
  const game: MatrixGame<Wh40k11eUnit> = {
    ...WH40K_UNITS,
    scenario: (a, t, phase) => unitScenario11e(a, t, { phase }),
    choose: namedWeaponChoices((s: Wh40k11eScenario) => bestWh40k11eWeapons(s).chosen),
  };
  return unitMatrix(game, mine, theirs, options, 'armyMatrix11e');
}
