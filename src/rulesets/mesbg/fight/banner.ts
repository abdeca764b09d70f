/**
 * Step 3 of a Fight, re-rolls from a banner (spec `mesbg-fight.md`, "The steps of a Fight", 3,
 * and "Player decisions", Banner): a banner in range lets its side re-roll one die of one
 * friendly model in the Fight, once per Duel roll, after both sides roll and before any Might;
 * several banners still give one. If both sides have one, the losing side re-rolls first and the
 * other may answer (when neither is losing, a roll-off is pending: each order is taken with
 * chance 1/2, so equal sides stay equal). The default decision re-rolls the die that most
 * raises the side's chance; a winning side may re-roll too.
 *
 * A side's dice are summed up by the highest score of each kind (`duelDice.ts`). Re-rolling the
 * lowest die of a kind is never worse than re-rolling another of the same kind, and leaves the
 * rest of the kind's dice, its highest included, in place; so the re-roll of kind k is fully
 * described by the side's state without that die (`restBest`, `restHero`) and k's fresh score.
 *
 * @module
 */

/**
 * One possible re-roll of a side: a fresh die of a kind replaces the lowest die of that kind.
 * `post[v]` is the side's state (an integer code, see `exact.ts`) when the fresh die scores v;
 * `p[v]` is the chance of that score.
 *
 * @example
 * ```ts
 * const option: RerollOption = { post: Int32Array.of(0, 4, 4, 4, 4, 5, 6), p: scoreChances(duelScores(0, true)) };
 * ```
 */
export interface RerollOption {
  readonly post: Int32Array;
  readonly p: Float64Array;
}

/**
 * The value of re-rolling with `option`, to the side that re-rolls: the mean over the fresh
 * score of `value(post)`.
 *
 * @example
 * ```ts
 * rerollValue(option, (post) => winChance(post)); // P(win) if this die is re-rolled
 * ```
 */
export function rerollValue(option: RerollOption, value: (post: number) => number): number {
  let sum = 0;
  for (let v = 1; v <= 6; v++) {
    const p = option.p[v]!;
    if (p > 0) sum += p * value(option.post[v]!);
  }
  return sum;
}

/**
 * The banner's default decision: the option with the highest value, or -1 (no re-roll) unless
 * one is strictly better than keeping the dice (`keep`). Ties go to the first option.
 *
 * @example
 * ```ts
 * bestReroll(options, keepValue, (post) => winChance(post)); // index of the die to re-roll, or -1
 * ```
 */
export function bestReroll(
  options: readonly RerollOption[],
  keep: number,
  value: (post: number) => number,
): { readonly choice: number; readonly value: number } {
  let choice = -1;
  let best = keep;
  for (let i = 0; i < options.length; i++) {
    const v = rerollValue(options[i]!, value);
    // A tiny margin keeps rounding noise from turning "no better" into a re-roll.
    if (v > best + 1e-15) {
      best = v;
      choice = i;
    }
  }
  return { choice, value: best };
}
