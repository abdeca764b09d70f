// The chain stepped by damaging wounds alone (damageChain), held against the chain of every
// wound (markov.ts's chain + allocationStep, the engine's path below QUADRATIC_SHOTS) on many
// random small cases: the same law of the state after the wounds, to 1e-13 (the sums are
// rounded in another order). And the engine's choice of it, and the kept machines.
import { describe, expect, it } from 'vitest';
import { allocationStep, chain } from '../../src/allocation/markov.js';
import { type AllocationGroup, unitMachine } from '../../src/allocation/UnitMachine.js';
import { damageChain } from '../../src/attack/woundChain/damageChain.js';
import { exactAttack, QUADRATIC_SHOTS } from '../../src/attack/woundChain/exact.js';
import { keptUnitMachine } from '../../src/attack/woundChain/machineCache.js';
import { Dist, thin } from '../../src/dist/index.js';
import { compileAttack } from '../../src/rulesets/scrollhammer/compile.js';

/** A small deterministic generator (mulberry32), so that a failure can be replayed. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Random weights of the given length, each zero with chance `zero`, summing to 1. */
function weights(random: () => number, length: number, zero: number): Float64Array {
  const w = new Float64Array(length);
  for (let i = 0; i < length; i++) w[i] = random() < zero ? 0 : random();
  if (w.every((x) => x === 0)) w[Math.floor(random() * length)] = 1;
  const total = w.reduce((a, b) => a + b, 0);
  return w.map((x) => x / total);
}

function expectClose(a: Float64Array, b: Float64Array, what: string): void {
  expect(a.length, what).toBe(b.length);
  let worst = 0;
  for (let i = 0; i < a.length; i++) worst = Math.max(worst, Math.abs(a[i]! - b[i]!));
  expect(worst, what).toBeLessThan(1e-13);
}

describe('damageChain against the chain of every wound', () => {
  // Counts up to 40 wounds at up to 6 models: many cases end in states no wound leaves, so
  // the early stop is among them.
  it('600 random one-group units, damage laws, wound counts and start states', () => {
    const random = generator(20261208);
    for (let c = 0; c < 600; c++) {
      const wounds = 1 + Math.floor(random() * 4);
      const groups: AllocationGroup[] = [
        { models: 1 + Math.floor(random() * 6), wounds, character: random() < 0.15 },
      ];
      const policy = random() < 0.5 ? 'rules' : 'sequential';
      const unit = unitMachine(groups, policy);
      expect(unit.period * unit.classes.length).toBe(1);
      const m = unit.classes[0]!;
      // The wound's damage: index 0 no damage (sometimes never, sometimes always).
      const q =
        c % 50 === 7
          ? new Float64Array(wounds + 1).fill(0).map((_, i) => (i === 0 ? 1 : 0))
          : weights(random, wounds + 1, c % 5 === 0 ? 0.6 : 0.2);
      if (c % 7 === 3) {
        // No wound that does nothing.
        const rest = q.slice(1).reduce((a, b) => a + b, 0);
        if (rest > 0) for (let i = 0; i <= wounds; i++) q[i] = i === 0 ? 0 : q[i]! / rest;
      }
      const count = weights(random, 1 + Math.floor(random() * 40), 0.3);
      // A start state: the law after a few wounds of another damage law.
      let start: Float64Array = new Float64Array(m.states);
      start[0] = 1;
      if (random() < 0.5) {
        const other = weights(random, wounds + 1, 0.2);
        start = chain(start, weights(random, 4, 0.2), (cur, out) =>
          allocationStep(unit, [other], cur, out),
        );
      }
      const every = chain(start, count, (cur, out) => allocationStep(unit, [q], cur, out));
      const damaging = thin(Dist.unchecked(count.slice()), 1 - q[0]!).toArray();
      const fast = damageChain(m, q, damaging, start);
      expectClose(fast, every, `case ${c}: ${JSON.stringify({ groups, policy })}`);
    }
  });

  it('two damaging wounds of 1 or 2 at 2 models of 2 Wounds (rules): by hand', () => {
    // Given damage, 1 or 2 alike (0.35 each of the 0.7). 1 then 1: both on one model, its 2
    // Wounds, 1 slain; 2 and 2: 2 slain; 1 and 2 in either order: the 2 slays a model alone
    // and the 1 stays on the other, 1 slain. Each pair 1/4: 1 slain 3/4, 2 slain 1/4.
    const m = unitMachine([{ models: 2, wounds: 2 }], 'rules').classes[0]!;
    const start = new Float64Array(m.states);
    start[0] = 1;
    const after = damageChain(
      m,
      new Float64Array([0.3, 0.35, 0.35]),
      new Float64Array([0, 0, 1]),
      start,
    );
    const slain = [0, 0, 0];
    after.forEach((p, s) => {
      slain[m.slain[s]!]! += p;
    });
    expect(slain[0]).toBe(0);
    expect(slain[1]).toBeCloseTo(3 / 4, 15);
    expect(slain[2]).toBeCloseTo(1 / 4, 15);
  });
});

