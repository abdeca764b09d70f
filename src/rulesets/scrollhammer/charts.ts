/**
 * The Scrollhammer charts, as data. Source: `000_2ec87e5aee29120b.txt`, "Roll to Hit"
 * (To Hit Chart) and "Rolls to Wound" (To Wound Chart).
 *
 * @module
 */

/** "Cannot": a roll of 7 is needed, so the test never passes. */
export const CANNOT = 7;

/**
 * The To Hit chart: the roll needed by Ballistic Skill 1..10, and for BS 6+ the roll needed
 * when a 1 is re-rolled (the chart's italic number after the slash).
 * Source: `000_2ec87e5aee29120b.txt`, "Roll to Hit", "Ballistic Skill of 6 or better".
 *
 * @example
 * ```ts
 * toHitChart(2); // { need: 5 }            (7 - 2 = 5, the rulebook's own example)
 * toHitChart(7); // { need: 2, rerollOnesNeed: 5 }
 * ```
 */
export function toHitChart(bs: number): { need: number; rerollOnesNeed?: number } {
  if (bs <= 0) return { need: CANNOT };
  if (bs <= 5) return { need: 7 - bs };
  return { need: 2, rerollOnesNeed: 12 - bs };
}

// Rows: Strength 1..10; columns: Toughness 1..10; 7 means '-'.
const WOUND: readonly (readonly number[])[] = [
  [4, 5, 6, 6, 7, 7, 7, 7, 7, 7],
  [3, 4, 5, 6, 6, 7, 7, 7, 7, 7],
  [2, 3, 4, 5, 6, 6, 7, 7, 7, 7],
  [2, 2, 3, 4, 5, 6, 6, 7, 7, 7],
  [2, 2, 2, 3, 4, 5, 6, 6, 7, 7],
  [2, 2, 2, 2, 3, 4, 5, 6, 6, 7],
  [2, 2, 2, 2, 2, 3, 4, 5, 6, 6],
  [2, 2, 2, 2, 2, 2, 3, 4, 5, 6],
  [2, 2, 2, 2, 2, 2, 2, 3, 4, 5],
  [2, 2, 2, 2, 2, 2, 2, 2, 3, 4],
];

/**
 * The To Wound chart: the roll needed for Strength (left column) against Toughness (top row),
 * {@link CANNOT} for '-'. Source: `000_2ec87e5aee29120b.txt`, "Rolls to Wound".
 *
 * @example
 * ```ts
 * toWoundChart(4, 4); // 4
 * toWoundChart(1, 5); // 7: '-', cannot wound
 * ```
 */
export function toWoundChart(strength: number, toughness: number): number {
  return WOUND[strength - 1]?.[toughness - 1] ?? CANNOT;
}
