/**
 * Every list-building command on rosters whose units have several statlines (a sergeant
 * beside his squad, a Boss Nob among his Boyz, a Seer among Astropaths): `matrix` and
 * `compare` of a roster `--against` another, `import --analysis` then `matrix` and `compare`
 * on the file, `batch --roster` both ways, and `durability` / `run` / `turns` on the scenario
 * `import --scenario` writes. Such a target is a unit of groups, which a scenario hands on
 * parsed and parses again (docs/scenario-format.md, "The parsed scenario").
 *
 * The rosters (test/cli/fixtures/rosters/, README there) are hand-written in the real
 * formats: New Recruit's JSON export (10th and 11th edition) and BattleScribe's .ros.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { fakeCli } from '../helpers/fakeCli.js';

const F = 'test/cli/fixtures/rosters/';
const MOB = `${F}mob-10e.json`;
const SERGEANT = `${F}sergeant-10e.ros`;
const SEERS = `${F}seers-11e.json`;
const HOUSEHOLD = 'examples/rosters/household-11e.json';
const AOS = 'test/fixtures/aos4/test-aos4.ros';

const files: Record<string, string> = Object.fromEntries(
  [MOB, SERGEANT, SEERS, HOUSEHOLD, AOS].map((f) => [f, readFileSync(f, 'utf8')]),
);

/** `mathhammer <args>` with the rosters and the files written so far; exits 0. */
async function ok(args: readonly string[]) {
  const r = await fakeCli(args, { files });
  expect(r.stderr, args.join(' ')).not.toMatch(/invalid scenario|invalid analysis/);
  expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(0);
  Object.assign(files, r.written);
  return r;
}

/** `import --scenario`: the Deff Dread (mob-10e.json) at the Intercessor Squad with its Sergeant. */
const dreadAtSquad = (file: string) =>
  ok([
    'import',
    MOB,
    '--against',
    SERGEANT,
    '--scenario',
    file,
    '--unit',
    'Deff Dread',
    '--target',
    'Intercessor Squad',
    '-q',
  ]);

interface RosterMatrixJson {
  readonly attackers: readonly { readonly name: string }[];
  readonly targets: readonly { readonly name: string; readonly models: number }[];
  readonly cells: readonly (readonly { readonly slain: number; readonly woundsLost: number }[])[];
}

describe('the rosters are of grouped units', () => {
  test.each([
    [
      MOB,
      'Boyz',
      [
        ['Boy', 9],
        ['Boss Nob', 1],
      ],
    ],
    [
      SERGEANT,
      'Intercessor Squad',
      [
        ['Intercessor', 4],
        ['Intercessor Sergeant', 1],
      ],
    ],
    [
      SEERS,
      'Test Astropaths',
      [
        ['Test Astropath', 4],
        ['Test Seer', 1],
      ],
    ],
  ] as const)('%s: %s', async (file, unit, groups) => {
    const r = await ok(['import', file, '--json', '-q']);
    const units = (
      JSON.parse(r.stdout) as {
        units: { name: string; target: { groups?: { name: string; models: number }[] } }[];
      }
    ).units;
    const target = units.find((u) => u.name === unit)!.target;
    expect(target.groups?.map((g) => [g.name, g.models])).toEqual(groups);
  });
});

