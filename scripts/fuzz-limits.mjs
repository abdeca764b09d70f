#!/usr/bin/env node
// The expensive side of the limits fuzz test (test/cost/estimate.test.ts and fight.test.ts run
// only the cheap side in `npm test`): random scenarios near every limit (Scrollhammer,
// Warhammer 40,000 of both editions with large Damage dice, MESBG fights with Heroes' Might,
// banners and the best policy), analyses (matrix, turns, compare of wh40k-10e), and hostile
// imports (archives claiming entries they lack, shared link graphs), each in a fresh process
// whatever its estimate, checking that it ends in a result or a refusal within the bounds:
// accepted runs under 60 s and 2 GB, refusals under 1 s, never a crash.
//
//   npm run build && node scripts/fuzz-limits.mjs [runs=20] [seed=1]
//
// Each accepted run can take up to a minute: 20 runs take a few minutes. It prints one line a
// scenario and exits 1 if any broke a bound.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
    ruleset: pick(['wh40k-10e', 'wh40k-11e']),
    method: pick(['exact', 'monte-carlo']),
    samples: pick([1, 1e4, 1e5, 1e6]),
    attackers: [
      {
        models: pick([1, 10, 100, 1000]),
        attacks: pick([1, 'D6', 10, 25, 40]),
        bs: 3,
        strength: 4,
        damage: pick([1, 'D3', 'D6', '10D100', '10D1000']),
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

/** A hostile import: an archive claiming entries it does not hold, or a shared link graph. */
function importCase() {
  const kind = pick(['zip64', 'graph']);
  if (kind === 'zip64') {
    const le = (n, k) => Array.from({ length: k }, (_, i) => Math.floor(n / 256 ** i) % 256);
    const entries = pick([1e4, 1e7, 2 ** 32 - 1]);
    const bytes = [
      ...[...le(0x06064b50, 4), ...le(44, 8), ...le(45, 2), ...le(45, 2), ...le(0, 8)],
      ...[...le(entries, 8), ...le(entries, 8), ...le(1e6, 8), ...le(1e6, 8)],
      ...[...le(0x07064b50, 4), ...le(0, 4), ...le(0, 8), ...le(1, 4)],
      ...[...le(0x06054b50, 4), ...le(0, 4), ...le(0xffff, 2), ...le(0xffff, 2)],
      ...[...le(0xffffffff, 4), ...le(0xffffffff, 4), ...le(0, 2)],
    ];
    return { file: 'fuzz.rosz', bytes: Buffer.from(bytes), args: ['import'] };
  }
  const depth = pick([20, 40, 60]);
  const groups = Array.from(
    { length: depth },
    (_, i) =>
      `<selectionEntryGroup id="g${i}" name="G"><entryLinks><entryLink id="a${i}" targetId="g${i + 1}" type="selectionEntryGroup"/><entryLink id="b${i}" targetId="g${i + 1}" type="selectionEntryGroup"/></entryLinks></selectionEntryGroup>`,
  ).join('');
  const roster = `<roster name="r"><forces><force name="f"><selections><selection name="U" type="model" number="1"><selections><selection name="x" type="upgrade" number="1"/></selections></selection></selections></force></forces></roster>`;
  return {
    file: 'fuzz.ros',
    bytes: Buffer.from(
      pick([
        roster,
        `<catalogue id="c" name="C"><sharedSelectionEntryGroups>${groups}<selectionEntryGroup id="g${depth}" name="L"/></sharedSelectionEntryGroups></catalogue>`,
      ]),
    ),
    args: ['import'],
  };
}

/** A MESBG fight near its limits: Heroes' Might, banners, the best policy, Trapped targets. */
function fightScenario() {
  const model = () => ({
    fight: pick([3, 5, 7]),
    strength: pick([3, 4, 6]),
    attacks: pick([1, 3, 10]),
    defence: pick([4, 6]),
    wounds: pick([1, 3, 20, 100]),
    duelModifier: pick([0, 0, 1, -1]),
    ...(rand() < 0.5 ? { might: pick([1, 3, 6]), fate: pick([0, 3, 6]) } : {}),
    ...(rand() < 0.2 ? { trapped: true } : {}),
    ...(rand() < 0.2 ? { reroll: { wound: 'failed' } } : {}),
  });
  const side = () => ({
    banner: rand() < 0.5,
    might: pick(['win-duel', 'best']),
    models: Array.from({ length: pick([1, 2, 3, 4]) }, model),
  });
  return {
    ruleset: 'mesbg',
    phase: 'fight',
    method: pick(['exact', 'exact', 'monte-carlo']),
    samples: pick([1e4, 1e6]),
    sideA: side(),
    sideB: side(),
    rules: { countWounds: pick(['until-slain', 'all']) },
  };
}

/** An analysis: a matrix or turns of wh40k-10e profiles. */
function analysisCase() {
  const profile = (i) => ({ name: `P${i}`, attackers: [wh40kScenario().attackers[0]] });
  const target = (i) => ({ name: `T${i}`, ...wh40kScenario().target });
  const n = pick([1, 3, 10]);
  return {
    analysis: {
      ruleset: 'wh40k-10e',
      method: 'exact',
      profiles: Array.from({ length: n }, (_, i) => profile(i)),
      targets: Array.from({ length: n }, (_, i) => target(i)),
    },
    args: pick([['matrix'], ['turns', '--turns', '30'], ['compare']]),
  };
}

/** One case: the command line's arguments and what it reads on standard input. */
function fuzzCase() {
  const r = rand();
  if (r < 0.15) {
    const c = importCase();
    const file = join(tmp, c.file);
    writeFileSync(file, c.bytes);
    return { label: `import ${c.file}`, args: [...c.args, file], input: '' };
  }
  if (r < 0.3) {
    const s = fightScenario();
    return { label: 'fight', args: ['run', '-', '-q'], input: JSON.stringify(s), scenario: s };
  }
  if (r < 0.45) {
    const c = analysisCase();
    return {
      label: c.args.join(' '),
      args: [...c.args, '-', '-q'],
      input: JSON.stringify(c.analysis),
    };
  }
  const s = scenario();
  return { label: 'run', args: ['run', '-', '-q'], input: JSON.stringify(s), scenario: s };
}

const tmp = mkdtempSync(join(tmpdir(), 'mathhammer-fuzz-'));
let bad = 0;
for (let i = 0; i < runs; i++) {
  const c = fuzzCase();
  const s = c.scenario;
  let verdict = c.label;
  if (s) {
    try {
      verdict = fits(estimateCost(parseScenario(s))) ? 'accepted' : 'refused';
    } catch (e) {
      verdict = `refused (${e.name})`;
    }
  }
  const t = performance.now();
  const r = spawnSync(
    '/usr/bin/time',
    ['-f', '%M', process.execPath, '--max-old-space-size=2500', cli, ...c.args],
    { input: c.input, encoding: 'utf8', timeout: 120_000 },
  );
  const seconds = (performance.now() - t) / 1000;
  const kb = Number(r.stderr.trim().split('\n').at(-1));
  const ok =
    (r.status === 0 && seconds < 60 && kb * 1024 < 2e9) ||
    (r.status === 2 && seconds < 1.5 && !/internal error/.test(r.stderr));
  if (!ok) bad++;
  console.log(
    `${ok ? 'ok ' : 'BAD'} ${verdict.padEnd(10)} exit ${r.status} ${seconds.toFixed(1)} s ${Math.round(kb / 1024)} MB ${c.input.slice(0, 400)}`,
  );
}
process.exit(bad > 0 ? 1 : 0);
