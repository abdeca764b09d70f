// The sampler against the exact engine, for every rule: a fixed seed, 200,000 samples, a
// chi-square p-value above 1e-4 on each result and means within 4 standard errors. With the
// seed fixed the test is deterministic; 1e-4 per distribution keeps the false-alarm rate of
// a fresh seed (about 5 results x 17 cases x 1e-4 < 1%) low.
import { describe, expect, it } from 'vitest';
import { exactAttack } from '../../../src/attack/woundChain/exact.js';
import { sampleAttack } from '../../../src/attack/woundChain/sample.js';
import { compileAttack } from '../../../src/rulesets/scrollhammer/compile.js';
import { expectAgreement } from '../../helpers/agreement.js';
import { geometryCases, ruleCases } from './cases.js';

const SAMPLES = 200_000;

describe('sampleAttack agrees with exactAttack (chi-square at seed 2026)', () => {
  for (const [name, s] of Object.entries({ ...ruleCases, ...geometryCases })) {
    it(name, () => {
      const plan = compileAttack(s);
      const exact = exactAttack(plan);
      const sampled = sampleAttack(plan, { samples: SAMPLES, seed: 2026 });
      for (const key of ['hits', 'wounds', 'unsaved', 'slain', 'woundsLost'] as const) {
        expectAgreement(sampled[key], exact[key], SAMPLES);
      }
      // Backfire and Absorb results: in both engines or in neither.
      for (const key of ['selfWounds', 'woundsRestored', 'powerDice'] as const) {
        expect(sampled[key] === undefined).toBe(exact[key] === undefined);
        if (exact[key]) expectAgreement(sampled[key]!, exact[key], SAMPLES);
      }
    });
  }
});