describe('the engine above QUADRATIC_SHOTS takes damageChain, to the same law', () => {
  // One group against two identical halves: the halves' unit has a round of the wound pool,
  // so it takes the chain of every wound.
  function volley(groups: number[], attackers: number) {
    return compileAttack({
      phase: 'shooting',
      allocation: 'rules',
      attackers: Array.from({ length: attackers }, (_, i) => ({
        models: 400,
        bs: 4,
        shots: 1,
        strength: 4 + i,
        ap: 1,
        rules: ['critical-strike'],
        reroll: {},
      })),
      target: {
        groups: groups.map((models) => ({
          models,
          toughness: 4,
          wounds: 3,
          save: 4,
          feelNoPain: 5,
          rules: [],
        })),
        goneToGround: false,
      },
    });
  }
  it.each([1, 2])('400 shots a group with Critical Strike, %i attacker groups, at 12 x W3', (n) => {
    expect(400).toBeGreaterThan(QUADRATIC_SHOTS);
    const one = exactAttack(volley([12], n));
    const two = exactAttack(volley([6, 6], n));
    for (const key of ['slain', 'woundsLost'] as const) {
      for (let k = 0; k <= Math.max(one[key].max, two[key].max); k++) {
        expect(Math.abs(one[key].at(k) - two[key].at(k)), `${key}[${k}]`).toBeLessThan(1e-12);
      }
    }
  });
});

describe('keptUnitMachine', () => {
  it('the same machine for the same groups and policy, another for others', () => {
    const a = keptUnitMachine([{ models: 7, wounds: 3 }], 'rules');
    expect(keptUnitMachine([{ models: 7, wounds: 3 }], 'rules')).toBe(a);
    expect(keptUnitMachine([{ models: 7, wounds: 3 }], 'sequential')).not.toBe(a);
    expect(keptUnitMachine([{ models: 7, wounds: 3, character: true }], 'rules')).not.toBe(a);
    expect(keptUnitMachine([{ models: 7, wounds: 2 }], 'rules')).not.toBe(a);
    expect(keptUnitMachine([{ models: 7, wounds: 3 }], 'rules').states).toBe(
      unitMachine([{ models: 7, wounds: 3 }], 'rules').states,
    );
  });
  it('checks the groups each time, even for a key already kept', () => {
    keptUnitMachine([{ models: 5, wounds: 1 }], 'rules');
    expect(() =>
      keptUnitMachine([{ models: '5' as unknown as number, wounds: 1 }], 'rules'),
    ).toThrow(/models/);
  });
  it('keeps at most 8: the oldest is built again', () => {
    const first = keptUnitMachine([{ models: 3, wounds: 1 }], 'rules');
    for (let i = 0; i < 8; i++) keptUnitMachine([{ models: 20 + i, wounds: 1 }], 'rules');
    expect(keptUnitMachine([{ models: 3, wounds: 1 }], 'rules')).not.toBe(first);
  });
});
