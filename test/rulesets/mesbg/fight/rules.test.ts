/**
 * Hand-derived values, one mechanic of the spec (test/fixtures/spec/mesbg-fight.md) at a time,
 * each with its derivation.
 */
import { describe, expect, test } from 'vitest';
import { InputError } from '../../../../src/errors.js';
import { compileFight } from '../../../../src/rulesets/mesbg/fight/compile.js';
import { duelScore } from '../../../../src/rulesets/mesbg/fight/duelDice.js';
import { exactFight } from '../../../../src/rulesets/mesbg/fight/exact.js';
import { fateOutcomes } from '../../../../src/rulesets/mesbg/fight/fate.js';
import {
  fightToWound,
  toWoundOutcomes,
} from '../../../../src/rulesets/mesbg/fight/fightToWound.js';
import { fightComparison, sideFight } from '../../../../src/rulesets/mesbg/fight/heroicStrike.js';
import { fightsUntilSlain } from '../../../../src/rulesets/mesbg/fight/overFights.js';
import type { MesbgFightScenario } from '../../../../src/rulesets/mesbg/fight/types.js';
import { rollOffA } from '../../../../src/rulesets/mesbg/fight/whoWins.js';
import { fight, side } from './cases.js';

const run = (s: MesbgFightScenario) => exactFight(compileFight(s));
const close = (x: number, y: number) => expect(Math.abs(x - y)).toBeLessThan(1e-12);
const one = { attacks: 1, strength: 3, defence: 4 } as const;

describe('the Duel (steps 1 to 5)', () => {
  test('a higher Fight wins every tie: 1 die each, 21/36', () => {
    close(
      run(fight(side([{ ...one, fight: 4 }]), side([{ ...one, fight: 3 }]))).duelWinA!.at(1),
      21 / 36,
    );
  });
  test('equal Fight: the roll-off, 15/36 + 6/36 × 1/2 = 1/2', () => {
    close(
      run(fight(side([{ ...one, fight: 4 }]), side([{ ...one, fight: 4 }]))).duelWinA!.at(1),
      1 / 2,
    );
  });
  test('an Elven-made weapon wins the roll-off on four faces: 15/36 + 6/36 × 2/3 = 19/36', () => {
    expect(rollOffA(true, false)).toBeCloseTo(2 / 3, 15);
    const s = fight(side([{ ...one, fight: 4, elvenMade: true }]), side([{ ...one, fight: 4 }]));
    close(run(s).duelWinA!.at(1), 19 / 36);
  });
  test("a side's Fight is its highest, supporters included", () => {
    // A's spear supporter has Fight 5: A wins ties against Fight 4. Two dice against one:
    // P(max of 2 >= B's die) = sum over b of (1 - ((b - 1)/6)^2)/6 = 1 - 55/216 = 161/216.
    const s = fight(
      side([
        { ...one, fight: 3 },
        { ...one, fight: 5, supporting: true },
      ]),
      side([{ ...one, fight: 4 }]),
    );
    close(run(s).duelWinA!.at(1), 161 / 216);
  });
  test('two-handed: -1 on the Duel die, a natural 6 stays 6 (7/18) or drops to 5 (13/36)', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => duelScore(n, -1, true))).toEqual([1, 1, 2, 3, 4, 6]);
    // P(A > B) = (0 + 0 + 1 + 2 + 3 + 5)/36 = 11/36, P(tie) = 1/6, halved by the roll-off: 7/18.
    const a = side([{ ...one, fight: 4, twoHanded: true }]);
    const b = side([{ ...one, fight: 4 }]);
    close(run(fight(a, b)).duelWinA!.at(1), 7 / 18);
    // Drops: scores 1, 1, 2, 3, 4, 5: (0 + 0 + 1 + 2 + 3 + 4)/36 + 3/36 = 13/36.
    close(run(fight(a, b, { twoHandedSix: 'drops' })).duelWinA!.at(1), 13 / 36);
  });
  test('Heroic Strike: Fight 4 + D6 against Fight 7 is higher on 4-6, equal on 3: 37/72', () => {
    const cmp = fightComparison(
      sideFight([{ fight: 4, heroicStrike: true }]),
      sideFight([{ fight: 7, heroicStrike: false }]),
    );
    close(cmp[0], 1 / 2);
    close(cmp[2], 1 / 6);
    // 15/36 wins on the dice, plus the 6/36 ties won with chance 1/2 + 1/6 × 1/2 = 7/12.
    const r = run(
      fight(side([{ ...one, fight: 4, heroicStrike: true }]), side([{ ...one, fight: 7 }])),
    );
    close(r.duelWinA!.at(1), 37 / 72);
    close(r.duelWinAWithoutHeroicStrike!.at(1), 15 / 36);
  });
  test('a banner re-rolls the die that most raises the chance: 1 die each, equal Fight, 35/54', () => {
    // A keeps a winning die; behind (a < b) it re-rolls: (6 - b)/6 + 1/12. Tied, it re-rolls
    // only when that beats the roll-off's 1/2, that is when b <= 3. Summed over the 36 rolls:
    // 15 + (11 + 9 + 7)/12 + 3/2 + (9 + 14 + 15 + 12 + 5)/12 = 70/3, over 36: 35/54.
    const s = fight(side([{ ...one, fight: 4 }], { banner: true }), side([{ ...one, fight: 4 }]));
    close(run(s).duelWinA!.at(1), 35 / 54);
    close(run(fight(s.sideA, s.sideB, { banner: 'none' })).duelWinA!.at(1), 1 / 2);
  });
  test('Duel Might: the least points that win outright, all on the best die', () => {
    // A Hero (1 die, Might 1, Fight 5) against Fight 4: a tie wins, so one point wins whenever
    // A's die is one below B's: 21/36 + 5/36 = 26/36.
    const s = fight(
      side([{ ...one, fight: 5, might: 1 }], { might: 'duel-only' }),
      side([{ ...one, fight: 4 }]),
    );
    const r = run(s);
    close(r.duelWinA!.at(1), 26 / 36);
    close(r.mightSpentA!.at(1), 5 / 36);
  });
});

