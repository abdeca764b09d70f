// The exact engine against the independent die-by-die enumerator (enumerate.ts, written from
// docs/wh40k-11e.md and ../shared/spec/wh40k-units.md, not from the compile step): every result
// of every tiny case of cases.ts and unitCases.ts (the results by group included), each
// probability to 1e-12, with the Lethal Hits choice the enumerator makes for itself.
import { describe, expect, it } from 'vitest';
import type { Wh40k11eScenario } from '../../../src/rulesets/wh40k-11e/types.js';
import { evaluate } from '../../../src/scenario/evaluate.js';
import { parseScenario } from '../../../src/scenario/validate.js';
import { CASES } from './cases.js';
import { bestLethal, enumerateWh40k11e, RESULT_NAMES } from './enumerate.js';
import { UNIT_CASES } from './unitCases.js';

/** The enumerator's group keys (`slain.0`) by the results' group names (`slain.Captain`). */
function byName(s: Wh40k11eScenario, key: string): string {
  const m = /^(slain|woundsLost)\.(\d+)$/.exec(key);
  if (!m) return key;
  const g = s.target.groups![Number(m[2])]!;
  return `${m[1]}.${g.name ?? `group ${Number(m[2]) + 1}`}`;
}

describe('wh40k-11e: the exact engine equals the die-by-die enumeration', () => {
  for (const c of [...CASES, ...UNIT_CASES]) {
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
      const names = RESULT_NAMES.filter((n) => hasMortal || n !== 'mortalWounds');
      const byGroup = Object.keys(brute)
        .filter((k) => !(RESULT_NAMES as readonly string[]).includes(k))
        .map((k) => byName(s, k));
      if (byGroup.length === 0) expect(Object.keys(r.results)).toEqual(names);
      else expect(Object.keys(r.results).sort()).toEqual([...names, ...byGroup].sort());
      for (const key of Object.keys(brute)) {
        if (!hasMortal && key === 'mortalWounds') continue;
        const exact = r.get(byName(s, key))!.toArray();
        const want = brute[key]!;
        const n = Math.max(exact.length, want.length);
        for (let k = 0; k < n; k++) {
          expect(exact[k] ?? 0, `${key}[${k}]`).toBeCloseTo(want[k] ?? 0, 12);
        }
      }
    });
  }
});
