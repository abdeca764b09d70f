import { describe, expect, it } from 'vitest';
import type { Dist } from '../../../src/dist/index.js';
import { compileMesbg } from '../../../src/rulesets/mesbg/compile.js';
import { exactMesbg } from '../../../src/rulesets/mesbg/exact.js';
import { bruteForce } from './bruteForce.js';
import { smallCases } from './cases.js';

function expectSame(name: string, d: Dist | undefined, m: Map<number, number> | undefined) {
  if (!d || !m) return expect.fail(`${name}: missing in one of the two`);
  const max = Math.max(d.max, ...m.keys());
  for (let k = 0; k <= max; k++) {
    const diff = Math.abs(d.at(k) - (m.get(k) ?? 0));
    if (diff > 1e-12) expect.fail(`${name}: P(${k}) = ${d.at(k)}, brute force ${m.get(k) ?? 0}`);
  }
}

// Small attacks with every rule (003_f07a2392f32efa83.txt: Rolling To Hit, Moving and
// Shooting, In The Way, Shooting into a Combat, Rolling To Wound, Taking Shots Together): the
// exact engine against an enumeration of every die written from the rulebook (bruteForce.ts).
describe('exactMesbg(compileMesbg(s)) equals brute-force enumeration of every die, to 1e-12', () => {
  for (const [name, s] of Object.entries(smallCases)) {
    it(name, () => {
      const exact: Readonly<Record<string, Dist | undefined>> = { ...exactMesbg(compileMesbg(s)) };
      const brute = bruteForce(s);
      expect(Object.keys(exact)).toEqual(Object.keys(brute));
      for (const key of Object.keys(brute)) expectSame(key, exact[key], brute[key]);
    });
  }
});
