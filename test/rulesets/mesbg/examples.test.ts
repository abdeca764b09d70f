// The rulebook's own examples of the Shoot Phase, 003_f07a2392f32efa83.txt, Examples 22-28.
// The examples name the dice rolled: they are replayed through the real sampler with
// scriptedDice, and the same scenarios are checked against hand-derived exact values.
// Profiles (Shoot Values, Strengths, Defences) are illustrative where the text gives none.
import { describe, expect, it } from 'vitest';
import type { Dist } from '../../../src/dist/Dist.js';
import { InputError } from '../../../src/errors.js';
import { evaluateMesbg } from '../../../src/rulesets/mesbg/evaluate.js';
import { evaluateJson } from '../../../src/scenario/evaluate.js';
import type { MesbgScenario } from '../../../src/scenario/types.js';
import { expectProbs } from '../../dist/helpers.js';
import { fixture, mesbg } from './scenario.js';
import { scriptedDice } from './scriptedDice.js';

/** One simulated attack whose dice are exactly `faces`. */
function replay(s: MesbgScenario, faces: readonly number[]) {
  return evaluateMesbg({ ...s, method: 'monte-carlo', samples: 1 }, scriptedDice(faces));
}

/** The value a one-sample result took. */
function value(d: { max: number; at(k: number): number }): number {
  for (let k = 0; k <= d.max; k++) if (d.at(k) === 1) return k;
  throw new Error('not a single sample');
}

describe('Example 22 (In The Way): Bard hits on a 5, then an In The Way 3 stops the arrow in the house', () => {
  // Bard: Shoot Value 3+, Strength 3; the Hunter Orc: Defence 5 (S3 vs D5: 5+).
  const bard = mesbg(
    [{ name: 'Bard', shootValue: 3, strength: 3, side: 'good', obstructions: [{ name: 'house' }] }],
    { name: 'Hunter Orc', defence: 5 },
  );

  it('evaluateMesbg replaying the dice 5, 3: one hit, stopped by the obstruction, no wound', () => {
    const r = replay(bard, [5, 3]);
    expect(value(r.hits)).toBe(1);
    expect(value(r.obstructionHits)).toBe(1);
    expect(value(r.wounds)).toBe(0);
  });

  it('evaluateMesbg exactly: the house stops 1/3 of shots (2/3 hit × 1/2), 1/9 wound (× 1/2 × 1/3)', () => {
    const r = evaluateMesbg(bard);
    expectProbs(r.hits, [1 / 3, 2 / 3]);
    expectProbs(r.obstructionHits, [2 / 3, 1 / 3]);
    expectProbs(r.wounds, [8 / 9, 1 / 9]);
    expect(r.obstructionWounds).toBeUndefined(); // a house is not a model
  });
});

