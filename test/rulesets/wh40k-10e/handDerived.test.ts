// Hand-derived values for the keywords and the readings of docs/wh40k-10e.md, each with its
// derivation, through evaluate(); and the worked examples of the docs pages
// (docs/wh40k-10e/*.md), whose numbers these tests keep true.
import { describe, expect, test } from 'vitest';
import { InputError } from '../../../src/errors.js';
import type { Wh40kResults } from '../../../src/rulesets/wh40k-10e/evaluate.js';
import { defineWh40kRule } from '../../../src/rulesets/wh40k-10e/rules/WeaponDraft.js';
import { evaluate } from '../../../src/scenario/evaluate.js';
import type { ScenarioInput } from '../../../src/scenario/schema.js';

type Wh40kInput = Extract<ScenarioInput, { ruleset: 'wh40k-10e' }>;
type Attacker = Wh40kInput['attackers'][number];
type Target = Wh40kInput['target'];

const run = (a: Attacker, t: Target, more: Attacker[] = []) =>
  evaluate({ ruleset: 'wh40k-10e', attackers: [a, ...more], target: t }).results;
const mean = (a: Attacker, t: Target, key: keyof Wh40kResults) => run(a, t)[key].mean();

describe('wh40k-10e, hand-derived', () => {
  test('Blast: +1 attack per five target models, rounded down (docs/wh40k-10e/blast.md)', () => {
    // One model, 1 attack, at 11 models: 1 + floor(11 / 5) = 3 attacks. Torrent, so each hits.
    const a: Attacker = { attacks: 1, strength: 4, rules: ['torrent', 'blast'] };
    expect(run(a, { models: 11, toughness: 4 }).hits!.toJSON().p).toEqual([0, 0, 0, 1]);
    expect(run(a, { models: 4, toughness: 4 }).hits!.toJSON().p).toEqual([0, 1]);
    // D3 attacks per model, two models, at 10 models: (D3 + 2) each, mean 2 x 4 = 8 hits.
    expect(
      mean(
        { models: 2, attacks: 'D3', strength: 4, rules: ['torrent', 'blast'] },
        { models: 10, toughness: 4 },
        'hits',
      ),
    ).toBeCloseTo(8, 12);
  });

  test('Rapid Fire 1 doubles a 1-attack weapon within half range only', () => {
    const a: Attacker = {
      models: 5,
      attacks: 1,
      strength: 4,
      rules: ['torrent', { rule: 'rapid-fire', attacks: 1 }],
    };
    expect(mean({ ...a, halfRange: true }, { toughness: 4 }, 'hits')).toBe(10);
    expect(mean(a, { toughness: 4 }, 'hits')).toBe(5);
    // Rapid Fire D3 on D6 attacks cannot be one dice expression: refused, naming the field.
    expect(() =>
      run(
        {
          attacks: 'D6',
          bs: 3,
          strength: 4,
          halfRange: true,
          rules: [{ rule: 'rapid-fire', attacks: 'D3' }],
        },
        { toughness: 4 },
      ),
    ).toThrow(InputError);
  });

  test('Torrent: every attack hits, never critically, so Sustained Hits adds nothing', () => {
    const r = run(
      { attacks: 3, strength: 4, rules: ['torrent', { rule: 'sustained-hits', hits: 2 }] },
      { toughness: 4 },
    );
    expect(r.hits!.toJSON().p).toEqual([0, 0, 0, 1]);
    expect(r.criticalHits!.toJSON().p).toEqual([1]);
  });

  test('Heavy and Stealth: modifiers add up, then clamp to -1..+1', () => {
    // BS 4+ is 1/2. Heavy (+1) and hitModifier +1: +2 clamped to +1: 3+, 2/3.
    const a: Attacker = {
      attacks: 1,
      bs: 4,
      strength: 4,
      rules: ['heavy'],
      remainedStationary: true,
    };
    expect(mean({ ...a, hitModifier: 1 }, { toughness: 4 }, 'hits')).toBeCloseTo(2 / 3, 15);
    // Heavy +1 and Stealth -1 cancel: 1/2.
    expect(mean(a, { toughness: 4, stealth: true }, 'hits')).toBeCloseTo(1 / 2, 15);
    // BS 2+ with +1 is still 2+ (a 1 fails): 5/6.
    expect(mean({ ...a, bs: 2 }, { toughness: 4 }, 'hits')).toBeCloseTo(5 / 6, 15);
    // BS 6+ with Stealth: only the Critical Hit (a 6) hits: 1/6.
    expect(
      mean({ attacks: 1, bs: 6, strength: 4 }, { toughness: 4, stealth: true }, 'hits'),
    ).toBeCloseTo(1 / 6, 15);
    // Stealth does nothing in melee: WS 4+ is 1/2.
    expect(
      mean({ attacks: 1, ws: 4, strength: 4 }, { toughness: 4, stealth: true }, 'hits'),
    ).toBeCloseTo(1 / 2, 15);
  });

  test('Sustained Hits 1 + Lethal Hits (docs/wh40k-10e/sustained-hits.md)', () => {
    // BS 4+, S4 against T4 (4+). A 4-5 (1/3) hits and wounds on 4+ (1/2); a 6 (1/6) wounds
    // automatically and adds a hit that wounds on 4+. Wounds: 0 with 1/2 + 1/3 x 1/2 = 2/3;
    // 1 with 1/3 x 1/2 + 1/6 x 1/2 = 1/4; 2 with 1/6 x 1/2 = 1/12.
    const r = run(
      {
        attacks: 1,
        bs: 4,
        strength: 4,
        rules: ['lethal-hits', { rule: 'sustained-hits', hits: 1 }],
      },
      { models: 5, toughness: 4 },
    );
    const w = r.wounds!.toArray();
    expect(w[0]).toBeCloseTo(2 / 3, 15);
    expect(w[1]).toBeCloseTo(1 / 4, 15);
    expect(w[2]).toBeCloseTo(1 / 12, 15);
    // The extra hit can itself be a Critical Wound (reading 3): 1/6 x 1/6 of attacks, plus
    // the 4-5 hits' own 1/3 x 1/6.
    expect(r.criticalWounds!.mean()).toBeCloseTo(1 / 36 + 1 / 18, 15);
  });

  test('Critical Hits on 5+ with Lethal Hits', () => {
    // BS 4+: a 5-6 (1/3) wounds automatically; a 4 (1/6) wounds on 4+ (1/2): 1/3 + 1/12 = 5/12.
    expect(
      mean(
        { attacks: 1, bs: 4, strength: 4, criticalHitOn: 5, rules: ['lethal-hits'] },
        { toughness: 4 },
        'wounds',
      ),
    ).toBeCloseTo(5 / 12, 15);
  });

  test('Lethal Hits are not Critical Wounds, so never Devastating', () => {
    // BS 3+, S4 against T8 (6+), save 2+. A 6 to hit wounds automatically and still takes the
    // save (5/6 saved); a 3-5 (1/2) wounds on a 6 (1/6), which is Devastating: no save.
    // Unsaved: 1/6 x 1/6 + 1/2 x 1/6 = 1/36 + 1/12 = 1/9.
    expect(
      mean(
        { attacks: 1, bs: 3, strength: 4, rules: ['lethal-hits', 'devastating-wounds'] },
        { toughness: 8, save: 2 },
        'unsaved',
      ),
    ).toBeCloseTo(1 / 9, 15);
  });

  test('non-critical re-rolls fish for criticals (Lethal Hits)', () => {
    // BS 3+, re-roll every Hit roll that is not a 6: a Critical Hit with 1/6 + 5/6 x 1/6 =
    // 11/36; a hit with 1/6 + 5/6 x 2/3 = 13/18 (successful 3-5s are re-rolled too).
    const r = run(
      { attacks: 1, bs: 3, strength: 4, reroll: { hit: 'non-critical' }, rules: ['lethal-hits'] },
      { toughness: 4 },
    );
    expect(r.criticalHits!.mean()).toBeCloseTo(11 / 36, 15);
    expect(r.hits!.mean()).toBeCloseTo(13 / 18, 15);
  });

  test('failed re-rolls read the modified roll, ones the unmodified die', () => {
    // BS 4+ with -1: a 5+ hits (1/3), a 6 always. "failed" re-rolls 1-4: 1/3 + 2/3 x 1/3 = 5/9.
    expect(
      mean(
        { attacks: 1, bs: 4, strength: 4, hitModifier: -1, reroll: { hit: 'failed' } },
        { toughness: 4 },
        'hits',
      ),
    ).toBeCloseTo(5 / 9, 15);
    // "ones": only a 1: 1/3 + 1/6 x 1/3 = 7/18.
    expect(
      mean(
        { attacks: 1, bs: 4, strength: 4, hitModifier: -1, reroll: { hit: 'ones' } },
        { toughness: 4 },
        'hits',
      ),
    ).toBeCloseTo(7 / 18, 15);
  });

  test('Lance: +1 to wound when charged; clamped with woundModifier', () => {
    // S4 against T5: 5+ (1/3); charged: 4+ (1/2); with woundModifier +1 too: still 4+.
    const a: Attacker = { attacks: 1, strength: 4, rules: ['torrent', 'lance'] };
    expect(mean(a, { toughness: 5 }, 'wounds')).toBeCloseTo(1 / 3, 15);
    expect(mean({ ...a, charged: true }, { toughness: 5 }, 'wounds')).toBeCloseTo(1 / 2, 15);
    expect(mean({ ...a, charged: true, woundModifier: 1 }, { toughness: 5 }, 'wounds')).toBeCloseTo(
      1 / 2,
      15,
    );
  });

  test('the wound chart', () => {
    const w = (s: number, t: number) =>
      mean({ attacks: 1, strength: s, rules: ['torrent'] }, { toughness: t }, 'wounds');
    expect(w(8, 4)).toBeCloseTo(5 / 6, 15); // S >= 2T: 2+
    expect(w(5, 4)).toBeCloseTo(2 / 3, 15); // S > T: 3+
    expect(w(4, 4)).toBeCloseTo(1 / 2, 15); // S = T: 4+
    expect(w(4, 5)).toBeCloseTo(1 / 3, 15); // S < T: 5+
    expect(w(2, 4)).toBeCloseTo(1 / 6, 15); // S <= T/2: 6+
    expect(w(3, 7)).toBeCloseTo(1 / 6, 15); // 3 <= 3.5: 6+
  });

  test('Anti-X with Devastating Wounds (docs/wh40k-10e/anti.md)', () => {
    // Torrent, S4 against T4 (4+) but Anti-Infantry 4+: every wound is critical (1/2), and
    // Devastating: no save, not even the 4++ invulnerable. Unsaved 1/2.
    const a: Attacker = {
      attacks: 1,
      strength: 4,
      rules: ['torrent', 'devastating-wounds', { rule: 'anti', keyword: 'infantry', on: 4 }],
    };
    expect(
      mean(a, { toughness: 4, save: 2, invulnerable: 4, keywords: ['infantry'] }, 'unsaved'),
    ).toBeCloseTo(1 / 2, 15);
    // Without the keyword: criticals on 6 only (1/6 unsaved), the other wounds (1/3) take the
    // 2+ save (1/6 fail): 1/6 + 1/18 = 2/9.
    expect(
      mean(a, { toughness: 4, save: 2, invulnerable: 4, keywords: ['vehicle'] }, 'unsaved'),
    ).toBeCloseTo(2 / 9, 15);
  });

  test('Twin-linked re-rolls failed Wound rolls, once, whatever else asks', () => {
    // S4 against T5 (5+): 1/3 + 2/3 x 1/3 = 5/9, with or without re-roll ones as well.
    const a: Attacker = { attacks: 1, strength: 4, rules: ['torrent', 'twin-linked'] };
    expect(mean(a, { toughness: 5 }, 'wounds')).toBeCloseTo(5 / 9, 15);
    expect(mean({ ...a, reroll: { wound: 'ones' } }, { toughness: 5 }, 'wounds')).toBeCloseTo(
      5 / 9,
      15,
    );
  });

  test('cover at AP 0 for a 3+ save, and ignores cover (docs/wh40k-10e/ignores-cover.md)', () => {
    // Torrent, S8 against T4 (5/6 wound). 3+ save at AP 0 in cover: still 3+ (1/3 fail).
    const unsaved = (a: Partial<Attacker>, t: Partial<Target>) =>
      mean(
        { attacks: 1, strength: 8, rules: ['torrent'], ...a } as Attacker,
        { toughness: 4, ...t },
        'unsaved',
      );
    expect(unsaved({}, { save: 3, cover: true })).toBeCloseTo((5 / 6) * (1 / 3), 15);
    // 4+ save at AP 0 in cover: 3+.
    expect(unsaved({}, { save: 4, cover: true })).toBeCloseTo((5 / 6) * (1 / 3), 15);
    // 3+ at AP -1 in cover: 4+ then 3+.
    expect(unsaved({ ap: -1 }, { save: 3, cover: true })).toBeCloseTo((5 / 6) * (1 / 3), 15);
    // Ignores Cover: 3+ at AP -1 is 4+.
    expect(
      unsaved({ ap: -1, rules: ['torrent', 'ignores-cover'] }, { save: 3, cover: true }),
    ).toBeCloseTo((5 / 6) * (1 / 2), 15);
    // Melee: no cover; WS 2+ (5/6 hit).
    expect(
      mean(
        { attacks: 1, ws: 2, strength: 8, ap: -1 },
        { toughness: 4, save: 3, cover: true },
        'unsaved',
      ),
    ).toBeCloseTo((5 / 6) * (5 / 6) * (1 / 2), 15);
  });

  test('invulnerable against AP: the better of the two saves', () => {
    // Torrent S8 (5/6). 3+ save at AP -3 is 6+; the 5++ is better: 2/3 fail. At AP -1 the
    // armour 4+ is better: 1/2 fail.
    const u = (ap: number) =>
      mean(
        { attacks: 1, strength: 8, ap, rules: ['torrent'] },
        { toughness: 4, save: 3, invulnerable: 5 },
        'unsaved',
      );
    expect(u(-3)).toBeCloseTo((5 / 6) * (2 / 3), 15);
    expect(u(-1)).toBeCloseTo((5 / 6) * (1 / 2), 15);
  });

  test('the order of Melta, halving and -1 Damage (docs/wh40k-10e/melta.md)', () => {
    // Torrent, S8 against T4 (5/6), no save. D3 + 2 = 3,4,5; halved 2,2,3; -1: 1,1,2.
    const r = run(
      {
        attacks: 1,
        strength: 8,
        damage: 'D3',
        halfRange: true,
        rules: ['torrent', { rule: 'melta', damage: 2 }],
      },
      { toughness: 4, wounds: 10, halveDamage: true, damageReduction: 1 },
    );
    const d = r.damage!.toArray();
    expect(d[0]).toBeCloseTo(1 / 6, 15);
    expect(d[1]).toBeCloseTo((5 / 6) * (2 / 3), 15);
    expect(d[2]).toBeCloseTo((5 / 6) * (1 / 3), 15);
    // -1 Damage never takes a 1 below 1.
    expect(
      run(
        { attacks: 1, strength: 8, rules: ['torrent'] },
        { toughness: 4, damageReduction: 1 },
      ).damage!.toArray()[1],
    ).toBeCloseTo(5 / 6, 15);
  });

  test('Feel No Pain per point of damage', () => {
    // Torrent S8 (5/6), damage 3, FNP 5+: each point lost with 2/3; a 3-wound model dies when
    // all three are lost: 5/6 x 8/27 = 20/81.
    const r = run(
      { attacks: 1, strength: 8, damage: 3, rules: ['torrent'] },
      { toughness: 4, wounds: 3, feelNoPain: 5 },
    );
    expect(r.slain!.toArray()[1]).toBeCloseTo(20 / 81, 15);
    expect(r.damage!.toArray()[3]).toBeCloseTo(5 / 6, 15);
    expect(r.damageAfterFnp!.mean()).toBeCloseTo((5 / 6) * 3 * (2 / 3), 15);
  });

  test('D6 damage against 3-wound models: excess damage is lost', () => {
    // Two attacks that always wound (S8 T4 torrent, but a 1 fails: 5/6), D6 damage, two
    // models of 3 wounds. Both slain only if each attack wounds and rolls 3+: (5/6 x 2/3)^2.
    const r = run(
      { attacks: 2, strength: 8, damage: 'D6', rules: ['torrent'] },
      { models: 2, toughness: 4, wounds: 3 },
    );
    expect(r.slain!.toArray()[2]).toBeCloseTo((5 / 9) ** 2, 15);
  });

  test('several groups in order, the wound state carried', () => {
    // Two groups of one torrent S8 attack, damage 1, at one 2-wound model: slain when both
    // wound: (5/6)^2.
    const a: Attacker = { attacks: 1, strength: 8, rules: ['torrent'] };
    const r = run(a, { toughness: 4, wounds: 2 }, [a]);
    expect(r.slain!.toArray()[1]).toBeCloseTo(25 / 36, 15);
  });

  test('a custom keyword by name (defineWh40kRule)', () => {
    // "Rending claws": Critical Wounds on 5+. Torrent S4 against T8 (6+): 1/3 wound. (A custom
    // rule's name is not a built-in rule's of any ruleset: Kill Team has a "rending".)
    const rending = defineWh40kRule({
      name: 'rending-claws',
      citation: 'house rule',
      apply: (d) => ({ ...d, criticalWoundOn: Math.min(d.criticalWoundOn, 5) }),
    });
    const r = evaluate(
      {
        ruleset: 'wh40k-10e',
        attackers: [{ attacks: 1, strength: 4, rules: ['torrent', 'rending-claws'] }],
        target: { toughness: 8 },
      },
      { rules: { 'rending-claws': rending } },
    );
    expect(r.results.wounds!.mean()).toBeCloseTo(1 / 3, 15);
    expect(r.results.criticalWounds!.mean()).toBeCloseTo(1 / 3, 15);
  });
});
