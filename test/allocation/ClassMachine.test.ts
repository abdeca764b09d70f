// The compressed allocation machines against the plain reading of the rules: a reference
// that keeps every count of wounds and asks coverSolver (the exhaustively tested solver of
// maxSlain.test.ts). A breadth-first walk over pairs (reference state, machine state) from
// the start, through every damage, checks both give the same models slain and wounds lost
// everywhere: for these sizes that proves the machines equal, not only on samples.
import { describe, expect, it } from 'vitest';
import {
  type ClassMachine,
  classMachine,
  classMachineSize,
  sequentialNumbering,
} from '../../src/allocation/ClassMachine.js';
import { coverSolver, coverTable } from '../../src/allocation/maxSlain.js';
import { TooLargeError } from '../../src/errors.js';
import type { Allocation } from '../../src/scenario/types.js';

interface Reference {
  start: number[];
  step(raw: number[], size: number): number[];
  slain(raw: number[]): number;
  lost(raw: number[]): number;
}

/** The rules read plainly: counts (k slain alone, n1, n2, n3), no compression. */
function rulesReference(models: number, wounds: number): Reference {
  const cover = coverSolver(wounds);
  const slain = ([k, a, b, c]: number[]) => Math.min(models, k! + cover(a!, b!, c!).slain);
  return {
    start: [0, 0, 0, 0],
    step: (raw, size) => {
      const r = raw.slice();
      r[size >= wounds ? 0 : size]! += 1;
      return r;
    },
    slain,
    lost: (raw) => {
      const [k, a, b, c] = raw;
      if (slain(raw) >= models) return models * wounds;
      const cv = cover(a!, b!, c!);
      return (k! + cv.slain) * wounds + (k! > 0 ? 0 : a! + 2 * b! + 3 * c! - cv.used);
    },
  };
}

/** Sequential read plainly: every wound on the wounded model, excess lost. */
function sequentialReference(models: number, wounds: number): Reference {
  return {
    start: [0, 0],
    step: ([s, d], size) => {
      if (s! >= models) return [s!, 0];
      return d! + size >= wounds ? [s! + 1, 0] : [s!, d! + size];
    },
    slain: ([s]) => s!,
    lost: ([s, d]) => s! * wounds + d!,
  };
}

