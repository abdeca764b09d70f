// The general attack plan's exact engine and Scrollhammer's exact growth: the goals of the
// general plan, and how the cost grows with attacks. Run: npm run bench:attack (builds dist/
// first). Imports the built package, as users get it. Each case: its first call in this
// process, then the median (best) of ROUNDS more calls, in milliseconds. Figures go into
// docs/benchmarks.md.
import os from 'node:os';
import {
  compileAttack,
  criticalTest,
  d6Test,
  exactAttack,
  exactPlan,
  parseDice,
} from '../dist/engine.js';
import { volley } from './profiles.mjs';

const ROUNDS = 9;

function time(fn) {
  const start = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

function measure(fn) {
  const first = time(fn);
  // A case of a fraction of a millisecond is timed in batches of calls (at least 20 ms a
  // batch), so that a timer tick or a compiler thread's burst does not decide its median.
  let batch = 1;
  while (batch < 1e6 && time(() => repeat(fn, batch)) < 20) batch *= 2;
  const runs = [];
  const cpu = [];
  for (let r = 0; r < ROUNDS; r++) {
    const c = process.cpuUsage();
    runs.push(time(() => repeat(fn, batch)) / batch);
    const d = process.cpuUsage(c);
    cpu.push((d.user + d.system) / 1000 / batch);
  }
  runs.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const mid = Math.floor(ROUNDS / 2);
  return { first, median: runs[mid], best: runs[0], cpu: cpu[mid] };
}

function repeat(fn, n) {
  for (let i = 0; i < n; i++) fn();
}

const ms = (x) => (x < 10 ? x.toFixed(3) : x.toFixed(1));

/** `attacks` attacks (one model each), BS 3+, wound 4+, the target's save and FNP. */
function profile(attacks, over = {}) {
  return {
    models: attacks,
    attacks: parseDice(1),
    hit: criticalTest(3),
    onCriticalHit: { extraHits: null, autoWound: false },
    wound: criticalTest(4),
    onCriticalWound: { noSave: false, mortal: null, damage: null, resolvedLast: false },
    damage: { dice: parseDice('D6'), add: 0, halve: false, reduce: 0, slay: false },
    against: [{ save: d6Test(4), criticalSave: d6Test(4), feelNoPain: null }],
    ...over,
  };
}

function d6Damage(attacks, models, allocation = 'sequential') {
  return { profiles: [profile(attacks)], groups: [{ models, wounds: 3 }], allocation };
}

function keywords(attacks, models, allocation = 'sequential') {
  return {
    profiles: [
      profile(attacks, {
        onCriticalHit: { extraHits: parseDice(1), autoWound: true },
        onCriticalWound: { noSave: true, mortal: null, damage: null, resolvedLast: true },
        damage: { dice: parseDice('D3'), add: 0, halve: false, reduce: 0, slay: false },
        against: [{ save: d6Test(4), criticalSave: d6Test(4), feelNoPain: d6Test(5) }],
      }),
    ],
    groups: [{ models, wounds: 3 }],
    allocation,
  };
}

/** Scrollhammer: `shots` plain shots (BS 4, S 4) at `models` models of 2 Wounds, 4+ save. */
function plainShots(shots, models) {
  const per = Math.ceil(shots / 1000);
  return compileAttack({
    phase: 'shooting',
    allocation: 'rules',
    method: 'exact',
    samples: 0,
    attackers: [
      { models: shots / per, bs: 4, shots: per, strength: 4, ap: 1, rules: [], reroll: {} },
    ],
    target: {
      groups: [{ models, toughness: 4, wounds: 2, save: 4, feelNoPain: 5, rules: [] }],
      goneToGround: false,
    },
  });
}

console.log(
  `Node ${process.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} logical CPUs, load ${os.loadavg()[0].toFixed(2)}, ${new Date().toISOString().slice(0, 10)}`,
);
console.log(
  `first call, then the median (best) of ${ROUNDS} rounds (each a batch of calls of at least 20 ms, per call), wall time; and the median CPU time of this process; milliseconds\n`,
);

const goals = [
  [
    'exactPlan: 60 attacks, D6 damage, at 20 models of 3 Wounds (BS 3+, 4+ to wound, 4+ save, sequential)',
    () => exactPlan(d6Damage(60, 20)),
    1,
  ],
  [
    'exactPlan: 1,000 attacks, Sustained Hits 1, Lethal Hits, Devastating Wounds (no save, resolved last), D3 damage, at 100 models of 3 Wounds, FNP 5+ (sequential)',
    () => exactPlan(keywords(1000, 100)),
    100,
  ],
  [
    'exactAttack (Scrollhammer): 10,000 plain shots at 10 models of 2 Wounds, FNP 5+, rules',
    () => exactAttack(plainShots(10_000, 10)),
    30,
  ],
];
// On a machine shared with other work the wall time counts the time others hold the CPU;
// the CPU time of this process does not, so the goals are judged on its median.
console.log('| goal case | first call | median | best | CPU time median | goal |');
console.log('|---|---:|---:|---:|---:|---|');
for (const [name, fn, goal] of goals) {
  const r = measure(fn);
  console.log(
    `| ${name} | ${ms(r.first)} | ${ms(r.median)} | ${ms(r.best)} | ${ms(r.cpu)} | < ${goal} ms: ${r.cpu < goal ? 'met' : 'NOT met'} (CPU time median) |`,
  );
}

console.log('\nGrowth with attacks (exactPlan, the keyword case at 100 models of 3 Wounds)\n');
console.log('| attacks | sequential median | rules median |');
console.log('|---:|---:|---:|');
for (const n of [10, 100, 1000, 3000]) {
  const s = measure(() => exactPlan(keywords(n, 100)));
  const r = measure(() => exactPlan(keywords(n, 100, 'rules')));
  console.log(`| ${n} | ${ms(s.median)} | ${ms(r.median)} |`);
}

console.log(
  '\nGrowth with shots (Scrollhammer exactAttack, plain shots at 10 models of 2 Wounds)\n',
);
console.log('| shots | median | best |');
console.log('|---:|---:|---:|');
for (const shots of [10, 100, 1000, 10_000]) {
  const plan = plainShots(shots, 10);
  const r = measure(() => exactAttack(plan));
  console.log(`| ${shots} | ${ms(r.median)} | ${ms(r.best)} |`);
}

/** CPU time of this process (ms): steadier than wall time on a machine shared with others. */
function cpuTime(fn) {
  const start = process.cpuUsage();
  fn();
  const d = process.cpuUsage(start);
  return (d.user + d.system) / 1000;
}

// Side by side with another build (`node bench/attack.mjs --base ../other/dist`): the cases of
// bench/exact.mjs (Scrollhammer's exact engine) and the general plan's engines, each timed
// alternately on both builds by CPU time (best of ROUNDS_SBS rounds each, so a loaded machine
// slows both alike), with the ratio of this build to the base.
const baseAt = process.argv.indexOf('--base');
if (baseAt > 0) {
  const { pathToFileURL } = await import('node:url');
  const path = await import('node:path');
  // The engine's names live in engine.js since 0.2; an older build has them in index.js.
  const { existsSync } = await import('node:fs');
  const baseDir = path.resolve(process.argv[baseAt + 1]);
  const baseEntry = existsSync(path.join(baseDir, 'engine.js')) ? 'engine.js' : 'index.js';
  const base = await import(pathToFileURL(path.join(baseDir, baseEntry)).href);
  const ours = await import('../dist/engine.js');
  const ROUNDS_SBS = 15;

  const scrollhammer = [
    ['1,000 shots, Critical Strike, 100 x W3, rules (goal of bench:exact)', volley(1000, 100, 3)],
    ['200 shots, Critical Strike, 20 x W3', volley(200, 20, 3)],
    ['60 shots at 10 x W2', volley(60, 10, 2, { crit: false })],
    ...[10, 100, 1000, 10_000].map((s) => [
      `${s} shots, Critical Strike, 100 x W3`,
      volley(s, 100, 3),
    ]),
    ...[
      [10, 1],
      [100, 1],
      [10, 2],
      [100, 2],
      [1000, 2],
      [10, 3],
      [30, 3],
      [100, 3],
      [300, 3],
      [3, 4],
      [10, 4],
      [20, 4],
      [5, 6],
    ].map(([m, w]) => [`300 shots at ${m} x W${w}, rules`, volley(300, m, w)]),
    ['300 shots at 100 x W3, sequential', volley(300, 100, 3, { allocation: 'sequential' })],
    ['300 shots at 1000 x W3, sequential', volley(300, 1000, 3, { allocation: 'sequential' })],
    ...[2, 4, 8].map((g) => [
      `1,000 shots in ${g} groups, 100 x W3`,
      volley(1000, 100, 3, { groups: g }),
    ]),
    [
      '300 shots, mixed W1 5+ / W3 3+ FNP',
      volley(300, 1, 1, {
        target: [
          { models: 10, toughness: 4, wounds: 1, save: 5, rules: [] },
          { models: 10, toughness: 4, wounds: 3, save: 3, feelNoPain: 5, rules: [] },
        ],
      }),
    ],
    // Characters among other models (docs/rules/allocation.md, "Characters"): under rules the
    // owner's choice over the whole class, a larger machine than the order rolled.
    ...[
      [10, 1, 2],
      [10, 1, 3],
      [20, 1, 3],
      [20, 2, 3],
    ].map(([m, c, w]) => [
      `300 shots at ${m} x W${w} and ${c} character${c > 1 ? 's' : ''}, rules`,
      volley(300, 1, 1, {
        target: [
          { models: m, toughness: 4, wounds: w, save: 4, rules: [] },
          { models: c, toughness: 4, wounds: w, save: 3, character: true, rules: [] },
        ],
      }),
    ]),
    [
      '300 shots at 20 x W3 and 2 characters, sequential',
      volley(300, 1, 1, {
        allocation: 'sequential',
        target: [
          { models: 20, toughness: 4, wounds: 3, save: 4, rules: [] },
          { models: 2, toughness: 4, wounds: 3, save: 3, character: true, rules: [] },
        ],
      }),
    ],
    [
      '300 shots, mixed W2 4+ / W2 2+',
      volley(300, 1, 1, {
        target: [
          { models: 20, toughness: 4, wounds: 2, save: 4, rules: [] },
          { models: 5, toughness: 4, wounds: 2, save: 2, rules: [] },
        ],
      }),
    ],
  ];
  const cases = scrollhammer.map(([name, s]) => {
    const planA = base.compileAttack(s);
    const planB = ours.compileAttack(s);
    return [`exactAttack: ${name}`, () => base.exactAttack(planA), () => ours.exactAttack(planB)];
  });
  /** A general-plan case: the same plan on both builds' `exactPlan` or `samplePlan`. */
  const general = (name, plan, options) => {
    const run = (lib) =>
      options ? () => lib.samplePlan(plan, options) : () => lib.exactPlan(plan);
    return [`${options ? 'samplePlan' : 'exactPlan'}: ${name}`, run(base), run(ours)];
  };
  const twoGroups = {
    ...d6Damage(60, 10),
    groups: [
      { models: 10, wounds: 3 },
      { models: 5, wounds: 2 },
    ],
  };
  twoGroups.profiles = twoGroups.profiles.map((p) => ({
    ...p,
    against: [p.against[0], { ...p.against[0], save: d6Test(3), criticalSave: d6Test(3) }],
  }));
  cases.push(
    general('60 attacks, D6 damage, 20 x W3 (goal case)', d6Damage(60, 20)),
    general('1,000 attacks, keywords, 100 x W3 (goal case)', keywords(1000, 100)),
    general('100 attacks, keywords, 100 x W3, rules', keywords(100, 100, 'rules')),
    general('60 attacks, D6 damage, two groups (10 x W3, 5 x W2)', twoGroups),
    general('60 attacks, D6 damage, 20 x W3, 20,000 samples', d6Damage(60, 20), {
      samples: 20_000,
      seed: 1,
    }),
    general('100 attacks, keywords, 100 x W3, 5,000 samples', keywords(100, 100), {
      samples: 5_000,
      seed: 1,
    }),
  );
  // MESBG's shoot phase: 20 bowmen in two groups past a model In The Way, into a combat.
  const mesbg = (method) => ({
    method,
    samples: 20_000,
    seed: 1,
    attackers: [
      { models: 12, shootValue: 4, strength: 2, inTheWay: 1, side: 'evil' },
      { models: 8, shootValue: 5, strength: 3, inTheWay: 0, side: 'evil', reroll: { hit: 'ones' } },
    ],
    target: { defence: 5, wounds: 2, combat: { defence: 4, wounds: 1 } },
  });
  for (const method of ['exact', 'monte-carlo']) {
    const s = mesbg(method);
    cases.push([
      `evaluateMesbg (${method}${method === 'exact' ? '' : ', 20,000 samples'}): 20 bowmen past a model In The Way, into a combat`,
      () => base.evaluateMesbg(s),
      () => ours.evaluateMesbg(s),
    ]);
  }
  console.log(
    `\nSide by side with ${process.argv[baseAt + 1]} (CPU time, best of ${ROUNDS_SBS} alternate rounds, ms)\n`,
  );
  console.log('| case | base | this build | ratio |');
  console.log('|---|---:|---:|---:|');
  let worst = 0;
  for (const [name, runA, runB] of cases) {
    let a = Infinity;
    let b = Infinity;
    runA();
    runB();
    for (let r = 0; r < ROUNDS_SBS; r++) {
      a = Math.min(a, cpuTime(runA));
      b = Math.min(b, cpuTime(runB));
    }
    worst = Math.max(worst, b / a);
    console.log(`| ${name} | ${ms(a)} | ${ms(b)} | ${(b / a).toFixed(2)} |`);
  }
  console.log(
    `\nNo case more than 10% slower than the base: ${worst <= 1.1 ? 'met' : 'NOT met'} (worst ratio ${worst.toFixed(2)})`,
  );
}
