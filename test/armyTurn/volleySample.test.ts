// A volley's seeded draws (`sample(from, random)`, the general sampler started from the state)
// against its exact law (`exact(from)`) by chi-square over the joint states, at a fixed seed,
// for each ruleset, from damaged states; a state the exact law rules out is never drawn. A
// correct sampler passes each fit with probability 0.9999 (test/helpers/samplerFit.ts).
import { describe, expect, it } from 'vitest';
import { stateKey, type TargetState } from '../../src/format/volley.js';
import { Pcg32 } from '../../src/random/index.js';
import type { ScenarioInput } from '../../src/scenario/schema.js';
import { expectFit } from '../stats/chiSquareHelper.js';
import { volleyOf } from './volleyHelpers.js';

const SAMPLES = 20_000;

const CASES: readonly (readonly [string, ScenarioInput, TargetState])[] = [
  [
    'wh40k-10e: D3 Damage with Sustained Hits at W3 models, one wounded',
    {
      ruleset: 'wh40k-10e',
      attackers: [
        {
          attacks: 4,
          bs: 3,
          strength: 5,
          ap: -1,
          damage: 'D3',
          rules: [{ rule: 'sustained-hits', hits: 1 }],
        },
      ],
      target: { models: 4, toughness: 4, save: 3, wounds: 3, feelNoPain: 6 },
    },
    { left: [3], wounded: [{ group: 0, damage: 2 }] },
  ],
  [
    'wh40k-10e: Precision and Devastating Wounds at a unit, its Leader allocated last',
    {
      ruleset: 'wh40k-10e',
      attackers: [
        { attacks: 3, bs: 3, strength: 4, damage: 2, rules: ['precision', 'devastating-wounds'] },
      ],
      target: {
        groups: [
          { name: 'Guard', models: 3, toughness: 4, save: 4, wounds: 1 },
          { name: 'Captain', toughness: 4, save: 3, wounds: 5, feelNoPain: 5, role: 'leader' },
        ],
      },
    },
    { left: [2, 1], wounded: [{ group: 1, damage: 1 }], allocated: 1 },
  ],
  [
    'wh40k-11e: ordinary attacks at two characters, the bodyguard gone',
    {
      ruleset: 'wh40k-11e',
      attackers: [{ attacks: 4, bs: 3, strength: 4, damage: 1 }],
      target: {
        groups: [
          { name: 'Guard', toughness: 4, save: 5, wounds: 1 },
          { name: 'Lieutenant', toughness: 4, save: 3, wounds: 2, role: 'leader' },
          { name: 'Captain', toughness: 4, save: 4, wounds: 3, role: 'leader' },
        ],
      },
    },
    { left: [0, 1, 1], wounded: [{ group: 1, damage: 1 }], allocated: 2 },
  ],
  [
    'aos4: the damage pool with Crit (Mortal) and a ward, from a wounded model',
    {
      ruleset: 'aos4',
      phase: 'shooting',
      attackers: [
        { attacks: 4, hit: 3, wound: 3, rend: 1, damage: 'D3', abilities: ['crit-mortal'] },
      ],
      target: { models: 3, health: 3, save: 4, ward: 5 },
    },
    { left: [3], wounded: [{ group: 0, damage: 1 }] },
  ],
];

describe('a volley drawn from a state fits its exact law', () => {
  CASES.forEach(([name, scenario, from], i) => {
    it(name, () => {
      const volley = volleyOf(scenario);
      const exact = volley.exact(from);
      const index = new Map(exact.map((o, k) => [stateKey(o.state), k]));
      const counts = exact.map(() => 0);
      const random = new Pcg32(4100 + i);
      for (let n = 0; n < SAMPLES; n++) {
        const k = index.get(stateKey(volley.sample(from, random)));
        expect(k, 'a state the exact law rules out').toBeDefined();
        counts[k!]!++;
      }
      expectFit(
        counts,
        exact.map((o) => o.probability),
      );
    });
  });

  it('draws the same states as before the draws kept their set-up (seed 2026, 12 draws)', () => {
    // Reference keys written by the build before volleyDraws (each draw then ran a whole
    // one-sample samplePlanChunks): a draw's set-up, now made once, reads no die, so the seeded
    // stream of states must not move.
    const want = [
      [
        '3|0:2|',
        '3|0:2|',
        '1||',
        '2||',
        '2||',
        '2||',
        '2||',
        '3|0:2|',
        '2||',
        '2||',
        '1||',
        '3|0:2|',
      ],
      // biome-ignore format: one row of keys
      ['2,1|1:1|1', '2,1|1:1|1', '2,1|1:3|1', '2,1|1:3|1', '2,1|1:1|1', '2,1|1:1|1', '2,1|1:1|1', '2,1|1:3|1', '2,1|1:1|1', '2,0||', '2,1|1:1|1', '2,1|1:1|1'],
      // biome-ignore format: one row of keys
      ['3|0:1|', '1||', '1|0:2|', '3|0:2|', '2|0:1|', '2||', '3|0:1|', '3|0:1|', '2|0:2|', '2|0:1|', '2||', '3|0:2|'],
    ];
    [0, 1, 3].forEach((c, row) => {
      const [, scenario, from] = CASES[c]!;
      const volley = volleyOf(scenario);
      const random = new Pcg32(2026);
      const got = Array.from({ length: 12 }, () => stateKey(volley.sample(from, random)));
      expect(got, CASES[c]![0]).toEqual(want[row]);
    });
  });

  it('draws the same states from the same seed', () => {
    const [, scenario, from] = CASES[1]!;
    const volley = volleyOf(scenario);
    const draws = (seed: number) => {
      const random = new Pcg32(seed);
      return Array.from({ length: 50 }, () => stateKey(volley.sample(from, random)));
    };
    expect(draws(7)).toEqual(draws(7));
    expect(draws(7)).not.toEqual(draws(8));
  });
});
