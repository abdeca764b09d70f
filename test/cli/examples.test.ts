/**
 * Every scenario in examples/ is run: through evaluate(), against expected values with their
 * source, and through the built command line, which must print the same result.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { DEFAULT_SCENARIO } from '../../src/cli/defaultScenario.js';
import type { KtFightScenario } from '../../src/rulesets/killteam/fight/types.js';
import type { MesbgFightScenario } from '../../src/rulesets/mesbg/fight/types.js';
import { evaluateJson } from '../../src/scenario/evaluate.js';
import { summarizeScenario } from '../../src/scenario/summarize.js';
import { parseScenario } from '../../src/scenario/validate.js';
import { AOS4_EXAMPLES } from '../rulesets/aos4/examples.js';
import { KILLTEAM_EXAMPLES } from '../rulesets/killteam/examples.js';
import { fightBrute } from '../rulesets/killteam/fight/bruteForce.js';
import { bruteFight } from '../rulesets/mesbg/fight/bruteForce.js';
import { WH40K_EXAMPLES } from '../rulesets/wh40k-10e/examples.js';
import { WH40K_11E_EXAMPLES } from '../rulesets/wh40k-11e/examples.js';
import { parseXml } from './xml.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const CLI = process.env.MATHHAMMER_CLI ?? join(root, 'dist/cli.js');
const names = readdirSync(join(root, 'examples')).filter((f) => f.endsWith('.json'));
const load = (name: string): unknown =>
  JSON.parse(readFileSync(join(root, 'examples', name), 'utf8'));

type Expected = Record<string, { p: number[]; mean?: number }>;

/** The spec's worked examples (test/fixtures/spec, computed independently with exact fractions). */
function fixture(name: string): { scenario: unknown; expected: Expected } {
  return JSON.parse(readFileSync(join(root, 'test/fixtures/spec', name), 'utf8'));
}

