// Keeps the numbers of docs/monte-carlo.md true: its first example is run here and every value
// its comments show must be what the library gives.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exactAttack } from '../../src/attack/woundChain/exact.js';
import { chooseMode, monteCarlo } from '../../src/attack/woundChain/monteCarlo.js';
import { compileAttack } from '../../src/rulesets/scrollhammer/compile.js';

const page = readFileSync(join(import.meta.dirname, '../../docs/monte-carlo.md'), 'utf8');

describe('docs/monte-carlo.md', () => {
  it('the first example prints what the page says', () => {
    const plan = compileAttack({
      phase: 'shooting',
      allocation: 'rules',
      attackers: [{ models: 100, bs: 4, shots: 1, strength: 4, ap: 1, rules: [], reroll: {} }],
      target: {
        groups: [{ models: 10, toughness: 4, wounds: 2, save: 4, feelNoPain: 5, rules: [] }],
        goneToGround: false,
      },
    });
    const run = monteCarlo(plan, { samples: 1_000_000, seed: 1 });
    expect(page).toContain(`run.mode; // '${run.mode}'`);
    expect(page).toContain(`run.chunks; // ${run.chunks}`);
    expect(page).toContain(`run.results.slain.mean(); // ${run.results.slain.mean()}`);
    expect(page).toContain(`exactAttack(plan).slain.mean(); // ${exactAttack(plan).slain.mean()}`);
  });
  it('the fallback shown for a mixed unit is the one given', () => {
    const plan = compileAttack({
      phase: 'shooting',
      allocation: 'rules',
      attackers: [{ models: 10, bs: 4, shots: 1, strength: 4, ap: 1, rules: [], reroll: {} }],
      target: {
        groups: [
          { models: 5, toughness: 4, wounds: 1, save: 5, rules: [] },
          { models: 1, toughness: 4, wounds: 3, save: 3, rules: [] },
        ],
        goneToGround: false,
      },
    });
    const { mode, fallback } = chooseMode(plan);
    expect(page).toContain(`{ mode: '${mode}', fallback: '${fallback}' }`);
  });
});
