import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classMachine } from '../../src/allocation/ClassMachine.js';
import { coverSolver } from '../../src/allocation/maxSlain.js';

/**
 * Exhaustive: every assignment of items to as many models as items, keeping those that could
 * happen (a model's damage before its largest wound is below w); the most models slain, and
 * among those the fewest wounds lost (min(damage, w) per model).
 */
function exhaustive(items: number[], w: number): { slain: number; lost: number } {
  const bins = items.length;
  const groups: number[][] = Array.from({ length: bins }, () => []);
  let best = { slain: -1, lost: 0 };
  const go = (i: number) => {
    if (i === items.length) {
      let slain = 0;
      let lost = 0;
      for (const g of groups) {
        const sum = g.reduce((a, b) => a + b, 0);
        if (g.length > 0 && sum - Math.max(...g) >= w) return; // it died before the last wound
        if (sum >= w) slain++;
        lost += Math.min(sum, w);
      }
      if (slain > best.slain || (slain === best.slain && lost < best.lost)) best = { slain, lost };
      return;
    }
    for (let b = 0; b < bins; b++) {
      groups[b]!.push(items[i]!);
      go(i + 1);
      groups[b]!.pop();
      if (groups[b]!.length === 0) break; // empty models are interchangeable
    }
  };
  go(0);
  return best;
}

describe('coverSolver(wounds)(n1, n2, n3): the most models any assignment slays', () => {
  it('hand values: W3 with 2,2,1,1 slays 2 (2+1 twice); W4 with 3,3,2 slays 1', () => {
    expect(coverSolver(3)(2, 2, 0).slain).toBe(2);
    expect(coverSolver(4)(0, 1, 2).slain).toBe(1);
    expect(coverSolver(2)(5, 0, 0).slain).toBe(2);
  });
  it('the owner spends the most damage on the slain: W3 with 2,2,1 puts 2+2 on one model', () => {
    // 2+1 (used 3) leaves a 2 on a survivor: 5 wounds lost; 2+2 (used 4) leaves the 1: 4 lost.
    expect(coverSolver(3)(1, 2, 0)).toEqual({ slain: 1, used: 4 });
  });
  it('equals an exhaustive search over every assignment (slain, then wounds lost)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 7 }),
        fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 7 }),
        (w, raw) => {
          const items = raw.filter((s) => s < w);
          const n = [1, 2, 3].map((s) => items.filter((x) => x === s).length);
          const c = coverSolver(w)(n[0]!, n[1]!, n[2]!);
          const total = items.reduce((a, b) => a + b, 0);
          expect({ slain: c.slain, lost: c.slain * w + total - c.used }).toEqual(
            exhaustive(items, w),
          );
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
