// The listed-order machine over every state (src/allocation/listedStates.ts) against the
// machine of evaluate() (listedMachine, src/allocation/listed.ts) on the states a fresh unit
// reaches: random walks of attacks (route, wounds taken) from the start, both machines stepped
// alike, must name the same group for every attack and report the same models slain and
// wounds lost by group at every step; and the arithmetic between states and numbers.
import { describe, expect, it } from 'vitest';
import { type ListedGroup, listedMachine } from '../../src/allocation/listed.js';
import { listedStatesMachine, listedStatesSize } from '../../src/allocation/listedStates.js';
import { InputError, TooLargeError } from '../../src/errors.js';
import { Pcg32 } from '../../src/random/index.js';
import { thrown } from '../helpers/thrown.js';

const UNITS: readonly (readonly [string, readonly ListedGroup[], number | null])[] = [
  [
    'a bodyguard and a leader',
    [
      { models: 3, wounds: 2 },
      { models: 1, wounds: 4, character: true },
    ],
    null,
  ],
  [
    'two bodyguard groups, Precision at the leader',
    [
      { models: 2, wounds: 1 },
      { models: 1, wounds: 3 },
      { models: 1, wounds: 5, character: true },
    ],
    2,
  ],
  [
    'two characters, Precision at the second',
    [
      { models: 2, wounds: 2 },
      { models: 1, wounds: 2, character: true },
      { models: 1, wounds: 3, character: true },
    ],
    2,
  ],
  [
    'two characters, Precision at the first, a character group of two',
    [
      { models: 1, wounds: 1 },
      { models: 1, wounds: 4, character: true },
      { models: 2, wounds: 2, character: true },
    ],
    1,
  ],
];

describe('the machine over every state is listedMachine on the states it reaches', () => {
  UNITS.forEach(([name, groups, precision], u) => {
    it(name, () => {
      const old = listedMachine(groups, precision);
      const all = listedStatesMachine(groups, precision);
      expect(all.states).toBe(listedStatesSize(groups));
      const random = new Pcg32(900 + u);
      const models = groups.reduce((n, g) => n + g.models, 0);
      for (let walk = 0; walk < 300; walk++) {
        let a = 0;
        let b = all.encode(
          { left: groups.map((g) => g.models), damage: groups.map(() => 0), allocated: -1 },
          'start',
        );
        for (let step = 0; step < 40; step++) {
          const route = precision !== null && random.next32() % 3 === 0 ? 1 : 0;
          const g = old.group[a * 2 + route]!;
          // Once every model is slain, attacks change nothing; listedMachine names the group
          // slain last (its results' saves), this machine reads no count of them.
          if (old.slain[a] === models) break;
          expect(all.group[b * 2 + route], `walk ${walk} step ${step}: group`).toBe(g);
          const size = random.next32() % (groups[g]!.wounds + 1);
          a = old.next[(a * 2 + route) * old.stride + size]!;
          b = all.next[(b * 2 + route) * all.stride + size]!;
          for (let k = 0; k < groups.length; k++) {
            expect(all.groupSlain[k]![b]).toBe(old.groupSlain[k]![a]);
            expect(all.groupWoundsLost[k]![b]).toBe(old.groupWoundsLost[k]![a]);
          }
          expect(all.charactersSlain[b]).toBe(old.charactersSlain[a]);
        }
      }
    });
  });

  it('decodes every number to a state that encodes to it', () => {
    for (const [, groups, precision] of UNITS) {
      const m = listedStatesMachine(groups, precision);
      for (let s = 0; s < m.states; s++) {
        const state = m.decode(s);
        // States with a character allocated last that is slain are never reached; they decode
        // to none allocated.
        if (state.allocated < 0 && m.encode(state, 'x') !== s) continue;
        expect(m.encode(state, 'x')).toBe(s);
      }
    }
  });

  it('the character allocated last takes the next attack once the bodyguard is slain', () => {
    const groups = UNITS[2]![1];
    const m = listedStatesMachine(groups, null);
    const at = (allocated: number, damage: readonly number[]) =>
      m.encode({ left: [0, 1, 1], damage, allocated }, 'from');
    expect(m.group[at(2, [0, 0, 0]) * 2]).toBe(2);
    expect(m.group[at(-1, [0, 0, 0]) * 2]).toBe(1); // the first listed
    expect(m.group[at(-1, [0, 0, 1]) * 2]).toBe(2); // the wounded one
    expect(m.group[at(1, [0, 0, 1]) * 2]).toBe(1); // allocated last beats wounded
    // A saved attack (0 wounds) allocates its model; slain, no character is remembered.
    const s = m.next[at(-1, [0, 0, 0]) * 2 * m.stride + 0]!;
    expect(m.decode(s).allocated).toBe(1);
    const slain = m.next[at(1, [0, 1, 0]) * 2 * m.stride + 1]!;
    expect(m.decode(slain)).toEqual({ left: [0, 0, 1], damage: [0, 0, 0], allocated: -1 });
  });

  it('refuses a Precision target that is no character, and a machine too large, naming them', () => {
    const e = thrown(() => listedStatesMachine(UNITS[0]![1], 0)) as InputError;
    expect(e).toBeInstanceOf(InputError);
    expect(e.field).toBe('precision');
    const big = [
      { models: 1000, wounds: 20 },
      { models: 40, wounds: 20, character: true },
      { models: 40, wounds: 20, character: true },
    ];
    expect(thrown(() => listedStatesMachine(big, null))).toBeInstanceOf(TooLargeError);
  });
});
