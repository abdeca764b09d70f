/**
 * The MESBG To Wound Chart, as data. Source: `003_f07a2392f32efa83.txt`, "TO WOUND CHART
 * (27)" and "ROLLING TO WOUND (27)". Spec interpretation 12: the chart's rows are the
 * target's Defence and its columns the weapon's Strength (the rulebook's own Example 27:
 * Strength 2 against Defence 3 needs 5+).
 *
 * @module
 */

/**
 * "Cannot": a roll of 7 is needed, so the die never passes.
 *
 * @example
 * ```ts
 * toWoundChart(1, 9).need === CANNOT; // true: '-'
 * ```
 */
export const CANNOT = 7;

/**
 * One entry of the To Wound Chart: the roll needed on a first die, and for the two-dice
 * entries (`6+/4+`, `6+/5+`, `6+/6+`) the roll needed on a further die. `'-'` is
 * `{ need: CANNOT }`.
 *
 * @example
 * ```ts
 * const plain: ToWoundEntry = { need: 5 };             // 5+
 * const twoDice: ToWoundEntry = { need: 6, further: 4 };  // 6+/4+
 * ```
 */
export interface ToWoundEntry {
  /** The roll needed on the first die, 3..6, or {@link CANNOT} for `'-'`. */
  readonly need: number;
  /** The roll needed on the further die of a two-dice entry, 4..6. */
  readonly further?: number;
}

/**
 * The chart exactly as printed: row d - 1 is Defence d, column s - 1 is Strength s.
 * Source: `003_f07a2392f32efa83.txt`, "TO WOUND CHART (27)".
 */
const TO_WOUND_CHART: readonly (readonly string[])[] = [
  ['4+', '4+', '3+', '3+', '3+', '3+', '3+', '3+', '3+', '3+'],
  ['5+', '4+', '4+', '3+', '3+', '3+', '3+', '3+', '3+', '3+'],
  ['5+', '5+', '4+', '4+', '3+', '3+', '3+', '3+', '3+', '3+'],
  ['6+', '5+', '5+', '4+', '4+', '3+', '3+', '3+', '3+', '3+'],
  ['6+', '6+', '5+', '5+', '4+', '4+', '3+', '3+', '3+', '3+'],
  ['6+/4+', '6+', '6+', '5+', '5+', '4+', '4+', '3+', '3+', '3+'],
  ['6+/5+', '6+/4+', '6+', '6+', '5+', '5+', '4+', '4+', '3+', '3+'],
  ['6+/6+', '6+/5+', '6+/4+', '6+', '6+', '5+', '5+', '4+', '4+', '3+'],
  ['-', '6+/6+', '6+/5+', '6+/4+', '6+', '6+', '5+', '5+', '4+', '4+'],
  ['-', '-', '6+/6+', '6+/5+', '6+/4+', '6+', '6+', '5+', '5+', '4+'],
];

/**
 * The To Wound Chart's entry as printed: `'5+'`, `'6+/4+'` or `'-'`.
 *
 * @param strength - the Missile Weapon's Strength, 1..10.
 * @param defence - the Defence of the model hit, 1..10.
 * @returns the printed entry, or `'-'` outside 1..10 (callers check their ranges first).
 * @example
 * ```ts
 * toWoundChartText(2, 3);  // '5+'    (Example 27: Háma's bow against a Hill Tribesman)
 * toWoundChartText(2, 8);  // '6+/5+'
 * toWoundChartText(1, 9);  // '-'
 * ```
 */
export function toWoundChartText(strength: number, defence: number): string {
  return TO_WOUND_CHART[defence - 1]?.[strength - 1] ?? '-';
}

/**
 * The To Wound Chart's entry as the rolls needed.
 *
 * @param strength - the Missile Weapon's Strength, 1..10.
 * @param defence - the Defence of the model hit, 1..10.
 * @example
 * ```ts
 * toWoundChart(2, 3);  // { need: 5 }
 * toWoundChart(6, 1);  // { need: 3 }
 * toWoundChart(1, 6);  // { need: 6, further: 4 }
 * toWoundChart(1, 10); // { need: 7 }: '-', cannot wound
 * ```
 */
export function toWoundChart(strength: number, defence: number): ToWoundEntry {
  const text = toWoundChartText(strength, defence);
  if (text === '-') return { need: CANNOT };
  const [first, second] = text.split('/');
  const need = Number.parseInt(first ?? '', 10);
  return second === undefined ? { need } : { need, further: Number.parseInt(second, 10) };
}
