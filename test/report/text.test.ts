// The report's method line names each ruleset by its title in the ruleset registry
// (RULESET_TITLES), so a third ruleset is not shown under another's name.
import { describe, expect, test } from 'vitest';
import { report } from '../../src/report/index.js';
import { RULESET_TITLES } from '../../src/rulesets/index.js';
import { evaluate } from '../../src/scenario/evaluate.js';

describe('report: the method line', () => {
  test('wh40k-10e is titled Warhammer 40,000 10th edition, exact and Monte Carlo', () => {
    const s = {
      ruleset: 'wh40k-10e',
      attackers: [{ attacks: 1, bs: 3, strength: 4 }],
      target: { toughness: 4 },
    } as const;
    const exact = report(evaluate(s)).split('\n');
    expect(exact).toContain('Warhammer 40,000 10th edition, exact');
    const mc = report(evaluate({ ...s, method: 'monte-carlo', samples: 1000, seed: 3 }));
    expect(mc.split('\n')).toContain(
      'Warhammer 40,000 10th edition, Monte Carlo: 1,000 samples, seed 3',
    );
    expect(mc).not.toMatch(/MESBG|Scrollhammer/);
  });

  test('MESBG and Scrollhammer keep their titles', () => {
    const mesbg = evaluate({
      ruleset: 'mesbg',
      attackers: [{ shootValue: 3, strength: 2 }],
      target: { defence: 3 },
    });
    expect(report(mesbg).split('\n')).toContain(`${RULESET_TITLES.mesbg}, exact`);
    const scrollhammer = evaluate({
      ruleset: 'scrollhammer',
      attackers: [{ bs: 3, strength: 4 }],
      target: { groups: [{ toughness: 4 }] },
    });
    expect(report(scrollhammer).split('\n')).toContain('Scrollhammer, exact');
  });
});
