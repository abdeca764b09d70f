// The hand cases of the AoS 4 spec ("Checks the project must have"), each derived by hand.
import { describe, expect, it } from 'vitest';
import { attackTurns } from '../../../src/analytics/index.js';
import { estimateCost } from '../../../src/cost/estimate.js';
import { ScenarioError } from '../../../src/errors.js';
import { evaluate, parseScenario, summarizeScenario } from '../../../src/index.js';
import { aos4 } from './cases.js';

const results = (s: unknown) =>
  evaluate(s as never).results as unknown as Record<
    string,
    { mean(): number; at(k: number): number } | undefined
  >;

describe('aos4 hand cases', () => {
  it('Crit (2 Hits), Hit 4+ and Wound 4+, one attack: mean hits 2/3, mean wounds 1/3', () => {
    // 4 or 5 (2/6) is one hit, a 6 (1/6) two: 2/6 + 2/6 = 2/3; each hit wounds on 4+ (1/2).
    const r = results(aos4({ abilities: ['crit-2-hits'] }));
    expect(r.hits!.mean()).toBeCloseTo(2 / 3, 14);
    expect(r.wounds!.mean()).toBeCloseTo(1 / 3, 14);
  });
  it('Crit (Mortal) of Damage 2 against a ward 5+: no wound, no save; the ward per point', () => {
    // A 6 to hit (1/6): 2 mortal damage, each point kept with 2/3. A 4 or 5 (2/6) wounds on
    // 4+ (1/2), no save: 2 points, each kept with 2/3. Unsaved counts only the latter.
    const r = results(
      aos4({ damage: 2, abilities: ['crit-mortal'] }, { models: 1, health: 5, ward: 5 }),
    );
    expect(r.mortal!.mean()).toBeCloseTo(2 / 6, 14);
    expect(r.unsaved!.mean()).toBeCloseTo(1 / 6, 14);
    expect(r.wounds!.mean()).toBeCloseTo(1 / 6, 14);
    expect(r.criticalHits!.mean()).toBeCloseTo(1 / 6, 14);
    expect(r.damage!.mean()).toBeCloseTo(2 / 6 + 2 / 6, 14);
    expect(r.damageAfterWard!.mean()).toBeCloseTo((2 / 6 + 2 / 6) * (2 / 3), 14);
  });
  it('Anti-charge and Anti-HERO on one weapon against a HERO that charged: +2 Rend', () => {
    // Hit 2+ and Wound 2+ (5/6 each); save 3+ with Rend 2 saves on 5+ (1/3).
    const weapon = {
      hit: 2,
      wound: 2,
      abilities: [
        { rule: 'anti', keyword: 'charge' },
        { rule: 'anti', keyword: 'Hero' },
      ] as const,
    };
    const r = results(aos4(weapon, { save: 3, keywords: ['HERO'], charged: true }));
    expect(r.unsaved!.mean()).toBeCloseTo((25 / 36) * (2 / 3), 14);
    // Neither condition met: save 3+ (2/3).
    expect(results(aos4(weapon, { save: 3 })).unsaved!.mean()).toBeCloseTo((25 / 36) * (1 / 3), 14);
  });
  it('spill-over: one attack of Damage 3 against two models of Health 2: one slain, one wounded', () => {
    // Hit 2+ and Wound 2+, no save: 25/36 that 3 points go on 2 + 1.
    const r = results(aos4({ hit: 2, wound: 2, damage: 3 }, { models: 2, health: 2 }));
    expect(r.slain!.at(1)).toBeCloseTo(25 / 36, 14);
    expect(r.slain!.at(2)).toBe(0);
    expect(r.woundsLost!.at(3)).toBeCloseTo(25 / 36, 14);
  });
  it('a +2 save modifier is capped at +1', () => {
    // Save 4+ with +1 (the cap) saves on 3+ (2/3): unsaved 25/36 × 1/3.
    const r = results(aos4({ hit: 2, wound: 2 }, { save: 4, saveModifier: 2 }));
    expect(r.unsaved!.mean()).toBeCloseTo((25 / 36) * (1 / 3), 14);
  });
  it('Charge (+1 Damage) only when the unit charged; the champion +1 attack; Companion drops it', () => {
    const charged = results(
      aos4({ hit: 2, wound: 2, damage: 1, charged: true, abilities: ['charge'] }, { health: 5 }),
    );
    expect(charged.damage!.mean()).toBeCloseTo((25 / 36) * 2, 14);
    const champion = results(aos4({ models: 3, hit: 2, wound: 2, champion: true }, { models: 10 }));
    expect(champion.hits!.mean()).toBeCloseTo(4 * (5 / 6), 14);
    const companion = results(
      aos4(
        { models: 3, hit: 2, wound: 2, champion: true, abilities: ['companion'] },
        { models: 10 },
      ),
    );
    expect(companion.hits!.mean()).toBeCloseTo(3 * (5 / 6), 14);
  });
  it('reports mortal damage only for a weapon with Crit (Mortal)', () => {
    expect(results(aos4({})).mortal).toBeUndefined();
  });
});

