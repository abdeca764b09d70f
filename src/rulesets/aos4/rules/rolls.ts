/**
 * The rolls of Age of Sigmar 4th edition as D6 tests of the general plan, with the modifier
 * caps: hit and wound modifiers summed (cover's -1 included) and capped at -1..+1, an
 * unmodified 1 always failing and an unmodified 6 (or the critical threshold) always hitting
 * or wounding; the save roll's positive modifiers summed and capped at +1, then Rend and the
 * negative ones added uncapped, an unmodified 1 always failing. Source: `docs/aos4.md`, steps
 * 2 to 4 and "Modifier caps" (after the AoS 4 spec, "Smaller points, pinned").
 *
 * @module
 */

/**
 * The sum of the Hit or Wound roll's modifiers, capped at -1..+1.
 *
 * @example
 * ```ts
 * rollModifier(2, 0); // 1
 * rollModifier(1, -2); // -1
 * ```
 */
export function rollModifier(bonus: number, malus: number): number {
  return Math.max(-1, Math.min(1, bonus + malus));
}

/**
 * The unmodified roll that hits (or wounds) when `target` or more is needed with the capped
 * modifier: 2..7 (7: only a critical roll, or an unmodified 6 to wound, succeeds).
 *
 * @example
 * ```ts
 * rollNeed(4, 1, 0);  // 3
 * rollNeed(2, 1, 0);  // 2: an unmodified 1 still fails
 * rollNeed(6, 0, -1); // 7
 * ```
 */
export function rollNeed(target: number, bonus: number, malus: number): number {
  return Math.max(2, Math.min(7, target - rollModifier(bonus, malus)));
}

/**
 * The unmodified save roll that saves, 2..7 (7: none): the Save characteristic, the positive
 * modifiers capped at +1, then Rend and the negative modifiers, uncapped.
 *
 * @example
 * ```ts
 * saveNeed(4, 1, 2, 0);  // 4: +2 capped at +1, then Rend 1
 * saveNeed(3, 3, 0, 0);  // 6
 * saveNeed(undefined, 0, 0, 0); // 7: no save
 * ```
 */
export function saveNeed(
  save: number | undefined,
  rend: number,
  bonus: number,
  malus: number,
): number {
  if (save === undefined) return 7;
  const modifier = Math.min(1, bonus) + malus - rend;
  return Math.max(2, Math.min(7, save - modifier));
}
