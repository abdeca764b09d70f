/**
 * "My army against their army" for Age of Sigmar 4th edition: every unit's melee (or ranged)
 * weapons against every enemy unit, each cell one `aos4` evaluation of the scenario
 * {@link aos4UnitScenario} builds, summarised as the roster matrix of every game is
 * (`../matrix.ts`).
 *
 * @module
 */
import { type ArmyMatrix, type ArmyMatrixOptions, unitMatrix } from '../matrix.js';
import { aos4UnitScenario } from './importRoster.js';
import type { Aos4Unit } from './unit.js';

/**
 * Evaluate every unit of `mine` (its weapons of the phase: `'melee'`, or `'ranged'` in the
 * shooting phase) against every unit of `theirs`.
 *
 * @param mine - the attacking units (from `importAos4Roster`).
 * @param theirs - the targets (default: `mine`).
 * @throws {InputError} no unit has a weapon of the phase, or either side has over 50 units.
 * @example
 * ```ts
 * const m = aos4ArmyMatrix(importAos4Roster(a).units, importAos4Roster(b).units, { phase: 'melee' });
 * m.cells[0][1].slain;
 * ```
 */
export function aos4ArmyMatrix(
  mine: readonly Aos4Unit[],
  theirs: readonly Aos4Unit[] = mine,
  options: ArmyMatrixOptions = {},
): ArmyMatrix {
  return unitMatrix(
    {
      name: (u) => u.name,
      points: (u) => u.points,
      attacks: (u, phase) => u.weapons.some((w) => w.kind === phase),
      models: (u) => u.models,
      scenario: (a, t, phase) =>
        aos4UnitScenario(a, t, { phase: phase === 'melee' ? 'melee' : 'shooting' }),
    },
    mine,
    theirs,
    options,
    'aos4ArmyMatrix',
  );
}
