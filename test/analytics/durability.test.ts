// durability(): hand-derived values (a geometric and a negative binomial number of attacks),
// the AP sweep against single evaluations, the chart, and bad input.
import { describe, expect, test } from 'vitest';
import {
  durability,
  durabilityChart,
  REFERENCE_WEAPONS,
  referenceThreat,
} from '../../src/analytics/durability.js';
import { renderLineChart } from '../../src/analytics/svg.js';
import { InputError } from '../../src/errors.js';
import { evaluate } from '../../src/scenario/evaluate.js';

const close = (x: number, y: number) => expect(Math.abs(x - y)).toBeLessThan(1e-12);

describe('durability by hand', () => {
  test('one T4 model with no save against boltguns: each attack slays with 2/3 × 1/2 = 1/3', () => {
    const d = durability({ name: 'Grot', models: 1, toughness: 4 }, [
      referenceThreat('boltgun', 1),
    ]);
    const t = d.threats[0]!;
    // One boltgun: two attacks, destroyed unless both fail: 1 - (2/3)^2 = 5/9.
    close(t.destroyed, 5 / 9);
    close(t.meanSlain, 5 / 9);
    // Attacks needed: geometric with p = 1/3, P(N = n) = (2/3)^(n-1) / 3; median 2, mean 3.
    const a = t.attacksNeeded!;
    for (let n = 1; n <= 10; n++) close(a.p[n - 1]!, (2 / 3) ** (n - 1) / 3);
    expect(a.median).toBe(2);
    expect(a.beyond).toBeLessThan(1e-6);
    expect(Math.abs(a.mean! - 3)).toBeLessThan(1e-4);
  });
  test('two models of 2 Wounds against D1 attacks: N is negative binomial (4 successes)', () => {
    // bolt rifle at T4 Sv3+: hit 2/3, wound 1/2, save 3+ worsened to 4+ fails 1/2: p = 1/6.
    const d = durability({ models: 2, toughness: 4, save: 3, wounds: 2 }, [
      referenceThreat('bolt-rifle', 5),
    ]);
    const p = 1 / 6;
    const choose3 = (m: number) => (m * (m - 1) * (m - 2)) / 6;
    const a = d.threats[0]!.attacksNeeded!;
    for (let n = 4; n <= 30; n++) {
      close(a.p[n - 1]!, choose3(n - 1) * p ** 4 * (1 - p) ** (n - 4));
    }
    expect(a.p.slice(0, 3)).toEqual([0, 0, 0]);
  });
});

describe('durability against the ruleset', () => {
  const target = { name: 'Intercessors', models: 5, toughness: 4, save: 3, wounds: 2 };
  const d = durability(
    target,
    [referenceThreat('heavy-bolter', 3), referenceThreat('lascannon', 2)],
    {
      maxAttacks: 40,
    },
  );
  test('each threat and each AP is the exact evaluation of that scenario', () => {
    const hb = REFERENCE_WEAPONS['heavy-bolter'].profile;
    const slain = (ap: number) =>
      evaluate({ ruleset: 'wh40k-10e', attackers: [{ ...hb, models: 3, ap }], target }).results
        .slain;
    close(d.threats[0]!.destroyed, slain(-1).at(5));
    d.threats[0]!.byAp.forEach((x, i) => {
      expect(x.ap).toBe([0, -1, -2, -3, -4][i]);
      close(x.meanSlain, slain(x.ap).mean());
    });
    // More AP never helps the unit.
    const p = d.threats[1]!.byAp.map((x) => x.destroyed);
    for (let i = 1; i < p.length; i++) expect(p[i]!).toBeGreaterThanOrEqual(p[i - 1]! - 1e-12);
  });
  test('attacks needed: a distribution, cut at maxAttacks with the rest in beyond', () => {
    const a = d.threats[0]!.attacksNeeded!;
    const sum = a.p.reduce((s, q) => s + q, 0) + a.beyond;
    close(sum, 1);
    expect(a.p.length).toBeLessThanOrEqual(40);
  });
  test('the chart draws one line per threat over AP 0 to -4', () => {
    const c = durabilityChart(d);
    expect(c.xLabels).toEqual(['0', '-1', '-2', '-3', '-4']);
    expect(c.series).toHaveLength(2);
    expect(renderLineChart(c)).toContain('<svg');
  });
});

describe('durability input', () => {
  test('an unknown reference weapon lists the known ones', () => {
    expect(() => referenceThreat('bolter' as 'boltgun', 1)).toThrow(
      'unknown reference weapon "bolter"; the reference weapons are lasgun, boltgun',
    );
  });
  test('no threat, a bad count, a bad AP or maxAttacks name the field', () => {
    const t = { models: 1, toughness: 4 };
    expect(() => durability(t, [])).toThrow(InputError);
    expect(() => referenceThreat('boltgun', 0)).toThrow('1..1000, got 0');
    expect(() => durability(t, [referenceThreat('boltgun', 1)], { aps: [1] })).toThrow('aps[0]');
    expect(() => durability(t, [referenceThreat('boltgun', 1)], { maxAttacks: 0 })).toThrow(
      'maxAttacks must be a whole number 1..500, got 0',
    );
  });
  test('a bad target is the scenario error, naming the field', () => {
    expect(() => durability({ models: 1, toughness: 0 }, [referenceThreat('boltgun', 1)])).toThrow(
      'target.toughness',
    );
  });
});
