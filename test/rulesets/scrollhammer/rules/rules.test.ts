// One test per rule module, each citing the rulebook; values derived by hand in the comments.
import { describe, expect, it } from 'vitest';
import { d6Test, passChance, testFaces } from '../../../../src/rules/d6Test.js';
import { toWoundChart } from '../../../../src/rulesets/scrollhammer/charts.js';
import { autohit } from '../../../../src/rulesets/scrollhammer/rules/autohit.js';
import { blind } from '../../../../src/rulesets/scrollhammer/rules/blind.js';
import { criticalStrike } from '../../../../src/rulesets/scrollhammer/rules/criticalStrike.js';
import {
  dragonborn,
  eternalWarrior,
} from '../../../../src/rulesets/scrollhammer/rules/eternalWarrior.js';
import { ethereal, magical } from '../../../../src/rulesets/scrollhammer/rules/ethereal.js';
import {
  feelNoPain,
  feelNoPainTest,
} from '../../../../src/rulesets/scrollhammer/rules/feelNoPain.js';
import { fleshbane } from '../../../../src/rulesets/scrollhammer/rules/fleshbane.js';
import { goneToGround } from '../../../../src/rulesets/scrollhammer/rules/goneToGround.js';
import { toHitTest } from '../../../../src/rulesets/scrollhammer/rules/hit.js';
import { causesInstantDeath } from '../../../../src/rulesets/scrollhammer/rules/instantDeath.js';
import { majorityToughness } from '../../../../src/rulesets/scrollhammer/rules/majorityToughness.js';
import { rerollHits, rerollWounds } from '../../../../src/rulesets/scrollhammer/rules/reroll.js';
import { saveTest } from '../../../../src/rulesets/scrollhammer/rules/save.js';
import { toWoundTest } from '../../../../src/rulesets/scrollhammer/rules/wound.js';
import { draft } from './draft.js';

const need = (t: ReturnType<typeof toHitTest>) => (t === 'auto' ? 'auto' : t.need);

describe('toHitTest (000_2ec87e5aee29120b.txt, Roll to Hit)', () => {
  it('needs 7 - BS: BS 2 needs 5+ (the rulebook example 7-2=5)', () => {
    expect(need(toHitTest({ ...draft, bs: 2 }))).toBe(5);
    expect([1, 2, 3, 4, 5].map((bs) => need(toHitTest({ ...draft, bs })))).toEqual([6, 5, 4, 3, 2]);
  });
  it('BS 6..10 hit on 2+ and re-roll a 1 needing 6+..2+ (the chart italics)', () => {
    for (let bs = 6; bs <= 10; bs++) {
      expect(toHitTest({ ...draft, bs })).toEqual({ need: 2, reroll: 'ones', rerollNeed: 12 - bs });
    }
  });
  it('BS 7 hits with 5/6 + 1/6 * 2/6 = 32/36', () => {
    const t = toHitTest({ ...draft, bs: 7 });
    expect(t !== 'auto' && passChance(t)).toBeCloseTo(32 / 36, 15);
  });
  it('a re-roll rule adds nothing to the built-in re-roll of BS 6+ (a die is re-rolled once)', () => {
    const d = rerollHits('failed').apply({ ...draft, bs: 8 });
    expect(toHitTest(d)).toEqual({ need: 2, reroll: 'ones', rerollNeed: 4 });
  });
  it('the BS 6+ re-roll is "with ranged attacks" only: BS 7 in close combat hits 5/6', () => {
    const t = toHitTest({ ...draft, bs: 7, phase: 'close-combat' });
    expect(t).toEqual(d6Test(2));
  });
  it('hitOn gives the roll needed directly', () => {
    expect(need(toHitTest({ ...draft, bs: undefined, hitOn: 3 }))).toBe(3);
  });
});

describe('blind (004_15cf5d572fc7d6a3.txt, Blind): -1 to hit', () => {
  it('BS 3 blinded hits as BS 2, on 5+', () => {
    expect(need(toHitTest(blind.apply({ ...draft, bs: 3 })))).toBe(5);
  });
  it('BS 1 blinded cannot hit; BS 6 blinded loses its re-roll', () => {
    expect(need(toHitTest(blind.apply({ ...draft, bs: 1 })))).toBe(7);
    expect(toHitTest(blind.apply({ ...draft, bs: 6 }))).toEqual(d6Test(2));
  });
  it('hitOn 6 blinded needs 7+: cannot hit', () => {
    const t = toHitTest(blind.apply({ ...draft, bs: undefined, hitOn: 6 }));
    expect(t !== 'auto' && passChance(t)).toBe(0);
  });
});

describe('autohit (004_15cf5d572fc7d6a3.txt, Autohit)', () => {
  it('hits without a roll, whatever the BS or Blind', () => {
    expect(toHitTest(blind.apply(autohit.apply({ ...draft, bs: 1 })))).toBe('auto');
  });
});

describe('toWoundTest (000_2ec87e5aee29120b.txt, Rolls to Wound)', () => {
  it('reads the chart: S4 vs T4 4+, S3 vs T4 5+, S1 vs T5 -', () => {
    expect(toWoundTest({ ...draft, strength: 4, woundToughness: 4 }).need).toBe(4);
    expect(toWoundTest({ ...draft, strength: 3, woundToughness: 4 }).need).toBe(5);
    expect(toWoundTest({ ...draft, strength: 1, woundToughness: 5 }).need).toBe(7);
  });
  it('the chart is never better than 2+ and gets worse with Toughness', () => {
    for (let s = 1; s <= 10; s++) {
      for (let t = 1; t <= 10; t++) {
        expect(toWoundChart(s, t)).toBeGreaterThanOrEqual(2);
        if (t < 10) expect(toWoundChart(s, t + 1)).toBeGreaterThanOrEqual(toWoundChart(s, t));
      }
    }
  });
  it('re-rolling failed wounds on 4+: 1/2 + 1/2 * 1/2 = 3/4', () => {
    expect(passChance(toWoundTest(rerollWounds('failed').apply(draft)))).toBeCloseTo(0.75, 15);
  });
});

