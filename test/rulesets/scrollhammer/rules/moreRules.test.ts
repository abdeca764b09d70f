// The rules of issue 8, one describe per rule module, each citing the rulebook; values derived
// by hand in the comments. (The geometry of blast markers is in test/geometry/.)
import { describe, expect, it } from 'vitest';
import { backfireChance, exactAttack } from '../../../../src/attack/woundChain/exact.js';
import { InputError } from '../../../../src/errors.js';
import { passChance, testFaces } from '../../../../src/rules/d6Test.js';
import { compileAttack } from '../../../../src/rulesets/scrollhammer/compile.js';
import {
  absorbHealth,
  absorbHealthTest,
  absorbMagicka,
  absorbMagickaTest,
} from '../../../../src/rulesets/scrollhammer/rules/absorb.js';
import {
  backfire,
  firerFeelNoPainTest,
  firerSaveTest,
} from '../../../../src/rulesets/scrollhammer/rules/backfire.js';
import { barrage } from '../../../../src/rulesets/scrollhammer/rules/barrage.js';
import {
  blast,
  largeBlast,
  scatterSubtract,
} from '../../../../src/rulesets/scrollhammer/rules/blast.js';
import { blind } from '../../../../src/rulesets/scrollhammer/rules/blind.js';
import { chameleon } from '../../../../src/rulesets/scrollhammer/rules/chameleon.js';
import { bestCover, interveningModels } from '../../../../src/rulesets/scrollhammer/rules/cover.js';
import { frenzy } from '../../../../src/rulesets/scrollhammer/rules/frenzy.js';
import { furiousCharge } from '../../../../src/rulesets/scrollhammer/rules/furiousCharge.js';
import { goneToGround } from '../../../../src/rulesets/scrollhammer/rules/goneToGround.js';
import { toHitTest } from '../../../../src/rulesets/scrollhammer/rules/hit.js';
import { causesInstantDeath } from '../../../../src/rulesets/scrollhammer/rules/instantDeath.js';
import { saveTest } from '../../../../src/rulesets/scrollhammer/rules/save.js';
import { toWoundTest } from '../../../../src/rulesets/scrollhammer/rules/wound.js';
import { attack, attacker, group } from '../attack.js';
import { draft } from './draft.js';

const ranks = { files: 5, baseMm: 25, gap: 1 };

describe('blast, largeBlast (004, "Blast and Large Blast"): the 3" and 5" markers', () => {
  it('mark the attack with the marker diameter', () => {
    expect(blast.apply(draft).blast).toBe(3);
    expect(largeBlast.apply(draft).blast).toBe(5);
  });
  it('"subtract the firer\'s Ballistic Skill from the distance, to a minimum of 0"; Blind lowers the BS', () => {
    expect(scatterSubtract({ ...draft, bs: 3 })).toBe(3);
    expect(scatterSubtract(blind.apply({ ...draft, bs: 3 }))).toBe(2);
    expect(scatterSubtract({ ...draft, bs: 1, toHitModifier: -2 })).toBe(0);
  });
  it('compiles to a BlastPlan: BS 4 subtracts 4, a re-roll re-rolls a Miss, Autohit never scatters', () => {
    const plan = compileAttack(
      attack(
        [attacker({ bs: 4, strength: 4, rules: ['blast', 'autohit'], reroll: { hit: 'failed' } })],
        [group({ models: 10, toughness: 3 })],
        { formation: ranks },
      ),
    );
    expect(plan.attackers[0]!.blast).toMatchObject({
      diameter: 3,
      subtract: 4,
      reroll: true,
      autohit: true,
      cluster: false,
    });
  });
});