describe('Example 23 (Models In The Way): Bard is Good and may not risk hurting Bain', () => {
  const past = (side: 'good' | 'evil' | undefined) =>
    mesbg(
      [
        {
          name: 'Bard',
          shootValue: 3,
          strength: 3,
          ...(side ? { side } : {}),
          obstructions: [{ name: 'Bain', defence: 4, friendly: true }],
        },
      ],
      { name: 'Hunter Orc', defence: 5 },
    );

  it('evaluateMesbg throws an InputError naming attackers[0].obstructions[0].friendly', () => {
    const err = (() => {
      try {
        evaluateMesbg(past('good'));
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(InputError);
    expect((err as InputError).field).toBe('attackers[0].obstructions[0].friendly');
    expect((err as InputError).message).toMatch(/Good models cannot make a shot/);
  });

  it('evaluateMesbg throws when the side is not given too, and says to set "side": "evil"', () => {
    expect(() => evaluateMesbg(past(undefined))).toThrow(/set "side": "evil"/);
  });

  it('evaluateMesbg lets an Evil shooter take the same shot, and Bain may be wounded', () => {
    const r = evaluateMesbg(past('evil'));
    // Bain is hit on 2/3 × 1/2 = 1/3; S3 vs D4 wounds on 5+: 1/3 (a friend: no re-roll).
    expectProbs(r.obstructionWounds!, [8 / 9, 1 / 9]);
    expectProbs(r.obstructionSlain!, [8 / 9, 1 / 9]);
  });
});

describe('Examples 24 and 25 (Shooting from Behind Cover / Friends): what is ignored is not In The Way', () => {
  it('evaluateMesbg with no obstruction listed: no shot is ever stopped, as for Háma at the wall', () => {
    const r = evaluateMesbg(mesbg([{ name: 'Háma', shootValue: 3, strength: 2 }], { defence: 3 }));
    expectProbs(r.obstructionHits, [1]);
    expectProbs(r.wounds, [7 / 9, 2 / 9]);
  });
});

describe('Example 26 (Shooting into a Combat): Narzug hits on a 6, then a 2 hits the Hunter Orc', () => {
  // Narzug: Shoot Value 4+, Strength 2; Thorin Defence 7; the Hunter Orc Defence 5 (S2: 6+).
  const narzug = (side: 'good' | 'evil') =>
    mesbg([{ name: 'Narzug', shootValue: 4, strength: 2, side }], {
      name: 'Thorin',
      defence: 7,
      wounds: 3,
      combat: { name: 'Hunter Orc', defence: 5 },
    });

  it('evaluateMesbg replaying 6, 2 (then a To Wound 6 on the Orc): the friendly model is hit and wounded', () => {
    const r = replay(narzug('evil'), [6, 2, 6]);
    expect(value(r.hits)).toBe(1);
    expect(value(r.friendlyHits!)).toBe(1);
    expect(value(r.friendlyWounds!)).toBe(1);
    expect(value(r.friendlySlain!)).toBe(1);
    expect(value(r.wounds)).toBe(0);
  });

  it('evaluateMesbg exactly: half the hits go to the friend (1/4), who is wounded on 6+ (1/24)', () => {
    const r = evaluateMesbg(narzug('evil'));
    expectProbs(r.friendlyHits!, [3 / 4, 1 / 4]);
    expectProbs(r.friendlyWounds!, [23 / 24, 1 / 24]);
    // Thorin: 1/2 × 1/2 reach him, S2 vs D7 needs 6+/4+: 1/12.
    expectProbs(r.wounds, [1 - 1 / 48, 1 / 48]);
    expectProbs(r.slain, [1]); // three Wounds, one shot
  });

  it('evaluateMesbg throws an InputError naming target.combat for a Good shooter', () => {
    expect(() => evaluateMesbg(narzug('good'))).toThrow(InputError);
    expect(() => evaluateMesbg(narzug('good'))).toThrow(/^target\.combat: .*Good models cannot/);
  });
});

describe('Example 27 (To Wound Chart): Strength 2 against Defence 3 needs a 5+; Háma rolls a 5', () => {
  const hama = mesbg([{ name: 'Háma', shootValue: 3, strength: 2 }], {
    name: 'Hill Tribesman',
    defence: 3,
  });

  it('evaluateMesbg replaying a Shoot Roll of 4 and a To Wound 5: the Hill Tribesman is slain', () => {
    const r = replay(hama, [4, 5]);
    expect(value(r.wounds)).toBe(1);
    expect(value(r.slain)).toBe(1);
  });

  it('evaluateMesbg replaying a To Wound 4: no Wound (a 5+ is needed)', () => {
    expect(value(replay(hama, [4, 4]).wounds)).toBe(0);
  });

  it('evaluateMesbg exactly: slain with probability 2/3 × 1/3 = 2/9', () => {
    expectProbs(evaluateMesbg(hama).slain, [7 / 9, 2 / 9]);
  });
});

describe('Example 28 (Taking Shots Together) and the spec worked examples, to 1e-12', () => {
  for (const file of ['mesbg-example-28.json', 'mesbg-two-dice-wound.json']) {
    const f = fixture(file);
    it(`evaluateMesbg reproduces ${file}: ${f.description}`, () => {
      const r: Readonly<Record<string, Dist | undefined>> = {
        ...evaluateMesbg(mesbg(f.scenario.attackers, f.scenario.target)),
      };
      for (const [key, e] of Object.entries(f.expected)) {
        expectProbs(r[key]!, e.p);
        expect(r[key]!.mean()).toBeCloseTo(e.mean, 12);
      }
    });

    it(`evaluateJson() (schema and dispatch) reproduces ${file}`, () => {
      const r = evaluateJson(f.scenario as unknown as Record<string, unknown>);
      for (const [key, e] of Object.entries(f.expected)) expectProbs(r.get(key)!, e.p);
    });
  }

  it('evaluateMesbg replaying Example 28 group by group: white dice 1, 5 (To Wound 5), 3; red dice 5 (In The Way 2), 6 (In The Way 4, To Wound 6)', () => {
    const f = fixture('mesbg-example-28.json');
    // White dice (3 clear Orcs): 1 miss, 5 hit, 3 miss -> one hit, To Wound 5: a Wound.
    // Red dice (2 obstructed Orcs): 5 hit, In The Way 2: stopped; 6 hit, In The Way 4: through,
    // To Wound 6: a Wound. Bilbo (2 Wounds) is slain.
    const r = replay(mesbg(f.scenario.attackers, f.scenario.target), [1, 5, 5, 3, 5, 2, 6, 4, 6]);
    expect(value(r.hits)).toBe(3);
    expect(value(r.obstructionHits)).toBe(1);
    expect(value(r.wounds)).toBe(2);
    expect(value(r.slain)).toBe(1);
  });
});

describe('docs/mesbg.md: the example with every extension', () => {
  it('evaluateMesbg: Orc Archers past a Goblin at Thorin, in combat with a Hunter Orc, give the documented means', () => {
    const r = evaluateMesbg(
      mesbg(
        [
          {
            name: 'Orc Archers',
            models: 5,
            shootValue: 5,
            strength: 2,
            side: 'evil',
            obstructions: [{ name: 'Goblin', defence: 4, friendly: true }],
          },
        ],
        { name: 'Thorin', defence: 7, wounds: 3, combat: { name: 'Hunter Orc', defence: 5 } },
      ),
    );
    // 5 shots hit on 5+ (1/3); the Goblin stops half (S2 vs D4: 5+); half the rest hit the
    // Hunter Orc (S2 vs D5: 6+); Thorin gets 1/4 of the hits (S2 vs D7: 6+/4+, 1/12).
    expect(r.hits.mean()).toBeCloseTo(5 / 3, 12);
    expect(r.obstructionHits.mean()).toBeCloseTo(5 / 6, 12);
    expect(r.obstructionWounds!.mean()).toBeCloseTo(5 / 18, 12);
    expect(r.friendlyHits!.mean()).toBeCloseTo(5 / 12, 12);
    expect(r.friendlyWounds!.mean()).toBeCloseTo(5 / 72, 12);
    expect(r.wounds.mean()).toBeCloseTo(5 / 144, 12);
  });
});
