// The hand cases of docs/wh40k-11e.md ("Checks"), each value derived by hand in its comment,
// and the errors for input 11th edition refuses.
import { describe, expect, it } from 'vitest';
import { compileWh40k11e } from '../../../src/rulesets/wh40k-11e/evaluate.js';
import type { Wh40k11eScenario } from '../../../src/rulesets/wh40k-11e/types.js';
import { evaluate } from '../../../src/scenario/evaluate.js';
import type { ScenarioInput } from '../../../src/scenario/schema.js';
import { parseScenario } from '../../../src/scenario/validate.js';

type Input = Extract<ScenarioInput, { ruleset: 'wh40k-11e' }>;
const plan = (s: Input) => compileWh40k11e(parseScenario(s) as Wh40k11eScenario).plan;
const hitNeed = (s: Input) => {
  const hit = plan(s).profiles[0]!.hit;
  return hit === 'auto' || 'marker' in hit ? undefined : hit.need;
};
const boltRifle = { attacks: 1, bs: 3, strength: 4 } as const;
const marines = { models: 5, toughness: 4, save: 3, wounds: 2 } as const;
const s11 = (
  attackers: Input['attackers'],
  target: Input['target'],
  more: Partial<Input> = {},
): Input => ({ ruleset: 'wh40k-11e', attackers, target, ...more });

describe('wh40k-11e: the Lethal Hits decision', () => {
  it('"best" with Devastating Wounds declines Lethal Hits ("never" wins)', () => {
    // One attack, BS 3+, S4 at T4, D1, at W1 models with a 2+ save.
    // always: critical hit 1/6, wounds, fails the save 1/6: 1/36; ordinary hit 3/6, ordinary
    //   wound 2/6, failed save 1/6: 1/36; ordinary hit 3/6, critical wound 1/6, a mortal
    //   wound: 3/36. Total 5/36.
    // never: hit 4/6, then ordinary wound 2/6 x 1/6 + critical wound 1/6 = 8/36: 32/216 = 4/27.
    const r = evaluate(
      s11([{ ...boltRifle, rules: ['lethal-hits', 'devastating-wounds'] }], {
        models: 10,
        toughness: 4,
        save: 2,
      }),
    );
    expect(r.results.slain.mean()).toBeCloseTo(4 / 27, 14);
    expect(r.decisions).toHaveLength(1);
    const d = r.decisions[0]!;
    expect(d.mode).toBe('best');
    expect(d.chosen.choice).toBe('never');
    expect(d.chosen.slain).toBeCloseTo(4 / 27, 14);
    expect(d.other).toMatchObject({ choice: 'always' });
    expect(d.other.slain).toBeCloseTo(5 / 36, 14);
    expect(r.toJSON().decisions).toEqual(r.decisions);
  });

  it('"best" without a critical-wound effect takes Lethal Hits ("always" wins)', () => {
    // No save. always: 1/6 (critical hit wounds) + 3/6 x 1/2 = 5/12; never: 4/6 x 1/2 = 1/3.
    const r = evaluate(
      s11([{ ...boltRifle, rules: ['lethal-hits'] }], { models: 10, toughness: 4 }),
    );
    expect(r.results.slain.mean()).toBeCloseTo(5 / 12, 14);
    expect(r.decisions[0]!.chosen).toMatchObject({ choice: 'always' });
    expect(r.decisions[0]!.other.slain).toBeCloseTo(1 / 3, 14);
  });

  it('"always" and "never" are taken as given, with no decision to report', () => {
    const target = { models: 10, toughness: 4, save: 2 } as const;
    const rules = ['lethal-hits', 'devastating-wounds'] as const;
    const always = evaluate(
      s11([{ ...boltRifle, rules: [...rules], lethalHits: 'always' }], target),
    );
    const never = evaluate(s11([{ ...boltRifle, rules: [...rules], lethalHits: 'never' }], target));
    expect(always.results.slain.mean()).toBeCloseTo(5 / 36, 14);
    expect(never.results.slain.mean()).toBeCloseTo(4 / 27, 14);
    expect(always.decisions).toEqual([]);
    expect('decisions' in always.toJSON()).toBe(false);
  });

  it('a weapon without Lethal Hits has no decision', () => {
    expect(evaluate(s11([boltRifle], marines)).decisions).toEqual([]);
  });
});

