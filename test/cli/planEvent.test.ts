// `mathhammer plan`: an analysis file's values against a hand derivation, and --event: every army
// list of an event against every other, sharded and merged back; its usage errors.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { planShooting } from '../../src/armyTurn/index.js';
import { fakeCli } from '../helpers/fakeCli.js';

const MINE = 'examples/rosters/strike-force.rosz';
const THEIRS = 'examples/rosters/waaagh.json';

// A Lascannon-like shot (1 attack, BS 2+, S12 AP-3) at two one-model targets of 1 Wound (T10,
// Sv 3+: 6+ after AP) worth 100 and 60 points; a second shooter with two such shots. Each shot
// destroys its target when it hits (5/6), wounds (S12 against T10: 3+, 2/3) and is not saved
// (6+: 5/6): p = 5/6 x 2/3 x 5/6 = 25/54.
const ANALYSIS = {
  ruleset: 'wh40k-10e',
  shooters: [
    {
      name: 'Predator',
      attackers: [
        { name: 'Lascannon', models: 1, attacks: 1, bs: 2, strength: 12, ap: -3, damage: 1 },
      ],
    },
    {
      name: 'Devastators',
      attackers: [
        { name: 'Lascannons', models: 2, attacks: 1, bs: 2, strength: 12, ap: -3, damage: 1 },
      ],
    },
  ],
  targets: [
    { name: 'Killa Kan', points: 100, models: 1, toughness: 10, save: 3, wounds: 1 },
    { name: 'Deffkopta', points: 60, models: 1, toughness: 10, save: 3, wounds: 1 },
  ],
};

