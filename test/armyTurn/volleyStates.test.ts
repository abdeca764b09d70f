// What a volley refuses and what it prices: a `from` that is no state of the target is an
// InputError naming `from` (and its field) and the value, from exact, sample and work alike;
// an allocation whose state the contract does not write is refused at prepare; a volley over
// the exact engine's limit is refused by exact with its estimate, priced by work and the cost
// model before any run. And the contract's small promises: canonical outcomes, the start, the
// Wounds, one shared written state per machine state.
import { describe, expect, it } from 'vitest';
import { MAX_PLAN_WORK } from '../../src/attack/exact.js';
import { prepareVolley } from '../../src/attack/volley.js';
import { volleyCost } from '../../src/cost/estimate.js';
import { InputError, TooLargeError } from '../../src/errors.js';
import { stateKey, type TargetState } from '../../src/format/volley.js';
import { Pcg32 } from '../../src/random/index.js';
import { compileWh40k } from '../../src/rulesets/wh40k-10e/compile.js';
import type { Wh40kScenario } from '../../src/rulesets/wh40k-10e/types.js';
import type { ScenarioInput } from '../../src/scenario/schema.js';
import { parseScenario } from '../../src/scenario/validate.js';
import { thrown } from '../helpers/thrown.js';
import { expectSameStates, volleyOf } from './volleyHelpers.js';

const UNIT: ScenarioInput = {
  ruleset: 'wh40k-10e',
  attackers: [{ attacks: 3, bs: 3, strength: 4, damage: 2, rules: ['precision'] }],
  target: {
    groups: [
      { name: 'Guard', models: 3, toughness: 4, save: 4, wounds: 2 },
      { name: 'Sergeant', toughness: 4, save: 3, wounds: 2 },
      { name: 'Captain', toughness: 4, save: 3, wounds: 5, role: 'leader' },
    ],
  },
};
const ONE: ScenarioInput = {
  ruleset: 'aos4',
  phase: 'shooting',
  attackers: [{ attacks: 3, hit: 4, wound: 4, damage: 2 }],
  target: { models: 5, health: 3, save: 5 },
};

/** The error every entry of the volley gives for `from`, checked to be the same InputError. */
function refusal(input: ScenarioInput, from: unknown): InputError {
  const v = volleyOf(input);
  const errors = [
    thrown(() => v.exact(from as TargetState)),
    thrown(() => v.sample(from as TargetState, new Pcg32(1))),
    thrown(() => v.work(from as TargetState)),
  ];
  for (const e of errors) {
    expect(e).toBeInstanceOf(InputError);
    expect((e as Error).message).toBe((errors[0] as Error).message);
  }
  return errors[0] as InputError;
}

describe('a state that is not one of the target is refused, naming from and the value', () => {
  const cases: readonly (readonly [string, ScenarioInput, unknown, string, RegExp])[] = [
    ['not a state', ONE, 5, 'from', /target state/],
    ['no left', ONE, { wounded: [] }, 'from', /target state/],
    ['wrong group count', UNIT, { left: [3, 1] }, 'from.left', /3 groups, got 2 counts/],
    ['more models than the group', UNIT, { left: [4, 1, 1] }, 'from.left[0]', /0\.\.3.*got 4/],
    ['a negative count', ONE, { left: [-1] }, 'from.left[0]', /got -1/],
    ['a fraction', ONE, { left: [2.5] }, 'from.left[0]', /got 2\.5/],
    [
      'damage as great as the Wounds',
      ONE,
      { left: [5], wounded: [{ group: 0, damage: 3 }] },
      'from.wounded[0].damage',
      /1\.\.2.*got 3/,
    ],
    [
      'damage 0',
      ONE,
      { left: [5], wounded: [{ group: 0, damage: 0 }] },
      'from.wounded[0].damage',
      /got 0/,
    ],
    [
      'a wounded group with no model left',
      UNIT,
      { left: [0, 1, 1], wounded: [{ group: 0, damage: 1 }] },
      'from.wounded[0].group',
      /no model left/,
    ],
    [
      'a group that is not there',
      UNIT,
      { left: [3, 1, 1], wounded: [{ group: 3, damage: 1 }] },
      'from.wounded[0].group',
      /0\.\.2 is expected, got 3/,
    ],
    [
      'two wounded models in one group',
      UNIT,
      {
        left: [3, 1, 1],
        wounded: [
          { group: 0, damage: 1 },
          { group: 0, damage: 1 },
        ],
      },
      'from.wounded[1].group',
      /already listed/,
    ],
    [
      'a later bodyguard group hurt while an earlier stands',
      UNIT,
      { left: [3, 0, 1] },
      'from.left',
      /listed before it, still stands/,
    ],
    [
      'a bodyguard group remembered as allocated',
      UNIT,
      { left: [3, 1, 1], allocated: 0 },
      'from.allocated',
      /no character/,
    ],
    [
      'an allocated character with no model left',
      UNIT,
      { left: [0, 0, 0], allocated: 2 },
      'from.allocated',
      /no model left/,
    ],
    [
      'allocated at a one-group target',
      ONE,
      { left: [5], allocated: 0 },
      'from.allocated',
      /no character group/,
    ],
  ];
  for (const [name, input, from, field, message] of cases) {
    it(name, () => {
      const e = refusal(input, from);
      expect(e.field).toBe(field);
      expect(e.message).toMatch(message);
      expect(e.message).toMatch(/^from/);
    });
  }
});

