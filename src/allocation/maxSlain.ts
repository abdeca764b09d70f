/**
 * The most models that unsaved wounds can slay when they are stacked "in manner where as many
 * models are slain as possible" (`000_2ec87e5aee29120b.txt`, "Allocating Wounds and Removing
 * Casualties", "Assign Unsaved Wounds"; spec interpretation 9). Each wound removes its damage
 * (1, or D3 for Multiple Wounds) from the one model it is put on, excess lost: a bin covering
 * problem, with models as bins of size W and wounds as items.
 *
 * Among the assignments that slay the most, the owner of the unit ("The opponent who failed
 * the saves chooses the order in which the wounds are assigned") loses the fewest wounds: the
 * solver also reports the most damage those slain models can soak up, excess included.
 *
 * @module
 */
import { InputError, show, TooLargeError } from '../errors.js';

/** The best assignment of a set of wounds: models slain, and the damage spent on them. */
export interface Cover {
  /** Models slain. */
  readonly slain: number;
  /** Damage put on the slain models (at least `slain × wounds`; the excess is lost). */
  readonly used: number;
}

/**
 * The largest Wounds the cover solvers take: their patterns grow as Wounds³ (1,000 Wounds:
 * about 0.8 s to list them), far beyond the scenario format's 100.
 *
 * @example
 * ```ts
 * coverSolver(MAX_COVER_WOUNDS + 1); // throws InputError at once
 * ```
 */
export const MAX_COVER_WOUNDS = 1000;

/**
 * The most cells {@link coverTable} fills (8 bytes each: 400 MB), and the most cell-pattern
 * steps it may take (about 20 s), checked before any work.
 *
 * @example
 * ```ts
 * coverTable(3, 1e9, 1e9, 0); // throws TooLargeError at once
 * ```
 */
export const MAX_COVER_CELLS = 5e7;
const MAX_COVER_STEPS = 1e10;

/** Wounds must be a whole number 1..MAX_COVER_WOUNDS: a huge one would hang the pattern list. */
function checkCoverWounds(api: string, wounds: number): void {
  if (!(Number.isSafeInteger(wounds) && wounds >= 1 && wounds <= MAX_COVER_WOUNDS)) {
    throw new InputError(
      `${api}: wounds must be a whole number 1..${MAX_COVER_WOUNDS}, got ${show(wounds)}`,
      'wounds',
      wounds,
    );
  }
}

/**
 * The sets of wounds that can slay one model of `wounds` Wounds when put on it, none spare:
 * [c1, c2, c3] counts of damage 1, 2 and 3 whose damage reaches `wounds` while the damage
 * before the last (largest) wound is below it. @internal
 *
 * @example
 * ```ts
 * coverPatterns(3); // [[3, 0, 0], [1, 1, 0], [2, 1, 0], [0, 2, 0]]: 1+1+1, 1+2, 1+1+2, 2+2
 * ```
 */
export function coverPatterns(wounds: number): [number, number, number][] {
  checkCoverWounds('coverPatterns', wounds);
  const patterns: [number, number, number][] = [];
  const m2 = wounds > 2 ? Math.ceil(wounds / 2) + 1 : 0;
  const m3 = wounds > 3 ? Math.ceil(wounds / 3) + 1 : 0;
  for (let c3 = 0; c3 <= m3; c3++) {
    for (let c2 = 0; c2 <= m2; c2++) {
      for (let c1 = 0; c1 <= wounds; c1++) {
        const sum = c1 + 2 * c2 + 3 * c3;
        const largest = c3 > 0 ? 3 : c2 > 0 ? 2 : 1;
        if (sum >= wounds && sum - largest < wounds) patterns.push([c1, c2, c3]);
      }
    }
  }
  return patterns;
}

/**
 * A memoised exact solver for items of sizes 1, 2 and 3 and models of `wounds` Wounds (items
 * of `wounds` or more slay a model alone and are counted apart by the caller). The reference
 * every faster form (`coverTable`, the compressed machines of `ClassMachine.ts`) is
 * tested against.
 *
 * The recursion takes one slain model at a time with a set of wounds that slays it and could
 * all have been put on it (damage before the last, largest wound below its Wounds), so it is
 * exact; it maximises models slain, then damage spent on them. Wounds left over total less
 * than `wounds` (or they would slay another model), so they fit on one survivor. The memo
 * holds one entry per item count triple met.
 *
 * @example
 * ```ts
 * const cover = coverSolver(3);
 * cover(1, 2, 0); // { slain: 1, used: 4 }: 2+2 slays one model, the 1 goes on another
 * cover(2, 2, 0); // { slain: 2, used: 6 }: two 2+1 pairs
 * ```
 */
