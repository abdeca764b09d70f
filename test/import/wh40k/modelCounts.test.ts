// Model counts per statline from the roster's model selections (src/import/roster.ts,
// src/import/wh40k/unit.ts): a New Recruit roster of Wolf Guard Headtakers whose two statlines
// sit on the unit (each read at all six models) and whose model selections are named like
// them (three "Wolf Guard Headtaker", three "Hunting Wolf"): 3 + 3, no warning. A file that
// does not say which model is which still warns. Fixture: test/import/fixtures/README.md.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readRoster } from '../../../src/import/roster.js';
import { importRoster } from '../../../src/import/wh40k/importRoster.js';
import { fakeCli } from '../../helpers/fakeCli.js';

const PATH = 'test/import/fixtures/wh40k-10e-headtakers.json';
const TEXT = readFileSync(PATH, 'utf8');

describe('Wolf Guard Headtakers (New Recruit JSON)', () => {
  it('reads the model selections by name: three Headtakers (one selection each), three wolves', () => {
    expect(readRoster(TEXT).units[0]!.modelSelections).toEqual([
      { name: 'Wolf Guard Headtaker', count: 3 },
      { name: 'Hunting Wolf', count: 3 },
    ]);
  });

  it('gives each statline its models, 3 + 3, with no warning about the counts', () => {
    const r = importRoster(TEXT, { source: 'headtakers.json' });
    const u = r.units[0]!;
    expect(u.models).toBe(6);
    // By hand from the file: the Headtakers' statline T4 3+ W3, the wolves' T4 6+ W1; three
    // model selections "Wolf Guard Headtaker" of one model each, one "Hunting Wolf" of three.
    expect(u.target?.groups?.map((g) => [g.name, g.models, g.toughness, g.save, g.wounds])).toEqual(
      [
        ['Wolf Guard Headtakers', 3, 4, 3, 3],
        ['Hunting Wolves', 3, 4, 6, 1],
      ],
    );
    expect(r.warnings.filter((w) => w.kind === 'statline')).toEqual([]);
    // Each weapon is carried by the models of its selection.
    expect(u.weapons.map((w) => [w.name, w.attacker.models])).toEqual([
      ['Heavy bolt pistol', 3],
      ['Master-crafted power weapon', 3],
      ['Teeth and claws', 3],
    ]);
  });

  it('warns only where the file does not say: model selections named like no statline', () => {
    const vague = TEXT.replaceAll('"name": "Hunting Wolf"', '"name": "Beast"');
    const r = importRoster(vague, { source: 'vague.json' });
    expect(r.warnings.filter((w) => w.kind === 'statline').map((w) => w.message)).toEqual([
      'Wolf Guard Headtakers: the models of its statlines (6 Wolf Guard Headtakers, 6 Hunting Wolves) do not add up to its 6 models; the first group takes the difference',
    ]);
  });

  it('the commands of this importer run on it: import, batch', async () => {
    // (matrix and compare on grouped targets are the scenario parser's to fix; this file is
    // there for their tests too.)
    const list = await fakeCli(['import', PATH]);
    expect(list.code).toBe(0);
    expect(list.stdout).not.toMatch(/do not add up/);
    expect(list.stderr).not.toMatch(/do not add up/);
    const batch = await fakeCli(['batch', '--roster', PATH, '--targets', PATH, '--melee', '-q']);
    expect(batch.stderr).toBe('');
    const row = JSON.parse(batch.stdout.trim());
    expect(row).toMatchObject({ unit: 'Wolf Guard Headtakers', ruleset: 'wh40k-10e', error: null });
    // Both sides 115 points and 6 models: efficiency = mean / 6 x 115 / 115.
    expect(row.efficiency).toBeCloseTo(row.mean / 6, 12);
  });
});