describe('aos4 scenario format', () => {
  it('fills the defaults and lowers the keywords', () => {
    const s = parseScenario(
      aos4({ abilities: [{ rule: 'anti', keyword: 'HERO' }] }, { keywords: ['Hero'] }),
    );
    expect(s).toMatchObject({
      ruleset: 'aos4',
      phase: 'melee',
      attackers: [
        {
          models: 1,
          attacks: 1,
          rend: 0,
          damage: 1,
          champion: false,
          abilities: [{ rule: 'anti', keyword: 'hero' }],
        },
      ],
      target: { models: 1, health: 1, keywords: ['hero'] },
    });
  });
  it('refuses bad input naming the field and the value', () => {
    const bad = (input: unknown, pattern: RegExp) => {
      expect(() => parseScenario(input)).toThrow(ScenarioError);
      expect(() => parseScenario(input)).toThrow(pattern);
    };
    bad(aos4({ hit: 7 }), /attackers\[0\]\.hit.*7/);
    bad(aos4({ abilities: ['crit-mortal', 'crit-2-hits'] }), /at most one Crit ability/);
    bad(aos4({ abilities: ['anti'] as never }), /anti.*keyword/);
    bad(aos4({ abilities: ['rending'] as never }), /rending/);
    bad(aos4({}, { health: 0 }), /target\.health/);
    bad({ ...aos4({}), phase: 'combat' }, /phase.*"combat"/);
  });
  it('has a summary line, turns and a cost', () => {
    const input = aos4(
      {
        name: 'Vindictors',
        models: 5,
        attacks: 2,
        hit: 3,
        wound: 3,
        rend: 1,
        champion: true,
        abilities: ['crit-mortal', { rule: 'anti', keyword: 'charge' }],
      },
      { name: 'Gutrippaz', models: 10, health: 1, save: 5, ward: 6 },
    );
    expect(summarizeScenario(input)).toBe(
      '5 Vindictors A2 3+ / 3+ Rend 1 D1 Crit (Mortal) Anti-charge (+1 Rend), champion, at 10 Gutrippaz Health 1 5+ Ward 6+',
    );
    const turns = attackTurns(input, 3);
    expect(turns.slain[0]!.mean()).toBeCloseTo(results(input).slain!.mean(), 12);
    expect(turns.destroyed[2]!).toBeGreaterThan(turns.destroyed[0]!);
    expect(estimateCost(parseScenario(input)).seconds).toBeLessThan(1);
  });
  it('mortal damage on a charge: 5 models, a dice each, 1 on a 4+, against a ward of 6+', () => {
    const input = aos4(
      {
        models: 5,
        hit: 6,
        wound: 6,
        charged: true,
        abilities: [{ rule: 'mortal-damage-on-charge', roll: 'per-model', on: 4, mortals: 1 }],
      },
      { models: 3, health: 2, ward: 6 },
    );
    const r = results(input);
    // The charge: 5 dice, each 4+ (1/2): 5/2 mortal damage. The attacks: 5 × 1/6 × 1/6 = 5/36.
    // The ward (6+) keeps 5/6 of each point.
    expect(r.mortal!.mean()).toBeCloseTo(5 / 2, 12);
    expect(r.damage!.mean()).toBeCloseTo(5 / 2 + 5 / 36, 12);
    expect(r.damageAfterWard!.mean()).toBeCloseTo((5 / 2 + 5 / 36) * (5 / 6), 12);
    expect(r.unsaved!.mean()).toBeCloseTo(5 / 36, 12);
    expect(summarizeScenario(input)).toContain(
      'Mortal damage on a charge (a dice per model, 1 on 4+)',
    );
    // Not charged: nothing.
    expect(
      results({
        ...input,
        attackers: [{ ...input.attackers[0]!, charged: false }],
      }).mortal?.mean() ?? 0,
    ).toBe(0);
  });
});
