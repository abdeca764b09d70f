// Monte Carlo shots per second: every sampler of mathhammer against the generator's bound and
// against a baseline written as popular calculators write theirs (bench/naive.mjs) and a tight
// one (bench/tightScrollhammer.mjs: typed arrays, no object per shot or trial), in one run.
// Run: npm run bench:sampler (builds dist/ first). Imports the built package, as users get it.
//
// Two profiles, 100 shots a volley (bench/profiles.mjs; test/bench/naive.test.ts checks that
// the baseline's mean slain agrees with the exact engine on both):
// - plain: 100 shots BS 4 (3+ to hit), S 4, AP 1 at 10 Toughness 4 models of 2 Wounds, 4+ save
//   (5+ after AP), Feel No Pain 5+; allocation `rules` (the same as `sequential` here: every
//   wound does 1).
// - critical: 80 shots BS 4 S 4 AP 1 with Critical Strike and 20 shots BS 4 S 8 AP 3 (Instant
//   Death against Toughness 4) at 20 models of 3 Wounds, 4+ save, Feel No Pain 5+; allocation
//   `sequential`, as the baseline allocates (wounds of 1, 2, 3 and "slain outright" in the
//   order rolled).
// The cases take turns for ROUNDS rounds after a warm-up round; the median round is reported.
// Figures go into docs/benchmarks.md.
import os from 'node:os';
import { compileAttack, DiceStream, exactAttack, monteCarlo, pcg32 } from '../dist/engine.js';
import { naiveSimulate } from './naive.mjs';
import { benchProfiles } from './profiles.mjs';
import { tightSimulate } from './tightScrollhammer.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const SAMPLES = 200_000; // volleys per round for mathhammer's samplers: 20 million shots
const NAIVE_SAMPLES = 20_000; // volleys per round for the baseline: 2 million shots
const TIGHT_SAMPLES = 50_000; // volleys per round for the tight baseline: 5 million shots
const DICE = 20_000_000; // dice per round for the generator's bound

const profiles = benchProfiles(compileAttack);

let sink = 0;
const cases = [];
const bound = new DiceStream(pcg32(99));
const bulkBound = new DiceStream(pcg32(98));
cases.push({
  key: 'd6',
  unit: 'dice',
  count: DICE,
  run: () => {
    let s = 0;
    for (let i = 0; i < DICE; i++) s += bound.d6();
    return s;
  },
});
cases.push({
  key: 'bulk',
  unit: 'dice',
  count: DICE,
  run: () => {
    let s = 0;
    for (let i = 0; i < DICE; i += 100) s += bulkBound.countAtLeast(100, 4);
    return s;
  },
});
for (const [name, p] of Object.entries(profiles)) {
  let seed = 0;
  for (const mode of ['counts', 'outcome', 'dice']) {
    const samples = mode === 'dice' ? SAMPLES / 4 : SAMPLES;
    cases.push({
      key: `${name}/${mode}`,
      unit: 'shots',
      count: samples * 100,
      run: () => {
        const r = monteCarlo(p.plan, { samples, seed: seed++, mode });
        if (r.mode !== mode) throw new Error(`${mode} ran as ${r.mode}`);
        return r.results.slain.mean();
      },
    });
  }
  // The two baselines, the same volley and the same question (test/bench/naive.test.ts).
  for (const [key, simulate, trials] of [
    ['naive', naiveSimulate, NAIVE_SAMPLES],
    ['tight', tightSimulate, TIGHT_SAMPLES],
  ]) {
    cases.push({
      key: `${name}/${key}`,
      unit: 'shots',
      count: trials * 100,
      run: () => {
        const [ps, models, wounds] = p.naive;
        const d = simulate(ps, models, wounds, trials);
        return Object.entries(d).reduce((m, [k, f]) => m + Number(k) * f, 0);
      },
    });
  }
}

