// Keeps the intercepts section of docs/attack-plan.md true: its example is run here (the same
// code as on the page) and every value its comments show must be what the library gives.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  criticalTest,
  d6Test,
  evaluatePlan,
  type GeneralPlan,
  parseDice,
} from '../../src/engine.js';

const page = readFileSync(join(import.meta.dirname, '../../docs/attack-plan.md'), 'utf8');

// --- docs/attack-plan.md, "Hits that strike someone else", as on the page ---
const never = (need: number) => criticalTest(need, 7);
const ford: GeneralPlan = {
  profiles: [
    {
      models: 4,
      attacks: parseDice(1),
      hit: never(4),
      onCriticalHit: { extraHits: null, autoWound: false },
      wound: never(6),
      furtherWound: d6Test(4),
      onCriticalWound: { noSave: false, mortal: null, damage: null, resolvedLast: false },
      damage: { dice: parseDice(1), add: 0, halve: false, reduce: 0, slay: false },
      against: [{ save: d6Test(7), criticalSave: d6Test(7), feelNoPain: null }],
      intercepts: [
        { test: d6Test(3), strikes: null, wound: null },
        { test: d6Test(4), strikes: 0, wound: { first: d6Test(5), further: null } },
      ],
      stray: { test: d6Test(4), strikes: 1, wound: { first: d6Test(4), further: null } },
    },
  ],
  groups: [{ models: 1, wounds: 2 }],
  allocation: 'sequential',
  bystanders: [
    { name: 'sentry', wounds: 1 },
    { name: 'ferryman', wounds: 1 },
  ],
};
const r = evaluatePlan(ford).results;
// --- end of the page's code ---

describe('docs/attack-plan.md: hits that strike someone else', () => {
  it('the page shows the code run here', () => {
    expect(page).toContain('const never = (need: number) => criticalTest(need, 7);');
    expect(page).toContain(
      '      stray: { test: d6Test(4), strikes: 1, wound: { first: d6Test(4), further: null } },',
    );
    expect(page).toContain("    { name: 'ferryman', wounds: 1 },");
  });
  it('every number on the page is what the code gives', () => {
    expect(page).toContain(`r.wounds?.mean(); // ${r.wounds?.mean()} `);
    expect(page).toContain(`r.interceptedHits?.mean(); // ${r.interceptedHits?.mean()} `);
    expect(page).toContain(`r.interceptedSlain?.at(1); // ${r.interceptedSlain?.at(1)} `);
    expect(page).toContain(`r.straySlain?.at(1); // ${r.straySlain?.at(1)} `);
  });
  it('the hand derivations on the page agree', () => {
    expect(r.wounds?.mean()).toBeCloseTo(1 / 36, 14);
    expect(r.interceptedHits?.mean()).toBeCloseTo(4 / 3, 14);
    expect(r.interceptedSlain?.at(1)).toBeCloseTo(1 - (17 / 18) ** 4, 14);
    expect(r.straySlain?.at(1)).toBeCloseTo(1 - (23 / 24) ** 4, 14);
  });
});
