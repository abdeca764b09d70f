// The fight sampler against the exact engine at a fixed seed: every result passes a
// chi-square test (p-value > 1e-4), for every fight rule and for heuristic policies. The sampler
// rolls the dice itself and walks the resolution move by move through the rules' transition, so
// a failure is a die it rolls that the exact engine does not count, or a move it plays otherwise.
import { describe, expect, test } from 'vitest';
import { TooLargeError } from '../../../../src/errors.js';
import { Pcg32 } from '../../../../src/random/index.js';
import { compileFight } from '../../../../src/rulesets/killteam/fight/compile.js';
import { exactFight } from '../../../../src/rulesets/killteam/fight/exact.js';
import { checkFightSamples, sampleFight } from '../../../../src/rulesets/killteam/fight/sample.js';
import type { KtFighter, KtFightScenario } from '../../../../src/rulesets/killteam/fight/types.js';
import { chiSquareTest } from '../../../../src/stats/index.js';
import { fighterMaker, fightOf } from './cases.js';

const SAMPLES = 20_000;

const fighter = fighterMaker(12, { atk: 4, hit: 3, damage: 4, criticalDamage: 5 });
const fight = (a: KtFighter, d: KtFighter) =>
  fightOf(a, d, { samples: SAMPLES, keepObjectives: true });

const CASES: Record<string, KtFightScenario> = {
  plain: fight(fighter({}), fighter({ hit: 4 }, { objective: 'survive' })),
  'Accurate, Balanced, Lethal 5+': fight(
    fighter({ rules: [{ rule: 'accurate', x: 1 }, 'balanced', { rule: 'lethal', x: 5 }] }),
    fighter({ hit: 4 }),
  ),
  'Ceaseless, Punishing, Severe': fight(
    fighter({ hit: 4, rules: ['ceaseless', 'punishing', 'severe'] }),
    fighter({ atk: 5, hit: 4, rules: ['relentless', 'rending'] }),
  ),
  'both pick Ceaseless results: Ceaseless and Balanced against Ceaseless, Lethal 5+': fight(
    fighter({ hit: 4, rules: ['ceaseless', 'balanced'] }),
    fighter(
      { atk: 3, hit: 3, rules: ['ceaseless', { rule: 'lethal', x: 5 }] },
      { objective: 'survive' },
    ),
  ),
  'both choose re-rolls: Balanced against Relentless and Punishing': fight(
    fighter({ hit: 4, rules: ['balanced', 'severe'] }, { objective: 'net-damage' }),
    fighter({ atk: 3, hit: 4, rules: ['relentless', 'punishing'] }, { objective: 'survive' }),
  ),
  'Brutal, Shock, Devastating, Stun': fight(
    fighter({ rules: ['brutal', 'shock', { rule: 'devastating', x: 2 }, 'stun'] }),
    fighter({ rules: ['shock', 'stun'] }, { objective: 'net-damage' }),
  ),
  'injured, heuristics': fight(
    fighter({ hit: 4 }, { woundsLeft: 5, policy: 'strike' }),
    fighter({}, { policy: 'block', objective: 'survive' }),
  ),
  'strike-if-kills against max-damage': fight(
    fighter({}, { policy: 'strike-if-kills' }),
    fighter({}, { policy: 'max-damage' }),
  ),
};

describe('sampleFight(plan) agrees with exactFight(plan) (chi-square, p > 1e-4)', () => {
  test.each(Object.entries(CASES))('%s', (_name, scenario) => {
    const plan = compileFight(scenario);
    const exact = exactFight(plan) as unknown as Record<string, { toArray(): ArrayLike<number> }>;
    const sampled = sampleFight(plan, { samples: SAMPLES, seed: 11 }) as unknown as Record<
      string,
      { toArray(): ArrayLike<number> }
    >;
    expect(Object.keys(sampled)).toEqual(Object.keys(exact));
    for (const [key, d] of Object.entries(sampled)) {
      const p = Array.from(exact[key]!.toArray());
      const counts = Array.from(d.toArray(), (x) => Math.round(x * SAMPLES));
      for (let k = p.length; k < counts.length; k++) expect(counts[k], `${key}[${k}]`).toBe(0);
      if (p.filter((x) => x > 0).length < 2) continue;
      const { pValue } = chiSquareTest(
        counts.slice(0, p.length).concat(Array(Math.max(0, p.length - counts.length)).fill(0)),
        p,
      );
      expect(pValue, key).toBeGreaterThan(1e-4);
    }
  });
});

describe('sampleFight options', () => {
  const plan = compileFight(CASES.plain!);
  test('the same seed gives the same results; another seed others', () => {
    const a = sampleFight(plan, { samples: 3000, seed: 3 }).damageToDefender.toJSON();
    const b = sampleFight(plan, { samples: 3000, seed: 3 }).damageToDefender.toJSON();
    const c = sampleFight(plan, { samples: 3000, seed: 4 }).damageToDefender.toJSON();
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });
  test('a source of its own is one stream: the same as the seed it wraps for one chunk', () => {
    const seeded = sampleFight(plan, { samples: 2000, seed: 9 }).damageToAttacker.toJSON();
    const pcg = new Pcg32(9);
    const own = sampleFight(plan, { samples: 2000, source: { next32: () => pcg.next32() } });
    expect(own.damageToAttacker.toJSON()).toEqual(seeded);
  });
  test('progress is reported at the end', () => {
    const seen: [number, number][] = [];
    sampleFight(plan, { samples: 100, seed: 1, onProgress: (d, t) => seen.push([d, t]) });
    expect(seen.at(-1)).toEqual([100, 100]);
  });
  test('a run over the sampling budget is refused before any die', () => {
    expect(() => checkFightSamples(plan, 1e12)).toThrow(TooLargeError);
    expect(() => checkFightSamples(plan, 1e12)).toThrow(/use fewer samples, or the exact method/);
  });
});
