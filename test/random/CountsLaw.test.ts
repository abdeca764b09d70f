import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { CountsLaw, DiceStream, pcg32 } from '../../src/random/index.js';
import { countSamples, expectFit } from '../stats/chiSquareHelper.js';
import { FakeSource } from './fakeSource.js';

/**
 * The law of (passes, critical passes) of `n` dice by brute force: every one of the 3^n
 * sequences of outcomes (fail, pass, critical) with its chance, counted; index
 * `critical * (n + 1) + passes`.
 */
function bruteForce(n: number, chances: readonly number[]): number[] {
  const law = new Array<number>((n + 1) * (n + 1)).fill(0);
  for (let s = 0; s < 3 ** n; s++) {
    let p = 1;
    let passes = 0;
    let critical = 0;
    for (let i = 0, x = s; i < n; i++, x = Math.floor(x / 3)) {
      const o = x % 3;
      p *= chances[o]!;
      passes += o === 0 ? 0 : 1;
      critical += o === 2 ? 1 : 0;
    }
    law[critical * (n + 1) + passes]! += p;
  }
  return law;
}

describe('CountsLaw', () => {
  it('draws the law of n dice counted, by chi-square against brute force (n = 1 to 6)', () => {
    // Three outcomes alike; a 4+ save (no critical); a 2+ re-rolling 1s, critical on 6:
    // fail 1/6 · 1/6 = 1/36, critical 1/6 + 1/6 · 1/6 = 7/36, the other passes 28/36.
    const laws = [
      [1 / 3, 1 / 3, 1 / 3],
      [1 / 2, 1 / 2, 0],
      [1 / 36, 28 / 36, 7 / 36],
    ] as const;
    for (const c of laws) {
      const law = new CountsLaw(c[0], c[1], c[2]);
      for (let n = 1; n <= 6; n++) {
        const source = pcg32(100 + n);
        const counts = countSamples(20_000, () => {
          const passes = law.draw(n, source);
          return law.critical * (n + 1) + passes;
        });
        expectFit(counts, bruteForce(n, c));
      }
    }
  });

  it('adds runs of 64 dice for more (mean and variance of 150 dice, and nothing impossible)', () => {
    // 150 dice of chance 1/2 pass, 1/6 of them critical: passes ~ Binomial(150, 2/3), whose
    // mean is 100 and variance 150 · 2/3 · 1/3 = 33.3; critical ~ Binomial(150, 1/6), mean 25.
    const law = new CountsLaw(1 / 3, 1 / 2, 1 / 6);
    const source = pcg32(5);
    let sum = 0;
    let sq = 0;
    let crit = 0;
    const n = 20_000;
    for (let i = 0; i < n; i++) {
      const p = law.draw(150, source);
      expect(law.critical).toBeLessThanOrEqual(p);
      sum += p;
      sq += p * p;
      crit += law.critical;
    }
    const mean = sum / n;
    // Four standard errors: sqrt(33.3 / 20000) = 0.041; of the variance, about 0.34.
    expect(Math.abs(mean - 100)).toBeLessThan(4 * 0.041);
    expect(Math.abs(sq / n - mean * mean - 150 / 4.5)).toBeLessThan(4 * 0.34);
    expect(Math.abs(crit / n - 25)).toBeLessThan(4 * Math.sqrt(150 / 36 / n) * Math.sqrt(5));
  });

  it('takes one word a draw unless the first leaves the outcome open', () => {
    // A 5+ save of one die passes when the 53-bit draw u is at least round(2^53 · 2/3) =
    // 6004799503160661 = 0xaaaaaaaa · 2^21 + 1398101. A first word below 0xaaaaaaaa fails and
    // one above passes, alone; 0xaaaaaaaa leaves it open, and the top 21 bits of the next
    // word decide (1398101 or more passes).
    const law = new CountsLaw(2 / 3, 1 / 3, 0);
    const source = new FakeSource([
      0x00000000,
      0xaaaaaaa9,
      0xaaaaaaab,
      0xaaaaaaaa,
      1398101 * 2048,
      0xaaaaaaaa,
      1398100 * 2048 + 2047,
    ]);
    const got = Array.from({ length: 5 }, () => law.draw(1, source));
    expect(got).toEqual([0, 0, 1, 1, 0]);
    expect(source.used).toBe(7);
    expect(law.draw(0, source)).toBe(0);
  });

  it('reads the outcome of the inverse transform of u = first word · 2^21 + the top 21 bits of the next', () => {
    // The guide answers most draws from the first word's top bits alone; this holds it to the
    // law's definition, outcome by outcome: the cumulative chances of the outcomes (critical
    // count c, then other passes h, each in order) rounded to 2^53, and u's place among them.
    // Every pair of words of a seeded stream: the same outcome, and the second word read
    // exactly when the first leaves u's outcome open.
    const choose = (n: number, k: number) => {
      let r = 1;
      for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
      return r;
    };
    const rng = pcg32(77);
    for (const [n, chances] of [
      [20, [1 / 3, 1 / 2, 1 / 6]],
      [7, [1 / 2, 1 / 3, 1 / 6]],
      [13, [5 / 6, 1 / 6, 0]],
    ] as const) {
      const [fail, pass, crit] = chances;
      const outcomes: { value: number; p: number }[] = [];
      for (let c = 0; c <= n; c++)
        for (let h = 0; h + c <= n; h++) {
          const p = choose(n, c) * crit ** c * choose(n - c, h) * pass ** h * fail ** (n - c - h);
          if (p > 0) outcomes.push({ value: c + h + c * 65536, p });
        }
      const total = outcomes.reduce((t, o) => t + o.p, 0);
      let sum = 0;
      const upper = outcomes.map((o, k) => {
        sum += o.p;
        return k === outcomes.length - 1 ? 2 ** 53 : Math.round((sum / total) * 2 ** 53);
      });
      const law = new CountsLaw(fail, pass, crit);
      for (let i = 0; i < 20_000; i++) {
        const a = rng.next32();
        const b = rng.next32();
        const u = a * 2 ** 21 + (b >>> 11);
        const k = upper.findIndex((end) => u < end);
        const open = upper.some((end) => end > a * 2 ** 21 && end <= a * 2 ** 21 + 2097151);
        const source = new FakeSource([a, b]);
        const got = law.draw(n, source);
        const want = outcomes[k]!.value;
        expect([got, law.critical, source.used]).toEqual([want & 65535, want >>> 16, open ? 2 : 1]);
      }
    }
  });

  it('refuses chances that are not a law, naming the field', () => {
    expect(() => new CountsLaw(0.5, 0.6, 0)).toThrow(InputError);
    expect(() => new CountsLaw(Number.NaN, 1, 0)).toThrow(/fail must be a chance/);
    expect(() => new CountsLaw(0.5, 0.5, -0)).not.toThrow();
  });
});

describe('DiceStream.quad', () => {
  it('gives the dice of whole words, low 4 then high 4, as d6 reads them from the same words', () => {
    const a = new DiceStream(pcg32(42, 54));
    const b = new DiceStream(pcg32(42, 54));
    const viaD6 = Array.from({ length: 32 }, () => b.d6());
    const viaQuad: number[] = [];
    for (let i = 0; i < 8; i++) {
      const j = a.quad();
      for (let t = 0; t < 4; t++) viaQuad.push((Math.floor(j / 6 ** t) % 6) + 1);
    }
    expect(viaQuad).toEqual(viaD6);
  });

  it('is uniform on 0..1295 (chi-square)', () => {
    const dice = new DiceStream(pcg32(9));
    const counts = countSamples(200_000, () => dice.quad());
    expectFit(
      counts,
      Array.from({ length: 1296 }, () => 1 / 1296),
    );
  });
});
