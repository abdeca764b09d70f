// Monte Carlo over worker threads (mathhammer/node) against one thread, in one run, with the
// results checked equal byte for byte: 2 threads asked for, and the number chosen from the
// work when `workers` is omitted (chooseWorkers), on long runs and on a short one. Run: npm run bench:parallel (builds dist/ first).
//
// The plain profile of bench/sampler.mjs (100 shots a volley) and the mixed unit of the
// dice-by-dice sampler's tests, each sampled SAMPLES times per round by every sampler: on this
// thread (monteCarlo), then on 2 worker threads (monteCarloParallel). The cases take turns for
// ROUNDS rounds after a warm-up; medians. Worker start-up (loading the library into each
// thread) is part of the time, as a user sees it. Figures go into docs/benchmarks.md.
import os from 'node:os';
import { compileAttack, monteCarlo } from '../dist/engine.js';
import { chooseWorkers, monteCarloParallel } from '../dist/node/index.js';

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

// Every sampler on a long run, and the counts sampler on a short one (10,000 samples, a few
// milliseconds: the automatic choice must stay on one thread there).
// Then runs near the threshold where the automatic choice first takes a second thread (a
// fifth of a second or less on one thread): the start-up must not make them slower.
const runs = [
  ...['counts', 'outcome', 'dice'].map((mode) => ({ mode, samples: SAMPLES[mode] })),
  { mode: 'counts', samples: 10_000 },
  { mode: 'counts', samples: 500_000 },
  { mode: 'outcome', samples: 300_000 },
  { mode: 'dice', samples: 150_000 },
];
const rows = [];
for (const { mode, samples } of runs) {
  const one = [];
  const two = [];
  const auto = [];
  for (let round = -1; round < ROUNDS; round++) {
    const seed = round + 10;
    const [t1, a] = await seconds(() => monteCarlo(plan, { samples, seed, mode }));
    const [t2, b] = await seconds(() =>
      monteCarloParallel(plan, { samples, seed, mode, workers: WORKERS }),
    );
    const [t3, c] = await seconds(() => monteCarloParallel(plan, { samples, seed, mode }));
    if (JSON.stringify(a.results) !== JSON.stringify(b.results)) throw new Error('differ');
    if (JSON.stringify(a.results) !== JSON.stringify(c.results)) throw new Error('differ');
    if (round >= 0) {
      one.push(t1);
      two.push(t2);
      auto.push(t3);
    }
  }
  const median = (x) => x.toSorted((p, q) => p - q)[Math.floor(x.length / 2)];
  rows.push({
    mode,
    samples,
    threads: chooseWorkers(plan, samples, mode),
    one: median(one),
    two: median(two),
    auto: median(auto),
    // The rounds least disturbed by other work on the machine: the fastest of each.
    bestOne: Math.min(...one),
    bestTwo: Math.min(...two),
    bestAuto: Math.min(...auto),
  });
}

console.log(
  `Node ${process.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} logical CPUs, load ${os.loadavg()[0].toFixed(2)}`,
);
console.log(
  `median (fastest) of ${ROUNDS} rounds after a warm-up; results equal byte for byte in every round\n`,
);
console.log(
  `| sampler | samples (x100 shots) | 1 thread | ${WORKERS} threads | workers omitted (threads chosen) | speed-up, ${WORKERS} threads | speed-up, chosen | M shots/s, chosen (fastest) |`,
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
const ms = (x) => `${(x * 1000).toFixed(x < 0.1 ? 1 : 0)} ms`;
for (const r of rows) {
  console.log(
    `| ${r.mode} | ${r.samples.toLocaleString('en-US')} | ${ms(r.one)} (${ms(r.bestOne)}) | ${ms(r.two)} (${ms(r.bestTwo)}) | ${ms(r.auto)} (${ms(r.bestAuto)}), ${r.threads} | ${(r.one / r.two).toFixed(2)}x | ${(r.one / r.auto).toFixed(2)}x | ${((r.samples * 100) / r.bestAuto / 1e6).toFixed(0)} |`,
  );
}
// The goal: with workers omitted, a run is never slower than on one thread (5% for noise).
const slower = rows.filter((r) => r.auto > r.one * 1.05);
console.log(
  `\nworkers omitted never slower than one thread (within 5%): ${slower.length === 0 ? 'met' : `NOT met (${slower.map((r) => `${r.mode} ${r.samples}`).join(', ')})`}`,
);
console.log(
  `load average at the end: ${os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(', ')}`,
);
