/**
 * Multiple turns: one turn is the single attack; the carried state is checked against brute
 * force over every shot's outcome, turn after turn; sequential allocation over n turns is one
 * attack with n times the shooters; MESBG turns add up the target's wounds.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { attackTurns, MAX_TURNS } from '../../src/analytics/turns.js';
import { InputError } from '../../src/errors.js';
import { evaluateJson } from '../../src/scenario/evaluate.js';
import { bruteAllocate } from './bruteForce.js';

const close = (a: number, b: number, tol = 1e-12) => Math.abs(a - b) <= tol;

function expectSameDist(
  got: { at(k: number): number; max: number },
  want: { at(k: number): number; max: number },
  tol = 1e-12,
) {
  for (let k = 0; k <= Math.max(got.max, want.max); k++) {
    expect(Math.abs(got.at(k) - want.at(k)), `P(${k})`).toBeLessThanOrEqual(tol);
  }
}

const save = fc.option(fc.integer({ min: 2, max: 6 }), { nil: undefined });
const arbScenario = fc
  .record({
    attackers: fc.array(
      fc.record({
        models: fc.integer({ min: 1, max: 4 }),
        bs: fc.integer({ min: 1, max: 10 }),
        shots: fc.constantFrom<number | string>(1, 2, 'D3'),
        strength: fc.integer({ min: 1, max: 10 }),
        ap: fc.integer({ min: 0, max: 3 }),
        rules: fc.subarray(['critical-strike', 'blind', 'fleshbane', 'magical']),
      }),
      { minLength: 1, maxLength: 2 },
    ),
    models: fc.integer({ min: 1, max: 5 }),
    toughness: fc.integer({ min: 1, max: 9 }),
    wounds: fc.integer({ min: 1, max: 5 }),
    save,
    ward: save,
    feelNoPain: save,
    rules: fc.subarray(['eternal-warrior', 'ethereal']),
    allocation: fc.constantFrom('rules', 'sequential'),
  })
  .map(({ attackers, allocation, ...g }) => {
    const group: Record<string, unknown> = { ...g };
    for (const k of ['save', 'ward', 'feelNoPain']) if (group[k] === undefined) delete group[k];
    return { ruleset: 'scrollhammer', allocation, attackers, target: { groups: [group] } };
  });

describe('attackTurns(scenario, 1) is the single attack', () => {
  test('for random one-group targets, both allocations: slain and wounds lost equal evaluate()', () => {
    fc.assert(
      fc.property(arbScenario, (s) => {
        const single = evaluateJson(s).results;
        const one = attackTurns(s, 1);
        expectSameDist(one.slain[0]!, single.slain!, 1e-9);
        expectSameDist(one.woundsLost[0]!, single.woundsLost!, 1e-9);
        expect(close(one.destroyed[0]!, single.slain!.atLeast(one.models), 1e-9)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  test('for MESBG', () => {
    const s = {
      ruleset: 'mesbg',
      attackers: [{ models: 5, shootValue: 5, strength: 2, inTheWay: 1 }],
      target: { name: 'Bilbo', defence: 3, wounds: 2 },
    };
    const r = attackTurns(s, 1);
    expectSameDist(r.slain[0]!, evaluateJson(s).results.slain!);
    expectSameDist(r.woundsLost[0]!, evaluateJson(s).results.woundsLost!);
  });
});

describe('attackTurns(scenario, n) over several turns', () => {
  test('P(destroyed within n turns) never decreases, and slain never goes down', () => {
    fc.assert(
      fc.property(arbScenario, (s) => {
        const r = attackTurns(s, 4);
        for (let t = 1; t < 4; t++) {
          expect(r.destroyed[t]!).toBeGreaterThanOrEqual(r.destroyed[t - 1]! - 1e-12);
          expect(r.slain[t]!.mean()).toBeGreaterThanOrEqual(r.slain[t - 1]!.mean() - 1e-9);
        }
      }),
      { numRuns: 60 },
    );
  });

  test('sequential allocation: n turns of m shooters are one attack of n × m shooters', () => {
    // The wounds of every turn are applied in the order rolled, as within one attack, and
    // the same shooters roll the same dice each turn.
    for (const wounds of [1, 2, 3]) {
      const scenario = (models: number) => ({
        ruleset: 'scrollhammer',
        allocation: 'sequential',
        attackers: [{ models, bs: 3, shots: 'D3', strength: 4, ap: 1, rules: ['critical-strike'] }],
        target: { groups: [{ models: 4, toughness: 4, wounds, save: 4, feelNoPain: 6 }] },
      });
      const r = attackTurns(scenario(3), 3);
      for (let n = 1; n <= 3; n++) {
        const once = evaluateJson(scenario(3 * n)).results;
        expectSameDist(r.slain[n - 1]!, once.slain!, 1e-9);
        expectSameDist(r.woundsLost[n - 1]!, once.woundsLost!, 1e-9);
      }
    }
  });

  test('MESBG: the wounds of every turn add up until they reach the Wounds', () => {
    // Shoot Value 4+: a hit on 4, 5, 6 (1/2); Strength 3 against Defence 4 needs 5+ (1/3; the
    // MESBG To Wound chart, spec interpretation 12): one shot wounds with 1/6.
    const s = {
      ruleset: 'mesbg',
      attackers: [{ models: 1, shootValue: 4, strength: 3 }],
      target: { defence: 4, wounds: 2 },
    };
    const r = attackTurns(s, 3);
    const p = 1 / 6;
    // Destroyed within n turns: at least 2 wounds from n shots.
    const within = (n: number) => 1 - (1 - p) ** n - n * p * (1 - p) ** (n - 1);
    expect(close(r.destroyed[0]!, 0)).toBe(true);
    expect(close(r.destroyed[1]!, within(2))).toBe(true);
    expect(close(r.destroyed[2]!, within(3))).toBe(true);
    expect(close(r.woundsLost[2]!.at(1), 3 * p * (1 - p) ** 2)).toBe(true);
  });
});

/**
 * Brute force over turns: every ordered combination of the shots' outcomes each turn (with
 * their probabilities derived by hand below), allocated by brute force from the carried state
 * (rules) or in the order rolled (sequential).
 */
