// The MESBG rule modules, each against values derived by hand from the rulebook
// (003_f07a2392f32efa83.txt); every derivation is written beside its test.
import { describe, expect, it } from 'vitest';
import { type D6Source, passChance, rollTest } from '../../../src/rules/d6Test.js';
import { CANNOT, toWoundChart, toWoundChartText } from '../../../src/rulesets/mesbg/charts.js';
import { IN_THE_WAY_PASS, inTheWayTest } from '../../../src/rulesets/mesbg/inTheWay.js';
import { mayRiskFriendlyModels } from '../../../src/rulesets/mesbg/modelsInTheWay.js';
import { shootingIntoCombatTest } from '../../../src/rulesets/mesbg/shootingIntoCombat.js';
import { shootRollTest, shootValueAfterMoving } from '../../../src/rulesets/mesbg/shootRoll.js';
import {
  canWound,
  rollToWound,
  toWoundChance,
  toWoundTest,
} from '../../../src/rulesets/mesbg/toWound.js';

/** A D6Source dealing the given faces; counts how many were taken. */
function dice(faces: readonly number[]): D6Source & { taken: number } {
  const d = {
    taken: 0,
    d6() {
      const f = faces[d.taken++];
      if (f === undefined) throw new Error('more dice rolled than scripted');
      return f;
    },
  };
  return d;
}

describe('toWoundChart (TO WOUND CHART (27)): rows are Defence, columns Strength', () => {
  it("toWoundChartText(2, 3) is '5+': Example 27, Háma's bow (S2) against a Hill Tribesman (D3)", () => {
    expect(toWoundChartText(2, 3)).toBe('5+');
    expect(toWoundChart(2, 3)).toEqual({ need: 5 });
  });

  it('toWoundChart gives each kind of entry as printed: plain, two-dice and -', () => {
    expect(toWoundChart(1, 1)).toEqual({ need: 4 }); // row 1, column 1: 4+
    expect(toWoundChart(10, 1)).toEqual({ need: 3 }); // row 1, column 10: 3+
    expect(toWoundChart(1, 6)).toEqual({ need: 6, further: 4 }); // row 6, column 1: 6+/4+
    expect(toWoundChart(2, 8)).toEqual({ need: 6, further: 5 }); // row 8, column 2: 6+/5+
    expect(toWoundChart(3, 10)).toEqual({ need: 6, further: 6 }); // row 10, column 3: 6+/6+
    expect(toWoundChart(1, 9)).toEqual({ need: CANNOT }); // row 9, column 1: -
    expect(toWoundChart(2, 10)).toEqual({ need: CANNOT }); // row 10, column 2: -
  });

  // Read off the printed chart, every cell depends only on Defence - Strength:
  // <= -2: 3+; -1..0: 4+; 1..2: 5+; 3..4: 6+; 5: 6+/4+; 6: 6+/5+; 7: 6+/6+; >= 8: -.
  // (Row 4 reads 6+ 5+ 5+ 4+ 4+ 3+ ...: differences 3, 2, 1, 0, -1, -2.) Checking all 100
  // cells against this pattern catches a mistyped cell.
  it('toWoundChartText follows the printed pattern in all 100 cells', () => {
    const byDifference = (diff: number): string => {
      if (diff <= -2) return '3+';
      if (diff <= 0) return '4+';
      if (diff <= 2) return '5+';
      if (diff <= 4) return '6+';
      return ['6+/4+', '6+/5+', '6+/6+'][diff - 5] ?? '-';
    };
    for (let d = 1; d <= 10; d++) {
      for (let s = 1; s <= 10; s++)
        expect(toWoundChartText(s, d), `S${s} D${d}`).toBe(byDifference(d - s));
    }
  });

  it("toWoundChartText outside 1..10 is '-' (callers check ranges first)", () => {
    expect(toWoundChartText(0, 3)).toBe('-');
    expect(toWoundChartText(3, 11)).toBe('-');
  });
});

describe('toWoundTest and toWoundChance (ROLLING TO WOUND (27)): hand-derived for every entry kind', () => {
  it('a plain entry: S2 vs D3 needs 5+, 2/6 = 1/3', () => {
    expect(toWoundChance(toWoundTest(2, 3))).toBeCloseTo(1 / 3, 15);
  });

  it('a plain entry re-rolled: failed 5+ dice, 1/3 + 2/3 × 1/3 = 5/9; ones, 1/3 + 1/6 × 1/3 = 7/18', () => {
    expect(toWoundChance(toWoundTest(2, 3, 'failed'))).toBeCloseTo(5 / 9, 15);
    expect(toWoundChance(toWoundTest(2, 3, 'ones'))).toBeCloseTo(7 / 18, 15);
  });

  it('6+/4+ (S1 vs D6): a 6, then a 4+ on a further die, 1/6 × 1/2 = 1/12', () => {
    const t = toWoundTest(1, 6);
    expect(t.first.need).toBe(6);
    expect(t.further?.need).toBe(4);
    expect(toWoundChance(t)).toBeCloseTo(1 / 12, 15);
  });

  it('6+/4+ with each die re-rolled on its own if failed: (1/6 + 5/6 × 1/6)(1/2 + 1/2 × 1/2) = 11/36 × 3/4 = 11/48', () => {
    expect(toWoundChance(toWoundTest(1, 6, 'failed'))).toBeCloseTo(11 / 48, 15);
  });

  it('6+/5+ (S2 vs D8) re-rolling ones: (1/6 + 1/36)(1/3 + 1/18) = 7/36 × 7/18 = 49/648', () => {
    expect(toWoundChance(toWoundTest(2, 8))).toBeCloseTo(1 / 18, 15);
    expect(toWoundChance(toWoundTest(2, 8, 'ones'))).toBeCloseTo(49 / 648, 15);
  });

  it('6+/6+ (S1 vs D8): 1/36; re-rolling failed dice, (11/36)^2 = 121/1296', () => {
    expect(toWoundChance(toWoundTest(1, 8))).toBeCloseTo(1 / 36, 15);
    expect(toWoundChance(toWoundTest(1, 8, 'failed'))).toBeCloseTo(121 / 1296, 15);
  });

  it("'-' (S1 vs D9): 0, and no re-roll changes that", () => {
    expect(canWound(toWoundTest(1, 9))).toBe(false);
    expect(toWoundChance(toWoundTest(1, 9))).toBe(0);
    expect(toWoundChance(toWoundTest(1, 9, 'failed'))).toBe(0);
    expect(canWound(toWoundTest(1, 8))).toBe(true);
  });
});

