/**
 * The allocation chain of a unit of one group stepped only by the wounds that do damage.
 *
 * A wound that does no damage (saved, or discounted by Feel No Pain) leaves a one-group unit's
 * state as it was (column 0 of the machine's table is the identity, and there is no round of
 * the wound pool whose position would move on). Each wound does damage of each size
 * independently of the others, so among N wounds the number that do damage is binomial and
 * their sizes are independent draws of the damage given that there is some: the state after
 * the wounds has the same law when the chain is stepped by the damaging wounds alone, each
 * with the conditional damage `q[s] / (1 - q[0])`, weighted by the law of their number. That
 * law is what the engine already counts for a one-group unit (the unsaved wounds).
 *
 * It is faster for two reasons: a step scatters one entry less per state, and the chain of
 * damaging wounds ends. Without the wounds that do nothing, every state that leaves some model
 * standing is left after a bounded number of damaging wounds (about 300 for 100 models of 3
 * Wounds), and then every bit of probability sits in states no wound can leave; the rest of
 * the sum is that vector times the chance of at least that many damaging wounds, and the chain
 * stops instead of stepping through the hundreds of wound counts after. The sum's terms are
 * the same in law; their rounding differs (about 1e-16), so the engine takes this path only
 * where it already computes in that way (above `QUADRATIC_SHOTS` shots, whose numbers the docs
 * do not publish to the last bit).
 *
 * @module
 */
import type { ClassMachine } from '../../allocation/ClassMachine.js';

/**
 * Σ_N `count[N]` · T_dᴺ(`start`), where T_d is one damaging wound through the machine `m`
 * (damage of size s with chance `damage[s]`, `damage[0]` ignored: the sizes with a chance are
 * renormalised to sum to 1) and `count[N]` the chance of N damaging wounds. Stops as soon as
 * every state holding probability is one no damage leaves (then the remaining terms are equal).
 * Cost: O(steps × states reached × damage sizes), steps at most `count.length` and at most
 * the most damaging wounds that leave a state some wound can still change.
 *
 * @example
 * ```ts
 * const m = classMachine(5, 2, 'rules');
 * const start = new Float64Array(m.states); start[0] = 1;
 * // Two damaging wounds, each 1 or 2 damage alike: the law of the state after them.
 * damageChain(m, new Float64Array([0, 0.5, 0.5]), new Float64Array([0, 0, 1]), start);
 * ```
 */
export function damageChain(
  m: ClassMachine,
  damage: Float64Array,
  count: Float64Array,
  start: Float64Array,
): Float64Array {
  const n = m.states;
  const stride = m.stride;
  const next = m.next;
  const sizes: number[] = [];
  let total = 0;
  for (let s = 1; s < damage.length; s++) {
    if (damage[s]! > 0) {
      sizes.push(s);
      total += damage[s]!;
    }
  }
  const acc = new Float64Array(n);
  let cur = start.slice();
  // No damage can happen: every term is the start.
  if (sizes.length === 0) {
    let all = 0;
    for (let t = 0; t < count.length; t++) all += count[t]!;
    for (let i = 0; i < n; i++) acc[i] = all * cur[i]!;
    return acc;
  }
  const chances = sizes.map((s) => damage[s]! / total);
  // States no damage of these sizes leaves: their probability stays put.
  const fixed = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    let stays = 1;
    for (const s of sizes) if (next[i * stride + s] !== i) stays = 0;
    fixed[i] = stays;
  }
  const k = sizes.length;
  const s1 = sizes[0]!;
  const c1 = chances[0]!;
  const s2 = sizes[1] ?? 0;
  const c2 = chances[1] ?? 0;
  const s3 = sizes[2] ?? 0;
  const c3 = chances[2] ?? 0;
  // The states holding probability, listed (the probability sits in a narrow band of the
  // states: about a tenth of them for 100 models of 3 Wounds), and a mark per state saying in
  // which step's list it is, so that a step visits, clears and sums only those.
  let list = new Int32Array(n);
  let size = 0;
  for (let i = 0; i < n; i++) if (cur[i] !== 0) list[size++] = i;
  let nextList = new Int32Array(n);
  const mark = new Int32Array(n).fill(-1);
  let out = new Float64Array(n);
  for (let t = 0; t < count.length; t++) {
    if (t > 0) {
      let nextSize = 0;
      let live = false;
      for (let j = 0; j < size; j++) {
        const i = list[j]!;
        const p = cur[i]!;
        if (fixed[i] === 1) {
          if (mark[i] !== t) {
            mark[i] = t;
            nextList[nextSize++] = i;
          }
          out[i]! += p;
          continue;
        }
        live = true;
        const row = i * stride;
        if (k <= 3) {
          // Unused sizes point at column 0 (the same state) with chance 0: adds of zero, the
          // state listed as if it could stay (it may hold 0 in the next step: harmless).
          const t1 = next[row + s1]!;
          const t2 = next[row + s2]!;
          const t3 = next[row + s3]!;
          if (mark[t1] !== t) {
            mark[t1] = t;
            nextList[nextSize++] = t1;
          }
          if (mark[t2] !== t) {
            mark[t2] = t;
            nextList[nextSize++] = t2;
          }
          if (mark[t3] !== t) {
            mark[t3] = t;
            nextList[nextSize++] = t3;
          }
          out[t1]! += p * c1;
          out[t2]! += p * c2;
          out[t3]! += p * c3;
        } else {
          for (let j2 = 0; j2 < k; j2++) {
            const to = next[row + sizes[j2]!]!;
            if (mark[to] !== t) {
              mark[to] = t;
              nextList[nextSize++] = to;
            }
            out[to]! += p * chances[j2]!;
          }
        }
      }
      // The old vector is cleared where it held probability, and becomes the next output.
      for (let j = 0; j < size; j++) cur[list[j]!] = 0;
      [cur, out] = [out, cur];
      [list, nextList] = [nextList, list];
      size = nextSize;
      if (!live) {
        // Every state holding probability is fixed: all the terms left are `cur`.
        let rest = 0;
        for (let u = t; u < count.length; u++) rest += count[u]!;
        for (let j = 0; j < size; j++) acc[list[j]!]! += rest * cur[list[j]!]!;
        return acc;
      }
    }
    const w = count[t]!;
    if (w > 0) for (let j = 0; j < size; j++) acc[list[j]!]! += w * cur[list[j]!]!;
  }
  return acc;
}
