import { InputError, show } from '../errors.js';

/**
 * What {@link Pcg32} and {@link pcg32} accept as a seed or a stream: a whole number from 0 to
 * 2^53 - 1, a bigint, or a string (hashed to 64 bits with `fnv1a64`).
 *
 * @example
 * ```ts
 * const seeds: Seed[] = [42, 2n ** 63n, 'battle of the ford'];
 * ```
 */
export type Seed = number | bigint | string;

const TWO_32 = 4294967296;

/**
 * FNV-1a, 64-bit, over the UTF-8 bytes of `text` (lone surrogates are encoded as U+FFFD, as
 * `TextEncoder` does): offset basis 0xcbf29ce484222325, prime 0x100000001b3. Returns the hash
 * as two unsigned 32-bit halves `[low, high]`. This is how a string seed becomes a number;
 * it is part of the seeding promise and never changes within a major version. O(length).
 *
 * Computed on 32-bit halves: `h * 0x100000001b3 = h * 0x1b3 + (h << 40)`, and the high word
 * of `low * 0x1b3` (< 2^41) is exact in a double.
 *
 * @internal
 * @example
 * ```ts
 * fnv1a64('a'); // [0x8601ec8c, 0xaf63dc4c] (FNV-1a 64 of "a" is 0xaf63dc4c8601ec8c)
 * ```
 */
export function fnv1a64(text: string): [low: number, high: number] {
  let lo = 0x84222325;
  let hi = 0xcbf29ce4;
  const byte = (b: number): void => {
    lo = (lo ^ b) >>> 0;
    const carry = Math.floor((lo * 0x1b3) / TWO_32);
    hi = (Math.imul(hi, 0x1b3) + carry + (lo << 8)) >>> 0;
    lo = Math.imul(lo, 0x1b3) >>> 0;
  };
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdfff) {
      const next = i + 1 < text.length ? text.charCodeAt(i + 1) : 0;
      if (c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (next - 0xdc00);
        i++;
      } else {
        c = 0xfffd; // a lone surrogate
      }
    }
    if (c < 0x80) {
      byte(c);
    } else if (c < 0x800) {
      byte(0xc0 | (c >> 6));
      byte(0x80 | (c & 0x3f));
    } else if (c < 0x10000) {
      byte(0xe0 | (c >> 12));
      byte(0x80 | ((c >> 6) & 0x3f));
      byte(0x80 | (c & 0x3f));
    } else {
      byte(0xf0 | (c >> 18));
      byte(0x80 | ((c >> 12) & 0x3f));
      byte(0x80 | ((c >> 6) & 0x3f));
      byte(0x80 | (c & 0x3f));
    }
  }
  return [lo, hi];
}

/**
 * A seed or stream as two unsigned 32-bit halves `[low, high]`, checked: numbers must be
 * whole numbers from 0 to 2^53 - 1, bigints from 0 to `2^bits - 1`, strings are hashed with
 * `fnv1a64` (and cut to `bits` bits).
 *
 * @internal
 * @example
 * ```ts
 * seedWords('pcg32', 'seed', 2 ** 32 + 5, 64); // [5, 1]
 * ```
 */
export function seedWords(
  api: string,
  field: string,
  value: unknown,
  bits: 63 | 64,
): [low: number, high: number] {
  const highMask = bits === 64 ? 0xffffffff : 0x7fffffff;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) {
    return [value >>> 0, Math.floor(value / TWO_32)];
  }
  if (typeof value === 'bigint' && value >= 0n && value < 1n << BigInt(bits)) {
    return [Number(value & 0xffffffffn), Number(value >> 32n)];
  }
  if (typeof value === 'string') {
    const [lo, hi] = fnv1a64(value);
    return [lo, (hi & highMask) >>> 0];
  }
  throw new InputError(
    `${api}: ${field} must be a whole number from 0 to 2^53 - 1, a bigint from 0 to 2^${bits} - 1 or a string, got ${show(value)}`,
    field,
    value,
  );
}
