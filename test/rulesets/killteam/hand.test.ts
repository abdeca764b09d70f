// Hand-derived shooting attacks, each with its derivation: the numbers docs/killteam/*.md
// works through. A "no saves" target is shot with Piercing 3 (no defence dice).
import { describe, expect, test } from 'vitest';
import type { Dist } from '../../../src/dist/Dist.js';
import { compileShoot } from '../../../src/rulesets/killteam/compile.js';
import { DefenceTable } from '../../../src/rulesets/killteam/defence.js';
import type {
  KtShootScenarioInput,
  KtTargetInput,
  KtWeaponInput,
} from '../../../src/rulesets/killteam/input.js';
import { AttackPolicy } from '../../../src/rulesets/killteam/reroll.js';
import type { KtShootScenario, KtWeaponRule } from '../../../src/rulesets/killteam/types.js';
import { evaluate } from '../../../src/scenario/evaluate.js';
import { parseScenario } from '../../../src/scenario/validate.js';

const noSaves: KtWeaponRule = { rule: 'piercing', x: 3 };
const shoot = (
  weapon: Partial<KtWeaponInput>,
  target: Partial<KtTargetInput> = {},
  rest: Partial<KtShootScenarioInput> = {},
  attacker: { wounds?: number; woundsLeft?: number } = {},
) =>
  evaluate({
    ruleset: 'killteam',
    attacker: {
      wounds: attacker.wounds ?? 10,
      woundsLeft: attacker.woundsLeft ?? attacker.wounds ?? 10,
      save: 3,
      weapon: { atk: 1, hit: 3, damage: 3, criticalDamage: 4, ...weapon },
    },
    target: { wounds: 10, save: 4, ...target },
    ...rest,
  } as KtShootScenarioInput).results;

/** A result named for a secondary target (the results' type names the primary's only). */
const named = (r: object, name: string): Dist => (r as Record<string, Dist>)[name]!;

const expectDist = (got: { toArray(): Float64Array }, want: readonly number[]) => {
  const a = got.toArray();
  expect(a.length).toBe(want.length);
  want.forEach((p, k) => {
    expect(a[k]!, `P(${k})`).toBeCloseTo(p, 14);
  });
};