// Each case's rate by wall-clock time and by the process's CPU time (user + system), so that a
// run on a shared, loaded machine still says something: the CPU-time rate is what one core
// gives this code; the wall-clock rate also pays for other processes' turns.
const rates = new Map(cases.map((c) => [c.key, { wall: [], cpu: [] }]));
const loadBefore = os.loadavg()[0];
for (let round = -1; round < ROUNDS; round++) {
  for (const c of cases) {
    const cpu0 = process.cpuUsage();
    const start = process.hrtime.bigint();
    sink += c.run();
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    const cpu = process.cpuUsage(cpu0);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    if (round >= 0) {
      rates.get(c.key).wall.push(c.count / seconds / 1e6);
      rates.get(c.key).cpu.push(c.count / cpuSeconds / 1e6);
    }
  }
}
const median = (xs) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)];
const stat = (key) => {
  const r = rates.get(key);
  return { median: median(r.wall), best: Math.max(...r.wall), cpu: median(r.cpu) };
};

const f = (x, d = 0) => x.toFixed(d);
console.log(
  `Node ${process.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} logical CPUs, load ${loadBefore.toFixed(2)} before, ${os.loadavg()[0].toFixed(2)} after`,
);
console.log(
  `${ROUNDS} rounds after a warm-up; median (best) by wall-clock time, and median by CPU time; millions per second\n`,
);
const d6 = stat('d6');
const bulk = stat('bulk');
console.log('| generator bound | M dice/s | best | by CPU time |');
console.log('|---|---:|---:|---:|');
console.log(
  `| DiceStream.d6(), one call per die | ${f(d6.median)} | ${f(d6.best)} | ${f(d6.cpu)} |`,
);
console.log(
  `| DiceStream.countAtLeast(100, 4), dice in bulk | ${f(bulk.median)} | ${f(bulk.best)} | ${f(bulk.cpu)} |`,
);
const goals = [];
for (const [name, p] of Object.entries(profiles)) {
  const exact = exactAttack(p.plan).slain.mean();
  const naive = stat(`${name}/naive`);
  console.log(
    `\n${name} (allocation ${p.plan.allocation}): ${p.dicePerShot.toFixed(3)} dice per shot rolled dice by dice; exact mean slain ${exact.toFixed(4)}\n`,
  );
  console.log(
    '| sampler | M shots/s | best | by CPU time | x baseline (wall) | x baseline (CPU) | shots per d6() of the bound |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  const label = {
    naive: 'baseline (bench/naive.mjs)',
    tight: 'tight baseline (bench/tightScrollhammer.mjs)',
  };
  for (const mode of ['counts', 'outcome', 'dice', 'naive', 'tight']) {
    const s = stat(`${name}/${mode}`);
    console.log(
      `| ${label[mode] ?? mode} | ${f(s.median)} | ${f(s.best)} | ${f(s.cpu)} | ${f(s.median / naive.median, 1)}x | ${f(s.cpu / naive.cpu, 1)}x | ${f(s.median / d6.median, 2)} |`,
    );
  }
  const counts = stat(`${name}/counts`);
  const want = name === 'plain' ? 12 : 10;
  goals.push([
    `${name}: counts at least ${want}x the baseline (CPU time)`,
    `${f(counts.cpu / naive.cpu, 1)}x`,
    counts.cpu / naive.cpu >= want,
  ]);
  const tight = stat(`${name}/tight`);
  goals.push([
    `${name}: counts at least 12x the tight baseline (CPU time)`,
    `${f(counts.cpu / tight.cpu, 1)}x`,
    counts.cpu / tight.cpu >= 12,
  ]);
  if (p.plan.allocation === 'sequential') {
    goals.push([
      `${name}: sequential allocation of mixed damage by counts, at least 150 M shots/s (CPU time)`,
      `${f(counts.cpu)} M`,
      counts.cpu >= 150,
    ]);
  }
}
console.log('\n| goal | measured | |\n|---|---:|---|');
for (const [goal, measured, met] of goals)
  console.log(`| ${goal} | ${measured} | ${met ? 'met' : 'NOT met'} |`);
if (!Number.isFinite(sink)) throw new Error('unreachable');
