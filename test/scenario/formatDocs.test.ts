/** docs/scenario-format.md describes the format as implemented: its rule and limit tables match the code. */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { SCENARIO_LIMITS } from '../../src/format/limits.js';
import {
  SCROLLHAMMER_ATTACKER_RULES,
  SCROLLHAMMER_TARGET_RULES,
  WH40K_WEAPON_RULES,
} from '../../src/scenario/schema.js';

const doc = readFileSync(new URL('../../docs/scenario-format.md', import.meta.url), 'utf8');

/** The rows of the first table after `heading` (a line that starts with it), as cells. */
function table(heading: string): string[][] {
  const lines = doc.split('\n');
  const start = lines.findIndex((l) => l.startsWith(heading));
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const rows: string[][] = [];
  let i = start + 1;
  while (i < lines.length && !lines[i]!.startsWith('|')) i++;
  for (i += 2; i < lines.length && lines[i]!.startsWith('|'); i++) {
    rows.push(
      lines[i]!.split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    );
  }
  return rows;
}
const names = (rows: string[][]) => rows.map((r) => r[0]!.replace(/`/g, ''));

describe('docs/scenario-format.md', () => {
  test('lists exactly the attacker rules of the schema', () => {
    expect(names(table('Attacker rules'))).toEqual([...SCROLLHAMMER_ATTACKER_RULES]);
  });

  test('lists exactly the target group rules of the schema', () => {
    expect(names(table('Target group rules'))).toEqual([...SCROLLHAMMER_TARGET_RULES]);
  });

  test('lists exactly the wh40k-10e weapon keywords of the schema', () => {
    expect(names(table('Wh40k weapon keywords'))).toEqual([...WH40K_WEAPON_RULES]);
  });

  test('gives every limit with its value', () => {
    const rows = table('## Limits');
    const documented = Object.fromEntries(
      rows.filter((r) => r[2]).map((r) => [r[2]!.replace(/`/g, ''), Number(r[1])]),
    );
    expect(documented).toEqual({ ...SCENARIO_LIMITS });
  });
});
