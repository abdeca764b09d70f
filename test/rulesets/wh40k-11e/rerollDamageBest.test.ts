// 11th edition's damage re-roll left to "best" (10th edition's `reroll-damage`, kept:
// docs/wh40k-11e.md, "Coverage"): chosen when the scenario is evaluated with the weapon
// choices, each combination with its own Lethal Hits decisions, named in `decisions`.
// Hand-derived values, agreement with the fixed thresholds, the sampler by chi-square.
import { describe, expect, test } from 'vitest';
import { report } from '../../../src/report/index.js';
import { evaluate } from '../../../src/scenario/evaluate.js';
import { expectSamplerFits } from '../../helpers/samplerFit.js';
import { best, fixed, oneShot } from '../wh40k-10e/rerollDamageCases.js';
import { RESULT_NAMES } from './enumerate.js';

const ONE_SHOT = oneShot('wh40k-11e');

describe('wh40k-11e reroll-damage "best"', () => {
  test('hand-derived: below 3 (re-roll exactly the rolls that fail to slay) is chosen and named', () => {
    // P(slain) = 5/6 x P(damage >= 3): below 3 gives 4/6 + 2/6 x 4/6 = 8/9; below 4, the
    // runner-up, re-rolls a 3 that slays: 3/6 + 3/6 x 4/6 = 5/6.
    const r = evaluate(ONE_SHOT);
    expect(r.results.slain.mean()).toBeCloseTo((5 / 6) * (8 / 9), 14);
    expect(r.decisions).toEqual([
      {
        rule: 'reroll-damage',
        attacker: 0,
        name: 'gun',
        mode: 'best',
        chosen: {
          choice: 'below 3',
          slain: expect.closeTo(20 / 27, 14),
          damage: expect.any(Number),
        },
        other: {
          choice: 'below 4',
          slain: expect.closeTo(25 / 36, 14),
          damage: expect.any(Number),
        },
      },
    ]);
    expect(report(r)).toContain(
      'Damage re-roll (best) for gun: below 3, mean slain 0.74 (below 4: 0.69)',
    );
  });

  test('with Lethal Hits "best": each threshold with its own Lethal Hits decision; the best pair runs', () => {
    // Two attacks hitting on 4+ with Lethal Hits, Strength 4 at Toughness 5 (5+ to wound),
    // save 4+, Damage D3, at two models of 2 Wounds.
    const s = {
      ruleset: 'wh40k-11e' as const,
      attackers: [
        {
          name: 'blade',
          attacks: 2,
          ws: 4,
          strength: 4,
          damage: 'D3',
          rules: ['lethal-hits' as const, best],
        },
      ],
      target: { models: 2, toughness: 5, save: 4, wounds: 2 },
    };
    const r = evaluate(s);
    expect(r.decisions.map((d) => d.rule)).toEqual(['reroll-damage', 'lethal-hits']);
    // Each threshold fixed, its own Lethal Hits decision made: "best" is the highest.
    const each = [[], [fixed(2)], [fixed(3)]].map((extra) => {
      const e = evaluate({
        ...s,
        attackers: [{ ...s.attackers[0]!, rules: ['lethal-hits', ...extra] }],
      });
      return { choice: extra.length ? `below ${extra[0]!.below}` : 'none', e };
    });
    const top = each.reduce((a, b) =>
      b.e.results.slain.mean() > a.e.results.slain.mean() + 1e-12 ? b : a,
    );
    expect(r.decisions[0]!.chosen.choice).toBe(top.choice);
    expect(r.decisions[1]).toEqual(top.e.decisions[0]);
    for (const name of RESULT_NAMES) {
      if (!r.get(name)) continue;
      expect(r.get(name)!.toArray()).toEqual(top.e.get(name)!.toArray());
    }
  });

  test('the sampler fits the exact engine by chi-square at a fixed seed, the same threshold chosen', () => {
    const { mc } = expectSamplerFits(ONE_SHOT, 10_000, 2811, ['slain', 'damage', 'woundsLost']);
    expect(mc.decisions.map((d) => d.chosen.choice)).toEqual(['below 3']);
  });
});
