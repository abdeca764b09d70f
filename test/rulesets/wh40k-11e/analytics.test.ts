// The analytics (matchupMatrix, sweep, attackTurns) read wh40k-11e analyses and scenarios as
// the other rulesets': each cell is the evaluation of its (profile, target) pair, and several
// turns carry the wound state (one turn is the single evaluation).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { matchupMatrix } from '../../../src/analytics/matrix.js';
import { sweep } from '../../../src/analytics/sweep.js';
import { attackTurns } from '../../../src/analytics/turns.js';
import { parseAnalysis } from '../../../src/scenario/analysisSchema.js';
import { evaluateJson } from '../../../src/scenario/evaluate.js';

const FILE = JSON.parse(
  readFileSync(
    new URL('../../../examples/analytics/wh40k-11e-loadouts.json', import.meta.url),
    'utf8',
  ),
) as {
  profiles: { name: string; attackers: unknown[] }[];
  targets: ({ name: string; points?: number } & Record<string, unknown>)[];
};
const ANALYSIS = parseAnalysis(FILE);

function pair(p: number, t: number) {
  const { name: _n, points: _p, ...target } = FILE.targets[t]!;
  return { ruleset: 'wh40k-11e', attackers: FILE.profiles[p]!.attackers, target };
}

describe('wh40k-11e analytics', () => {
  test('every cell of the matrix is the evaluation of its pair', () => {
    const m = matchupMatrix(ANALYSIS);
    FILE.profiles.forEach((_, p) => {
      FILE.targets.forEach((_, t) => {
        expect(m.cells[p]![t]!.mean).toBeCloseTo(
          evaluateJson(pair(p, t)).results.slain!.mean(),
          12,
        );
      });
    });
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
