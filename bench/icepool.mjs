// The exact engine against icepool (HighDiceRoller's pure-Python dice library, exact integer
// weights), warm, on one case both compute whole: 1,000 shots (BS 4, S 4, AP 1, Critical
// Strike) at 100 models of 3 Wounds, 4+ save, Feel No Pain 5+, allocation `sequential` (damage
// on the wounded model, what a wound does beyond its Wounds lost: a Markov chain over
// (models slain, damage on the wounded model) that icepool runs with `map(..., repeat=n)`).
// `rules` allocation (the owner's choice) has no short form in icepool; `sequential` is the one
// both write as the same chain. The script checks that the two distributions of models slain
// agree to 1e-9 before it prints any time.
//
// icepool is not a dependency (Python, not on npm) and none of its code is in this project:
// point ICEPOOL_PATH at a checkout of its repository (github.com/HighDiceRoller/icepool; its
// `src` folder goes on PYTHONPATH) and have python3 on the PATH. Without ICEPOOL_PATH the
// script prints mathhammer's figures alone and says so.
//
// The `rules` case (the owner's choice, the exact engine's goal case) is timed for mathhammer
// alone, warm, in turns with the `sequential` case in the same rounds, and its first call at
// a new target (which builds the allocation machine; later calls at the same target reuse it).
// With BASE=<another build's dist/engine.js> both cases of that build are timed in the same
// rounds, side by side (the old engine against the new, in one process).
//
// Method: icepool's process runs the case ROUNDS + 1 times (the first, which fills its caches,
// dropped: "warm") and reports each run's CPU time (time.process_time); mathhammer's
// exactAttack runs warm in this process, ROUNDS times before icepool's process and ROUNDS
// times after, by CPU time (process.cpuUsage), so that the machine's load falls on both
// alike. Medians. Run: npm run build && ICEPOOL_PATH=<checkout> node bench/icepool.mjs.
// Figures go into docs/benchmarks.md.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { compileAttack, exactAttack } from '../dist/engine.js';
import { machineLine } from './inTurns.mjs';
import { volley } from './profiles.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const SHOTS = 1000;
const MODELS = 100;
const WOUNDS = 3;

// The same attack in icepool's terms, from the rules (docs/rules/hit.md, critical-strike.md,
// feel-no-pain.md, allocation.md: `sequential`), not from mathhammer's code: hit on 3+ (BS 4),
// wound on 4+ (S 4 against T 4), a 6 to wound is a Critical Strike (D3 damage, no Feel No
// Pain); save 5+ (4+ and AP 1); an ordinary unsaved wound does 1 damage unless Feel No Pain 5+
// discounts it.
const PYTHON = `
import json, time
import icepool
from icepool import Die, d3

shots, models, wounds, rounds = ${SHOTS}, ${MODELS}, ${WOUNDS}, ${ROUNDS}

def one_shot():
    # Weights in sixths: hit 4/6; wound 3/6, the 6 of them a Critical Strike; save fails 4/6.
    none = Die({0: 1})
    critical = d3.map(lambda d: min(d, wounds))
    ordinary = Die({0: 2, 1: 4})  # Feel No Pain 5+ discounts the point on 2 faces of 6
    saved_or = lambda dmg: Die([none, dmg], times=[2, 4])
    wound = Die([none, saved_or(ordinary), saved_or(critical)], times=[3, 2, 1])
    return Die([none, wound], times=[2, 4])

def allocate(state, dmg):
    slain, lost = state
    if slain == models or dmg == 0:
        return state
    if lost + dmg >= wounds:
        return (slain + 1, 0)
    return (slain, lost + dmg)

def run():
    shot = one_shot()
    state = icepool.map(allocate, Die([(0, 0)]), shot, repeat=shots)
    return state.map(lambda s: s[0])

times = []
for r in range(rounds + 1):
    t0 = time.process_time()
    slain = run()
    times.append(time.process_time() - t0)
total = slain.denominator()
print(json.dumps({
    'version': icepool.__version__,
    'times': times,
    'slain': [slain.quantity(k) / total for k in range(models + 1)],
}))
`;

const plan = compileAttack(volley(SHOTS, MODELS, WOUNDS, { allocation: 'sequential' }));
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const timed = (run) => {
  const c = cpuMs();
  run();
  return cpuMs() - c;
};
// The engines timed: this build's, and BASE's if given; each with both allocations.
const engines = [{ name: 'this build', compileAttack, exactAttack }];
if (process.env.BASE) {
  const base = await import(path.resolve(process.env.BASE));
  engines.push({ name: `BASE (${process.env.BASE})`, ...base });
}
for (const e of engines) {
  e.sequential = e.compileAttack(volley(SHOTS, MODELS, WOUNDS, { allocation: 'sequential' }));
  e.rules = e.compileAttack(volley(SHOTS, MODELS, WOUNDS, { allocation: 'rules' }));
  e.times = { sequential: [], rules: [] };
  // The first call at the `rules` target, which builds its machine (100 x W3: 10,991 states).
  e.firstRules = timed(() => e.exactAttack(e.rules));
  e.exactAttack(e.sequential); // warm
}
const ours = engines[0].times.sequential;
const mathhammerRounds = () => {
  for (let r = 0; r < ROUNDS; r++) {
    for (const e of engines) {
      for (const a of ['sequential', 'rules']) e.times[a].push(timed(() => e.exactAttack(e[a])));
    }
  }
};
const median = (xs) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)];

