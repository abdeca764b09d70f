// Random words and dice. Run: npx vitest bench --run bench/random.bench.ts
// Each timed function draws 10,000 words or dice, so ops/s x 10,000 = words or dice per second.
// bench/rng.mjs measures the same against the built dist/ and prints millions per second.
import PcgRandom from 'pcg-random';
import { afterAll, bench, describe } from 'vitest';
import { parseDice, rollDice } from '../src/dice/index.js';
import { DiceStream, pcg32, uniformInt } from '../src/random/index.js';

const N = 10_000;
// Results go to a module variable, so the loops cannot be optimised away.
let sink = 0;

describe('next32: 10,000 words', () => {
  const ours = pcg32(1);
  const theirs = new PcgRandom(1, 0);
  bench('Pcg32.next32', () => {
    let s = 0;
    for (let i = 0; i < N; i++) s ^= ours.next32();
    sink ^= s;
  });
  bench('pcg-random next32', () => {
    let s = 0;
    for (let i = 0; i < N; i++) s ^= theirs.next32();
    sink ^= s;
  });
});

describe('d6: 10,000 dice', () => {
  const dice = new DiceStream(pcg32(2));
  const oneWord = pcg32(3);
  const viaUniformInt = pcg32(4);
  bench('DiceStream.d6: 8 dice per word', () => {
    let s = 0;
    for (let i = 0; i < N; i++) s += dice.d6();
    sink ^= s;
  });
  bench('Pcg32, one word per die (Lemire rejection inline, as in bench/rng.mjs)', () => {
    let s = 0;
    for (let i = 0; i < N; i++) {
      let x: number;
      do x = oneWord.next32();
      while (Math.imul(x, 6) >>> 0 < 4);
      s += ((((x >>> 0) * 6) / 4294967296) | 0) + 1;
    }
    sink ^= s;
  });
  bench('uniformInt(Pcg32, 6) + 1: one word per die', () => {
    let s = 0;
    for (let i = 0; i < N; i++) s += uniformInt(viaUniformInt, 6) + 1;
    sink ^= s;
  });
});

describe('rollDice: 10,000 rolls', () => {
  const dice = new DiceStream(pcg32(5));
  const twoD6 = parseDice('2D6');
  const d3 = parseDice('D3+1');
  const d20 = parseDice('D20');
  bench("rollDice('2D6')", () => {
    let s = 0;
    for (let i = 0; i < N; i++) s += rollDice(twoD6, dice);
    sink ^= s;
  });
  bench("rollDice('D3+1')", () => {
    let s = 0;
    for (let i = 0; i < N; i++) s += rollDice(d3, dice);
    sink ^= s;
  });
  bench("rollDice('D20'): one word per die", () => {
    let s = 0;
    for (let i = 0; i < N; i++) s += rollDice(d20, dice);
    sink ^= s;
  });
});

afterAll(() => {
  if (!Number.isInteger(sink)) throw new Error(`a loop returned ${sink}`);
});
