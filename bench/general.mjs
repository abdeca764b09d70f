// The general plan's sampler (every ruleset newer than Scrollhammer runs on it) against a
// naive simulator of the same attack (bench/naive40k.mjs: Math.random for every die, an object
// for every attack) and a tight one (bench/tight40k.mjs: typed arrays, no object per attack or
// trial), in one process, taking turns. Run: npm run bench:general (builds dist/
// first). Imports the built package, as users get it.
//
// Cases (bench/profiles40k.mjs, 20 attacks a volley): intercessors (Lethal Hits at Boyz) and
// critical (Sustained Hits, Lethal Hits, Devastating Wounds, D3 damage, FNP, W3 models).
// Each round runs, for each case: the baseline, samplePlan (its default, the counts sampler
// when it takes the plan) and samplePlan with mode 'dice' (the dice-by-dice sampler, which
// every plan ran before); with --base <dist>, also that build's samplePlan. ROUNDS rounds after
// a warm-up; medians, in millions of attacks per second, by wall-clock and by CPU time. The
// goal (at least 10x the baseline, CPU time) is printed met or NOT met.
// Figures go into docs/benchmarks.md.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as engine from '../dist/engine.js';
import { inTurns, machineLine } from './inTurns.mjs';
import { naive40kSimulate } from './naive40k.mjs';
import { profiles40k } from './profiles40k.mjs';
import { tight40kSimulate } from './tight40k.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 7);
const SAMPLES = 400_000; // volleys per round for mathhammer's counts sampler
const SLOW_SAMPLES = 100_000; // for the dice-by-dice sampler and a base build
const NAIVE_SAMPLES = 50_000; // for the baseline
const TIGHT_SAMPLES = 200_000; // for the tight baseline

const baseAt = process.argv.indexOf('--base');
const base =
  baseAt > 0
    ? await import(pathToFileURL(path.resolve(process.argv[baseAt + 1], 'engine.js')).href)
    : null;

const cases = profiles40k(engine);
const runs = [];
for (const [name, c] of Object.entries(cases)) {
  let seed = 1;
  const [weapon, target] = c.naive;
  runs.push({
    key: `${name}/naive`,
    units: NAIVE_SAMPLES * c.attacks,
    run: () => naive40kSimulate(weapon, target, NAIVE_SAMPLES)[0] ?? 0,
  });
  runs.push({
    key: `${name}/tight`,
    units: TIGHT_SAMPLES * c.attacks,
    run: () => tight40kSimulate(weapon, target, TIGHT_SAMPLES)[0] ?? 0,
  });
  runs.push({
    key: `${name}/counts`,
    units: SAMPLES * c.attacks,
    run: () => engine.samplePlan(c.plan, { samples: SAMPLES, seed: seed++ }).slain.mean(),
  });
  runs.push({
    key: `${name}/dice`,
    units: SLOW_SAMPLES * c.attacks,
    run: () =>
      engine.samplePlan(c.plan, { samples: SLOW_SAMPLES, seed: seed++, mode: 'dice' }).slain.mean(),
  });
  if (base) {
    const plan = profiles40k(base)[name].plan;
    runs.push({
      key: `${name}/base`,
      units: SLOW_SAMPLES * c.attacks,
      run: () => base.samplePlan(plan, { samples: SLOW_SAMPLES, seed: seed++ }).slain.mean(),
    });
  }
}

const { loadBefore, stat } = inTurns(runs, ROUNDS, 1e6);
console.log(machineLine(loadBefore));
console.log(
  `${ROUNDS} rounds after a warm-up, in turns; medians; millions of attacks per second\n`,
);
const goals = [];
for (const name of Object.keys(cases)) {
  const naive = stat(`${name}/naive`);
  const exact = engine.exactPlan(cases[name].plan).slain.mean();
  console.log(`${name} (exact mean slain ${exact.toFixed(4)})\n`);
  console.log(
    '| sampler | M attacks/s (wall) | by CPU time | x baseline (wall) | x baseline (CPU) |',
  );
  console.log('|---|---:|---:|---:|---:|');
  const rows = [
    ['samplePlan (counts)', 'counts'],
    ["samplePlan, mode 'dice'", 'dice'],
    ...(base ? [['base build samplePlan', 'base']] : []),
    ['baseline (bench/naive40k.mjs)', 'naive'],
    ['tight baseline (bench/tight40k.mjs)', 'tight'],
  ];
  for (const [label, k] of rows) {
    const s = stat(`${name}/${k}`);
    console.log(
      `| ${label} | ${s.wall.toFixed(1)} | ${s.cpu.toFixed(1)} | ${(s.wall / naive.wall).toFixed(1)}x | ${(s.cpu / naive.cpu).toFixed(1)}x |`,
    );
  }
  console.log('');
  const counts = stat(`${name}/counts`);
  goals.push([`${name}: samplePlan at least 10x the baseline (CPU time)`, counts.cpu / naive.cpu]);
  goals.push([
    `${name}: samplePlan at least 10x the tight baseline (CPU time)`,
    counts.cpu / stat(`${name}/tight`).cpu,
  ]);
}
console.log('| goal | measured | |\n|---|---:|---|');
for (const [goal, x] of goals)
  console.log(`| ${goal} | ${x.toFixed(1)}x | ${x >= 10 ? 'met' : 'NOT met'} |`);
