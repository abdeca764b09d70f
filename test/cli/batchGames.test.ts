// mathhammer batch in every ruleset with a catalogue format (src/cli/batchCommand.ts,
// src/import/batch.ts): the game read from the catalogue's game system, each row evaluated in
// its own ruleset and saying which, the reference targets of examples/batch/ for each
// ruleset, a catalogue of one game against targets of another refused by name, and a unit
// that cannot be read left out with a warning naming the file that holds it. The catalogues
// are the hand-written fixtures in the data's layouts (test/import/fixtures/README.md,
// test/fixtures/aos4/README.md).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { batchRows } from '../../src/import/batch.js';
import { evaluateJson } from '../../src/scenario/evaluate.js';
import { fakeCli } from '../helpers/fakeCli.js';

const FIX = 'test/import/fixtures';
const AOS = 'test/fixtures/aos4';
const ELEVENTH = [
  '--catalogue',
  `${FIX}/wh40k-11e-system.json`,
  '--catalogue',
  `${FIX}/wh40k-11e-knights.json`,
];
const AOS4 = ['--catalogue', `${AOS}/test-aos4.gst`, '--catalogue', `${AOS}/test-aos4.cat`];
const TARGETS = {
  'wh40k-10e': readFileSync('examples/batch/wh40k-10e-reference-targets.json', 'utf8'),
  'wh40k-11e': readFileSync('examples/batch/wh40k-11e-reference-targets.json', 'utf8'),
  aos4: readFileSync('examples/batch/aos4-reference-targets.json', 'utf8'),
};
const files = {
  't10.json': TARGETS['wh40k-10e'],
  't11.json': TARGETS['wh40k-11e'],
  'taos.json': TARGETS.aos4,
};
const rows = (out: string) =>
  out
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));

const dir = mkdtempSync(join(tmpdir(), 'mathhammer-batch-games-'));
afterAll(() => rmSync(dir, { recursive: true }));
/** A copy of a fixture with a replacement, as a real file (catalogues are read from disk). */
function variant(path: string, name: string, from: string, to: string): string {
  const text = readFileSync(path, 'utf8');
  expect(text).toContain(from);
  const out = join(dir, name);
  writeFileSync(out, text.replace(from, to));
  return out;
}

describe('the reference targets of examples/batch/', () => {
  it.each(Object.entries(TARGETS))('%s: ten named targets, each a valid target of it', (r, t) => {
    const json = JSON.parse(t);
    expect(json.ruleset).toBe(r);
    expect(json.targets).toHaveLength(10);
    for (const { name, points, ...target } of json.targets) {
      expect(typeof name).toBe('string');
      expect(points).toBeGreaterThan(0);
      const attacker =
        r === 'aos4'
          ? { models: 1, attacks: 1, hit: 4, wound: 4 }
          : { models: 1, attacks: 1, bs: 4, strength: 4, ap: 0, damage: 1 };
      expect(() => evaluateJson({ ruleset: r, attackers: [attacker], target })).not.toThrow();
    }
  });
});

