// A volley from any state of its target (src/attack/volley.ts, the volley contract of
// src/format/volley.ts): what the shooting phase's planner calls thousands of times. Run:
// npm run bench:volley (builds dist/ first). Imports the built package, as users get it.
//
// Cases: a typical 40k squad volley (ten bolt rifles with Sustained Hits and a plasma gun at
// a ten-model squad led by a Captain: the listed order, characters last), the same bolt
// rifles at a squad of one profile, and an AoS 4 volley (the damage pool with a ward). For
// each: the prepare (compile and machine), then exact(from) and sample(from) over every state
// the volley reaches in three volleys from the start, per call; and the first exact(from) of a
// prepared volley apart (it makes the machine and the profiles' laws). ROUNDS rounds after a
// warm-up; medians. BASE=<another build's dist/engine.js> times that build in the same rounds, in
// turns (its rows below this build's). Figures go into docs/benchmarks.md ("A volley from any state").
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import * as engine from '../dist/engine.js';
import { machineLine } from './inTurns.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 7);
// Draws of sample(from) per state and round, from one prepared volley (the planner prepares a
// volley once and draws from it thousands of times: the first draw's set-up is spread over these).
const DRAWS = Number(process.env.DRAWS ?? 20);
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
// With BASE=<another build's dist/engine.js>, that build's volleys are timed in the same rounds,
// in turns with this build's, and its rows printed below (one process: the ratios side by side).
const engines = [{ name: 'this build', engine }];
if (process.env.BASE) {
  engines.push({ name: 'BASE', engine: await import(path.resolve(process.env.BASE)) });
}
const rows = engines.map(() => []);
for (const [name, input] of Object.entries(CASES)) {
  const runs = engines.map(({ engine: e }) => {
    const scenario = e.parseScenario(input);
    return {
      e,
      scenario,
      def: e.BUILT_IN_RULESETS.find((d) => d.name === scenario.ruleset),
      prepares: [],
      firsts: [],
      exacts: [],
      samples: [],
    };
  });
  let states = [];
  let sink = 0;
  for (let round = -1; round < ROUNDS; round++) {
    for (const r of runs) {
      let t = performance.now();
      const volley = r.def.volley.prepare(r.scenario, {});
      const prepare = performance.now() - t;
      // The first exact(from) of a prepared volley makes its machine and each profile's laws:
      // what the planner pays once per (shooter, entries, target).
      t = performance.now();
      sink += volley.exact(volley.start).length;
      const first = performance.now() - t;
      if (round === -1 && states.length === 0) states = reached(volley, 3);
      t = performance.now();
      for (const s of states) sink += volley.exact(s).length;
      const exact = (performance.now() - t) / states.length;
      const random = r.e.pcg32(round + 2);
      t = performance.now();
      for (let d = 0; d < DRAWS; d++)
        for (const s of states) sink += volley.sample(s, random).left[0];
      const sample = (performance.now() - t) / states.length / DRAWS;
      if (round >= 0) {
        r.prepares.push(prepare);
        r.firsts.push(first * 1000);
        r.exacts.push(exact * 1000);
        r.samples.push(sample * 1000);
      }
    }
  }
  if (!Number.isFinite(sink)) throw new Error('unreachable');
  runs.forEach((r, i) => {
    const work = r.def.volley.prepare(r.scenario, {}).work(states[0]);
    rows[i].push(
      `| ${name} | ${states.length} | ${median(r.prepares).toFixed(2)} | ${median(r.firsts).toFixed(0)} | ${median(r.exacts).toFixed(0)} | ${median(r.samples).toFixed(1)} | ${work.toExponential(1)} |`,
    );
  });
}
console.log(machineLine(loadBefore));
console.log(`${ROUNDS} rounds after a warm-up, ${DRAWS} draws a state and round; medians\n`);
engines.forEach(({ name }, i) => {
  if (engines.length > 1) console.log(`${name}\n`);
  console.log(
    '| volley | states | prepare (ms) | first exact (µs) | exact(from) per call (µs) | sample(from) per call (µs) | work (steps) |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const row of rows[i]) console.log(row);
  console.log('');
});