describe('barrage (004, "Barrage"): a Blast or Large Blast; indirect rolls full scatter', () => {
  it('direct by default, indirect when asked', () => {
    expect(barrage().apply(draft).barrage).toBe('direct');
    expect(barrage(true).apply(draft).barrage).toBe('indirect');
  });
  it('fired indirectly, the BS is not subtracted', () => {
    expect(scatterSubtract(barrage(true).apply({ ...draft, bs: 4 }))).toBe(0);
    expect(scatterSubtract(barrage(false).apply({ ...draft, bs: 4 }))).toBe(4);
  });
  it("the group's markers form a Multiple Barrage (cluster)", () => {
    const plan = compileAttack(
      attack(
        [
          attacker({
            bs: 3,
            strength: 4,
            rules: ['large-blast', { rule: 'barrage', indirect: true }],
          }),
        ],
        [group({ models: 5, toughness: 3 })],
        { formation: ranks },
      ),
    );
    expect(plan.attackers[0]!.blast).toMatchObject({ diameter: 5, subtract: 0, cluster: true });
  });
});

describe('backfire (004, "Backfire"): a To Hit 1 after re-rolls wounds the firer, saves allowed', () => {
  it('marks the attack', () => {
    expect(backfire.apply(draft).backfire).toBe(true);
  });
  it('the firer saves with the better of its armour and ward saves (no AP, no cover)', () => {
    expect(firerSaveTest({ ...draft, ap: 3, firerSave: 4, firerWard: 5, cover: 2 }).need).toBe(4);
    expect(firerSaveTest({ ...draft, firerWard: 5 }).need).toBe(5);
    expect(firerSaveTest(draft).need).toBe(7);
    expect(firerFeelNoPainTest({ ...draft, firerFeelNoPain: 6 })?.need).toBe(6);
  });
  it('BS 3, a 4+ save: a 1 (1/6), the save failed (1/2): 1/12 per shot', () => {
    const plan = compileAttack(
      attack(
        [attacker({ bs: 3, strength: 4, rules: ['backfire'], save: 4 })],
        [group({ toughness: 4 })],
      ),
    );
    expect(backfireChance(plan.attackers[0]!)).toBeCloseTo(1 / 12, 15);
  });
  it('"(after any re-rolls)": re-rolling failed hits (BS 3: 1-3 fail, 1/2), the final die is a 1 with 1/2 × 1/6 = 1/12', () => {
    const plan = compileAttack(
      attack(
        [attacker({ bs: 3, strength: 4, rules: ['backfire'], reroll: { hit: 'failed' } })],
        [group({ toughness: 4 })],
      ),
    );
    expect(testFaces(plan.attackers[0]!.hit as never).fail[1]).toBeCloseTo(1 / 12, 15);
    expect(backfireChance(plan.attackers[0]!)).toBeCloseTo(1 / 12, 15);
  });
  it('BS 7 re-rolls its 1s needing 5+: the final die is a 1 with 1/6 × 1/6; FNP 5+ keeps 2/3', () => {
    const plan = compileAttack(
      attack(
        [attacker({ bs: 7, strength: 4, rules: ['backfire'], feelNoPain: 5 })],
        [group({ toughness: 4 })],
      ),
    );
    expect(backfireChance(plan.attackers[0]!)).toBeCloseTo((1 / 36) * (2 / 3), 15);
  });
  it('Autohit rolls no To Hit die: no Backfire; a Blast weapon rolls a separate die (1/6) even on a hit', () => {
    const auto = compileAttack(
      attack(
        [attacker({ strength: 4, rules: ['autohit', 'backfire'] })],
        [group({ toughness: 4 })],
      ),
    );
    expect(backfireChance(auto.attackers[0]!)).toBe(0);
    const blasted = compileAttack(
      attack(
        [attacker({ strength: 4, rules: ['autohit', 'blast', 'backfire'] })],
        [group({ models: 3, toughness: 4 })],
        { formation: ranks },
      ),
    );
    expect(blasted.attackers[0]!.backfire?.separateDie).toBe(true);
    expect(backfireChance(blasted.attackers[0]!)).toBeCloseTo(1 / 6, 15);
  });
  it('close combat too: "rolls to hit in close combat, on the roll of a 1"', () => {
    const r = exactAttack(
      compileAttack(
        attack(
          [attacker({ models: 2, shots: 3, hitOn: 4, strength: 4, rules: ['backfire'] })],
          [group({ toughness: 4 })],
          { phase: 'close-combat' },
        ),
      ),
    );
    expect(r.selfWounds?.mean()).toBeCloseTo(6 / 6, 14); // 6 attacks × 1/6
  });
});