const loadBefore = (await import('node:os')).loadavg()[0];
mathhammerRounds();
const icepoolPath = process.env.ICEPOOL_PATH;
let theirs = null;
if (icepoolPath && existsSync(path.join(icepoolPath, 'src', 'icepool'))) {
  const r = spawnSync('python3', ['-c', PYTHON], {
    encoding: 'utf8',
    env: { ...process.env, PYTHONPATH: path.join(icepoolPath, 'src') },
    maxBuffer: 1 << 24,
  });
  if (r.status !== 0) throw new Error(`icepool's run failed:\n${r.stderr}`);
  theirs = JSON.parse(r.stdout);
}
mathhammerRounds();

console.log(machineLine(loadBefore));
console.log(
  `${SHOTS} shots with Critical Strike at ${MODELS} models of ${WOUNDS} Wounds, FNP 5+; mathhammer exactAttack alone, warm, CPU time, medians of ${2 * ROUNDS} rounds in turns\n`,
);
console.log(
  '| engine | sequential | rules | rules / sequential | first rules call (builds the machine) |',
);
console.log('|---|---:|---:|---:|---:|');
for (const e of engines) {
  const sq = median(e.times.sequential);
  const ru = median(e.times.rules);
  console.log(
    `| ${e.name} | ${sq.toFixed(2)} ms | ${ru.toFixed(2)} ms | ${(ru / sq).toFixed(1)}x | ${e.firstRules.toFixed(1)} ms |`,
  );
}
if (engines.length > 1) {
  const [a, b] = engines;
  console.log(
    `\nthis build / BASE: sequential ${(median(a.times.sequential) / median(b.times.sequential)).toFixed(3)}x, rules ${(median(a.times.rules) / median(b.times.rules)).toFixed(3)}x`,
  );
  // The two builds' laws, every value of every result, for both allocations.
  let worst = 0;
  for (const alloc of ['sequential', 'rules']) {
    const x = a.exactAttack(a[alloc]);
    const y = b.exactAttack(b[alloc]);
    for (const key of ['hits', 'wounds', 'unsaved', 'slain', 'woundsLost']) {
      const n = Math.max(x[key].max, y[key].max);
      for (let k = 0; k <= n; k++) worst = Math.max(worst, Math.abs(x[key].at(k) - y[key].at(k)));
    }
  }
  if (!(worst < 1e-12)) throw new Error(`the builds disagree: a value differs by ${worst}`);
  console.log(`the builds agree to ${worst.toExponential(1)} (every value of every result)`);
}
console.log('');
console.log(
  `${SHOTS} shots with Critical Strike at ${MODELS} models of ${WOUNDS} Wounds, FNP 5+, sequential; CPU time, medians\n`,
);
const mine = median(ours);
if (!theirs) {
  console.log(`| engine | warm |\n|---|---:|\n| mathhammer exactAttack | ${mine.toFixed(2)} ms |`);
  console.log(
    '\nicepool not measured: set ICEPOOL_PATH to a checkout of github.com/HighDiceRoller/icepool (python3 needed)',
  );
} else {
  const slain = exactAttack(plan).slain.toArray();
  const worst = theirs.slain.reduce((m, p, k) => Math.max(m, Math.abs(p - (slain[k] ?? 0))), 0);
  if (!(worst < 1e-9)) throw new Error(`the engines disagree: P(slain = k) differs by ${worst}`);
  const warm = median(theirs.times.slice(1)) * 1000;
  console.log('| engine | warm | first run |\n|---|---:|---:|');
  console.log(`| mathhammer exactAttack | ${mine.toFixed(2)} ms | |`);
  console.log(
    `| icepool ${theirs.version} (python3) | ${warm.toFixed(1)} ms | ${(theirs.times[0] * 1000).toFixed(1)} ms |`,
  );
  console.log(`\nagree to ${worst.toExponential(1)} (P(slain = k), every k)`);
  const x = warm / mine;
  console.log(
    `\n| goal | measured | |\n|---|---:|---|\n| exact at least 200x icepool (warm, CPU time) | ${x.toFixed(0)}x | ${x >= 200 ? 'met' : 'NOT met'} |`,
  );
}
