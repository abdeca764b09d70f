/**
 * The core of every roster matrix ("my army against their army"), whatever the game: which
 * units take part (those with a weapon of the phase attack, those with a statline are
 * targets), their names made unique, the whole matrix priced before any cell, and each cell
 * one evaluation summarised as the mean models slain, the mean wounds lost, P(at least k
 * slain) and P(the unit destroyed). The games' matrices (`wh40k/armyMatrix.ts`,
 * `aos4/armyMatrix.ts`) give the scenario of a pair.
 *
 * @module
 */
import { checkCellsCost } from '../analytics/pairs.js';
import type { Dist } from '../dist/Dist.js';
import { InputError } from '../errors.js';
import { ANALYSIS_LIMITS } from '../scenario/analysisSchema.js';
import { evaluate } from '../scenario/evaluate.js';
import type { Scenario } from '../scenario/types.js';
import { parseScenario } from '../scenario/validate.js';

/**
 * An analysis file of one army against another (the format of `compare`, `matchupMatrix` and
 * `mathhammer compare`: `docs/analytics.md`), as every game's army builder writes it: each
 * unit with weapons of the phase a profile of those weapons, each enemy unit a target, names
 * made unique and points kept; `A` and `T` are the game's attacker and target inputs.
 *
 * @example
 * ```ts
 * const a: ArmyAnalysisJson<'wh40k-10e', Wh40kAttackerJson, Wh40kTargetJson> = armyAnalysis(mine, theirs);
 * a.profiles[0]?.attackers.length; // the unit's weapons of the phase
 * ```
 */
export interface ArmyAnalysisJson<R extends string, A, T> {
  readonly ruleset: R;
  readonly description?: string;
  readonly profiles: readonly {
    readonly name: string;
    readonly points?: number;
    readonly attackers: readonly A[];
  }[];
  readonly targets: readonly (T & { readonly name: string; readonly points?: number })[];
  /** Units left out, and why (no weapon of the phase, no statline); not part of the format. */
  readonly skipped?: readonly string[];
}

/**
 * One cell of an {@link ArmyMatrix}.
 *
 * @example
 * ```ts
 * const c: ArmyMatrixCell = { slain: 1.85, woundsLost: 1.85, wipe: 0.0003, atLeast: [1, 0.8, 0.4] };
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
 * Options of a roster matrix: the weapons, and how to compute.
 *
 * @example
 * ```ts
 * armyMatrix(mine, theirs, { phase: 'melee', method: 'monte-carlo', samples: 20000, seed: 1 });
 * ```
 */
export interface ArmyMatrixOptions {
  /** `'ranged'` (default) or `'melee'`. */
  readonly phase?: 'ranged' | 'melee';
  readonly method?: 'exact' | 'monte-carlo';
  readonly samples?: number;
  readonly seed?: number;
}

/**
 * What a game's matrix tells the core about its units: the unit's name and points, whether it
 * attacks in the phase, its models as a target (undefined: no statline, not a target), and the
 * scenario of a pair.
 *
 * @internal
 * @example
 * ```ts
 * const game: MatrixGame<Aos4Unit> = { name: (u) => u.name, points: (u) => u.points, attacks: (u, p) => ..., models: (u) => u.models, scenario: (a, t, p) => ... };
 * ```
 */
export interface MatrixGame<U> {
  readonly name: (u: U) => string;
  readonly points: (u: U) => number | undefined;
  readonly attacks: (u: U, phase: 'ranged' | 'melee') => boolean;
  readonly models: (u: U) => number | undefined;
  readonly scenario: (attacker: U, target: U, phase: 'ranged' | 'melee') => object;
  /** The choices made in a parsed scenario (10th edition's weapon choices), named. */
  readonly choose?: (s: Scenario) => { readonly scenario: Scenario; readonly fired: string[] };
}

/** Names unique in a list: the second "Intercessor Squad" is "Intercessor Squad (2)". */
export function uniqueNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((n) => {
    const k = (seen.get(n) ?? 0) + 1;
    seen.set(n, k);
    return k === 1 ? n : `${n} (${k})`;
  });
}

/**
 * The units of a matrix or analysis: those of `mine` that attack in the phase, those of
 * `theirs` that can be targets, and why the others are left out.
 *
 * @internal
 * @throws {InputError} if no unit attacks, none is a target, or either side has more than the
 *   analysis limit (50).
 * @example
 * ```ts
 * const { attackers, targets, skipped } = matrixUnits(game, mine, theirs, 'ranged', 'armyAnalysis');
 * ```
 */
