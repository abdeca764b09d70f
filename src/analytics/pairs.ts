/**
 * From an analysis to the scenarios it stands for: one per (profile, target) pair, and the
 * selection of some profiles or targets by name.
 *
 * @module
 */
import { estimateCost } from '../cost/estimate.js';
import { COST_LIMITS, type Cost, describeCost, fits, part, sumCosts } from '../cost/model.js';
import { InputError, MathhammerError, show, TooLargeError } from '../errors.js';
import { didYouMean } from '../format/suggest.js';
import {
  type Analysis,
  isParsedAnalysis,
  markParsed,
  type Profile,
  parseAnalysis,
  type TargetEntry,
} from '../scenario/analysisSchema.js';
import type { Scenario } from '../scenario/types.js';

/**
 * Which profiles and targets of an analysis to use, by name; omitted: all of them.
 *
 * @example
 * ```ts
 * const only: SelectOptions = { profiles: ['Bowmen', 'Crossbows'], targets: ['Draugr'] };
 * ```
 */
export interface SelectOptions {
  /** Names of the profiles to keep, in this order. @defaultValue every profile */
  readonly profiles?: readonly string[];
  /** Names of the targets to keep, in this order. @defaultValue every target */
  readonly targets?: readonly string[];
}

/**
 * Parse an analysis (unless it is one already) and keep the profiles and targets named in
 * `options`, in the order given.
 *
 * @throws {@link ScenarioError} for an invalid analysis; {@link InputError} for a name that
 *   is not in it (with the closest name, or the list of names).
 * @example
 * ```ts
 * selectAnalysis(json, { targets: ['Draugr'] }).targets.length; // 1
 * ```
 */
export function selectAnalysis(input: unknown, options: SelectOptions = {}): Analysis {
  const a = isParsedAnalysis(input) ? input : parseAnalysis(input);
  if (options.profiles === undefined && options.targets === undefined) return a;
  const profiles = pick<Profile>(a.profiles, options.profiles, 'profiles');
  const targets = pick<TargetEntry>(a.targets, options.targets, 'targets');
  return markParsed({ ...a, profiles, targets } as Analysis);
}

function pick<T extends { readonly name: string }>(
  all: readonly T[],
  names: readonly string[] | undefined,
  field: 'profiles' | 'targets',
): T[] {
  if (names === undefined) return [...all];
  if (names.length === 0) {
    throw new InputError(`${field}: expected at least one name, got none`, field, names);
  }
  return names.map((name, i) => {
    const found = all.find((x) => x.name === name);
    if (found) return found;
    const known = all.map((x) => x.name);
    const s = didYouMean(name, known);
    const one = field === 'profiles' ? 'profile' : 'target';
    throw new InputError(
      `no ${one} is named ${show(name)}${s ? `; did you mean ${JSON.stringify(s)}?` : `; the ${field} are ${known.map((k) => JSON.stringify(k)).join(', ')}`}`,
      `${field}[${i}]`,
      name,
    );
  });
}

/** The target of the scenario format, without the analysis's `points`. */
function targetOf(t: TargetEntry): Exclude<Scenario, { readonly phase: 'fight' }>['target'] {
  const { points: _points, ...target } = t;
  return target;
}

/**
 * The scenario of profile `p` attacking target `t` of an analysis: the analysis's options,
 * the profile's attackers, the target. Already valid (its parts were validated), so it goes
 * to `evaluateParsed` without a second check.
 *
 * @example
 * ```ts
 * evaluateParsed(scenarioFor(analysis, 0, 1)).results.slain?.mean();
 * ```
 */
export function scenarioFor(a: Analysis, p: number, t: number): Scenario {
  const { profiles, targets, ...options } = a;
  const profile = profiles[p]!;
  const target = targetOf(targets[t]!);
  return { ...options, attackers: profile.attackers, target } as Scenario;
}

/**
 * Run `f` for one pair, saying which pair an error of the engine is about: the engines name
 * fields of the scenario (`attackers[0]`), which in an analysis belong to a profile.
 *
 * @example
 * ```ts
 * const r = forPair(analysis, 0, 0, () => evaluateParsed(scenarioFor(analysis, 0, 0)));
 * ```
 */
export function forPair<T>(a: Analysis, p: number, t: number, f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof MathhammerError && !(e instanceof PairError)) {
      throw new PairError(
        `profile ${JSON.stringify(a.profiles[p]!.name)} against target ${JSON.stringify(a.targets[t]!.name)}: ${e.message}`,
        e,
      );
    }
    throw e;
  }
}

/**
 * An error of the engines for one (profile, target) pair of an analysis: the message says
 * which, `cause` is the engine's error (a {@link TooLargeError}, or an {@link InputError}
 * for an attack the rules forbid).
 *
 * @example
 * ```ts
 * try { matchupMatrix(a); } catch (e) { if (e instanceof PairError) console.error(e.message); }
 * ```
 */
export class PairError extends MathhammerError {
  override name = 'PairError';
  constructor(message: string, cause: MathhammerError) {
    super(message, { cause });
  }
}

/**
 * Refuse an analysis whose cells, one evaluation each, would take over the time limit in all
 * (or one of them over the memory limit), before any cell is computed: the cost of each cell
 * comes from the cost model (`src/cost/`), the time adds up, the memory is the largest cell's
 * (cells run one after another).
 *
 * @throws {TooLargeError} with the estimate, the number of cells and what to select.
 * @example
 * ```ts
 * checkCellsCost([scenarioFor(a, 0, 0), scenarioFor(a, 0, 1)], 'matrix');
 * ```
 */
export function checkCellsCost(
  cells: readonly Scenario[],
  what: string,
  times: (cell: Scenario) => number = () => 1,
): void {
  let seconds = 0;
  let bytes = 0;
  for (const cell of cells) {
    let c: Cost;
    try {
      c = estimateCost(cell);
    } catch (e) {
      // An attack the rules forbid is refused by its own evaluation, with the pair named.
      if (e instanceof MathhammerError) return;
      throw e;
    }
    // A cell too large alone is refused by its own evaluation, with the pair named.
    if (!fits(c)) return;
    seconds += c.seconds * times(cell);
    bytes = Math.max(bytes, c.bytes);
  }
  const total = sumCosts([part(`${cells.length} cells`, seconds, bytes)]);
  if (fits(total)) return;
  const fit = Math.max(1, Math.floor((cells.length * COST_LIMITS.seconds) / seconds));
  throw new TooLargeError(
    `this ${what} of ${cells.length} evaluations would take ${describeCost(total)} in all, more than the limits of ${COST_LIMITS.seconds} s and ${COST_LIMITS.bytes / 1e9} GB; select at most ${fit} of them (--profile, --target), or use fewer samples`,
  );
}
