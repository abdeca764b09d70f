// The general plan's runs on worker threads (`samplePlanParallel` of mathhammer/node) against
// one thread (`samplePlan`), the results checked equal byte for byte in every round. The
// critical-heavy case of bench/profiles40k.mjs; 5 rounds, medians; worker start-up included.
// Run: npm run bench:parallel-plan (builds dist/ first). The last line says whether the run
// with `workers` omitted is never more than 5% slower than one thread (met / NOT met).
// With --fight: MESBG's fight instead (`sampleFightParallel` against `sampleFight`), the 3 v 3
// of bench/naiveFight.mjs, in fights.
import os from 'node:os';
import * as engine from '../dist/engine.js';
import { sampleFightParallel, samplePlanParallel } from '../dist/node/index.js';
import { fightCase } from './naiveFight.mjs';
import { profiles40k } from './profiles40k.mjs';

const fight = process.argv.includes('--fight');
const plan = fight
  ? engine.compileFight(engine.parseScenario(fightCase().scenario))
  : profiles40k(engine).critical.plan;
const one1 = fight ? engine.sampleFight : engine.samplePlan;
const par = fight ? sampleFightParallel : samplePlanParallel;
const time = async (f) => {
  const s = process.hrtime.bigint();
  const r = await f();
  return [Number(process.hrtime.bigint() - s) / 1e6, JSON.stringify(r)];
};
console.log(
  `Node ${process.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} logical CPUs, load ${os.loadavg()[0].toFixed(2)}, ${new Date().toISOString()}\n`,
);
console.log(
  `| ${fight ? 'fights' : 'samples (x 20 attacks)'} | 1 thread | 2 threads | workers omitted | 2 threads: speed-up | omitted: speed-up |`,
);
console.log('|---:|---:|---:|---:|---:|---:|');
let never = true;
for (const samples of fight
  ? [10_000, 1_000_000, 4_000_000, 16_000_000]
  : [10_000, 1_000_000, 4_000_000]) {
  const one = [];
  const two = [];
  const auto = [];
  for (let r = -1; r < 5; r++) {
    const [a, ra] = await time(() => one1(plan, { samples, seed: r + 1 }));
    const [b, rb] = await time(() => par(plan, { samples, seed: r + 1, workers: 2 }));
    const [c, rc] = await time(() => par(plan, { samples, seed: r + 1 }));
    if (ra !== rb || ra !== rc) throw new Error('the threads gave other bytes');
    if (r < 0) continue; // warm-up
    one.push(a);
    two.push(b);
    auto.push(c);
  }
  const med = (x) => x.toSorted((p, q) => p - q)[2];
  const f = (x) => (x < 10 ? x.toFixed(1) : x.toFixed(0));
  if (med(auto) > 1.05 * med(one)) never = false;
  console.log(
    `| ${samples.toLocaleString('en-US')} | ${f(med(one))} ms | ${f(med(two))} ms | ${f(med(auto))} ms | ${(med(one) / med(two)).toFixed(2)}x | ${(med(one) / med(auto)).toFixed(2)}x |`,
  );
}
console.log(
  `\nworkers omitted never more than 5% slower than one thread: ${never ? 'met' : 'NOT met'}`,
);
