// A damage re-roll left to "best" (`{ "rule": "reroll-damage", "below": "best" }`,
// docs/wh40k-10e/reroll-damage.md): the threshold chosen when the scenario is evaluated, by
// the weapon choices' mechanism (choices.ts), named in `decisions`. Hand-derived values,
// brute force over every die, the sampler by chi-square, the work bound, errors, the report.
import { describe, expect, test } from 'vitest';
import { bestDamageReroll } from '../../../src/analytics/bestDamageReroll.js';
import { InputError, TooLargeError } from '../../../src/errors.js';
import { report } from '../../../src/report/index.js';
import { compileWh40k } from '../../../src/rulesets/wh40k-10e/compile.js';
import { evaluate } from '../../../src/scenario/evaluate.js';
import type { ScenarioInput } from '../../../src/scenario/schema.js';
import type { Wh40kScenario } from '../../../src/scenario/types.js';
import { parseScenario } from '../../../src/scenario/validate.js';
import { fakeCli } from '../../helpers/fakeCli.js';
import { expectSamplerFits } from '../../helpers/samplerFit.js';
import { enumerateWh40k, RESULT_NAMES } from './enumerate.js';
import { best, fixed, oneShot } from './rerollDamageCases.js';

const ONE_SHOT = oneShot('wh40k-10e');
const withRules = <S extends { attackers: readonly object[] }>(s: S, rules: readonly unknown[]) =>
  ({ ...s, attackers: [{ ...s.attackers[0]!, rules }] }) as S;

describe('reroll-damage "best": hand-derived', () => {
  test('at 3 Wounds, re-rolling the 1s and 2s (below 3) is best: exactly the rolls that fail to slay', () => {
    // P(slain | wounded) for "re-roll a roll below X" on a D6 at 3 Wounds:
    //   none: P(>= 3) = 4/6;  below 2: 4/6 + 1/6 x 4/6 = 7/9;  below 3: 4/6 + 2/6 x 4/6 = 8/9;
    //   below 4 re-rolls a 3 that slays: 3/6 + 3/6 x 4/6 = 5/6;  below 5: 2/6 + 4/6 x 4/6 = 7/9;
    //   below 6: 1/6 + 5/6 x 4/6 = 13/18. Each times 5/6 to wound. The best, below 3, re-rolls
    //   exactly the rolls that do not slay; the runner-up is below 4 (25/36 against 20/27).
    const r = evaluate(ONE_SHOT);
    expect(r.results.slain.mean()).toBeCloseTo((5 / 6) * (8 / 9), 14);
    expect(r.decisions).toHaveLength(1);
    const d = r.decisions[0]!;
    expect(d).toMatchObject({ rule: 'reroll-damage', attacker: 0, name: 'gun', mode: 'best' });
    expect(d.chosen.choice).toBe('below 3');
    expect(d.chosen.slain).toBeCloseTo(20 / 27, 14);
    // Damage below 3: P(1) = P(2) = 2/6 x 1/6 = 1/18, P(3..6) = 1/6 + 1/18 = 4/18 each:
    // mean (1 + 2)/18 + (3 + 4 + 5 + 6) x 4/18 = 25/6, times 5/6.
    expect(d.chosen.damage).toBeCloseTo((5 / 6) * (25 / 6), 14);
    expect(d.other.choice).toBe('below 4');
    expect(d.other.slain).toBeCloseTo(25 / 36, 14);
    // The whole result is the fixed threshold's.
    const below3 = evaluate(withRules(ONE_SHOT, ['torrent' as const, fixed(3)]));
    for (const name of RESULT_NAMES) {
      expect(r.get(name)!.toArray()).toEqual(below3.get(name)!.toArray());
    }
    // A named threshold is no decision.
    expect(below3.decisions).toEqual([]);
  });

  test('bestDamageReroll lists the same scores the decision is made from', () => {
    const { rules: _rules, ...gun } = ONE_SHOT.attackers[0]!;
    const listed = bestDamageReroll({ ...ONE_SHOT, attackers: [{ ...gun, rules: ['torrent'] }] });
    expect(listed.choices.map((c) => c.below)).toEqual([null, 2, 3, 4, 5, 6]);
    const byHand = [4 / 6, 7 / 9, 8 / 9, 5 / 6, 7 / 9, 13 / 18].map((x) => (5 / 6) * x);
    for (const [i, c] of listed.choices.entries()) expect(c.meanSlain).toBeCloseTo(byHand[i]!, 14);
    expect(listed.best.below).toBe(3);
  });
});