function bruteTurns(
  perShot: readonly [damage: number, p: number][],
  shots: number,
  models: number,
  wounds: number,
  allocation: 'rules' | 'sequential',
  turns: number,
): number[] {
  const wiped = models * wounds;
  let dist = new Map<number, number>([[0, 1]]);
  const destroyed: number[] = [];
  const outcomes: [number[], number][] = [];
  const visit = (i: number, items: number[], p: number) => {
    if (i === shots) {
      outcomes.push([items, p]);
      return;
    }
    for (const [d, q] of perShot) visit(i + 1, d === 0 ? items : [...items, d], p * q);
  };
  visit(0, [], 1);
  for (let t = 0; t < turns; t++) {
    const next = new Map<number, number>();
    for (const [state, p] of dist) {
      for (const [items, q] of outcomes) {
        let to = state;
        if (state !== wiped) {
          const k = Math.floor(state / wounds);
          const d = state % wounds;
          if (allocation === 'sequential') {
            let [kk, dd] = [k, d];
            for (const size of items) {
              if (kk === models) break;
              dd += size;
              if (dd >= wounds) [kk, dd] = [kk + 1, 0];
            }
            to = kk === models ? wiped : kk * wounds + dd;
          } else {
            const alive = models - k;
            const left = Array.from({ length: alive }, (_, i) => (i === 0 ? wounds - d : wounds));
            const damage = Array.from({ length: alive }, (_, i) => (i === 0 ? d : 0));
            const b = bruteAllocate(left, damage, items);
            to = b.slain === alive ? wiped : (k + b.slain) * wounds + b.survivorDamage;
          }
        }
        next.set(to, (next.get(to) ?? 0) + p * q);
      }
    }
    dist = next;
    destroyed.push(dist.get(wiped) ?? 0);
  }
  return destroyed;
}

