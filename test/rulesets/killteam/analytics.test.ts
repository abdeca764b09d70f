// Kill Team (2024) durability and "across every save" (src/rulesets/killteam/analytics.ts):
// hand-derived values for one attack die, the reference threats against the ruleset's own exact
// engine, and the fight and secondary targets refused by name.
import { describe, expect, test } from 'vitest';
import { acrossSaves } from '../../../src/analytics/acrossSaves.js';
import { durability, rulesetDurability, threatOf } from '../../../src/analytics/durability.js';
import type { Dist } from '../../../src/dist/Dist.js';
import { InputError } from '../../../src/errors.js';
import { KT_REFERENCE_WEAPONS } from '../../../src/rulesets/killteam/analytics.js';
import type { KtShooterInput, KtTargetInput } from '../../../src/rulesets/killteam/input.js';
import { evaluate } from '../../../src/scenario/evaluate.js';

const close = (x: number) => expect.closeTo(x, 12);

/** One attack die: Hit 4+, Damage 2 (normal) / 3 (critical), no weapon rules. */
const oneDie: KtShooterInput = {
  name: 'one die',
  wounds: 10,
  save: 4,
  weapon: { name: 'pistol', atk: 1, hit: 4, damage: 2, criticalDamage: 3, rules: [] },
};
/** Three defence dice at Save 6+: a 6 is a critical save, no die a normal one. */
const target: KtTargetInput = { name: 'Gretchin', wounds: 3, save: 6 };

// By hand (Core Book, "Shoot": three defence dice; a critical save blocks a normal or a critical
// success): the attack die hits normally on 4 or 5 (2/6), critically on 6 (1/6). At Save 6+ it
// is blocked when any of the 3 defence dice is a 6, so it gets through with (5/6)^3 = 125/216.
const through = 125 / 216;
const p2 = (2 / 6) * through; // 2 damage: 250/1296
const p3 = (1 / 6) * through; // 3 damage (a critical): 125/1296, the only way to 3 wounds
const p0 = 1 - p2 - p3;

describe('Kill Team durability', () => {
  test('one attack die, derived by hand: P(incapacitated), mean damage, attacks needed, Piercing', () => {
    const d = durability(target, [{ name: 'one', attackers: [{ ...oneDie, models: 1 }] }], {
      ruleset: 'killteam',
    });
    expect(d.models).toBe(1);
    expect(d.aps).toEqual([0, -1, -2, -3]);
    const t = d.threats[0]!;
    expect(t.destroyed).toEqual(close(p3));
    expect(t.meanSlain).toEqual(close(p3));
    expect(t.meanDamage).toEqual(close(2 * p2 + 3 * p3)); // 875/1296
    // Two shooting attacks: 3 wounds reached unless both miss, or one deals 2 and the other 0.
    const two = 1 - p0 * p0 - 2 * p0 * p2;
    expect(t.attacksNeeded!.p[0]).toEqual(close(p3));
    expect(t.attacksNeeded!.p[1]).toEqual(close(two - p3));
    // Piercing 1: two defence dice, (5/6)^2 = 25/36 through; Piercing 3: none, always through.
    expect(t.byAp.map((b) => b.ap)).toEqual([0, -1, -2, -3]);
    expect(t.byAp[1]!.destroyed).toEqual(close((1 / 6) * (25 / 36)));
    expect(t.byAp[3]!.destroyed).toEqual(close(1 / 6));
    // A threat of two operatives is two shooting attacks.
    const pair = durability(target, [{ name: 'two', attackers: [{ ...oneDie, models: 2 }] }], {
      ruleset: 'killteam',
    }).threats[0]!;
    expect(pair.destroyed).toEqual(close(two));
    expect(pair.meanDamage).toEqual(close(2 * (2 * p2 + 3 * p3)));
  });

  test('each reference threat alone is the exact engine of its own shooting attack', () => {
    const trooper: KtTargetInput = { name: 'Trooper', wounds: 8, save: 5, cover: true };
    const rules = rulesetDurability('killteam');
    expect(rules.defaults.map(([w]) => w)).toEqual(Object.keys(KT_REFERENCE_WEAPONS));
    const threats = rules.defaults.map(([w, n]) => threatOf(rules.references, w, n));
    const d = durability(trooper, threats as never, { ruleset: 'killteam' });
    for (const [i, [w]] of rules.defaults.entries()) {
      const r = evaluate({
        ruleset: 'killteam',
        attacker: KT_REFERENCE_WEAPONS[w as keyof typeof KT_REFERENCE_WEAPONS].profile,
        target: trooper,
      }).results as unknown as Record<string, Dist>;
      expect(d.threats[i]!.destroyed).toEqual(close(r.incapacitated!.at(1)));
      expect(d.threats[i]!.meanDamage).toEqual(close(r.damage!.mean()));
      // Piercing 0 is the weapon without Piercing: the plasma gun's own Piercing 1 is byAp[1].
      if (w === 'plasma-gun') {
        expect(d.threats[i]!.byAp[1]!.destroyed).toEqual(close(d.threats[i]!.destroyed));
        expect(d.threats[i]!.byAp[0]!.destroyed).toBeLessThan(d.threats[i]!.destroyed);
      }
    }
  });

  test('a Piercing written in the weapon rules text (wr) is replaced too', () => {
    const { rules: _, ...weapon } = oneDie.weapon;
    const written = { ...oneDie, weapon: { ...weapon, wr: 'Piercing 2' }, models: 1 };
    const t = durability(target, [{ name: 'wr', attackers: [written] }], {
      ruleset: 'killteam',
    }).threats[0]!;
    // Piercing 2 as written: one defence die, 5/6 through; set to 0 it is three dice again.
    expect(t.destroyed).toEqual(close((1 / 6) * (5 / 6)));
    expect(t.byAp[0]!.destroyed).toEqual(close(p3));
  });

  test('a bad number of operatives is refused by name', () => {
    expect(() =>
      durability(target, [{ name: 'x', attackers: [{ ...oneDie, models: 0 }] }], {
        ruleset: 'killteam',
      }),
    ).toThrow(/attackers\[0\]\.models.*got 0/);
  });
});

