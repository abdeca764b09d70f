// The fight sampler against the exact engine at a fixed seed: every reported distribution passes
// a chi-square test (p-value > 1e-4). Both engines read one compiled plan and take each
// decision with the same functions, so a failure here is a die rolled that the spec does not
// roll (or one forgotten).
import { describe, expect, test } from 'vitest';
import { Pcg32 } from '../../../../src/random/index.js';
import { compileFight } from '../../../../src/rulesets/mesbg/fight/compile.js';
import { exactFight } from '../../../../src/rulesets/mesbg/fight/exact.js';
import { sampleFight } from '../../../../src/rulesets/mesbg/fight/sample.js';
import { chiSquareTest } from '../../../../src/stats/index.js';
import { BRUTE_CASES, fight, hero, orc, side } from './cases.js';

const SAMPLES = 30_000;

const pick = (name: string) => BRUTE_CASES.find(([n]) => n === name)![1];
const cases = {
  'two-handed, Elven-made, banner bearer': pick('1 v 1 banner bearer'),
  'two banners': pick('1 v 1 two banners'),
  'Heroic Strike': pick('Heroic Strike'),
  'Heroic Defence, two-dice entry': pick('Heroic Defence two-dice'),
  'Fate lethal': pick('Fate lethal'),
  'Might 6+/X+ carried': pick('Hero Might 6+/X+ carried'),
  'B spends Duel Might': pick('1 v 1 B spends Duel Might'),
  '3 v 1 everything': pick('3 v 1 everything'),
  'To Wound re-rolls, 6+/X+, Might': pick('To Wound re-roll failed, two-dice entry, Might per die'),
  'To Wound re-rolls, Heroic Defence, Fate': pick(
    'To Wound re-roll against Heroic Defence and Fate',
  ),
  'every Wound counted': pick('count every Wound, Might, Fate and re-rolls'),
  'win-duel-chance, best re-rolls': pick(
    'win-duel-chance, then the best To Wound spend and re-rolls',
  ),
  'the best Might policy (slay)': fight(
    side([{ ...hero, strength: 4, might: 3 }], { might: 'best' }),
    side([{ ...hero, defence: 6, fate: 1 }, orc]),
  ),
  'the best Might policy (survive)': fight(
    side([{ ...hero, might: 2 }], { might: 'best', goal: 'survive' }),
    side([{ ...hero, fight: 5, attacks: 3, strength: 5 }]),
  ),
};

describe('sampleFight(plan) agrees with exactFight(plan) (chi-square, p > 1e-4)', () => {
  test.each(Object.entries(cases))('%s', (_name, scenario) => {
    const plan = compileFight(scenario);
    const exact = exactFight(plan);
    const sampled = sampleFight(plan, { samples: SAMPLES, seed: 7 });
    for (const [key, d] of Object.entries(sampled)) {
      const want = exact[key];
      expect(want, key).toBeDefined();
      const p = want!.toArray();
      if (p.filter((x) => x > 0).length < 2) {
        expect(d.toArray().filter((x) => x > 0).length, key).toBeLessThanOrEqual(1);
        continue;
      }
      // Conditional results are counted over the wins only.
      const winner = /If([AB])Wins$/.exec(key)?.[1];
      const n = winner ? Math.round(sampled[`duelWin${winner}`]!.at(1) * SAMPLES) : SAMPLES;
      const counts = Array.from(d.toArray(), (x) => Math.round(x * n));
      const { pValue } = chiSquareTest(counts, p);
      expect(pValue, `${key} over ${n}`).toBeGreaterThan(1e-4);
    }
  });
});

describe('sampleFight options', () => {
  const scenario = pick('1 v 1 two banners');
  test('the same seed gives the same results; another seed others', () => {
    const plan = compileFight(scenario);
    const a = sampleFight(plan, { samples: 2000, seed: 3 }).woundsB!.toJSON();
    const b = sampleFight(plan, { samples: 2000, seed: 3 }).woundsB!.toJSON();
    const c = sampleFight(plan, { samples: 2000, seed: 4 }).woundsB!.toJSON();
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });
  test('any { next32() } source gives the same as the seed it wraps', () => {
    const plan = compileFight(scenario);
    const seeded = sampleFight(plan, { samples: 2000, seed: 9 }).duelWinA!.toJSON();
    const pcg = new Pcg32(9);
    const source = { next32: () => pcg.next32() };
    expect(sampleFight(plan, { samples: 2000, source }).duelWinA!.toJSON()).toEqual(seeded);
  });
});
