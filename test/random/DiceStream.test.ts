import { fc, test } from '@fast-check/vitest';
import PcgRandom from 'pcg-random';
import { describe, expect } from 'vitest';
import { InputError } from '../../src/errors.js';
import { DiceStream, pcg32 } from '../../src/random/index.js';
import { countSamples, expectFit, uniformProbabilities } from '../stats/chiSquareHelper.js';
import { FakeSource, FIRST_ACCEPTED_FOR_D6, REJECTED_FOR_D6 } from './fakeSource.js';

/**
 * The documented method, with BigInt: for each word x, reject if x * 6^8 mod 2^32 < 2^32 mod
 * 6^8; else the base-6 digits of floor(x * 6^8 / 2^32), least significant first, plus 1.
 */
function referenceD6(words: () => number, n: number): number[] {
  const dice: number[] = [];
  while (dice.length < n) {
    const product = BigInt(words() >>> 0) * 6n ** 8n;
    if (product % 2n ** 32n < 2n ** 32n % 6n ** 8n) continue;
    let index = product >> 32n;
    for (let k = 0; k < 8; k++) {
      dice.push(Number(index % 6n) + 1);
      index /= 6n;
    }
  }
  return dice.slice(0, n);
}

const rolls = (n: number, roll: () => number): number[] => Array.from({ length: n }, roll);

describe('DiceStream.d6', () => {
  test.prop([fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }), fc.integer({ min: 0, max: 2 ** 31 })])(
    'DiceStream.d6 deals the base-6 digits of floor(word * 6^8 / 2^32), as documented',
    (seed, stream) => {
      const ref = pcg32(seed, stream);
      const dice = new DiceStream(pcg32(seed, stream));
      expect(rolls(100, () => dice.d6())).toEqual(referenceD6(() => ref.next32(), 100));
    },
  );

  test('DiceStream.d6 takes 8 dice from each word, reading one word ahead', () => {
    const source = pcg32(1);
    let used = 0;
    const dice = new DiceStream({
      next32: () => {
        used++;
        return source.next32();
      },
    });
    expect(used).toBe(0); // nothing is drawn before the first die
    dice.d6();
    expect(used).toBe(2); // the first word's dice, and the next word's computed ahead
    rolls(799, () => dice.d6());
    expect(used).toBe(101); // 800 dice from 100 words, and one ahead
    dice.d6();
    expect(used).toBe(102);
  });

  test('DiceStream.d6 rejects the words whose low product is below 2^32 mod 6^8 (fake source)', () => {
    const spare = 0xffffffff; // read ahead for the next 8 dice
    const source = new FakeSource([...REJECTED_FOR_D6, FIRST_ACCEPTED_FOR_D6, spare]);
    const dice = new DiceStream(source);
    const eight = rolls(8, () => dice.d6());
    expect(source.used).toBe(REJECTED_FOR_D6.length + 2);
    // floor(16774659 * 6^8 / 2^32) = 6560 = 2 + 1*6 + 2*36 + 0*216 + 5*1296: digits (least
    // significant first) 2, 1, 2, 0, 5, 0, 0, 0 -> dice 3, 2, 3, 1, 6, 1, 1, 1
    expect(eight).toEqual([3, 2, 3, 1, 6, 1, 1, 1]);
    expect(eight).toEqual(referenceD6(() => FIRST_ACCEPTED_FOR_D6, 8));
  });

  test('DiceStream.d6 accepts signed words: -1 is read as 0xffffffff', () => {
    const signed = new DiceStream(new FakeSource([-1, -1, -1]));
    const unsigned = new DiceStream(new FakeSource([0xffffffff, 0xffffffff, 0xffffffff]));
    expect(rolls(16, () => signed.d6())).toEqual(rolls(16, () => unsigned.d6()));
    // 0xffffffff * 6^8 / 2^32 = 6^8 - 1: every digit is 5, every die a 6.
    const sixes = new DiceStream(new FakeSource([-1, -1]));
    expect(rolls(8, () => sixes.d6())).toEqual(Array(8).fill(6));
  });

  test('DiceStream.d6 is uniform: 600,000 dice at 3 fixed seeds, chi-square p > 1e-4', () => {
    for (const seed of [1, 2, 3]) {
      const dice = new DiceStream(pcg32(seed));
      expectFit(
        countSamples(600_000, () => dice.d6()),
        uniformProbabilities(6, 1),
      );
    }
  });

  test('DiceStream.d6 pairs of consecutive dice are jointly uniform (36 cells, 600,000 pairs)', () => {
    // Pairs start at every position in the word, so pairs inside one word and pairs across
    // two words are both tested.
    for (const seed of [4, 5]) {
      const dice = new DiceStream(pcg32(seed));
      let previous = dice.d6();
      expectFit(
        countSamples(600_000, () => {
          const next = dice.d6();
          const cell = (previous - 1) * 6 + (next - 1);
          previous = next;
          return cell;
        }),
        uniformProbabilities(36),
      );
    }
  });

  test('DiceStream.d6 at each of the 8 positions in a word is uniform, and 8-dice sums fit 8D6', () => {
    const dice = new DiceStream(pcg32(6));
    const byPosition = Array.from({ length: 8 }, () => Array(7).fill(0) as number[]);
    const sums: number[] = Array(49).fill(0);
    for (let w = 0; w < 100_000; w++) {
      let sum = 0;
      for (let k = 0; k < 8; k++) {
        const d = dice.d6();
        byPosition[k]![d]!++;
        sum += d;
      }
      sums[sum]!++;
    }
    for (const counts of byPosition) expectFit(counts, uniformProbabilities(6, 1));
    // 8D6 by convolution: the sum of the 8 dice of one word must have the 8D6 distribution.
    let p = [1];
    for (let k = 0; k < 8; k++) {
      const next: number[] = Array(p.length + 6).fill(0);
      p.forEach((q, i) => {
        for (let f = 1; f <= 6; f++) next[i + f]! += q / 6;
      });
      p = next;
    }
    expectFit(sums, p);
  });

  test('DiceStream.d6 seeded dice are frozen: they never change within a major version', () => {
    // Saved seeds replay battles. If this fails, the change breaks them: a new major version.
    const dice = new DiceStream(pcg32(42, 54));
    expect(rolls(24, () => dice.d6())).toEqual([
      4, 5, 2, 6, 1, 5, 5, 4, 6, 6, 4, 1, 1, 3, 6, 3, 5, 2, 2, 2, 1, 2, 3, 5,
    ]);
    // The same dice computed in Python from the reference words 0xa15c02b7 0x7b47f409
    // 0xba1d3330 of pcg32_srandom(42, 54).
  });

  test('new DiceStream(pcg-random instance) gives the same dice as new DiceStream(pcg32)', () => {
    const ours = new DiceStream(pcg32(42n, 54n));
    const theirs = new DiceStream(new PcgRandom(42n, 54n));
    expect(rolls(1000, () => theirs.d6())).toEqual(rolls(1000, () => ours.d6()));
  });
});

