/**
 * Step 2 of a Fight, the Duel dice (spec `mesbg-fight.md`, "The steps of a Fight", 2): one D6
 * per Attack, a supporting spear or pike one more die with its own Fight; per-die modifiers
 * (two-handed -1, banner bearer -1, others as inputs); a Duel die stays within 1..6, and a
 * two-handed weapon's natural 6 stays 6 (the reading of ourz, lohikrme and Tirvy; the 2018
 * wording, `twoHandedSix: 'drops'`, has no such exception).
 *
 * Dice that behave alike (same modifier, same natural-6 rule, and for the Duel's Might the same
 * Hero) form one *kind*; only the highest die of each kind can matter (step 3, `banner.ts`).
 *
 * @module
 */

/**
 * The score of a Duel die showing `natural`, after the modifier `mod`, kept within 1..6;
 * `keepSix`: a natural 6 stays 6 whatever the modifier.
 *
 * @example
 * ```ts
 * duelScore(6, -1, true);  // 6 (a two-handed weapon's natural 6 stays 6)
 * duelScore(6, -1, false); // 5 (the 2018 wording)
 * duelScore(1, -1, true);  // 1 (never below 1)
 * ```
 */
export function duelScore(natural: number, mod: number, keepSix: boolean): number {
  if (natural === 6 && keepSix) return 6;
  return Math.min(6, Math.max(1, natural + mod));
}

/**
 * The score table of one kind of Duel die: entry n (1..6) is the score of a natural n.
 *
 * @example
 * ```ts
 * duelScores(-1, true); // [0, 1, 1, 2, 3, 4, 6]
 * ```
 */
export function duelScores(mod: number, keepSix: boolean): Int8Array {
  const t = new Int8Array(7);
  for (let n = 1; n <= 6; n++) t[n] = duelScore(n, mod, keepSix);
  return t;
}

/**
 * `p[v]` = P(a die of this kind scores v), v 1..6.
 *
 * @example
 * ```ts
 * scoreChances(duelScores(-1, true))[1]; // 1/3: natural 1 and 2
 * ```
 */
export function scoreChances(scores: Int8Array): Float64Array {
  const p = new Float64Array(7);
  for (let n = 1; n <= 6; n++) p[scores[n]!]! += 1 / 6;
  return p;
}

/**
 * `p[v]` = P(the highest of `count` dice of this kind scores v): P(max <= v) = P(one <= v)^count.
 *
 * @example
 * ```ts
 * highestOf(scoreChances(duelScores(0, true)), 2)[6]; // 11/36
 * ```
 */
export function highestOf(p: Float64Array, count: number): Float64Array {
  const out = new Float64Array(7);
  let below = 0;
  let prev = 0;
  for (let v = 1; v <= 6; v++) {
    below += p[v]!;
    const cdf = below ** count;
    out[v] = cdf - prev;
    prev = cdf;
  }
  return out;
}
