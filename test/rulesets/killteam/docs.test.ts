// Keeps the worked examples of docs/killteam/ true (one page per rule and mechanic of the
// shooting attack, each naming its source module and holding scenarios with their results
// tables; format: test/helpers/docExamples.ts), and the coverage table of docs/killteam.md
// complete: every weapon rule the shooting attack reads has a row and a page, every page a
// row, and every module and page the table names exists.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KT_SHOOT_RULES } from '../../../src/rulesets/killteam/rules.js';
import {
  coverageRows,
  describeWorkedExamples,
  expectCoverageLinksExist,
} from '../../helpers/rulesetDocs.js';

const BASE = [
  'hits',
  'unsaved',
  'slain',
  'woundsLost',
  'damage',
  'incapacitated',
  'normalHits',
  'criticalHits',
  'normalSaves',
  'criticalSaves',
  'devastatingDamage',
  'stunned',
];
// The fight's results (docs/killteam/fight.md).
const FIGHT = [
  'attackerIncapacitated',
  'defenderIncapacitated',
  'damageToAttacker',
  'damageToDefender',
];
const NAMES = [
  ...BASE,
  ...BASE.map((n) => `${n}Secondary1`),
  'hotDamage',
  'shooterIncapacitated',
  ...FIGHT,
];
const pages = readdirSync(join(import.meta.dirname, '../../../docs/killteam')).filter((f) =>
  f.endsWith('.md'),
);

describe('docs/killteam: worked examples hold', () => {
  describeWorkedExamples('docs/killteam', pages, 'killteam', NAMES);
});

describe('docs/killteam.md coverage', () => {
  const rows = coverageRows('killteam.md');
  it('has a row with a page for every weapon rule of the shooting attack, and every page a row', () => {
    const linked = rows.map((r) => r[3] ?? '');
    for (const name of Object.keys(KT_SHOOT_RULES)) {
      expect(
        linked.some((p) => p.includes(`killteam/${name}.md`)),
        name,
      ).toBe(true);
    }
    for (const page of pages) {
      expect(
        linked.some((p) => p.includes(`killteam/${page}`)),
        page,
      ).toBe(true);
    }
  });
  it('names modules and pages that exist', () => {
    expectCoverageLinksExist(rows);
  });
});
