/**
 * Step 5 of a Fight, who wins the Duel (spec `mesbg-fight.md`, "The steps of a Fight", 5): the
 * side with the highest single die wins; if equal, the side with the higher Fight (the highest
 * of any of its models, supporters included); if equal again, a roll-off: Good wins on 4-6,
 * Evil on 1-3, so each side on three faces, and a side with an Elven-made weapon, when the
 * other has none, on four faces. Both sides having one cancels out.
 *
 * @module
 */

/**
 * P(side A wins the roll-off): 1/2, or 2/3 (1/3) when only A (only B) has an Elven-made weapon.
 *
 * @example
 * ```ts
 * rollOffA(false, false); // 0.5
 * rollOffA(true, false);  // 2/3
 * rollOffA(true, true);   // 0.5
 * ```
 */
export function rollOffA(elvenA: boolean, elvenB: boolean): number {
  return rollOffFacesA(elvenA, elvenB) / 6;
}

/**
 * The faces of a D6 on which side A wins the roll-off (A wins on a roll of 7 - faces or more):
 * 3, or 4 (2) when only A (only B) has an Elven-made weapon.
 *
 * @example
 * ```ts
 * rollOffFacesA(true, false); // 4
 * ```
 */
export function rollOffFacesA(elvenA: boolean, elvenB: boolean): number {
  return elvenA === elvenB ? 3 : elvenA ? 4 : 2;
}

/**
 * P(A wins) when A's best die scores `bestA` and B's `bestB`; `tieA` is P(A wins a tie on the
 * dice): 1 when A has the higher Fight, 0 when B has, else the roll-off's chance.
 *
 * @example
 * ```ts
 * duelWinA(5, 4, 0);   // 1
 * duelWinA(4, 4, 0.5); // 0.5 (equal Fight: the roll-off)
 * ```
 */
export function duelWinA(bestA: number, bestB: number, tieA: number): number {
  return bestA > bestB ? 1 : bestA < bestB ? 0 : tieA;
}
