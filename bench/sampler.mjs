// Monte Carlo shots per second: every sampler of mathhammer against the generator's bound and
// against a baseline written as popular calculators write theirs (bench/naive.mjs), in one run.
// Run: npm run bench:sampler (builds dist/ first). Imports the built package, as users get it.
//
// Two profiles, 100 shots a volley:
// - plain: 100 shots BS 4, S 4, AP 1 at 10 Toughness 4 models of 2 Wounds, 4+ save (5+ after
//   AP), Feel No Pain 5+; allocation `rules`.
// - critical: 80 shots BS 4 S 4 AP 1 with Critical Strike and 20 shots BS 4 S 8 AP 3 (Instant
//   Death against Toughness 4) at 20 models of 3 Wounds, 4+ save, Feel No Pain 5+.
// The cases take turns for ROUNDS rounds after a warm-up round; the median round is reported.
// Figures go into docs/benchmarks.md.
import os from 'node:os';
import { compileAttack, DiceStream, exactAttack, monteCarlo, pcg32 } from '../dist/index.js';
import { naiveSimulate } from './naive.mjs';

const ROUNDS = 5;
const SAMPLES = 200_000; // volleys per round for mathhammer's samplers: 20 million shots
const NAIVE_SAMPLES = 20_000; // volleys per round for the baseline: 2 million shots
const DICE = 20_000_000; // dice per round for the generator's bound

const target = (models, wounds) => ({
  groups: [{ models, toughness: 4, wounds, save: 4, feelNoPain: 5, rules: [] }],
  goneToGround: false,
});
const shooters = (models, strength, ap, rules) => ({
  models,
  bs: 4,
  shots: 1,
  strength,
  ap,
  rules,
  reroll: {},
});
const attack = (attackers, t) => ({ phase: 'shooting', allocation: 'rules', attackers, target: t });

const profiles = {
  plain: {
    plan: compileAttack(attack([shooters(100, 4, 1, [])], target(10, 2))),
    naive: [
      [{ shots: 100, hitOn: 4, woundOn: 4, saveOn: 5, fnpOn: 5, critOn: 7, instantDeath: false }],
      10,
      2,
    ],
    // Dice rolled per shot, dice by dice: hit 1, wound 1/2, save 1/4, Feel No Pain 1/4 x 2/3.
    dicePerShot: 1 + 1 / 2 + 1 / 4 + (1 / 4) * (2 / 3),
  },
  critical: {
    plan: compileAttack(
      attack([shooters(80, 4, 1, ['critical-strike']), shooters(20, 8, 3, [])], target(20, 3)),
    ),
    naive: [
      [
        { shots: 80, hitOn: 4, woundOn: 4, saveOn: 5, fnpOn: 5, critOn: 6, instantDeath: false },
        { shots: 20, hitOn: 4, woundOn: 2, saveOn: 7, fnpOn: 7, critOn: 7, instantDeath: true },
      ],
      20,
      3,
    ],
    // Crit shooters: hit 1, wound 1/2, save 1/4, then FNP (non-critical) or D3 (critical) for
    // the 2/3 unsaved: 1/4 x 2/3. Instant Death shooters: hit 1, wound 1/2 x... S8 v T4 wounds
    // on 2+ (5/6), AP 3 removes the save: no save roll (need 7), no FNP.
    dicePerShot: 0.8 * (1 + 1 / 2 + 1 / 4 + (1 / 4) * (2 / 3)) + 0.2 * (1 + 1 / 2),
  },
};

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
  cases.push({
    key: `${name}/naive`,
    unit: 'shots',
    count: NAIVE_SAMPLES * 100,
    run: () => {
      const [ps, models, wounds] = p.naive;
      const d = naiveSimulate(ps, models, wounds, NAIVE_SAMPLES);
      return Object.entries(d).reduce((m, [k, f]) => m + Number(k) * f, 0);
    },
  });
}

const rates = new Map(cases.map((c) => [c.key, []]));
for (let round = -1; round < ROUNDS; round++) {
  for (const c of cases) {
    const start = process.hrtime.bigint();
    sink += c.run();
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    if (round >= 0) rates.get(c.key).push(c.count / seconds / 1e6);
  }
}
const stat = (key) => {
  const r = rates.get(key).toSorted((a, b) => a - b);
  return { median: r[Math.floor(r.length / 2)], best: r.at(-1) };
};

const f = (x, d = 0) => x.toFixed(d);
console.log(
  `Node ${process.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} logical CPUs, load ${os.loadavg()[0].toFixed(2)}`,
);
console.log(`${ROUNDS} rounds after a warm-up; median (best), millions per second\n`);
const d6 = stat('d6');
const bulk = stat('bulk');
console.log('| generator bound | M dice/s | best |');
console.log('|---|---:|---:|');
console.log(`| DiceStream.d6(), one call per die | ${f(d6.median)} | ${f(d6.best)} |`);
console.log(
  `| DiceStream.countAtLeast(100, 4), dice in bulk | ${f(bulk.median)} | ${f(bulk.best)} |`,
);
for (const [name, p] of Object.entries(profiles)) {
  const exact = exactAttack(p.plan).slain.mean();
  const naive = stat(`${name}/naive`);
  console.log(
    `\n${name}: ${p.dicePerShot.toFixed(3)} dice per shot rolled dice by dice; exact mean slain ${exact.toFixed(4)}\n`,
  );
  console.log(
    '| sampler | M shots/s | best | x baseline | shots per d6() of the bound | dice-by-dice dice/s equivalent |',
  );
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const mode of ['counts', 'outcome', 'dice', 'naive']) {
    const s = stat(`${name}/${mode}`);
    console.log(
      `| ${mode === 'naive' ? 'baseline (bench/naive.mjs)' : mode} | ${f(s.median)} | ${f(s.best)} | ${f(s.median / naive.median, 1)}x | ${f(s.median / d6.median, 2)} | ${f(s.median * p.dicePerShot)} M |`,
    );
  }
}
if (!Number.isFinite(sink)) throw new Error('unreachable');
