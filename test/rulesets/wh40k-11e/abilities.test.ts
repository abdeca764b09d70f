// 10th edition's attacker abilities, which 11th edition keeps unchanged (docs/wh40k-11e.md,
// "Coverage": critical hits and wounds on X+, +X Damage, damage re-rolls, full re-rolls,
// mortal wounds on a Critical Hit): every keyword the 11th-edition schema takes compiles, and
// where no 11th-edition change applies (no cover, no Lethal Hits, no Devastating Wounds) it
// gives 10th edition's numbers exactly.
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../../src/scenario/evaluate.js';
import type { ScenarioInput } from '../../../src/scenario/schema.js';

type Rules = Extract<ScenarioInput, { ruleset: 'wh40k-10e' }>['attackers'][number]['rules'];

const ABILITIES: readonly [string, Rules][] = [
  [
    'critical hits on 5+',
    [
      { rule: 'critical-hits', on: 5 },
      { rule: 'sustained-hits', hits: 1 },
    ],
  ],
  ['critical wounds on 5+', [{ rule: 'critical-wounds', on: 5 }]],
  ['+1 Damage', [{ rule: 'damage-bonus', damage: 1 }]],
  ['re-roll a Damage roll below 3', [{ rule: 'reroll-damage', below: 3 }]],
  ['full re-rolls', ['full-rerolls']],
  ['mortal wounds on a Critical Hit', [{ rule: 'mortal-wounds-on-critical-hit', mortals: 'D3' }]],
];

describe("wh40k-11e: 10th edition's abilities, kept", () => {
  for (const [name, rules] of ABILITIES) {
    it(name, () => {
      const attackers = [{ attacks: 3, bs: 3, strength: 4, ap: -1, damage: 'D3', rules }];
      const target = { models: 3, toughness: 4, save: 4, wounds: 2, feelNoPain: 6 };
      const ten = evaluate({ ruleset: 'wh40k-10e', attackers, target } as ScenarioInput);
      const eleven = evaluate({ ruleset: 'wh40k-11e', attackers, target } as ScenarioInput);
      for (const result of Object.keys(ten.results)) {
        const got = eleven.get(result)!.toArray();
        ten
          .get(result)!
          .toArray()
          .forEach((p, k) => {
            expect(got[k] ?? 0, `${result}[${k}]`).toBeCloseTo(p, 12);
          });
      }
    });
  }
});
