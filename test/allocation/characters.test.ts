// Characters ("Assign Unsaved Wounds", 000_2ec87e5aee29120b.txt: the stacking obligation binds
// "multi-wound models that are not characters"): the machine of a Wounds class with
// characters, walked wound by wound against hand-derived values and against an exhaustive
// search of every assignment (bruteForce.ts holds whole attacks against the exact engine).
import { describe, expect, it } from 'vitest';
import type { ClassMachine } from '../../src/allocation/ClassMachine.js';
import { classMachine } from '../../src/allocation/ClassMachine.js';
import {
  characterCover,
  characterStates,
  MAX_OWNERS_WORK,
  ownersChoiceSize,
  withCharacters,
} from '../../src/allocation/characters.js';
import { unitMachine, unitMachineSize } from '../../src/allocation/UnitMachine.js';
import { allocationCost } from '../../src/cost/estimate.js';
import { TooLargeError } from '../../src/errors.js';
import { inOrder, permutations, withCharactersSlain } from '../rulesets/scrollhammer/bruteForce.js';

/** The state after wounds of these damages, in order. */
function walk(m: ClassMachine, damages: readonly number[]): number {
  let s = 0;
  for (const d of damages) s = m.next[s * m.stride + d]!;
  return s;
}

describe('characterCover: the fewest characters the owner must lose (rules)', () => {
  it('two W2 characters, a 2 and two 1s: the 1 first on the one the 2 slays: 1 slain, 3 lost', () => {
    expect(characterCover(2, 2)([0, 2, 1])).toEqual({ slain: 1, lost: 3 });
  });
  it('two W5 characters, wounds 1, 2, 3, 2: {1, 3} and {2, 2}, none slain (8 lost)', () => {
    // Taken in the order rolled, most wounded first, 1 and 2 would go on one (3), the 3 on
    // the other (3), and the last 2 would slay one: the owner who sees them all does better.
    expect(characterCover(2, 5)([0, 1, 2, 1, 0, 0])).toEqual({ slain: 0, lost: 8 });
  });
  it('wounds of 1: max(0, n − c × (W − 1)) slain, the fewest possible', () => {
    for (let c = 1; c <= 3; c++) {
      for (let w = 2; w <= 3; w++) {
        for (let n = 0; n <= 2 * c * w; n++) {
          const counts = new Array<number>(w + 1).fill(0);
          counts[1] = n;
          expect(characterCover(c, w)(counts).slain).toBe(
            Math.min(c, Math.max(0, n - c * (w - 1))),
          );
        }
      }
    }
  });
  it('wounds that slay alone: each slays one, the most wounded', () => {
    // Three W3 characters, two 1s and one Instant Death: the 1s on the one it slays (lost 3).
    expect(characterCover(3, 3)([0, 2, 0, 1])).toEqual({ slain: 1, lost: 3 });
  });
});

describe('withCharacters: the other models first, then the characters', () => {
  it('one W2 model and one W2 character, wounds of 1: the model is slain by two, the third wounds the character', () => {
    for (const policy of ['rules', 'sequential'] as const) {
      const m = withCharacters(classMachine(1, 2, policy), 1, 2, policy);
      expect(m.slain[walk(m, [1])]).toBe(0);
      expect(m.slain[walk(m, [1, 1])]).toBe(1);
      expect(m.woundsLost[walk(m, [1, 1, 1])]).toBe(3);
      expect(m.slain[walk(m, [1, 1, 1, 1])]).toBe(2);
    }
  });
  it('a 2 on a W2 model with a wound already: the model is slain, the excess lost, not passed on', () => {
    const m = withCharacters(classMachine(1, 2, 'sequential'), 1, 2, 'sequential');
    const s = walk(m, [1, 2]);
    expect(m.slain[s]).toBe(1);
    expect(m.woundsLost[s]).toBe(2);
  });
  it('two W2 characters alone, sequential: a 2 slays the most wounded; 1s go on the unwounded', () => {
    const m = withCharacters(null, 2, 2, 'sequential');
    expect(m.slain[walk(m, [1, 1])]).toBe(0); // one each
    expect(m.slain[walk(m, [1, 2])]).toBe(1); // the 2 on the wounded one
    expect(m.woundsLost[walk(m, [1, 2])]).toBe(2); // its own 2 Wounds
    expect(m.slain[walk(m, [2, 1, 1])]).toBe(2); // in order: the 2 slays one, then two 1s
    // Two W3 characters: 1, 1 go on one (2), so a 2 still finds the other unwounded.
    const w3 = withCharacters(null, 2, 3, 'sequential');
    expect(w3.slain[walk(w3, [1, 1, 2])]).toBe(0);
  });
  it('the guard and the character of the docs: 2, 1, 1 under rules slays 1 in any order rolled', () => {
    // The owner puts a 1 and then the 2 on the guard, the last 1 on the character; in the
    // order rolled (the sequential reading) the 2 would slay the guard and both 1s reach the
    // character.
    const m = withCharacters(classMachine(1, 2, 'rules'), 1, 2, 'rules');
    for (const order of [
      [2, 1, 1],
      [1, 2, 1],
      [1, 1, 2],
    ]) {
      expect(m.slain[walk(m, order)]).toBe(1);
      expect(m.woundsLost[walk(m, order)]).toBe(3);
    }
    const seq = withCharacters(classMachine(1, 2, 'sequential'), 1, 2, 'sequential');
    expect(seq.slain[walk(seq, [2, 1, 1])]).toBe(2);
  });
  it('two 2s: the guard cannot take both (slain by the first), so the character takes one', () => {
    const m = withCharacters(classMachine(1, 2, 'rules'), 1, 2, 'rules');
    expect(m.slain[walk(m, [2, 2])]).toBe(2);
  });
  it('rules: the same 2, 1, 1 slays one (the owner puts a 1 first on the one the 2 slays)', () => {
    const m = withCharacters(null, 2, 2, 'rules');
    expect(m.slain[walk(m, [2, 1, 1])]).toBe(1);
    expect(m.woundsLost[walk(m, [2, 1, 1])]).toBe(3);
  });
  it('state counts: within the bound characterStates gives, building nothing', () => {
    for (let c = 1; c <= 4; c++) {
      for (let w = 1; w <= 4; w++) {
        expect(withCharacters(null, c, w, 'sequential').states).toBeLessThanOrEqual(
          characterStates(c, w, 'sequential'),
        );
        expect(withCharacters(null, c, w, 'rules').states).toBeLessThanOrEqual(
          characterStates(c, w, 'rules'),
        );
      }
    }
  });
});