describe('Strikes, To Wound, Fate and Wounds (steps 6 to 10)', () => {
  test('Trapped: each Strike is two To Wound rolls: 21/36 × (1 - (2/3)^2) = 35/108', () => {
    const s = fight(side([{ ...one, fight: 4 }]), side([{ ...one, fight: 3, trapped: true }]));
    const r = run(s);
    close(r.slainB!.at(1), 35 / 108);
    expect(r.strikesA!.max).toBe(2);
  });
  test('a two-handed weapon is +1 on both dice of 6+/X+; Heroic Defence wants natural 6s', () => {
    expect(fightToWound(3, 8, 1, 0, false)).toEqual({
      first: 5,
      further: 3,
      hero: 0,
      reroll: 'none',
    });
    expect(fightToWound(5, 5, 1, 0, true)).toEqual({
      first: 6,
      further: 0,
      hero: -1,
      reroll: 'none',
    });
    expect(fightToWound(2, 7, 1, 0, true)).toEqual({
      first: 6,
      further: 4,
      hero: -1,
      reroll: 'none',
    }); // 6+/4+, natural
    expect(fightToWound(1, 9, 1, 0, false).first).toBe(7); // '-' never wounds
  });
  test('Might on To Wound: a 5+ with one point wounds on 4, 5 or 6 (1/2)', () => {
    const out = toWoundOutcomes({ first: 5, further: 0, hero: 0, reroll: 'none' }, 1, false, null);
    close(out[1]!, 1 / 3); // a 5 or 6, nothing spent
    close(out[3]!, 1 / 6); // a 4 and the point
    close(out[0]!, 1 / 2);
  });
  test('Fate: each point prevents the Wound on a 4+; with 2 points 1/2, 1/4, and 1/4 stands', () => {
    expect(Array.from(fateOutcomes(2))).toEqual([0.25, 0.5, 0.25]);
    // One Strike 5+ at a Hero of one Wound and one Fate: slain 1/3 × 1/2 = 1/6 when struck.
    const s = fight(side([{ ...one, fight: 5 }]), side([{ ...one, fight: 3, fate: 1 }]), {
      duelMight: 'none',
    });
    close(run(s).slainBIfAWins!.at(1), 1 / 6);
  });
  test('Fate lethal keeps Fate: the same chance to be slain, more Wounds suffered', () => {
    const a = side([{ ...one, fight: 5, attacks: 3, strength: 5 }]);
    const b = side([{ ...one, fight: 3, wounds: 2, fate: 2 }]);
    const every = run(fight(a, b));
    const lethal = run(fight(a, b, { fate: 'lethal' }));
    close(every.slainB!.at(1), lethal.slainB!.at(1));
    expect(lethal.woundsB!.mean()).toBeGreaterThan(every.woundsB!.mean());
    expect(lethal.fateSpentB!.mean()).toBeLessThan(every.fateSpentB!.mean());
  });
  test('the model is slain when its Wounds are reached, and the rest of the Strikes are not rolled', () => {
    const r = run(
      fight(
        side([{ ...one, fight: 5, attacks: 4, strength: 10 }]),
        side([{ ...one, fight: 1, defence: 1, wounds: 2 }]),
      ),
    );
    expect(r.woundsB!.max).toBe(2);
  });
});

