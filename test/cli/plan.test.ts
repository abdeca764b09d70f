// `mathhammer plan`: from an analysis file and from two army lists, the first steps and the
// three values; JSON; usage errors.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { fakeCli } from '../helpers/fakeCli.js';

const page = readFileSync(new URL('../../docs/army-turn.md', import.meta.url), 'utf8');
const example = page.split('## A worked example')[1]!.split('```json')[1]!.split('```')[0]!;
const files = { 'shooting.json': example };

describe('mathhammer plan', () => {
  test('an analysis file: the first steps and the three values', async () => {
    const r = await fakeCli(['plan', 'shooting.json'], { files });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('1. Eradicator Squad: Melta rifle -> Deff Dread');
    expect(r.stdout).toMatch(/39\.1%\s+Deff Dread: no model slain/);
    expect(r.stdout).toContain('2. Intercessor Squad: Bolt rifle -> Boyz');
    expect(r.stdout).toMatch(/adaptive\s+8\.184\s+exact/);
    expect(r.stdout).toMatch(/fixed\s+8\.184/);
    expect(r.stdout).toMatch(/greedy\s+6\.944/);
  });

  test('--json, --objective, --depth 1, --method rollout (labelled)', async () => {
    const r = await fakeCli(
      [
        'plan',
        'shooting.json',
        '--json',
        '--objective',
        'destroy:Deff Dread',
        '--depth',
        '1',
        '--method',
        'rollout',
        '--samples',
        '500',
      ],
      { files },
    );
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.objective).toEqual({ destroy: 'Deff Dread' });
    expect(j.adaptive.exact).toBe(false);
    expect(j.adaptive.note).toMatch(/not the exact optimum/);
    expect(j.adaptive.tree.branches.every((b: { next?: unknown }) => b.next === undefined)).toBe(
      true,
    );
  });

  test('--roster and --against: the units of two army lists', async () => {
    const r = await fakeCli([
      'plan',
      '--roster',
      'examples/rosters/strike-force.rosz',
      '--against',
      'examples/rosters/waaagh.json',
      '--shooters',
      'Intercessor Squad,Eradicator Squad',
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('1. Eradicator Squad');
    expect(r.stdout).toMatch(/greedy\s+6\.944/);
  });

  test.each([
    [['plan'], /plan needs a shooting analysis file/],
    [
      ['plan', 'shooting.json', '--objective', 'kills'],
      /--objective: expected points, points-removed/,
    ],
    [
      ['plan', 'shooting.json', '--against', 'x.rosz'],
      /--against, --shooters and --targets are for --roster/,
    ],
    [['plan', 'shooting.json', '--depth', 'two'], /--depth: expected a whole number/],
    [['plan', 'shooting.json', '--depth', '9'], /depth: expected 1\.\.8, got 9/],
    [
      [
        'plan',
        '--roster',
        'examples/rosters/strike-force.rosz',
        '--against',
        'examples/rosters/waaagh.json',
        '--targets',
        'Boys',
      ],
      /--targets: no unit is named "Boys"/,
    ],
  ])('%j is refused: %s', async (args, message) => {
    const r = await fakeCli(args, { files });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
  });
});