describe('reroll-damage "best": brute force over every die', () => {
  // Two Torrent attacks, Strength 4 at Toughness 4 (4+), no save, Damage D3, at two models of
  // 3 Wounds; every threshold enumerated die by die (wound roll, damage roll, its re-roll).
  const small = {
    ruleset: 'wh40k-10e' as const,
    attackers: [{ attacks: 2, strength: 4, damage: 'D3', rules: ['torrent' as const, best] }],
    target: { models: 2, toughness: 4, wounds: 3 },
  };
  const mean = (p: readonly number[]) => p.reduce((m, x, k) => m + k * x, 0);

  test('the chosen threshold is the highest mean slain of all thresholds, and its distribution', () => {
    const options = [[], [fixed(2)], [fixed(3)]].map((extra) => ({
      name: extra.length === 0 ? 'none' : `below ${extra[0]!.below}`,
      brute: enumerateWh40k(
        parseScenario(withRules(small, ['torrent', ...extra])) as Wh40kScenario,
      ),
    }));
    const top = options.reduce((a, b) =>
      mean(b.brute.slain) > mean(a.brute.slain) + 1e-12 ? b : a,
    );
    const r = evaluate(small);
    expect(r.decisions[0]!.chosen.choice).toBe(top.name);
    expect(r.decisions[0]!.chosen.slain).toBeCloseTo(mean(top.brute.slain), 12);
    for (const name of RESULT_NAMES) {
      const exact = r.get(name)!.toArray();
      const brute = top.brute[name];
      for (let k = 0; k < Math.max(exact.length, brute.length); k++) {
        expect(exact[k] ?? 0, `${name}[${k}]`).toBeCloseTo(brute[k] ?? 0, 12);
      }
    }
  });

  test('with weapon modes, the modes and the threshold are chosen jointly', () => {
    // Two modes: "light", Damage D3 (above), and "heavy", one attack of Damage D6. Every
    // (mode, threshold) pair is enumerated; "best" takes the pair with the highest mean slain.
    const modal = {
      ...small,
      attackers: [
        {
          name: 'gun',
          ...small.attackers[0]!,
          modes: [{ name: 'light' }, { name: 'heavy', attacks: 1, damage: 'D6' }],
        },
      ],
    };
    const pairs = [
      ['light', 'D3', 2, [null, 2, 3]],
      ['heavy', 'D6', 1, [null, 2, 3, 4, 5, 6]],
    ] as const;
    let top = { mode: '', threshold: '', slain: -1 };
    for (const [mode, damage, attacks, thresholds] of pairs) {
      for (const below of thresholds) {
        const s = parseScenario({
          ...small,
          attackers: [
            { attacks, strength: 4, damage, rules: ['torrent', ...(below ? [fixed(below)] : [])] },
          ],
        }) as Wh40kScenario;
        const slain = mean(enumerateWh40k(s).slain);
        if (slain > top.slain + 1e-12) {
          top = { mode, threshold: below ? `below ${below}` : 'none', slain };
        }
      }
    }
    const r = evaluate(modal);
    expect(r.decisions.map((d) => [d.rule, d.chosen.choice])).toEqual([
      ['weapon-mode', top.mode],
      ['reroll-damage', top.threshold],
    ]);
    expect(r.results.slain.mean()).toBeCloseTo(top.slain, 12);
  });
});