describe('the best Might policy', () => {
  test('is never worse than the default, and gains where keeping Might for the wounds pays', () => {
    const s = fight(
      side([{ fight: 5, attacks: 2, strength: 4, defence: 6, wounds: 3, might: 3 }]),
      side([
        { fight: 5, attacks: 2, strength: 5, defence: 6, wounds: 2, fate: 1 },
        { fight: 4, attacks: 1, strength: 4, defence: 5 },
      ]),
    );
    const r = run(s);
    expect(r.mightBestA!.at(1)).toBeGreaterThan(r.mightGoalA!.at(1) + 0.01);
    close(r.mightGoalA!.at(1), r.slainB!.at(1));
    // With the best policy played, its goal is what the default reported as best.
    const best = run(fight({ ...s.sideA, might: 'best' }, s.sideB));
    close(best.slainB!.at(1), r.mightBestA!.at(1));
  });
});

describe('several fights: the target worn down', () => {
  test('one fight is the fight; two fights add up the wounds', () => {
    const s = fight(side([{ ...one, fight: 4 }]), side([{ ...one, fight: 3, wounds: 2 }]));
    const r = fightsUntilSlain(s, 3);
    close(r.slain[0]!, run(s).slainB!.at(1));
    // Each fight wounds with 21/36 × 1/3 = 7/36: slain within two fights (7/36)^2, within
    // three 3 × (7/36)^2 × (29/36) + (7/36)^3.
    const q = 7 / 36;
    close(r.slain[1]!, q * q);
    close(r.slain[2]!, 3 * q * q * (1 - q) + q ** 3);
  });
});

describe('bad input', () => {
  test('a target that is a supporting model, or out of range, names the field', () => {
    const s = fight(
      side([{ ...one, fight: 4 }], { target: 1 }),
      side([
        { ...one, fight: 3 },
        { ...one, fight: 3, supporting: true },
      ]),
    );
    expect(() => compileFight(s)).toThrow(InputError);
    expect(() => compileFight(s)).toThrow('sideA.target');
  });
  test('duelMight on a side without Might names rules.duelMight', () => {
    const s = fight(side([{ ...one, fight: 4 }]), side([{ ...one, fight: 3 }]), { duelMight: 'a' });
    expect(() => compileFight(s)).toThrow('rules.duelMight');
  });
  test('fightsUntilSlain wants 1..100 fights', () => {
    const s = fight(side([{ ...one, fight: 4 }]), side([{ ...one, fight: 3 }]));
    expect(() => fightsUntilSlain(s, 0)).toThrow('fights must be a whole number 1..100, got 0');
  });
});

