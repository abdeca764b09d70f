// The analytics (matchupMatrix, sweep, attackTurns) read wh40k-11e analyses and scenarios as
// the other rulesets': each cell is the evaluation of its (profile, target) pair, and several
// turns carry the wound state (one turn is the single evaluation).
import { describe, expect, test } from 'vitest';
import { sweep } from '../../../src/analytics/sweep.js';
import { attackTurns } from '../../../src/analytics/turns.js';
import { evaluateJson } from '../../../src/scenario/evaluate.js';
import { analyticsExample, expectMatrixOfPairs } from '../../helpers/analyticsExample.js';

const EXAMPLE = analyticsExample('wh40k-11e', 'wh40k-11e-loadouts.json');
const { analysis: ANALYSIS, pair } = EXAMPLE;

describe('wh40k-11e analytics', () => {
  test('every cell of the matrix is the evaluation of its pair', () => {
    expectMatrixOfPairs(EXAMPLE);
  });

  test("the Armiger's ranged-only save: the power fists meet its 3+ save at AP -2 only", () => {
    // 15 attacks, 3+ to hit (2/3), S8 at T9 5+ (1/3), the 3+ save at AP -2 is 5+: 2/3 fail;
    // 2 damage each: 15 x 2/3 x 1/3 x 2/3 x 2 = 40/9 wounds lost (at most 12).
    const r = evaluateJson(pair(1, 0));
    expect(r.get('damage')!.mean()).toBeCloseTo(40 / 9, 12);
  });

  test('a sweep of Toughness and several turns', () => {
    const s = sweep(ANALYSIS, {
      characteristic: 'toughness',
      values: [8, 9],
      targets: ['Armiger'],
    });
    expect(s.series.length).toBe(2);
    const t = attackTurns(pair(0, 1), 3);
    expect(t.slain[0]!.mean()).toBeCloseTo(evaluateJson(pair(0, 1)).results.slain!.mean(), 12);
    expect(t.destroyed[2]!).toBeGreaterThan(t.destroyed[0]!);
  });
});
