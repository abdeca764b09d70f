#!/usr/bin/env node
// The package as users get it: `npm pack` the built package, unpack the tarball into a
// scratch project's node_modules, and use it from there, the way npm would install it:
//   1. the tarball holds dist/ (ESM, CJS, both .d.ts), schema/, package.json, and no sources;
//   2. `import` (ESM) and `require` (CommonJS) both load it and evaluate a scenario; the
//      entries mathhammer/node and mathhammer/import share the core's classes;
//   3. TypeScript resolves its types from an ESM and a CommonJS consumer (nodenext);
//   4. the `mathhammer` bin runs; the shipped JSON Schema is the one the CLI prints.
// Dependencies are linked from this repository's node_modules, so it needs no network.
// Run after `npm run build`: `node scripts/check-pack.mjs` (test/package.test.ts runs it).
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const node = process.execPath;
const keep = process.argv.includes('--keep');

function fail(message) {
  console.error(`check-pack: ${message}`);
  process.exit(1);
}
function step(message) {
  console.log(`check-pack: ${message}`);
}
function run(file, args, options = {}) {
  try {
    return execFileSync(file, args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
    });
  } catch (e) {
    fail(`${[file, ...args].join(' ')} failed:\n${e.stdout ?? ''}${e.stderr ?? e.message}`);
  }
}

if (!existsSync(join(root, 'dist/index.js')) || !existsSync(join(root, 'dist/cli.js'))) {
  fail('dist/ is missing: run `npm run build` first');
}

