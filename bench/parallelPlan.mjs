// The automatic thread count of mathhammer/node against one thread: `samplePlanParallel` with
// `workers` omitted against `samplePlan` (the critical-heavy case of bench/profiles40k.mjs),
// or with --fight `sampleFightParallel` against `sampleFight` (the plain 3 v 3 of
// bench/naiveFight.mjs). The results are checked equal byte for byte in every round.
//
// Fair on a shared machine: for each size, ROUNDS rounds (default 7; 51 for 100,000 samples or
// fewer, calls of milliseconds) after a warm-up, each round one call of each, in turns
// (ABAB...: which goes first alternates from round to round), both with the round's seed.
// What is reported is the median of the rounds' ratios (one thread's time over the automatic
// choice's: above 1, the choice is faster) with their spread
// (lowest and highest), by wall-clock time (worker start-up included) and by CPU time of the
// whole process (every thread: process.cpuUsage()). The goal, "never slower than one thread",
// is read as: at every size, the median wall-clock ratio at least 0.95 (met / NOT met); a
// second line says the same by CPU time at the sizes where the choice was one thread.
//
// --two adds `workers: 2` (two threads forced) to each round, in a rotation of the three;
// --base <dist/> adds another build's automatic choice (e.g. main's), its speed-up over this
// build's one thread printed beside.
// SIZES=10000,1000000 sets the sizes. The load average is printed before and after.
// Run: npm run build && node bench/parallelPlan.mjs [--fight] [--two]
// (npm run bench:parallel-plan builds and runs the general plan's.)
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as engine from '../dist/engine.js';
import {
  chooseFightWorkers,
  choosePlanWorkers,
  sampleFightParallel,
  samplePlanParallel,
} from '../dist/node/index.js';
import { fightCase } from './naiveFight.mjs';
import { profiles40k } from './profiles40k.mjs';

const fight = process.argv.includes('--fight');
const withTwo = process.argv.includes('--two');
const baseAt = process.argv.indexOf('--base');
const baseDir = baseAt > 0 ? path.resolve(process.argv[baseAt + 1]) : undefined;
const baseUrl = (file) => pathToFileURL(path.join(baseDir, file)).href;
const baseEngine = baseDir && (await import(baseUrl('engine.js')));
const baseNode = baseDir && (await import(baseUrl('node/index.js')));
const ROUNDS = Number(process.env.ROUNDS ?? 7);
const plan = fight
  ? engine.compileFight(engine.parseScenario(fightCase().scenario))
  : profiles40k(engine).critical.plan;
const sizes = process.env.SIZES
  ? process.env.SIZES.split(',').map(Number)
  : fight
    ? [10_000, 1_000_000, 4_000_000, 16_000_000]
    : [10_000, 1_000_000, 4_000_000];
// The base build's own plan, from its own engine (its classes, its checks).
const basePlan =
  baseEngine &&
  (fight
    ? baseEngine.compileFight(baseEngine.parseScenario(fightCase().scenario))
    : profiles40k(baseEngine).critical.plan);
const single = fight ? engine.sampleFight : engine.samplePlan;
const parallel = fight ? sampleFightParallel : samplePlanParallel;
const choose = fight ? chooseFightWorkers : choosePlanWorkers;

const calls = {
  one: (samples, seed) => single(plan, { samples, seed }),
  auto: (samples, seed) => parallel(plan, { samples, seed }),
  two: (samples, seed) => parallel(plan, { samples, seed, workers: 2 }),
  base: (samples, seed) =>
    (fight ? baseNode.sampleFightParallel : baseNode.samplePlanParallel)(basePlan, {
      samples,
      seed,
    }),
};
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const time = async (f) => {
  const c = cpuMs();
  const s = process.hrtime.bigint();
  const r = await f();
  const wall = Number(process.hrtime.bigint() - s) / 1e6;
  return { wall, cpu: cpuMs() - c, bytes: JSON.stringify(r) };
};
const median = (x) => {
  const s = x.toSorted((p, q) => p - q);
  const h = s.length >> 1;
  return s.length % 2 ? s[h] : (s[h - 1] + s[h]) / 2;
};
const ms = (x) => (x < 10 ? x.toFixed(1) : x.toFixed(0));
const ratio = (xs) =>
  `${median(xs).toFixed(2)}x (${Math.min(...xs).toFixed(2)}-${Math.max(...xs).toFixed(2)})`;

