// mathhammer batch and merge (src/cli/batchCommand.ts, src/import/batch.ts): a row per unit
// x target, and N shards merged, in any order, byte for byte the unsharded output. The units
// come from the hand-written test catalogue of test/import/fixtures (two units).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { batchShard, mergeBatch } from '../../src/import/batch.js';
import { evaluateJson } from '../../src/scenario/evaluate.js';
import { fakeCli } from '../helpers/fakeCli.js';

const CATALOGUE = [
  '--catalogue',
  'test/import/fixtures/test-system.gst',
  '--catalogue',
  'test/import/fixtures/test-faction.cat',
];
const TARGETS = JSON.stringify([
  { name: 'GEQ', points: 60, models: 10, toughness: 3, wounds: 1, save: 5, keywords: ['infantry'] },
  { name: 'MEQ', points: 90, models: 5, toughness: 4, wounds: 2, save: 3, keywords: ['infantry'] },
  { name: 'tank', models: 1, toughness: 11, wounds: 13, save: 2, keywords: ['vehicle'] },
]);
const files = { 'targets.json': TARGETS };

async function batch(...args: string[]) {
  const r = await fakeCli(['batch', ...CATALOGUE, '--targets', 'targets.json', ...args], { files });
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return r.stdout;
}

describe('mathhammer batch', () => {
  it('a row whose scenario is refused names the field and why, not only "invalid scenario"', async () => {
    // The Gun Drones renamed past what an attacker's name may hold (100 characters with its
    // weapon's): rows of errors, each naming the scenario's field as its ScenarioError does.
    const dir = mkdtempSync(join(tmpdir(), 'mathhammer-batch-'));
    const cat = join(dir, 'long.cat');
    writeFileSync(
      cat,
      readFileSync('test/import/fixtures/test-faction.cat', 'utf8').replace(
        'id="se-drones" name="Gun Drones"',
        `id="se-drones" name="${'Gun Drones '.repeat(10).trim()}"`,
      ),
    );
    const r = await fakeCli(
      [
        'batch',
        '--catalogue',
        'test/import/fixtures/test-system.gst',
        '--catalogue',
        cat,
        '--targets',
        'targets.json',
      ],
      { files },
    );
    rmSync(dir, { recursive: true });
    const errors = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l).error)
      .filter((e) => e !== null);
    expect(errors.length).toBe(3);
    for (const e of errors) {
      expect(e).not.toBe('invalid scenario');
      expect(e).toMatch(/^attackers\[\d+\]\.name: expected a string of at most 100 characters/);
    }
  });

  it('an 11th-edition roster is evaluated in wh40k-11e (Blast X and Psychic modelled)', async () => {
    const r = await fakeCli(
      ['batch', '--roster', 'examples/rosters/household-11e.json', '--targets', 'targets.json'],
      { files },
    );
    const rows = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.ruleset).toBe('wh40k-11e');
      expect(row.error).toBeNull();
    }
  });

  it('writes a row per unit x target, in order, as JSON Lines', async () => {
    const rows = (await batch('--at-least', '1,3'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(rows.map((r) => [r.row, r.unit, r.target])).toEqual([
      [0, 'Battlesuit Commander', 'GEQ'],
      [1, 'Battlesuit Commander', 'MEQ'],
      [2, 'Battlesuit Commander', 'tank'],
      [3, 'Gun Drones', 'GEQ'],
      [4, 'Gun Drones', 'MEQ'],
      [5, 'Gun Drones', 'tank'],
    ]);
    for (const r of rows) {
      expect(r.error).toBeNull();
      expect(r.atLeast['1']).toBeGreaterThanOrEqual(r.atLeast['3']);
      expect(r.sd).toBeGreaterThanOrEqual(0);
      expect(r.wiped).toBeLessThanOrEqual(r.atLeast['1']);
    }
    // The tank has no points: no efficiency.
    expect(rows[2].efficiency).toBeNull();
  });

  it.each(['jsonl', 'csv'])(
    '%s: N shards merged in any order give the whole, byte for byte',
    async (format) => {
      const whole = await batch('--format', format);
      for (const n of [1, 2, 4, 7]) {
        const shards: Record<string, string> = {};
        for (let i = 0; i < n; i++)
          shards[`s${i}`] = await batch('--format', format, '--shard', `${i}/${n}`);
        const order = Object.keys(shards).reverse();
        const merged = await fakeCli(['merge', ...order], { files: shards });
        expect(merged.code).toBe(0);
        expect(merged.stdout).toBe(whole);
      }
    },
  );

  it('shows a progress bar on a terminal, and nothing with --quiet', async () => {
    const args = ['batch', ...CATALOGUE, '--targets', 'targets.json'];
    expect((await fakeCli(args, { files, tty: true })).stderr).toMatch(
      /batch \[#+\] 100% of 6 rows/,
    );
    expect((await fakeCli([...args, '-q'], { files, tty: true })).stderr).toBe('');
  });

  it('refuses bad options and targets with a message naming them', async () => {
    const bad = async (args: string[], text = TARGETS) =>
      fakeCli(['batch', ...CATALOGUE, '--targets', 't.json', ...args], {
        files: { 't.json': text },
      });
    expect((await bad(['--shard', '3/3'])).stderr).toMatch(/--shard: expected i\/N/);
    expect((await bad(['--format', 'xml'])).stderr).toMatch(/--format: expected jsonl or csv/);
    expect((await bad(['--at-least', '0'])).stderr).toMatch(/--at-least/);
    expect(
      (await bad([], '[{"name":"x","models":1,"toughness":0,"wounds":1,"keywords":[]}]')).stderr,
    ).toMatch(/toughness/);
    expect((await bad([], '[{"models":1}]')).stderr).toMatch(/targets\[0\]\.name/);
  });
});

describe('merge', () => {
  it('says which row is missing or repeated', () => {
    const row = (n: number) => `{"row":${n}}\n`;
    expect(() => mergeBatch([row(0), row(2)], 'jsonl')).toThrow(/row 1 is missing/);
    expect(() => mergeBatch([row(0), row(0)], 'jsonl')).toThrow(/row 0 is in two outputs/);
    expect(() => mergeBatch(['row,a\n0,x\n', 'row,b\n1,y\n'], 'csv')).toThrow(InputError);
  });
});

describe('batchShard', () => {
  it('cuts the rows into contiguous near-equal ranges that cover them once', () => {
    for (const rows of [0, 1, 5, 2420]) {
      for (const n of [1, 2, 3, 10]) {
        let next = 0;
        for (let i = 0; i < n; i++) {
          const { from, to } = batchShard(rows, i, n);
          expect(from).toBe(next);
          expect(to - from).toBeLessThanOrEqual(Math.ceil(rows / n));
          next = to;
        }
        expect(next).toBe(rows);
      }
    }
    expect(() => batchShard(10, 3, 3)).toThrow(/index must be a whole number from 0 to 2/);
  });
});

describe('mathhammer batch, a catalogue weapon of several modes', () => {
  it('fires the best mode against each target, never both (as a roster unit does)', async () => {
    // The test catalogue's Fusion blaster as two profiles of one weapon, marked "➤" as the
    // community data marks a weapon's modes.
    const profile = (mode: string, a: string, s: number, ap: number, d: string) =>
      `<profile id="p-${mode}" name="➤ Fusion blaster - ${mode}" hidden="false" typeId="f77d-b953-8fa4-b762" typeName="Ranged Weapons"><characteristics><characteristic name="Range" typeId="r">12"</characteristic><characteristic name="A" typeId="a">${a}</characteristic><characteristic name="BS" typeId="bs">4+</characteristic><characteristic name="S" typeId="s">${s}</characteristic><characteristic name="AP" typeId="ap">${ap}</characteristic><characteristic name="D" typeId="d">${d}</characteristic><characteristic name="Keywords" typeId="k">-</characteristic></characteristics></profile>`;
    const original = readFileSync('test/import/fixtures/test-faction.cat', 'utf8');
    const start = original.indexOf('<profile id="p-fusion"');
    const end = original.indexOf('</profile>', start) + '</profile>'.length;
    const dir = mkdtempSync(join(tmpdir(), 'mathhammer-batch-'));
    const cat = join(dir, 'modes.cat');
    writeFileSync(
      cat,
      original.slice(0, start) +
        profile('focused', '1', 9, -4, 'D6') +
        profile('dispersed', '3', 5, 0, '1') +
        original.slice(end),
    );
    const target = { name: 'MEQ', models: 5, toughness: 4, wounds: 2, save: 3, keywords: [] };
    const r = await fakeCli(
      [
        'batch',
        '--catalogue',
        'test/import/fixtures/test-system.gst',
        '--catalogue',
        cat,
        '--targets',
        't.json',
      ],
      { files: { 't.json': JSON.stringify([target]) } },
    );
    rmSync(dir, { recursive: true });
    expect(r.stderr).toBe('');
    const row = JSON.parse(r.stdout.split('\n')[0]!);
    expect(row.unit).toBe('Battlesuit Commander');
    // Focused, by hand: hits on 4+ (1/2), S9 against T4 wounds on 2+ (5/6), the 3+ save at
    // AP -4 cannot be made, and D6 slays a W2 model unless it rolls 1 (5/6): 25/72 slain.
    // Dispersed: 3 attacks, each unsaved with 1/2 x 2/3 (S5 at T4, 3+) x 1/3 (3+ save) = 1/9;
    // two unsaved 1-damage wounds slay a model: P(at least 2 of 3) = 25/729 slain.
    // The best mode is the focused one; both fired would give 25/72 + 25/729.
    expect(row.mean).toBeCloseTo(25 / 72, 12);
    const { name: _, ...t } = target;
    const alone = evaluateJson({
      ruleset: 'wh40k-10e',
      attackers: [{ models: 1, attacks: 3, bs: 4, strength: 5, ap: 0, damage: 1 }],
      target: t,
    });
    expect(alone.results.slain!.mean()).toBeCloseTo(25 / 729, 12);
  });
});