/** Expected results of each example, and where they come from. */
const EXPECTED: Record<string, () => Expected> = {
  'scrollhammer-bowmen-s3-vs-draugr.json': () =>
    fixture('scrollhammer-bowmen-vs-draugr.json').expected,
  'scrollhammer-bs7-reroll.json': () => fixture('scrollhammer-bs7-reroll.json').expected,
  'scrollhammer-critical-strike-w2.json': () =>
    fixture('scrollhammer-critical-strike-w2.json').expected,
  'scrollhammer-critical-strike-w2-sequential.json': () =>
    fixture('scrollhammer-critical-strike-w2-sequential.json').expected,
  'scrollhammer-instant-death-vs-ward.json': () =>
    fixture('scrollhammer-instant-death-vs-ward.json').expected,
  'mesbg-example-28.json': () => fixture('mesbg-example-28.json').expected,
  'mesbg-two-dice-wound.json': () => fixture('mesbg-two-dice-wound.json').expected,
  // Rulebook Example 27: Shoot Value 3+ hits on 4 faces of 6 (2/3); "Strength 2 against
  // Defence 3 needs a 5+" (1/3); one Wound, so a wound slays.
  'mesbg-example-27-hama.json': () => ({
    hits: { p: [1 / 3, 2 / 3] },
    wounds: { p: [7 / 9, 2 / 9] },
    unsaved: { p: [7 / 9, 2 / 9] },
    slain: { p: [7 / 9, 2 / 9] },
  }),
  // Rulebook Example 22: a hit (2/3) must pass one In The Way Test (4+: 1/2) or it hits the
  // house; Strength 2 against Defence 5 needs a 6 (To Wound chart, spec Interpretation 12).
  'mesbg-example-22-bard-in-the-way.json': () => ({
    hits: { p: [1 / 3, 2 / 3] },
    wounds: { p: [1 - 1 / 18, 1 / 18] },
    slain: { p: [1 - 1 / 18, 1 / 18] },
    obstructionHits: { p: [2 / 3, 1 / 3] },
  }),
  // Spec Interpretation 1: hitOn 4 re-rolling 1s hits with 1/2 + 1/6 x 1/2 = 7/12, so 12
  // attacks hit 7 on average; Strength 4 against Toughness 4 wounds on 4+ (1/2).
  'scrollhammer-close-combat-mixed-unit.json': () => ({
    hits: { p: [], mean: 7 },
    wounds: { p: [], mean: 3.5 },
  }),
  // Issue 8 (docs/rules/*.md derive each). Blast and Large Blast: a Hit! (2/6) leaves the
  // marker over the model; after a Miss it moves 2D6 - 3 inches. A 5" marker reaches a 1-inch
  // base 3" away: still over it for 2D6 <= 5 (10/36), so 1/3 + 2/3 x 10/36 = 14/27.
  'scrollhammer-large-blast-one-model.json': () => ({
    hits: { p: [13 / 27, 14 / 27] },
    wounds: { p: [1 - 7 / 27, 7 / 27] },
  }),
  // Two models 2" apart, a 3" marker (reach 2" to each centre), aimed at the first. Hit! or
  // a scatter of 0: only the first. Scatter 1 (2D6 = 4): the first, and the second when the
  // direction is within acos(1/4) of it (cos t > (1 + 4 - 4)/4). Scatter 2 (2D6 = 5): only the
  // second, a third of the directions (cos t > 1/2). Scatter 3 (2D6 = 6): the second within
  // acos(3/4). Further: neither.
  'scrollhammer-blast-two-models.json': () => {
    const a = Math.acos(1 / 4) / Math.PI;
    const b = Math.acos(3 / 4) / Math.PI;
    const two = (2 / 3) * (3 / 36) * a;
    const one = 1 / 3 + (2 / 3) * (3 / 36 + (3 / 36) * (1 - a) + 4 / 36 / 3 + (5 / 36) * b);
    return { hits: { p: [1 - one - two, one, two] } };
  },
  // Autohit Barrages over a rank of ten 1-inch bases: each marker covers three models.
  'scrollhammer-multiple-barrage-autohit.json': () => ({
    hits: { p: [0, 0, 0, 0, 0, 0, 1] },
    wounds: { p: [1, 6, 15, 20, 15, 6, 1].map((n) => n / 64) },
  }),
  // Backfire: a To Hit 1 (1/6), the mage's 4+ save failed (1/2): 1/12 per shot, 3 shots.
  'scrollhammer-backfire.json': () => ({
    selfWounds: { p: [1331, 363, 33, 1].map((n) => n / 1728) },
  }),
  // Absorb Health 4+: a shot restores with 1/2 x 1/2 x 1/2 = 1/8, at most one per model:
  // 1 - (7/8)^2 = 15/64. Absorb Magicka (2 on a 5+): 2 dice per shot with 1/2 x 1/3 = 1/6.
  'scrollhammer-absorb.json': () => ({
    woundsRestored: { p: [49 / 64, 15 / 64] },
    powerDice: { p: [25 / 36, 0, 10 / 36, 0, 1 / 36] },
  }),
  // A MESBG fight: the brute force over every die (test/rulesets/mesbg/fight/bruteForce.ts),
  // written from the spec without the engine's shortcuts.
  'mesbg-fight-captains.json': () => {
    const b = bruteFight(parseScenario(load('mesbg-fight-captains.json')) as MesbgFightScenario);
    return {
      duelWinA: { p: b.duelWinA! },
      woundsB: { p: b.woundsB! },
      woundsA: { p: b.woundsA! },
      mightSpentA: { p: b.mightSpentA! },
      fateSpentB: { p: b.fateSpentB! },
    };
  },
  // A Kill Team fight: the brute force over every die and every resolution order
  // (test/rulesets/killteam/fight/bruteForce.ts), sharing no code with the engine.
  'killteam-fight-duel.json': () => {
    const b = fightBrute(parseScenario(load('killteam-fight-duel.json')) as KtFightScenario);
    const last = (p: number[]) => p[p.length - 1]!;
    return {
      damageToAttacker: { p: b.damageA },
      damageToDefender: { p: b.damageB },
      attackerIncapacitated: { p: [1 - last(b.damageA), last(b.damageA)] },
      defenderIncapacitated: { p: [1 - last(b.damageB), last(b.damageB)] },
    };
  },
  // Furious Charge: S3 + 1 = 4 against T2, Instant Death; 4 attacks each slaying with
  // 1/2 x 5/6 = 5/12 (To Wound 2+), two models.
  'scrollhammer-furious-charge.json': () => ({
    slain: { p: [2401 / 20736, 6860 / 20736, 1 - 9261 / 20736] },
  }),
  // Warhammer 40,000 10th edition: derivations in test/rulesets/wh40k-10e/examples.ts.
  ...WH40K_EXAMPLES,
  ...AOS4_EXAMPLES,
  ...WH40K_11E_EXAMPLES,
  ...KILLTEAM_EXAMPLES,
};

