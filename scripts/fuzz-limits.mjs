#!/usr/bin/env node
// The expensive side of the limits fuzz test (test/cost/estimate.test.ts runs only the cheap
// side in `npm test`): random scenarios near every limit, each evaluated in a fresh process
// whatever its estimate, checking that it ends in a result or a refusal within the bounds:
// accepted runs under 60 s and 2 GB, refusals under 1 s, never a crash.
//
//   npm run build && node scripts/fuzz-limits.mjs [runs=20] [seed=1]
//
// Each accepted run can take up to a minute: 20 runs take a few minutes. It prints one line a
// scenario and exits 1 if any broke a bound.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { estimateCost, fits, parseScenario } from '../dist/engine.js';

const runs = Number(process.argv[2] ?? 20);
let seed = Number(process.argv[3] ?? 1) >>> 0;
const rand = () => {
  seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
  return seed / 2 ** 32;
};
const pick = (xs) => xs[Math.floor(rand() * xs.length)];
const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));

/** A Warhammer 40,000 scenario near its limits: the general plan's steps and dice. */
function wh40kScenario() {
  return {
    ruleset: 'wh40k-10e',
    method: pick(['exact', 'monte-carlo']),
    samples: pick([1, 1e4, 1e5, 1e6]),
    attackers: [
      {
        models: pick([1, 10, 100, 1000]),
        attacks: pick([1, 'D6', 10, 25, 40]),
        bs: 3,
        strength: 4,
        damage: pick([1, 'D3', 'D6']),
        rules: pick([[], ['devastating-wounds'], [{ rule: 'sustained-hits', hits: 2 }]]),
      },
    ],
    target: {
      models: pick([1, 10, 100, 1000]),
      toughness: 4,
      save: 3,
      wounds: pick([1, 3, 10, 20]),
      ...(rand() < 0.5 ? { feelNoPain: 5 } : {}),
    },
  };
}

function scenario() {
  if (rand() < 0.5) return wh40kScenario();
  return {
    ruleset: 'scrollhammer',
    method: pick(['exact', 'monte-carlo']),
    samples: pick([1, 1e4, 1e6, 1e8]),
    allocation: pick(['rules', 'sequential']),
    attackers: [
      {
        models: pick([1, 10, 100, 1000]),
        shots: pick([1, 'D6', '10D6', '100D6']),
        bs: 3,
        strength: 4,
        rules: pick([[], ['blast'], ['large-blast', 'barrage']]),
      },
    ],
    target: {
      formation: { files: 10 },
      groups: Array.from({ length: pick([1, 2, 3]) }, () => ({
        models: pick([1, 5, 15, 100, 1000]),
        toughness: 4,
        wounds: pick([1, 2, 3, 4, 6, 20, 66]),
      })),
    },
  };
}

let bad = 0;
for (let i = 0; i < runs; i++) {
  const s = scenario();
  let verdict;
  try {
    verdict = fits(estimateCost(parseScenario(s))) ? 'accepted' : 'refused';
  } catch (e) {
    verdict = `refused (${e.name})`;
  }
  const t = performance.now();
  const r = spawnSync(
    '/usr/bin/time',
    ['-f', '%M', process.execPath, '--max-old-space-size=2500', cli, 'run', '-', '-q'],
    { input: JSON.stringify(s), encoding: 'utf8', timeout: 120_000 },
  );
  const seconds = (performance.now() - t) / 1000;
  const kb = Number(r.stderr.trim().split('\n').at(-1));
  const ok =
    (r.status === 0 && seconds < 60 && kb * 1024 < 2e9) ||
    (r.status === 2 && seconds < 1.5 && !/internal error/.test(r.stderr));
  if (!ok) bad++;
  console.log(
    `${ok ? 'ok ' : 'BAD'} ${verdict.padEnd(10)} exit ${r.status} ${seconds.toFixed(1)} s ${Math.round(kb / 1024)} MB ${JSON.stringify(s)}`,
  );
}
process.exit(bad > 0 ? 1 : 0);
