// The probability questions outside an attack, each against a value derived by hand from the
// rulebook's words (004_15cf5d572fc7d6a3.txt, 000_2ec87e5aee29120b.txt) and, where dice are
// few, against an enumeration of every roll.
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import {
  deepStrikeMishap,
  fleetOfFoot,
  initiativeTest,
  leadershipTest,
  marchingDifficultTerrain,
  moraleTest,
  noRetreatWounds,
} from '../../src/tables/index.js';

describe('deepStrikeMishap (004, "Deep Strike Mishap Table")', () => {
  it('1: Destroyed (1/6); 2-3: Misplaced (2/6); 4-6: Delayed (3/6)', () => {
    expect(deepStrikeMishap()).toEqual({ destroyed: 1 / 6, misplaced: 2 / 6, delayed: 3 / 6 });
  });
});

describe('leadershipTest: 2D6 at most the Leadership (an assumption: the texts do not say)', () => {
  it('equals counting the 36 rolls of 2D6, for every Leadership 0..13', () => {
    for (let ld = 0; ld <= 13; ld++) {
      let pass = 0;
      for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b <= ld) pass++;
      expect(leadershipTest(ld)).toBeCloseTo(pass / 36, 15);
    }
  });
  it('Leadership 7: 21/36; Leadership 2: a double 1 only, 1/36; a modifier moves the Leadership', () => {
    expect(leadershipTest(7)).toBeCloseTo(21 / 36, 15);
    expect(leadershipTest(2)).toBeCloseTo(1 / 36, 15);
    expect(leadershipTest(9, -2)).toBe(leadershipTest(7));
  });
  it('a Morale test is a Leadership test; Fearless passes every one (004, "Fearless")', () => {
    expect(moraleTest(8)).toBe(leadershipTest(8));
    expect(moraleTest(3, { fearless: true })).toBe(1);
  });
  it('bad input names the field', () => {
    expect(() => leadershipTest(7.5)).toThrow(InputError);
    expect(() => leadershipTest(7, 0.5)).toThrow(/modifier must be a whole number/);
  });
});

describe('noRetreatWounds (004, "Fearless", "No Retreat!")', () => {
  it('without the Initiative test: exactly the points the combat was lost by', () => {
    expect(noRetreatWounds(3).toJSON()).toEqual({ p: [0, 0, 0, 1], mean: 3 });
  });
  it('with it (Initiative 3 passes on 1-3: 1/2): 3 wounds, or 2, 1, 0 after a D3', () => {
    const d = noRetreatWounds(3, { initiative: 3 });
    expect(d.at(3)).toBeCloseTo(1 / 2, 15);
    for (const k of [0, 1, 2]) expect(d.at(k)).toBeCloseTo(1 / 6, 15);
    expect(d.mean()).toBeCloseTo(2, 15);
  });
  it('the D3 never takes the wounds below 0: lost by 2, a pass leaves 1 (1/3) or 0 (2/3)', () => {
    const d = noRetreatWounds(2, { passChance: 1 });
    expect(d.at(1)).toBeCloseTo(1 / 3, 15);
    expect(d.at(0)).toBeCloseTo(2 / 3, 15);
  });
  it('"Saves may be taken as normal": each wound unsaved with the given chance', () => {
    // Lost by 2, no test, a 4+ save (unsaved 1/2): binomial(2, 1/2).
    const d = noRetreatWounds(2, { unsavedChance: 1 / 2 });
    expect([d.at(0), d.at(1), d.at(2)]).toEqual([0.25, 0.5, 0.25]);
  });
  it('initiativeTest: a D6 at most the Initiative, 1 always passes, 6 always fails (an assumption)', () => {
    expect(initiativeTest(4)).toBeCloseTo(4 / 6, 15);
    expect(initiativeTest(0)).toBeCloseTo(1 / 6, 15);
    expect(initiativeTest(10)).toBeCloseTo(5 / 6, 15);
  });
  it('bad input names the field', () => {
    expect(() => noRetreatWounds(-1)).toThrow(/lostBy must be a whole number 0..100, got -1/);
    expect(() => noRetreatWounds(2, { passChance: 2 })).toThrow(/passChance must be a probability/);
  });
});

describe('fleetOfFoot (004, "Fleet of Foot"): +D3 to the move', () => {
  it('move 6: 7, 8 or 9, each 1/3', () => {
    const d = fleetOfFoot(6);
    expect(d.support()).toEqual([7, 8, 9]);
    expect(d.atLeast(8)).toBeCloseTo(2 / 3, 15);
  });
  it('bad input names the field', () => {
    expect(() => fleetOfFoot(-1)).toThrow(InputError);
  });
});

describe('marchingDifficultTerrain (000, "Marching"): the highest of 2D3', () => {
  it('equals counting the 9 rolls of 2D3: 1/9, 3/9, 5/9', () => {
    const count = [0, 0, 0, 0];
    for (let a = 1; a <= 3; a++) for (let b = 1; b <= 3; b++) count[Math.max(a, b)]!++;
    const d = marchingDifficultTerrain();
    for (let k = 1; k <= 3; k++) expect(d.at(k)).toBeCloseTo(count[k]! / 9, 15);
  });
});