describe('DiceStream.d3 and DiceStream.dN', () => {
  test('DiceStream.d3 is ceil(d6 / 2) of the same pool', () => {
    const a = new DiceStream(pcg32(9));
    const b = new DiceStream(pcg32(9));
    expect(rolls(1000, () => a.d3())).toEqual(rolls(1000, () => Math.ceil(b.d6() / 2)));
  });

  test('DiceStream.d3 is uniform on 1..3: 300,000 rolls, chi-square p > 1e-4', () => {
    const dice = new DiceStream(pcg32(10));
    expectFit(
      countSamples(300_000, () => dice.d3()),
      uniformProbabilities(3, 1),
    );
  });

  test('DiceStream.dN(6), dN(3), dN(2) take one D6 from the pool; dN(1) draws nothing', () => {
    const a = new DiceStream(pcg32(11));
    const b = new DiceStream(pcg32(11));
    for (let i = 0; i < 300; i++) {
      expect(a.dN(6)).toBe(b.d6());
      expect(a.dN(3)).toBe(b.d3());
      expect(a.dN(2)).toBe(b.d6() > 3 ? 2 : 1);
      expect(a.dN(1)).toBe(1);
    }
  });

  test('DiceStream.dN(n) for other n is 1 + uniformInt on the words after the pool', () => {
    const ahead = 0x80000001; // the second word, read ahead for dice 9 to 16
    const spare = 0x12345678; // read ahead when the second word's dice start
    const source = new FakeSource([
      FIRST_ACCEPTED_FOR_D6,
      ahead,
      0x80000000,
      0x80000001,
      -1,
      spare,
    ]);
    const dice = new DiceStream(source);
    expect(dice.d6()).toBe(3);
    expect(source.used).toBe(2);
    // 2^31 * 20 mod 2^32 = 0 < 2^32 mod 20 = 16: rejected; 2^31 + 1 gives floor(10.000...) + 1
    expect(dice.dN(20)).toBe(11);
    expect(dice.dN(10)).toBe(10); // floor(0xffffffff * 10 / 2^32) + 1
    expect(source.used).toBe(5);
    // The pool goes on where it was: the rest of the first word, then the word read ahead.
    expect(rolls(7, () => dice.d6())).toEqual([2, 3, 1, 6, 1, 1, 1]);
    expect(dice.d6()).toBe(referenceD6(() => ahead, 1)[0]);
  });

  test.each([2, 4, 5, 7, 8, 10, 12, 20, 100])(
    'DiceStream.dN(%i) is uniform: chi-square p > 1e-4 at a fixed seed',
    (n) => {
      const dice = new DiceStream(pcg32(100 + n));
      expectFit(
        countSamples(Math.max(60_000, 2_000 * n), () => dice.dN(n)),
        uniformProbabilities(n, 1),
      );
    },
  );

  test('DiceStream.dN(3,000,000,000) is uniform over ten equal bands', () => {
    const n = 3_000_000_000;
    const dice = new DiceStream(pcg32(12));
    expectFit(
      countSamples(100_000, () => Math.floor(((dice.dN(n) - 1) * 10) / n)),
      uniformProbabilities(10),
    );
  });

  test('DiceStream.dN rejects sides that are not whole numbers from 1 to 2^32', () => {
    const dice = new DiceStream(pcg32(1));
    expect(() => dice.dN(0)).toThrow(
      new InputError('DiceStream.dN: n must be a whole number from 1 to 2^32, got 0', 'n', 0),
    );
    expect(() => dice.dN(2.5)).toThrow(/got 2.5/);
    expect(() => dice.dN(2 ** 32 + 1)).toThrow(/got 4294967297/);
    expect(() => dice.dN(Number.NaN)).toThrow(/got NaN/);
    expect(() => dice.dN('6' as unknown as number)).toThrow(/got "6"/);
  });

  test('new DiceStream(source) rejects a source without next32()', () => {
    expect(() => new DiceStream({} as never)).toThrow(
      new InputError(
        'DiceStream: source must be a RandomSource with a next32() method, got an object',
        'source',
        {},
      ),
    );
    expect(() => new DiceStream(null as never)).toThrow(/got null/);
  });
});

