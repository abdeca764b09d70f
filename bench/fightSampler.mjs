// The MESBG fight's sampler (sampleFight) against a naive simulator of the same fight
// (bench/naiveFight.mjs: Math.random for every die, objects for every model and fight), in one
// process, taking turns. Run: npm run bench:fight-sampler (builds dist/ first). Imports the
// built package, as users get it.
//
// Case (bench/naiveFight.mjs, fightCase): a Captain, a warrior and a spear against an Orc
// Captain, an Orc and an Orc spear; no Might, Fate or banners (the naive simulator has none).
// Each round runs the baseline, sampleFight and, with --base <dist>, that build's
// sampleFight; then sampleFight of the 3 v 3 of bench/fight.mjs (Heroes with Might and Fate,
// banners on both sides: every path of the sampler), which the naive simulator cannot play,
// for its rate in dice (fightSamplingWork) a second. ROUNDS rounds after a warm-up; medians, in
// thousands of fights a second, by wall-clock and by CPU time. Figures go into
// docs/benchmarks.md.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as engine from '../dist/engine.js';
import { inTurns, machineLine } from './inTurns.mjs';
import { fightCase, mightFight, naiveFightSimulate } from './naiveFight.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 7);
const SAMPLES = 400_000;
const NAIVE_SAMPLES = 100_000;

const baseAt = process.argv.indexOf('--base');
const base =
  baseAt > 0
    ? await import(pathToFileURL(path.resolve(process.argv[baseAt + 1], 'engine.js')).href)
    : null;

const c = fightCase();
const planOf = (e, s) => e.compileFight(e.parseScenario(s));
const full = mightFight();
const plan = planOf(engine, c.scenario);
const fullPlan = planOf(engine, full);
let seed = 1;
const runs = [
  {
    key: 'naive',
    units: NAIVE_SAMPLES,
    run: () => naiveFightSimulate(...c.naive, NAIVE_SAMPLES).duelWinA,
  },
  {
    key: 'sampleFight',
    units: SAMPLES,
    run: () => engine.sampleFight(plan, { samples: SAMPLES, seed: seed++ }).duelWinA.mean(),
  },
  {
    key: 'full',
    units: SAMPLES,
    run: () => engine.sampleFight(fullPlan, { samples: SAMPLES, seed: seed++ }).duelWinA.mean(),
  },
];
if (base) {
  const basePlan = planOf(base, c.scenario);
  runs.push({
    key: 'base',
    units: SAMPLES,
    run: () => base.sampleFight(basePlan, { samples: SAMPLES, seed: seed++ }).duelWinA.mean(),
  });
}

const { loadBefore, stat } = inTurns(runs, ROUNDS, 1e3);
console.log(machineLine(loadBefore));
console.log(`${ROUNDS} rounds after a warm-up, in turns; medians; thousands of fights a second\n`);
const naive = stat('naive');
console.log(
  `plain 3 v 3 (exact P(A wins the Duel) ${engine.exactFight(plan).duelWinA.mean().toFixed(4)})\n`,
);
console.log('| sampler | k fights/s (wall) | by CPU time | x baseline (wall) | x baseline (CPU) |');
console.log('|---|---:|---:|---:|---:|');
const rows = [
  ['sampleFight', 'sampleFight'],
  ...(base ? [['base build sampleFight', 'base']] : []),
  ['baseline (bench/naiveFight.mjs)', 'naive'],
];
for (const [label, k] of rows) {
  const s = stat(k);
  console.log(
    `| ${label} | ${s.wall.toFixed(0)} | ${s.cpu.toFixed(0)} | ${(s.wall / naive.wall).toFixed(1)}x | ${(s.cpu / naive.cpu).toFixed(1)}x |`,
  );
}
const f = stat('full');
const dice = engine.fightSamplingWork(fullPlan, 1);
console.log(
  `\n3 v 3 with Might, Fate and banners (bench/fight.mjs): ${f.cpu.toFixed(0)} k fights/s by CPU time (${f.wall.toFixed(0)} wall), ${((f.cpu * 1e3 * dice) / 1e6).toFixed(1)} M dice (fightSamplingWork) a second`,
);
