// The exact engine: the goal case of issue 6 and how the cost grows with shots, with
// models x wounds and with the number of weapon groups; refusals before any work.
// Run: npm run bench:exact (builds dist/ first). Imports the built package, as users get it.
//
// Each case: its first call in this process ("first", JIT still warming up: the first case
// of the script is a true cold start), then ROUNDS more calls; the median and the best are
// reported, in milliseconds. States: the allocation machine's; memory: the Markov chain's
// three state vectors (8 bytes a state each) plus the machine's transition table.
// Figures go into docs/benchmarks.md.
import os from 'node:os';
import {
  compileAttack,
  evaluateScrollhammer,
  exactAttack,
  exactSize,
  TooLargeError,
  unitMachine,
} from '../dist/engine.js';
import { volley } from './profiles.mjs';

const ROUNDS = 7;

function time(fn) {
  const start = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

function measure(scenario) {
  const plan = compileAttack(scenario);
  const first = time(() => exactAttack(plan));
  const runs = [];
  for (let r = 0; r < ROUNDS; r++) runs.push(time(() => exactAttack(plan)));
  runs.sort((a, b) => a - b);
  const size = exactSize(plan);
  const unit = unitMachine(plan.groups, plan.allocation);
  const bytes = unit.states * 8 * 3 + unit.classes.reduce((n, m) => n + m.next.byteLength, 0);
  return {
    first,
    median: runs[Math.floor(ROUNDS / 2)],
    best: runs[0],
    states: unit.states,
    size,
    bytes,
  };
}

const ms = (x) => (x < 10 ? x.toFixed(2) : x.toFixed(1));
const kb = (b) => (b < 1e6 ? `${(b / 1024).toFixed(0)} KB` : `${(b / 1048576).toFixed(1)} MB`);

console.log(
  `Node ${process.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} logical CPUs, load ${os.loadavg()[0].toFixed(2)}`,
);
console.log(`first call, then the median (best) of ${ROUNDS} calls, milliseconds\n`);

// The goal case first: its "first" is a cold start of the process's JIT.
const goal = measure(volley(1000, 100, 3));
console.log('Goal: 1,000 shots with Critical Strike at 100 models of 3 Wounds, FNP 5+, rules\n');
console.log('| states | memory | first call (cold) | median | best | goal |');
console.log('|---:|---:|---:|---:|---:|---|');
console.log(
  `| ${goal.states} | ${kb(goal.bytes)} | ${ms(goal.first)} | ${ms(goal.median)} | ${ms(goal.best)} | < 100 ms: ${goal.median < 100 ? 'met' : 'NOT met'} (median) |`,
);

console.log("\nIssue 3's cases\n");
console.log('| case | states | median | best | goal |');
console.log('|---|---:|---:|---:|---|');
for (const [name, s, goal] of [
  ['200 shots, Critical Strike, at 20 models of 3 Wounds, FNP 5+', volley(200, 20, 3), 1000],
  ['60 shots at 10 models of 2 Wounds, FNP 5+', volley(60, 10, 2, { crit: false }), 1],
]) {
  const r = measure(s);
  console.log(
    `| ${name} | ${r.states} | ${ms(r.median)} | ${ms(r.best)} | < ${goal} ms: ${r.median < goal ? 'met' : 'NOT met'} |`,
  );
}

console.log('\nShots (Critical Strike at 100 models of 3 Wounds, FNP 5+, rules)\n');
console.log('| shots | wounds (bound) | states | median | best | ns per wound x state |');
console.log('|---:|---:|---:|---:|---:|---:|');
for (const shots of [10, 100, 1000, 10_000]) {
  const r = measure(volley(shots, 100, 3));
  console.log(
    `| ${shots} | ${r.size.wounds} | ${r.states} | ${ms(r.median)} | ${ms(r.best)} | ${((r.median * 1e6) / (r.size.wounds * r.states)).toFixed(2)} |`,
  );
}

console.log('\nModels x Wounds (300 shots with Critical Strike, FNP 5+)\n');
console.log('| models | Wounds | allocation | states | memory | median | best |');
console.log('|---:|---:|---|---:|---:|---:|---:|');
for (const [models, wounds, allocation] of [
  [10, 1, 'rules'],
  [100, 1, 'rules'],
  [10, 2, 'rules'],
  [100, 2, 'rules'],
  [1000, 2, 'rules'],
  [10, 3, 'rules'],
  [30, 3, 'rules'],
  [100, 3, 'rules'],
  [300, 3, 'rules'],
  [3, 4, 'rules'],
  [10, 4, 'rules'],
  [20, 4, 'rules'],
  [5, 6, 'rules'],
  [100, 3, 'sequential'],
  [1000, 3, 'sequential'],
]) {
  const r = measure(volley(300, models, wounds, { allocation }));
  console.log(
    `| ${models} | ${wounds} | ${allocation} | ${r.states} | ${kb(r.bytes)} | ${ms(r.median)} | ${ms(r.best)} |`,
  );
}

console.log('\nWeapon groups (1,000 shots in total, Critical Strike, at 100 models of 3 Wounds)\n');
console.log('| groups | median | best |');
console.log('|---:|---:|---:|');
for (const groups of [1, 2, 4, 8]) {
  const r = measure(volley(1000, 100, 3, { groups }));
  console.log(`| ${groups} | ${ms(r.median)} | ${ms(r.best)} |`);
}

console.log(
  '\nMixed units (300 shots with Critical Strike; each group saves with its own profile)\n',
);
console.log('| target | states | memory | median | best |');
console.log('|---|---:|---:|---:|---:|');
for (const [name, groups] of [
  [
    '10 models W1 5+ and 10 models W3 3+ FNP 5+',
    [
      { models: 10, toughness: 4, wounds: 1, save: 5, rules: [] },
      { models: 10, toughness: 4, wounds: 3, save: 3, feelNoPain: 5, rules: [] },
    ],
  ],
  [
    '20 models W2 4+ and 5 models W2 2+ (one Wounds class)',
    [
      { models: 20, toughness: 4, wounds: 2, save: 4, rules: [] },
      { models: 5, toughness: 4, wounds: 2, save: 2, rules: [] },
    ],
  ],
]) {
  const s = volley(300, 1, 1);
  const r = measure({ ...s, target: { ...s.target, groups } });
  console.log(`| ${name} | ${r.states} | ${kb(r.bytes)} | ${ms(r.median)} | ${ms(r.best)} |`);
}

console.log('\nToo large: refused before any work (evaluateScrollhammer, method exact)\n');
console.log('| case | time to the TooLargeError | message |');
console.log('|---|---:|---|');
for (const [name, s] of [
  ['1,000 shots at 1,000 models of 3 Wounds', volley(1000, 1000, 3)],
  ['300 shots at 60 models of 6 Wounds', volley(300, 60, 6)],
  ['10,000 shots at 300 models of 3 Wounds', volley(10_000, 300, 3)],
  ['100 shots at 40 models of 8 Wounds', volley(100, 40, 8)],
]) {
  let message = 'no error';
  const t = time(() => {
    try {
      evaluateScrollhammer(s);
    } catch (e) {
      if (!(e instanceof TooLargeError)) throw e;
      message = e.message;
    }
  });
  console.log(`| ${name} | ${ms(t)} ms | ${message} |`);
}