describe('DiceStream.countAtLeast and countAtLeast2: bulk counts of the same dice', () => {
  test('countAtLeast(8, 4) on pcg32(42, 54): the dice 4, 5, 2, 6, 1, 5, 5, 4 have six of 4+', () => {
    expect(new DiceStream(pcg32(42, 54)).countAtLeast(8, 4)).toBe(6);
    const c = new DiceStream(pcg32(42, 54)).countAtLeast2(8, 4, 6);
    expect([c & 65535, c >>> 16]).toEqual([6, 1]);
  });

  test.prop([
    fc.integer({ min: 0, max: 2 ** 31 }),
    fc.array(
      fc.record({
        bulk: fc.boolean(),
        one: fc.boolean(),
        n: fc.integer({ min: 0, max: 40 }),
        lo: fc.integer({ min: -1, max: 8 }),
        hi: fc.integer({ min: -1, max: 8 }),
      }),
      { maxLength: 12 },
    ),
  ])(
    'counts (one test or two) equal those of the same number of d6() calls, and the stream goes on with the same dice',
    (seed, steps) => {
      const bulk = new DiceStream(pcg32(seed));
      const single = new DiceStream(pcg32(seed));
      for (const { bulk: useBulk, one, n, lo, hi } of steps) {
        if (!useBulk) {
          expect(rolls(n, () => bulk.d6())).toEqual(rolls(n, () => single.d6()));
          continue;
        }
        const faces = rolls(n, () => single.d6());
        const want = faces.filter((f) => f >= lo).length;
        const wantHi = faces.filter((f) => f >= hi).length;
        if (one) {
          expect(bulk.countAtLeast(n, lo)).toBe(want);
          continue;
        }
        const c = bulk.countAtLeast2(n, lo, hi);
        expect([c & 65535, c >>> 16]).toEqual([want, wantHi]);
      }
      expect(rolls(20, () => bulk.d6())).toEqual(rolls(20, () => single.d6()));
    },
  );

  test('countAtLeast counts more than 65,535 dice (no packing overflow)', () => {
    const bulk = new DiceStream(pcg32(9));
    const single = new DiceStream(pcg32(9));
    let want = 0;
    for (let i = 0; i < 100_003; i++) if (single.d6() >= 2) want++;
    expect(bulk.countAtLeast(100_003, 2)).toBe(want);
    expect(bulk.d6()).toBe(single.d6());
  });
});
