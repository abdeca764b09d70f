// The MESBG fight's exact engine: a 3 v 3 fight with Heroes' Might and Fate (the goal: under
// 10 ms), then the same with banners on both sides, and with the best Might policy played.
// Run: npm run bench:fight (builds dist/ first). Imports the built package, as users get it.
//
// Each case: its first call in this process (the first case's is a cold start), then ROUNDS
// more calls; the median and the best are reported, in milliseconds. evaluate() includes the
// schema, the compile, the exact fight, the Heroic Strike comparison and, for each side with
// Might, the best policy beside the one played (a second exact fight per side).
// Figures go into docs/benchmarks.md.
import os from 'node:os';
import { evaluate } from '../dist/index.js';

const ROUNDS = 21;

const hero = (name, o) => ({ name, wounds: 3, might: 3, will: 3, fate: 3, ...o });

/** 3 v 3: a Hero with Might and Fate, a warrior with a two-handed weapon, a spear supporter. */
function threeVsThree({ banners = false, policy = 'win-duel' } = {}) {
  return {
    ruleset: 'mesbg',
    phase: 'fight',
    sideA: {
      name: 'Gondor',
      banner: banners,
      might: policy,
      models: [
        hero('Captain', { fight: 5, attacks: 2, strength: 4, defence: 6, heroicStrike: true }),
        { name: 'Warrior', fight: 4, attacks: 1, strength: 3, defence: 5, twoHanded: true },
        { name: 'Spear', fight: 4, attacks: 1, strength: 3, defence: 5, supporting: true },
      ],
    },
    sideB: {
      name: 'Mordor',
      banner: banners,
      models: [
        hero('Orc Captain', { fight: 4, attacks: 2, strength: 4, defence: 5, might: 2, fate: 1 }),
        { name: 'Orc', fight: 3, attacks: 1, strength: 3, defence: 4 },
        { name: 'Orc spear', fight: 3, attacks: 1, strength: 3, defence: 4, supporting: true },
      ],
    },
  };
}

function time(fn) {
  const start = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

function measure(name, scenario) {
  const first = time(() => evaluate(scenario));
  const runs = [];
  for (let i = 0; i < ROUNDS; i++) runs.push(time(() => evaluate(scenario)));
  runs.sort((a, b) => a - b);
  const r = evaluate(scenario).results;
  console.log(
    `${name.padEnd(46)} first ${first.toFixed(2).padStart(7)} ms  median ${runs[ROUNDS >> 1].toFixed(2).padStart(6)} ms  best ${runs[0].toFixed(2).padStart(6)} ms  P(A wins) ${r.duelWinA.at(1).toFixed(4)}`,
  );
}

console.log(
  `node ${process.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores`,
);
measure('3 v 3, Might and Fate (goal: < 10 ms)', threeVsThree());
measure('3 v 3, Might and Fate, banners on both sides', threeVsThree({ banners: true }));
measure('3 v 3, Might and Fate, A plays the best Might', threeVsThree({ policy: 'best' }));
