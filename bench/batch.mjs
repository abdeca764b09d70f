// `mathhammer batch` per ruleset with a catalogue format: what one batch process costs (its
// start, reading the catalogue, one evaluation per unit x target) and what each row adds. The
// catalogues are the project's fixtures, written by hand in the data project's layouts:
// - wh40k-10e: XML, test/import/fixtures/test-system.gst + test-faction.cat;
// - wh40k-11e: JSON, test/import/fixtures/wh40k-11e-system.json + wh40k-11e-knights.json;
// - aos4: XML, test/fixtures/aos4/test-aos4.gst + test-aos4.cat.
// Targets: examples/batch/<ruleset>-reference-targets.json when the build ships one, else
// wh40k-10e's (the output says which). Each case runs twice in fresh processes: with the
// targets as they are ("small") and with them repeated TIMES times under new names ("large"),
// so that (large - small) / (rows added) is the cost of a row and small - bare Node the cost
// of the process around it. The rows and the units left out (the importer's warnings) are
// counted from the output: a ruleset the build's batch cannot read says so instead of timing
// nothing.
//
// Method: RUNS rounds; each round runs bare Node (`node -e 0`) and every case, small and
// large, in turn, in fresh processes; medians by wall-clock time and by CPU time (the child's
// own, printed at its exit by a hook preloaded with --import, as bench/coldstart.mjs does).
// Run: npm run build && node bench/batch.mjs. Figures go into docs/benchmarks.md.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineLine } from './inTurns.mjs';

const RUNS = Number(process.env.RUNS ?? 7);
const TIMES = Number(process.env.TIMES ?? 10);
const root = fileURLToPath(new URL('..', import.meta.url));
const cli = path.join(root, 'dist', 'cli.js');
const at = (...p) => path.join(root, ...p);

const CASES = [
  {
    ruleset: 'wh40k-10e',
    format: 'XML',
    catalogues: [
      at('test/import/fixtures/test-system.gst'),
      at('test/import/fixtures/test-faction.cat'),
    ],
  },
  {
    ruleset: 'wh40k-11e',
    format: 'JSON',
    catalogues: [
      at('test/import/fixtures/wh40k-11e-system.json'),
      at('test/import/fixtures/wh40k-11e-knights.json'),
    ],
  },
  {
    ruleset: 'aos4',
    format: 'XML',
    catalogues: [at('test/fixtures/aos4/test-aos4.gst'), at('test/fixtures/aos4/test-aos4.cat')],
  },
];

const EXIT_CPU =
  "process.on('exit', () => { const u = process.resourceUsage(); process.stderr.write('@cpu ' + ((u.userCPUTime + u.systemCPUTime) / 1000) + '\\n'); });";
const processTime = (args) => {
  const start = process.hrtime.bigint();
  const r = spawnSync(
    process.execPath,
    ['--import', `data:text/javascript,${encodeURIComponent(EXIT_CPU)}`, ...args],
    { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, maxBuffer: 1 << 26 },
  );
  const wall = Number(process.hrtime.bigint() - start) / 1e6;
  const lines = r.stderr.split('\n');
  const cpu = Number(lines.find((l) => l.startsWith('@cpu '))?.slice(5) ?? Number.NaN);
  return {
    wall,
    cpu,
    status: r.status,
    rows: r.stdout.split('\n').filter((l) => l.startsWith('{')).length,
    leftOut: lines.filter((l) => l.includes('left out')).length,
    error: r.status === 0 ? '' : (lines.find((l) => l.startsWith('mathhammer:')) ?? lines[0]),
  };
};

const scratch = mkdtempSync(path.join(os.tmpdir(), 'mathhammer-bench-batch-'));
const targetsOf = (ruleset) => {
  const own = at('examples/batch', `${ruleset}-reference-targets.json`);
  const file = existsSync(own) ? own : at('examples/batch/wh40k-10e-reference-targets.json');
  const targets = JSON.parse(readFileSync(file, 'utf8'));
  const large = [];
  for (let k = 0; k < TIMES; k++)
    for (const t of targets) large.push({ ...t, name: `${t.name} #${k}` });
  const largeFile = path.join(scratch, `${ruleset}-large.json`);
  writeFileSync(largeFile, JSON.stringify(large));
  return { file, largeFile, own: file === own };
};

const runs = CASES.map((c) => {
  const targets = targetsOf(c.ruleset);
  const args = (t) => [
    cli,
    'batch',
    ...c.catalogues.flatMap((f) => ['--catalogue', f]),
    '--targets',
    t,
    '-q',
  ];
  return { ...c, targets, small: args(targets.file), large: args(targets.largeFile), s: [], l: [] };
});
const bare = [];
const loadBefore = os.loadavg()[0];
for (let round = 0; round < RUNS; round++) {
  bare.push(processTime(['-e', '0']));
  for (const r of round % 2 ? runs.toReversed() : runs) {
    r.s.push(processTime(r.small));
    r.l.push(processTime(r.large));
  }
}
rmSync(scratch, { recursive: true, force: true });

const median = (xs) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)];
const m = (xs, k) => median(xs.map((x) => x[k]));
const f = (x) => (Number.isFinite(x) ? `${x.toFixed(1)} ms` : '-');
console.log(machineLine(loadBefore));
console.log(
  `medians of ${RUNS} fresh processes each, in turns; bare Node ${f(m(bare, 'wall'))} wall, ${f(m(bare, 'cpu'))} CPU\n`,
);
console.log(
  '| ruleset (catalogue) | targets | rows (small / large) | units left out | process over bare Node (wall / CPU) | a row (wall / CPU) |',
);
console.log('|---|---|---:|---:|---:|---:|');
for (const r of runs) {
  const first = r.s[0];
  const targets = r.targets.own ? 'its own' : "wh40k-10e's";
  if (first.status !== 0 || first.rows === 0) {
    const why = first.status !== 0 ? first.error : 'no row';
    console.log(
      `| ${r.ruleset} (${r.format}) | ${targets} | 0 | ${first.leftOut} | not measured: ${why} | |`,
    );
    continue;
  }
  const rows = [m(r.s, 'rows'), m(r.l, 'rows')];
  const over = (k) => m(r.s, k) - m(bare, k);
  const perRow = (k) => (m(r.l, k) - m(r.s, k)) / (rows[1] - rows[0]);
  console.log(
    `| ${r.ruleset} (${r.format}) | ${targets} | ${rows[0]} / ${rows[1]} | ${first.leftOut} | ${f(over('wall'))} / ${f(over('cpu'))} | ${perRow('wall').toFixed(2)} ms / ${perRow('cpu').toFixed(2)} ms |`,
  );
}
console.log(`\nload average at the end: ${os.loadavg()[0].toFixed(2)}`);