describe('absorb (004, "Absorb")', () => {
  it('Absorb Health (X+) and Absorb Magicka (Y on an X+) set their rolls', () => {
    expect(absorbHealthTest(absorbHealth(4).apply(draft))?.need).toBe(4);
    const m = absorbMagickaTest(absorbMagicka(2, 5).apply(draft));
    expect(m?.dice).toBe(2);
    expect(m && passChance(m.test)).toBeCloseTo(1 / 3, 15);
  });
  it('Absorb Health: one model, 2 shots BS 3 S4 vs T4 (1/4 wound each), 4+: P(restores) = 1 − (1 − 1/8)² = 15/64', () => {
    const r = exactAttack(
      compileAttack(
        attack(
          [attacker({ shots: 2, bs: 3, strength: 4, rules: [{ rule: 'absorb-health', on: 4 }] })],
          [group({ models: 5, toughness: 4 })],
        ),
      ),
    );
    expect(r.woundsRestored?.at(1)).toBeCloseTo(15 / 64, 14);
    expect(r.woundsRestored?.max).toBe(1); // "only one wound can be restored per turn per model"
  });
  it('Absorb Magicka (2 on a 5+): 3 shots BS 3, each hit 1/3 to gain 2 dice: mean 3 × 1/2 × 1/3 × 2 = 1', () => {
    const r = exactAttack(
      compileAttack(
        attack(
          [
            attacker({
              shots: 3,
              bs: 3,
              strength: 4,
              rules: [{ rule: 'absorb-magicka', dice: 2, on: 5 }],
            }),
          ],
          [group({ models: 5, toughness: 4 })],
        ),
      ),
    );
    expect(r.powerDice?.mean()).toBeCloseTo(1, 14);
    expect(r.powerDice?.at(1)).toBe(0); // power dice come 2 at a time
    expect(r.powerDice?.at(6)).toBeCloseTo((1 / 6) ** 3, 15);
  });
});

describe('furiousCharge (004, "Furious Charge"): +1 Strength when charging or Counter-Attacking', () => {
  it('+1 in close combat when charging; nothing otherwise', () => {
    const cc = { ...draft, phase: 'close-combat' as const, strength: 4 };
    expect(furiousCharge.apply({ ...cc, charging: true }).strength).toBe(5);
    expect(furiousCharge.apply(cc).strength).toBe(4);
    expect(furiousCharge.apply({ ...draft, charging: true }).strength).toBe(4);
    expect(furiousCharge.apply({ ...cc, charging: true, strength: 10 }).strength).toBe(10);
  });
  it('can cross the Instant Death line: S3 against T2 is not double, S4 is (000, "Instant Death")', () => {
    const d = {
      ...draft,
      phase: 'close-combat' as const,
      strength: 3,
      toughness: 2,
      charging: true,
    };
    expect(causesInstantDeath(d)).toBe(false);
    expect(causesInstantDeath(furiousCharge.apply(d))).toBe(true);
  });
  it('and wounds more easily: S4 vs T4 needs 4+, S5 vs T4 3+', () => {
    const d = { ...draft, phase: 'close-combat' as const, charging: true };
    expect(toWoundTest(furiousCharge.apply(d)).need).toBe(3);
  });
});

describe('frenzy (004, "Frenzy"): +1 bonus Attack', () => {
  it('one more attack per model in close combat only', () => {
    expect(frenzy.apply({ ...draft, phase: 'close-combat' }).extraAttacks).toBe(1);
    expect(frenzy.apply(draft).extraAttacks).toBe(0);
  });
  it('compiles into the attacks: 2 attacks become 3, D3 becomes D3+1', () => {
    const plan = (shots: number | string) =>
      compileAttack(
        attack(
          [attacker({ shots, hitOn: 4, strength: 4, rules: ['frenzy'] })],
          [group({ toughness: 4 })],
          { phase: 'close-combat' },
        ),
      ).attackers[0]!.shots;
    expect(plan(2)).toMatchObject({ count: 0, modifier: 3 });
    expect(plan('D3')).toMatchObject({ count: 1, sides: 3, modifier: 1 });
  });
});

