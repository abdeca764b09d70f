// A volley from any state of its target (src/attack/volley.ts, the volley contract of
// src/format/volley.ts): what the shooting phase's planner calls thousands of times. Run:
// npm run bench:volley (builds dist/ first). Imports the built package, as users get it.
//
// Cases: a typical 40k squad volley (ten bolt rifles with Sustained Hits and a plasma gun at
// a ten-model squad led by a Captain: the listed order, characters last), the same bolt
// rifles at a squad of one profile, and an AoS 4 volley (the damage pool with a ward). For
// each: the prepare (compile and machine), then exact(from) and sample(from) over every state
// the volley reaches in three volleys from the start, per call. ROUNDS rounds after a
// warm-up; medians. Figures go into docs/benchmarks.md ("A volley from any state").
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import * as engine from '../dist/engine.js';
import { machineLine } from './inTurns.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 7);
const rifles = {
  name: 'bolt rifles',
  models: 10,
  attacks: 2,
  bs: 3,
  strength: 4,
  ap: -1,
  damage: 1,
  rules: [{ rule: 'sustained-hits', hits: 1 }],
};
const plasma = { name: 'plasma', models: 1, attacks: 2, bs: 3, strength: 8, ap: -3, damage: 2 };
const CASES = {
  '40k squad at a led unit (10 + Captain)': {
    ruleset: 'wh40k-10e',
    attackers: [rifles, plasma],
    target: {
      groups: [
        { name: 'Intercessors', models: 10, toughness: 4, save: 3, wounds: 2 },
        {
          name: 'Captain',
          toughness: 4,
          save: 2,
          invulnerable: 4,
          wounds: 5,
          feelNoPain: 6,
          role: 'leader',
        },
      ],
    },
  },
  '40k squad at 10 marines (one profile)': {
    ruleset: 'wh40k-10e',
    attackers: [rifles, plasma],
    target: { models: 10, toughness: 4, save: 3, wounds: 2 },
  },
  'aos4 volley at 10 models of Health 2, ward 6+': {
    ruleset: 'aos4',
    phase: 'shooting',
    attackers: [
      { attacks: 2, models: 10, hit: 4, wound: 3, rend: 1, damage: 1 },
      { attacks: 3, hit: 3, wound: 3, rend: 2, damage: 'D3', abilities: ['crit-mortal'] },
    ],
    target: { models: 10, health: 2, save: 4, ward: 6 },
  },
};

const median = (xs) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)];
const definition = (name) => engine.BUILT_IN_RULESETS.find((d) => d.name === name);

/** Every state reached in `volleys` volleys from the start. */
function reached(volley, volleys) {
  const seen = new Map([[engine.stateKey(volley.start), volley.start]]);
  let frontier = [volley.start];
  for (let i = 0; i < volleys; i++) {
    const next = [];
    for (const s of frontier) {
      for (const o of volley.exact(s)) {
        const k = engine.stateKey(o.state);
        if (!seen.has(k)) {
          seen.set(k, o.state);
          next.push(o.state);
        }
      }
    }
    frontier = next;
  }
  return [...seen.values()];
}

const loadBefore = os.loadavg()[0];
const rows = [];
for (const [name, input] of Object.entries(CASES)) {
  const scenario = engine.parseScenario(input);
  const def = definition(scenario.ruleset);
  const prepares = [];
  const exacts = [];
  const samples = [];
  let states = [];
  let sink = 0;
  for (let round = -1; round < ROUNDS; round++) {
    let t = performance.now();
    const volley = def.volley.prepare(scenario, {});
    const prepare = performance.now() - t;
    if (round === -1) states = reached(volley, 3);
    t = performance.now();
    for (const s of states) sink += volley.exact(s).length;
    const exact = (performance.now() - t) / states.length;
    const random = engine.pcg32(round + 2);
    t = performance.now();
    for (const s of states) sink += volley.sample(s, random).left[0];
    const sample = (performance.now() - t) / states.length;
    if (round >= 0) {
      prepares.push(prepare);
      exacts.push(exact * 1000);
      samples.push(sample * 1000);
    }
  }
  if (!Number.isFinite(sink)) throw new Error('unreachable');
  const work = def.volley.prepare(scenario, {}).work(states[0]);
  rows.push(
    `| ${name} | ${states.length} | ${median(prepares).toFixed(2)} | ${median(exacts).toFixed(0)} | ${median(samples).toFixed(0)} | ${work.toExponential(1)} |`,
  );
}
console.log(machineLine(loadBefore));
console.log(`${ROUNDS} rounds after a warm-up; medians\n`);
console.log(
  '| volley | states | prepare (ms) | exact(from) per call (µs) | sample(from) per call (µs) | work (steps) |',
);
console.log('|---|---:|---:|---:|---:|---:|');
for (const row of rows) console.log(row);
