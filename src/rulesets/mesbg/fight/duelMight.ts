/**
 * Step 4 of a Fight, Might on the Duel (spec `mesbg-fight.md`, "The steps of a Fight", 4, and
 * "Player decisions", Duel Might and Duel or wounds): each point adds 1 to one of the Hero's
 * own Duel dice, after all re-rolls. Only the side's best die matters, so points go all on the
 * Hero's highest die, never past 6. Only one side may spend Might in the Duel (`duelMight`).
 * The default spends the least that turns a loss or a roll-off into a win, and nothing when no
 * spend can win outright; the best policy (`exact.ts`) weighs every spend.
 *
 * @module
 */

/**
 * The score the Might side needs on its best die to win outright against a foe whose best die
 * scores `bestFoe`: the same score when it wins ties (`tieWin` 1), else one more; 7 when it
 * cannot.
 *
 * @example
 * ```ts
 * scoreToWin(4, 1);   // 4 (higher Fight: a tie wins)
 * scoreToWin(4, 0.5); // 5
 * scoreToWin(6, 0);   // 7: no Might can win
 * ```
 */
export function scoreToWin(bestFoe: number, tieWin: number): number {
  return tieWin === 1 ? bestFoe : bestFoe + 1;
}

/**
 * The default Duel Might spend: the least points, on one Hero's highest die, that make the
 * side's best die reach `need`; `hero` -1 (spend nothing) when the side already reaches it or
 * no Hero can. `heroBest[i]` is Hero i's highest die (0: no die), `mightLeft[i]` its points.
 * Ties between Heroes go to the first.
 *
 * @example
 * ```ts
 * defaultDuelMight(3, 5, [3], [2]); // { hero: 0, spend: 2 }: 3 + 2 = 5
 * defaultDuelMight(3, 6, [3], [2]); // { hero: -1, spend: 0 }: 3 points short
 * ```
 */
export function defaultDuelMight(
  best: number,
  need: number,
  heroBest: ArrayLike<number>,
  mightLeft: ArrayLike<number>,
): { readonly hero: number; readonly spend: number } {
  if (best >= need || need > 6) return { hero: -1, spend: 0 };
  let hero = -1;
  let spend = 7;
  for (let i = 0; i < heroBest.length; i++) {
    const h = heroBest[i]!;
    if (h <= 0) continue;
    const s = need - h;
    if (s <= mightLeft[i]! && s < spend) {
      hero = i;
      spend = s;
    }
  }
  return hero < 0 ? { hero: -1, spend: 0 } : { hero, spend };
}
