import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { fnv1a64, seedWords } from '../../src/random/seed.js';

/** FNV-1a 64 with BigInt over TextEncoder's UTF-8: slow and obviously right. */
function referenceFnv1a64(text: string): bigint {
  let h = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) {
    h ^= BigInt(byte);
    h = (h * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return h;
}

const asBigInt = ([lo, hi]: [number, number]): bigint => (BigInt(hi) << 32n) | BigInt(lo);

describe('fnv1a64', () => {
  test('fnv1a64 gives the published FNV-1a 64 test vectors', () => {
    // From the FNV test suite (Fowler, Noll, Vo; draft-eastlake-fnv, test vectors for
    // FNV-1a 64): "" -> cbf29ce484222325, "a" -> af63dc4c8601ec8c, "foobar" -> 85944171f73967e8.
    expect(asBigInt(fnv1a64(''))).toBe(0xcbf29ce484222325n);
    expect(asBigInt(fnv1a64('a'))).toBe(0xaf63dc4c8601ec8cn);
    expect(asBigInt(fnv1a64('foobar'))).toBe(0x85944171f73967e8n);
  });

  // Any UTF-16 code units (lone surrogates included) and any code points (astral included).
  const UNIT = fc.oneof(
    fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  );

  test.prop([fc.string({ unit: UNIT, maxLength: 40 })])(
    'fnv1a64(text) equals a BigInt FNV-1a over TextEncoder bytes, for any UTF-16 string',
    (text) => {
      expect(asBigInt(fnv1a64(text))).toBe(referenceFnv1a64(text));
    },
  );

  test('fnv1a64 encodes lone surrogates as U+FFFD, like TextEncoder', () => {
    expect(fnv1a64('\ud800x')).toEqual(fnv1a64('\ufffdx'));
    expect(fnv1a64('x\udc00')).toEqual(fnv1a64('x\ufffd'));
  });
});

describe('seedWords', () => {
  test('seedWords splits numbers and bigints into low and high 32-bit halves', () => {
    expect(seedWords('api', 'seed', 2 ** 32 + 5, 64)).toEqual([5, 1]);
    expect(seedWords('api', 'seed', Number.MAX_SAFE_INTEGER, 64)).toEqual([0xffffffff, 0x1fffff]);
    expect(seedWords('api', 'seed', 0xfedcba9876543210n, 64)).toEqual([0x76543210, 0xfedcba98]);
  });

  test('seedWords cuts a string hash to 63 bits for a stream', () => {
    const [lo, hi] = seedWords('api', 'stream', 'a', 63);
    expect(asBigInt([lo, hi])).toBe(0xaf63dc4c8601ec8cn & (2n ** 63n - 1n));
  });
});