describe('rollToWound (ROLLING TO WOUND (27)): the two dice rolled one after the other', () => {
  it('rollToWound for 6+/5+: a 6 then a 5 wounds; a 6 then a 4 does not', () => {
    expect(rollToWound(toWoundTest(2, 8), dice([6, 5]))).toBe(true);
    expect(rollToWound(toWoundTest(2, 8), dice([6, 4]))).toBe(false);
  });

  it('rollToWound for 6+/5+: a first die of 5 fails and the further die is not rolled', () => {
    const d = dice([5]);
    expect(rollToWound(toWoundTest(2, 8), d)).toBe(false);
    expect(d.taken).toBe(1);
  });

  it('rollToWound re-rolls each die on its own: 5 (re-rolled: 6), then 4 (re-rolled: 5) wounds', () => {
    const d = dice([5, 6, 4, 5]);
    expect(rollToWound(toWoundTest(2, 8, 'failed'), d)).toBe(true);
    expect(d.taken).toBe(4);
  });

  it("rollToWound for '-' rolls no die", () => {
    const d = dice([]);
    expect(rollToWound(toWoundTest(1, 9, 'failed'), d)).toBe(false);
    expect(d.taken).toBe(0);
  });

  it('rollToWound for S2 vs D3: a 5 wounds (Example 27), a 4 does not', () => {
    expect(rollToWound(toWoundTest(2, 3), dice([5]))).toBe(true);
    expect(rollToWound(toWoundTest(2, 3), dice([4]))).toBe(false);
  });
});

describe('shootRollTest (ROLLING TO HIT; MOVING AND SHOOTING)', () => {
  it('shootValueAfterMoving(4, true) is 5: "a Shoot Value of 4+ that Moved will have a Shoot Value of 5+"', () => {
    expect(shootValueAfterMoving(4, true)).toBe(5);
    expect(shootValueAfterMoving(4, false)).toBe(4);
  });

  it('shootRollTest(6, true) still hits on a natural 6: 1/6, not 0', () => {
    expect(shootRollTest(6, true).need).toBe(6);
    expect(passChance(shootRollTest(6, true))).toBeCloseTo(1 / 6, 15);
    expect(rollTest(shootRollTest(6, true), dice([6]))).toBe(6);
  });

  it('shootRollTest: "If the roll equals or exceeds the Shoot Value, then it is a hit": 4+ is 1/2, 2+ is 5/6', () => {
    expect(passChance(shootRollTest(4, false))).toBeCloseTo(1 / 2, 15);
    expect(passChance(shootRollTest(2, false))).toBeCloseTo(5 / 6, 15);
    expect(rollTest(shootRollTest(5, false), dice([5]))).toBe(5); // Example 22: Bard rolls a 5, a hit
    expect(rollTest(shootRollTest(5, false), dice([4]))).toBe(-4);
  });

  it('shootRollTest with a re-roll of failed dice: 5+ becomes 1/3 + 2/3 × 1/3 = 5/9', () => {
    expect(passChance(shootRollTest(5, false, 'failed'))).toBeCloseTo(5 / 9, 15);
  });
});

describe('inTheWayTest (IN THE WAY (22)) and shootingIntoCombatTest (SHOOTING INTO A COMBAT (26))', () => {
  it('inTheWayTest passes on a 4+ (1/2); a 3 hits the obstruction (Example 22: the arrow sticks in the house)', () => {
    expect(IN_THE_WAY_PASS).toBe(4);
    expect(passChance(inTheWayTest())).toBeCloseTo(1 / 2, 15);
    expect(rollTest(inTheWayTest(), dice([3]))).toBe(-3);
    expect(rollTest(inTheWayTest(), dice([4]))).toBe(4);
  });

  it('shootingIntoCombatTest: a 4+ hits the target, a 2 hits the friendly model (Example 26)', () => {
    expect(passChance(shootingIntoCombatTest())).toBeCloseTo(1 / 2, 15);
    expect(rollTest(shootingIntoCombatTest(), dice([2]))).toBe(-2);
    expect(rollTest(shootingIntoCombatTest(), dice([4]))).toBe(4);
  });
});

describe('mayRiskFriendlyModels (MODELS IN THE WAY (23))', () => {
  it('mayRiskFriendlyModels: "Evil models do not have this restriction"; Good, or no side given, may not', () => {
    expect(mayRiskFriendlyModels('evil')).toBe(true);
    expect(mayRiskFriendlyModels('good')).toBe(false);
    expect(mayRiskFriendlyModels(undefined)).toBe(false);
  });
});
