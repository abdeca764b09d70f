// A first die and a further die (the 6+/X+ entries of MESBG's To Wound chart,
// 003_f07a2392f32efa83.txt, ROLLING TO WOUND (27)): the exact chance against an enumeration of
// the faces, and the dice the sampler's interpreter takes.
import { describe, expect, it } from 'vitest';
import { type D6Source, d6Test } from '../../src/rules/d6Test.js';
import {
  canPass,
  rollSuccessive,
  type SuccessiveTest,
  successiveChance,
} from '../../src/rules/successiveTest.js';

/** Dice that deal `faces` in turn; `left()` says how many were not taken. */
function dealt(faces: readonly number[]): D6Source & { left(): number } {
  const queue = [...faces];
  return {
    d6: () => queue.shift() ?? expect.fail('more dice rolled than dealt'),
    left: () => queue.length,
  };
}

describe('successiveChance', () => {
  it('6+ then 4+: 1/6 × 1/2 = 1/12; 6+ then 5+ re-rolling failed dice: 11/36 × 5/9', () => {
    expect(successiveChance({ first: d6Test(6), further: d6Test(4) })).toBeCloseTo(1 / 12, 15);
    // A failed die re-rolled: 1 - (5/6)² = 11/36 for a 6+, 1 - (2/3)² = 5/9 for a 5+.
    expect(
      successiveChance({ first: d6Test(6, 'failed'), further: d6Test(5, 'failed') }),
    ).toBeCloseTo((11 / 36) * (5 / 9), 15);
    expect(successiveChance({ first: d6Test(3), further: null })).toBeCloseTo(2 / 3, 15);
  });

  it('equals the enumeration of every pair of faces (no re-rolls)', () => {
    for (let a = 2; a <= 7; a++) {
      for (let b = 2; b <= 7; b++) {
        let p = 0;
        for (let x = 1; x <= 6; x++) for (let y = 1; y <= 6; y++) if (x >= a && y >= b) p += 1 / 36;
        expect(successiveChance({ first: d6Test(a), further: d6Test(b) })).toBeCloseTo(p, 14);
      }
    }
  });
});

describe('rollSuccessive takes the dice the rules say', () => {
  const twoDice: SuccessiveTest = { first: d6Test(6), further: d6Test(4) };
  it('the further die only after the first passes', () => {
    const fail = dealt([5, 6]);
    expect(rollSuccessive(twoDice, fail)).toBe(false);
    expect(fail.left()).toBe(1);
    const pass = dealt([6, 4, 6]);
    expect(rollSuccessive(twoDice, pass)).toBe(true);
    expect(pass.left()).toBe(1);
    expect(rollSuccessive(twoDice, dealt([6, 3]))).toBe(false);
  });
  it('no die at all when the first die cannot pass, even with a re-roll', () => {
    const d = dealt([6]);
    expect(rollSuccessive({ first: d6Test(7, 'failed'), further: null }, d)).toBe(false);
    expect(d.left()).toBe(1);
  });
  it('canPass is false only when a die needs 7', () => {
    expect(canPass(twoDice)).toBe(true);
    expect(canPass({ first: d6Test(6), further: d6Test(7) })).toBe(false);
    expect(canPass({ first: d6Test(7), further: null })).toBe(false);
  });
});
