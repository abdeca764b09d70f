// The exact engine against the independent die-by-die enumerator (enumerate.ts, written from
// docs/wh40k-11e.md, not from the compile step): every result of every tiny case of cases.ts,
// each probability to 1e-12, with the Lethal Hits choice the enumerator makes for itself.
import { describe, expect, it } from 'vitest';
import type { Wh40k11eScenario } from '../../../src/rulesets/wh40k-11e/types.js';
import { evaluate } from '../../../src/scenario/evaluate.js';
import { parseScenario } from '../../../src/scenario/validate.js';
import { CASES } from './cases.js';
import { bestLethal, enumerateWh40k11e, RESULT_NAMES } from './enumerate.js';

describe('wh40k-11e: the exact engine equals the die-by-die enumeration', () => {
  for (const c of CASES) {
    it(c.name, () => {
      const s = parseScenario(c.scenario) as Wh40k11eScenario;
      const brute = enumerateWh40k11e(s, bestLethal(s));
      const r = evaluate(c.scenario);
      const mortal = [
        'devastating-wounds',
        'mortal-wounds-on-critical-hit',
        'mortal-wounds-on-critical-wound',
        'mortal-wounds-on-charge',
      ];
      const hasMortal = s.attackers.some((a) =>
        a.rules.some((r) => mortal.includes(typeof r === 'string' ? r : r.rule)),
      );
      expect(Object.keys(r.results)).toEqual(
        RESULT_NAMES.filter((n) => hasMortal || n !== 'mortalWounds'),
      );
      for (const name of RESULT_NAMES) {
        if (!hasMortal && name === 'mortalWounds') continue;
        const exact = r.get(name)!.toArray();
        const want = brute[name];
        const n = Math.max(exact.length, want.length);
        for (let k = 0; k < n; k++) {
          expect(exact[k] ?? 0, `${name}[${k}]`).toBeCloseTo(want[k] ?? 0, 12);
        }
      }
    });
  }
});
