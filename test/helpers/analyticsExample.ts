// One example file of examples/analytics/ as the analytics tests of a ruleset read it: the
// file, validated as an analysis, the plain scenario of each (profile, target) pair, and the
// check that every cell of its matchup matrix is the evaluation of its pair.
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { matchupMatrix } from '../../src/analytics/matrix.js';
import { parseAnalysis } from '../../src/scenario/analysisSchema.js';
import { evaluateJson } from '../../src/scenario/evaluate.js';

/** The example file's profiles and targets, as written. */
export interface AnalyticsFile {
  readonly profiles: { readonly name: string; readonly attackers: unknown[] }[];
  readonly targets: ({ readonly name: string; readonly points?: number } & Record<
    string,
    unknown
  >)[];
}

/**
 * The example `examples/analytics/<name>` of `ruleset`: the file, the analysis it validates to,
 * and `pair(p, t)`, the plain scenario of profile `p` against target `t` (the target without
 * its name and points).
 *
 * @example
 * ```ts
 * const { analysis, pair } = analyticsExample('wh40k-10e', 'wh40k-10e-loadouts.json');
 * evaluateJson(pair(0, 1));
 * ```
 */
export function analyticsExample(ruleset: string, name: string) {
  const file = JSON.parse(
    readFileSync(new URL(`../../examples/analytics/${name}`, import.meta.url), 'utf8'),
  ) as AnalyticsFile;
  const pair = (p: number, t: number) => {
    const { name: _n, points: _p, ...target } = file.targets[t]!;
    return { ruleset, attackers: file.profiles[p]!.attackers, target };
  };
  return { file, analysis: parseAnalysis(file), pair };
}

/**
 * Expects every cell of the example's matchup matrix (mean models slain) to be the evaluation
 * of its (profile, target) pair, to 12 digits.
 *
 * @example
 * ```ts
 * expectMatrixOfPairs(analyticsExample('wh40k-11e', 'wh40k-11e-loadouts.json'));
 * ```
 */
export function expectMatrixOfPairs(example: ReturnType<typeof analyticsExample>): void {
  const { file, analysis, pair } = example;
  const m = matchupMatrix(analysis);
  file.profiles.forEach((_, p) => {
    file.targets.forEach((_, t) => {
      expect(m.cells[p]![t]!.mean).toBeCloseTo(evaluateJson(pair(p, t)).results.slain!.mean(), 12);
    });
  });
}
