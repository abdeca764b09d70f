/**
 * Sweeps: each point is the single evaluation of the changed scenario, and mean models slain
 * moves the way the rules say as the characteristic grows (a higher Toughness never raises
 * it, a better save never raises it, a better BS never lowers it...), over random profiles
 * against targets of one group; and the two cases where the rules make it move the other way.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  SWEEP_CHARACTERISTICS,
  type SweepCharacteristic,
  sweep,
  sweepLabel,
  withCharacteristic,
} from '../../src/analytics/sweep.js';
import { InputError } from '../../src/errors.js';
import { parseAnalysis } from '../../src/scenario/analysisSchema.js';
import { evaluateJson } from '../../src/scenario/evaluate.js';
import { closeCombatAttacker } from '../reliability/arbitraries.js';
import { LOADOUTS } from './fixtures.js';

const save = fc.option(fc.integer({ min: 2, max: 6 }), { nil: undefined });
const defined = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

const arbScrollhammer = fc
  .record({
    attackers: fc.array(
      fc.record({
        models: fc.integer({ min: 1, max: 4 }),
        bs: fc.integer({ min: 1, max: 10 }),
        shots: fc.constantFrom<number | string>(1, 2, 'D3'),
        strength: fc.integer({ min: 1, max: 10 }),
        ap: fc.integer({ min: 0, max: 3 }),
        rules: fc.subarray(['critical-strike', 'blind', 'fleshbane', 'magical']),
        reroll: fc.record({ hit: fc.constantFrom('ones', 'failed') }, { requiredKeys: [] }),
      }),
      { minLength: 1, maxLength: 2 },
    ),
    groups: fc.array(
      fc.record({
        models: fc.integer({ min: 1, max: 4 }),
        toughness: fc.integer({ min: 1, max: 9 }),
        wounds: fc.integer({ min: 1, max: 3 }),
        save,
        ward: save,
        feelNoPain: save,
        rules: fc.subarray(['eternal-warrior', 'ethereal']),
      }),
      // One group: in a mixed unit the monotony does not hold (see the test below).
      { minLength: 1, maxLength: 1 },
    ),
    cover: save,
    allocation: fc.constantFrom('rules', 'sequential'),
    phase: fc.constantFrom('shooting', 'close-combat'),
  })
  .map(({ attackers, groups, cover, allocation, phase }) => ({
    ruleset: 'scrollhammer',
    phase,
    allocation,
    // Close combat rolls To Hit on hitOn, never bs (the schema refuses bs there).
    attackers: phase === 'close-combat' ? attackers.map(closeCombatAttacker) : attackers,
    target: defined({ groups: groups.map(defined), cover }),
  }));

const arbMesbg = fc
  .record({
    attackers: fc.array(
      fc.record({
        models: fc.integer({ min: 1, max: 4 }),
        shootValue: fc.integer({ min: 2, max: 6 }),
        strength: fc.integer({ min: 1, max: 10 }),
        moved: fc.boolean(),
        inTheWay: fc.integer({ min: 0, max: 2 }),
        shots: fc.constantFrom<number | string>(1, 2, 'D3'),
      }),
      { minLength: 1, maxLength: 2 },
    ),
    defence: fc.integer({ min: 1, max: 10 }),
    wounds: fc.integer({ min: 1, max: 3 }),
  })
  .map(({ attackers, defence, wounds }) => ({
    ruleset: 'mesbg',
    attackers,
    target: { defence, wounds },
  }));

/** The values swept, in increasing order (`null`, no save, last). */
const VALUES: Record<SweepCharacteristic, (number | null)[]> = {
  toughness: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  save: [2, 3, 4, 5, 6, null],
  ward: [2, 3, 4, 5, 6, null],
  wounds: [1, 2, 3, 4],
  defence: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  bs: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  shootValue: [2, 3, 4, 5, 6],
  strength: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  ap: [0, 1, 2, 3, 4, 5, 6],
  shots: [0, 1, 2, 3, 4],
};

