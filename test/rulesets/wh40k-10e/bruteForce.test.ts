// The exact engine against the independent die-by-die enumerator (enumerate.ts, written from
// the spec's step list, not from the compile step): every result of every tiny case of
// cases.ts, each probability to 1e-12.
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../../src/scenario/evaluate.js';
import type { Wh40kScenario } from '../../../src/scenario/types.js';
import { parseScenario } from '../../../src/scenario/validate.js';
import { KEYWORD_CASES } from './cases.js';
import { enumerateWh40k, RESULT_NAMES } from './enumerate.js';

describe('wh40k-10e: the exact engine equals the die-by-die enumeration', () => {
  for (const c of KEYWORD_CASES) {
    it(c.name, () => {
      const brute = enumerateWh40k(parseScenario(c.scenario) as Wh40kScenario);
      const r = evaluate(c.scenario);
      expect(Object.keys(r.results)).toEqual([...RESULT_NAMES]);
      for (const name of RESULT_NAMES) {
        const exact = r.results[name]!.toArray();
        const want = brute[name];
        const n = Math.max(exact.length, want.length);
        for (let k = 0; k < n; k++) {
          expect(exact[k] ?? 0, `${name}[${k}]`).toBeCloseTo(want[k] ?? 0, 12);
        }
      }
    });
  }
});
