/**
 * Properties of the fight engine over random small fights: every distribution sums to 1; more
 * Fight, Attacks, Might or Fate never hurts the side that has them; two banners give exactly 1/2
 * between equal sides; the best Might policy is never worse than the one played.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { compileFight } from '../../../../src/rulesets/mesbg/fight/compile.js';
import { exactFight } from '../../../../src/rulesets/mesbg/fight/exact.js';
import type { FightModel, MesbgFightScenario } from '../../../../src/rulesets/mesbg/fight/types.js';
import { fight, side } from './cases.js';

const run = (s: MesbgFightScenario) => exactFight(compileFight(s));
const EPS = 1e-12;

const profile = fc.record({
  fight: fc.integer({ min: 1, max: 7 }),
  attacks: fc.integer({ min: 1, max: 3 }),
  strength: fc.integer({ min: 2, max: 6 }),
  defence: fc.integer({ min: 3, max: 7 }),
  wounds: fc.integer({ min: 1, max: 3 }),
  might: fc.integer({ min: 0, max: 2 }),
  fate: fc.integer({ min: 0, max: 2 }),
  twoHanded: fc.boolean(),
  elvenMade: fc.boolean(),
  heroicStrike: fc.boolean(),
});
const sides = fc.record({
  a: profile,
  b: profile,
  bannerA: fc.boolean(),
  bannerB: fc.boolean(),
  supporter: fc.boolean(),
});

type Profile = Partial<FightModel> & Pick<FightModel, 'fight' | 'attacks' | 'strength' | 'defence'>;

function build(c: {
  a: Profile;
  b: Profile;
  bannerA: boolean;
  bannerB: boolean;
  supporter: boolean;
}) {
  const aModels = [
    c.a,
    ...(c.supporter ? [{ fight: 3, attacks: 1, strength: 3, defence: 4, supporting: true }] : []),
  ];
  return fight(side(aModels, { banner: c.bannerA }), side([c.b], { banner: c.bannerB }));
}

const runs = { numRuns: 25 };

describe('fight properties', () => {
  test.prop([sides], runs)('every distribution sums to 1, and P(A wins) + P(B wins) = 1', (c) => {
    const r = run(build(c));
    for (const [key, d] of Object.entries(r)) {
      const sum = d.toArray().reduce((x, y) => x + y, 0);
      expect(Math.abs(sum - 1), key).toBeLessThan(1e-9);
    }
    expect(Math.abs(r.duelWinA!.at(1) + r.duelWinB!.at(1) - 1)).toBeLessThan(EPS);
  });

  test.prop([sides, fc.constantFrom('fight', 'attacks', 'might')], runs)(
    'more Fight, Attacks or Might never lowers P(A wins) nor P(B slain)',
    (c, field) => {
      const base = run(build(c));
      const more = { ...c.a, [field]: Math.min(field === 'fight' ? 10 : 6, (c.a[field] ?? 0) + 1) };
      const r = run(build({ ...c, a: more }));
      expect(r.duelWinA!.at(1)).toBeGreaterThanOrEqual(base.duelWinA!.at(1) - EPS);
      expect(r.slainB!.at(1)).toBeGreaterThanOrEqual(base.slainB!.at(1) - EPS);
    },
  );

  test.prop([sides], runs)('more Fate never raises P(B slain)', (c) => {
    const base = run(build(c));
    const r = run(build({ ...c, b: { ...c.b, fate: (c.b.fate ?? 0) + 1 } }));
    expect(r.slainB!.at(1)).toBeLessThanOrEqual(base.slainB!.at(1) + EPS);
  });

  test.prop([profile], runs)('two banners between equal sides give exactly 1/2', (p) => {
    // (Might in the Duel is one side's only: it would break the symmetry.)
    const s = fight(side([p], { banner: true }), side([p], { banner: true }), {
      duelMight: 'none',
    });
    expect(Math.abs(run(s).duelWinA!.at(1) - 0.5)).toBeLessThan(EPS);
  });

  test.prop([sides], runs)('the best Might policy is never worse than the one played', (c) => {
    const r = run(build(c));
    for (const x of ['A', 'B']) {
      if (!r[`mightGoal${x}`]) continue;
      expect(r[`mightBest${x}`]!.at(1)).toBeGreaterThanOrEqual(r[`mightGoal${x}`]!.at(1) - EPS);
    }
  });
});
