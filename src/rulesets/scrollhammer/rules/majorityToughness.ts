/**
 * Multiple Toughness values: "roll To Wound using the Toughness characteristic that is in the
 * majority in the target unit. If two or more Toughness values are tied for majority, use the
 * highest of these tied values." Source: `000_2ec87e5aee29120b.txt`, "Rolls to Wound",
 * "Multiple Toughness Values"; spec interpretation 4.
 *
 * @module
 */

/**
 * The Toughness a unit's To Wound rolls use.
 *
 * @example
 * ```ts
 * majorityToughness([{ models: 4, toughness: 3 }, { models: 1, toughness: 5 }]); // 3
 * majorityToughness([{ models: 2, toughness: 3 }, { models: 2, toughness: 4 }]); // 4: a tie, the highest
 * ```
 */
export function majorityToughness(
  groups: readonly { readonly models: number; readonly toughness: number }[],
): number {
  const count = new Map<number, number>();
  for (const g of groups) count.set(g.toughness, (count.get(g.toughness) ?? 0) + g.models);
  let best = 0;
  let bestCount = -1;
  for (const [t, n] of count) {
    if (n > bestCount || (n === bestCount && t > best)) {
      best = t;
      bestCount = n;
    }
  }
  return best;
}