describe('fleshbane (004_15cf5d572fc7d6a3.txt, Fleshbane)', () => {
  it('always wounds on 2+, even where the chart says -', () => {
    expect(toWoundTest(fleshbane.apply({ ...draft, strength: 1, woundToughness: 10 })).need).toBe(
      2,
    );
  });
});

describe('saveTest (001_b395c1945657ba04.txt)', () => {
  it('AP2 against a 3+ armour save saves on 5+ (the rulebook example)', () => {
    expect(saveTest({ ...draft, armour: 3, ap: 2 }).need).toBe(5);
  });
  it('takes the best of armour + AP, ward and cover; AP never affects ward or cover', () => {
    expect(saveTest({ ...draft, armour: 3, ap: 3, ward: 5, cover: 4 }).need).toBe(4);
    expect(saveTest({ ...draft, armour: 2, ap: 0, ward: 5, cover: 4 }).need).toBe(2);
  });
  it('an armour save worse than 6+ after AP is no save', () => {
    expect(saveTest({ ...draft, armour: 5, ap: 2 }).need).toBe(7);
  });
  it('cover saves only apply against shooting', () => {
    expect(saveTest({ ...draft, cover: 4, phase: 'close-combat' }).need).toBe(7);
  });
  it('a roll of 1 always fails: a 1+ save needs 2+', () => {
    expect(saveTest(goneToGround.apply({ ...draft, cover: 2 })).need).toBe(2);
  });
});

describe('goneToGround (001_b395c1945657ba04.txt, Go to Ground)', () => {
  it('+1 to cover saves, or 6+ without cover', () => {
    expect(goneToGround.apply({ ...draft, cover: 4 }).cover).toBe(3);
    expect(goneToGround.apply(draft).cover).toBe(6);
  });
});

describe('ethereal (004_15cf5d572fc7d6a3.txt, Ethereal)', () => {
  it('a 4+ ward against mundane attacks only', () => {
    expect(saveTest(ethereal.apply(draft)).need).toBe(4);
    expect(saveTest(ethereal.apply(magical.apply(draft))).need).toBe(7);
  });
  it('keeps a better ward', () => {
    expect(ethereal.apply({ ...draft, ward: 3 }).ward).toBe(3);
  });
});

describe('feelNoPain (004_15cf5d572fc7d6a3.txt, Feel No Pain)', () => {
  it('discounts on 5+ by default, or the number given', () => {
    expect(feelNoPainTest(feelNoPain().apply(draft))?.need).toBe(5);
    expect(feelNoPainTest(feelNoPain(6).apply(draft))?.need).toBe(6);
    expect(feelNoPainTest(draft)).toBeNull();
  });
});

describe('criticalStrike (004_15cf5d572fc7d6a3.txt, Critical Strike)', () => {
  it('makes a natural To Wound 6 critical; with a re-roll of failed 4+, P(6) = 1/6 + 3/6 * 1/6', () => {
    const d = criticalStrike.apply(rerollWounds('failed').apply(draft));
    expect(d.criticalOn).toBe(6);
    expect(testFaces(toWoundTest(d)).pass[6]).toBeCloseTo(1 / 6 + 3 / 36, 15);
  });
});

describe('causesInstantDeath (000_2ec87e5aee29120b.txt, Instant Death)', () => {
  it('Strength at least double the Toughness', () => {
    expect(causesInstantDeath({ ...draft, strength: 8, toughness: 4 })).toBe(true);
    expect(causesInstantDeath({ ...draft, strength: 7, toughness: 4 })).toBe(false);
  });
  it('Eternal Warrior and Dragonborn are immune (004_15cf5d572fc7d6a3.txt)', () => {
    const d = { ...draft, strength: 10, toughness: 2 };
    expect(causesInstantDeath(eternalWarrior.apply(d))).toBe(false);
    expect(causesInstantDeath(dragonborn.apply(d))).toBe(false);
  });
});

describe('majorityToughness (000_2ec87e5aee29120b.txt, Multiple Toughness Values)', () => {
  it('the majority Toughness; on a tie the highest', () => {
    expect(
      majorityToughness([
        { models: 4, toughness: 3 },
        { models: 1, toughness: 5 },
      ]),
    ).toBe(3);
    expect(
      majorityToughness([
        { models: 2, toughness: 3 },
        { models: 2, toughness: 4 },
      ]),
    ).toBe(4);
    expect(
      majorityToughness([
        { models: 1, toughness: 5 },
        { models: 1, toughness: 3 },
        { models: 1, toughness: 3 },
      ]),
    ).toBe(3);
  });
});

describe('d6Test re-rolls (a die is re-rolled at most once)', () => {
  it('re-roll ones on 4+: 1/2 + 1/6 * 1/2 = 7/12', () => {
    expect(passChance(d6Test(4, 'ones'))).toBeCloseTo(7 / 12, 15);
  });
  it('a test needing 7 never passes, re-rolled or not', () => {
    expect(passChance(d6Test(7, 'failed'))).toBe(0);
  });
  it('face probabilities sum to 1', () => {
    for (const r of ['none', 'ones', 'failed'] as const) {
      for (let n = 2; n <= 7; n++) {
        const { pass, fail } = testFaces(d6Test(n, r));
        expect([...pass, ...fail].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 15);
      }
    }
  });
});