/** Walks both machines together; returns the number of pairs visited. */
function expectSameMachine(models: number, wounds: number, policy: Allocation): number {
  const m = classMachine(models, wounds, policy);
  const ref =
    policy === 'rules' ? rulesReference(models, wounds) : sequentialReference(models, wounds);
  const seen = new Set<string>();
  const queue: [number[], number][] = [[ref.start, 0]];
  for (let i = 0; i < queue.length; i++) {
    const [raw, s] = queue[i]!;
    const key = `${raw.join(',')}|${s}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const got = [m.slain[s], m.woundsLost[s]];
    const want = [ref.slain(raw), ref.lost(raw)];
    if (got[0] !== want[0] || got[1] !== want[1]) {
      expect({ models, wounds, policy, counts: raw, state: s, got }).toEqual({
        models,
        wounds,
        policy,
        counts: raw,
        state: s,
        got: want,
      });
    }
    // Once every model is slain nothing changes (the reference's counts still grow).
    if (want[0]! >= models) continue;
    for (let size = 1; size <= wounds; size++) {
      queue.push([ref.step(raw, size), m.next[s * m.stride + size]!]);
    }
  }
  return seen.size;
}

describe('classMachine(models, wounds, policy) equals the counts read with coverSolver', () => {
  for (const wounds of [1, 2, 3]) {
    it(`rules, Wounds ${wounds}, 1 to 12 models: every reachable pair agrees`, () => {
      for (let models = 1; models <= 12; models++) expectSameMachine(models, wounds, 'rules');
    });
  }
  it('rules, Wounds 3, 25 models (the lemma far from the cap)', () => {
    expect(expectSameMachine(25, 3, 'rules')).toBeGreaterThan(10_000);
  });
  it('rules, Wounds 4 to 6, 1 to 4 models', () => {
    for (const wounds of [4, 5, 6]) {
      for (let models = 1; models <= 4; models++) expectSameMachine(models, wounds, 'rules');
    }
  });
  it('sequential, Wounds 1 to 5, 1 to 8 models', () => {
    for (let wounds = 1; wounds <= 5; wounds++) {
      for (let models = 1; models <= 8; models++) expectSameMachine(models, wounds, 'sequential');
    }
  });
});

/** Moore's minimisation: the number of classes of states no sequence of wounds tells apart. */
function minimalStates(m: ClassMachine): number {
  let cls = Array.from({ length: m.states }, (_, s) => `${m.slain[s]},${m.woundsLost[s]}`);
  let count = new Set(cls).size;
  for (;;) {
    const keys = cls.map((c, s) => {
      let k = c;
      for (let size = 1; size < m.stride; size++) k += `|${cls[m.next[s * m.stride + size]!]}`;
      return k;
    });
    const ids = new Map<string, string>();
    for (const k of keys) if (!ids.has(k)) ids.set(k, String(ids.size));
    cls = keys.map((k) => ids.get(k)!);
    if (ids.size === count) return count;
    count = ids.size;
  }
}

describe('classMachine is minimal for Wounds 1 to 3 (Moore finds nothing to merge)', () => {
  it('rules and sequential, 1 to 15 models', () => {
    for (let models = 1; models <= 15; models++) {
      for (const wounds of [1, 2, 3]) {
        for (const policy of ['rules', 'sequential'] as const) {
          const m = classMachine(models, wounds, policy);
          expect(minimalStates(m)).toBe(m.states);
        }
      }
    }
  });
});

describe('sequentialNumbering: the sequential machine numbers its states slain × W + damage', () => {
  it('holds for every sequential machine of 1 to 30 models, Wounds 1 to 6, and 500 x W3', () => {
    for (let wounds = 1; wounds <= 6; wounds++) {
      for (let models = 1; models <= 30; models++) {
        expect(sequentialNumbering(classMachine(models, wounds, 'sequential'))).toBe(true);
      }
    }
    const big = classMachine(500, 3, 'sequential');
    expect(sequentialNumbering(big)).toBe(true);
    // What the sampler relies on, step by step: 1s add, and the last state takes every wound.
    let s = 0;
    for (let k = 0; k < 1500; k++) s = big.next[s * big.stride + 1]!;
    expect(s).toBe(1500);
    expect(big.slain[1500]).toBe(500);
    expect(big.next[1500 * big.stride + 2]).toBe(1500);
  });
  it('does not hold for rules machines that compress (Wounds 2 and 3), nor for a changed table', () => {
    expect(sequentialNumbering(classMachine(5, 2, 'rules'))).toBe(false);
    expect(sequentialNumbering(classMachine(5, 3, 'rules'))).toBe(false);
    // Rules with Wounds 1 is the sequential machine (each wound slays a model).
    expect(sequentialNumbering(classMachine(5, 1, 'rules'))).toBe(true);
    const m = classMachine(4, 3, 'sequential');
    const next = m.next.slice();
    next[5 * m.stride + 3] = 7; // slaying outright from 1 model slain, 2 damage: should be 6
    expect(sequentialNumbering({ ...m, next })).toBe(false);
    const slain = m.slain.slice();
    slain[3] = 0;
    expect(sequentialNumbering({ ...m, slain })).toBe(false);
  });
});

describe('classMachineSize(models, wounds, policy): the size before building', () => {
  it('is exact for sequential and for rules with Wounds 1 to 3 (every unit up to 200 models)', () => {
    for (let models = 1; models <= 200; models++) {
      for (const wounds of [1, 2, 3]) {
        for (const policy of ['rules', 'sequential'] as const) {
          const states = classMachine(models, wounds, policy).states;
          if (classMachineSize(models, wounds, policy) !== states) {
            expect({ models, wounds, policy, size: classMachineSize(models, wounds, policy) }).toBe(
              { models, wounds, policy, size: states },
            );
          }
        }
      }
    }
    expect(classMachine(100, 3, 'rules').states).toBe(10_991);
  });
  it('bounds rules with Wounds 4 or more from above (within 5 times)', () => {
    for (const [models, wounds] of [
      [1, 4],
      [3, 4],
      [6, 5],
      [4, 7],
    ] as const) {
      const states = classMachine(models, wounds, 'rules').states;
      const bound = classMachineSize(models, wounds, 'rules');
      expect(bound).toBeGreaterThanOrEqual(states);
      expect(bound).toBeLessThan(states * 5);
    }
  });
  it('refuses from the formula, naming the size: 1,500 models of 3 Wounds, 60 of 6', () => {
    expect(() => classMachine(1500, 3, 'rules')).toThrow(
      'allocation of 1500 models of 3 Wounds (allocation "rules") needs 2264991 states, more than 2000000; both methods use this table (exact and monte-carlo): use allocation "sequential", or split the unit',
    );
    expect(() => classMachine(60, 6, 'rules')).toThrow(/needs more than 2000000 states/);
    expect(() => classMachine(1000, 100, 'rules')).toThrow(TooLargeError);
  });
});

describe('coverTable(wounds, max1, max2, max3) equals coverSolver cell by cell', () => {
  it('Wounds 2 to 7 on a box of counts', () => {
    for (let wounds = 2; wounds <= 7; wounds++) {
      const cover = coverSolver(wounds);
      const [a, b, c] = [14, 9, wounds > 3 ? 6 : 0];
      const t = coverTable(wounds, a, b, c);
      let i = 0;
      for (let n3 = 0; n3 <= c; n3++) {
        for (let n2 = 0; n2 <= b; n2++) {
          for (let n1 = 0; n1 <= a; n1++, i++) {
            const want = cover(n1, n2, n3);
            expect([t.slain[i], t.used[i]]).toEqual([want.slain, want.used]);
          }
        }
      }
    }
  });
});
