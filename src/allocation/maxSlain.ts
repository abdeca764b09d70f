/**
 * The most models that unsaved wounds can slay when the player stacks them "in manner where
 * as many models are slain as possible" (`000_2ec87e5aee29120b.txt`, "Allocating Wounds and
 * Removing Casualties", "Assign Unsaved Wounds"; spec interpretation 9). Each wound removes
 * its damage (1, or D3 for Multiple Wounds) from the one model it is put on, excess lost: the
 * question is a bin covering problem, with models as bins of size W and wounds as items.
 *
 * @module
 */

/**
 * A memoised exact solver of the bin covering problem for items of sizes 1, 2 and 3 and bins
 * of `wounds` (items of `wounds` or more slay a model alone and are counted apart).
 *
 * The recursion takes one bin at a time with a minimal set of items that fills it (removing
 * any item would leave it short), so it is exact; the memo holds one entry per item count
 * triple met.
 *
 * @example
 * ```ts
 * const cover = coverSolver(3);
 * cover(1, 2, 0); // 1: a 2+1 slays one three-wound model; the other 2 cannot slay alone
 * cover(2, 2, 0); // 2: two 2+1 pairs
 * ```
 */
export function coverSolver(wounds: number): (n1: number, n2: number, n3: number) => number {
  // Minimal patterns [c1, c2, c3] of items of size < wounds that reach `wounds`.
  const sizes = [1, 2, 3].filter((s) => s < wounds);
  const patterns: [number, number, number][] = [];
  const m3 = sizes.includes(3) ? Math.ceil(wounds / 3) : 0;
  const m2 = sizes.includes(2) ? Math.ceil(wounds / 2) : 0;
  for (let c3 = 0; c3 <= m3; c3++) {
    for (let c2 = 0; c2 <= m2; c2++) {
      for (let c1 = 0; c1 <= wounds; c1++) {
        const sum = c1 + 2 * c2 + 3 * c3;
        if (sum < wounds) continue;
        const smallest = c1 > 0 ? 1 : c2 > 0 ? 2 : 3;
        if (sum - smallest >= wounds) continue;
        patterns.push([c1, c2, c3]);
      }
    }
  }
  const memo = new Map<number, number>();
  const solve = (n1: number, n2: number, n3: number): number => {
    if (n1 + 2 * n2 + 3 * n3 < wounds) return 0;
    const key = n1 + 4096 * (n2 + 4096 * n3);
    const known = memo.get(key);
    if (known !== undefined) return known;
    let best = 0;
    for (const [c1, c2, c3] of patterns) {
      if (c1 <= n1 && c2 <= n2 && c3 <= n3) {
        const v = 1 + solve(n1 - c1, n2 - c2, n3 - c3);
        if (v > best) best = v;
      }
    }
    memo.set(key, best);
    return best;
  };
  return solve;
}
