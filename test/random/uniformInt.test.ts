import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { InputError } from '../../src/errors.js';
import { pcg32, uniformInt } from '../../src/random/index.js';
import { countSamples, expectFit, uniformProbabilities } from '../stats/chiSquareHelper.js';
import { FakeSource } from './fakeSource.js';

/** Lemire's method with BigInt: the result for word x, or undefined if x is rejected. */
function reference(x: number, n: number): number | undefined {
  const product = BigInt(x >>> 0) * BigInt(n);
  if (product % 2n ** 32n < 2n ** 32n % BigInt(n)) return undefined;
  return Number(product >> 32n);
}

const WORD = fc.integer({ min: 0, max: 2 ** 32 - 1 });
const N = fc.oneof(
  fc.integer({ min: 1, max: 64 }),
  fc.integer({ min: 1, max: 2 ** 21 }),
  fc.integer({ min: 2 ** 21, max: 2 ** 32 }),
);

describe('uniformInt', () => {
  test.prop([WORD, WORD, N])(
    'uniformInt(source, n) is the high word of x * n, redrawn while the low word < 2^32 mod n',
    (x, y, n) => {
      fc.pre(reference(y, n) !== undefined);
      const source = new FakeSource([x, y]);
      const got = uniformInt(source, n);
      expect(got).toBe(reference(x, n) ?? reference(y, n));
      expect(source.used).toBe(reference(x, n) === undefined ? 2 : 1);
      expect(got >= 0 && got < n && Number.isInteger(got)).toBe(true);
    },
  );

  test('uniformInt(source, 6) rejects exactly 4 = 2^32 mod 6 words: 0, 2^31, 0x2aaaaaab, 0xaaaaaaab', () => {
    // 6x mod 2^32 is 0 for x = 0 and 2^31, and 2 for x = 0x2aaaaaab and 0xaaaaaaab (6x is
    // 2^32 + 2 and 4 * 2^32 + 2); every other x has a low word of at least 4.
    const rejected = [0, 0x80000000, 0x2aaaaaab, 0xaaaaaaab];
    const source = new FakeSource([...rejected, 0xffffffff]);
    expect(uniformInt(source, 6)).toBe(5);
    expect(source.used).toBe(5);
    for (const x of [1, 0x7fffffff, 0x80000001, 0x2aaaaaaa, 0x2aaaaaac, 0xaaaaaaac]) {
      expect(reference(x, 6)).toBeDefined();
      expect(uniformInt(new FakeSource([x]), 6)).toBe(reference(x, 6));
    }
  });

  test('uniformInt(source, 2^32) returns the word itself, and uniformInt(source, 1) is 0', () => {
    expect(uniformInt(new FakeSource([-2]), 2 ** 32)).toBe(0xfffffffe);
    expect(uniformInt(new FakeSource([12345]), 1)).toBe(0);
  });

  test('uniformInt(source, n) for n above 2^21 is exact where floats would round (n = 2^32 - 1)', () => {
    // (2^32 - 1)^2 / 2^32 = 2^32 - 2 + 1/2^32: a double product would round it up to 2^32 - 1.
    expect(uniformInt(new FakeSource([0xffffffff]), 2 ** 32 - 1)).toBe(2 ** 32 - 2);
  });

  test.each([6, 7, 1000, 3_000_000_000])(
    'uniformInt(pcg32, %i) is uniform over ten equal bands or its values (chi-square p > 1e-4)',
    (n) => {
      const rng = pcg32(n);
      const cells = Math.min(n, 10);
      // n = 1000 and 3e9 split into 10 bands of equal size; 6 and 7 are counted per value.
      expectFit(
        countSamples(200_000, () => Math.floor((uniformInt(rng, n) * cells) / n)),
        uniformProbabilities(cells),
      );
    },
  );

  test('uniformInt rejects n that is not a whole number from 1 to 2^32', () => {
    const rng = pcg32(1);
    expect(() => uniformInt(rng, 0)).toThrow(
      new InputError('uniformInt: n must be a whole number from 1 to 2^32, got 0', 'n', 0),
    );
    expect(() => uniformInt(rng, 2 ** 32 + 1)).toThrow(/got 4294967297/);
    expect(() => uniformInt(rng, 1.5)).toThrow(/got 1.5/);
    expect(() => uniformInt(rng, Number.POSITIVE_INFINITY)).toThrow(/got Infinity/);
  });
});
