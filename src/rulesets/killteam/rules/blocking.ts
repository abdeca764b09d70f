/**
 * Blocking (`docs/killteam/blocking.md`; Kill Team (2024) core rules, "Shoot", resolve
 * defence dice): the defender allocates its saves to the attacker's retained successes. A
 * normal save blocks a normal success, a critical save blocks either, two normal saves together
 * block a critical success. Every success left unblocked inflicts its Damage (normal or
 * critical).
 *
 * The defender's allocation is decided best: the one that leaves the least damage. Every die is
 * known when it allocates, so the least damage also gives it the best chance to survive; among
 * allocations that leave equal damage any will do (`docs/killteam.md`, "The defender's
 * blocks"). `test/rulesets/killteam/blocking.test.ts` holds it to an exhaustive search of every
 * allocation of every save.
 *
 * @module
 */

/**
 * Where blocking is read from (`docs/killteam.md`, "Sources").
 *
 * @example
 * ```ts
 * BLOCKING_CITATION; // 'Kill Team (2024) core rules, ...'
 * ```
 */
export const BLOCKING_CITATION = 'Kill Team (2024) core rules, "Shoot" (resolve defence dice)';

/**
 * The least damage the attack can leave after the defender's blocks: over `a` critical saves
 * on critical successes and `b` pairs of normal saves on critical successes, the rest of the
 * saves on normal successes (more saves never leave more damage, so every save is used).
 *
 * @example
 * ```ts
 * // 1 normal, 1 critical success at 3/4; 2 normal saves: the pair blocks the crit (3 left),
 * // or one save blocks the normal (4 left): 3.
 * leastDamage(1, 1, 2, 0, 3, 4); // 3
 * ```
 */
export function leastDamage(
  normalHits: number,
  critHits: number,
  normalSaves: number,
  critSaves: number,
  damage: number,
  criticalDamage: number,
): number {
  return bestBlocks(normalHits, critHits, normalSaves, critSaves, damage, criticalDamage).damage;
}

/**
 * The defender's best blocks: the least damage ({@link leastDamage}) and the successes they
 * leave unblocked (among blocks leaving equal damage, the first found: critical saves on
 * critical successes first, then pairs of normal saves).
 *
 * @example
 * ```ts
 * bestBlocks(1, 1, 2, 0, 3, 4); // { damage: 3, unblocked: 1 }
 * ```
 */
export function bestBlocks(
  normalHits: number,
  critHits: number,
  normalSaves: number,
  critSaves: number,
  damage: number,
  criticalDamage: number,
): { readonly damage: number; readonly unblocked: number } {
  let best = { damage: Number.POSITIVE_INFINITY, unblocked: 0 };
  const aMax = Math.min(critSaves, critHits);
  for (let a = aMax; a >= 0; a--) {
    const bMax = Math.min(normalSaves >> 1, critHits - a);
    for (let b = bMax; b >= 0; b--) {
      const left = Math.max(0, normalHits - (critSaves - a) - (normalSaves - 2 * b));
      const d = (critHits - a - b) * criticalDamage + left * damage;
      if (d < best.damage) best = { damage: d, unblocked: critHits - a - b + left };
    }
  }
  return best;
}
