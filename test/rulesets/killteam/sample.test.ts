// The seeded sampler against the exact engine, result by result, by chi-square at a fixed seed
// (test/helpers/samplerFit.ts): every case of ./cases.ts, whose rules and choices the sampler
// plays with the exact engine's policy, and a Blast attack with a Hot weapon for the totals
// over targets and the shooter's roll.
import { describe, expect, test } from 'vitest';
import type { KtShootScenarioInput } from '../../../src/rulesets/killteam/input.js';
import { evaluate } from '../../../src/scenario/evaluate.js';
import { expectSamplerFits } from '../../helpers/samplerFit.js';
import { CASES, scenarioOf } from './cases.js';

const SAMPLES = 20_000;

describe('the sampler fits the exact engine (chi-square, seed 7)', () => {
  for (const c of CASES) {
    test(c.name, () => {
      expectSamplerFits(scenarioOf(c), SAMPLES, 7);
    });
  }
  test('Blast with Hot: the totals over targets and the shooter', () => {
    const s: KtShootScenarioInput = {
      ruleset: 'killteam',
      attacker: {
        wounds: 8,
        woundsLeft: 3,
        save: 4,
        weapon: {
          atk: 4,
          hit: 4,
          damage: 3,
          criticalDamage: 5,
          rules: [{ rule: 'blast', distance: 2 }, 'hot', { rule: 'piercing', x: 1 }],
        },
      },
      target: { wounds: 7, save: 5, cover: true },
      secondaryTargets: [
        { wounds: 8, save: 4 },
        { wounds: 4, save: 6, obscured: true },
      ],
    };
    const { exact } = expectSamplerFits(s, SAMPLES, 11);
    expect(Object.keys(exact.results)).toContain('damageSecondary2');
    expect(Object.keys(exact.results)).toContain('shooterIncapacitated');
  });
  test('the same seed gives the same results; another seed others', () => {
    const s = { ...scenarioOf(CASES[0]!), method: 'monte-carlo', samples: 5000 } as const;
    const a = evaluate({ ...s, seed: 3 }).results.damage.toArray();
    const b = evaluate({ ...s, seed: 3 }).results.damage.toArray();
    const c = evaluate({ ...s, seed: 4 }).results.damage.toArray();
    expect([...a]).toEqual([...b]);
    expect([...a]).not.toEqual([...c]);
  });
});
