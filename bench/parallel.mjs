// Monte Carlo over worker threads (mathhammer/node) against one thread, in one run, with the
// results checked equal byte for byte. Run: npm run bench:parallel (builds dist/ first).
//
// The plain profile of bench/sampler.mjs (100 shots a volley) and the mixed unit of the
// dice-by-dice sampler's tests, each sampled SAMPLES times per round by every sampler: on this
// thread (monteCarlo), then on 2 worker threads (monteCarloParallel). The cases take turns for
// ROUNDS rounds after a warm-up; medians. Worker start-up (loading the library into each
// thread) is part of the time, as a user sees it. Figures go into docs/benchmarks.md.
import os from 'node:os';
import { compileAttack, monteCarlo } from '../dist/index.js';
import { monteCarloParallel } from '../dist/node/index.js';

const ROUNDS = 7;
const SAMPLES = { counts: 2_000_000, outcome: 1_000_000, dice: 400_000 };
const WORKERS = 2;

const plan = compileAttack({
  phase: 'shooting',
  allocation: 'rules',
  attackers: [{ models: 100, bs: 4, shots: 1, strength: 4, ap: 1, rules: [], reroll: {} }],
  target: {
    groups: [{ models: 10, toughness: 4, wounds: 2, save: 4, feelNoPain: 5, rules: [] }],
    goneToGround: false,
  },
});

const seconds = async (fn) => {
  const start = process.hrtime.bigint();
  const r = await fn();
  return [Number(process.hrtime.bigint() - start) / 1e9, r];
};

const rows = [];
for (const mode of ['counts', 'outcome', 'dice']) {
  const samples = SAMPLES[mode];
  const one = [];
  const two = [];
  for (let round = -1; round < ROUNDS; round++) {
    const [t1, a] = await seconds(() => monteCarlo(plan, { samples, seed: round + 10, mode }));
    const [t2, b] = await seconds(() =>
      monteCarloParallel(plan, { samples, seed: round + 10, mode, workers: WORKERS }),
    );
    if (JSON.stringify(a.results) !== JSON.stringify(b.results)) throw new Error('differ');
    if (round >= 0) {
      one.push(t1);
      two.push(t2);
    }
  }
  const median = (x) => x.toSorted((p, q) => p - q)[Math.floor(x.length / 2)];
  rows.push({
    mode,
    samples,
    one: median(one),
    two: median(two),
    // The rounds least disturbed by other work on the machine: the fastest of each.
    bestOne: Math.min(...one),
    bestTwo: Math.min(...two),
  });
}

console.log(
  `Node ${process.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} logical CPUs, load ${os.loadavg()[0].toFixed(2)}`,
);
console.log(
  `median (fastest) of ${ROUNDS} rounds after a warm-up; results equal byte for byte in every round\n`,
);
console.log(
  `| sampler | samples (x100 shots) | 1 thread | ${WORKERS} workers | speed-up, medians | speed-up, fastest rounds | M shots/s, ${WORKERS} workers (fastest) |`,
);
console.log('|---|---:|---:|---:|---:|---:|---:|');
const ms = (x) => `${(x * 1000).toFixed(0)} ms`;
for (const r of rows) {
  console.log(
    `| ${r.mode} | ${r.samples.toLocaleString('en-US')} | ${ms(r.one)} (${ms(r.bestOne)}) | ${ms(r.two)} (${ms(r.bestTwo)}) | ${(r.one / r.two).toFixed(2)}x | ${(r.bestOne / r.bestTwo).toFixed(2)}x | ${((r.samples * 100) / r.bestTwo / 1e6).toFixed(0)} |`,
  );
}
console.log(
  `\nload average at the end: ${os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(', ')}`,
);