describe('reroll-damage "best": the sampler', () => {
  test('fits the exact engine by chi-square at a fixed seed, and runs the chosen threshold', () => {
    const { exact, mc } = expectSamplerFits(ONE_SHOT, 10_000, 2801, RESULT_NAMES);
    // The choice is made once, before the run, each option scored by the scenario's method
    // (as weapon modes): here the same threshold as the exact engine's.
    expect(mc.decisions.map((d) => d.chosen.choice)).toEqual(['below 3']);
    expect(exact.decisions.map((d) => d.chosen.choice)).toEqual(['below 3']);
    // The run is the fixed threshold's, sample for sample.
    const run = { method: 'monte-carlo', samples: 10_000, seed: 2801 } as const;
    const fixedRun = evaluate({ ...withRules(ONE_SHOT, ['torrent' as const, fixed(3)]), ...run });
    expect(mc.get('slain')!.toArray()).toEqual(fixedRun.results.slain.toArray());
    expect(mc.get('damage')!.toArray()).toEqual(fixedRun.results.damage.toArray());
  });
});

describe('reroll-damage "best": bounds and errors', () => {
  test('the thresholds are priced together before any is evaluated; a refusal names the choice and the estimate', () => {
    const heavy = {
      ruleset: 'wh40k-10e' as const,
      attackers: [
        {
          models: 400,
          attacks: 'D6',
          bs: 3,
          strength: 5,
          ap: -1,
          damage: '2D6',
          rules: [best],
        },
      ],
      target: { models: 100, toughness: 10, save: 2, wounds: 10 },
    };
    expect(() => evaluate(heavy)).toThrow(TooLargeError);
    expect(() => evaluate(heavy)).toThrow(
      /^attackers\[0\]\.rules\[0\]\.below: "best" compares 11 combinations .* over \d\.\de\+\d+ steps .*; give the damage re-roll a number for "below"$/,
    );
  });

  test('"best" on a fixed Damage is refused, naming the field and the Damage', () => {
    const s = withRules({ ...ONE_SHOT, attackers: [{ ...ONE_SHOT.attackers[0]!, damage: 2 }] }, [
      'torrent',
      best,
    ]);
    const e = (() => {
      try {
        evaluate(s);
      } catch (x) {
        return x;
      }
    })();
    expect(e).toBeInstanceOf(InputError);
    expect((e as InputError).field).toBe('attackers[0].rules[1].below');
    expect((e as InputError).message).toBe(
      'attackers[0].rules[1].below: "best" has nothing to choose: attackers[0].damage is fixed (2); there is no damage roll to re-roll',
    );
  });

  test('a bad threshold is a scenario error naming the field; a compile without the choice made is refused', () => {
    expect(() => evaluate(withRules(ONE_SHOT, [{ rule: 'reroll-damage', below: 'top' }]))).toThrow(
      'attackers[0].rules[0].below: expected a whole number 2..100 or "best", got "top"',
    );
    expect(() => evaluate(withRules(ONE_SHOT, ['torrent' as const, fixed(1)]))).toThrow(
      /\n {2}attackers\[0\]\.rules\[1\]\.below: expected 2\.\.100, got 1$/,
    );
    expect(() => compileWh40k(parseScenario(ONE_SHOT) as Wh40kScenario)).toThrow(
      'attackers[0].rules[1].below: "best" is chosen when the scenario is evaluated',
    );
  });
});

describe('reroll-damage "best": the report', () => {
  test('the text report prints the decision; --json carries it', async () => {
    const r = evaluate(ONE_SHOT);
    const line = 'Damage re-roll (best) for gun: below 3, mean slain 0.74 (below 4: 0.69)';
    expect(report(r)).toContain(line);
    const files = { 'best.json': JSON.stringify(ONE_SHOT satisfies ScenarioInput) };
    const text = await fakeCli(['run', 'best.json'], { files });
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(line);
    const json = await fakeCli(['run', 'best.json', '--json'], { files });
    expect(JSON.parse(json.stdout).decisions[0]).toMatchObject({
      rule: 'reroll-damage',
      chosen: { choice: 'below 3' },
      other: { choice: 'below 4' },
    });
  });
});
