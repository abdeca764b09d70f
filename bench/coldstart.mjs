// Cold start: what a command-line run or a page load pays before its first answer. Every
// figure is taken in fresh Node processes (RUNS of each, interleaved so that load on a shared
// machine falls on all alike); medians, by wall-clock time and by CPU time (user + system).
// Run: npm run bench:cold (builds dist/ first). Figures go into docs/benchmarks.md.
//
// - evaluate: the first evaluate() of the README's scenario in a fresh process, after the
//   import (the import is reported on its own line).
// - goal case: the first exactAttack() of 1,000 Critical Strike shots at 100 models of
//   3 Wounds with Feel No Pain 5+ (bench/exact.mjs's goal case), plan compiled before.
// - command line: `mathhammer --version` and `mathhammer run --quiet` (the built-in scenario)
//   to their exit, less `node -e 0` (bare Node) in the same rounds. `run` loads its code with
//   V8's code cache (src/cli/codeCache.ts), here in a temporary directory of this benchmark's
//   (MATHHAMMER_CODE_CACHE), written by a first run before the rounds: what every run after
//   the first pays. Beside it, `run` without the cache (MATHHAMMER_CODE_CACHE=off: what a run
//   pays where no cache can be written) and a first run, writing the cache (a new, empty
//   directory each time: once after each install or upgrade).
//
// `--base <dir>` (another build's dist/, e.g. of main): its import, first evaluate() and
// command line are run in the same rounds too, and printed side by side with this build's
// (its `run` with a code cache of its own, written before the rounds). Last, `run --quiet`'s
// whole process over bare Node's, the ratio its goal is stated in.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const RUNS = Number(process.env.RUNS ?? 15);
const root = fileURLToPath(new URL('..', import.meta.url));
const baseAt = process.argv.indexOf('--base');
const baseDist = baseAt > 0 ? path.resolve(process.argv[baseAt + 1]) : undefined;
const dist = `${root}dist/index.js`;
const engine = `${root}dist/engine.js`;

// Each probe prints JSON: its own in-process timings.
const probe = (body, index = dist) => `
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const wall = () => performance.now();
let w0 = wall(), c0 = cpu();
const m = await import(${JSON.stringify(index)});
const importWall = wall() - w0, importCpu = cpu() - c0;
${body}
`;
const evaluateBody = `
const s = { ruleset: 'scrollhammer', attackers: [{ name: 'Bowmen', models: 10, bs: 3, strength: 3 }],
  target: { name: 'Draugr', groups: [{ models: 5, toughness: 4, save: 4 }], cover: 4 } };
w0 = wall(); c0 = cpu();
m.evaluate(s);
console.log(JSON.stringify({ importWall, importCpu, wall: wall() - w0, cpu: cpu() - c0 }));
`;
const evaluateProbe = probe(evaluateBody);
const baseEvaluateProbe = baseDist && probe(evaluateBody, path.join(baseDist, 'index.js'));
const goalProbe = probe(`
const e = await import(${JSON.stringify(engine)});
const plan = e.compileAttack({ phase: 'shooting', allocation: 'rules', method: 'exact', samples: 0,
  attackers: [{ models: 1000, bs: 4, shots: 1, strength: 4, ap: 1, rules: ['critical-strike'], reroll: {} }],
  target: { groups: [{ models: 100, toughness: 4, wounds: 3, save: 4, feelNoPain: 5, rules: [] }], goneToGround: false } });
w0 = wall(); c0 = cpu();
e.exactAttack(plan);
console.log(JSON.stringify({ wall: wall() - w0, cpu: cpu() - c0 }));
`);

const inProcess = (code) => {
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout);
};
// A whole process: wall-clock time to its exit, and its CPU time as the child itself reports
// it at exit (a hook preloaded with --import; the same hook in every process, bare Node too).
const processTime = (args, env = {}) => {
  const start = process.hrtime.bigint();
  const r = spawnSync(
    process.execPath,
    ['--import', `data:text/javascript,${encodeURIComponent(EXIT_CPU)}`, ...args],
    { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', ...env } },
  );
  if (r.status !== 0) throw new Error(r.stderr);
  const wallMs = Number(process.hrtime.bigint() - start) / 1e6;
  const cpuLine = r.stderr.split('\n').find((l) => l.startsWith('@cpu '));
  return { wall: wallMs, cpu: Number(cpuLine?.slice(5) ?? Number.NaN) };
};
// Printed by every timed process on exit: its CPU time since the process began.
const EXIT_CPU =
  "process.on('exit', () => { const u = process.resourceUsage(); process.stderr.write('@cpu ' + ((u.userCPUTime + u.systemCPUTime) / 1000) + '\\n'); });";

const loadBefore = os.loadavg()[0];
// This benchmark's code caches, removed at the end.
const caches = mkdtempSync(path.join(os.tmpdir(), 'mathhammer-coldstart-'));
const warm = { MATHHAMMER_CODE_CACHE: path.join(caches, 'warm') };
const runArgs = [`${root}dist/cli.js`, 'run', '--quiet'];
processTime(runArgs, warm);
// The base build's `run` with a code cache of its own, written before the rounds as this build's.
const baseWarm = { MATHHAMMER_CODE_CACHE: path.join(caches, 'base') };
const baseRunArgs = baseDist && [path.join(baseDist, 'cli.js'), 'run', '--quiet'];
if (baseDist) processTime(baseRunArgs, baseWarm);
const samples = {
  evaluate: [],
  goal: [],
  bare: [],
  version: [],
  run: [],
  runNoCache: [],
  runFirst: [],
};
const base = { evaluate: [], version: [], run: [] };
for (let i = 0; i < RUNS; i++) {
  samples.evaluate.push(inProcess(evaluateProbe));
  samples.goal.push(inProcess(goalProbe));
  samples.bare.push(processTime(['-e', '0']));
  samples.version.push(processTime([`${root}dist/cli.js`, '--version']));
  samples.run.push(processTime(runArgs, warm));
  samples.runNoCache.push(processTime(runArgs, { MATHHAMMER_CODE_CACHE: 'off' }));
  samples.runFirst.push(processTime(runArgs, { MATHHAMMER_CODE_CACHE: path.join(caches, `${i}`) }));
  if (baseDist) {
    base.evaluate.push(inProcess(baseEvaluateProbe));
    base.version.push(processTime([path.join(baseDist, 'cli.js'), '--version']));
    base.run.push(processTime(baseRunArgs, baseWarm));
  }
}
const median = (xs) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)];
const m = (key, field) => median(samples[key].map((s) => s[field]));
const f = (x) => `${x.toFixed(1)} ms`;

