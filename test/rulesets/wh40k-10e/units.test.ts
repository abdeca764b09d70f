// Units as they are fielded (../shared/spec/wh40k-units.md): the exact engine against the
// die-by-die enumerator (enumerate.ts, written from the spec, not from the compile step or the
// allocation machine), every result to 1e-12, the results by group included; the sampler
// against the exact engine by chi-square; hand-derived values; and the one-profile scenarios
// unchanged.
import { describe, expect, it, test } from 'vitest';
import type { Wh40kUnitResults } from '../../../src/rulesets/wh40k-10e/evaluate.js';
import { evaluate } from '../../../src/scenario/evaluate.js';
import type { Wh40kScenario } from '../../../src/scenario/types.js';
import { parseScenario } from '../../../src/scenario/validate.js';
import { expectFit } from '../../stats/chiSquareHelper.js';
import { KEYWORD_CASES } from './cases.js';
import { enumerateWh40k, RESULT_NAMES } from './enumerate.js';
import { asOneGroup, UNIT_CASES } from './unitCases.js';

/** The enumerator's group keys (`slain.0`) by the results' group names (`slain.Captain`). */
function byName(s: Wh40kScenario, key: string): string {
  const m = /^(slain|woundsLost)\.(\d+)$/.exec(key);
  if (!m) return key;
  const g = s.target.groups![Number(m[2])]!;
  return `${m[1]}.${g.name ?? `group ${Number(m[2]) + 1}`}`;
}

describe('wh40k-10e units: the exact engine equals the die-by-die enumeration', () => {
  for (const c of UNIT_CASES) {
    it(c.name, () => {
      const s = parseScenario(c.scenario) as Wh40kScenario;
      const brute = enumerateWh40k(s);
      const r = evaluate(c.scenario).results as Wh40kUnitResults;
      const keys = Object.keys(brute).map((k) => byName(s, k));
      expect(Object.keys(r).sort()).toEqual(keys.sort());
      for (const key of Object.keys(brute)) {
        const exact = r[byName(s, key) as keyof Wh40kUnitResults]!.toArray();
        const want = brute[key]!;
        const n = Math.max(exact.length, want.length);
        for (let k = 0; k < n; k++) {
          expect(Math.abs((exact[k] ?? 0) - (want[k] ?? 0)), `${key}[${k}]`).toBeLessThan(1e-12);
        }
      }
    });
  }
});

describe('wh40k-10e units: the sampler fits the exact engine', () => {
  const SAMPLES = 20_000;
  UNIT_CASES.forEach((c, i) => {
    it(c.name, () => {
      const exact = evaluate(c.scenario).results as Wh40kUnitResults;
      const mc = evaluate({
        ...c.scenario,
        method: 'monte-carlo',
        samples: SAMPLES,
        seed: 2400 + i,
      }).results as Wh40kUnitResults;
      for (const [name, d] of Object.entries(exact)) {
        const p = d!.toArray();
        const got = mc[name as keyof Wh40kUnitResults]!.toArray();
        const counts = Array.from(got, (f) => Math.round(f * SAMPLES));
        for (let k = p.length; k < counts.length; k++) expect(counts[k], `${name}[${k}]`).toBe(0);
        if (p.length > 1) expectFit(counts.slice(0, p.length), p);
      }
    });
  });
});