describe('mathhammer plan', () => {
  test('an analysis file: the same numbers as planShooting, the objective and depth options', async () => {
    const files = { 'phase.json': JSON.stringify(ANALYSIS) };
    const r = await fakeCli(
      ['plan', 'phase.json', '--json', '--objective', 'destroy:Killa Kan', '--depth', '1'],
      {
        files,
      },
    );
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const direct = planShooting({ ...ANALYSIS, objective: { destroy: 'Killa Kan' }, depth: 1 });
    const plan = JSON.parse(r.stdout);
    expect(plan.adaptive.value).toBeCloseTo(direct.adaptive.value, 12);
    expect(plan.fixed.value).toBeCloseTo(direct.fixed.value, 12);
    expect(plan.greedy.value).toBeCloseTo(direct.greedy.value, 12);
    // Depth 1: the first decision's branches end there.
    for (const b of plan.adaptive.tree.branches) expect(b.next).toBeUndefined();
    // Every shot at the Killa Kan until it is destroyed: three shots, P(at least one) = 1 -
    // (29/54)^3; no plan does better, the fixed plan declaring all three at it does as well.
    expect(plan.adaptive.value).toBeCloseTo(1 - (29 / 54) ** 3, 12);
    expect(plan.fixed.value).toBeCloseTo(1 - (29 / 54) ** 3, 12);
  });

  test('--event: every list against every other, sharded in CSV, merged back byte for byte', async () => {
    const lists = [MINE, THEIRS, 'examples/rosters/household-11e.json'];
    const whole = await fakeCli(['plan', '--event', ...lists, '--format', 'csv']);
    expect(whole.code).toBe(0);
    const lines = whole.stdout.trim().split('\n');
    expect(lines[0]).toBe(
      'row,mine,theirs,ruleset,method,adaptive,standard_error,fixed,greedy,first,error',
    );
    expect(lines).toHaveLength(7);
    // The two 10th-edition lists are planned; every pair with the 11th-edition list says why not.
    expect(lines[1]).toMatch(
      /^0,examples\/rosters\/strike-force.rosz,examples\/rosters\/waaagh.json,wh40k-10e,exact,/,
    );
    expect(lines[2]).toContain('different editions');
    for (const n of [2, 3]) {
      const files: Record<string, string> = {};
      for (let i = 0; i < n; i++) {
        const r = await fakeCli([
          'plan',
          '--event',
          ...lists,
          '--format',
          'csv',
          '--shard',
          `${i}/${n}`,
        ]);
        expect(r.code).toBe(0);
        files[`s${i}.csv`] = r.stdout;
      }
      const merged = await fakeCli(['merge', ...Object.keys(files).reverse()], { files });
      expect(merged.stdout).toBe(whole.stdout);
    }
    // Row 0's values are those of plan MINE --against THEIRS.
    const plan = JSON.parse(
      (await fakeCli(['plan', '--roster', MINE, '--against', THEIRS, '--json'])).stdout,
    );
    const row0 = lines[1]!.split(',');
    expect(Number(row0[5])).toBe(plan.adaptive.value);
    expect(Number(row0[7])).toBe(plan.fixed.value);
    expect(Number(row0[8])).toBe(plan.greedy.value);
  });

  test('--event usage errors', async () => {
    const cases: [string[], RegExp][] = [
      [['plan', '--event', MINE], /--event needs the rosters of at least two army lists, got 1/],
      [
        ['plan', '--event', MINE, THEIRS, '--format', 'xml'],
        /--format: expected jsonl or csv, got "xml"/,
      ],
      [['plan', '--event', MINE, THEIRS, '--shard', '4/4'], /--shard: expected i\/N/],
      [
        ['plan', '--event', MINE, THEIRS, '--against', THEIRS],
        /--event takes the rosters as its files/,
      ],
      [['plan', MINE, '--against', THEIRS, '--shard', '0/2'], /--shard is for --event/],
    ];
    for (const [args, message] of cases) {
      const r = await fakeCli(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr, args.join(' ')).toMatch(message);
    }
  });

  test('examples/army-turn/lascannons.json: adapting is worth 5.73 points, each value derived by hand', async () => {
    const file = 'examples/army-turn/lascannons.json';
    const r = await fakeCli(['plan', file, '--json'], {
      files: { [file]: readFileSync(file, 'utf8') },
    });
    expect(r.code).toBe(0);
    const plan = JSON.parse(r.stdout);
    // A lascannon (BS 2+, S12 AP-3, D6+1) at the Deffkopta (T8, 4+ save, 4 Wounds): it hits on
    // 2+ and wounds on 3+ (S12 > T8), and AP-3 leaves no save: it wounds with 5/6 x 2/3 = 5/9.
    // D6+1 is 4 or more (destroyed at once) with 4/6, else 2 or 3: two such wounds destroy it.
    const w = 5 / 9;
    const killsAlone = (w * 4) / 6; // 10/27
    // Two shots from fresh: not destroyed with no wound, or one wound of 2 or 3.
    const twoFromFresh = 1 - ((1 - w) ** 2 + 2 * w * (1 - w) * (1 / 3)); // 155/243
    // Two shots at a Deffkopta carrying 2 or 3 damage: any wound destroys it.
    const twoFromDamaged = 1 - (1 - w) ** 2; // 65/81
    // Three shots from fresh (the fixed plan: every lascannon at the Deffkopta).
    const threeFromFresh = 1 - ((1 - w) ** 3 + 3 * w * (1 - w) ** 2 * (1 / 3)); // 65/81
    // At the Killa Kan (T10, 3+ save: 6+ after AP-3, 8 Wounds): unsaved with 5/6 x 2/3 x 5/6 =
    // 25/54; two lascannons destroy it when both are unsaved and 2D6 + 2 >= 8 (26/36).
    const kanByTwo = (25 / 54) ** 2 * (26 / 36);
    expect(plan.fixed.value).toBeCloseTo(60 * threeFromFresh, 12);
    // Adaptive: the Predator at the Deffkopta; destroyed, the Devastators turn to the Kan;
    // untouched, or carrying 2 or 3 damage, they finish the Deffkopta.
    const adaptive =
      killsAlone * (60 + 100 * kanByTwo) +
      (1 - w) * 60 * twoFromFresh +
      ((2 * w) / 6) * 60 * twoFromDamaged;
    expect(plan.adaptive.value).toBeCloseTo(adaptive, 12);
    expect(plan.adaptive.value - plan.fixed.value).toBeCloseTo(5.733, 3);
    expect(plan.adaptive.tree.step).toEqual({
      shooter: 'Predator',
      assignment: [{ entry: 'Lascannon', target: 'Deffkopta' }],
    });
  });
});
