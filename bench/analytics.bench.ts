// List-building analytics: `npx vitest bench --run bench/analytics.bench.ts`. Figures go into
// docs/benchmarks.md ("List-building analytics"); the goal: a 20 x 20 matrix of exact
// evaluations of ordinary profiles in under a second.
import { bench, describe } from 'vitest';
import { matchupMatrix } from '../src/analytics/matrix.js';
import { overTurns } from '../src/analytics/overTurns.js';
import { sweep } from '../src/analytics/sweep.js';
import { parseAnalysis } from '../src/scenario/analysisSchema.js';

/** 20 ordinary shooting profiles: 5-10 models, BS 2-5, 1-3 or D3 shots, S3-6, AP 0-2. */
const profiles = Array.from({ length: 20 }, (_, i) => ({
  name: `profile ${i + 1}`,
  points: 80 + 10 * i,
  attackers: [
    {
      models: 5 + (i % 6),
      bs: 2 + (i % 4),
      shots: [1, 2, 3, 'D3'][i % 4],
      strength: 3 + (i % 4),
      ap: i % 3,
      rules: i % 5 === 0 ? ['critical-strike'] : [],
    },
  ],
}));

/** 20 ordinary targets: 5-10 models of 1-3 Wounds, T3-6, saves 3+ to 6+, some ward and FNP. */
const targets = Array.from({ length: 20 }, (_, i) => ({
  name: `target ${i + 1}`,
  points: 60 + 10 * i,
  groups: [
    {
      models: 5 + (i % 6),
      toughness: 3 + (i % 4),
      wounds: 1 + (i % 3),
      save: 3 + (i % 4),
      ...(i % 4 === 1 ? { ward: 6 } : {}),
      ...(i % 5 === 2 ? { feelNoPain: 5 } : {}),
    },
  ],
}));

const input: unknown = { ruleset: 'scrollhammer', profiles, targets };
const parsed = parseAnalysis(input);

describe('list-building analytics (goal: a 20 x 20 exact matrix in under 1 s)', () => {
  bench('matchupMatrix: 20 profiles x 20 targets, exact (400 evaluations), from the file', () => {
    matchupMatrix(parseAnalysis(input));
  });
  bench('matchupMatrix: the same, from the parsed analysis', () => {
    matchupMatrix(parsed);
  });
  bench('sweep: 20 profiles x Toughness 1..10 against one target', () => {
    sweep(parsed, {
      characteristic: 'toughness',
      values: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      targets: ['target 3'],
    });
  });
  bench('overTurns: 20 profiles x 20 targets, 5 turns, exact', () => {
    overTurns(parsed, { turns: 5 });
  });
});
