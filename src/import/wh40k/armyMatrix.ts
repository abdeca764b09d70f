/**
 * "My army against their army": every unit's weapons of a phase against every enemy unit,
 * each cell one exact (or seeded Monte Carlo) evaluation of the `wh40k-10e` scenario
 * {@link unitScenario} builds, summarised as the mean models slain, the mean wounds lost and
 * the probability that the attack destroys the whole target unit.
 *
 * @module
 */
import { checkCellsCost } from '../../analytics/pairs.js';
import { chooseWh40kWeapons, type Wh40kUnitResults } from '../../rulesets/wh40k-10e/evaluate.js';
import type { Wh40kScenario } from '../../rulesets/wh40k-10e/types.js';
import { evaluate } from '../../scenario/evaluate.js';
import { parseScenario } from '../../scenario/validate.js';
import { armyAnalysis, unitScenario, type WeaponChoice } from './scenario.js';
import { targetModels, type Wh40kUnit } from './unit.js';

/**
 * One cell of an {@link ArmyMatrix}.
 *
 * @example
 * ```ts
 * const c: ArmyMatrixCell = { slain: 1.85, woundsLost: 1.85, wipe: 0.0003 };
 * ```
 */
export interface ArmyMatrixCell {
  /** Mean models slain. */
  readonly slain: number;
  /** Mean wounds lost by the target unit (damage that removed wounds, after Feel No Pain). */
  readonly woundsLost: number;
  /** P(every model of the target unit slain). */
  readonly wipe: number;
  /** `atLeast[k]`: P(at least k models slain), k = 0 up to the target's models. */
  readonly atLeast: readonly number[];
  /** Mean character (leader) models slain; present when the target has a leader group. */
  readonly charactersSlain?: number;
  /**
   * The weapon choices made ("best", `docs/wh40k-10e/weapon-choices.md`): each weapon with
   * modes by the mode fired (`"Impulsor, Ironhail: krak"`), and `"pistols"` or `"others"`;
   * absent when there was nothing to choose.
   */
  readonly fired?: readonly string[];
}

/**
 * The matrix: `cells[i][j]` is `attackers[i]` against `targets[j]`.
 *
 * @example
 * ```ts
 * const m = armyMatrix(mine.units, theirs.units);
 * m.cells[0][1].slain;
 * ```
 */
export interface ArmyMatrix {
  readonly phase: 'ranged' | 'melee';
  readonly method: 'exact' | 'monte-carlo';
  /** Attacking units, with points when known. */
  readonly attackers: readonly { readonly name: string; readonly points?: number }[];
  /** Target units, with their model count and points when known. */
  readonly targets: readonly {
    readonly name: string;
    readonly models: number;
    readonly points?: number;
  }[];
  readonly cells: readonly (readonly ArmyMatrixCell[])[];
  /** Units left out, and why. */
  readonly skipped: readonly string[];
}

/**
 * Options of {@link armyMatrix}: the weapons, and how to compute.
 *
 * @example
 * ```ts
 * armyMatrix(mine, theirs, { phase: 'melee', method: 'monte-carlo', samples: 20000, seed: 1 });
 * ```
 */
export interface ArmyMatrixOptions extends Pick<WeaponChoice, 'phase'> {
  readonly method?: 'exact' | 'monte-carlo';
  readonly samples?: number;
  readonly seed?: number;
}

/**
 * Evaluate every unit of `mine` (its weapons of the phase) against every unit of `theirs`.
 *
 * @param mine - the attacking units (from {@link importRoster}).
 * @param theirs - the targets (default: `mine`).
 * @throws {InputError} as {@link armyAnalysis}: no attacker, no target, over 50 of either.
 * @example
 * ```ts
 * const m = armyMatrix(importRoster(a).units, importRoster(b).units);
 * for (const [i, row] of m.cells.entries()) console.log(m.attackers[i].name, row.map((c) => c.slain.toFixed(2)));
 * ```
 */
export function armyMatrix(
  mine: readonly Wh40kUnit[],
  theirs: readonly Wh40kUnit[] = mine,
  options: ArmyMatrixOptions = {},
): ArmyMatrix {
  const phase = options.phase ?? 'ranged';
  // The same selection and names as the analysis file of these armies.
  const a = armyAnalysis(mine, theirs, { phase });
  const attackers = mine.filter((u) => u.weapons.some((w) => w.kind === phase));
  const targets = theirs.filter((u) => u.target !== undefined);
  const run = {
    ...(options.method === undefined ? {} : { method: options.method }),
    ...(options.samples === undefined ? {} : { samples: options.samples }),
    ...(options.seed === undefined ? {} : { seed: options.seed }),
  };
  const parsed = attackers.map((u) =>
    targets.map(
      (t) => parseScenario({ ...unitScenario(u, t, { phase }), ...run }) as Wh40kScenario,
    ),
  );
  // Priced whole before any cell, as the analytics are: fifty units against fifty are 2,500
  // evaluations, each of which alone may fit (weapon choices priced with their combinations).
  checkCellsCost(parsed.flat(), 'matrix');
  const cells = attackers.map((_, i) =>
    targets.map((t, j): ArmyMatrixCell => {
      // The weapon choices made first, so that the cell can name them.
      const s = parsed[i]![j]!;
      const fired = chooseWh40kWeapons(s);
      const r = evaluate(fired).results as Wh40kUnitResults;
      const slain = r.slain;
      const named = [
        ...s.attackers.flatMap((a, k) =>
          a.modes
            ? [
                `${a.name ?? `attackers[${k}]`}: ${fired.attackers.find((f) => f.name === a.name)?.mode ?? '-'}`,
              ]
            : [],
        ),
        ...(fired.pistols !== undefined && fired.pistols !== s.pistols ? [fired.pistols] : []),
      ];
      return {
        slain: slain.mean(),
        woundsLost: r.woundsLost.mean(),
        wipe: slain.atLeast(t.models),
        atLeast: Array.from({ length: t.models + 1 }, (_, k) => slain.atLeast(k)),
        ...(r.charactersSlain ? { charactersSlain: r.charactersSlain.mean() } : {}),
        ...(named.length > 0 ? { fired: named } : {}),
      };
    }),
  );
  return {
    phase,
    method: options.method ?? 'exact',
    attackers: a.profiles.map((p) => ({
      name: p.name,
      ...(p.points === undefined ? {} : { points: p.points }),
    })),
    targets: a.targets.map((t) => ({
      name: t.name,
      models: targetModels(t),
      ...(t.points === undefined ? {} : { points: t.points }),
    })),
    cells,
    skipped: a.skipped ?? [],
  };
}
