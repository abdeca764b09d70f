/**
 * Age of Sigmar 4th edition analysis files (examples/analytics/aos4-loadouts.json): compare,
 * matrix, sweep and turns, from the ruleset's analytics, against hand-derived numbers. Every
 * attack of the file does 1 damage to models of 1 Health, so each attack is a model slain with
 * its own chance, independently (docs/aos4.md, steps 1-7: hit, wound, save with Rend, ward per
 * damage point), and the models slain are min(Binomial(attacks, p), models):
 * - Spears, hit 4+, wound 4+, Rend 0 against a 4+ save: p = 1/2 x 1/2 x 1/2 = 1/8;
 * - Greatswords, hit 3+, wound 3+, Rend 1 (the 4+ save needs 5+): p = 2/3 x 2/3 x 2/3 = 8/27;
 * - a 5+ ward stops a damage point with chance 1/3: p x 2/3.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { compare } from '../../src/analytics/compare.js';
import { matchupMatrix } from '../../src/analytics/matrix.js';
import { overTurns } from '../../src/analytics/overTurns.js';
import { sweep } from '../../src/analytics/sweep.js';
import { parseAnalysis } from '../../src/scenario/analysisSchema.js';
import { expectation } from '../helpers/binomialExpectation.js';
import { fakeCli } from '../helpers/fakeCli.js';

const FILE: unknown = JSON.parse(
  readFileSync(new URL('../../examples/analytics/aos4-loadouts.json', import.meta.url), 'utf8'),
);

/** Mean models slain of a unit of `models` models of 1 Health by n attacks of chance p. */
const slain = (n: number, p: number, models = 5) => expectation(n, p, (k) => Math.min(k, models));

const SPEARS = 1 / 8;
const GREATSWORDS = 8 / 27;
const WARD = 2 / 3;

describe('aos4 analyses', () => {
  test('the file parses, each profile and target named', () => {
    const a = parseAnalysis(FILE);
    expect(a.ruleset).toBe('aos4');
    expect(a.profiles.map((p) => p.name)).toEqual(['Spears', 'Greatswords']);
    expect(a.targets.map((t) => t.points)).toEqual([100, 120]);
  });

  test('compare: mean models slain, by hand', () => {
    const c = compare(FILE as never, { targets: ['Guard'] });
    expect(c.entries[0]!.mean).toBeCloseTo(slain(10, SPEARS), 12);
    expect(c.entries[1]!.mean).toBeCloseTo(slain(10, GREATSWORDS), 12);
    expect(c.best.profile).toBe('Greatswords');
    // The damage: 10/8 and 80/27 wounds (Health) lost on average, the cap at 5 aside.
    expect(c.entries[0]!.woundsLost).toBeCloseTo(slain(10, SPEARS), 12);
    expect(c.report()).toContain('Warhammer Age of Sigmar 4th edition, exact');
  });

  test('matrix: the ward takes a third of the damage points', () => {
    const m = matchupMatrix(FILE as never);
    expect(m.cells[0]![0]!.mean).toBeCloseTo(slain(10, SPEARS), 12);
    expect(m.cells[1]![0]!.mean).toBeCloseTo(slain(10, GREATSWORDS), 12);
    expect(m.cells[0]![1]!.mean).toBeCloseTo(slain(10, SPEARS * WARD), 12);
    expect(m.cells[1]![1]!.mean).toBeCloseTo(slain(10, GREATSWORDS * WARD), 12);
    expect(m.cells[0]![1]!.models).toBe(5);
    // P(wiped out): five or more of the ten attacks.
    expect(m.cells[1]![0]!.wipe).toBeCloseTo(
      expectation(10, GREATSWORDS, (k) => (k >= 5 ? 1 : 0)),
      12,
    );
  });

  test('sweeps: save, ward, Health and attacks per model', () => {
    const one = { profiles: ['Spears'], targets: ['Guard'] };
    const saves = sweep(FILE as never, { ...one, characteristic: 'save', values: [2, 3, 6, null] });
    // A save of s+ fails with chance (s - 1)/6; none always fails.
    [1 / 6, 2 / 6, 5 / 6, 1].forEach((fail, i) => {
      expect(saves.series[0]!.summaries[i]!.mean).toBeCloseTo(slain(10, (1 / 4) * fail), 12);
    });
    const wards = sweep(FILE as never, { ...one, characteristic: 'ward', values: [4, 6, null] });
    [3 / 6, 5 / 6, 1].forEach((through, i) => {
      expect(wards.series[0]!.summaries[i]!.mean).toBeCloseTo(slain(10, SPEARS * through), 12);
    });
    // Health 2: every two damage points slay a model (damage spills over), 10 in all.
    const health = sweep(FILE as never, { ...one, characteristic: 'wounds', values: [2] });
    expect(health.series[0]!.summaries[0]!.mean).toBeCloseTo(
      expectation(10, SPEARS, (k) => Math.floor(Math.min(k, 10) / 2)),
      12,
    );
    const attacks = sweep(FILE as never, { ...one, characteristic: 'shots', values: [2, 3] });
    expect(attacks.series[0]!.summaries[0]!.mean).toBeCloseTo(slain(20, SPEARS), 12);
    expect(attacks.series[0]!.summaries[1]!.mean).toBeCloseTo(slain(30, SPEARS), 12);
    expect(() =>
      sweep(FILE as never, { ...one, characteristic: 'toughness', values: [4] }),
    ).toThrow(
      /toughness is not a characteristic of Warhammer Age of Sigmar 4th edition; those are save, ward, wounds, shots/,
    );
  });

  test('turns: two turns are twenty attacks', () => {
    const t = overTurns(FILE as never, { profiles: ['Spears'], targets: ['Guard'], turns: 2 });
    const wiped = (n: number) => expectation(n, SPEARS, (k) => (k >= 5 ? 1 : 0));
    expect(t.series[0]!.destroyed[0]).toBeCloseTo(wiped(10), 12);
    expect(t.series[0]!.destroyed[1]).toBeCloseTo(wiped(20), 12);
    expect(t.series[0]!.meanSlain[1]).toBeCloseTo(slain(20, SPEARS), 12);
  });
});

describe('aos4 analyses on the command line', () => {
  const file = 'examples/analytics/aos4-loadouts.json';
  const text = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
  const cli = (args: string[]) => fakeCli(args, { files: { [file]: text } });

  test.each([
    ['compare', ['--target', 'Guard']],
    ['matrix', []],
    ['sweep', ['--target', 'Guard', '--save', '2+..none']],
    ['turns', ['--turns', '3']],
  ])('mathhammer %s reads the file', async (command, options) => {
    const r = await cli([command, file, ...options, '--json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toBeTypeOf('object');
  });

  test('compare prints the hand-derived means', async () => {
    const r = await cli(['compare', file, '--target', 'Guard', '--json']);
    const json = JSON.parse(r.stdout) as { entries: { profile: string; mean: number }[] };
    expect(json.entries.find((e) => e.profile === 'Spears')!.mean).toBeCloseTo(
      slain(10, SPEARS),
      12,
    );
  });
});