describe('unitMachine with characters', () => {
  it('too many characters to tabulate: TooLargeError before any work, naming the way out', () => {
    expect(() => unitMachine([{ models: 50, wounds: 2, character: true }], 'rules')).toThrow(
      TooLargeError,
    );
    expect(() => unitMachine([{ models: 100, wounds: 3, character: true }], 'rules')).toThrow(
      /use allocation "sequential", or fewer characters/,
    );
    expect(unitMachine([{ models: 50, wounds: 2, character: true }], 'sequential').states).toBe(
      // s standing of 2 Wounds, each with 0 or 1 damage: s + 1 states; Σ_{s=1..50} plus all slain
      (51 * 52) / 2 - 1 + 1,
    );
  });
  it('without characters the machine is the same as before', () => {
    const groups = [
      { models: 3, wounds: 2 },
      { models: 2, wounds: 1 },
    ];
    const plain = unitMachine(groups, 'rules');
    const flagged = unitMachine(
      groups.map((g) => ({ ...g, character: false })),
      'rules',
    );
    expect(flagged.states).toBe(plain.states);
    expect([...flagged.slain]).toEqual([...plain.slain]);
  });
  it('its size from the formulas bounds what is built', () => {
    const groups = [
      { models: 4, wounds: 2 },
      { models: 2, wounds: 2, character: true },
    ];
    for (const policy of ['rules', 'sequential'] as const) {
      expect(unitMachine(groups, policy).states).toBeLessThanOrEqual(
        unitMachineSize(groups, policy),
      );
    }
  });
});

// An enumerator independent of the machine (test/rulesets/scrollhammer/bruteForce.ts, which
// the brute force over every die also uses): the owner "chooses the order in which the wounds
// are assigned" (000, "Assign Unsaved Wounds"), so every order of the wounds is tried. In an
// order, the other models take the wounds until those so far could slay them all (the most
// any assignment of them slays: the stacking obligation), the rest go to the characters, who
// lose the fewest any assignment allows. A model takes wounds only while standing; wounds are
// left over only once all the models they could go to are slain. The owner keeps the order
// losing the fewest models, then the fewest Wounds.

const fewer = (a: readonly number[], b: readonly number[]) =>
  a[0]! < b[0]! || (a[0] === b[0] && a[1]! < b[1]!);

/** The class's [slain, lost] when the wounds come in this order. */
const inThisOrder = (
  order: readonly number[],
  others: number,
  characters: number,
  wounds: number,
) => inOrder(order.slice(), others, characters, wounds, 'rules');

/** The owner's best over every order of the wounds. */
const ownersBest = (
  damages: readonly number[],
  others: number,
  characters: number,
  wounds: number,
) => withCharactersSlain(damages.slice(), others, characters, wounds, 'rules');

/** Every list of `length` damages drawn from `sizes`. */
function lists(sizes: readonly number[], length: number): number[][] {
  if (length === 0) return [[]];
  return lists(sizes, length - 1).flatMap((l) => sizes.map((d) => [...l, d]));
}

