// compileMesbg: what it builds, and the InputError (naming the field) for every bad input.
import { describe, expect, it } from 'vitest';
import { DiceNotationError, InputError } from '../../../src/errors.js';
import { compileMesbg } from '../../../src/rulesets/mesbg/compile.js';
import type { MesbgScenario } from '../../../src/scenario/types.js';
import { type AttackerSketch, mesbg, type TargetSketch } from './scenario.js';

/** The field of the InputError that compiling throws. */
function fieldOf(attackers: readonly AttackerSketch[], target: TargetSketch = { defence: 3 }) {
  try {
    compileMesbg(mesbg(attackers, target));
  } catch (e) {
    if (e instanceof InputError) return e.field;
    throw e;
  }
  return expect.fail('no error thrown');
}

describe('compileMesbg builds the dice tests both engines read', () => {
  it('compileMesbg: moved 4+ needs 5+, In The Way 4+, S3 vs D5 5+, re-rolls where they apply', () => {
    const plan = compileMesbg(
      mesbg(
        [
          {
            shootValue: 4,
            strength: 3,
            moved: true,
            side: 'evil',
            reroll: { hit: 'ones', wound: 'failed' },
            obstructions: [{ name: 'Orc', defence: 5 }, {}, { defence: 4, friendly: true }],
          },
        ],
        { defence: 5, wounds: 3, combat: { defence: 6, wounds: 2 } },
      ),
    );
    const s = plan.shooters[0]!;
    expect(s.shoot).toEqual({ need: 5, reroll: 'ones', rerollNeed: 5 });
    expect(s.obstructions.map((o) => [o.test.need, o.model])).toEqual([
      [4, 0],
      [4, -1],
      [4, 1],
    ]);
    expect(s.obstructions[0]!.wound!.first.reroll).toBe('failed'); // an enemy model
    expect(s.obstructions[2]!.wound!.first.reroll).toBe('none'); // a friend: never re-rolled
    expect(s.combat!.wound.first).toEqual({ need: 6, reroll: 'none', rerollNeed: 6 }); // S3 vs D6
    expect(s.wound.first).toEqual({ need: 5, reroll: 'failed', rerollNeed: 5 });
    expect(plan.targetWounds).toBe(3);
    expect(plan.friendlyWounds).toBe(2);
    expect(plan.obstructionModels).toEqual([{ name: 'Orc', wounds: 1 }, { wounds: 1 }]);
  });

  it('compileMesbg: inTheWay alone is that many obstructions that are not models', () => {
    const s = compileMesbg(mesbg([{ shootValue: 4, strength: 3, inTheWay: 3 }], { defence: 3 }));
    expect(s.shooters[0]!.obstructions.map((o) => o.model)).toEqual([-1, -1, -1]);
    expect(s.obstructionModels).toEqual([]);
  });

  it('compileMesbg: inTheWay equal to the obstructions listed is accepted', () => {
    expect(() =>
      compileMesbg(
        mesbg([{ shootValue: 4, strength: 3, inTheWay: 1, obstructions: [{}] }], { defence: 3 }),
      ),
    ).not.toThrow();
  });

  it('compileMesbg: obstructions of one name in two groups are one model', () => {
    const troll = { name: 'Troll', defence: 6, wounds: 3 };
    const plan = compileMesbg(
      mesbg(
        [
          { shootValue: 4, strength: 3, obstructions: [troll] },
          { shootValue: 4, strength: 3, obstructions: [{}, troll] },
        ],
        { defence: 3 },
      ),
    );
    expect(plan.obstructionModels).toEqual([{ name: 'Troll', wounds: 3 }]);
    expect(plan.shooters[1]!.obstructions[1]!.model).toBe(0);
  });
});

describe('compileMesbg throws an InputError naming the field', () => {
  it.each([
    [[{ shootValue: 7, strength: 3 }], 'attackers[0].shootValue'],
    [[{ shootValue: 1, strength: 3 }], 'attackers[0].shootValue'],
    [[{ shootValue: 4, strength: 0 }], 'attackers[0].strength'],
    [[{ shootValue: 4, strength: 3, models: -1 }], 'attackers[0].models'],
    [[{ shootValue: 4, strength: 3, inTheWay: 1.5 }], 'attackers[0].inTheWay'],
    [[{ shootValue: 4, strength: 3, moved: 'yes' as unknown as boolean }], 'attackers[0].moved'],
    [[{ shootValue: 4, strength: 3, side: 'neutral' as 'good' }], 'attackers[0].side'],
    [[{ shootValue: 4, strength: 3, reroll: { hit: 'all' as 'ones' } }], 'attackers[0].reroll.hit'],
    [[{ shootValue: 4, strength: 3, inTheWay: 2, obstructions: [{}] }], 'attackers[0].inTheWay'],
    [
      [{ shootValue: 4, strength: 3, obstructions: [{ wounds: 2 }] }],
      'attackers[0].obstructions[0].wounds',
    ],
    [
      [{ shootValue: 4, strength: 3, obstructions: [{ defence: 0 }] }],
      'attackers[0].obstructions[0].defence',
    ],
    [
      [{ shootValue: 4, strength: 3, side: 'evil' as const, obstructions: [{ friendly: true }] }],
      'attackers[0].obstructions[0].defence',
    ],
    [
      [
        { shootValue: 4, strength: 3, obstructions: [{ name: 'Orc', defence: 5 }] },
        { shootValue: 4, strength: 3, obstructions: [{ name: 'Orc', defence: 4 }] },
      ],
      'attackers[1].obstructions[0]',
    ],
  ] as [AttackerSketch[], string][])('compileMesbg(%j) names %s', (attackers, field) => {
    expect(fieldOf(attackers)).toBe(field);
  });

  it.each([
    [{ defence: 11 }, 'target.defence'],
    [{ defence: 3, wounds: 0 }, 'target.wounds'],
    [{ defence: 3, combat: { defence: 0 } }, 'target.combat.defence'],
  ] as [TargetSketch, string][])('compileMesbg with target %j names %s', (target, field) => {
    expect(fieldOf([{ shootValue: 4, strength: 3, side: 'evil' }], target)).toBe(field);
  });

  it("compileMesbg with shots 'D6++1' throws a DiceNotationError naming attackers[0].shots", () => {
    const s: MesbgScenario = mesbg([{ shootValue: 4, strength: 3, shots: 'D6++1' }], {
      defence: 3,
    });
    expect(() => compileMesbg(s)).toThrow(DiceNotationError);
    expect(fieldOf([{ shootValue: 4, strength: 3, shots: 'D6++1' }])).toBe('attackers[0].shots');
  });

  it('compileMesbg: a Good group among Evil ones shooting into a combat names target.combat', () => {
    expect(
      fieldOf(
        [
          { shootValue: 4, strength: 3, side: 'evil' },
          { name: 'Rangers', shootValue: 3, strength: 2, side: 'good' },
        ],
        { defence: 5, combat: { defence: 4 } },
      ),
    ).toBe('target.combat');
  });
});
