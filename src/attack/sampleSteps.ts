/**
 * The steps both samplers of the general plan take die by die (`sample.ts`, dice by dice, and
 * `sampleCounts.ts`, for what it does not count in bulk): a D6 test through its table, Feel No
 * Pain point by point, and one wound's damage on the allocation machine.
 *
 * @module
 */
import type { UnitMachine } from '../allocation/UnitMachine.js';
import type { DiceStream } from '../random/index.js';

/**
 * A D6 test's roll through its `testTable` (0 fail, 1 pass, 2 re-roll; the re-roll's at
 * 7 + face), its re-roll included: whether it passes. One or two dice.
 *
 * @example
 * ```ts
 * passesTest(testTable(d6Test(4)), dice); // true on a 4, 5 or 6
 * ```
 */
export function passesTest(t: Int8Array, dice: DiceStream): boolean {
  let c = t[dice.d6()]!;
  if (c === 2) c = t[7 + dice.d6()]!;
  return c === 1;
}

/**
 * The points of damage Feel No Pain lets through, one roll per point (`fnp` null: none).
 *
 * @example
 * ```ts
 * lostAfterFnp(testTable(d6Test(5)), 3, dice); // 0 to 3
 * ```
 */
export function lostAfterFnp(fnp: Int8Array | null, points: number, dice: DiceStream): number {
  if (fnp === null) return points;
  let lost = 0;
  for (let i = 0; i < points; i++) if (!passesTest(fnp, dice)) lost++;
  return lost;
}

/**
 * `points` of damage (after Feel No Pain) on the model at the current position, of group `g`:
 * one step of its class's allocation machine, the class states in `classState`.
 *
 * @example
 * ```ts
 * allocatePoints(unit, classState, 0, 2);
 * ```
 */
export function allocatePoints(
  unit: UnitMachine,
  classState: Int32Array,
  g: number,
  points: number,
): void {
  if (points <= 0) return;
  const cls = unit.classOfGroup[g]!;
  const m = unit.classes[cls]!;
  const size = Math.min(points, m.wounds);
  classState[cls] = m.next[classState[cls]! * m.stride + size]!;
}