describe('batch of an 11th-edition catalogue (BSData JSON layout)', () => {
  it('evaluates every row as wh40k-11e, the numbers of the 11th-edition scenario', async () => {
    const r = await fakeCli(['batch', ...ELEVENTH, '--targets', 't11.json'], { files });
    expect(r.stderr).toBe('');
    const out = rows(r.stdout);
    expect(out).toHaveLength(10);
    expect(new Set(out.map((x) => x.ruleset))).toEqual(new Set(['wh40k-11e']));
    // The fixture's Test Armiger and its Test spear as read by eye: D3 attacks, BS 3+, S6,
    // AP -1, D1, Blast 2 (an 11th-edition keyword) and Psychic; 140 points.
    const spear = {
      models: 1,
      attacks: 'D3',
      bs: 3,
      strength: 6,
      ap: -1,
      damage: 1,
      rules: [{ rule: 'blast', attacks: 2 }, 'psychic'],
    };
    const { name: _, points, ...light } = JSON.parse(TARGETS['wh40k-11e']).targets[0];
    const want = evaluateJson({ ruleset: 'wh40k-11e', attackers: [spear], target: light });
    expect(out[0].unit).toBe('Test Armiger');
    expect(out[0].mean).toBeCloseTo(want.results.slain!.mean(), 12);
    // Efficiency: mean slain / 10 models x 65 points, per 140 points of the Armiger.
    expect(out[0].efficiency).toBeCloseTo(((out[0].mean / 10) * points) / 140, 12);
  });

  it('keeps an aircraft whose OC reads "-" (a characteristic the engine does not use)', async () => {
    const cat = variant(
      `${FIX}/wh40k-11e-knights.json`,
      'aircraft.json',
      '"$text": "8"',
      '"$text": "-"',
    );
    const r = await fakeCli(
      [
        'batch',
        '--catalogue',
        `${FIX}/wh40k-11e-system.json`,
        '--catalogue',
        cat,
        '--targets',
        't11.json',
      ],
      { files },
    );
    expect(r.stderr).toBe('');
    expect(rows(r.stdout).map((x) => x.unit)).toContain('Test Armiger');
  });

  it('refuses targets of another game by name, and --ruleset naming another game', async () => {
    const r = await fakeCli(['batch', ...ELEVENTH, '--targets', 't10.json'], { files });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/wh40k-11e \(Warhammer 40,000 11th edition\).*t10\.json \(wh40k-10e/);
    const s = await fakeCli(
      ['batch', ...ELEVENTH, '--ruleset', 'wh40k-10e', '--targets', 't11.json'],
      { files },
    );
    expect(s.code).toBe(2);
    expect(s.stderr).toMatch(/wh40k-11e-knights\.json \(wh40k-11e.*--ruleset \(wh40k-10e/);
    const t = await fakeCli(['batch', ...AOS4, '--targets', 't11.json'], { files });
    expect(t.stderr).toMatch(
      /test-aos4\.cat \(aos4 \(Warhammer Age of Sigmar 4th edition\)\) and --targets t11\.json/,
    );
    expect(
      (await fakeCli(['batch', ...AOS4, '--ruleset', 'aos5', '--targets', 'taos.json'], { files }))
        .stderr,
    ).toMatch(/--ruleset: expected one of wh40k-10e, wh40k-11e, aos4/);
  });
});

describe('batch of an Age of Sigmar 4 catalogue', () => {
  it('gives a row per unit x target in aos4 (no unit refused for a missing SV)', async () => {
    const r = await fakeCli(['batch', ...AOS4, '--targets', 'taos.json', '--melee'], { files });
    expect(r.stderr).toBe('');
    const out = rows(r.stdout);
    expect(out).toHaveLength(20);
    expect(new Set(out.map((x) => x.ruleset))).toEqual(new Set(['aos4']));
    expect(out.every((x) => x.error === null)).toBe(true);
    // Test Guard's Guard Blade against 20 hordes (Health 1, Save 6+), by hand: 5 guards x 2
    // attacks + 1 for the champion = 11 attacks; hit 3+ with Crit (2 Hits): a 6 gives 2 hits,
    // 3 to 5 one, so 2/6 + 3/6 = 5/6 hits per attack; wound 4+ (1/2); Rend 1 makes the 6+
    // save a 7+, never made; each unsaved damage slays a 1-Health model: 11 x 5/6 x 1/2 =
    // 55/12 (the 20-model cap needs 21 unsaved of at most 22 hits: under 1e-7 of the mean).
    const hordes = out.find((x) => x.unit === 'Test Guard' && x.target.startsWith('20 hordes'));
    expect(hordes.mean).toBeCloseTo(55 / 12, 6);
  });

  it('shards of an aos4 batch merge to the whole, byte for byte', async () => {
    const args = ['batch', ...AOS4, '--targets', 'taos.json', '--melee', '--format', 'csv'];
    const whole = (await fakeCli(args, { files })).stdout;
    expect(whole.split('\n')[0]).toBe(
      'row,unit,target,ruleset,mean,sd,p_at_least_1,p_wiped,efficiency,error',
    );
    const shards: Record<string, string> = {};
    for (let i = 0; i < 3; i++) {
      shards[`s${i}.csv`] = (await fakeCli([...args, '--shard', `${i}/3`], { files })).stdout;
    }
    const merged = await fakeCli(['merge', 's2.csv', 's0.csv', 's1.csv'], { files: shards });
    expect(merged.code).toBe(0);
    expect(merged.stdout).toBe(whole);
  });
});

describe('--ruleset', () => {
  it('says the game of a catalogue that names none (the hand-made test faction)', async () => {
    const args = [
      'batch',
      '--catalogue',
      `${FIX}/test-system.gst`,
      '--catalogue',
      `${FIX}/test-faction.cat`,
      '--targets',
    ];
    // Without it: read as 10th edition's, as a roster naming no game is.
    const ten = rows((await fakeCli([...args, 't10.json'], { files })).stdout);
    expect(new Set(ten.map((x) => x.ruleset))).toEqual(new Set(['wh40k-10e']));
    const r = await fakeCli([...args, 't11.json', '--ruleset', 'wh40k-11e'], { files });
    expect(r.stderr).toBe('');
    const eleven = rows(r.stdout);
    expect(eleven).toHaveLength(20);
    expect(new Set(eleven.map((x) => x.ruleset))).toEqual(new Set(['wh40k-11e']));
  });
});

describe('batch warnings and refusals', () => {
  it('a unit that cannot be read is left out with a warning naming the file that holds it', async () => {
    // The Gun Drones' T removed; the game system given last, so the last --catalogue is not
    // the file that holds the unit.
    const cat = variant(
      `${FIX}/test-faction.cat`,
      'broken-faction.cat',
      '<characteristic name="T" typeId="t">4</characteristic>',
      '',
    );
    const r = await fakeCli(
      [
        'batch',
        '--catalogue',
        cat,
        '--catalogue',
        `${FIX}/test-system.gst`,
        '--targets',
        't10.json',
      ],
      { files },
    );
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(
      /warning: unit left out: .*broken-faction\.cat: .*"Gun Drones".*missing characteristic T/,
    );
    expect(r.stderr).not.toMatch(/left out: [^\n]*test-system\.gst/);
    expect(new Set(rows(r.stdout).map((x) => x.unit))).toEqual(new Set(['Battlesuit Commander']));
  });

  it('a catalogue of an edition not read is refused naming it', async () => {
    const cat = variant(
      `${FIX}/test-faction.cat`,
      'ninth.cat',
      'gameSystemId="sys-test"',
      'gameSystemId="28ec-711c-d87f-3aeb"',
    );
    const r = await fakeCli(['batch', '--catalogue', cat, '--targets', 't10.json'], { files });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /ninth\.cat: .*Warhammer 40,000 8th or 9th edition is not a game the importer reads/,
    );
  });

  it('batchRows refuses a unit and a target of two rulesets, naming them', () => {
    const unit = {
      name: 'Guard',
      ruleset: 'aos4' as const,
      attackers: [{ models: 5, attacks: 2, hit: 3, wound: 4 }],
    };
    const target = { name: 'GEQ', target: { models: 10, toughness: 3, wounds: 1, keywords: [] } };
    expect(() => [...batchRows([unit], [target])]).toThrow(
      /target "GEQ" is of wh40k-10e, "Guard" of aos4/,
    );
  });
});

describe('batch on rosters whose units have several statlines', () => {
  it('the Headtakers (3 + 3) and the Hearthkyn with their crest-bearer, as units and as targets', async () => {
    const H = `${FIX}/wh40k-10e-headtakers.json`;
    const W = `${FIX}/wh40k-10e-wargear.json`;
    for (const [units, targets, melee] of [
      [W, H, false],
      [H, W, true],
    ] as const) {
      const r = await fakeCli([
        'batch',
        '--roster',
        units,
        '--targets',
        targets,
        '-q',
        ...(melee ? ['--melee'] : []),
      ]);
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      const out = rows(r.stdout);
      expect(out.length).toBeGreaterThan(0);
      for (const x of out) {
        expect(x.error).toBeNull();
        expect(x.ruleset).toBe('wh40k-10e');
      }
    }
    // The Hearthkyn as a target: 10 models in its two groups (9 and the crest-bearer), so
    // the Headtakers' P(wiped) is that of all 10 slain, never more than P(at least 1).
    const r = await fakeCli(['batch', '--roster', H, '--targets', W, '--melee', '-q']);
    const hk = rows(r.stdout).find((x) => x.target === 'Hearthkyn Warriors');
    expect(hk.wiped).toBeLessThanOrEqual(hk.atLeast['1']);
    expect(hk.efficiency).toBeCloseTo(((hk.mean / 10) * 100) / 115, 12);
  });
});