describe('chameleon (004, "Chameleon"): a 6+ cover save in close combat', () => {
  it('a 6+ save in close combat, where cover saves otherwise do not count (001, "Cover Saves")', () => {
    const cc = { ...draft, phase: 'close-combat' as const };
    expect(saveTest(chameleon.apply(cc)).need).toBe(6);
    expect(saveTest({ ...cc, cover: 4 }).need).toBe(7);
    expect(saveTest(chameleon.apply({ ...cc, armour: 4 })).need).toBe(4); // the best save only
  });
  it('nothing in shooting (its Stealth is not defined in the texts)', () => {
    expect(saveTest(chameleon.apply(draft)).need).toBe(7);
  });
});

describe('cover (001, "Intervening Models", "Models with More than one Save")', () => {
  it('intervening models give a 4+ cover save, or keep a better one', () => {
    expect(interveningModels.apply(draft).cover).toBe(4);
    expect(interveningModels.apply({ ...draft, cover: 5 }).cover).toBe(4);
    expect(interveningModels.apply({ ...draft, cover: 3 }).cover).toBe(3);
  });
  it('"the model uses the best cover save available": tall grass 5+ and a barricade 4+ give 4+', () => {
    expect(bestCover([5, 4])).toBe(4);
    expect(bestCover([])).toBeUndefined();
  });
  it('Go to Ground improves the best cover: intervening models then 3+', () => {
    expect(goneToGround.apply(interveningModels.apply(draft)).cover).toBe(3);
  });
  it('to hit is untouched (cover is a save, not a modifier)', () => {
    expect(toHitTest(interveningModels.apply(draft))).toEqual(toHitTest(draft));
  });
});

describe('compileAttack refuses what the rules do not allow, naming the field', () => {
  const fail = (s: Parameters<typeof compileAttack>[0], message: RegExp) => {
    expect(() => compileAttack(s)).toThrow(InputError);
    expect(() => compileAttack(s)).toThrow(message);
  };
  const g = [group({ models: 5, toughness: 4 })];
  it("a Blast weapon needs the target's formation", () => {
    fail(
      attack([attacker({ bs: 3, strength: 4, rules: ['blast'] })], g),
      /target.formation: missing/,
    );
  });
  it('a Blast weapon shoots; it has no hitOn', () => {
    fail(
      attack([attacker({ hitOn: 3, strength: 4, rules: ['blast'] })], g, {
        formation: ranks,
        phase: 'close-combat',
      }),
      /attackers\[0\]\.rules: a Blast weapon places its marker in the shooting phase/,
    );
    fail(
      attack([attacker({ hitOn: 3, strength: 4, rules: ['blast'] })], g, { formation: ranks }),
      /attackers\[0\]\.hitOn: a Blast weapon rolls no To Hit die/,
    );
  });
  it('barrage needs blast or large-blast; not both sizes', () => {
    fail(
      attack([attacker({ bs: 3, strength: 4, rules: ['barrage'] })], g),
      /"barrage" needs "blast" or "large-blast"/,
    );
    fail(
      attack([attacker({ bs: 3, strength: 4, rules: ['blast', 'large-blast'] })], g, {
        formation: ranks,
      }),
      /two marker sizes/,
    );
  });
  it('aim is for blast markers and must be a model of the formation', () => {
    fail(
      attack([attacker({ bs: 3, strength: 4, aim: 1 })], g),
      /attackers\[0\]\.aim: aim places a blast marker/,
    );
    fail(
      attack([attacker({ bs: 3, strength: 4, aim: 5, rules: ['blast'] })], g, { formation: ranks }),
      /attackers\[0\]\.aim: expected a model of the formation, 0..4, got 5/,
    );
  });
  it('positions: one per model of the unit', () => {
    fail(
      attack([attacker({ bs: 3, strength: 4, rules: ['blast'] })], g, {
        formation: { positions: [{ x: 0, y: 0 }], baseMm: 25 },
      }),
      /target.formation.positions: expected 5 positions \(one per model of the unit\), got 1/,
    );
  });
  it('charging is for close combat', () => {
    fail(
      attack([attacker({ bs: 3, strength: 4, charging: true })], g),
      /attackers\[0\]\.charging: charging is for close combat/,
    );
  });
});
