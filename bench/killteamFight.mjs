// The Kill Team fight's game solution (src/rulesets/killteam/fight/): the exact evaluation
// (every roll of both pools, both players' re-rolls chosen best, the attacker's first, each
// roll's game solved by backward induction for both players)
// and the seeded Monte Carlo run that plays the same policies, through evaluate() as users call
// it. Run: npm run bench:killteam-fight (builds dist/ first). Imports the built package.
//
// Cases: the example duel (examples/killteam-fight-duel.json: 5 dice against 4, Lethal 5+ and
// Balanced), the same with Brutal and Shock on the attacker's weapon, and a large fight (6
// dice a side, 18 and 16 Wounds, Relentless against Ceaseless). ROUNDS rounds after a
// warm-up; medians and the spread. Figures go into docs/benchmarks.md ("Kill Team's fight").
// The large fight's Ceaseless is its best choice (a result picked, docs/killteam/ceaseless.md).
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { machineLine } from './inTurns.mjs';

// DIST: another build's dist/ (a path), to time a base build with this same script.
const { evaluate } = await import(
  process.env.DIST ? pathToFileURL(`${process.env.DIST}/index.js`).href : '../dist/index.js'
);
const ROUNDS = Number(process.env.ROUNDS ?? 7);
const duel = JSON.parse(
  readFileSync(new URL('../examples/killteam-fight-duel.json', import.meta.url)),
);
const withRules = (s, rules) => ({
  ...s,
  attacker: {
    ...s.attacker,
    weapon: { ...s.attacker.weapon, rules: [...s.attacker.weapon.rules, ...rules] },
  },
});
const CASES = {
  'example duel (5 dice v 4)': duel,
  'the duel, Brutal and Shock': withRules(duel, ['brutal', 'shock']),
  'large (6 dice a side, 18 v 16 W)': {
    ...duel,
    attacker: {
      ...duel.attacker,
      wounds: 18,
      weapon: { ...duel.attacker.weapon, atk: 6, rules: ['relentless'] },
    },
    defender: {
      ...duel.defender,
      wounds: 16,
      weapon: { ...duel.defender.weapon, atk: 6, rules: ['ceaseless'] },
    },
  },
};

const median = (xs) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)];
const spread = (xs) => `${Math.min(...xs).toFixed(1)}-${Math.max(...xs).toFixed(1)}`;
const SAMPLES = 100_000;

const loadBefore = os.loadavg()[0];
const rows = [];
for (const [name, scenario] of Object.entries(CASES)) {
  const exact = [];
  const sampled = [];
  let p = 0;
  for (let round = -1; round < ROUNDS; round++) {
    let t = performance.now();
    const r = evaluate(scenario);
    const e = performance.now() - t;
    t = performance.now();
    const m = evaluate({ ...scenario, method: 'monte-carlo', samples: SAMPLES, seed: round + 2 });
    const s = performance.now() - t;
    p = r.results.defenderIncapacitated.mean();
    if (!(Math.abs(m.results.defenderIncapacitated.mean() - p) < 0.02)) {
      throw new Error(`${name}: the sampler is off the exact engine`);
    }
    if (round >= 0) {
      exact.push(e);
      sampled.push(s);
    }
  }
  rows.push(
    `| ${name} | ${p.toFixed(4)} | ${median(exact).toFixed(1)} (${spread(exact)}) | ${median(sampled).toFixed(1)} (${spread(sampled)}) | ${(((SAMPLES / median(sampled)) * 1000) / 1e6).toFixed(2)} |`,
  );
}
console.log(machineLine(loadBefore));
console.log(`${ROUNDS} rounds after a warm-up; medians (spread)\n`);
console.log(
  `| fight | P(defender incapacitated), exact | exact evaluate (ms) | Monte Carlo, ${SAMPLES.toLocaleString('en')} fights (ms) | million fights/s |`,
);
console.log('|---|---:|---:|---:|---:|');
for (const row of rows) console.log(row);
