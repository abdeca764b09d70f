/**
 * Step 1 of a Fight, Fight values, and Heroic Strike (spec `mesbg-fight.md`, "The steps of a
 * Fight", 1 and 5): Heroic Strike raises the Hero's Fight by one D6, to at most 10, rolled
 * when its Fight is resolved (2018 text). A side's Fight, which breaks a tie on the Duel dice,
 * is the highest of any of its models, supporters included.
 *
 * @module
 */

/** What a side's Fight is made of: its models' Fight values, and whether each strikes heroically. */
export interface FightValue {
  readonly fight: number;
  readonly heroicStrike: boolean;
}

/**
 * The distribution of a side's Fight: `p[f]` is P(the side's highest Fight is f), f 0..10.
 * Each Heroic Strike adds its own D6 (capped at 10); the others are fixed.
 *
 * @example
 * ```ts
 * sideFight([{ fight: 5, heroicStrike: true }])[10]; // 1/6 + 1/6: 5+5 and 5+6 both give 10
 * sideFight([{ fight: 4, heroicStrike: false }])[4]; // 1
 * ```
 */
export function sideFight(models: readonly FightValue[]): Float64Array {
  // P(max <= f) is the product over models of P(model's Fight <= f).
  const atMost = new Float64Array(11);
  for (let f = 0; f <= 10; f++) {
    let p = 1;
    for (const m of models) {
      if (!m.heroicStrike) p *= m.fight <= f ? 1 : 0;
      else if (f >= 10) p *= 1;
      else p *= Math.max(0, Math.min(6, f - m.fight)) / 6;
    }
    atMost[f] = p;
  }
  const p = new Float64Array(11);
  for (let f = 0; f <= 10; f++) p[f] = atMost[f]! - (f > 0 ? atMost[f - 1]! : 0);
  return p;
}

/**
 * The chances that side A's Fight is higher, lower or equal to side B's: `[P(A > B),
 * P(A < B), P(A = B)]`. The three cases are all the Duel needs from Fight values.
 *
 * @example
 * ```ts
 * fightComparison(sideFight([{ fight: 5, heroicStrike: false }]), sideFight([{ fight: 4, heroicStrike: false }]));
 * // [1, 0, 0]
 * ```
 */
export function fightComparison(a: Float64Array, b: Float64Array): [number, number, number] {
  let higher = 0;
  let lower = 0;
  let equal = 0;
  for (let x = 0; x <= 10; x++) {
    for (let y = 0; y <= 10; y++) {
      const p = a[x]! * b[y]!;
      if (x > y) higher += p;
      else if (x < y) lower += p;
      else equal += p;
    }
  }
  return [higher, lower, equal];
}

/**
 * Roll a side's Fight (the sampler's interpreter of {@link sideFight}).
 *
 * @example
 * ```ts
 * rollSideFight([{ fight: 5, heroicStrike: true }], dice); // 6..10
 * ```
 */
export function rollSideFight(models: readonly FightValue[], dice: { d6(): number }): number {
  let best = 0;
  for (const m of models) {
    const f = m.heroicStrike ? Math.min(10, m.fight + dice.d6()) : m.fight;
    if (f > best) best = f;
  }
  return best;
}
