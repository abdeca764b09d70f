// Borderline scenarios on both sides of each limit of the cost model (src/cost/): for each,
// the estimate, and the measured time and peak memory (a fresh process each, so one run's
// memory does not count in the next), or the time to refuse. `npm run bench:limits`;
// `node bench/limits.mjs --quick` skips the runs estimated over 10 s.
// Results go in docs/benchmarks.md ("Limits").
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { COST_LIMITS, estimateCost, fits, parseScenario } from '../dist/engine.js';

const quick = process.argv.includes('--quick');
// `--only wh40k` runs the rows whose label starts so.
const only = process.argv.includes('--only')
  ? process.argv[process.argv.indexOf('--only') + 1]
  : '';
const dist = fileURLToPath(new URL('../dist/index.js', import.meta.url));

const one = (groups, extra = {}) => ({
  ruleset: 'scrollhammer',
  attackers: [{ bs: 3, strength: 4 }],
  target: { groups },
  ...extra,
});
const mc = (attackers, target, samples) => ({
  ruleset: 'scrollhammer',
  method: 'monte-carlo',
  samples,
  attackers,
  target,
});

const w40 = (attacker, target, extra = {}) => ({
  ruleset: 'wh40k-10e',
  attackers: [{ bs: 3, strength: 4, ap: -1, ...attacker }],
  target: { toughness: 4, save: 3, ...target },
  ...extra,
});

/** [label, scenario] pairs: each limit approached from below and passed. */
const CASES = [
  ['5 x W20 rules, 1 shot', one([{ models: 5, toughness: 4, wounds: 20 }])],
  ['5 x W30 rules, 1 shot', one([{ models: 5, toughness: 4, wounds: 30 }])],
  ['5 x W40 rules, 1 shot', one([{ models: 5, toughness: 4, wounds: 40 }])],
  ['5 x W66 rules, 1 shot', one([{ models: 5, toughness: 4, wounds: 66 }])],
  [
    '5 x W66 sequential',
    one([{ models: 5, toughness: 4, wounds: 66 }], { allocation: 'sequential' }),
  ],
  ['20 x W6 rules', one([{ models: 20, toughness: 4, wounds: 6 }])],
  ['30 x W6 rules', one([{ models: 30, toughness: 4, wounds: 6 }])],
  [
    'mixed 5+5+5 (W4, W3, W2)',
    one([
      { models: 5, toughness: 4, wounds: 4 },
      { models: 5, toughness: 4, wounds: 3 },
      { models: 5, toughness: 4, wounds: 2 },
    ]),
  ],
  [
    'mixed 6+6+6 (W4, W3, W2)',
    one([
      { models: 6, toughness: 4, wounds: 4 },
      { models: 6, toughness: 4, wounds: 3 },
      { models: 6, toughness: 4, wounds: 2 },
    ]),
  ],
  [
    'MC 1000 x 20 shots, 1e5 samples',
    mc(
      [{ models: 1000, shots: 20, bs: 3, strength: 4 }],
      { groups: [{ models: 1000, toughness: 4, wounds: 3 }] },
      1e5,
    ),
  ],
  [
    'MC 1000 x 20 shots, 2e5 samples',
    mc(
      [{ models: 1000, shots: 20, bs: 3, strength: 4 }],
      { groups: [{ models: 1000, toughness: 4, wounds: 3 }] },
      2e5,
    ),
  ],
  [
    'blast MC 100 x 100 markers, 1 sample, 1000 models',
    mc(
      [{ models: 100, shots: 100, bs: 3, strength: 4, rules: ['large-blast'] }],
      { formation: { files: 20 }, groups: [{ models: 1000, toughness: 4 }] },
      1,
    ),
  ],
  [
    'blast MC 1000 x 1000 markers, 1 sample, 1000 models',
    mc(
      [{ models: 1000, shots: 1000, bs: 3, strength: 4, rules: ['large-blast'] }],
      { formation: { files: 20 }, groups: [{ models: 1000, toughness: 4 }] },
      1,
    ),
  ],
  [
    'wh40k exact 1000 x 25 D6 at 1000 x W10 (2.8e9 steps)',
    w40({ models: 1000, attacks: 25, damage: 'D6' }, { models: 1000, wounds: 10 }),
  ],
  [
    'wh40k exact 1000 x 40 D6 at 1000 x W10 (4.4e9 steps)',
    w40({ models: 1000, attacks: 40, damage: 'D6' }, { models: 1000, wounds: 10 }),
  ],
  [
    'wh40k exact devastating 200 x 10 D6 at 100 x W10, FNP',
    w40(
      { models: 200, attacks: 10, damage: 'D6', rules: ['devastating-wounds'] },
      { models: 100, wounds: 10, feelNoPain: 5 },
    ),
  ],
  [
    'wh40k MC 100 x 20, 1e5 samples',
    w40(
      { models: 100, attacks: 20, damage: 1 },
      { models: 100, wounds: 2 },
      {
        method: 'monte-carlo',
        samples: 1e5,
      },
    ),
  ],
  [
    'wh40k MC 100 x 20 D6 sustained, FNP, 1e5 samples',
    w40(
      { models: 100, attacks: 20, damage: 'D6', rules: [{ rule: 'sustained-hits', hits: 2 }] },
      { models: 100, wounds: 3, feelNoPain: 5 },
      { method: 'monte-carlo', samples: 1e5 },
    ),
  ],
  [
    'wh40k MC 100 x 20 D6 sustained, FNP, 4e5 samples',
    w40(
      { models: 100, attacks: 20, damage: 'D6', rules: [{ rule: 'sustained-hits', hits: 2 }] },
      { models: 100, wounds: 3, feelNoPain: 5 },
      { method: 'monte-carlo', samples: 4e5 },
    ),
  ],
];

