/**
 * A RandomSource that makes `DiceStream` deal the given D6 faces, in order: the rulebook's
 * examples name the dice rolled, and this replays them through the real sampler. It inverts
 * DiceStream's documented extraction (src/random/DiceStream.ts): a word x gives the 8 dice
 * that are the base-6 digits of floor(x 6^8 / 2^32), least significant first, each plus 1,
 * unless the low 32 bits of x 6^8 are below 2^32 mod 6^8 (then x is rejected).
 */
import type { RandomSource } from '../../../src/random/index.js';

const SIX_8 = 1679616n;
const TWO_32 = 4294967296n;
const REJECT_BELOW = TWO_32 % SIX_8;

/** The word that deals these 8 faces. */
function wordFor(faces: readonly number[]): number {
  let i = 0n;
  for (let k = faces.length - 1; k >= 0; k--) i = i * 6n + BigInt(faces[k]! - 1);
  let x = (i * TWO_32 + SIX_8 - 1n) / SIX_8;
  while ((x * SIX_8) % TWO_32 < REJECT_BELOW) x++;
  if ((x * SIX_8) / TWO_32 !== i) throw new Error('no word deals these faces');
  return Number(x);
}

/**
 * A source whose dice are `faces`, then 1s for ever (a 1 fails every roll in MESBG, so extra
 * dice a test did not script show up as misses, never as hidden hits).
 */
export function scriptedDice(faces: readonly number[]): RandomSource {
  const words: number[] = [];
  for (let k = 0; k < faces.length; k += 8) {
    const chunk = faces.slice(k, k + 8);
    while (chunk.length < 8) chunk.push(1);
    words.push(wordFor(chunk));
  }
  let n = 0;
  const ones = wordFor([1, 1, 1, 1, 1, 1, 1, 1]);
  return { next32: () => words[n++] ?? ones };
}