function expectMonotone(c: SweepCharacteristic, scenario: unknown) {
  const s = sweep(parseAnalysis(scenario), { characteristic: c, values: VALUES[c] });
  const means = s.series[0]!.summaries.map((x) => x.mean);
  const up = SWEEP_CHARACTERISTICS[c].slain === 'increasing';
  for (let i = 1; i < means.length; i++) {
    const [a, b] = [means[i - 1]!, means[i]!];
    const message = `${c} ${s.labels[i - 1]} -> ${s.labels[i]}: ${a} -> ${b}`;
    if (up) expect(b, message).toBeGreaterThanOrEqual(a - 1e-9);
    else expect(b, message).toBeLessThanOrEqual(a + 1e-9);
  }
}

describe('sweep: mean models slain is monotone where the rules say it must be', () => {
  for (const c of ['toughness', 'save', 'ward', 'wounds', 'strength', 'ap', 'shots'] as const) {
    test(`Scrollhammer ${c}: ${SWEEP_CHARACTERISTICS[c].slain}`, () => {
      fc.assert(
        fc.property(arbScrollhammer, (s) => expectMonotone(c, s)),
        { numRuns: 40 },
      );
    });
  }
  test('Scrollhammer bs: increasing, without a re-roll of To Hit dice', () => {
    // Ballistic Skill is for shooting: close combat refuses bs.
    const noHitReroll = arbScrollhammer
      .filter((s) => s.phase === 'shooting')
      .map((s) => ({
        ...s,
        attackers: s.attackers.map((a) => ({ ...a, reroll: {} })),
      }));
    fc.assert(
      fc.property(noHitReroll, (s) => expectMonotone('bs', s)),
      { numRuns: 40 },
    );
  });
  test('Scrollhammer bs with a re-roll of 1s to hit: BS 5 beats BS 6 (spec interpretation 1)', () => {
    // BS 5 hits on 2+ and re-rolls a 1: 5/6 + 1/6 × 5/6 = 35/36. BS 6 hits on 2+ and re-rolls
    // a 1 needing 6+, and "a re-roll rule adds nothing to the built-in re-roll of BS 6+":
    // 5/6 + 1/6 × 1/6 = 31/36.
    const s = sweep(
      {
        ruleset: 'scrollhammer',
        attackers: [{ bs: 1, strength: 4, reroll: { hit: 'ones' } }],
        target: { groups: [{ toughness: 1 }] },
      },
      { characteristic: 'bs', values: [5, 6] },
    );
    const [five, six] = s.series[0]!.summaries.map((x) => x.mean);
    // Strength 4 against Toughness 1 wounds on 2+ (5/6).
    expect(five).toBeCloseTo((35 / 36) * (5 / 6), 12);
    expect(six).toBeCloseTo((31 / 36) * (5 / 6), 12);
  });
  for (const c of ['defence', 'shootValue', 'strength', 'shots', 'wounds'] as const) {
    test(`MESBG ${c}: ${SWEEP_CHARACTERISTICS[c].slain}`, () => {
      fc.assert(
        fc.property(arbMesbg, (s) => expectMonotone(c, s)),
        { numRuns: 40 },
      );
    });
  }
});

describe('sweep: where the rules make it move the other way', () => {
  test('a mixed unit: a higher Toughness can slay more, through the round of the wound pool', () => {
    // One BS1 shooter, 2 shots, Strength 1, Critical Strike, at a unit of one 2-Wound model
    // (no save) then one 1-Wound model with a 2+ ward. Against Toughness 3 only a natural 6
    // wounds, and it is critical; against Toughness 2 a 5 wounds too, without Critical Strike.
    // Wounds go round the pool in the order of the groups (spec interpretation 10): losing the
    // weak wound can put the critical one first, on the 2-Wound model without a save.
    const s = sweep(
      {
        ruleset: 'scrollhammer',
        attackers: [{ bs: 1, shots: 2, strength: 1, rules: ['critical-strike'] }],
        target: {
          groups: [
            { toughness: 1, wounds: 2 },
            { toughness: 1, wounds: 1, ward: 2 },
          ],
        },
      },
      { characteristic: 'toughness', values: [2, 3] },
    );
    const [t2, t3] = s.series[0]!.summaries.map((x) => x.mean);
    expect(t3).toBeGreaterThan(t2!);
  });
});