const work = mkdtempSync(join(tmpdir(), 'mathhammer-pack-'));
try {
  // 1. Pack, and check what the tarball holds.
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const packed = JSON.parse(
    run(npm, ['pack', '--json', '--pack-destination', work], { cwd: root }),
  )[0];
  const files = packed.files.map((f) => f.path);
  step(`packed ${packed.filename}: ${files.length} files, ${packed.size} bytes`);
  const required = [
    'package.json',
    'dist/index.js',
    'dist/index.cjs',
    'dist/index.d.ts',
    'dist/index.d.cts',
    'dist/cli.js',
    'dist/node/index.js',
    'dist/node/index.cjs',
    'dist/node/index.d.ts',
    'dist/node/index.d.cts',
    'dist/node/worker.js',
    'dist/engine.js',
    'dist/engine.cjs',
    'dist/engine.d.ts',
    'dist/engine.d.cts',
    'dist/import/index.js',
    'dist/import/index.cjs',
    'dist/import/index.d.ts',
    'dist/import/index.d.cts',
    'examples/bowmen-vs-draugr.json',
    'schema/scenario.schema.json',
    'schema/analysis.schema.json',
  ];
  const missing = required.filter((f) => !files.includes(f));
  if (missing.length) fail(`the tarball lacks ${missing.join(', ')}`);
  const stray = files.filter((f) => /^(src|test|bench|scripts|node_modules)\//.test(f));
  if (stray.length) fail(`the tarball holds files users do not need: ${stray.join(', ')}`);

  // Unpack into node_modules/mathhammer of a scratch project; link the dependencies.
  const project = join(work, 'project');
  const installed = join(project, 'node_modules', 'mathhammer');
  mkdirSync(installed, { recursive: true });
  run('tar', ['-xzf', join(work, packed.filename), '-C', installed, '--strip-components=1']);
  for (const dep of Object.keys(pkg.dependencies ?? {})) {
    const target = join(project, 'node_modules', dep);
    mkdirSync(dirname(target), { recursive: true });
    symlinkSync(join(root, 'node_modules', dep), target, 'dir');
  }
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );

  // 2. ESM and CommonJS, each evaluating a scenario.
  const scenario = JSON.stringify({
    ruleset: 'mesbg',
    attackers: [{ name: 'Háma', shootValue: 3, strength: 2 }],
    target: { name: 'Hill Tribesman', defence: 3 },
  });
  // Rulebook Example 27: hits on 3+ (2/3), Strength 2 against Defence 3 wounds on 5+ (1/3).
  const check = `
    const r = m.evaluate(${scenario});
    const p = r.toJSON().results.slain.p[1];
    if (Math.abs(p - 2 / 9) > 1e-12) throw new Error('slain p[1] = ' + p);
    if (!(m.Dist && m.ScenarioError && m.parseScenario && m.summarizeScenario)) throw new Error('missing exports');
    try { m.evaluate({ ruleset: 'mesbg' }); throw new Error('no error'); }
    catch (e) { if (!(e instanceof m.ScenarioError)) throw e; }
    console.log('ok ' + p);
  `;
  writeFileSync(join(project, 'esm.mjs'), `import * as m from 'mathhammer';\n${check}`);
  writeFileSync(join(project, 'cjs.cjs'), `const m = require('mathhammer');\n${check}`);
  for (const f of ['esm.mjs', 'cjs.cjs']) {
    const out = run(node, [f], { cwd: project }).trim();
    if (!out.startsWith('ok ')) fail(`${f} printed ${out}`);
    step(`${f === 'esm.mjs' ? 'import' : 'require'}('mathhammer') evaluates a scenario`);
  }

  // A script run as ESM (`import * as name`) and as CommonJS (`require`), printing 'ok'.
  const inBothFormats = (file, modules, body, what) => {
    const entries = Object.entries(modules);
    const esm = entries.map(([name, spec]) => `import * as ${name} from '${spec}';`);
    const cjs = entries.map(([name, spec]) => `const ${name} = require('${spec}');`);
    writeFileSync(join(project, `${file}.mjs`), `${esm.join('\n')}\n${body}`);
    writeFileSync(join(project, `${file}.cjs`), `${cjs.join('\n')}\n${body}`);
    for (const f of [`${file}.mjs`, `${file}.cjs`]) {
      const out = run(node, [f], { cwd: project }).trim();
      if (out !== 'ok') fail(`${f} printed ${out}`);
      step(`${f.endsWith('.mjs') ? 'import' : 'require'}${what}`);
    }
  };

  // 2b. mathhammer/node (issue 6): worker threads give the core's bytes, sharing its classes.
  const parallel = `
    const plan = m.compileAttack({ phase: 'shooting', allocation: 'rules',
      attackers: [{ models: 10, bs: 4, shots: 1, strength: 4, ap: 0, rules: [], reroll: {} }],
      target: { groups: [{ models: 5, toughness: 4, wounds: 1, save: 5, rules: [] }], goneToGround: false } });
    const opts = { samples: 3 * m.CHUNK_SAMPLES, seed: 7 };
    n.monteCarloParallel(plan, { ...opts, workers: 2 }).then((run) => {
      if (JSON.stringify(run.results) !== JSON.stringify(m.monteCarlo(plan, opts).results)) throw new Error('differs');
      if (!(run.results.slain instanceof m.Dist)) throw new Error('a second copy of the core');
      if (m.Dist !== main.Dist) throw new Error('mathhammer and mathhammer/engine differ');
      console.log('ok');
    });
  `;
  inBothFormats(
    'node',
    { m: 'mathhammer/engine', main: 'mathhammer', n: 'mathhammer/node' },
    parallel,
    "('mathhammer/node') runs on 2 worker threads",
  );

  // 2c. mathhammer/import: a roster read into units, their matrix evaluated by the core (in
  // CommonJS the importer reads the core from core.cjs: one ImportError base, one Dist).
  const roster = `
    const bytes = fs.readFileSync('node_modules/mathhammer/examples/rosters/strike-force.rosz');
    const mine = i.importRoster(bytes, { source: 'strike-force.rosz' });
    const m = i.armyMatrix(mine.units, mine.units);
    if (mine.units.length !== 3 || !(m.cells[2][0].slain > 0)) throw new Error('matrix');
    const r = main.evaluate(i.unitScenario(mine.units[2], mine.units[0]));
    if (!(r.results.slain instanceof main.Dist)) throw new Error('scenario');
    try { i.importRoster('nonsense'); throw new Error('no error'); }
    catch (e) { if (!(e instanceof i.ImportError && e instanceof main.InputError)) throw e; }
    console.log('ok');
  `;
  inBothFormats(
    'import',
    { fs: 'node:fs', i: 'mathhammer/import', main: 'mathhammer' },
    roster,
    "('mathhammer/import') reads a roster",
  );

  // 3. Types, from an ESM and a CommonJS consumer.
  const ts = `
    import { type Dist, evaluate, type EvaluationResultJSON, type Scenario } from 'mathhammer';
    import { binomial } from 'mathhammer/engine';
    import { evaluateParallel, type ParallelOptions } from 'mathhammer/node';
    import { importRoster, type ImportedRoster } from 'mathhammer/import';
    const read: (text: string) => ImportedRoster = importRoster;
    void read;
    const options: ParallelOptions = { samples: 10, workers: 2 };
    void evaluateParallel; void options;
    const json: EvaluationResultJSON = evaluate({ ruleset: 'mesbg', attackers: [{ shootValue: 4, strength: 2 }], target: { defence: 3 } }).toJSON();
    const method: Scenario['method'] = json.method;
    // One Dist whichever entry made it (one declaration build: the entries share its chunk).
    const fromEngine: Dist = binomial(2, 0.5);
    export { method, fromEngine };
  `;
  writeFileSync(join(project, 'esm.mts'), ts);
  writeFileSync(join(project, 'cjs.cts'), ts);
  const tsc = join(root, 'node_modules/typescript/bin/tsc');
  const flags = ['--noEmit', '--strict', '--module', 'nodenext', '--moduleResolution', 'nodenext'];
  run(node, [tsc, ...flags, 'esm.mts', 'cjs.cts'], { cwd: project });
  step('TypeScript finds the types from ESM and CommonJS (nodenext), one Dist for every entry');

  // 4. The bin, and the shipped schema.
  const bin = join(installed, pkg.bin.mathhammer);
  const version = run(node, [bin, '--version'], { cwd: project }).trim();
  if (version !== pkg.version) fail(`mathhammer --version printed ${version}, not ${pkg.version}`);
  const schema = run(node, [bin, 'schema'], { cwd: project });
  if (schema !== readFileSync(join(installed, 'schema/scenario.schema.json'), 'utf8')) {
    fail('schema/scenario.schema.json differs from `mathhammer schema`');
  }
  const analysis = run(node, [bin, 'schema', '--analysis'], { cwd: project });
  if (analysis !== readFileSync(join(installed, 'schema/analysis.schema.json'), 'utf8')) {
    fail('schema/analysis.schema.json differs from `mathhammer schema --analysis`');
  }
  // The README's `npx mathhammer run examples/...` from a project without those files: the
  // examples ship with the package.
  const example = JSON.parse(
    run(node, [bin, 'run', 'examples/mesbg-example-27-hama.json', '--json'], { cwd: project }),
  );
  if (example.ruleset !== 'mesbg')
    fail('mathhammer run examples/... did not find the shipped example');
  const json = JSON.parse(run(node, [bin, 'run', '--json'], { cwd: project }));
  if (json.ruleset !== 'scrollhammer') fail('mathhammer run --json printed no result');
  // A command that loads the importer (its own part of the command line) on demand.
  const units = JSON.parse(
    run(node, [bin, 'import', join(installed, 'examples/rosters/strike-force.rosz'), '--json'], {
      cwd: project,
    }),
  );
  if (units.units?.length !== 3) fail('mathhammer import --json did not read the roster');
  step(`the mathhammer bin runs (version ${version}); the shipped schema is current`);
  step('ok');
} finally {
  if (keep) console.log(`check-pack: kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
