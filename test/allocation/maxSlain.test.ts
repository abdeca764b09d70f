import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classMachine } from '../../src/allocation/ClassMachine.js';
import { coverSolver } from '../../src/allocation/maxSlain.js';

/** Most bins of size w covered by any assignment of items to `bins` bins (exhaustive). */
function exhaustive(items: number[], w: number): number {
  const bins = items.length;
  const load = new Array<number>(bins).fill(0);
  let best = 0;
  const go = (i: number) => {
    if (i === items.length) {
      best = Math.max(best, load.filter((l) => l >= w).length);
      return;
    }
    const seen = new Set<number>();
    for (let b = 0; b < bins; b++) {
      if (seen.has(load[b]!)) continue;
      seen.add(load[b]!);
      load[b]! += items[i]!;
      go(i + 1);
      load[b]! -= items[i]!;
    }
  };
  go(0);
  return best;
}

describe('coverSolver(wounds)(n1, n2, n3): the most models any assignment slays', () => {
  it('hand values: W3 with 2,2,1,1 slays 2 (2+1 twice); W4 with 3,3,2 slays 1', () => {
    expect(coverSolver(3)(2, 2, 0)).toBe(2);
    expect(coverSolver(4)(0, 1, 2)).toBe(1);
    expect(coverSolver(2)(5, 0, 0)).toBe(2);
  });
  it('equals an exhaustive search over every assignment', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 7 }),
        fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 9 }),
        (w, raw) => {
          const items = raw.filter((s) => s < w);
          const n = [1, 2, 3].map((s) => items.filter((x) => x === s).length);
          expect(coverSolver(w)(n[0]!, n[1]!, n[2]!)).toBe(exhaustive(items, w));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('classMachine(models, wounds, policy)', () => {
  it('sequential: two 1-damage wounds slay a two-wound model, excess of a 3 is lost', () => {
    const m = classMachine(3, 2, 'sequential');
    const step = (s: number, size: number) => m.next[s * m.stride + size]!;
    const s = step(step(0, 1), 1);
    expect(m.slain[s]).toBe(1);
    const t = step(step(0, 1), 2); // 1 then a 2-damage wound: slain, excess lost
    expect([m.slain[t], m.woundsLost[t]]).toEqual([1, 2]);
  });
  it('rules: 1, 1, 1 on three-wound models slays one; never more than the models', () => {
    const m = classMachine(2, 3, 'rules');
    let s = 0;
    for (let i = 0; i < 3; i++) s = m.next[s * m.stride + 1]!;
    expect(m.slain[s]).toBe(1);
    for (let i = 0; i < 10; i++) s = m.next[s * m.stride + 3]!;
    expect(m.slain[s]).toBe(2);
  });
  it('merges every wiped-out state into one: W1 has models + 1 states', () => {
    expect(classMachine(5, 1, 'rules').states).toBe(6);
  });
});