describe('examples/', () => {
  test('every example has expected values, or is the built-in scenario run by Monte Carlo', () => {
    const covered = new Set([
      ...Object.keys(EXPECTED),
      'bowmen-vs-draugr.json',
      'scrollhammer-monte-carlo.json',
    ]);
    expect(names.filter((n) => !covered.has(n))).toEqual([]);
    expect(names.length).toBeGreaterThanOrEqual(12);
  });

  test.each(Object.keys(EXPECTED))('%s gives its expected results', (name) => {
    const results = evaluateJson(load(name)).toJSON().results;
    for (const [key, want] of Object.entries(EXPECTED[name]!())) {
      const got = results[key];
      expect(got, key).toBeDefined();
      for (let k = 0; k < Math.max(want.p.length, got!.p.length) && want.p.length > 0; k++) {
        expect(Math.abs((got!.p[k] ?? 0) - (want.p[k] ?? 0)), `${key}.p[${k}]`).toBeLessThan(1e-12);
      }
      if (want.mean !== undefined) expect(got!.mean).toBeCloseTo(want.mean, 12);
    }
  });

  test('bowmen-vs-draugr.json is the built-in scenario of `mathhammer run`', () => {
    expect(parseScenario(load('bowmen-vs-draugr.json'))).toEqual(parseScenario(DEFAULT_SCENARIO));
  });

  test('bowmen-vs-draugr.svg, the chart shown in docs/cli.md, is well-formed and titled', () => {
    // Regenerate: node dist/cli.js run examples/bowmen-vs-draugr.json --svg docs/bowmen-vs-draugr.svg -q
    const svg = parseXml(readFileSync(join(root, 'docs/bowmen-vs-draugr.svg'), 'utf8'));
    expect(svg.name).toBe('svg');
    const r = evaluateJson(load('bowmen-vs-draugr.json'));
    expect(svg.children[0]).toMatchObject({ name: 'title', text: summarizeScenario(r.scenario) });
  });

  test('scrollhammer-monte-carlo.json agrees with the exact engine within 5 standard errors', () => {
    const mc = evaluateJson(load('scrollhammer-monte-carlo.json'));
    const exact = evaluateJson(load('bowmen-vs-draugr.json'));
    expect(mc.samples).toBe(200_000);
    for (const [key, d] of Object.entries(exact.results)) {
      const se = d.sd() / Math.sqrt(mc.samples!);
      expect(Math.abs(mc.get(key)!.mean() - d.mean()), key).toBeLessThan(5 * se + 1e-12);
    }
  });
});

describe('examples/ through the built command line', () => {
  test.each(names)('mathhammer run examples/%s --json prints what evaluate() gives', (name) => {
    if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`npm run build\` first`);
    const r = spawnSync(process.execPath, [CLI, 'run', join('examples', name), '--json'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(`${JSON.stringify(evaluateJson(load(name)))}\n`);
  });
});