const loadBefore = os.loadavg()[0];
console.log(
  `Node ${process.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} logical CPUs, load ${loadBefore.toFixed(2)} before, ${new Date().toISOString()}`,
);
console.log(
  `${fight ? 'sampleFightParallel against sampleFight, the plain 3 v 3' : 'samplePlanParallel against samplePlan, the critical case'}; at least ${ROUNDS} rounds after a warm-up, in turns (first alternating); medians (lowest-highest)\n`,
);
console.log(
  `| ${fight ? 'fights' : 'samples (x 20 attacks)'} | 1 thread (wall) | automatic (wall) | rounds | threads chosen | speed-up, wall | speed-up, CPU |${withTwo ? ' 2 threads (wall) | 2 threads: speed-up, wall |' : ''}${baseDir ? ' base build, automatic (wall) | base: speed-up, wall | base: speed-up, CPU |' : ''}`,
);
console.log(
  `|---:|---:|---:|---:|---|---:|---:|${withTwo ? '---:|---:|' : ''}${baseDir ? '---:|---:|---:|' : ''}`,
);
let met = true;
// By CPU time, where the choice was one thread in every round (the same work as the one
// thread's call, so CPU time compares them without the load's wall-clock noise).
let metCpu = true;
for (const samples of sizes) {
  const order = ['one', 'auto', ...(withTwo ? ['two'] : []), ...(baseDir ? ['base'] : [])];
  const t = { one: [], auto: [], two: [], base: [] };
  const chosen = new Map();
  // A short call (milliseconds) gets 51 rounds: the median of a few such calls is the noise
  // of the machine's other jobs.
  const rounds = samples <= 100_000 ? Math.max(ROUNDS, 51) : ROUNDS;
  for (let r = -1; r < rounds; r++) {
    // Round r runs the calls rotated by r: ABAB... (ABC, BCA, CAB... with more).
    const k = ((r % order.length) + order.length) % order.length;
    const turn = [...order.slice(k), ...order.slice(0, k)];
    let bytes;
    for (const name of turn) {
      if (name === 'auto' && r >= 0) {
        const n = choose(plan, samples);
        chosen.set(n, (chosen.get(n) ?? 0) + 1);
      }
      const x = await time(() => calls[name](samples, r + 2));
      if (bytes !== undefined && x.bytes !== bytes) throw new Error('the threads gave other bytes');
      bytes = x.bytes;
      if (r >= 0) t[name].push(x);
    }
  }
  const per = (name, f) => t.one.map((o, i) => f(o) / f(t[name][i]));
  const wallUp = per('auto', (x) => x.wall);
  const cpuUp = per('auto', (x) => x.cpu);
  if (median(wallUp) < 0.95) met = false;
  if (chosen.size === 1 && chosen.has(1) && median(cpuUp) < 0.95) metCpu = false;
  const picks = [...chosen]
    .sort((a, b) => a[0] - b[0])
    .map(([n, c]) => `${n} in ${c}`)
    .join(', ');
  const two = withTwo
    ? ` ${ms(median(t.two.map((x) => x.wall)))} ms | ${ratio(per('two', (x) => x.wall))} |`
    : '';
  const baseCols = baseDir
    ? ` ${ms(median(t.base.map((x) => x.wall)))} ms | ${ratio(per('base', (x) => x.wall))} | ${ratio(per('base', (x) => x.cpu))} |`
    : '';
  console.log(
    `| ${samples.toLocaleString('en-US')} | ${ms(median(t.one.map((x) => x.wall)))} ms | ${ms(median(t.auto.map((x) => x.wall)))} ms | ${rounds} | ${picks} | ${ratio(wallUp)} | ${ratio(cpuUp)} |${two}${baseCols}`,
  );
}
console.log(
  `\nload ${os.loadavg()[0].toFixed(2)} after; automatic choice never more than 5% slower than one thread (median wall-clock ratio >= 0.95 at every size): ${met ? 'met' : 'NOT met'}`,
);
console.log(
  `by CPU time, at the sizes where it chose one thread in every round (median ratio >= 0.95): ${metCpu ? 'met' : 'NOT met'}`,
);