describe('the contract', () => {
  it('gives the start, the Wounds, and canonical outcomes summing to 1', () => {
    const v = volleyOf(UNIT);
    expect(v.start).toEqual({ left: [3, 1, 1] });
    expect(v.wounds).toEqual([2, 2, 5]);
    const out = v.exact({ left: [2, 1, 1], wounded: [{ group: 2, damage: 3 }], allocated: 2 });
    expect(Math.abs(out.reduce((t, o) => t + o.probability, 0) - 1)).toBeLessThan(1e-12);
    const keys = out.map((o) => stateKey(o.state));
    expect(new Set(keys).size).toBe(keys.length);
    for (const o of out) {
      expect(o.probability).toBeGreaterThan(0);
      // Canonical: empty lists left out, entries in group order, damage below the Wounds.
      if (o.state.wounded) {
        expect(o.state.wounded.length).toBeGreaterThan(0);
        const groups = o.state.wounded.map((w) => w.group);
        expect(groups).toEqual([...groups].sort((a, b) => a - b));
        for (const w of o.state.wounded) expect(w.damage).toBeLessThan(v.wounds[w.group]!);
      }
      if (o.state.allocated !== undefined)
        expect(o.state.left[o.state.allocated]).toBeGreaterThan(0);
      // Every outcome is a state the volley takes again.
      expect(() => v.exact(o.state)).not.toThrow();
    }
  });

  it('a destroyed target stays destroyed', () => {
    const v = volleyOf(ONE);
    expect(v.exact({ left: [0] })).toEqual([{ state: { left: [0] }, probability: 1 }]);
  });

  it('refuses an allocation whose state it cannot write, at prepare', () => {
    const s = parseScenario(UNIT) as Wh40kScenario;
    const plan = compileWh40k(s);
    const rules = thrown(() => prepareVolley({ ...plan, allocation: 'rules' })) as InputError;
    expect(rules).toBeInstanceOf(InputError);
    expect(rules.field).toBe('allocation');
    const round = thrown(() =>
      prepareVolley({
        ...plan,
        groupOrder: 'round',
        profiles: [{ ...plan.profiles[0]!, precision: null }],
      }),
    ) as InputError;
    expect(round).toBeInstanceOf(InputError);
    expect(round.field).toBe('groups');
  });
});

describe('the worked example of docs/volley.md', () => {
  it('two Torrent wounds of Damage 1 from a wounded marine', () => {
    // Torrent, S8 against T4: 2+ to wound (5/6); AP -4 against 3+: no save; Damage 1. From two
    // W2 marines, one carrying 1 damage: no wound (1/6)^2 leaves the state; one (2 x 5/6 x 1/6)
    // slays the wounded marine; two ((5/6)^2) slay it and wound the next.
    const v = volleyOf({
      ruleset: 'wh40k-10e',
      attackers: [{ attacks: 2, strength: 8, ap: -4, damage: 1, rules: ['torrent'] }],
      target: { models: 3, toughness: 4, save: 3, wounds: 2 },
    });
    const from = { left: [2], wounded: [{ group: 0, damage: 1 }] };
    expectSameStates(
      v.exact(from),
      new Map([
        [stateKey(from), 1 / 36],
        [stateKey({ left: [1] }), 10 / 36],
        [stateKey({ left: [1], wounded: [{ group: 0, damage: 1 }] }), 25 / 36],
      ]),
    );
  });
});

describe('the price', () => {
  it('work is the same before and after a run, and the cost model prices it', () => {
    const v = volleyOf(UNIT);
    const w = v.work(v.start);
    expect(w).toBeGreaterThan(0);
    v.exact(v.start);
    expect(v.work({ left: [1, 1, 1] })).toBe(w);
    const cost = volleyCost(w, 1000);
    expect(cost.seconds).toBeGreaterThan(0);
    expect(cost.parts[0]!.what).toMatch(/1000 exact volleys/);
    expect((thrown(() => volleyCost(Number.NaN)) as InputError).field).toBe('work');
  });

  it('a volley over the exact limit is refused by exact with its estimate, in under a second', () => {
    // 1000 models of 24 Wounds: 24,001 states; 500 models of D6 attacks with Sustained Hits
    // D3: up to 3000 attacks of 4 hits each, each step over 25 damage columns, past 3e9.
    const big: ScenarioInput = {
      ruleset: 'wh40k-10e',
      attackers: [
        {
          models: 500,
          attacks: 'D6',
          bs: 3,
          strength: 4,
          damage: 'D6',
          rules: [{ rule: 'sustained-hits', hits: 'D3' }],
        },
      ],
      target: { models: 1000, toughness: 4, save: 3, wounds: 24 },
    };
    const t0 = performance.now();
    const v = volleyOf(big);
    expect(v.work(v.start)).toBeGreaterThan(MAX_PLAN_WORK);
    const e = thrown(() => v.exact({ left: [900], wounded: [{ group: 0, damage: 5 }] }));
    expect(e).toBeInstanceOf(TooLargeError);
    expect((e as Error).message).toMatch(/needs about \d\.\de\+\d+ steps/);
    expect(performance.now() - t0).toBeLessThan(1000);
  });
});
