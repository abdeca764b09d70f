#!/usr/bin/env node
// The library's face, measured on the built package (run `npm run build` first):
//   1. names exported at the top level of `mathhammer` (values and types), goal <= 80;
//   2. size of the declaration files a consumer of `mathhammer` loads, goal <= 300 KB;
//   3. `tsc --noEmit --strict --skipLibCheck false` of a one-file consumer importing
//      `evaluate`, minus the same for a file importing nothing: goal < 2 s (median of 3);
//   4. an esbuild bundle (minified) of a file importing only `d6` and `binomial`: goal
//      < 10 KB, without valibot;
//   5. a second `npm start` (dist/ built): goal well under 2 s.
// Prints one line per figure and `measure-face: ok` when every goal holds (exit 1 if not).
// `--json` prints the figures as JSON instead. docs/benchmarks.md records a run.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const ts = require('typescript');
const json = process.argv.includes('--json');
const figures = {};
const failures = [];
function goal(name, value, ok, text) {
  figures[name] = value;
  if (!ok) failures.push(name);
  if (!json) console.log(`measure-face: ${text}${ok ? '' : '  (GOAL MISSED)'}`);
}

// 1. Top-level names, as TypeScript sees them in dist/index.d.ts.
const program = ts.createProgram([join(root, 'dist/index.d.ts')], {
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  noEmit: true,
});
const checker = program.getTypeChecker();
const moduleSymbol = checker.getSymbolAtLocation(
  program.getSourceFile(join(root, 'dist/index.d.ts')),
);
const names = checker.getExportsOfModule(moduleSymbol).map((s) => s.getName());
goal(
  'topLevelNames',
  names.length,
  names.length <= 80,
  `top-level names: ${names.length} (goal <= 80)`,
);

// 2. The declaration files a consumer of `mathhammer` loads: index.d.ts and what it imports.
const declarations = program
  .getSourceFiles()
  .filter((f) => f.fileName.startsWith(join(root, 'dist')));
const dtsBytes = declarations.reduce((n, f) => n + Buffer.byteLength(f.text), 0);
goal(
  'dtsKB',
  Math.round(dtsBytes / 1024),
  dtsBytes <= 300 * 1024,
  `declarations loaded by \`mathhammer\`: ${(dtsBytes / 1024).toFixed(0)} KB in ${declarations.length} files (goal <= 300 KB)`,
);

const work = mkdtempSync(join(tmpdir(), 'mathhammer-face-'));
try {
  // A consumer project whose node_modules/mathhammer is this repository.
  mkdirSync(join(work, 'node_modules'));
  symlinkSync(root, join(work, 'node_modules/mathhammer'), 'dir');
  writeFileSync(join(work, 'package.json'), JSON.stringify({ type: 'module', private: true }));
  writeFileSync(join(work, 'nothing.ts'), 'export const x: number = 1;\n');
  writeFileSync(
    join(work, 'uses.ts'),
    `import { evaluate } from 'mathhammer';
const r = evaluate({ ruleset: 'mesbg', attackers: [{ shootValue: 3, strength: 2 }], target: { defence: 3 } });
export const slain: number = r.results.slain.mean();
`,
  );

  // 3. Type-checking time, without skipLibCheck.
  const tsc = join(root, 'node_modules/typescript/bin/tsc');
  const flags = [
    '--noEmit',
    '--strict',
    '--noUncheckedIndexedAccess',
    '--skipLibCheck',
    'false',
    '--module',
    'nodenext',
    '--moduleResolution',
    'nodenext',
    '--types',
    'node',
    '--typeRoots',
    join(root, 'node_modules/@types'),
  ];
  const time = (file) => {
    const runs = [];
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      const r = spawnSync(process.execPath, [tsc, ...flags, file], { cwd: work, encoding: 'utf8' });
      runs.push(performance.now() - t0);
      if (r.status !== 0) throw new Error(`tsc ${file} failed:\n${r.stdout}${r.stderr}`);
    }
    return runs.sort((a, b) => a - b)[1];
  };
  const base = time('nothing.ts');
  const uses = time('uses.ts');
  const extra = (uses - base) / 1000;
  figures.tscNothingS = +(base / 1000).toFixed(2);
  figures.tscEvaluateS = +(uses / 1000).toFixed(2);
  goal(
    'tscExtraS',
    +extra.toFixed(2),
    extra < 2,
    `tsc without skipLibCheck: ${(base / 1000).toFixed(2)} s importing nothing, ${(uses / 1000).toFixed(2)} s importing evaluate: +${extra.toFixed(2)} s (goal < 2 s)`,
  );

  // 4. A bundle of the Dist builders only.
  const esbuild = require('esbuild');
  writeFileSync(
    join(work, 'dist-only.js'),
    `import { binomial, d6 } from 'mathhammer';\nconsole.log(d6().mean(), binomial(10, 0.5).toString());\n`,
  );
  const bundle = esbuild.buildSync({
    entryPoints: [join(work, 'dist-only.js')],
    absWorkingDir: work,
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
  });
  const bytes = bundle.outputFiles[0].contents.length;
  // The inputs that put bytes in the output (esbuild reads valibot's module, then drops it).
  const [output] = Object.values(bundle.metafile.outputs);
  const valibot = Object.entries(output.inputs).some(
    ([f, i]) => f.includes('valibot') && i.bytesInOutput > 0,
  );
  goal(
    'distBundleKB',
    +(bytes / 1024).toFixed(1),
    bytes < 10 * 1024 && !valibot,
    `esbuild bundle of d6 + binomial: ${(bytes / 1024).toFixed(1)} KB minified, valibot ${valibot ? 'included' : 'not included'} (goal < 10 KB, no valibot)`,
  );

  // 5. `npm start` with dist/ built.
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  execFileSync(npm, ['start', '--silent'], { cwd: root, stdio: 'ignore' });
  const t0 = performance.now();
  execFileSync(npm, ['start', '--silent'], { cwd: root, stdio: 'ignore' });
  const start = (performance.now() - t0) / 1000;
  goal(
    'npmStartS',
    +start.toFixed(2),
    start < 2,
    `second npm start: ${start.toFixed(2)} s (goal < 2 s)`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}

if (json) console.log(JSON.stringify(figures, null, 2));
else
  console.log(failures.length ? `measure-face: missed ${failures.join(', ')}` : 'measure-face: ok');
process.exitCode = failures.length ? 1 : 0;