describe('hand-derived shooting attacks', () => {
  test('one die at 3+, 3/4, no saves: 1s and 2s fail, 3-5 normal, 6 critical', () => {
    // P(0) = 2/6, P(3) = 3/6, P(4) = 1/6.
    expectDist(shoot({ rules: [noSaves] }).damage, [2 / 6, 0, 0, 3 / 6, 1 / 6]);
  });
  test('injured: the Hit stat is 1 worse', () => {
    // 3+ becomes 4+: P(0) = 3/6 (1-3), P(3) = 2/6 (4, 5), P(4) = 1/6.
    const r = shoot({ rules: [noSaves] }, {}, {}, { wounds: 10, woundsLeft: 4 });
    expectDist(r.damage, [3 / 6, 0, 0, 2 / 6, 1 / 6]);
    // 4 of 10 wounds is below half; 5 of 10 is not.
    expectDist(shoot({ rules: [noSaves] }, {}, {}, { wounds: 10, woundsLeft: 5 }).damage, [
      2 / 6,
      0,
      0,
      3 / 6,
      1 / 6,
    ]);
  });
  test('a 6+ Hit made worse succeeds on a 6 only, always critical', () => {
    expectDist(shoot({ hit: 6, rules: [noSaves] }, {}, {}, { woundsLeft: 1 }).damage, [
      5 / 6,
      0,
      0,
      0,
      1 / 6,
    ]);
  });
  test('cover: one normal save retained, two dice rolled', () => {
    // Save 5+ in cover: normal saves = 1 + the 5s of 2 dice, so exactly 1 when neither die
    // shows a 5: (5/6)^2; critical saves = the 6s of those 2 dice.
    const r = shoot({}, { save: 5, cover: true });
    expect(r.normalSaves.at(1)).toBeCloseTo((5 / 6) ** 2, 14);
    expect(r.normalSaves.at(0)).toBe(0);
    expect(r.criticalSaves.at(2)).toBeCloseTo(1 / 36, 14);
  });
  test('obscured: every success normal, one discarded', () => {
    // 2 dice at 2+: hits = successes - 1: one normal hit when both succeed, (5/6)^2 = 25/36.
    const r = shoot({ atk: 2, hit: 2, rules: [noSaves] }, { obscured: true });
    expectDist(r.damage, [11 / 36, 0, 0, 25 / 36]);
    expect(r.criticalHits.max).toBe(0);
  });
  test('Hot: twice the roll when it is below the Hit stat', () => {
    // Hit 4+: a 1, 2 or 3 inflicts 2, 4 or 6; a shooter with 4 wounds (not injured) goes down
    // on 2 or 3.
    const r = shoot({ hit: 4, rules: ['hot'] }, {}, {}, { wounds: 4 });
    expectDist(r.hotDamage!, [1 / 2, 0, 1 / 6, 0, 1 / 6, 0, 1 / 6]);
    expect(r.shooterIncapacitated!.at(1)).toBeCloseTo(1 / 3, 14);
  });
  test('Accurate: retained when it is worth more than the roll, rolled when not', () => {
    // Rolled: 3 x 3/6 + 4 x 1/6 = 13/6 < 3: the die is retained as a normal success.
    expectDist(shoot({ rules: [{ rule: 'accurate', x: 1 }, noSaves] }).damage, [0, 0, 0, 1]);
    // With Devastating 10 at 2+: rolled, 3 x 4/6 + 14 x 1/6 = 26/6 > 3: the die is rolled.
    expectDist(
      shoot({
        hit: 2,
        rules: [{ rule: 'accurate', x: 1 }, { rule: 'devastating', x: 10 }, noSaves],
      }).damage,
      [1 / 6, 0, 0, 4 / 6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1 / 6],
    );
  });
  test('Severe: the only normal success becomes critical', () => {
    // At 2+ every success is critical: a 1 fails (1/6), anything else deals 4.
    expectDist(shoot({ hit: 2, rules: ['severe', noSaves] }).damage, [1 / 6, 0, 0, 0, 5 / 6]);
  });
  test('Balanced, and the objective changing the re-roll', () => {
    // Expected damage: a fail is re-rolled (a normal success is worth 3 > 13/6 re-rolled).
    // P(3) = 2/6 + 3/6 x 2/6 = 1/2, P(4) = 1/6 + 3/6 x 1/6 = 1/4, P(0) = 3/6 x 3/6 = 1/4.
    const byDamage = shoot({ hit: 4, rules: ['balanced', noSaves] }, { wounds: 4 });
    expectDist(byDamage.damage, [1 / 4, 0, 0, 1 / 2, 1 / 4]);
    // To incapacitate 4 wounds only a critical success will do: a normal success is re-rolled
    // too. P = 1/6 + 5/6 x 1/6 = 11/36 (against 9/36 when aiming at damage).
    const byKill = shoot(
      { hit: 4, rules: ['balanced', noSaves] },
      { wounds: 4 },
      { objective: 'incapacitate' },
    );
    expect(byDamage.incapacitated.at(1)).toBeCloseTo(9 / 36, 14);
    expect(byKill.incapacitated.at(1)).toBeCloseTo(11 / 36, 14);
  });
  test('Devastating: x damage per retained critical success, before any block', () => {
    // One die at 4+ with Devastating 2 against a 2+ save: devastating damage 2 on a 6 (1/6).
    const r = shoot({ hit: 4, rules: [{ rule: 'devastating', x: 2 }] }, { save: 2 });
    expectDist(r.devastatingDamage!, [5 / 6, 0, 1 / 6]);
  });
  test('Hot compares the Hit stat as used: an injured shooter is burnt on a 4 too', () => {
    const r = shoot({ hit: 4, rules: ['hot'] }, {}, {}, { wounds: 10, woundsLeft: 4 });
    expectDist(r.hotDamage!, [2 / 6, 0, 1 / 6, 0, 1 / 6, 0, 1 / 6, 0, 1 / 6]);
  });
  test('Blast: independent sequences, the totals convolved', () => {
    // Two identical targets, each incapacitated with probability p: slain is Binomial(2, p).
    const one = shoot({ atk: 4, rules: [] }, { wounds: 6, save: 5 });
    const p = one.incapacitated.at(1);
    const two = shoot(
      { atk: 4, rules: [{ rule: 'blast', distance: 2 }] },
      { wounds: 6, save: 5 },
      { secondaryTargets: [{ wounds: 6, save: 5 }] },
    );
    expectDist(two.slain, [(1 - p) ** 2, 2 * p * (1 - p), p ** 2]);
    expect(named(two, 'damageSecondary1').mean()).toBeCloseTo(one.damage.mean(), 14);
  });
  test('Blast: secondary targets are in cover when the primary is; Torrent: each as it stands', () => {
    const blast = shoot(
      { atk: 4, rules: [{ rule: 'blast', distance: 2 }] },
      { save: 5, cover: true },
      { secondaryTargets: [{ wounds: 10, save: 5 }] },
    );
    const torrent = shoot(
      { atk: 4, rules: [{ rule: 'torrent', distance: 2 }] },
      { save: 5, cover: true },
      { secondaryTargets: [{ wounds: 10, save: 5 }] },
    );
    expect(named(blast, 'normalSavesSecondary1').at(0)).toBe(0);
    expect(named(torrent, 'normalSavesSecondary1').at(0)).toBeGreaterThan(0);
  });
  test('Relentless re-rolls one die at a time, seeing each result: better than any fixed set', () => {
    // Two normal successes at 4+ (fail 1/2, normal 1/3, critical 1/6), 3/4, no saves, against
    // 7 wounds: only a critical with another success (7 or 8) incapacitates.
    const s = parseScenario({
      ruleset: 'killteam',
      attacker: {
        wounds: 10,
        save: 3,
        weapon: { atk: 2, hit: 4, damage: 3, criticalDamage: 4, rules: ['relentless', noSaves] },
      },
      target: { wounds: 7, save: 4 },
      objective: 'incapacitate',
    }) as KtShootScenario;
    const policy = new AttackPolicy(
      new DefenceTable(compileShoot(s).sequences[0]!.draft, 'incapacitate'),
      0,
    );
    const twoNormals = { u: [0, 2, 0], x: [0, 0, 0], pool: 0, cv: 3, bal: false } as const;
    // One normal re-rolled: a critical (1/6) incapacitates and stops; a normal (1/3) leaves
    // the other normal to re-roll for a critical (1/6); a fail leaves no way. 1/6 + 1/3 x 1/6.
    expect(policy.decide(twoNormals).v).toBeCloseTo(1 / 6 + (1 / 3) * (1 / 6), 14); // 2/9
    // Both re-rolled at once: a critical with a success, 1/36 + 2 x 1/6 x 1/3 = 5/36; one only:
    // 1/6. Seeing the first result first is worth 2/9 = 8/36, more than either.
    const [pf, pn, pc] = policy.odds;
    const both =
      pf * pf * policy.finalValue(2, 0) +
      2 * pf * pn * policy.finalValue(1, 1) +
      2 * pf * pc * policy.finalValue(1, 0) +
      pn * pn * policy.finalValue(0, 2) +
      2 * pn * pc * policy.finalValue(0, 1) +
      pc * pc * policy.finalValue(0, 0);
    expect(both).toBeCloseTo(5 / 36, 14);
    const one =
      pf * policy.finalValue(1, 1) + pn * policy.finalValue(0, 2) + pc * policy.finalValue(0, 1);
    expect(one).toBeCloseTo(1 / 6, 14);
    expect(policy.decide(twoNormals).v).toBeGreaterThan(Math.max(both, one));
    expect(policy.decide(twoNormals).step).toEqual({ kind: 'relentless', k: 1 });
  });
});
