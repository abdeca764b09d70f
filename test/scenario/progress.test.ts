/**
 * `evaluate(scenario, { onProgress })` for every ruleset: the same rhythm as the Scrollhammer
 * sampler (after every 65,536 samples, then the total), and the same result with or without
 * it (the callback changes no die).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluateJson } from '../../src/scenario/evaluate.js';

const example = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../../examples/${name}.json`, import.meta.url), 'utf8'));

const SCENARIOS: Readonly<Record<string, Record<string, unknown>>> = {
  'wh40k-10e': example('wh40k-10e-intercessors-vs-boyz'),
  'mesbg shooting': example('mesbg-example-28'),
  'mesbg fight': example('mesbg-fight-captains'),
  'mesbg shooting into a combat (intercepts)': example('mesbg-example-22-bard-in-the-way'),
};

describe('onProgress', () => {
  for (const [name, scenario] of Object.entries(SCENARIOS)) {
    it(`is called by the ${name} sampler and leaves the result unchanged`, () => {
      const run = { ...scenario, method: 'monte-carlo', samples: 70_000, seed: 5 };
      const calls: [number, number][] = [];
      const withBar = evaluateJson(run, { onProgress: (d, t) => calls.push([d, t]) });
      expect(calls).toEqual([
        [65_536, 70_000],
        [70_000, 70_000],
      ]);
      expect(JSON.stringify(withBar)).toBe(JSON.stringify(evaluateJson(run)));
    });
  }
});