const CHILD = `
import { evaluate } from ${JSON.stringify(dist)};
const s = JSON.parse(process.argv[1]);
const t = performance.now();
let refused = false;
try { evaluate(s); } catch (e) { if (e.name !== 'TooLargeError') throw e; refused = true; }
console.log(JSON.stringify({ ms: performance.now() - t, rss: process.resourceUsage().maxRSS * 1024, refused }));
`;

const fmt = (s) => (s < 1 ? `${(s * 1000).toFixed(0)} ms` : `${s.toFixed(1)} s`);
const mb = (b) => `${Math.round(b / 1e6)} MB`;
console.log(`limits: ${COST_LIMITS.seconds} s, ${COST_LIMITS.bytes / 1e9} GB\n`);
console.log('| scenario | estimate | verdict | measured | time ratio (measured / estimate) |');
console.log('| --- | --- | --- | --- | --- |');
for (const [label, scenario] of CASES) {
  if (only && !label.startsWith(only)) continue;
  const cost = estimateCost(parseScenario(scenario));
  const ok = fits(cost);
  const est = `${fmt(cost.seconds)}, ${mb(cost.bytes + 6e7)}`;
  if (quick && ok && cost.seconds > 10) {
    console.log(`| ${label} | ${est} | accepted | (skipped: --quick) | |`);
    continue;
  }
  const out = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', CHILD, JSON.stringify(scenario)],
    { encoding: 'utf8', maxBuffer: 1e6, timeout: 15 * 60 * 1000 },
  );
  const r = JSON.parse(out);
  const measured = `${fmt(r.ms / 1000)}, ${mb(r.rss)}${r.refused ? ' (refused)' : ''}`;
  const ratio = r.refused ? '' : (r.ms / 1000 / Math.max(cost.seconds, 1e-3)).toFixed(2);
  console.log(`| ${label} | ${est} | ${ok ? 'accepted' : 'refused'} | ${measured} | ${ratio} |`);
}