describe('rules with characters: the owner best choice over the whole class', () => {
  // Damages 1, 2, 3 below the Wounds, and the Wounds (Instant Death, or a D3 at least the
  // Wounds: slays alone).
  const classes = [
    { wounds: 2, others: 1, characters: 1, longest: 6 },
    { wounds: 2, others: 2, characters: 1, longest: 5 },
    { wounds: 2, others: 1, characters: 2, longest: 5 },
    { wounds: 3, others: 1, characters: 1, longest: 5 },
    { wounds: 3, others: 2, characters: 1, longest: 5 },
    { wounds: 3, others: 1, characters: 2, longest: 5 },
    { wounds: 4, others: 1, characters: 1, longest: 4 },
    { wounds: 5, others: 1, characters: 2, longest: 4 },
  ];
  for (const { wounds, others, characters, longest } of classes) {
    it(`${others} other and ${characters} characters of ${wounds} Wounds: every list of up to ${longest} wounds, every order`, () => {
      const sizes = [1, 2, 3].filter((d) => d < wounds).concat(wounds);
      const m = withCharacters(classMachine(others, wounds, 'rules'), characters, wounds, 'rules');
      let spared = 0;
      for (let n = 0; n <= longest; n++) {
        for (const damages of lists(sizes, n)) {
          const s = walk(m, damages);
          const [slain, lost] = ownersBest(damages, others, characters, wounds);
          expect([m.slain[s], m.woundsLost[s]], `${damages}`).toEqual([slain, lost]);
          // Never worse for the owner than the wounds in the order rolled.
          const asRolled = inThisOrder(damages, others, characters, wounds);
          expect(fewer(asRolled, [slain, lost]), `${damages}`).toBe(false);
          if (asRolled[0] > slain) spared++;
        }
      }
      // Wounds of several damages: some order rolled loses a character the owner spares.
      expect(spared).toBeGreaterThan(0);
    });
  }
  it('wounds of 1 only: the same as without the owner choosing (each other model takes its Wounds)', () => {
    const m = withCharacters(classMachine(3, 2, 'rules'), 2, 2, 'rules');
    for (let n = 0; n <= 12; n++) {
      const s = walk(m, new Array<number>(n).fill(1));
      // 3 others take 6; then 2 characters of 2 Wounds take one each before any is slain.
      const slain = Math.min(3, Math.floor(n / 2)) + Math.min(2, Math.max(0, n - 6 - 2));
      expect(m.slain[s]).toBe(slain);
    }
  });
  it('the state reached does not depend on the order rolled (the owner sees them all)', () => {
    const m = withCharacters(classMachine(2, 3, 'rules'), 2, 3, 'rules');
    for (const damages of lists([1, 2, 3], 4)) {
      const s = walk(m, damages);
      for (const o of permutations(damages)) expect(walk(m, o)).toBe(s);
    }
  });
  it('its size: within ownersChoiceSize, and units too large are refused before the build', () => {
    for (const [others, characters, wounds] of [
      [1, 1, 2],
      [5, 2, 2],
      [20, 1, 3],
      [4, 3, 3],
      [3, 2, 4],
    ] as const) {
      const built = withCharacters(
        classMachine(others, wounds, 'rules'),
        characters,
        wounds,
        'rules',
      );
      expect(built.states).toBeLessThanOrEqual(
        ownersChoiceSize(others, characters, wounds)!.states,
      );
      // Two groups: the period (the models) times the class's states.
      const groups = [
        { models: others, wounds },
        { models: characters, wounds, character: true },
      ];
      expect(unitMachineSize(groups, 'rules')).toBe(
        (others + characters) * ownersChoiceSize(others, characters, wounds)!.states,
      );
    }
    expect(ownersChoiceSize(100, 3, 3)!.work).toBeGreaterThan(MAX_OWNERS_WORK);
    expect(() =>
      unitMachine(
        [
          { models: 100, wounds: 3 },
          { models: 3, wounds: 3, character: true },
        ],
        'rules',
      ),
    ).toThrow(/use allocation "sequential"/);
    // Too many characters for their own part: refused as before, naming them.
    expect(ownersChoiceSize(1, 50, 2)).toBeNull();
    expect(() =>
      unitMachine(
        [
          { models: 1, wounds: 2 },
          { models: 50, wounds: 2, character: true },
        ],
        'rules',
      ),
    ).toThrow(/fewer characters/);
  });
});

describe('the cost model prices the owner choice', () => {
  it('allocationCost: a part for the class with characters, its states the bound', () => {
    const groups = [
      { models: 20, wounds: 3 },
      { models: 2, wounds: 3, character: true },
    ];
    const cost = allocationCost(groups, 'rules');
    const part = cost.parts.find((p) => /the owner's choice/.test(p.what));
    expect(part?.what).toMatch(/20 models and 2 characters of 3 Wounds/);
    const built = unitMachine(groups, 'rules');
    expect(built.states).toBeLessThanOrEqual(22 * ownersChoiceSize(20, 2, 3)!.states);
    // sequential: no such part (the order rolled needs no choice).
    expect(allocationCost(groups, 'sequential').parts.some((p) => /owner/.test(p.what))).toBe(
      false,
    );
  });
});
