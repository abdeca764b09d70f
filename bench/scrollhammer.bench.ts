// Scrollhammer engines: `npm run bench:engine`. Figures go into docs/benchmarks.md.
import { bench, describe } from 'vitest';
import { exactAttack } from '../src/attack/woundChain/exact.js';
import { sampleAttack } from '../src/attack/woundChain/sample.js';
import { compileAttack } from '../src/rulesets/scrollhammer/compile.js';
import type { ScrollhammerEvaluation } from '../src/rulesets/scrollhammer/evaluate.js';

function volley(
  shots: number,
  models: number,
  wounds: number,
  rules: string[],
  feelNoPain?: number,
): ScrollhammerEvaluation {
  return {
    phase: 'shooting',
    allocation: 'rules',
    method: 'exact',
    samples: 0,
    attackers: [{ models: shots, bs: 4, shots: 1, strength: 4, ap: 1, rules, reroll: {} }],
    target: {
      groups: [
        { models, toughness: 4, wounds, save: 4, rules: [], ...(feelNoPain ? { feelNoPain } : {}) },
      ],
      goneToGround: false,
    },
  };
}

const plain60 = compileAttack(volley(60, 10, 2, [], 5));
const crit200 = compileAttack(volley(200, 20, 3, ['critical-strike'], 5));
describe('exact engine', () => {
  bench('60 shots vs 10 models W2 FNP (goal < 1 ms)', () => {
    exactAttack(plain60);
  });
  bench('200 shots Critical Strike vs 20 models W3 FNP, rules (goal well under 1 s)', () => {
    exactAttack(crit200);
  });
  for (const shots of [10, 100, 1000]) {
    const p = compileAttack(volley(shots, 10, 2, ['critical-strike'], 5));
    bench(`${shots} shots Critical Strike vs 10 models W2 FNP`, () => {
      exactAttack(p);
    });
  }
});

const plain = compileAttack(volley(100, 10, 2, [], 5));
describe('sampler, dice by dice, 100-shot volley (shots/s = 100 x samples/s)', () => {
  bench('plain hit-wound-save-FNP vs W2, 10,000 volleys (1M shots)', () => {
    sampleAttack(plain, { samples: 10_000, seed: 1 });
  });
});