describe('matrix and compare of a roster against a roster of grouped units', () => {
  test('10th edition, .ros against New Recruit JSON: every cell, one hand-derived', async () => {
    const r = await ok(['matrix', SERGEANT, '--against', MOB, '--json', '-q']);
    const m = JSON.parse(r.stdout) as RosterMatrixJson;
    expect(m.targets.map((t) => [t.name, t.models])).toEqual([
      ['Boyz', 10],
      ['Deff Dread', 1],
    ]);
    // The Captain's supercharged plasma pistol (A1 BS2+ S8 AP-3 D2) at the Boyz (9 Boyz T5 Sv5+
    // W1 first, then the Boss Nob): hit 5/6, wound S8 against T5 on 3+ 2/3, the save 5+ at AP-3
    // fails; D2 slays the Boy it is allocated to: 5/6 · 2/3 = 5/9 models slain, 5/9 wounds.
    const captain = m.attackers.findIndex((a) => a.name === 'Captain');
    expect(m.cells[captain]![0]!.slain).toBeCloseTo(5 / 9, 12);
    expect(m.cells[captain]![0]!.woundsLost).toBeCloseTo(5 / 9, 12);
    for (const row of m.cells) for (const c of row) expect(Number.isFinite(c.slain)).toBe(true);
  });

  test('10th edition, New Recruit JSON against .ros: the grouped squad as a target', async () => {
    const r = await ok(['matrix', MOB, '--against', SERGEANT, '--json', '-q']);
    const m = JSON.parse(r.stdout) as RosterMatrixJson;
    expect(m.targets.map((t) => t.name)).toContain('Intercessor Squad');
    // The same cell as `import --scenario` then `run`: one scenario, evaluated as written.
    await dreadAtSquad('dread.json');
    const run = JSON.parse((await ok(['run', 'dread.json', '--json'])).stdout) as {
      results: { slain: { mean: number } };
    };
    const dread = m.attackers.findIndex((a) => a.name === 'Deff Dread');
    const squad = m.targets.findIndex((t) => t.name === 'Intercessor Squad');
    expect(m.cells[dread]![squad]!.slain).toBeCloseTo(run.results.slain.mean, 12);
  });

  test('compare: one unit against every unit of the other roster', async () => {
    const r = await ok(['compare', SERGEANT, '--against', MOB, '--profile', 'Captain', '-q']);
    expect(r.stdout).toMatch(/Boyz \(10\)\s+0\.56\s+0\.56/);
  });

  test('11th edition: against the Astropaths with their Seer', async () => {
    const r = await ok(['matrix', HOUSEHOLD, '--against', SEERS, '--json', '-q']);
    const m = JSON.parse(r.stdout) as RosterMatrixJson;
    expect(m.targets.map((t) => [t.name, t.models])).toContainEqual(['Test Astropaths', 5]);
    await ok(['compare', SEERS, '--against', SEERS, '--profile', 'Test Astropaths', '-q']);
  });

  test('Age of Sigmar 4: the regiment and its hero', async () => {
    const r = await ok(['matrix', AOS, '--melee', '-q']);
    expect(r.stdout).toContain('Test Guard (10)');
  });
});

describe('import --analysis, then matrix and compare on the file', () => {
  test('the figures are the roster matrix’s', async () => {
    await ok(['import', SERGEANT, '--against', MOB, '--analysis', 'a.json', '-q']);
    const roster = JSON.parse(
      (await ok(['matrix', SERGEANT, '--against', MOB, '--json', '-q'])).stdout,
    ) as RosterMatrixJson;
    const matrix = await ok(['matrix', 'a.json', '--json']);
    const cells = (
      JSON.parse(matrix.stdout) as { cells: { profile: string; target: string; mean: number }[][] }
    ).cells
      .flat()
      .map((c) => [c.profile, c.target, c.mean] as const);
    expect(cells.length).toBe(6);
    for (const [profile, target, mean] of cells) {
      const i = roster.attackers.findIndex((a) => a.name === profile);
      const j = roster.targets.findIndex((t) => t.name === target);
      expect(mean).toBeCloseTo(roster.cells[i]![j]!.slain, 12);
    }
    const compare = await ok(['compare', 'a.json', '--target', 'Boyz']);
    expect(compare.stdout).toMatch(/Captain\s+80\s+0\.56/);
    // 11th edition's file as well.
    await ok(['import', HOUSEHOLD, '--against', SEERS, '--analysis', 'a11.json', '-q']);
    await ok(['matrix', 'a11.json']);
    await ok(['compare', 'a11.json', '--target', 'Test Astropaths']);
  });
});

describe('batch --roster with grouped units', () => {
  test('as targets and as attackers: every row evaluated, none in error', async () => {
    for (const [roster, targets] of [
      [SERGEANT, MOB],
      [MOB, SERGEANT],
    ] as const) {
      const r = await ok(['batch', '--roster', roster, '--targets', targets, '-q']);
      const rows = r.stdout
        .trim()
        .split('\n')
        .map(
          (l) => JSON.parse(l) as { unit: string; target: string; mean: number; error: unknown },
        );
      expect(rows.length).toBe(6);
      for (const row of rows) expect(row.error, `${row.unit} → ${row.target}`).toBeNull();
    }
    const rows = (await ok(['batch', '--roster', SERGEANT, '--targets', MOB, '-q'])).stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { unit: string; target: string; mean: number });
    // The Captain at the Boyz: 5/9, derived above.
    expect(rows.find((x) => x.unit === 'Captain' && x.target === 'Boyz')!.mean).toBeCloseTo(
      5 / 9,
      12,
    );
  });
});

describe('durability and turns of a grouped target written by import --scenario', () => {
  test('the unit is described by its groups', async () => {
    await dreadAtSquad('squad.json');
    const d = await ok(['durability', 'squad.json', '--max-attacks', '20']);
    expect(d.stdout.split('\n')[0]).toBe(
      'Durability of Intercessor Squad (4 Intercessor T4 Sv3+ W2, 1 Intercessor Sergeant T4 Sv3+ W3)',
    );
    await ok(['turns', 'squad.json']);
  });
});
