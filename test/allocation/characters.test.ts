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
  withCharacters,
} from '../../src/allocation/characters.js';
import { unitMachine, unitMachineSize } from '../../src/allocation/UnitMachine.js';
import { TooLargeError } from '../../src/errors.js';

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
  it('the limit stated in the docs: a guard and a character of 2 Wounds, 2, 1, 1 under rules: 2 slain', () => {
    // The 2 slays the guard (the other models' machine is wiped), so both 1s reach the
    // character. An owner choosing the order could have put a 1 and the 2 on the guard.
    const m = withCharacters(classMachine(1, 2, 'rules'), 1, 2, 'rules');
    expect(m.slain[walk(m, [2, 1, 1])]).toBe(2);
    expect(m.slain[walk(m, [1, 2, 1])]).toBe(1);
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
