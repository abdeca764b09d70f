/**
 * Which fight a scenario is, by its shape: a fight of two sides of models with a Duel
 * (`sideA`, `sideB`: docs/mesbg.md, "The Fight phase") or a fight of two operatives, each of
 * whose dice is struck or blocked (docs/killteam/fight.md). The analytics, the report and the
 * page each ask it, and the shape alone answers it, without naming a game.
 *
 * @module
 */

/**
 * Whether `s` is a fight of two sides with a Duel (`"phase": "fight"` and `sideA`); a fight of
 * two operatives, or any other scenario, is not.
 *
 * @example
 * ```ts
 * isSidedFight({ phase: 'fight', sideA: {}, sideB: {} }); // true
 * isSidedFight({ phase: 'fight', attacker: {}, defender: {} }); // false
 * ```
 */
export function isSidedFight<S extends object>(s: S): s is Extract<S, { sideA: unknown }> {
  return 'phase' in s && s.phase === 'fight' && 'sideA' in s;
}
