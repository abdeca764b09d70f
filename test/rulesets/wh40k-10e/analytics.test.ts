// The analytics (compare, matchupMatrix, sweep, attackTurns) work with wh40k-10e scenarios as
// with the other rulesets: each number is the evaluation of its (profile, target) pair, and
// the multi-turn tool carries the wound state from turn to turn (hand-derived below).
import { describe, expect, test } from 'vitest';
import { compare } from '../../../src/analytics/compare.js';
import { sweep } from '../../../src/analytics/sweep.js';
import { attackTurns } from '../../../src/analytics/turns.js';
import { evaluateJson } from '../../../src/scenario/evaluate.js';
import { analyticsExample, expectMatrixOfPairs } from '../../helpers/analyticsExample.js';

const EXAMPLE = analyticsExample('wh40k-10e', 'wh40k-10e-loadouts.json');
const { file: FILE, analysis: ANALYSIS, pair } = EXAMPLE;

describe('wh40k-10e analytics', () => {
  test('every cell of the matrix is the evaluation of its pair', () => {
    expectMatrixOfPairs(EXAMPLE);
  });

  test('compare ranks the profiles against one target', () => {
    const c = compare(ANALYSIS, { targets: ['Ork Boyz'] });
    expect(c.entries.map((e) => e.profile)).toEqual(FILE.profiles.map((p) => p.name));
    expect(c.best.mean).toBe(Math.max(...c.entries.map((e) => e.mean)));
  });

  test('sweep sets the characteristic (attacks per model for "shots")', () => {
    const s = sweep(ANALYSIS, {
      characteristic: 'shots',
      values: [1, 2],
      profiles: ['Bolt rifles'],
      targets: ['Ork Boyz'],
    });
    const one = evaluateJson({
      ...pair(0, 0),
      attackers: [{ ...(FILE.profiles[0]!.attackers[0] as object), attacks: 1 }],
    });
    expect(s.series[0]!.summaries[0]!.mean).toBeCloseTo(one.results.slain!.mean(), 12);
    const t = sweep(ANALYSIS, { characteristic: 'toughness', values: [3, 8] });
    for (const line of t.series)
      expect(line.summaries[1]!.mean).toBeLessThanOrEqual(line.summaries[0]!.mean + 1e-12);
    expect(() => sweep(ANALYSIS, { characteristic: 'defence', values: [3] })).toThrow(
      /not a characteristic of Warhammer 40,000/,
    );
  });

  test('turns: the wound state carries over (hand-derived)', () => {
    // One Torrent attack, Strength 8 against Toughness 4 (5/6 to wound), damage 1, at one model
    // of 2 wounds. Destroyed within 1 turn: 0; within 2: (5/6)^2 = 25/36; within 3: two or
    // three wounds out of three, 3 x (5/6)^2 x 1/6 + (5/6)^3 = 200/216 = 25/27.
    const r = attackTurns(
      {
        ruleset: 'wh40k-10e',
        attackers: [{ attacks: 1, strength: 8, rules: ['torrent'] }],
        target: { toughness: 4, wounds: 2 },
      },
      3,
    );
    expect(r.destroyed[0]).toBe(0);
    expect(r.destroyed[1]).toBeCloseTo(25 / 36, 15);
    expect(r.destroyed[2]).toBeCloseTo(25 / 27, 15);
    expect(r.models).toBe(1);
  });

  test('one turn is the single evaluation', () => {
    const r = attackTurns(pair(1, 1), 1);
    expect(r.slain[0]!.toArray()).toEqual(evaluateJson(pair(1, 1)).results.slain!.toArray());
  });
});
