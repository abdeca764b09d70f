// durability() in wh40k-11e and aos4 (hand-derived values, the Rend sweep against single
// evaluations, the chart), and "attacks needed" in one pass against one evaluation per n.
import { describe, expect, test } from 'vitest';
import {
  AOS4_REFERENCE_WEAPONS,
  aos4ReferenceThreat,
  durability,
  durabilityChart,
  REFERENCE_WEAPONS,
  referenceThreat,
  type Threat,
} from '../../src/analytics/durability.js';
import type { Aos4AttackerInput } from '../../src/rulesets/aos4/input.js';
import type { Wh40kAttackerInput } from '../../src/rulesets/wh40k-10e/input.js';
import { evaluate } from '../../src/scenario/evaluate.js';

const close = (x: number, y: number, tol = 1e-12) => expect(Math.abs(x - y)).toBeLessThan(tol);

describe('durability in aos4', () => {
  test('one model of Health 1, no save, against light melee: each attack slays with 1/4', () => {
    const d = durability(
      { name: 'Grot', models: 1, health: 1 },
      [aos4ReferenceThreat('light-melee', 1)],
      {
        ruleset: 'aos4',
      },
    );
    const t = d.threats[0]!;
    // Two attacks, each 4+ / 4+ (1/4): destroyed unless both fail, 1 - (3/4)^2 = 7/16.
    close(t.destroyed, 7 / 16);
    // Attacks needed: geometric with p = 1/4; median 3 (1 - (3/4)^3 = 37/64 >= 1/2), mean 4.
    const a = t.attacksNeeded!;
    for (let n = 1; n <= 10; n++) close(a.p[n - 1]!, (3 / 4) ** (n - 1) / 4);
    expect(a.median).toBe(3);
    close(a.mean!, 4, 1e-4);
  });
  test("the Rend sweep is the exact evaluation with the threat's Rend set to 0..4", () => {
    const target = { name: 'Liberators', models: 5, health: 2, save: 4 };
    const d = durability(target, [aos4ReferenceThreat('heavy-melee', 3)], {
      ruleset: 'aos4',
      maxAttacks: 20,
    });
    const w = AOS4_REFERENCE_WEAPONS['heavy-melee'].profile;
    d.threats[0]!.byAp.forEach((x, i) => {
      expect(x.ap).toBe(i === 0 ? 0 : -i);
      const r = evaluate({
        ruleset: 'aos4',
        attackers: [{ ...w, models: 3, rend: i }],
        target,
      }).results as unknown as { slain: { mean(): number } };
      close(x.meanSlain, r.slain.mean());
    });
    const c = durabilityChart(d);
    expect(c.xLabel).toBe('Rend of the threat');
    expect(c.xLabels).toEqual(['0', '1', '2', '3', '4']);
    expect(c.subtitle).toBe('5 models, Health 2');
  });
});

describe('durability in wh40k-11e', () => {
  test('a T4 model with no save against boltguns: as in the 10th edition, 1/3 an attack', () => {
    const d = durability({ models: 1, toughness: 4, wounds: 1 }, [referenceThreat('boltgun', 1)], {
      ruleset: 'wh40k-11e',
    });
    close(d.threats[0]!.destroyed, 5 / 9);
    close(d.threats[0]!.attacksNeeded!.p[1]!, (2 / 3) * (1 / 3));
    expect(d.ruleset).toBe('wh40k-11e');
  });
});

/** P(destroyed by n attacks), one evaluation per n: the definition "attacks needed" reads. */
function perN(
  ruleset: 'wh40k-10e' | 'wh40k-11e' | 'aos4',
  target: object,
  profile: object,
  models: number,
  n: number,
): number {
  const slain = (
    evaluate({
      ruleset,
      attackers: [{ ...profile, models: 1, attacks: n }],
      target,
    } as never).results as unknown as { slain: { at(k: number): number } }
  ).slain;
  return slain.at(models);
}

