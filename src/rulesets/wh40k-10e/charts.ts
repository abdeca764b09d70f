/**
 * The chart of Warhammer 40,000 10th edition: the Wound roll needed, Strength against
 * Toughness. Source: `docs/wh40k-10e.md`, step 3 "Wound roll".
 *
 * @module
 */

/**
 * The unmodified Wound roll needed, 2..6: S at least twice T 2+; S above T 3+; S equal to T
 * 4+; S at most half T 6+; otherwise (S below T) 5+.
 *
 * @example
 * ```ts
 * woundNeed(4, 4); // 4
 * woundNeed(8, 4); // 2
 * woundNeed(2, 4); // 6
 * woundNeed(3, 5); // 5
 * ```
 */
export function woundNeed(strength: number, toughness: number): number {
  if (strength >= 2 * toughness) return 2;
  if (strength > toughness) return 3;
  if (strength === toughness) return 4;
  if (2 * strength <= toughness) return 6;
  return 5;
}