describe('wh40k-10e units: hand-derived', () => {
  test("the Bodyguard's Toughness: S4 against T4 bodyguards wounds on 4+, though the Leader is T5", () => {
    // One automatic hit (Torrent), S4 against the unit: 1/2 to wound; no save.
    const r = evaluate({
      ruleset: 'wh40k-10e',
      attackers: [{ strength: 4, rules: ['torrent'] }],
      target: {
        groups: [
          { toughness: 4, wounds: 1 },
          { name: 'Captain', toughness: 5, wounds: 4, role: 'leader' },
        ],
      },
    }).results as Wh40kUnitResults;
    expect(r.wounds.mean()).toBeCloseTo(1 / 2, 14);
    // It goes to the bodyguard, never to the Captain.
    expect(r['slain.group 1']!.at(1)).toBeCloseTo(1 / 2, 14);
    expect(r['woundsLost.Captain']!.max).toBe(0);
    expect(r.charactersSlain!.max).toBe(0);
  });

  test('Precision: a damage-3 sniper shot slays the W3 Leader in front of his bodyguard', () => {
    // Torrent, S8 against T4 (2+: 5/6), no saves, D3: the Leader dies with chance 5/6.
    const r = evaluate({
      ruleset: 'wh40k-10e',
      attackers: [{ strength: 8, damage: 3, rules: ['torrent', 'precision'] }],
      target: {
        groups: [
          { models: 5, toughness: 4, wounds: 1 },
          { name: 'Lieutenant', toughness: 4, wounds: 3, role: 'leader' },
        ],
      },
    }).results as Wh40kUnitResults;
    expect(r['slain.Lieutenant']!.at(1)).toBeCloseTo(5 / 6, 14);
    expect(r.charactersSlain!.at(1)).toBeCloseTo(5 / 6, 14);
    expect(r['slain.group 1']!.max).toBe(0);
  });

  test('a ranged-only invulnerable save is not used in melee, and is against ranged attacks', () => {
    // One automatic hit that wounds on 2+ (S10 against T5), AP-4 against a 3+ save: armour 7+.
    const unit = (melee: boolean) =>
      evaluate({
        ruleset: 'wh40k-10e',
        attackers: [
          melee
            ? { ws: 2, strength: 10, ap: -4, criticalHitOn: 2 }
            : { bs: 2, strength: 10, ap: -4, criticalHitOn: 2 },
        ],
        target: { toughness: 5, save: 3, invulnerable: 4, invulnerableAgainst: 'ranged' },
      }).results.unsaved.mean();
    // Hit 5/6, wound 5/6; melee: no save; ranged: 4+ invulnerable, 1/2.
    expect(unit(true)).toBeCloseTo((5 / 6) * (5 / 6), 14);
    expect(unit(false)).toBeCloseTo((5 / 6) * (5 / 6) * (1 / 2), 14);
  });
});

describe('wh40k-10e units: one-profile scenarios give the same numbers', () => {
  // The keyword cases (one-profile targets) against the same unit written as one group.
  for (const c of KEYWORD_CASES) {
    it(c.name, () => {
      const before = evaluate(c.scenario).results;
      const after = evaluate(asOneGroup(c.scenario)).results;
      for (const name of RESULT_NAMES) {
        expect(after[name].toArray(), name).toEqual(before[name].toArray());
      }
    });
  }
});

describe('wh40k-10e units: mortal wounds on a Critical Hit', () => {
  // Their points spill over across the groups in the order listed, after the weapon's other
  // attacks: the exact engine takes them point by point on the listed machine.
  const scenario = {
    ruleset: 'wh40k-10e',
    attackers: [
      { bs: 4, strength: 4, rules: [{ rule: 'mortal-wounds-on-critical-hit', mortals: 2 }] },
    ],
    target: {
      groups: [
        { toughness: 4, wounds: 1 },
        { name: 'Captain', toughness: 4, wounds: 3, role: 'leader' },
      ],
    },
  } as const;
  test('exact: the bodyguard slain by the first point, the second on the Captain; the sampler agrees', () => {
    const r = evaluate(scenario).results as Wh40kUnitResults;
    // A critical hit (1/6) inflicts 2 mortal wounds: the bodyguard slain by the first, the
    // second on the Captain, who stands (3 wounds). An ordinary hit (2/6) wounds on 4+ (1/2),
    // with no save: 1 wound lost. Otherwise none.
    expect(r.woundsLost.at(2)).toBeCloseTo(1 / 6, 14);
    expect(r.woundsLost.at(1)).toBeCloseTo(1 / 6, 14);
    expect(r.charactersSlain!.max).toBe(0);
    const samples = 4000;
    const s = evaluate({ ...scenario, method: 'monte-carlo', samples, seed: 7 })
      .results as Wh40kUnitResults;
    expectFit(
      [0, 1, 2].map((k) => s.woundsLost.at(k) * samples),
      [0, 1, 2].map((k) => r.woundsLost.at(k)),
    );
  });
});