describe('To Wound re-rolls (spec, step 7: each die re-rollable once on its own)', () => {
  const roll = { first: 5, further: 0, hero: 0, reroll: 'failed' } as const;
  test('the default re-rolls every failed die, then Might lifts the final one', () => {
    // Faces 1-4 fail (2/3) and are re-rolled: the fresh die wounds free on 5-6 (1/3), with the
    // point on a 4 (1/6), else fails (1/2). Free: 1/3 + 2/3 × 1/3 = 5/9; one point: 2/3 × 1/6
    // = 1/9; none: 2/3 × 1/2 = 1/3.
    const out = toWoundOutcomes(roll, 1, false, null);
    close(out[1]!, 5 / 9);
    close(out[3]!, 1 / 9);
    close(out[0]!, 1 / 3);
  });
  test('the best policy keeps a 4 it can lift with Might rather than re-roll it', () => {
    // Worth: the Wound itself. A 4 kept and lifted is sure (1 > 1/2 for a fresh die); 1-3
    // cannot be lifted (0 < 1/2): re-rolled. Free: 1/3 + 1/2 × 1/3 = 1/2; one point: 1/6 + 1/2
    // × 1/6 = 1/4; none: 1/2 × 1/2 = 1/4.
    const out = toWoundOutcomes(roll, 1, false, (wounded) => wounded);
    close(out[1]!, 1 / 2);
    close(out[3]!, 1 / 4);
    close(out[0]!, 1 / 4);
  });
  test('a 6+/4+ entry (S2 v D7) re-rolling each die: 11/36 × 3/4 = 11/48', () => {
    // First die: 6 at once or after a re-roll: 1/6 + 5/6 × 1/6 = 11/36; the further 4+ likewise
    // 1/2 + 1/2 × 1/2 = 3/4.
    const s = fight(
      side([{ ...one, fight: 5, strength: 2, reroll: { wound: 'failed' } }]),
      side([{ ...one, fight: 3, defence: 7 }]),
    );
    close(run(s).slainBIfAWins!.at(1), (11 / 36) * (3 / 4));
  });
  test('re-rolling ones: S3 v D4 (5+) wounds with 1/3 + 1/6 × 1/3 = 7/18', () => {
    const s = fight(
      side([{ ...one, fight: 5, reroll: { wound: 'ones' } }]),
      side([{ ...one, fight: 3 }]),
    );
    close(run(s).slainBIfAWins!.at(1), 7 / 18);
  });
});

describe('counting every Wound rolled', () => {
  test('every Strike is rolled: S5 v D4 (4+), 3 Strikes at a 1-Wound model, mean 3 × 1/2', () => {
    const s = fight(
      side([{ ...one, fight: 5, attacks: 3, strength: 5 }]),
      side([{ ...one, fight: 3 }]),
      { countWounds: 'all' },
    );
    const r = run(s);
    close(r.woundsBIfAWins!.mean(), 3 / 2);
    // Slain is the same either way: 1 - (1/2)^3.
    close(r.slainBIfAWins!.at(1), 7 / 8);
    const stop = run({ ...s, rules: { ...s.rules, countWounds: 'until-slain' } });
    close(stop.slainBIfAWins!.at(1), 7 / 8);
    expect(stop.woundsBIfAWins!.max).toBe(1);
  });
});

describe('the win-duel-chance goal', () => {
  test('buys a roll-off when no outright win is in reach', () => {
    // A (Fight 5, 1 die, Might 1) against B (Fight 5, 1 die): equal Fight. A's 1 point turns a
    // die one below B's into a tie (1/2 instead of 0), and a tie into a win: from any a < 6 with
    // a + 1 >= b. P(A wins) = sum over the 36 rolls: a > b: 15, a = b: 6 ties → a < 6 spend
    // (5 wins) + the 6-6 roll-off (1/2); a = b - 1: 5 roll-offs (5/2). (15 + 5 + 1/2 + 5/2)/36.
    const s = fight(
      side([{ ...one, fight: 5, might: 1 }], { might: 'best', goal: 'win-duel-chance' }),
      side([{ ...one, fight: 5 }]),
    );
    const r = run(s);
    close(r.duelWinA!.at(1), 23 / 36);
    close(r.mightGoalA!.at(1), 23 / 36);
    // The default buys the outright wins only: (15 + 5 + 1/2 + 5 × 1/2 ... no: a = b - 1 stays
    // lost) = (15 + 5 + 1/2)/36.
    const d = run({ ...s, sideA: { ...s.sideA, might: 'win-duel' } });
    close(d.duelWinA!.at(1), 20.5 / 36);
    close(d.mightBestA!.at(1), 23 / 36);
  });
});