describe('attackTurns(scenario, n) against brute force', () => {
  // 3 shooters BS3 (To Hit chart: 4+, 1/2), Strength 4 against Toughness 4 (4+: 1/2, of which
  // a natural 6 is a Critical Strike, 1/6), armour save 5+ (fails 2/3): a wound that is not
  // critical does 1 damage; a critical one D3 (1, 2, 3 each 1/3; spec interpretations 1, 3, 5,
  // 8). Per shot: 1 damage 1/2 (2/6 · 2/3 + 1/6 · 2/3 · 1/3) = 7/54, 2 damage 1/54, 3 (slays
  // a 3-Wound model outright) 1/54, none 45/54.
  const critical = {
    ruleset: 'scrollhammer',
    attackers: [{ models: 3, bs: 3, strength: 4, rules: ['critical-strike'] }],
    target: { groups: [{ models: 3, toughness: 4, wounds: 3, save: 5 }] },
  };
  const criticalShot: [number, number][] = [
    [0, 45 / 54],
    [1, 7 / 54],
    [2, 1 / 54],
    [3, 1 / 54],
  ];

  for (const allocation of ['rules', 'sequential'] as const) {
    test(`Critical Strike against 3 models of 3 Wounds, ${allocation}, 4 turns`, () => {
      const r = attackTurns({ ...critical, allocation }, 4);
      const want = bruteTurns(criticalShot, 3, 3, 3, allocation, 4);
      for (let t = 0; t < 4; t++) expect(close(r.destroyed[t]!, want[t]!)).toBe(true);
    });
  }

  test('Critical Strike against 2 models of 4 Wounds, rules, 5 turns (wounds of 1, 2 and 3)', () => {
    const s = {
      ...critical,
      attackers: [{ models: 2, bs: 3, strength: 4, rules: ['critical-strike'] }],
      target: { groups: [{ models: 2, toughness: 4, wounds: 4, save: 5 }] },
    };
    const r = attackTurns(s, 5);
    const want = bruteTurns(criticalShot, 2, 2, 4, 'rules', 5);
    for (let t = 0; t < 5; t++) expect(close(r.destroyed[t]!, want[t]!)).toBe(true);
  });

  test('Feel No Pain and Critical Strike against 2-Wound models, rules, 4 turns', () => {
    // As above with Feel No Pain 5+ (1/3 discounted) on wounds that are not critical, and
    // 2-Wound models (a critical D3 of 2 or 3 slays outright): 1 damage 1/2 (2/6 · 2/3 · 2/3
    // + 1/6 · 2/3 · 1/3) = 5/54, outright 1/2 · 1/6 · 2/3 · 2/3 = 2/54.
    const s = {
      ruleset: 'scrollhammer',
      attackers: [{ models: 3, bs: 3, strength: 4, rules: ['critical-strike'] }],
      target: { groups: [{ models: 3, toughness: 4, wounds: 2, save: 5, feelNoPain: 5 }] },
    };
    const r = attackTurns(s, 4);
    const want = bruteTurns(
      [
        [0, 47 / 54],
        [1, 5 / 54],
        [2, 2 / 54],
      ],
      3,
      3,
      2,
      'rules',
      4,
    );
    for (let t = 0; t < 4; t++) expect(close(r.destroyed[t]!, want[t]!)).toBe(true);
  });
});

describe('attackTurns errors', () => {
  const s = {
    ruleset: 'scrollhammer',
    attackers: [{ bs: 3, strength: 4 }],
    target: { groups: [{ toughness: 4 }, { toughness: 4, wounds: 2 }] },
  };
  test('a target of several groups is an InputError naming target.groups', () => {
    expect(() => attackTurns(s, 2)).toThrow(InputError);
    expect(() => attackTurns(s, 2)).toThrow(/target of one group/);
  });
  test.each([0, 1.5, MAX_TURNS + 1, Number.NaN])('turns = %s is an InputError', (n) => {
    expect(() => attackTurns({ ...s, target: { groups: [{ toughness: 4 }] } }, n)).toThrow(
      /turns must be a whole number 1\.\.100/,
    );
  });
  test('a blast weapon is an InputError: the models under the marker change as models die', () => {
    const blast = {
      ruleset: 'scrollhammer',
      attackers: [{ bs: 3, strength: 4, rules: ['blast'] }],
      target: { groups: [{ models: 5, toughness: 4 }], formation: { files: 5 } },
    };
    expect(() => attackTurns(blast, 2)).toThrow(InputError);
    expect(() => attackTurns(blast, 2)).toThrow(/do not support blast weapons/);
  });
  test('an invalid scenario is a ScenarioError with the field', () => {
    expect(() => attackTurns({ ...s, target: { groups: [{ toughness: 0 }] } }, 2)).toThrow(
      /target\.groups\[0\]\.toughness: expected 1\.\.10, got 0/,
    );
  });
});
