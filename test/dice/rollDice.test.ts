import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { diceDist, parseDice, rollDice } from '../../src/dice/index.js';
import { Dist } from '../../src/dist/index.js';
import { DiceStream, pcg32 } from '../../src/random/index.js';
import { countSamples, expectFit } from '../stats/chiSquareHelper.js';

describe('rollDice', () => {
  test.each([
    ['D6', 1],
    ['D3', 2],
    ['2D6', 3],
    ['D6+1', 4],
    ['2D3', 5],
    ['D6-1', 6],
    ['3', 7],
    ['2D2', 8],
    ['3D10+2', 9],
    ['D20', 10],
    ['4D8-4', 11],
    ['D100', 12],
  ])(
    'rollDice(%s) fits diceDist at a fixed seed (200,000 rolls, chi-square p > 1e-4)',
    (text, seed) => {
      const expr = parseDice(text);
      const dice = new DiceStream(pcg32(seed, 2024));
      const counts = countSamples(200_000, () => rollDice(expr, dice));
      expectFit(counts, Dist.raw(diceDist(expr)));
    },
  );

  test.prop([
    fc.integer({ min: 1, max: 20 }),
    fc.constantFrom(2, 3, 6, 8, 10, 12, 20),
    fc.integer({ min: -20, max: 20 }),
    fc.integer({ min: 0, max: 2 ** 32 }),
  ])(
    'rollDice stays within count + modifier..count x sides + modifier',
    (count, sides, m, seed) => {
      fc.pre(count + m >= 0);
      const expr = parseDice(`${count}D${sides}${m < 0 ? '-' : '+'}${Math.abs(m)}`);
      const dice = new DiceStream(pcg32(seed));
      for (let i = 0; i < 50; i++) {
        const total = rollDice(expr, dice);
        expect(total).toBeGreaterThanOrEqual(count + m);
        expect(total).toBeLessThanOrEqual(count * sides + m);
      }
    },
  );

  test("rollDice('2D6') sums two D6 from the stream's pool, 'D3' halves one", () => {
    const a = new DiceStream(pcg32(3));
    const b = new DiceStream(pcg32(3));
    for (let i = 0; i < 100; i++) {
      expect(rollDice(parseDice('2D6'), a)).toBe(b.d6() + b.d6());
      expect(rollDice(parseDice('D3+1'), a)).toBe(b.d3() + 1);
    }
  });

  test('rollDice(3) draws nothing: a constant is its modifier', () => {
    const dice = new DiceStream({
      next32: () => {
        throw new Error('drew a word');
      },
    });
    expect(rollDice(parseDice(3), dice)).toBe(3);
  });

  test('rollDice seeded rolls are frozen: they never change within a major version', () => {
    // Saved seeds replay battles; a change here needs a new major version.
    // The first 24 D6 of pcg32(42, 54) are 4 5 2 6 1 5 5 4 6 6 4 1 1 3 6 3 5 2 2 2 1 2 3 5
    // (see DiceStream.test.ts); 2D6+1 pairs them up.
    const expr = parseDice('2D6+1');
    const dice = new DiceStream(pcg32(42, 54));
    expect(Array.from({ length: 12 }, () => rollDice(expr, dice))).toEqual([
      10, 9, 7, 10, 13, 6, 5, 10, 8, 5, 4, 9,
    ]);
  });
});
