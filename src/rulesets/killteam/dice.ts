/**
 * The dice of Kill Team (2024) as the shooting engines count them: a D6 result's category
 * against a stat (fail, normal or critical success: a 1 always fails, a 6 is always a
 * critical success), the chances of each category, the outcomes of several dice by category,
 * and the results of several dice as counts per face (`docs/killteam.md`, "The shooting
 * sequence").
 *
 * @module
 */

/**
 * A die's category: 0 a fail, 1 a normal success, 2 a critical success.
 *
 * @example
 * ```ts
 * const c: Category = 2;
 * ```
 */
export type Category = 0 | 1 | 2;

/**
 * The category of the result `face` against the stat `stat` (Hit or Save, 7 for a 6+ made
 * worse), successes of `critOn` or more being critical (Lethal x+; 6 without it).
 *
 * @example
 * ```ts
 * faceCategory(5, 3, 6); // 1
 * faceCategory(5, 3, 5); // 2 (Lethal 5+)
 * faceCategory(5, 6, 5); // 0 (not a success, so not critical)
 * ```
 */
export function faceCategory(face: number, stat: number, critOn = 6): Category {
  if (face <= 1) return 0;
  if (face !== 6 && face < stat) return 0;
  return face === 6 || face >= critOn ? 2 : 1;
}

/**
 * The chance of each category for one die: `[fail, normal, critical]`.
 *
 * @example
 * ```ts
 * categoryOdds(3); // [1/3, 1/2, 1/6]
 * ```
 */
export function categoryOdds(stat: number, critOn = 6): readonly [number, number, number] {
  const n = [0, 0, 0];
  for (let face = 1; face <= 6; face++) n[faceCategory(face, stat, critOn)]! += 1;
  return [n[0]! / 6, n[1]! / 6, n[2]! / 6];
}

/**
 * One outcome of several dice by category: how many fails, normal and critical successes,
 * and its chance.
 *
 * @example
 * ```ts
 * const o: Outcome = { f: 1, n: 1, c: 0, p: 1 / 3 };
 * ```
 */
export interface Outcome {
  readonly f: number;
  readonly n: number;
  readonly c: number;
  readonly p: number;
}

const FACTORIAL: number[] = [1];
/**
 * k! (exact to 18!, within a part in 1e16 beyond), memoised.
 *
 * @example
 * ```ts
 * factorial(4); // 24
 * ```
 */
export function factorial(k: number): number {
  for (let i = FACTORIAL.length; i <= k; i++) FACTORIAL.push(FACTORIAL[i - 1]! * i);
  return FACTORIAL[k]!;
}

/**
 * Every outcome of `dice` dice whose categories have the chances `odds`, with its chance
 * (the outcomes of chance 0 left out).
 *
 * @example
 * ```ts
 * trinomial(1, [0.5, 0.5, 0]).length; // 2
 * ```
 */
export function trinomial(dice: number, odds: readonly [number, number, number]): Outcome[] {
  const out: Outcome[] = [];
  const [pf, pn, pc] = odds;
  for (let f = 0; f <= dice; f++) {
    for (let n = 0; n + f <= dice; n++) {
      const c = dice - f - n;
      const ways = factorial(dice) / (factorial(f) * factorial(n) * factorial(c));
      const p = ways * pf ** f * pn ** n * pc ** c;
      if (p > 0) out.push({ f, n, c, p });
    }
  }
  return out;
}

/**
 * Every result of `dice` D6 as counts per face (`counts[face - 1]`), with its chance: the
 * multinomial distribution, C(dice + 5, 5) results.
 *
 * @example
 * ```ts
 * faceCounts(1).length; // 6
 * faceCounts(2).length; // 21
 * ```
 */
export function faceCounts(dice: number): { counts: number[]; p: number }[] {
  const out: { counts: number[]; p: number }[] = [];
  const counts = [0, 0, 0, 0, 0, 0];
  const total = 6 ** dice;
  const fill = (face: number, left: number): void => {
    if (face === 5) {
      counts[5] = left;
      let ways = factorial(dice);
      for (const k of counts) ways /= factorial(k);
      out.push({ counts: [...counts], p: ways / total });
      return;
    }
    for (let k = 0; k <= left; k++) {
      counts[face] = k;
      fill(face + 1, left - k);
    }
  };
  fill(0, dice);
  return out;
}