export function matrixUnits<U>(
  game: Pick<MatrixGame<U>, 'name' | 'attacks' | 'models'>,
  mine: readonly U[],
  theirs: readonly U[],
  phase: 'ranged' | 'melee',
  what: string,
): { attackers: U[]; targets: U[]; skipped: string[] } {
  const skipped: string[] = [];
  const attackers = mine.filter((u) => {
    const ok = game.attacks(u, phase);
    if (!ok) skipped.push(`${game.name(u)}: no ${phase} weapon`);
    return ok;
  });
  const targets = theirs.filter((u) => {
    const ok = game.models(u) !== undefined;
    if (!ok) skipped.push(`${game.name(u)}: no statline, not a target`);
    return ok;
  });
  if (attackers.length === 0) {
    throw new InputError(`${what}: no unit has a ${phase} weapon`, 'mine', mine.length);
  }
  if (targets.length === 0) {
    throw new InputError(`${what}: no unit has a statline to be a target`, 'theirs', theirs.length);
  }
  for (const [name, list, limit] of [
    ['attacking units', attackers, ANALYSIS_LIMITS.profiles],
    ['target units', targets, ANALYSIS_LIMITS.targets],
  ] as const) {
    if (list.length > limit) {
      throw new InputError(
        `${what}: ${list.length} ${name}, at most ${limit} in one analysis`,
        name,
        list.length,
      );
    }
  }
  return { attackers, targets, skipped };
}

/**
 * Evaluate every attacking unit of `mine` against every target of `theirs`.
 *
 * @internal
 * @throws {InputError} as {@link matrixUnits}; TooLargeError if the whole matrix
 *   would take too long.
 * @example
 * ```ts
 * const m = unitMatrix(game, mine, theirs, { phase: 'melee' });
 * ```
 */
export function unitMatrix<U>(
  game: MatrixGame<U>,
  mine: readonly U[],
  theirs: readonly U[],
  options: ArmyMatrixOptions,
  what = 'armyMatrix',
): ArmyMatrix {
  const phase = options.phase ?? 'ranged';
  const { attackers, targets, skipped } = matrixUnits(game, mine, theirs, phase, what);
  const run = {
    ...(options.method === undefined ? {} : { method: options.method }),
    ...(options.samples === undefined ? {} : { samples: options.samples }),
    ...(options.seed === undefined ? {} : { seed: options.seed }),
  };
  const parsed = attackers.map((u) =>
    targets.map((t) => parseScenario({ ...game.scenario(u, t, phase), ...run }) as Scenario),
  );
  // Priced whole before any cell, as the analytics are: fifty units against fifty are 2,500
  // evaluations, each of which alone may fit (weapon choices priced with their combinations).
  checkCellsCost(parsed.flat(), 'matrix');
  const cells = parsed.map((row) =>
    row.map((s, j): ArmyMatrixCell => {
      // The choices made first, so that the cell can name them.
      const chosen = game.choose?.(s) ?? { scenario: s, fired: [] };
      const r = evaluate(chosen.scenario).results as {
        readonly slain: Dist;
        readonly woundsLost: Dist;
        readonly charactersSlain?: Dist;
      };
      const models = game.models(targets[j]!)!;
      return {
        slain: r.slain.mean(),
        woundsLost: r.woundsLost.mean(),
        wipe: r.slain.atLeast(models),
        atLeast: Array.from({ length: models + 1 }, (_, k) => r.slain.atLeast(k)),
        ...(r.charactersSlain ? { charactersSlain: r.charactersSlain.mean() } : {}),
        ...(chosen.fired.length > 0 ? { fired: chosen.fired } : {}),
      };
    }),
  );
  const points = (u: U) => {
    const p = game.points(u);
    return p === undefined ? {} : { points: p };
  };
  const aNames = uniqueNames(attackers.map(game.name));
  const tNames = uniqueNames(targets.map(game.name));
  return {
    phase,
    method: options.method ?? 'exact',
    attackers: attackers.map((u, i) => ({ name: aNames[i]!, ...points(u) })),
    targets: targets.map((u, j) => ({ name: tNames[j]!, models: game.models(u)!, ...points(u) })),
    cells,
    skipped,
  };
}