console.log(
  `Node ${process.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} logical CPUs, load ${loadBefore.toFixed(2)} before, ${os.loadavg()[0].toFixed(2)} after, ${new Date().toISOString()}`,
);
console.log(`medians of ${RUNS} fresh processes each\n`);
const rows = [
  [
    'import of the library (before the first call)',
    m('evaluate', 'importWall'),
    m('evaluate', 'importCpu'),
    null,
  ],
  ['first evaluate() of the README scenario', m('evaluate', 'wall'), m('evaluate', 'cpu'), 5],
  ['first exactAttack() of the goal case', m('goal', 'wall'), m('goal', 'cpu'), 100],
  ['bare Node (`node -e 0`), whole process', m('bare', 'wall'), m('bare', 'cpu'), null],
  [
    '`mathhammer --version`, over bare Node',
    m('version', 'wall') - m('bare', 'wall'),
    m('version', 'cpu') - m('bare', 'cpu'),
    15,
  ],
  [
    '`mathhammer run --quiet`, over bare Node',
    m('run', 'wall') - m('bare', 'wall'),
    m('run', 'cpu') - m('bare', 'cpu'),
    15,
  ],
  [
    '`run --quiet` without the code cache, over bare Node',
    m('runNoCache', 'wall') - m('bare', 'wall'),
    m('runNoCache', 'cpu') - m('bare', 'cpu'),
    null,
  ],
  [
    '`run --quiet`, first run (writes the cache), over bare Node',
    m('runFirst', 'wall') - m('bare', 'wall'),
    m('runFirst', 'cpu') - m('bare', 'cpu'),
    null,
  ],
];
// Judged on wall-clock time, what the user waits: the CPU time of a process also counts V8's
// compiler and GC threads, which run beside the main thread (CPU above wall for a first call),
// and on a loaded machine the wall-clock time is the higher of the two for the main thread.
console.log('| what | wall | CPU | goal (wall) |\n|---|---:|---:|---|');
for (const [what, wall, cpu, goal] of rows) {
  const verdict = goal === null ? '' : `< ${goal} ms: ${wall < goal ? 'met' : 'NOT met'}`;
  console.log(`| ${what} | ${f(wall)} | ${f(cpu)} | ${verdict} |`);
}
if (baseDist) {
  const b = (key, field) => median(base[key].map((s) => s[field]));
  console.log(`\nSide by side with ${process.argv[baseAt + 1]} (the same rounds; wall / CPU)\n`);
  console.log('| what | base | this build | this / base (wall / CPU) |\n|---|---:|---:|---:|');
  const pair = (what, baseWall, baseCpu, wall, cpu) =>
    console.log(
      `| ${what} | ${f(baseWall)} / ${f(baseCpu)} | ${f(wall)} / ${f(cpu)} | ${(wall / baseWall).toFixed(2)}x / ${(cpu / baseCpu).toFixed(2)}x |`,
    );
  pair(
    'import of the library',
    b('evaluate', 'importWall'),
    b('evaluate', 'importCpu'),
    m('evaluate', 'importWall'),
    m('evaluate', 'importCpu'),
  );
  pair(
    'first evaluate()',
    b('evaluate', 'wall'),
    b('evaluate', 'cpu'),
    m('evaluate', 'wall'),
    m('evaluate', 'cpu'),
  );
  for (const key of ['version', 'run']) {
    pair(
      `\`mathhammer ${key === 'version' ? '--version' : 'run --quiet'}\`, over bare Node`,
      b(key, 'wall') - m('bare', 'wall'),
      b(key, 'cpu') - m('bare', 'cpu'),
      m(key, 'wall') - m('bare', 'wall'),
      m(key, 'cpu') - m('bare', 'cpu'),
    );
  }
}
// The goal of `run` is stated against bare Node: the whole process over bare Node's.
const ratio = (key, of = samples) => {
  const at = (field) => median(of[key].map((s) => s[field])) / m('bare', field);
  return `${at('wall').toFixed(3)}x wall, ${at('cpu').toFixed(3)}x CPU`;
};
console.log(`\n\`mathhammer run --quiet\`, whole process / bare Node: ${ratio('run')}`);
if (baseDist) console.log(`the same, base build: ${ratio('run', base)}`);
rmSync(caches, { recursive: true, force: true });
console.log(`\nload average at the end: ${os.loadavg()[0].toFixed(2)}`);
