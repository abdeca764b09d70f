/**
 * "My army against their army" for Age of Sigmar 4th edition as an analysis file (the format
 * of `compare`, `matchupMatrix` and `mathhammer compare`: `docs/analytics.md`): each unit with
 * a weapon of the phase is a profile whose attackers are those weapons in one damage pool, as
 * {@link aos4UnitScenario} puts them, and each enemy unit a target.
 *
 * @module
 */
import type { Aos4AttackerInput, Aos4TargetInput } from '../../rulesets/aos4/input.js';
import { type ArmyAnalysisJson, matrixUnits, uniqueNames } from '../matrix.js';
import type { Aos4Unit } from './unit.js';

/**
 * An `aos4` analysis file built from army lists, with the units left out and why.
 *
 * @example
 * ```ts
 * const a: Aos4AnalysisJson = aos4ArmyAnalysis(mine, theirs, { phase: 'melee' });
 * a.profiles[0]?.attackers.length;
 * ```
 */
export interface Aos4AnalysisJson
  extends ArmyAnalysisJson<'aos4', Aos4AttackerInput, Aos4TargetInput> {
  readonly phase: 'melee' | 'shooting';
  readonly description: string;
}

/**
 * Every unit of `mine` with a weapon of the phase (its weapons of that phase) against every
 * unit of `theirs`, names made unique and points kept.
 *
 * @param mine - the attacking units (`importAos4Roster(...).units`).
 * @param theirs - the targets (default: `mine`).
 * @param options - `phase`: `'melee'` (the combat phase, the default) or `'shooting'`.
 * @throws {InputError} if no unit has a weapon of the phase, or either side has more than the
 *   analysis limit (50).
 * @example
 * ```ts
 * const a = aos4ArmyAnalysis(importAos4Roster(mine).units, importAos4Roster(theirs).units);
 * matchupMatrix(parseAnalysis(a));
 * ```
 */
export function aos4ArmyAnalysis(
  mine: readonly Aos4Unit[],
  theirs: readonly Aos4Unit[] = mine,
  options: { readonly phase?: 'melee' | 'shooting' } = {},
): Aos4AnalysisJson {
  const phase = options.phase ?? 'melee';
  const kind = phase === 'melee' ? 'melee' : 'ranged';
  const { attackers, targets, skipped } = matrixUnits(
    {
      name: (u: Aos4Unit) => u.name,
      attacks: (u: Aos4Unit) => u.weapons.some((w) => w.kind === kind),
      models: (u: Aos4Unit) => u.models,
    },
    mine,
    theirs,
    kind,
    'aos4ArmyAnalysis',
  );
  const pNames = uniqueNames(attackers.map((u) => u.name));
  const tNames = uniqueNames(targets.map((u) => u.name));
  const points = (u: Aos4Unit) => (u.points === undefined ? {} : { points: u.points });
  return {
    ruleset: 'aos4',
    phase,
    description: `${attackers.length} units (${kind} weapons) against ${targets.length} units`,
    profiles: attackers.map((u, i) => ({
      name: pNames[i]!,
      ...points(u),
      attackers: u.weapons.filter((w) => w.kind === kind).map((w) => w.attacker),
    })),
    targets: targets.map((u, i) => ({ ...u.target, name: tNames[i]!, ...points(u) })),
    ...(skipped.length > 0 ? { skipped } : {}),
  };
}
