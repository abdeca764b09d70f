/**
 * The most models that unsaved wounds can slay when they are stacked "in manner where as many
 * models are slain as possible" (`000_2ec87e5aee29120b.txt`, "Allocating Wounds and Removing
 * Casualties", "Assign Unsaved Wounds"; spec interpretation 9). Each wound removes its damage
 * (1, or D3 for Multiple Wounds) from the one model it is put on, excess lost: a bin covering
 * problem, with models as bins of size W and wounds as items.
 *
 * Among the assignments that slay the most, the owner of the unit ("The opponent who failed
 * the saves chooses the order in which the wounds are assigned") loses the fewest wounds: the
 * solver also reports the most damage those slain models can soak up, excess included.
 *
 * @module
 */

/** The best assignment of a set of wounds: models slain, and the damage spent on them. */
export interface Cover {
  /** Models slain. */
  readonly slain: number;
  /** Damage put on the slain models (at least `slain × wounds`; the excess is lost). */
  readonly used: number;
}

/**
 * A memoised exact solver for items of sizes 1, 2 and 3 and models of `wounds` Wounds (items
 * of `wounds` or more slay a model alone and are counted apart by the caller).
 *
 * The recursion takes one slain model at a time with a set of wounds that slays it and could
 * all have been put on it (damage before the last, largest wound below its Wounds), so it is
 * exact; it maximises models slain, then damage spent on them. Wounds left over total less
 * than `wounds` (or they would slay another model), so they fit on one survivor. The memo
 * holds one entry per item count triple met.
 *
 * @example
 * ```ts
 * const cover = coverSolver(3);
 * cover(1, 2, 0); // { slain: 1, used: 4 }: 2+2 slays one model, the 1 goes on another
 * cover(2, 2, 0); // { slain: 2, used: 6 }: two 2+1 pairs
 * ```
 */
export function coverSolver(wounds: number): (n1: number, n2: number, n3: number) => Cover {
  const patterns: [number, number, number][] = [];
  const m2 = wounds > 2 ? Math.ceil(wounds / 2) + 1 : 0;
  const m3 = wounds > 3 ? Math.ceil(wounds / 3) + 1 : 0;
  for (let c3 = 0; c3 <= m3; c3++) {
    for (let c2 = 0; c2 <= m2; c2++) {
      for (let c1 = 0; c1 <= wounds; c1++) {
        const sum = c1 + 2 * c2 + 3 * c3;
        const largest = c3 > 0 ? 3 : c2 > 0 ? 2 : 1;
        if (sum >= wounds && sum - largest < wounds) patterns.push([c1, c2, c3]);
      }
    }
  }
  const NONE: Cover = { slain: 0, used: 0 };
  const memo = new Map<number, Cover>();
  const solve = (n1: number, n2: number, n3: number): Cover => {
    if (n1 + 2 * n2 + 3 * n3 < wounds) return NONE;
    const key = n1 + 4096 * (n2 + 4096 * n3);
    const known = memo.get(key);
    if (known) return known;
    let best = NONE;
    for (const [c1, c2, c3] of patterns) {
      if (c1 <= n1 && c2 <= n2 && c3 <= n3) {
        const rest = solve(n1 - c1, n2 - c2, n3 - c3);
        const slain = rest.slain + 1;
        const used = rest.used + c1 + 2 * c2 + 3 * c3;
        if (slain > best.slain || (slain === best.slain && used > best.used)) {
          best = { slain, used };
        }
      }
    }
    memo.set(key, best);
    return best;
  };
  return solve;
}