describe('wh40k-11e: attacks, cover, plunging fire, Psychic, invulnerable saves', () => {
  it('Blast 2 against 12 models: +4 attacks per model', () => {
    // 2 x floor(12 / 5) = 4; one model of A1 makes 5 attacks, hitting 3+: 5 x 2/3 hits.
    const s = s11([{ ...boltRifle, rules: [{ rule: 'blast', attacks: 2 }] }], {
      models: 12,
      toughness: 4,
    });
    expect(plan(s).profiles[0]!.attacks.text).toBe('5');
    expect(evaluate(s).results.hits.mean()).toBeCloseTo(10 / 3, 14);
  });

  it('Cleave 1 against 16 models: +3 attacks per model', () => {
    // floor(16 / 5) = 3: A2 becomes 5, for each of the 2 models: 10 attacks, 3+ to hit.
    const s = s11(
      [{ models: 2, attacks: 2, ws: 3, strength: 4, rules: [{ rule: 'cleave', attacks: 1 }] }],
      { models: 16, toughness: 4 },
    );
    expect(plan(s).profiles[0]!.attacks.text).toBe('5');
    expect(evaluate(s).results.hits.mean()).toBeCloseTo(20 / 3, 14);
  });

  it('cover on BS 3+: hits on 4+', () => {
    expect(hitNeed(s11([boltRifle], { ...marines, cover: true }))).toBe(4);
    expect(evaluate(s11([boltRifle], { ...marines, cover: true })).results.hits.mean()).toBe(0.5);
  });

  it('cover and Stealth: one benefit, still 4+', () => {
    expect(hitNeed(s11([boltRifle], { ...marines, cover: true, stealth: true }))).toBe(4);
    expect(hitNeed(s11([boltRifle], { ...marines, stealth: true }))).toBe(4);
  });

  it('cover does not improve the save any more', () => {
    // 10th edition: a 4+ save in cover against AP -1 would be a 4+; 11th: 5+.
    const s = s11([{ ...boltRifle, ap: -1 }], { ...marines, save: 4, cover: true });
    expect(plan(s).profiles[0]!.against[0]!.save.need).toBe(5);
  });

  it('Psychic with cover: 3+', () => {
    expect(hitNeed(s11([{ ...boltRifle, rules: ['psychic'] }], { ...marines, cover: true }))).toBe(
      3,
    );
  });

  it('plunging fire: 2+', () => {
    expect(hitNeed(s11([{ ...boltRifle, plungingFire: true }], marines))).toBe(2);
  });

  it('BS modifiers outside the clamp, or inside it with bsModifiersClamped', () => {
    // BS 3+, plunging fire +1 BS (2+), and +1 to hit: need 2 - 1 = 1, but a 1 always fails: 2.
    // In cover with -1 BS as well: BS 3 + 2 = 5+, +1 to hit: 4. Clamped: 3 - clamp(1 - 2) = 4.
    const a = { ...boltRifle, skillModifier: -1, hitModifier: 1 };
    expect(hitNeed(s11([a], { ...marines, cover: true }))).toBe(4);
    // -2 BS and -1 to hit: unclamped 3 + 2 + 1 = 6; clamped: 3 - clamp(-3) = 4.
    const b = { ...boltRifle, skillModifier: -1, hitModifier: -1 };
    expect(hitNeed(s11([b], { ...marines, cover: true }))).toBe(6);
    expect(hitNeed(s11([b], { ...marines, cover: true }, { bsModifiersClamped: true }))).toBe(4);
  });

  it('a characteristic worsened past 6+ hits on an unmodified 6 only', () => {
    // BS 6+, cover: 7+; a Critical Hit (6) still hits: 1/6.
    const s = s11([{ ...boltRifle, bs: 6 }], { ...marines, cover: true });
    expect(hitNeed(s)).toBe(7);
    expect(evaluate(s).results.hits.mean()).toBeCloseTo(1 / 6, 14);
  });

  it('a ranged-only invulnerable save is not used against a melee attack', () => {
    // AP -3 on a 3+ save: 6+; the 4++ is for ranged attacks only.
    const target = { ...marines, invulnerable: 4, invulnerableAgainst: 'ranged' } as const;
    const melee = s11([{ attacks: 1, ws: 3, strength: 4, ap: -3 }], target);
    const ranged = s11([{ ...boltRifle, ap: -3 }], target);
    expect(plan(melee).profiles[0]!.against[0]!.save.need).toBe(6);
    expect(plan(ranged).profiles[0]!.against[0]!.save.need).toBe(4);
  });

  it('Devastating Wounds: mortal wounds on one model, after the damage reduction', () => {
    // D4 halved (2) then -1: 1 per mortal wound; ignoring the reduction: 4, on one model.
    const target = {
      models: 2,
      toughness: 4,
      save: 2,
      wounds: 3,
      halveDamage: true,
      damageReduction: 1,
    };
    const a = { attacks: 1, bs: 2, strength: 4, damage: 4, rules: ['devastating-wounds' as const] };
    const reduced = evaluate(s11([a], target));
    expect(reduced.results.mortalWounds!.max).toBe(1);
    const full = evaluate(s11([a], target, { devastatingIgnoresReduction: true }));
    expect(full.results.mortalWounds!.max).toBe(4);
    // 4 mortal wounds on a 3-wound model: one model at most, the rest lost.
    expect(full.results.slain.max).toBe(1);
    expect(full.results.woundsLost.max).toBe(3);
  });
});

