import { describe, it } from 'vitest';
import { exactPlan } from '../../../src/attack/exact.js';
import { samplePlanCounts } from '../../../src/attack/sample.js';
import { parseScenario } from '../../../src/index.js';
import { compileAos4 } from '../../../src/rulesets/aos4/compile.js';
import { evaluateAos4 } from '../../../src/rulesets/aos4/evaluate.js';
import type { Aos4Scenario } from '../../../src/rulesets/aos4/types.js';
import { expectEnumerated } from '../../attack/bruteForce.js';
import { expectCountsFit } from '../../stats/chiSquareHelper.js';
import { bruteForceAos4 } from './bruteForce.js';
import { CASES } from './cases.js';

const parsed = (s: unknown) => parseScenario(s) as Aos4Scenario;

describe('aos4 exact engine against every die (tiny scenarios, each ability and cap)', () => {
  it.each(CASES)('%s', (_, input) => {
    const s = parsed(input);
    expectEnumerated(evaluateAos4(s), bruteForceAos4(s));
  });
});

describe('aos4 sampler against the exact engine (chi-square at fixed seeds)', () => {
  it.each(CASES.map(([name, s], i) => [name, s, i] as const))('%s', (_, input, seed) => {
    const plan = compileAos4(parsed(input));
    const samples = 10_000;
    expectCountsFit(exactPlan(plan), samplePlanCounts(plan, { samples, seed }), samples);
  });
});
