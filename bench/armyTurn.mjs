// The army's shooting phase planned (docs/army-turn.md): planShooting's time by shooters and
// targets, on real units of the example rosters (examples/rosters/strike-force-vs-waaagh.json:
// the Intercessor Squad, the Captain and the Eradicator Squad against 10 Boyz and a Deff Dread),
// taken in turn and numbered past the roster's own (Boyz 2, ...). Run: npm run build, then
// node bench/armyTurn.mjs. Imports the built package, as users get it. The goals: 5 shooters
// against 3 targets exact in under 2 s; 10 against 5 answered (exact or the labelled
// approximation) in under 10 s. Figures go into docs/benchmarks.md ("The army's shooting phase").
// BASE=<another build's dist/engine.js> also times that build's planShooting on each case, in
// turns with this build's (the faster of ROUNDS runs each, default 3), and prints the ratio.
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { planShooting } from '../dist/engine.js';

const base = process.env.BASE ? (await import(path.resolve(process.env.BASE))).planShooting : null;
const ROUNDS = Number(process.env.ROUNDS ?? 3);

const roster = JSON.parse(
  readFileSync(new URL('../examples/rosters/strike-force-vs-waaagh.json', import.meta.url), 'utf8'),
);

/** n shooters and m targets, the roster's units taken in turn. */
function analysis(n, m, method = 'auto') {
  const name = (base, i, size) => (i < size ? base : `${base} ${Math.floor(i / size) + 1}`);
  return {
    ruleset: roster.ruleset,
    method,
    shooters: Array.from({ length: n }, (_, i) => {
      const p = roster.profiles[i % roster.profiles.length];
      return { name: name(p.name, i, roster.profiles.length), attackers: p.attackers };
    }),
    targets: Array.from({ length: m }, (_, i) => {
      const t = roster.targets[i % roster.targets.length];
      return { ...t, name: name(t.name, i, roster.targets.length) };
    }),
  };
}

const cases = [
  [2, 2],
  [3, 2],
  [4, 2],
  [4, 3],
  [5, 2],
  [5, 3],
  [6, 3],
  [7, 3],
  [5, 4],
  [10, 5],
];
console.log(
  `${cpus()[0]?.model ?? 'cpu'}, node ${process.version}, load ${loadavg()[0].toFixed(2)}, ${new Date().toISOString()}`,
);
console.log(
  `shooters x targets | method  | seconds | estimate (s) | adaptive   | fixed      | greedy${base ? '     | BASE (s) | BASE / this' : ''}`,
);
/** Seconds of one planShooting of `input` by `plan`, and its plan. */
function timed(plan, input) {
  const t0 = performance.now();
  const p = plan(input);
  return { p, s: (performance.now() - t0) / 1000 };
}
for (const [n, m] of cases) {
  planShooting(analysis(Math.min(n, 2), Math.min(m, 2))); // warm-up
  base?.(analysis(Math.min(n, 2), Math.min(m, 2)));
  const first = timed(planShooting, analysis(n, m));
  const p = first.p;
  let s = first.s;
  let b = Number.POSITIVE_INFINITY;
  if (base) {
    // In turns, the faster of ROUNDS each: the shared machine's load falls on both alike.
    for (let r = 0; r < ROUNDS; r++) {
      b = Math.min(b, timed(base, analysis(n, m)).s);
      if (r > 0) s = Math.min(s, timed(planShooting, analysis(n, m)).s);
    }
  }
  const v = (x) => x.toFixed(3).padStart(10);
  console.log(
    `${`${n} x ${m}`.padEnd(18)} | ${p.adaptive.method.padEnd(7)} | ${s.toFixed(2).padStart(7)} | ${p.cost.seconds.toPrecision(2).padStart(12)} | ${v(p.adaptive.value)} | ${v(p.fixed.value)}${p.fixed.exact ? ' ' : '*'}| ${v(p.greedy.value)}${p.greedy.exact ? '' : '*'}${base ? ` | ${b.toFixed(2).padStart(8)} | ${(b / s).toFixed(2).padStart(11)}` : ''}`,
  );
  if (n === 5 && m === 3)
    console.log(`  goal 5 x 3 exact under 2 s: ${p.adaptive.exact && s < 2 ? 'met' : 'NOT met'}`);
  if (n === 10 && m === 5)
    console.log(`  goal 10 x 5 answered under 10 s: ${s < 10 ? 'met' : 'NOT met'}`);
}
console.log('* not exhaustive: the fixed plan by local search, the greedy value by Monte Carlo');
