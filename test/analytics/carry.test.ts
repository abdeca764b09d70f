/**
 * The allocation of a turn from a carried state, held against brute force: every assignment
 * of every wound to a model, for every state and every small set of wounds.
 */
import { describe, expect, test } from 'vitest';
import {
  carryStates,
  rulesCarry,
  sequentialCarry,
  type TurnWounds,
} from '../../src/allocation/carry.js';
import { bruteAllocate } from './bruteForce.js';

/** The state brute force reaches from (k slain, damage d) with these wounds. */
function brute(models: number, wounds: number, state: number, w: TurnWounds): number {
  const k = Math.floor(state / wounds);
  const d = state % wounds;
  const alive = models - k;
  const left = Array.from({ length: alive }, (_, i) => (i === 0 ? wounds - d : wounds));
  const damage = Array.from({ length: alive }, (_, i) => (i === 0 ? d : 0));
  const items = [
    ...new Array<number>(w.outright).fill(Number.POSITIVE_INFINITY),
    ...new Array<number>(w.n1).fill(1),
    ...new Array<number>(w.n2).fill(2),
    ...new Array<number>(w.n3).fill(3),
  ];
  const b = bruteAllocate(left, damage, items);
  return b.slain === alive ? models * wounds : (k + b.slain) * wounds + b.survivorDamage;
}

describe('rulesCarry(states)(state, wounds)', () => {
  test('equals brute force for 1-3 models of 1-5 Wounds, every state, up to 5 wounds', () => {
    let checked = 0;
    for (let wounds = 1; wounds <= 5; wounds++) {
      for (let models = 1; models <= 3; models++) {
        const c = carryStates(models, wounds);
        const step = rulesCarry(c);
        for (let state = 0; state < c.wiped; state++) {
          for (let outright = 0; outright <= 2; outright++) {
            for (let n1 = 0; n1 <= 3; n1++) {
              for (let n2 = 0; n2 <= 2; n2++) {
                for (let n3 = 0; n3 <= 2; n3++) {
                  if (outright + n1 + n2 + n3 > 5) continue;
                  // Damage of at least the Wounds is "outright", never n1..n3.
                  if ((wounds <= 1 && n1) || (wounds <= 2 && n2) || (wounds <= 3 && n3)) continue;
                  const w = { outright, n1, n2, n3 };
                  expect(step(state, w), JSON.stringify({ models, wounds, state, w })).toBe(
                    brute(models, wounds, state, w),
                  );
                  checked++;
                }
              }
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(4000);
  });

  test('from no damage it is the single attack: slain = outright + cover, the rest on one model', () => {
    const c = carryStates(5, 3);
    const step = rulesCarry(c);
    // 2+2 slays one model (3 Wounds, 1 lost in excess) and the 1 goes on a survivor: 1 slain,
    // 1 damage; the owner prefers it to 2+1 and a survivor with 2 (fewest wounds lost).
    expect(step(0, { outright: 0, n1: 1, n2: 2, n3: 0 })).toBe(1 * 3 + 1);
    // With an outright wound, the damage left over goes first on the model it then slays.
    expect(step(0, { outright: 1, n1: 1, n2: 0, n3: 0 })).toBe(1 * 3 + 0);
  });

  test('the wounded model is finished first when that slays more', () => {
    const c = carryStates(3, 3);
    const step = rulesCarry(c);
    // State: 0 slain, 2 damage on one model. A 1-damage wound slays it.
    expect(step(2, { outright: 0, n1: 1, n2: 0, n3: 0 })).toBe(3);
    // Two 2-damage wounds: one finishes the wounded model, the other wounds a fresh one.
    expect(step(2, { outright: 0, n1: 0, n2: 2, n3: 0 })).toBe(1 * 3 + 2);
  });

  test('the wiped-out state stays wiped out', () => {
    const c = carryStates(2, 2);
    expect(rulesCarry(c)(c.wiped, { outright: 3, n1: 0, n2: 0, n3: 0 })).toBe(c.wiped);
  });
});

describe('sequentialCarry(states, state, size)', () => {
  const c = carryStates(3, 3);
  test('puts the wound on the model already wounded, excess lost', () => {
    expect(sequentialCarry(c, 0, 1)).toBe(1); // 0 slain, 1 damage
    expect(sequentialCarry(c, 2, 2)).toBe(3); // 2 + 2 >= 3: slain, the excess is lost
    expect(sequentialCarry(c, 3 + 1, 3)).toBe(2 * 3); // outright on the wounded model
    expect(sequentialCarry(c, 2 * 3 + 2, 1)).toBe(c.wiped); // the last model
  });
  test('no damage changes nothing; wiped out stays wiped out', () => {
    expect(sequentialCarry(c, 4, 0)).toBe(4);
    expect(sequentialCarry(c, c.wiped, 2)).toBe(c.wiped);
  });
});