describe('attacks needed in one pass equals one evaluation per n', () => {
  const cases: [string, 'wh40k-10e' | 'wh40k-11e' | 'aos4', object, Threat<object>][] = [
    // Rapid Fire 1 at half range: N attacks are N + 1.
    [
      'lasgun (Rapid Fire 1)',
      'wh40k-10e',
      { models: 3, toughness: 3, save: 5, wounds: 1 },
      referenceThreat('lasgun', 1),
    ],
    [
      'heavy bolter (Sustained Hits 1, D2)',
      'wh40k-10e',
      { models: 3, toughness: 4, save: 3, wounds: 2, feelNoPain: 6 },
      referenceThreat('heavy-bolter', 1),
    ],
    [
      'melta gun (DD6+2) at a vehicle',
      'wh40k-10e',
      { models: 1, toughness: 10, save: 3, wounds: 12 },
      referenceThreat('melta-gun', 1),
    ],
    [
      'Blast D6 at 10 models',
      'wh40k-10e',
      { models: 10, toughness: 3, save: 5, wounds: 1 },
      {
        name: 'frag',
        attackers: [{ attacks: 'D6', bs: 4, strength: 4, rules: ['blast'] } as Wh40kAttackerInput],
      },
    ],
    [
      'war machine (DD6) in aos4',
      'aos4',
      { models: 2, health: 4, save: 4, ward: 6 },
      aos4ReferenceThreat('war-machine', 1),
    ],
    [
      'a champion (+1 attack) in aos4',
      'aos4',
      { models: 3, health: 2, save: 5 },
      {
        name: 'c',
        attackers: [
          { ...AOS4_REFERENCE_WEAPONS['elite-melee'].profile, champion: true } as Aos4AttackerInput,
        ],
      },
    ],
    [
      'lascannon in wh40k-11e',
      'wh40k-11e',
      { models: 1, toughness: 9, save: 3, wounds: 10 },
      referenceThreat('lascannon', 1),
    ],
    // A unit of several groups: a Leader behind its bodyguard (its models are the groups' sum).
    [
      'a Boss (FNP 5+) behind four Boyz, lasguns',
      'wh40k-10e',
      {
        groups: [
          { name: 'Boyz', models: 4, toughness: 5, save: 5, wounds: 1 },
          { name: 'Boss', toughness: 5, save: 4, wounds: 3, feelNoPain: 5, role: 'leader' },
        ],
      },
      referenceThreat('lasgun', 1),
    ],
    // Devastating Wounds wait for the other attacks: evaluated at each n (the fallback).
    [
      'Devastating Wounds (the fallback)',
      'wh40k-10e',
      { models: 2, toughness: 4, save: 2, wounds: 3 },
      {
        name: 'dev',
        attackers: [
          {
            attacks: 1,
            bs: 3,
            strength: 4,
            damage: 2,
            rules: ['devastating-wounds'],
          } as Wh40kAttackerInput,
        ],
      },
    ],
  ];
  test.each(cases)('%s', (_, ruleset, target, threat) => {
    const d = durability(target as never, [threat as never], { ruleset, maxAttacks: 12 } as never);
    const a = d.threats[0]!.attacksNeeded!;
    const models = d.models;
    let cumulative = 0;
    for (let n = 1; n <= a.p.length; n++) {
      cumulative += a.p[n - 1]!;
      close(cumulative, perN(ruleset, target, threat.attackers[0]!, models, n), 1e-10);
    }
  });
  test('the reference weapons are unchanged', () => {
    expect(Object.keys(REFERENCE_WEAPONS)).toHaveLength(8);
  });
  test('a unit of several groups counts all its models (destroyed: every one slain)', () => {
    const d = durability(
      {
        groups: [
          { models: 2, toughness: 4, wounds: 1 },
          { toughness: 4, wounds: 1, role: 'leader' },
        ],
      },
      [referenceThreat('boltgun', 1)],
      { maxAttacks: 10 },
    );
    expect(d.models).toBe(3);
    // Two boltgun attacks cannot slay three models.
    expect(d.threats[0]!.destroyed).toBe(0);
    expect(d.threats[0]!.attacksNeeded!.p.slice(0, 2)).toEqual([0, 0]);
    // The chart names each group: the unit has no Toughness of its own.
    expect(durabilityChart(d).subtitle).toBe('3 models: 2 group 1 T4, 1 group 2 T4');
  });
});