describe('sweep(analysis, options)', () => {
  test('each point is the single evaluation of the scenario with that value', () => {
    const s = sweep(parseAnalysis(LOADOUTS), {
      characteristic: 'save',
      values: [3, null],
      targets: ['Draugr'],
      profiles: ['Bowmen', 'Catapult'],
    });
    expect(s.labels).toEqual(['3+', 'none']);
    expect(s.series.map((x) => x.name)).toEqual(['Bowmen', 'Catapult']);
    const target = { groups: [{ models: 5, toughness: 4, wounds: 2, ward: 6 }] };
    for (const [i, save] of [3, null].entries()) {
      const groups = save === null ? target.groups : [{ ...target.groups[0], save }];
      const single = evaluateJson({
        ruleset: 'scrollhammer',
        attackers: [{ name: 'Bowmen', models: 10, bs: 3, strength: 3 }],
        target: { name: 'Draugr', groups },
      });
      expect(s.series[0]!.summaries[i]!.result.toJSON()).toEqual(single.toJSON());
    }
  });

  test('lines are named by profile, by target, or both', () => {
    const both = sweep(parseAnalysis(LOADOUTS), { characteristic: 'toughness', values: [4] });
    expect(both.series).toHaveLength(16);
    expect(both.series[0]!.name).toBe('Bowmen vs Draugr');
    const targets = sweep(parseAnalysis(LOADOUTS), {
      characteristic: 'bs',
      values: [3],
      profiles: ['Bowmen'],
    });
    expect(targets.series.map((x) => x.name)).toEqual([
      'Draugr',
      'Bandits',
      'Dwarven Spheres',
      'Wispmothers',
    ]);
  });

  test('bs replaces hitOn; a save of null removes the save', () => {
    const a = parseAnalysis({
      ruleset: 'scrollhammer',
      attackers: [{ hitOn: 3, strength: 4 }],
      target: { groups: [{ toughness: 4, save: 3 }] },
    });
    const b = withCharacteristic(a, 'bs', 2);
    if (b.ruleset !== 'scrollhammer') throw new Error();
    expect(b.profiles[0]!.attackers[0]).toMatchObject({ bs: 2 });
    expect('hitOn' in b.profiles[0]!.attackers[0]!).toBe(false);
    const c = withCharacteristic(a, 'save', null);
    if (c.ruleset !== 'scrollhammer') throw new Error();
    expect('save' in c.targets[0]!.groups[0]!).toBe(false);
  });

  test('labels: 4+ for saves and Shoot Values, none, numbers', () => {
    expect(sweepLabel('save', 4)).toBe('4+');
    expect(sweepLabel('ward', null)).toBe('none');
    expect(sweepLabel('shootValue', 5)).toBe('5+');
    expect(sweepLabel('toughness', 5)).toBe('5');
  });

  test.each([
    [
      { characteristic: 'toughness', values: [0] },
      'sweep: toughness values must be whole numbers 1..10, got 0',
    ],
    [
      { characteristic: 'toughness', values: [null] },
      'sweep: toughness values must be whole numbers 1..10, got null',
    ],
    [
      { characteristic: 'save', values: [7] },
      'sweep: save values must be whole numbers 2..6 or null (none), got 7',
    ],
    [
      { characteristic: 'toughness', values: [] },
      'sweep: values must be a list of 1 to 100 values, got 0',
    ],
    [
      { characteristic: 'toughnes', values: [3] },
      'characteristic: unknown characteristic "toughnes"; did you mean "toughness"?',
    ],
    [
      { characteristic: 'defence', values: [3] },
      'characteristic: defence is not a characteristic of Scrollhammer',
    ],
  ])('%o is an InputError: %s', (options, message) => {
    expect(() => sweep(parseAnalysis(LOADOUTS), options as never)).toThrow(InputError);
    expect(() => sweep(parseAnalysis(LOADOUTS), options as never)).toThrow(message);
  });
});
