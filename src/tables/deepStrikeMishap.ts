/**
 * The Deep Strike Mishap table: "1: Destroyed! [...] 2-3: Misplaced! [...] 4-6: Delayed!".
 * Source: `004_15cf5d572fc7d6a3.txt`, "Deep Strike", "Deep Strike Mishap Table".
 *
 * @module
 */

/** The chance of each result of the Deep Strike Mishap table (one D6). */
export interface DeepStrikeMishapOdds {
  /** 1: the unit is removed as a casualty. */
  readonly destroyed: number;
  /** 2-3: the opponent places the unit anywhere on the table. */
  readonly misplaced: number;
  /** 4-6: the unit goes back into reserves. */
  readonly delayed: number;
}

/**
 * The chance of each Deep Strike Mishap result: a D6, 1 Destroyed (1/6), 2-3 Misplaced (2/6),
 * 4-6 Delayed (3/6). Whether a mishap happens depends on the table (where the scattered
 * models land), which is not modelled; the scatter itself is `scatterDistance(0)` with the
 * Scatter die's 2 Hit! faces of 6 (`src/geometry/scatter.ts`).
 *
 * @example
 * ```ts
 * deepStrikeMishap(); // { destroyed: 0.16666666666666666, misplaced: 0.3333333333333333, delayed: 0.5 }
 * ```
 */
export function deepStrikeMishap(): DeepStrikeMishapOdds {
  return { destroyed: 1 / 6, misplaced: 2 / 6, delayed: 3 / 6 };
}
