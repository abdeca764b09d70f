/**
 * The defender's side of one sequence (`docs/killteam.md`, "The shooting sequence"): the
 * defence dice it collects (Piercing, Piercing Crits), its cover save, its saves by category,
 * and the damage of each set of retained hits after its best blocks and Devastating, with what
 * that damage is worth to the attacker's objective.
 *
 * @module
 */
import { categoryOdds, trinomial } from './dice.js';
import { bestBlocks } from './rules/blocking.js';
import { coverSaves } from './rules/cover.js';
import type { KtShotDraft, RetainedHits } from './rules/KtDraft.js';
import { defenceDiceOf } from './rules/piercing.js';
import type { KtObjective } from './types.js';

/**
 * One outcome of the defender's dice: its normal saves (the cover save included), its
 * critical saves, its chance.
 *
 * @example
 * ```ts
 * const s: SaveOutcome = { normal: 1, critical: 0, p: 0.5 };
 * ```
 */
export interface SaveOutcome {
  readonly normal: number;
  readonly critical: number;
  readonly p: number;
}

/**
 * Every outcome of the defender's dice against hits that do (`critRetained`) or do not
 * include a critical success.
 *
 * @example
 * ```ts
 * saveOutcomes({ ...draft, save: 4, cover: true }, false).length; // the outcomes of 2 dice
 * ```
 */
export function saveOutcomes(d: KtShotDraft, critRetained: boolean): SaveOutcome[] {
  const dice = defenceDiceOf(d, critRetained);
  const cover = coverSaves(d, dice);
  return trinomial(dice - cover, categoryOdds(d.save)).map((o) => ({
    normal: o.n + cover,
    critical: o.c,
    p: o.p,
  }));
}

/**
 * The damage the target takes from `hits` when its saves are `saves`: Devastating's for each
 * critical success, then what its best blocks leave; and the successes they leave unblocked.
 *
 * @example
 * ```ts
 * blockOf({ ...draft, damage: 3, criticalDamage: 4, devastating: 2 }, { normal: 0, critical: 1 }, { normal: 0, critical: 1 });
 * // { damage: 2, unblocked: 0 }
 * ```
 */
export function blockOf(
  d: KtShotDraft,
  hits: RetainedHits,
  saves: Pick<SaveOutcome, 'normal' | 'critical'>,
): { readonly damage: number; readonly unblocked: number } {
  const b = bestBlocks(
    hits.normal,
    hits.critical,
    saves.normal,
    saves.critical,
    d.damage,
    d.criticalDamage,
  );
  return { damage: d.devastating * hits.critical + b.damage, unblocked: b.unblocked };
}

/**
 * The defender's side of one sequence, for every set of hits the attacker can retain (normal
 * `n`, critical `c`, `n + c <= atk`): the damage's distribution and the unblocked successes', the damage's mean, and what it is worth
 * to the attacker's objective (the mean, or the chance it incapacitates).
 *
 * @example
 * ```ts
 * const t = new DefenceTable(draft, 'damage');
 * t.mean(1, 0); // expected damage of one normal success
 * ```
 */
export class DefenceTable {
  readonly #width: number;
  readonly #dist: Float64Array[] = [];
  readonly #unsaved: Float64Array[] = [];
  readonly #mean: Float64Array;
  readonly #objective: Float64Array;
  /** The defender's dice outcomes without and with a critical success retained. */
  readonly saves: readonly [SaveOutcome[], SaveOutcome[]];

  constructor(
    readonly draft: KtShotDraft,
    readonly objective: KtObjective,
  ) {
    const atk = draft.atk;
    this.#width = atk + 1;
    this.#mean = new Float64Array(this.#width * this.#width);
    this.#objective = new Float64Array(this.#width * this.#width);
    this.saves = [saveOutcomes(draft, false), saveOutcomes(draft, true)];
    const top = atk * (draft.criticalDamage + draft.devastating + draft.damage);
    for (let n = 0; n <= atk; n++) {
      for (let c = 0; n + c <= atk; c++) {
        const dist = new Float64Array(top + 1);
        const unsaved = new Float64Array(n + c + 1);
        for (const s of this.saves[c > 0 ? 1 : 0]) {
          const b = blockOf(draft, { normal: n, critical: c }, s);
          dist[b.damage]! += s.p;
          unsaved[b.unblocked]! += s.p;
        }
        const i = n * this.#width + c;
        this.#dist[i] = dist;
        this.#unsaved[i] = unsaved;
        let mean = 0;
        let kill = 0;
        for (let k = 0; k < dist.length; k++) {
          mean += k * dist[k]!;
          if (k >= draft.woundsLeft) kill += dist[k]!;
        }
        this.#mean[i] = mean;
        this.#objective[i] = objective === 'damage' ? mean : kill;
      }
    }
  }

  /** The damage's distribution (index: damage) for `n` normal and `c` critical hits. */
  dist(n: number, c: number): Float64Array {
    return this.#dist[n * this.#width + c]!;
  }

  /** The distribution of the successes left unblocked, for `n` normal and `c` critical hits. */
  unsaved(n: number, c: number): Float64Array {
    return this.#unsaved[n * this.#width + c]!;
  }

  /** The expected damage of `n` normal and `c` critical hits. */
  mean(n: number, c: number): number {
    return this.#mean[n * this.#width + c]!;
  }

  /** What `n` normal and `c` critical hits are worth to the attacker's objective. */
  value(n: number, c: number): number {
    return this.#objective[n * this.#width + c]!;
  }
}
