// Keeps docs/custom-ruleset.md and docs/attack-plan.md true: their examples are run here (the
// same code as on the pages) and every value their comments show must be what the library
// gives.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  criticalTest,
  d6Test,
  evaluatePlan,
  exactPlan,
  type GeneralPlan,
  parseDice,
  samplePlan,
} from '../../src/engine.js';
import { brutal, compile, deadly, flurry, ogres, raiders } from './skirmishPage.js';

const read = (name: string) => readFileSync(join(import.meta.dirname, '../../docs', name), 'utf8');

// docs/custom-ruleset.md's code, as on the page: test/docs/skirmishPage.ts.

describe('docs/custom-ruleset.md', () => {
  const page = read('custom-ruleset.md');
  it('every number on the page is what the code gives', () => {
    const lines = [
      `exactPlan(compile(raiders, ogres, [])).woundsLost.mean(); // ${exactPlan(compile(raiders, ogres, [])).woundsLost.mean()}`,
      `exactPlan(compile(raiders, ogres, [deadly])).woundsLost.mean(); // ${exactPlan(compile(raiders, ogres, [deadly])).woundsLost.mean()}`,
      `exactPlan(compile(raiders, ogres, [flurry])).woundsLost.mean(); // ${exactPlan(compile(raiders, ogres, [flurry])).woundsLost.mean()}`,
      `exactPlan(compile(raiders, ogres, [brutal])).woundsLost.mean(); // ${exactPlan(compile(raiders, ogres, [brutal])).woundsLost.mean()}`,
      `exactPlan(compile(raiders, ogres, [brutal])).mortalWounds?.mean(); // ${exactPlan(compile(raiders, ogres, [brutal])).mortalWounds?.mean()}`,
      `}).results.woundsLost?.mean(); // ${evaluatePlan(compile(raiders, ogres, [brutal]), { method: 'monte-carlo', samples: 100_000, seed: 1 }).results.woundsLost?.mean()}`,
    ];
    for (const line of lines) expect(page).toContain(line);
  });
  it('the hand derivations agree: 15/12, 15 × 5/36, 15/9, 15 × 2/9 (before the unit runs out)', () => {
    const unsaved = (rules: (typeof deadly)[]) =>
      exactPlan(compile(raiders, ogres, rules)).unsaved.mean();
    expect(unsaved([])).toBeCloseTo(15 / 12, 12);
    expect(unsaved([deadly])).toBeCloseTo((15 * 5) / 36, 12);
    expect(unsaved([flurry])).toBeCloseTo(15 / 9, 12);
    expect(unsaved([brutal])).toBeCloseTo((15 * 2) / 9, 12);
  });
  it('the page shows the code run here', () => {
    for (const name of ['deadly', 'flurry', 'brutal']) {
      expect(page).toContain(`  name: '${name}',`);
    }
    expect(page).toContain(
      'const raiders: Fighter = { models: 5, attacks: 3, skill: 4, power: 4, damage: 1 };',
    );
    expect(page).toContain(
      'const ogres: Target = { models: 3, toughness: 5, armour: 4, wounds: 3 };',
    );
  });
});

describe('docs/attack-plan.md', () => {
  const page = read('attack-plan.md');
  it('the first example prints what the page says', () => {
    const plan: GeneralPlan = {
      profiles: [
        {
          models: 10,
          attacks: parseDice(2),
          hit: criticalTest(3),
          onCriticalHit: { extraHits: parseDice(1), autoWound: true },
          wound: criticalTest(4),
          onCriticalWound: { noSave: true, mortal: null, damage: null, resolvedLast: true },
          damage: { dice: parseDice('D3'), add: 0, halve: false, reduce: 0, slay: false },
          against: [{ save: d6Test(4), criticalSave: d6Test(4), feelNoPain: d6Test(6) }],
        },
      ],
      groups: [{ models: 5, wounds: 3 }],
      allocation: 'sequential',
    };
    const r = exactPlan(plan);
    expect(page).toContain(`r.hits.mean(); // ${r.hits.mean()} `);
    expect(page).toContain(`r.wounds.mean(); // ${r.wounds.mean()}\n`);
    expect(page).toContain(`r.slain.mean(); // ${r.slain.mean()}\n`);
    const mc = samplePlan(plan, { samples: 100_000, seed: 1 }).slain.mean();
    expect(page).toContain(
      `samplePlan(plan, { samples: 100_000, seed: 1 }).slain.mean(); // ${mc}\n`,
    );
    // 20 attacks: 3/6 ordinary hits (3, 4, 5), 1/6 critical hits that count twice.
    expect(r.hits.mean()).toBeCloseTo(20 * (3 / 6 + 2 / 6), 12);
  });
});
