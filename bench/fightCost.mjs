#!/usr/bin/env node
// The MESBG fight's cost estimate (`src/rulesets/mesbg/fight/cost.ts`) against the CPU time of
// `evaluate()` over random fights: models per side, Attacks, Wounds, Might and its policies,
// Fate, banners (the Duel's re-rolls), Heroic Strikes, To Wound re-rolls, Trapped targets,
// every Wound counted, the exact engine and the sampler. Prints one line a fight and a summary
// of measured / estimate by size; the figures go into docs/benchmarks.md.
//
//   npm run build && node bench/fightCost.mjs [fights=80] [seed=1] [cap=20] [floor=0]
//
// Fights estimated over `cap` seconds or under `floor` are not run (counted as skipped: a floor
// of 0.5 measures the large fights alone, which a random draw rarely makes); each run is in this
// process, its CPU time (user + system) read around `evaluate()`, the median of three for
// runs under half a second (the first use of a path in a process compiles it: up to 0.1 s).
import os from 'node:os';
import { estimateCost, evaluate, parseScenario } from '../dist/engine.js';

const fights = Number(process.argv[2] ?? 80);
let seed = Number(process.argv[3] ?? 1) >>> 0;
const cap = Number(process.argv[4] ?? 20);
const floor = Number(process.argv[5] ?? 0);
const rand = () => {
  seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
  return seed / 2 ** 32;
};
const pick = (xs) => xs[Math.floor(rand() * xs.length)];

/** A random model; a Hero (Might or Fate) about half the time. */
function model(struck) {
  const hero = rand() < 0.5;
  return {
    fight: pick([3, 4, 5, 6]),
    attacks: pick([1, 1, 2, 3, 3, 5, 10]),
    strength: pick([3, 4, 5, 6]),
    defence: pick([4, 5, 6, 7]),
    wounds: struck ? pick([1, 2, 3, 10, 30, 100]) : pick([1, 2, 3]),
    ...(rand() < 0.2 ? { twoHanded: true } : {}),
    ...(rand() < 0.15 ? { duelModifier: pick([-1, 1]) } : {}),
    ...(hero
      ? {
          might: pick([0, 1, 2, 3, 6]),
          fate: pick([0, 1, 3, 6]),
          ...(rand() < 0.3 ? { heroicStrike: true } : {}),
        }
      : {}),
    ...(struck && rand() < 0.2 ? { trapped: true } : {}),
    ...(rand() < 0.2 ? { reroll: { wound: pick(['failed', 'ones']) } } : {}),
  };
}

function side() {
  const n = pick([1, 1, 2, 2, 3, 4]);
  return {
    banner: rand() < 0.3,
    might: pick(['win-duel', 'win-duel', 'best', 'wounds-only']),
    goal: pick(['slay', 'slay', 'survive']),
    models: Array.from({ length: n }, (_, i) => model(i === 0)),
  };
}

function fight() {
  const mc = rand() < 0.25;
  return {
    ruleset: 'mesbg',
    phase: 'fight',
    ...(mc ? { method: 'monte-carlo', samples: pick([1e4, 1e5, 1e6]) } : {}),
    ...(rand() < 0.3 ? { rules: { countWounds: 'all' } } : {}),
    sideA: side(),
    sideB: side(),
  };
}

/** CPU seconds of one evaluate(). */
function cpu(s) {
  const t = process.cpuUsage();
  evaluate(s);
  const u = process.cpuUsage(t);
  return (u.user + u.system) / 1e6;
}

const rows = [];
let skipped = 0;
let invalid = 0;
for (let i = 0; i < fights; i++) {
  const s = fight();
  let estimate;
  try {
    estimate = estimateCost(parseScenario(s));
  } catch {
    invalid++; // a fight the schema or the compile refuses (more Duel Heroes than the engine takes)
    i--;
    continue;
  }
  if (estimate.seconds > cap || estimate.seconds < floor) {
    skipped++;
    continue;
  }
  let t = cpu(s);
  if (t < 0.5) t = [t, cpu(s), cpu(s)].sort((x, y) => x - y)[1];
  const ratio = t / estimate.seconds;
  rows.push({ t, estimate: estimate.seconds, ratio });
  const what = estimate.parts.map((p) => `${p.what} ${p.seconds.toPrecision(2)} s`).join('; ');
  console.log(
    `${String(i).padStart(3)} ${t.toFixed(3).padStart(8)} s / ${estimate.seconds.toPrecision(3).padStart(9)} s = ${ratio.toFixed(3)}  ${s.method ?? 'exact'}  ${what}`,
  );
  if (process.env.SHOW) console.log(JSON.stringify(s));
}

const range = (xs) =>
  xs.length === 0
    ? '-'
    : `${Math.min(...xs.map((r) => r.ratio)).toFixed(2)} to ${Math.max(...xs.map((r) => r.ratio)).toFixed(2)}`;
const big = rows.filter((r) => r.t >= 0.1);
const small = rows.filter((r) => r.t < 0.1);
console.log(
  `\n${rows.length} fights measured (${skipped} estimated over ${cap} s or under ${floor} s skipped; ${invalid} refused by the compile), ${os.cpus()[0]?.model}, load ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}, ${new Date().toISOString()}`,
);
console.log('| fights             | how many | measured / estimate |');
console.log('| ------------------ | -------- | ------------------- |');
console.log(`| 0.1 s or more      | ${String(big.length).padEnd(8)} | ${range(big).padEnd(19)} |`);
console.log(
  `| under 0.1 s        | ${String(small.length).padEnd(8)} | ${range(small).padEnd(19)} |`,
);