describe('Kill Team across every save', () => {
  const scenario = { ruleset: 'killteam', attacker: oneDie, target };

  test('Save 2+ to 6+, in the open and in cover, derived by hand for one attack die', () => {
    const a = acrossSaves(scenario);
    expect(a.saves).toEqual([2, 3, 4, 5, 6]);
    expect(a.ward).toBeNull();
    expect(a.columns).toEqual(['in the open', 'in cover']);
    expect(a.attacker).toBe('pistol');
    for (const [i, s] of [2, 3, 4, 5, 6].entries()) {
      // Each defence die fails with q = (s - 1)/6, is a normal save with (6 - s)/6.
      const q = (s - 1) / 6;
      const n = (6 - s) / 6;
      // In the open, three dice: a normal hit gets through only if all fail; a critical one
      // unless a critical save or two normal saves (no critical, at most one normal).
      const normal = q ** 3;
      const critical = q ** 3 + 3 * n * q ** 2;
      const open = a.withoutWard[i]!;
      expect(open.damage).toEqual(close((2 / 6) * 2 * normal + (1 / 6) * 3 * critical));
      expect(open.wipe).toEqual(close((1 / 6) * critical));
      expect(open.slain).toEqual(close((1 / 6) * critical));
      // In cover (Core Book, "Cover"): one die retained as a normal save, two rolled. The normal
      // hit is always blocked; the critical one gets through only if both rolled dice fail.
      const cover = a.withWard[i]!;
      expect(cover.damage).toEqual(close((1 / 6) * 3 * q ** 2));
      expect(cover.wipe).toEqual(close((1 / 6) * q ** 2));
    }
  });

  test('a ward, a fight and secondary targets are refused by name', () => {
    const fails = (f: () => unknown, field: string, message: RegExp) => {
      try {
        f();
      } catch (e) {
        expect(e).toBeInstanceOf(InputError);
        expect((e as InputError).field).toBe(field);
        expect((e as Error).message).toMatch(message);
        return;
      }
      throw new Error('did not throw');
    };
    fails(() => acrossSaves(scenario, { ward: 5 }), 'ward', /no ward.*in the open with in cover/);
    const fight = {
      ruleset: 'killteam',
      phase: 'fight',
      attacker: { wounds: 8, weapon: { atk: 3, hit: 4, damage: 3, criticalDamage: 4 } },
      defender: { wounds: 8, weapon: { atk: 3, hit: 4, damage: 3, criticalDamage: 4 } },
    };
    fails(() => acrossSaves(fight), 'phase', /phase "fight"/);
    fails(() => rulesetDurability('killteam').check!(fight), 'phase', /phase "fight"/);
    const blast = {
      ...scenario,
      attacker: {
        ...oneDie,
        weapon: { ...oneDie.weapon, rules: [{ rule: 'blast', distance: 2 }] },
      },
      secondaryTargets: [target],
    };
    fails(() => acrossSaves(blast), 'secondaryTargets', /1 given/);
  });
});