export function coverSolver(wounds: number): (n1: number, n2: number, n3: number) => Cover {
  checkCoverWounds('coverSolver', wounds);
  const patterns = coverPatterns(wounds);
  const NONE: Cover = { slain: 0, used: 0 };
  const memo = new Map<number, Cover>();
  const solve = (n1: number, n2: number, n3: number): Cover => {
    if (n1 + 2 * n2 + 3 * n3 < wounds) return NONE;
    const key = n1 + 4096 * (n2 + 4096 * n3);
    const known = memo.get(key);
    if (known) return known;
    let best = NONE;
    for (const [c1, c2, c3] of patterns) {
      if (c1 <= n1 && c2 <= n2 && c3 <= n3) {
        const rest = solve(n1 - c1, n2 - c2, n3 - c3);
        const slain = rest.slain + 1;
        const used = rest.used + c1 + 2 * c2 + 3 * c3;
        if (slain > best.slain || (slain === best.slain && used > best.used)) {
          best = { slain, used };
        }
      }
    }
    memo.set(key, best);
    return best;
  };
  return solve;
}

/**
 * The answers of {@link coverSolver} for every count up to some bounds, in flat arrays.
 *
 * @example
 * ```ts
 * const t: CoverTable = coverTable(3, 4, 2, 0);
 * t.slain[4]; // 1: four 1s slay one model of 3 Wounds
 * ```
 */
export interface CoverTable {
  /** Models slain, at `n1 + (max1 + 1) × (n2 + (max2 + 1) × n3)`. */
  readonly slain: Int32Array;
  /** Damage spent on the slain models, same index. */
  readonly used: Int32Array;
}

/**
 * {@link coverSolver}'s recursion computed bottom-up for every n1 ≤ max1, n2 ≤ max2,
 * n3 ≤ max3 at once, in typed arrays: no recursion, no map, the same answers. Cost:
 * O(cells × patterns) time, 8 bytes per cell.
 *
 * @example
 * ```ts
 * const t = coverTable(3, 4, 2, 0);
 * t.slain[1 + 5 * 2]; // 1 (n1 = 1, n2 = 2: 2+2 slays one model)
 * t.used[1 + 5 * 2]; // 4
 * ```
 */
export function coverTable(wounds: number, max1: number, max2: number, max3: number): CoverTable {
  checkCoverWounds('coverTable', wounds);
  for (const [name, x] of [
    ['max1', max1],
    ['max2', max2],
    ['max3', max3],
  ] as const) {
    if (!(Number.isSafeInteger(x) && x >= 0)) {
      throw new InputError(
        `coverTable: ${name} must be a whole number >= 0, got ${show(x)}`,
        name,
        x,
      );
    }
  }
  const size = (max1 + 1) * (max2 + 1) * (max3 + 1);
  if (size > MAX_COVER_CELLS) {
    throw new TooLargeError(
      `coverTable: ${size.toExponential(1)} cells, more than ${MAX_COVER_CELLS.toExponential(0)} (${(MAX_COVER_CELLS * 8) / 1e6} MB); use smaller bounds`,
    );
  }
  const patterns = coverPatterns(wounds);
  if (size * patterns.length > MAX_COVER_STEPS) {
    throw new TooLargeError(
      `coverTable: about ${(size * patterns.length).toExponential(1)} steps (${size} cells × ${patterns.length} patterns), more than ${MAX_COVER_STEPS.toExponential(0)}; use smaller bounds`,
    );
  }
  // Flat pattern arrays and their offsets in the table: plain loops, fast even before the JIT.
  const count = patterns.length;
  const p1 = Int32Array.from(patterns, (p) => p[0]);
  const p2 = Int32Array.from(patterns, (p) => p[1]);
  const p3 = Int32Array.from(patterns, (p) => p[2]);
  const damage = Int32Array.from(patterns, (p) => p[0] + 2 * p[1] + 3 * p[2]);
  const r1 = max1 + 1;
  const r2 = max2 + 1;
  const cells = r1 * r2 * (max3 + 1);
  const slain = new Int32Array(cells);
  const used = new Int32Array(cells);
  const offset = Int32Array.from(patterns, (p) => p[0] + r1 * (p[1] + r2 * p[2]));
  let i = 0;
  for (let n3 = 0; n3 <= max3; n3++) {
    for (let n2 = 0; n2 <= max2; n2++) {
      for (let n1 = 0; n1 <= max1; n1++, i++) {
        if (n1 + 2 * n2 + 3 * n3 < wounds) continue;
        let bs = 0;
        let bu = 0;
        for (let k = 0; k < count; k++) {
          if (p1[k]! <= n1 && p2[k]! <= n2 && p3[k]! <= n3) {
            // Earlier in the row-major order, so already computed.
            const j = i - offset[k]!;
            const s = slain[j]! + 1;
            const u = used[j]! + damage[k]!;
            if (s > bs || (s === bs && u > bu)) {
              bs = s;
              bu = u;
            }
          }
        }
        slain[i] = bs;
        used[i] = bu;
      }
    }
  }
  return { slain, used };
}
