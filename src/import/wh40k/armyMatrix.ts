/**
 * "My army against their army" for Warhammer 40,000: every unit's weapons of a phase against
 * every enemy unit, each cell one exact (or seeded Monte Carlo) evaluation of the scenario
 * {@link unitScenario} builds (11th edition's: `../armyMatrix11e.ts`), summarised as the
 * mean models slain, the mean wounds lost and the probability that the attack destroys the
 * whole target unit (`../matrix.ts`).
 *
 * @module
 */
import { chooseWh40kWeapons } from '../../rulesets/wh40k-10e/evaluate.js';
import type { Wh40kScenario } from '../../rulesets/wh40k-10e/types.js';
import {
  type ArmyMatrix,
  type ArmyMatrixCell,
  type ArmyMatrixOptions,
  type MatrixGame,
  unitMatrix,
} from '../matrix.js';
import { unitScenario } from './scenario.js';
import { targetModels, type Wh40kUnit } from './unit.js';

export type { ArmyMatrix, ArmyMatrixCell, ArmyMatrixOptions };

/**
 * What both editions' units have in common that a matrix reads (an 11th-edition unit is one).
 *
 * @example
 * ```ts
 * const u: Wh40kUnitLike = importRoster(text).units[0];
 * ```
 */
export interface Wh40kUnitLike {
  readonly name: string;
  readonly points?: number;
  readonly weapons: readonly { readonly kind: 'ranged' | 'melee' }[];
  readonly target?: Parameters<typeof targetModels>[0];
}

/**
 * What both editions' matrices read of a unit: its name, points, weapons and target.
 *
 * @internal
 * @example
 * ```ts
 * const game = { ...WH40K_UNITS, scenario: (a, t, phase) => unitScenario(a, t, { phase }) };
 * ```
 */
export const WH40K_UNITS: Pick<
  MatrixGame<Wh40kUnitLike>,
  'name' | 'points' | 'attacks' | 'models'
> = {
  name: (u) => u.name,
  points: (u) => u.points,
  attacks: (u, phase) => u.weapons.some((w) => w.kind === phase),
  models: (u) => (u.target === undefined ? undefined : targetModels(u.target)),
};

/** What {@link namedWeaponChoices} reads of a scenario: both editions' attackers and pistols. */
interface ChoiceScenario {
  readonly attackers: readonly {
    readonly name?: string;
    readonly modes?: readonly unknown[];
    readonly mode?: string;
  }[];
  readonly pistols?: string | Readonly<Record<string, string>>;
}

/**
 * The pistol choices made for `"best"`, as a matrix cell names them: `"pistols"` or
 * `"others"` when every set of models fired the same kind, else each bearer's
 * (`"Sergeant: pistols"`); none when the scenario named them.
 */
function pistolsFired(
  asked: ChoiceScenario['pistols'],
  fired: ChoiceScenario['pistols'],
): string[] {
  if (fired === undefined || JSON.stringify(fired) === JSON.stringify(asked)) return [];
  if (typeof fired === 'string') return [fired];
  return Object.entries(fired)
    .filter(([b, pick]) => typeof asked !== 'object' || asked[b] !== pick)
    .map(([b, pick]) => `${b}: ${pick}`);
}

/**
 * A matrix's `choose` for an edition: the weapon choices of a parsed scenario made by `best`
 * (the edition's own "best", `docs/wh40k-10e/weapon-choices.md`), each named as the matrix
 * cell shows it, and the scenario to evaluate with them made.
 *
 * @internal
 * @example
 * ```ts
 * const choose = namedWeaponChoices((s: Wh40kScenario) => chooseWh40kWeapons(s));
 * ```
 */
export function namedWeaponChoices<S extends ChoiceScenario>(
  best: (s: S) => S,
): (parsed: object) => { scenario: S; fired: string[] } {
  return (parsed) => {
    const s = parsed as S;
    const fired = best(s);
    // Each weapon fired with modes by the mode fired; a weapon left out (a pistol when the
    // other ranged weapons fire) is not named.
    const named = [
      ...s.attackers.flatMap((a, k) => {
        const f = a.modes ? fired.attackers.find((x) => x.name === a.name) : undefined;
        return f ? [`${a.name ?? `attackers[${k}]`}: ${f.mode ?? '-'}`] : [];
      }),
      ...pistolsFired(s.pistols, fired.pistols),
    ];
    // Evaluated as a scenario without choices: the mode fired is named above, and a `mode`
    // without its `modes` is not a scenario the format takes.
    const plain = fired.attackers.map(({ mode: _mode, ...a }) => a);
    return { scenario: { ...fired, attackers: plain }, fired: named };
  };
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
  const game: MatrixGame<Wh40kUnit> = {
    ...WH40K_UNITS,
    scenario: (a, t, phase) => unitScenario(a, t, { phase }),
    choose: namedWeaponChoices((s: Wh40kScenario) => chooseWh40kWeapons(s)),
  };
  return unitMatrix(game, mine, theirs, options);
}