describe('wh40k-11e: input refused with the field named', () => {
  it('Cleave on a ranged profile', () => {
    expect(() =>
      evaluate(s11([{ ...boltRifle, rules: [{ rule: 'cleave', attacks: 1 }] }], marines)),
    ).toThrow(/attackers\[0\]\.rules\[0\]: Cleave is an ability of melee weapons/);
  });
  it('plunging fire on a melee profile', () => {
    expect(() =>
      evaluate(s11([{ attacks: 1, ws: 3, strength: 4, plungingFire: true }], marines)),
    ).toThrow(/attackers\[0\]\.plungingFire/);
  });
  it('an unknown Lethal Hits mode, with a suggestion', () => {
    expect(() =>
      parseScenario(s11([{ ...boltRifle, lethalHits: 'allways' as 'always' }], marines)),
    ).toThrow(/lethalHits.*did you mean "always"/);
  });
  it('an invulnerable scope that is not all, ranged or melee', () => {
    expect(() =>
      parseScenario(s11([boltRifle], { ...marines, invulnerableAgainst: 'psychic' as 'all' })),
    ).toThrow(/invulnerableAgainst/);
  });
  it("10th edition's units and weapon choices: their checks hold in 11th edition", () => {
    const groups = [
      { toughness: 4, wounds: 2 },
      { toughness: 4, wounds: 4, role: 'support' },
    ];
    const parsed = parseScenario(s11([boltRifle], { groups } as unknown as typeof marines)) as {
      target: { models: number; groups: readonly { role: string }[] };
    };
    expect(parsed.target.models).toBe(2);
    expect(parsed.target.groups[1]!.role).toBe('support');
    // A one-profile field beside groups, and toughnessRule without them, are refused by name.
    expect(() =>
      parseScenario(
        s11([boltRifle], {
          groups,
          invulnerableAgainst: 'ranged',
        } as unknown as typeof marines),
      ),
    ).toThrow(/invulnerableAgainst/);
    expect(() =>
      parseScenario(s11([boltRifle], { ...marines, toughnessRule: 'highest' } as typeof marines)),
    ).toThrow(/toughnessRule/);
    // A mode that names none of the weapon's modes, and a role 11th edition has not.
    expect(() =>
      parseScenario(s11([{ ...boltRifle, mode: 'krak' } as typeof boltRifle], marines)),
    ).toThrow(/mode/);
    expect(() =>
      parseScenario(
        s11([boltRifle], {
          groups: [groups[0], { toughness: 4, role: 'sergeant' }],
        } as unknown as typeof marines),
      ),
    ).toThrow(/role/);
    // A one-profile target still gets 10th edition's defaults, and must give its Toughness.
    const t = (
      parseScenario(s11([boltRifle], { toughness: 4 } as typeof marines)) as {
        target: { models: number; wounds: number; invulnerableAgainst: string };
      }
    ).target;
    expect([t.models, t.wounds, t.invulnerableAgainst]).toEqual([1, 1, 'all']);
    expect(() => parseScenario(s11([boltRifle], {} as typeof marines))).toThrow(/toughness/);
  });
  it('a 10th-edition scenario keeps 10th edition: cover improves the save', () => {
    const ten = evaluate({
      ruleset: 'wh40k-10e',
      attackers: [{ ...boltRifle, ap: -1 }],
      target: { ...marines, save: 4, cover: true },
    });
    // 2/3 hits, 1/2 wounds, the 4+ save at AP -1 back to 4+ in cover: 1/2 unsaved.
    expect(ten.results.unsaved.mean()).toBeCloseTo(1 / 6, 14);
  });
});
