// The defender's blocks (src/rulesets/killteam/rules/blocking.ts) against an exhaustive
// search over every allocation of every save die to a hit, for every small pool: the least
// damage is the optimum of the search; the successes left unblocked are those of an
// allocation reaching it; and the least damage also gives the best chance to survive, for
// every number of wounds left (so the objective "survive" allocates as "least damage" does).
import { describe, expect, test } from 'vitest';
import { bestBlocks, leastDamage } from '../../../src/rulesets/killteam/rules/blocking.js';
import { exhaustiveBlockDamages } from './bruteForce.js';

const pools: { n: number; c: number; ns: number; cs: number }[] = [];
for (let n = 0; n <= 4; n++)
  for (let c = 0; c <= 4; c++)
    for (let ns = 0; ns <= 3; ns++)
      for (let cs = 0; ns + cs <= 3; cs++) pools.push({ n, c, ns, cs });

describe('the best blocks are the optimum of every allocation', () => {
  for (const [dn, dc] of [
    [3, 4],
    [2, 6],
    [4, 4],
    [5, 3],
  ] as const) {
    test(`damage ${dn}/${dc}, every pool of up to 4 + 4 hits and 3 saves`, () => {
      for (const p of pools) {
        const hits = [...new Array<'n'>(p.n).fill('n'), ...new Array<'c'>(p.c).fill('c')];
        const saves = [...new Array<'N'>(p.ns).fill('N'), ...new Array<'C'>(p.cs).fill('C')];
        const all = exhaustiveBlockDamages(hits, saves, dn, dc);
        const least = leastDamage(p.n, p.c, p.ns, p.cs, dn, dc);
        expect(least, JSON.stringify(p)).toBe(Math.min(...all));
        // Surviving: the best allocation for survival survives exactly when the least damage does.
        for (let w = 1; w <= 25; w++) {
          expect(all.some((d) => d < w)).toBe(least < w);
        }
        const b = bestBlocks(p.n, p.c, p.ns, p.cs, dn, dc);
        expect(b.damage).toBe(least);
        expect(b.unblocked).toBeGreaterThanOrEqual(0);
        expect(b.unblocked).toBeLessThanOrEqual(p.n + p.c);
      }
    });
  }
  test('hand examples', () => {
    // 1 normal and 1 critical success at 3/4 against 2 normal saves: the pair blocks the crit
    // (3 left) rather than one save the normal (4 left).
    expect(leastDamage(1, 1, 2, 0, 3, 4)).toBe(3);
    // At 2/6 the same: the pair on the crit leaves 2.
    expect(leastDamage(1, 1, 2, 0, 2, 6)).toBe(2);
    // At 5/3 (a weapon whose normal Damage is the larger) one save on the normal leaves 3.
    expect(leastDamage(1, 1, 2, 0, 5, 3)).toBe(3);
    // 2 critical successes at 3/4 against 1 critical and 1 normal save: the critical save
    // blocks one crit, the lone normal save cannot block the other: 4.
    expect(leastDamage(0, 2, 1, 1, 3, 4)).toBe(4);
    // 3 normal successes at 3/4 against 1 critical save: it blocks a normal: 6 left, 2 unblocked.
    expect(bestBlocks(3, 0, 0, 1, 3, 4)).toEqual({ damage: 6, unblocked: 2 });
  });
});
